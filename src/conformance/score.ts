import { type Assignment, extraPoints, maxPoints, round2 } from '../assignment/assignment.ts'
import { TAGS } from '../engine/protocol.ts'
import type { CaseResult, Counts, PartSummary } from './results.ts'

/** The points of a report: earned (extra credit included) out of the required parts' maximum. */
export interface Points {
  /** Every part's earned points, extra credit included: the grade. */
  earned: number
  /** Of `earned`, what the required parts earned (at most `max`). */
  required: number
  /** What the required parts are worth: 100 % of the grade. */
  max: number
  /** The extra credit on offer, on top of `max`. */
  extra: number
}

/**
 * The parts a case scores in. A case that uses an extra-credit item scores in its extra-credit
 * parts only, so an undeclared item (its cases skipped) never lowers a required part; a case that
 * needs nothing optional scores in each of its required parts.
 */
export function scoringTags(tags: readonly string[], a: Assignment): string[] {
  const listed = tags.filter((t) => a.parts[t] !== undefined)
  const extra = listed.filter((t) => a.parts[t].extraCredit)
  return extra.length > 0 ? extra : listed
}

/** Verdict counts of some cases; `score` is the fraction passed of all of them, skipped included. */
export function countCases(cases: readonly CaseResult[]): Counts {
  const c = { passed: 0, failed: 0, skipped: 0, errors: 0 }
  for (const r of cases) {
    if (r.verdict === 'pass') c.passed++
    else if (r.verdict === 'fail') c.failed++
    else if (r.verdict === 'skipped') c.skipped++
    else c.errors++
  }
  const total = cases.length
  return { ...c, graded: c.passed + c.failed + c.errors, total, score: total === 0 ? null : c.passed / total }
}

/**
 * One summary per part of the assignment, in the contract's order: its counts over the cases it
 * scores in, and `earned` = points × passed / cases. A skipped case counts as not passed, so
 * declaring less never raises a score; a part with no case earns nothing.
 */
export function scoreParts(
  cases: readonly CaseResult[],
  a: Assignment,
  only?: readonly string[] | null,
): PartSummary[] {
  const order = new Map<string, number>(TAGS.map((t, i) => [t, i]))
  const byTag = new Map<string, CaseResult[]>()
  for (const r of cases) for (const t of scoringTags(r.tags, a)) byTag.set(t, [...(byTag.get(t) ?? []), r])
  return Object.keys(a.parts)
    .filter((t) => !only || only.length === 0 || only.includes(t))
    .sort((x, y) => (order.get(x) ?? TAGS.length) - (order.get(y) ?? TAGS.length))
    .map((tag): PartSummary => {
      const spec = a.parts[tag]
      const counts = countCases(byTag.get(tag) ?? [])
      return {
        tag,
        kind: spec.extraCredit ? 'extra' : 'base',
        points: spec.points,
        earned: round2(spec.points * (counts.score ?? 0)),
        ...counts,
      }
    })
}

/** The report's points: the parts' earned points summed, out of the required parts' maximum. */
export function totalPoints(parts: readonly PartSummary[], a: Assignment, only?: readonly string[] | null): Points {
  const sum = (f: (p: PartSummary) => number) => round2(parts.reduce((s, p) => s + f(p), 0))
  const earned = sum((p) => p.earned)
  const required = sum((p) => (p.kind === 'base' ? p.earned : 0))
  // `parts` holds only the selected parts when `only` is given: the maximum is theirs.
  if (only && only.length > 0)
    return {
      earned,
      required,
      max: sum((p) => (p.kind === 'base' ? p.points : 0)),
      extra: sum((p) => (p.kind === 'extra' ? p.points : 0)),
    }
  return { earned, required, max: maxPoints(a), extra: extraPoints(a) }
}

/** Points for people: "62.5", "70". */
export function formatPoints(x: number): string {
  return String(round2(x))
}
