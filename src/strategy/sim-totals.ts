/**
 * A simulation's running totals: what a run of rounds adds up to, how two are merged (the threads'
 * chunks), and the house edge they give. Plain data, so a worker thread can post them.
 */
import type { Outcome } from '../engine/state.ts'

/** The outcomes a simulation counts, per hand. */
export const OUTCOME_NAMES: readonly Outcome[] = ['blackjack', 'win', 'push', 'lose', 'bust', 'surrender', 'even-money']

/** Running totals of a simulation; merging two is adding them field by field. */
export interface SimTotals {
  rounds: number
  hands: number
  /** Sum and sum of squares of each round's net, in units of the initial bet. */
  net: number
  net2: number
  /** Hands per outcome, in OUTCOME_NAMES order. */
  outcomes: number[]
  doubles: number
  splits: number
  shuffles: number
  /** Rounds the shoe ran out in (replayed on a fresh shoe, not counted). */
  voided: number
}

/** Empty totals. */
export function emptyTotals(): SimTotals {
  return {
    rounds: 0,
    hands: 0,
    net: 0,
    net2: 0,
    outcomes: OUTCOME_NAMES.map(() => 0),
    doubles: 0,
    splits: 0,
    shuffles: 0,
    voided: 0,
  }
}

/** Adds `b` into `a`. */
export function mergeTotals(a: SimTotals, b: SimTotals): SimTotals {
  a.rounds += b.rounds
  a.hands += b.hands
  a.net += b.net
  a.net2 += b.net2
  for (let i = 0; i < a.outcomes.length; i++) a.outcomes[i] += b.outcomes[i]
  a.doubles += b.doubles
  a.splits += b.splits
  a.shuffles += b.shuffles
  a.voided += b.voided
  return a
}

/** House edge in percent of initial bets, and its standard error, from totals. */
export function houseEdge(t: SimTotals): { houseEdge: number; stdError: number } {
  const mean = t.net / t.rounds
  const variance = t.rounds > 1 ? (t.net2 - t.rounds * mean * mean) / (t.rounds - 1) : 0
  return { houseEdge: -100 * mean, stdError: (100 * Math.sqrt(Math.max(variance, 0))) / Math.sqrt(t.rounds) }
}

/** The index of an outcome in OUTCOME_NAMES (a switch: no Map lookup per hand). */
export function outcomeIndex(o: Outcome | null): number {
  switch (o) {
    case 'blackjack':
      return 0
    case 'win':
      return 1
    case 'push':
      return 2
    case 'lose':
      return 3
    case 'bust':
      return 4
    case 'surrender':
      return 5
    default:
      return 6
  }
}
