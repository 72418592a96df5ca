import type { CaseResult, Report } from './report.ts'
import { ERROR_KIND_TEXT } from './transport.ts'

/**
 * A hidden hand as a student may see it: its part, verdict and a one-line reason, never its
 * input, expected answer, the program's answer or the diff (the differing fields are named,
 * their values are not).
 */
export function hiddenCaseForStudents(c: CaseResult): CaseResult {
  let reason: string | undefined
  if (c.verdict === 'fail') {
    const paths = (c.differences ?? []).map((d) => d.path || '(answer)')
    reason = paths.length
      ? `wrong answer at ${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ` and ${paths.length - 3} more fields` : ''}`
      : (c.reason?.split('\n')[0] ?? 'wrong answer')
    if (!paths.length && !/^not implemented/.test(reason)) reason = 'wrong answer'
  } else if (c.verdict === 'error') {
    const kind = c.errorKind ? ERROR_KIND_TEXT[c.errorKind] : 'error'
    reason = c.errorKind === 'cut-short' ? c.reason : `${kind}: ${c.reason?.split('\n')[0] ?? ''}`.slice(0, 200)
  } else if (c.verdict === 'skipped') reason = c.reason
  return {
    id: c.id,
    title: c.title,
    tags: c.tags,
    source: c.source,
    hidden: true,
    verdict: c.verdict,
    ...(reason ? { reason } : {}),
    ...(c.errorKind ? { errorKind: c.errorKind } : {}),
    request: null,
    expected: null,
  }
}

/**
 * The report a student sees: every hidden hand reduced to its part, verdict and one-line reason.
 * The report holds no hidden seed in any view (summarize leaves it out), so this is the only
 * redaction; every format renders from its result.
 */
export function studentView(report: Report): Report {
  if (!report.cases.some((c) => c.hidden)) return report
  return { ...report, cases: report.cases.map((c) => (c.hidden ? hiddenCaseForStudents(c) : c)) }
}
