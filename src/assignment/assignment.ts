import { TAGS } from '../engine/protocol.ts'

/** When Gradescope shows a test to students (its own four values). */
export const VISIBILITIES = ['visible', 'after_due_date', 'after_published', 'hidden'] as const
export type Visibility = (typeof VISIBILITIES)[number]

/** One part of an assignment: what it is worth, and whether it is optional. */
export interface PartSpec {
  points: number
  /** Optional: earns points when passed, never counts in the maximum. */
  extraCredit?: boolean
}

/** Hands graded like the others whose inputs and answers only the instructor sees. */
export interface HiddenHands {
  hands: number
  seed: string
  visibility: Visibility
}

/**
 * An assignment as an instructor writes it (docs/assignments.md, fixtures/schema/assignment.schema.json):
 * every front end grades by it, so the same program always gets the same score.
 */
export interface Assignment {
  title: string
  /** Rule options every generated hand is played under (omitted: random rules per hand). */
  rules?: Record<string, unknown>
  /** Tag → points; a tag that is not listed is not part of the assignment. */
  parts: Record<string, PartSpec>
  /** Public generated hands and their seed. */
  hands: number
  seed: string
  hidden?: HiddenHands
  /** Grade the hand-written fixtures too (default true). */
  fixtures?: boolean
  /** One-deck shuffles for the uniformity test, 0 to leave it out (default 1000). */
  shuffles?: number
  /** Milliseconds one case may take (default 5000). */
  timeoutMs?: number
  /** The command that runs a student's program, when `grade` gets no --cmd or --url. */
  command?: string
  /** The suite version grades are pinned to: grading refuses another major version. */
  suiteVersion?: string
}

/** The assignment's required parts in the seeds' assignment: everything before the extra credit. */
export const BASE_TAGS: readonly string[] = TAGS.slice(0, TAGS.indexOf('multiplayer'))
/** The eight extra-credit items of seed 000, as tags. */
export const EXTRA_TAGS: readonly string[] = TAGS.slice(TAGS.indexOf('multiplayer'))

/** Points of a required part and of an extra-credit item in the default assignment. */
export const BASE_POINTS = 10
export const EXTRA_POINTS = 3
export const DEFAULT_HANDS = 200
export const DEFAULT_ASSIGNMENT_SEED = 'blackjack-lab'
export const DEFAULT_SHUFFLES = 1000
export const DEFAULT_TIMEOUT_MS = 5_000

/** The parts of the seeds' assignment: base parts required, each extra-credit item optional. */
export function seedParts(tags: readonly string[] = TAGS): Record<string, PartSpec> {
  const parts: Record<string, PartSpec> = {}
  for (const t of tags)
    parts[t] = BASE_TAGS.includes(t) ? { points: BASE_POINTS } : { points: EXTRA_POINTS, extraCredit: true }
  return parts
}

/**
 * The assignment used when none is given: the seeds' assignment (seed 000) — shuffle, deal,
 * values, dealer, hit/stand, the shoe and errors required; the eight extra-credit items optional;
 * random rules per hand, every fixture, 200 generated hands of seed "blackjack-lab".
 */
export const DEFAULT_ASSIGNMENT: Readonly<Assignment> = Object.freeze({
  title: 'Blackjack (the seeds’ assignment)',
  parts: seedParts(),
  hands: DEFAULT_HANDS,
  seed: DEFAULT_ASSIGNMENT_SEED,
  fixtures: true,
  shuffles: DEFAULT_SHUFFLES,
  timeoutMs: DEFAULT_TIMEOUT_MS,
})

/** True when the part is graded whatever hello declares (listed and not extra credit). */
export function isRequired(a: Assignment, tag: string): boolean {
  const p = a.parts[tag]
  return p !== undefined && p.extraCredit !== true
}

/** The most an assignment's required parts are worth (extra credit comes on top). */
export function maxPoints(a: Assignment): number {
  return round2(Object.values(a.parts).reduce((s, p) => s + (p.extraCredit ? 0 : p.points), 0))
}

/** The extra credit an assignment offers on top of its maximum. */
export function extraPoints(a: Assignment): number {
  return round2(Object.values(a.parts).reduce((s, p) => s + (p.extraCredit ? p.points : 0), 0))
}

/** Points to the hundredth, halves away from zero (points are never negative). */
export function round2(x: number): number {
  return Math.round(x * 100 + 1e-9) / 100
}
