import { round2 } from '../assignment/assignment.ts'
import { type CaseResult, formatScore, type Report } from './report.ts'
import { formatPoints } from './score.ts'
import { ERROR_KIND_TEXT } from './transport.ts'

/** Failing cases that share one message: said once, with how many cases and which parts. */
export interface SharedFailure {
  message: string
  count: number
  tags: string[]
  verdict: 'fail' | 'error'
}

/** A failing case's message as a report prints it: the error kind, then the reason. */
export function failureMessage(c: CaseResult): string {
  const kind = c.errorKind ? `${ERROR_KIND_TEXT[c.errorKind]}: ` : ''
  return `${kind}${c.reason ?? ''}`
}

/**
 * The failing cases of a report split in two: those whose message is shared by several cases and
 * that have no diff of their own (not implemented, not run, the same crash), grouped so each
 * message is said once; and the rest, shown case by case.
 */
export function groupFailures(cases: readonly CaseResult[]): { shared: SharedFailure[]; single: CaseResult[] } {
  const bad = cases.filter((c) => c.verdict === 'fail' || c.verdict === 'error')
  const byMessage = new Map<string, CaseResult[]>()
  for (const c of bad)
    if (!c.differences?.length) byMessage.set(failureMessage(c), [...(byMessage.get(failureMessage(c)) ?? []), c])
  const shared: SharedFailure[] = []
  const grouped = new Set<CaseResult>()
  for (const [message, list] of byMessage) {
    if (list.length < 2) continue
    for (const c of list) grouped.add(c)
    // The parts every case of the group carries (the hanging part, say), not the union of all.
    const tags = list[0].tags.filter((t) => list.every((c) => c.tags.includes(t)))
    shared.push({ message, count: list.length, tags, verdict: list[0].verdict === 'fail' ? 'fail' : 'error' })
  }
  return { shared, single: bad.filter((c) => !grouped.has(c)) }
}

/**
 * The grade in one line, the same words in every format: the required parts out of their maximum
 * (a share that never passes 100 %), then the extra credit on top of it, e.g. "70 of 70 points
 * (100%), plus 24 extra credit (of 24 on offer)"; "62.5 of 70 points (89.3%)" when none is offered.
 * The grade itself (`points.earned`, Gradescope's `score`) is the sum of the two.
 */
export function pointsLine(report: Report): string {
  const p = report.points
  const pct = p.max > 0 ? ` (${formatScore(p.required / p.max)})` : ''
  const extra =
    p.extra > 0
      ? `, plus ${formatPoints(round2(p.earned - p.required))} extra credit (of ${formatPoints(p.extra)} on offer)`
      : ''
  return `${formatPoints(p.required)} of ${formatPoints(p.max)} points${pct}${extra}`
}

/** The grade in a table cell: "70 / 70 + 24 extra credit" ("62.5 / 70" when none is offered). */
export function pointsCell(report: Report): string {
  const p = report.points
  const extra = p.extra > 0 ? ` + ${formatPoints(round2(p.earned - p.required))} extra credit` : ''
  return `${formatPoints(p.required)} / ${formatPoints(p.max)}${extra}`
}
