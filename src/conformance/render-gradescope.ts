import { expectedPlay } from './explain.ts'
import { inputLines } from './render-text.ts'
import { type CaseResult, formatScore, type Report } from './report.ts'
import { ERROR_KIND_TEXT } from './transport.ts'
import { describeDifference } from './verdict.ts'

/** A test of Gradescope's results.json (gradescope-autograders.readthedocs.io/en/latest/specs/). */
export interface GradescopeTest {
  name: string
  score: number
  max_score: number
  status?: 'passed' | 'failed'
  output: string
  output_format: 'text'
  tags: string[]
  visibility: 'visible'
}

/** Gradescope's results.json, the fields this grader fills. */
export interface GradescopeResults {
  output: string
  output_format: 'text'
  visibility: 'visible'
  execution_time: number
  tests: GradescopeTest[]
  extra_data: Record<string, unknown>
}

function output(c: CaseResult): string {
  if (c.verdict === 'pass') return c.title
  if (c.verdict === 'skipped') return `${c.title}\nskipped: ${c.reason ?? ''} (does not count)`
  const lines = [c.title, ...inputLines(c.request).map((l) => `input ${l}`)]
  if (c.verdict === 'error') lines.push(`${c.errorKind ? ERROR_KIND_TEXT[c.errorKind] : 'error'}: ${c.reason ?? ''}`)
  for (const d of c.differences ?? []) lines.push(describeDifference(d))
  lines.push(...expectedPlay(c))
  return lines.join('\n')
}

/**
 * Gradescope results.json: one test per case worth 1 point (skipped cases are worth 0 and say
 * why), so the autograder score is the number of passed cases out of the graded ones, each case
 * counted once. The top-level output is the per-part table; the suite version and seed are in
 * extra_data so a grade can be pinned and reproduced.
 */
export function renderGradescope(report: Report): GradescopeResults {
  const tests = report.cases.map(
    (c): GradescopeTest => ({
      name: `${c.tags[0] ?? 'case'} · ${c.id}`,
      score: c.verdict === 'pass' ? 1 : 0,
      max_score: c.verdict === 'skipped' ? 0 : 1,
      ...(c.verdict === 'skipped' ? {} : { status: c.verdict === 'pass' ? 'passed' : 'failed' }),
      output: output(c),
      output_format: 'text',
      tags: c.tags,
      visibility: 'visible',
    }),
  )
  const table = report.parts.map(
    (p) =>
      `${p.kind === 'base' ? 'base ' : 'extra'} ${p.tag.padEnd(12)} ${p.passed}/${p.graded} ${formatScore(p.score)}`,
  )
  const t = report.totals
  const head = `Blackjack Lab conformance suite ${report.suiteVersion}, seed "${report.seed}", ${report.count} generated hands`
  return {
    output: [
      head,
      ...(report.complete ? [] : [`cut short: ${report.cutShort}`]),
      ...table,
      `total ${formatScore(t.score)}`,
    ].join('\n'),
    output_format: 'text',
    visibility: 'visible',
    execution_time: Math.round(report.durationMs / 1000),
    tests,
    extra_data: {
      suiteVersion: report.suiteVersion,
      seed: report.seed,
      count: report.count,
      implementation: report.implementation,
      parts: report.parts,
      totals: report.totals,
    },
  }
}
