import type { MoveName } from '../engine/state.ts'

/**
 * The coach's judgement of one decision, judged on the state the player saw before it was applied:
 * the seat's hand, the dealer's upcard and the rules (never the hole card or the shoe).
 * Expected values are per unit of the hand's bet; `cost` is what the choice gave up (≥ 0).
 */
export interface Judgement {
  round: number
  /** The table seat (0-based) and the hand (0-based) of the decision, and how many hands the seat held. */
  seat: number
  hand: number
  hands: number
  step: 'insurance' | 'surrender' | 'play'
  /** The hand's cards and the dealer's upcard as the player saw them. */
  cards: string[]
  upcard: string
  best: MoveName
  bestEv: number
  chosen: MoveName
  chosenEv: number
  /** An insurance stake or a double-for-less amount, in currency units. */
  amount?: number
  cost: number
  /** The hand's bet in cents, and the cost in cents for it (cost × bet, not rounded). */
  bet: number
  costCents: number
  correct: boolean
  /** The turn time limit made this decision (the seat stood or declined). */
  timedOut: boolean
}

/** A seat's coaching session: counts since the player sat down, and the judgement of their last decision. */
export interface SeatCoach {
  decisions: number
  correct: number
  /** Sum of the costs per unit bet, and in cents. */
  cost: number
  costCents: number
  last: Judgement | null
}

/** A seat's coaching session before its first decision. */
export function newSeatCoach(): SeatCoach {
  return { decisions: 0, correct: 0, cost: 0, costCents: 0, last: null }
}
