import {
  type Assignment,
  BASE_TAGS,
  DEFAULT_ASSIGNMENT,
  type PartSpec,
  type Visibility,
} from '../assignment/assignment.ts'
import { PROTOCOL_VERSION } from '../engine/protocol.ts'
import type { CaseResult, Counts, PartSummary } from './results.ts'
import { countCases, type Points, scoreParts, totalPoints } from './score.ts'
import { SUITE_VERSION } from './suite.ts'

export type { CaseResult, Counts, ErrorKind, PartSummary, Verdict } from './results.ts'
export { BASE_TAGS }

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
