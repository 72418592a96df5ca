import { DECK_SIZE, formatCard, parseCard } from '../engine/cards.ts'
import { chiSquarePValue, chiSquareStatistic } from './chi-square.ts'
import type { Difference } from './compare.ts'
import type { CaseResult, ErrorKind } from './report.ts'
import { fullShoeDifferences } from './shoe-check.ts'
import type { Reply } from './transport.ts'
import { describeDifference } from './verdict.ts'

/**
 * Uniformity of a student's shuffle (contract section 6): S one-deck shuffles with distinct seeds,
 * each checked to be a full deck, then Pearson's chi-square on the 52 × 52 card-by-position table
 * (expected S/52 per cell, (52−1)² = 2601 degrees of freedom, since every row and column sums to S).
 *
 * Measured (bench/conformance-shuffle.ts, S = 1000, several runs): Fisher–Yates gave p from 0.02
 * to 0.8; `sort(() => Math.random() - 0.5)` p ≈ 1e-48 to 1e-74; the naive "swap with any position"
 * shuffle p ≈ 1e-17 to 1e-26; Sattolo's off-by-one p ≈ 1e-36 to 1e-47. At S = 260 the sort shuffle
 * sometimes scored p ≈ 2e-4, too close to the line; S = 1000 leaves dozens of orders of magnitude.
 * A correct shuffle fails the p ≥ 1e-4 threshold once in 10,000 runs; the classic biased shuffles
 * miss it by dozens of orders of magnitude.
 */
export const UNIFORMITY_ID = 'shuffle-uniform-positions'
/** The smallest p-value a shuffle passes with. */
export const P_THRESHOLD = 1e-4
const DF = (DECK_SIZE - 1) ** 2

/** What the grader has seen of the shuffle so far: resumable, plain JSON. */
export interface ShuffleTally {
  wanted: number
  samples: number
  /** counts[card × 52 + position]. */
  counts: number[]
  /** The shoe of the first request (seed …/shuffle/0), to check that its seed gives it again (ruling 29). */
  first: string[] | null
  /** The first problem met: a request with no usable answer, or a shoe that is not a full deck. */
  problem: { request: unknown; answer?: unknown; kind?: ErrorKind; message: string; differences?: Difference[] } | null
}

/** The i-th shuffle request of a run: one deck, a seed derived from the run's seed. */
export function shuffleRequest(seed: string, i: number): Record<string, unknown> {
  return { op: 'shuffle', decks: 1, seed: `${seed}/shuffle/${i}` }
}

/** An empty tally for `wanted` shuffles. */
export function newTally(wanted: number): ShuffleTally {
  return { wanted, samples: 0, counts: new Array(DECK_SIZE * DECK_SIZE).fill(0), first: null, problem: null }
}

/** Adds one shuffle reply to the tally; a reply that is not a full deck is kept as the problem. */
export function addShuffleReply(tally: ShuffleTally, request: unknown, reply: Reply): void {
  if (tally.problem) return
  if (!reply.ok) {
    tally.problem = { request, kind: reply.kind, message: reply.message }
    return
  }
  const differences = fullShoeDifferences(reply.answer, 1)
  if (differences.length > 0) {
    const message = `a shuffle is not a full deck: ${describeDifference(differences[0])}`
    tally.problem = { request, answer: reply.answer, message, differences }
    return
  }
  const shoe = (reply.answer as { shoe: string[] }).shoe
  shoe.forEach((card, position) => {
    tally.counts[parseCard(card) * DECK_SIZE + position]++
  })
  // The first request's shoe, whichever answer came first (requests may be in flight together).
  const seed = (request as { seed?: unknown }).seed
  if (typeof seed === 'string' ? seed.endsWith('/shuffle/0') : tally.first === null) tally.first = [...shoe]
  tally.samples++
}

/** The cells furthest from uniform, as differences a student can read. */
function worstCells(tally: ShuffleTally, expected: number): Difference[] {
  const cells = tally.counts
    .map((n, i) => ({ n, i }))
    .sort((a, b) => Math.abs(b.n - expected) - Math.abs(a.n - expected))
  return cells.slice(0, 3).map(({ n, i }) => ({
    path: `${formatCard(Math.floor(i / DECK_SIZE))} at position ${i % DECK_SIZE}`,
    expected: `about ${expected.toFixed(1)} times`,
    actual: `${n} times`,
  }))
}

/**
 * The verdict of the uniformity test. `repeat` is the answer to the first request sent again:
 * the same seed must give the same shoe (ruling 29). Cut short before `wanted` samples is an error.
 */
export function judgeTally(tally: ShuffleTally, seed: string, repeat: Reply | null): CaseResult {
  const head = {
    id: UNIFORMITY_ID,
    title: `${tally.wanted} one-deck shuffles are full decks, each card equally likely at each position (chi-square p ≥ ${P_THRESHOLD})`,
    tags: ['shuffle'],
    source: 'statistics' as const,
    request: { ...shuffleRequest(seed, 0), seed: `${seed}/shuffle/0 … ${seed}/shuffle/${tally.wanted - 1}` },
    expected: { shoe: { decks: 1 }, uniform: `chi-square p ≥ ${P_THRESHOLD}`, sameSeedSameShoe: true },
  }
  const p = tally.problem
  if (p?.kind)
    return { ...head, verdict: 'error', errorKind: p.kind, reason: `${p.message} (on ${JSON.stringify(p.request)})` }
  if (p)
    return {
      ...head,
      verdict: 'fail',
      reason: p.message,
      request: p.request,
      actual: p.answer,
      differences: p.differences,
    }
  if (tally.samples < tally.wanted)
    return {
      ...head,
      verdict: 'error',
      errorKind: 'cut-short',
      reason: `only ${tally.samples} of ${tally.wanted} shuffles were graded`,
    }
  if (repeat && !repeat.ok) return { ...head, verdict: 'error', errorKind: repeat.kind, reason: repeat.message }
  const again = repeat?.ok ? (repeat.answer as { shoe?: unknown }).shoe : undefined
  if (repeat && JSON.stringify(again) !== JSON.stringify(tally.first)) {
    const differences = [{ path: 'shoe (same seed again)', expected: tally.first, actual: again }]
    return {
      ...head,
      verdict: 'fail',
      reason: `the seed "${seed}/shuffle/0" gave a different shoe the second time (ruling 29)`,
      differences,
    }
  }
  const expected = tally.samples / DECK_SIZE
  const statistic = chiSquareStatistic(tally.counts, expected)
  const pValue = chiSquarePValue(statistic, DF)
  const actual = { samples: tally.samples, statistic: Math.round(statistic * 10) / 10, df: DF, pValue }
  if (pValue >= P_THRESHOLD) return { ...head, verdict: 'pass', actual }
  const differences = [
    { path: 'chi-square p-value', expected: `≥ ${P_THRESHOLD}`, actual: pValue },
    ...worstCells(tally, expected),
  ]
  const reason = `cards do not land uniformly: chi-square ${actual.statistic} on ${DF} degrees of freedom, p = ${pValue.toExponential(2)}`
  return { ...head, verdict: 'fail', reason, actual, differences }
}
