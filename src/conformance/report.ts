import {
  type Assignment,
  BASE_TAGS,
  DEFAULT_ASSIGNMENT,
  type PartSpec,
  type Visibility,
} from '../assignment/assignment.ts'
import { PROTOCOL_VERSION } from '../engine/protocol.ts'
import type { Difference } from './compare.ts'
import { countCases, type Points, scoreParts, totalPoints } from './score.ts'
import { SUITE_VERSION } from './suite.ts'

export { BASE_TAGS }

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

/** The assignment as a report shows it: never a hidden hand's seed. */
export interface AssignmentSummary {
  title: string
  parts: Record<string, PartSpec>
  hands: number
  seed: string
  rules: Record<string, unknown> | null
  fixtures: boolean
  hidden: { hands: number; visibility: Visibility } | null
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
  assignment: AssignmentSummary
  /** The grade: points earned out of the stated maximum, the same in every format. */
  points: Points
  /** Run-wide messages, each said once (an unreachable target, stray output, a hello problem). */
  notes: string[]
  parts: PartSummary[]
  totals: Counts
  cases: CaseResult[]
}

/** Everything of a report but what is computed from its cases and its assignment. */
export type ReportMeta = Omit<
  Report,
  'suiteVersion' | 'protocol' | 'parts' | 'totals' | 'cases' | 'points' | 'assignment' | 'notes'
> & { assignment?: Assignment; notes?: string[] }

/** What a report says of its assignment: everything but the hidden hands' seed. */
export function summarize(a: Assignment): AssignmentSummary {
  return {
    title: a.title,
    parts: a.parts,
    hands: a.hands,
    seed: a.seed,
    rules: a.rules ?? null,
    fixtures: a.fixtures !== false,
    hidden: a.hidden ? { hands: a.hidden.hands, visibility: a.hidden.visibility } : null,
  }
}

/**
 * Builds the report from graded cases and the assignment (the seeds' assignment when absent).
 * Each part is scored over the cases it scores in (score.ts); the totals count every case once.
 * With `tags`, only the selected parts are reported and make up the maximum.
 */
export function buildReport(meta: ReportMeta, cases: CaseResult[]): Report {
  const { assignment = DEFAULT_ASSIGNMENT, notes = [], ...rest } = meta
  const parts = scoreParts(cases, assignment, rest.tags)
  return {
    suiteVersion: SUITE_VERSION,
    protocol: PROTOCOL_VERSION,
    ...rest,
    assignment: summarize(assignment),
    points: totalPoints(parts, assignment, rest.tags),
    notes,
    parts,
    totals: countCases(cases),
    cases,
  }
}

/** True when something was graded and every graded case passed: the CLI's exit status 0. */
export function allPassed(report: Report): boolean {
  return report.totals.graded > 0 && report.totals.failed === 0 && report.totals.errors === 0
}

/** A fraction as a percentage for people: "87.5%", or "–" when there is nothing to count. */
export function formatScore(score: number | null): string {
  return score === null ? '–' : `${Math.round(score * 1000) / 10}%`
}

/** The last line of every text report: `N passed, M failed, K skipped, E errors`. */
export function countsLine(c: Counts): string {
  return `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped, ${c.errors} errors`
}
