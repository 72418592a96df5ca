import { expectedPlay } from './explain.ts'
import { failureMessage, groupFailures, pointsLine } from './groups.ts'
import { type CaseResult, countsLine, formatScore, type PartSummary, type Report } from './report.ts'
import { formatPoints } from './score.ts'
import { describeDifference } from './verdict.ts'

/** Options of the terminal report. */
export interface TextOptions {
  /** ANSI colours (when standard output is a terminal). */
  colour?: boolean
  /** Show every failing case in full, not only the first `details`. */
  verbose?: boolean
  /** How many failing cases are shown in full (default 15); the rest are listed by id. */
  details?: number
}

type Paint = (code: number, text: string) => string

const FACE: Record<CaseResult['verdict'], [string, number]> = {
  pass: [':)', 32],
  fail: [':(', 31],
  skipped: [':|', 33],
  error: [':!', 35],
}

function partFace(p: PartSummary): CaseResult['verdict'] {
  if (p.errors > 0) return 'error'
  if (p.failed > 0) return 'fail'
  if (p.passed > 0) return 'pass'
  return 'skipped'
}

function partLine(p: PartSummary, paint: Paint): string {
  const [face, colour] = FACE[partFace(p)]
  const extra = [
    p.failed && `${p.failed} failed`,
    p.errors && `${p.errors} errors`,
    p.skipped && `${p.skipped} skipped`,
    p.total === 0 && 'no case',
  ]
  const tail = extra.filter(Boolean).join(', ')
  const pts = `${formatPoints(p.earned)}/${formatPoints(p.points)} pts`
  return `  ${paint(colour, face)} ${p.tag.padEnd(12)} ${`${p.passed}/${p.total}`.padStart(9)}  ${formatScore(p.score).padStart(6)}  ${pts.padStart(13)}${tail ? `  (${tail})` : ''}`
}

/** A case's input as a few short lines: rules, shoe(s), seats or rounds, or the op request. */
export function inputLines(request: unknown): string[] {
  if (request === null) return []
  if (typeof request !== 'object') return [JSON.stringify(request)]
  const r = request as Record<string, unknown>
  if ('op' in r) return [JSON.stringify(r)]
  const keys = ['rules', 'shoe', 'shoes', 'seats', 'rounds'].filter((k) => k in r)
  const rest = Object.keys(r).filter((k) => !keys.includes(k) && !['id', 'title', 'tags'].includes(k))
  return [...keys, ...rest].map((k) => `${k} ${JSON.stringify(r[k])}`)
}

function caseBlock(c: CaseResult, paint: Paint): string[] {
  const [face, colour] = FACE[c.verdict]
  const lines = [`${paint(colour, face)} ${c.id} [${c.tags.join(', ')}]`, `    ${c.title}`]
  for (const l of inputLines(c.request)) lines.push(`    ${paint(2, 'input')} ${l}`)
  if (c.verdict === 'error' || !c.differences?.length)
    for (const l of failureMessage(c).split('\n')) lines.push(`    ${paint(colour, l)}`)
  for (const d of c.differences ?? []) lines.push(`    ${paint(colour, describeDifference(d))}`)
  for (const l of expectedPlay(c)) lines.push(`    ${paint(2, l)}`)
  return lines
}

/**
 * The check50-like terminal report: a header, run-wide notes, one line per part of the assignment
 * (base, then extra credit) with its points, the failures said once per shared message, every
 * other failing case with its input and field-by-field diff (the first `details` in full), skip
 * reasons grouped, the points out of the maximum, and as the last line
 * `N passed, M failed, K skipped, E errors`.
 */
export function renderText(report: Report, options: TextOptions = {}): string {
  const paint: Paint = options.colour ? (code, text) => `\x1b[${code}m${text}\x1b[0m` : (_c, text) => text
  const impl = report.implementation
  const a = report.assignment
  const out = [
    paint(1, `Blackjack Lab conformance · suite ${report.suiteVersion} · protocol ${report.protocol}`),
    `assignment "${a.title}" · graded ${impl.name} (${impl.target}) · seed "${report.seed}" · ${report.count} generated hands` +
      (a.hidden ? ` · ${a.hidden.hands} hidden hands` : '') +
      (report.tags ? ` · parts ${report.tags.join(', ')}` : '') +
      (report.rules ? ` · rules ${JSON.stringify(report.rules)}` : ''),
    impl.declared
      ? `hello: features ${impl.features ? impl.features.join(', ') : '(all)'}${impl.rules ? ` · rules declared for ${Object.keys(impl.rules).length} options` : ''}`
      : 'hello: no usable answer, so every feature is assumed',
  ]
  if (!report.complete) out.push(paint(33, `the run was cut short: ${report.cutShort}`))
  for (const n of report.notes) out.push(paint(33, `note: ${n}`))
  for (const kind of ['base', 'extra'] as const) {
    const parts = report.parts.filter((p) => p.kind === kind)
    if (parts.length === 0) continue
    out.push('', paint(1, kind === 'base' ? 'Required parts' : 'Extra credit'))
    for (const p of parts) out.push(partLine(p, paint))
  }
  const { shared, single } = groupFailures(report.cases)
  if (shared.length + single.length > 0) out.push('', paint(1, 'Failures and errors'))
  for (const s of shared) {
    const [face, colour] = FACE[s.verdict]
    const tags = s.tags.length ? ` [${s.tags.join(', ')}]` : ''
    out.push(`${paint(colour, face)} ${s.count} cases${tags}: ${s.message.split('\n')[0]}`)
    for (const l of s.message.split('\n').slice(1)) out.push(`    ${paint(colour, l)}`)
  }
  const shown = options.verbose ? single.length : (options.details ?? 15)
  for (const c of single.slice(0, shown)) out.push(...caseBlock(c, paint))
  if (single.length > shown) {
    out.push(`  … and ${single.length - shown} more (use --verbose or --format json to see them all):`)
    out.push(
      `    ${single
        .slice(shown)
        .map((c) => c.id)
        .join(', ')}`,
    )
  }
  const skipped = new Map<string, number>()
  for (const c of report.cases)
    if (c.verdict === 'skipped') skipped.set(c.reason ?? '', (skipped.get(c.reason ?? '') ?? 0) + 1)
  if (skipped.size > 0) out.push('', paint(1, 'Skipped (a skipped case earns nothing)'))
  for (const [reason, n] of skipped) out.push(`  ${paint(33, ':|')} ${n} case${n > 1 ? 's' : ''}: ${reason}`)
  out.push('', `score ${pointsLine(report)}`)
  out.push(countsLine(report.totals))
  return `${out.join('\n')}\n`
}
