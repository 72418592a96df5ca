// The graded case and the counts a report is made of: their own module, so that scoring (score.ts)
// and the report (report.ts) both read them without importing each other.
import type { Difference } from './compare.ts'

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
  /** A hidden hand: a student's report shows only its part, verdict and a one-line reason. */
  hidden?: boolean
}

/** Counts of one part of the assignment (a contract tag), or of the whole run. */
export interface Counts {
  passed: number
  failed: number
  skipped: number
  errors: number
  /** Cases answered and judged: passed + failed + errors. */
  graded: number
  /** Every case counted here, skipped ones included. */
  total: number
  /** passed / total, from 0 to 1 (a skipped case earns nothing); null when there is no case. */
  score: number | null
}

/** One row of the report: a part of the assignment. */
export interface PartSummary extends Counts {
  tag: string
  /** `base` for what the assignment requires, `extra` for each extra-credit item. */
  kind: 'base' | 'extra'
  /** What the part is worth in the assignment. */
  points: number
  /** points × passed / total, to the hundredth. */
  earned: number
}
