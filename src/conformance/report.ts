import { PROTOCOL_VERSION, TAGS } from '../engine/protocol.ts'
import type { Difference } from './compare.ts'
import { SUITE_VERSION } from './suite.ts'

/** The four verdicts of contract section 7. */
export type Verdict = 'pass' | 'fail' | 'skipped' | 'error'

/**
 * Why a case has no usable answer: the names a student sees next to an `error` verdict.
 * `cut-short` marks cases never sent because the run ended early (run timeout, cancellation).
 */
export type ErrorKind =
  | 'timeout'
  | 'crash'
  | 'malformed-json'
  | 'wrong-shape'
  | 'too-large'
  | 'refused'
  | 'network'
  | 'cut-short'

/** One graded case: what was sent, what was expected, what came back, and the verdict. */
export interface CaseResult {
  id: string
  title: string
  tags: string[]
  verdict: Verdict
  /** Why it was skipped or errored, or a one-line summary of a failure. */
  reason?: string
  errorKind?: ErrorKind
  /** Where the case comes from: a fixture file, the seeded generator, or the shuffle statistics. */
  source: 'fixture' | 'generated' | 'statistics'
  request: unknown
  expected: unknown
  actual?: unknown
  differences?: Difference[]
  /** Wall-clock milliseconds the answer took (absent when nothing was sent). */
  ms?: number
}

/** Counts of one part of the assignment (a contract tag), or of the whole run. */
export interface Counts {
  passed: number
  failed: number
  skipped: number
  errors: number
  /** Cases that count towards the score: passed + failed + errors (skipped cases do not). */
  graded: number
  /** passed / graded, from 0 to 1; null when nothing was graded. */
  score: number | null
}

/** One row of the report: a part of the assignment. */
export interface PartSummary extends Counts {
  tag: string
  /** `base` for what the assignment requires, `extra` for each extra-credit item. */
  kind: 'base' | 'extra'
}

/** Who was graded: from the `hello` answer, or what the grader assumed without one. */
export interface Implementation {
  name: string
  /** The target as the grader knows it: a URL, a command, or "reference engine". */
  target: string
  /** False when the implementation did not answer `hello` usefully: every feature is assumed. */
  declared: boolean
  features: string[] | null
  rules: Record<string, unknown> | null
}

/** The one result model: every report format is rendered from this. */
export interface Report {
  suiteVersion: string
  protocol: number
  implementation: Implementation
  seed: string
  count: number
  tags: string[] | null
  rules: Record<string, unknown> | null
  startedAt: string
  durationMs: number
  /** False when the run was cut short; `cutShort` says why. */
  complete: boolean
  cutShort?: string
  parts: PartSummary[]
  totals: Counts
  cases: CaseResult[]
}

/** The assignment's required parts; every other tag is an extra-credit item (seed 000's list). */
export const BASE_TAGS: readonly string[] = TAGS.slice(0, TAGS.indexOf('multiplayer'))

/** Everything of a report but what is computed from its cases. */
export type ReportMeta = Omit<Report, 'suiteVersion' | 'protocol' | 'parts' | 'totals' | 'cases'>

function count(cases: readonly CaseResult[]): Counts {
  const c = { passed: 0, failed: 0, skipped: 0, errors: 0 }
  for (const r of cases) {
    if (r.verdict === 'pass') c.passed++
    else if (r.verdict === 'fail') c.failed++
    else if (r.verdict === 'skipped') c.skipped++
    else c.errors++
  }
  const graded = c.passed + c.failed + c.errors
  return { ...c, graded, score: graded === 0 ? null : c.passed / graded }
}

/**
 * Builds the report from graded cases. A case with several tags counts in each of its tags'
 * parts; the total counts every case once, so the total score is passed / graded over distinct
 * cases, skipped cases excluded (an undeclared extra-credit item neither helps nor hurts).
 * Parts come in the assignment's order (base, then extra credit); unknown tags go last.
 */
export function buildReport(meta: ReportMeta, cases: CaseResult[]): Report {
  const order = new Map<string, number>(TAGS.map((t, i) => [t, i]))
  const byTag = new Map<string, CaseResult[]>()
  for (const r of cases) for (const t of r.tags) byTag.set(t, [...(byTag.get(t) ?? []), r])
  const parts = [...byTag.keys()]
    .sort((a, b) => (order.get(a) ?? TAGS.length) - (order.get(b) ?? TAGS.length) || a.localeCompare(b))
    .map((tag): PartSummary => ({ tag, kind: BASE_TAGS.includes(tag) ? 'base' : 'extra', ...count(byTag.get(tag)!) }))
  return { suiteVersion: SUITE_VERSION, protocol: PROTOCOL_VERSION, ...meta, parts, totals: count(cases), cases }
}

/** True when something was graded and every graded case passed: the CLI's exit status 0. */
export function allPassed(report: Report): boolean {
  return report.totals.graded > 0 && report.totals.failed === 0 && report.totals.errors === 0
}

/** A score as a percentage for people: "87.5%", or "–" when nothing was graded. */
export function formatScore(score: number | null): string {
  return score === null ? '–' : `${Math.round(score * 1000) / 10}%`
}

/** The last line of every text report: `N passed, M failed, K skipped, E errors`. */
export function countsLine(c: Counts): string {
  return `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped, ${c.errors} errors`
}
