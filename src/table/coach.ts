import { formatCard } from '../engine/cards.ts'
import type { Move, MoveName, RoundState } from '../engine/state.ts'
import { bestMove } from '../strategy/best-move.ts'
import { toCents } from './money.ts'
import type { TableState } from './state.ts'

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

/** A choice within this much EV of the best move counts as the basic-strategy play (ties, rounding). */
const TIE = 1e-9

/**
 * The expected value of the chosen move, scaled for an amount: `bestMove` values insurance at
 * half the bet and a double at the full bet; a smaller stake scales the bet's value linearly
 * (exact for insurance; for double-for-less exact except under ENHC with original-bets-only).
 */
function chosenValue(evs: Partial<Record<MoveName, number>>, move: Move, bet: number): number | undefined {
  const ev = evs[move.action]
  if (ev === undefined) return undefined
  if (move.action === 'insure') return ev * ((toCents(move.amount) * 2) / bet)
  if (move.action === 'double' && move.amount !== undefined) {
    const part = toCents(move.amount) / bet
    return (ev * (1 + part)) / 2
  }
  return ev
}

/**
 * Judges `move` for the pending decision of `t`'s round against basic strategy among `offered`
 * (the moves legal now that the seat's bankroll can fund, as the player was shown them).
 * Null when there is nothing to judge (no decision pending, the move was not offered, or the
 * strategy module gives no value for the chosen move). Reads only the hand, the upcard and the rules.
 */
export function judge(t: TableState, move: Move, offered: readonly MoveName[], timedOut: boolean): Judgement | null {
  const st = t.round as RoundState | null
  if (!st || st.phase === 'settled' || !offered.includes(move.action)) return null
  const seat = st.seats[st.seat]
  const hand = seat.hands[st.hand]
  const upcard = st.dealer[0]
  const result = bestMove(st.rules, hand.cards, upcard, offered)
  const chosenEv = chosenValue(result.evs, move, hand.bet)
  const bestEv = result.evs[result.move]
  if (chosenEv === undefined || bestEv === undefined) return null
  const cost = Math.max(0, bestEv - chosenEv)
  const amount = move.action === 'insure' || move.action === 'double' ? move.amount : undefined
  return {
    round: t.roundNo,
    seat: t.inRound[st.seat],
    hand: st.hand,
    hands: seat.hands.length,
    step: st.phase,
    cards: hand.cards.map(formatCard),
    upcard: formatCard(upcard),
    best: result.move,
    bestEv,
    chosen: move.action,
    chosenEv,
    ...(amount !== undefined ? { amount } : {}),
    cost,
    bet: hand.bet,
    costCents: cost * hand.bet,
    correct: cost <= TIE,
    timedOut,
  }
}

/** Adds a judgement to its seat's session counts and makes it the seat's last one. */
export function tally(t: TableState, v: Judgement): void {
  const p = t.players[v.seat]
  if (!p) return
  const c: SeatCoach = p.coach ?? newSeatCoach()
  c.decisions++
  if (v.correct) c.correct++
  c.cost += v.cost
  c.costCents += v.costCents
  c.last = v
  p.coach = c
}

/** A seat's coaching session before its first decision. */
export function newSeatCoach(): SeatCoach {
  return { decisions: 0, correct: 0, cost: 0, costCents: 0, last: null }
}
