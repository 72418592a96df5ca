import { type Assignment, DEFAULT_ASSIGNMENT } from '../assignment/assignment.ts'
import { generateCases } from '../engine/generator.ts'
import { resolveRules } from '../engine/rules.ts'
import { compareAnswer, type Difference } from './compare.ts'
import { scoringTags } from './score.ts'
import { allFixtures, checkFixture, type Fixture, fixtureRequest } from './suite.ts'

/** The seed of generated hands when none is given: fixed, so default grades are reproducible. */
export const DEFAULT_SEED = DEFAULT_ASSIGNMENT.seed
/** Generated hands graded by `blackjack grade` and the grading page when no count is given. */
export const DEFAULT_GRADE_COUNT = DEFAULT_ASSIGNMENT.hands
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
  /** A hidden hand: its input, expectation and diff are for the instructor only. */
  hidden?: boolean
  /** What is sent: the case without `expect`, or an op request. */
  request: Record<string, unknown>
  expect: unknown
  /** The differences between `expect` and an answer (empty: it passes). */
  check(answer: unknown): Difference[]
}

/** What to grade: an assignment, optionally overridden field by field, and a filter on parts. */
export interface PlanOptions {
  /** The assignment graded by (the seeds' assignment when absent). */
  assignment?: Assignment
  /** Overrides of the assignment's public `seed`, `hands` and `rules`. */
  seed?: string
  count?: number
  rules?: Record<string, unknown> | null
  /** Only cases carrying one of these tags (null or empty: every case of the assignment). */
  tags?: readonly string[] | null
}

/** The assignment a plan grades by: the given one (or the default) with the overrides applied. */
export function resolveAssignment(options: PlanOptions): Assignment {
  const a: Assignment = { ...(options.assignment ?? DEFAULT_ASSIGNMENT) }
  if (options.seed !== undefined) a.seed = options.seed
  if (options.count !== undefined) a.hands = options.count
  if (options.rules) a.rules = options.rules
  else if (options.rules === null && !options.assignment) delete a.rules
  return a
}

/**
 * True when a case's rules agree with every rule the assignment fixes (a fixture for another
 * table is outside the assignment). A case whose rules are themselves invalid (an `errors`
 * fixture) fits any assignment: its answer is the same error whatever the table.
 */
function fitsRules(request: Record<string, unknown>, fixed: Record<string, unknown> | undefined): boolean {
  if (!fixed || 'op' in request) return true
  try {
    const mine = resolveRules((request.rules ?? {}) as Record<string, unknown>) as unknown as Record<string, unknown>
    const theirs = resolveRules(fixed) as unknown as Record<string, unknown>
    return Object.keys(fixed).every((k) => mine[k] === theirs[k])
  } catch {
    return true
  }
}

/**
 * The cases of a run, in order: the fixtures (unless the assignment turns them off), the public
 * generated hands, then the hidden ones. A case is in the run when every tag it carries is a part
 * of the assignment, its rules fit the assignment's, and (with `tags`) it scores in a selected part.
 * Deterministic for the same options and suite version, so a run can be re-planned at any time
 * (the grading Durable Object does so after a restart). Hidden hands are sent under neutral ids
 * (`hidden-N`) so their seed never leaves the grader.
 * Throws an EngineError (`invalid-rules`) when `rules` is not a valid rules object.
 */
export function planCases(options: PlanOptions): PlannedCase[] {
  const a = resolveAssignment(options)
  const wanted = options.tags && options.tags.length > 0 ? new Set(options.tags) : null
  // With `tags`, a case is kept when it scores in a selected part: exactly what those parts earn from.
  const keep = (tags: readonly string[], request: Record<string, unknown>) =>
    tags.every((t) => t in a.parts) &&
    (!wanted || scoringTags(tags, a).some((t) => wanted.has(t))) &&
    fitsRules(request, a.rules)
  const planned: PlannedCase[] = []
  if (a.fixtures !== false)
    for (const f of allFixtures()) {
      const request = fixtureRequest(f)
      if (keep(f.tags, request)) planned.push(fixturePlan(f, request))
    }
  if (a.rules) resolveRules(a.rules)
  const generate = (seed: string, n: number) => generateCases(seed, n, a.rules ? { rules: a.rules } : {})
  for (const g of generate(a.seed, a.hands)) {
    const { expect, ...request } = g
    if (!keep(g.tags, request)) continue
    planned.push({
      id: g.id,
      title: g.title,
      tags: g.tags,
      source: 'generated',
      request,
      expect,
      check: (x) => compareAnswer(expect, x),
    })
  }
  if (a.hidden)
    generate(a.hidden.seed, a.hidden.hands).forEach((g, i) => {
      const { expect, id: _id, title: _title, ...rest } = g
      const id = `hidden-${i}`
      const title = `Hidden hand ${i}`
      const request = { id, title, ...rest }
      if (!keep(g.tags, request)) return
      planned.push({
        id,
        title,
        tags: g.tags,
        source: 'generated',
        hidden: true,
        request,
        expect,
        check: (x) => compareAnswer(expect, x),
      })
    })
  return planned
}

/** A fixture planned as a case. */
function fixturePlan(f: Fixture, request = fixtureRequest(f)): PlannedCase {
  return {
    id: f.id,
    title: f.title,
    tags: f.tags,
    source: 'fixture',
    request,
    expect: f.expect,
    check: (answer) => checkFixture(f, answer),
  }
}

/**
 * The fixture with this id, planned as a case as the default assignment plans it (every tag of
 * the contract is one of its parts, and it fixes no rules, so every fixture is in it), or null.
 */
export function planFixture(id: string): PlannedCase | null {
  const f = allFixtures().find((x) => x.id === id)
  return f?.tags.every((t) => t in DEFAULT_ASSIGNMENT.parts) ? fixturePlan(f) : null
}

/** True when the run includes the shuffle uniformity test: `shuffle` is a part and is selected. */
export function wantsShuffleStats(tags: readonly string[] | null | undefined, assignment?: Assignment): boolean {
  if (assignment && !('shuffle' in assignment.parts)) return false
  return !tags || tags.length === 0 || tags.includes('shuffle')
}
