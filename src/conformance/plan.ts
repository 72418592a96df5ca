import { generateCases } from '../engine/generator.ts'
import { resolveRules } from '../engine/rules.ts'
import { compareAnswer, type Difference } from './compare.ts'
import { allFixtures, checkFixture, fixtureRequest } from './suite.ts'

/** The seed of generated hands when none is given: fixed, so default grades are reproducible. */
export const DEFAULT_SEED = 'blackjack-lab'
/** Generated hands graded by `blackjack grade` and the grading page when no count is given. */
export const DEFAULT_GRADE_COUNT = 200
/** Shuffles asked for by the uniformity test (see shuffle-stats.ts for how it was chosen). */
export const DEFAULT_SHUFFLES = 1000
/** The fewest shuffles the chi-square is valid for: 5 expected per card-position cell (52 × 5). */
export const MIN_SHUFFLES = 260
/** The most generated hands or shuffles one run may ask for. */
export const MAX_COUNT = 2000

/** One case to send: a fixture or a generated hand, with how its answer is checked. */
export interface PlannedCase {
  id: string
  title: string
  tags: string[]
  source: 'fixture' | 'generated'
  /** What is sent: the case without `expect`, or an op request. */
  request: Record<string, unknown>
  expect: unknown
  /** The differences between `expect` and an answer (empty: it passes). */
  check(answer: unknown): Difference[]
}

/** What to grade: which hands, which parts. */
export interface PlanOptions {
  seed: string
  count: number
  /** Only cases carrying one of these tags (null or empty: every case). */
  tags?: readonly string[] | null
  /** Rules for every generated hand (random rules per hand when absent). */
  rules?: Record<string, unknown> | null
}

/**
 * The cases of a run, in order: every fixture, then `count` generated hands, each kept when one
 * of its tags is selected. Deterministic for the same options and suite version, so a run can be
 * re-planned at any time (the grading Durable Object does so after a restart).
 * Throws an EngineError (`invalid-rules`) when `rules` is not a valid rules object.
 */
export function planCases(options: PlanOptions): PlannedCase[] {
  const wanted = options.tags && options.tags.length > 0 ? new Set(options.tags) : null
  const keep = (tags: readonly string[]) => !wanted || tags.some((t) => wanted.has(t))
  const planned: PlannedCase[] = []
  for (const f of allFixtures()) {
    if (!keep(f.tags)) continue
    planned.push({
      id: f.id,
      title: f.title,
      tags: f.tags,
      source: 'fixture',
      request: fixtureRequest(f),
      expect: f.expect,
      check: (answer) => checkFixture(f, answer),
    })
  }
  if (options.rules) resolveRules(options.rules)
  const generated = generateCases(options.seed, options.count, options.rules ? { rules: options.rules } : {})
  for (const g of generated) {
    if (!keep(g.tags)) continue
    const { expect, ...request } = g
    planned.push({
      id: g.id,
      title: g.title,
      tags: g.tags,
      source: 'generated',
      request,
      expect,
      check: (answer) => compareAnswer(expect, answer),
    })
  }
  return planned
}

/** The fixture with this id, planned as a case, or null. */
export function planFixture(id: string): PlannedCase | null {
  return planCases({ seed: DEFAULT_SEED, count: 0 }).find((p) => p.id === id) ?? null
}

/** True when the run includes the shuffle uniformity test: the `shuffle` part is selected. */
export function wantsShuffleStats(tags: readonly string[] | null | undefined): boolean {
  return !tags || tags.length === 0 || tags.includes('shuffle')
}
