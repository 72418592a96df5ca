import { formatCard } from '../engine/cards.ts'
import type { Move, MoveName, RoundState } from '../engine/state.ts'
import { bestMove } from '../strategy/best-move.ts'
import { type Judgement, newSeatCoach, type SeatCoach } from './judgement.ts'
import { toCents } from './money.ts'
import type { TableState } from './state.ts'

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

/** Basic strategy's play for the pending decision, before it is made: what a Hint shows. */
export interface Hint {
  step: 'play' | 'insurance' | 'surrender'
  cards: string[]
  upcard: string
  best: MoveName
  evs: Partial<Record<MoveName, number>>
}

/**
 * The hint for the pending decision among `offered`: like `judge`, it reads only the hand, the
 * dealer's upcard and the rules (never the hole card or the shoe), so it can be shown to its player.
 */
export function hint(t: TableState, offered: readonly MoveName[]): Hint | null {
  const st = t.round as RoundState | null
  if (!st || st.phase === 'settled' || offered.length === 0) return null
  const hand = st.seats[st.seat].hands[st.hand]
  const result = bestMove(st.rules, hand.cards, st.dealer[0], offered)
  return {
    step: st.phase,
    cards: hand.cards.map(formatCard),
    upcard: formatCard(st.dealer[0]),
    best: result.move,
    evs: result.evs,
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
