import { legalMoves, maxInsurance } from '../engine/legal-moves.ts'
import type { Move, MoveName, RoundState } from '../engine/state.ts'
import { formatMoney, toCents } from './money.ts'
import { roundLive, type TableState } from './state.ts'

/** Cents a seat has at risk in the round: its hands' wagers and its insurance stake. */
export function committed(st: RoundState, seat: number): number {
  const s = st.seats[seat]
  return s.hands.reduce((sum, h) => sum + h.wager, 0) + (s.insurance ?? 0)
}

/** The extra cents a move puts at risk for the pending seat (0 for moves that add no money). */
export function moveCost(st: RoundState, move: Move): number {
  const h = st.seats[st.seat].hands[st.hand]
  if (move.action === 'double') return move.amount === undefined ? h.bet : toCents(move.amount)
  if (move.action === 'split') return h.bet
  if (move.action === 'insure') return toCents(move.amount)
  return 0
}

/** Cents the pending seat may still put at risk: its bankroll less what the round already holds. */
function freeCents(t: TableState, st: RoundState): number {
  if (!t.config.features.betting) return Number.POSITIVE_INFINITY
  const player = t.players[t.inRound[st.seat]]
  return (player?.bankroll ?? 0) - committed(st, st.seat)
}

/** Why the pending seat's bankroll cannot fund `move` (doubles, splits, insurance), or null. */
export function unfunded(t: TableState, move: Move): string | null {
  const st = t.round
  if (!st) return null
  const free = freeCents(t, st)
  const cost = moveCost(st, move)
  if (cost <= free) return null
  return `your bankroll has ${formatMoney(free)} free, and ${move.action === 'insure' ? 'this insurance' : `a ${move.action}`} needs ${formatMoney(cost)}`
}

/** A decision the pending seat is offered, with what the form needs. */
export interface Offer {
  move: MoveName
  /** Largest amount in cents (insurance stake, double for less); null when the move takes no amount. */
  max: number | null
}

/** The moves offered to the pending seat: the legal ones its bankroll can fund (with their largest amounts). */
export function offers(t: TableState): Offer[] {
  const st = t.round
  if (!st || !roundLive(t)) return []
  const bet = st.seats[st.seat].hands[st.hand].bet
  const free = freeCents(t, st)
  return legalMoves(st).flatMap((move): Offer[] => {
    if (move === 'insure') {
      const max = Math.min(toCents(maxInsurance(st)), free)
      return max > 0 ? [{ move, max }] : []
    }
    if (move === 'double' && t.config.rules.doubleForLess) {
      const max = Math.min(bet, free)
      return max > 0 ? [{ move, max }] : []
    }
    if ((move === 'double' || move === 'split') && bet > free) return []
    return [{ move, max: null }]
  })
}
