import { EngineError } from '../engine/errors.ts'
import { legalMoves, maxInsurance } from '../engine/legal-moves.ts'
import { freshShoe, type LiveShoe, shoeAfterRound, shoeForNextRound } from '../engine/live-shoe.ts'
import { applyMove } from '../engine/play.ts'
import type { RandomSource } from '../engine/random.ts'
import { startRound } from '../engine/round.ts'
import { milsToAmount } from '../engine/settle.ts'
import { shuffledShoe } from '../engine/shuffle.ts'
import type { Move, MoveName, RoundState } from '../engine/state.ts'
import { judge, tally } from './table-coach.ts'
import { money, roundLive, type Step, TableError, type TableState } from './table-state.ts'

function exhausted(e: unknown): boolean {
  return e instanceof EngineError && e.body.code === 'shoe-exhausted'
}

/**
 * Deals the next round to every seat whose bet is placed; empty seats and seats without a bet sit
 * it out. A stacked shoe (end-to-end tests only) is used once, from its first card.
 */
export function deal(t: TableState, rng: RandomSource, now: number): Step[] {
  const seats = t.players.flatMap((p, i) => (p?.ready ? [i] : []))
  if (seats.length === 0) throw new TableError(409, 'nobody has placed a bet yet')
  const { rules } = t.config
  const entries = seats.map((i) => ({ bet: (t.players[i]?.bet ?? 0) / 100 }))
  let shoe: LiveShoe = t.stacked
    ? { cards: t.stacked, pos: 0, cut: 0, due: true }
    : shoeForNextRound(t.newShoe ? null : t.shoe, rules, rng)
  let st: RoundState
  try {
    st = startRound(rules, shoe.cards, shoe.pos, entries)
  } catch (e) {
    // Not enough cards left before the cut card for this many seats: shuffle a new shoe.
    if (!exhausted(e)) throw e
    shoe = freshShoe(rules, rng)
    st = startRound(rules, shoe.cards, shoe.pos, entries)
  }
  t.stacked = null
  t.newShoe = false
  t.shoe = shoe
  t.round = st
  t.inRound = seats
  t.scripts = seats.map(() => ({ actions: [] }))
  t.roundNo++
  t.seq++
  for (const i of seats) {
    const p = t.players[i]
    if (p) p.ready = false
  }
  afterStep(t, now)
  return [
    {
      round: t.roundNo,
      seat: null,
      action: `deal round ${t.roundNo} to seat${seats.length > 1 ? 's' : ''} ${seats.join(', ')}`,
    },
  ]
}

/** Cents a seat has at risk in the round: its hands' wagers and its insurance stake. */
export function committed(st: RoundState, seat: number): number {
  const s = st.seats[seat]
  return s.hands.reduce((sum, h) => sum + h.wager, 0) + (s.insurance ?? 0)
}

/** The extra cents a move puts at risk for the pending seat (0 for moves that add no money). */
export function moveCost(st: RoundState, move: Move): number {
  const h = st.seats[st.seat].hands[st.hand]
  if (move.action === 'double') return move.amount === undefined ? h.bet : Math.round(move.amount * 100)
  if (move.action === 'split') return h.bet
  if (move.action === 'insure') return Math.round(move.amount * 100)
  return 0
}

/** Why the pending seat's bankroll cannot fund `move` (doubles, splits, insurance), or null. */
export function unfunded(t: TableState, move: Move): string | null {
  const st = t.round
  if (!st || !t.config.features.betting) return null
  const player = t.players[t.inRound[st.seat]]
  const free = (player?.bankroll ?? 0) - committed(st, st.seat)
  const cost = moveCost(st, move)
  if (cost <= free) return null
  return `your bankroll has ${money(free)} free, and ${move.action === 'insure' ? 'this insurance' : `a ${move.action}`} needs ${money(cost)}`
}

/** A decision the pending seat is offered, with what the form needs. */
export interface Offer {
  move: MoveName
  /** Largest amount (insurance stake, double for less); null when the move takes no amount. */
  max: number | null
}

/** The moves offered to the pending seat: the legal ones its bankroll can fund (with their largest amounts). */
export function offers(t: TableState): Offer[] {
  const st = t.round
  if (!st || !roundLive(t)) return []
  const bet = st.seats[st.seat].hands[st.hand].bet
  const player = t.players[t.inRound[st.seat]]
  // Cents the seat may still put at risk: its bankroll less what the round already holds.
  const free = t.config.features.betting ? (player?.bankroll ?? 0) - committed(st, st.seat) : Number.POSITIVE_INFINITY
  return legalMoves(st).flatMap((move): Offer[] => {
    if (move === 'insure') {
      const max = Math.min(Math.round(maxInsurance(st) * 100), free)
      return max > 0 ? [{ move, max: max / 100 }] : []
    }
    if (move === 'double' && t.config.rules.doubleForLess) {
      const max = Math.min(bet, free)
      return max > 0 ? [{ move, max: max / 100 }] : []
    }
    if ((move === 'double' || move === 'split') && bet > free) return []
    return [{ move, max: null }]
  })
}

/** The contract action string of a play move (a double for the full bet is plain "double"). */
function actionText(st: RoundState, move: Move): string {
  if (move.action !== 'double' || move.amount === undefined) return move.action
  return Math.round(move.amount * 100) === st.seats[st.seat].hands[st.hand].bet ? 'double' : `double:${move.amount}`
}

/**
 * Applies one decision for the pending seat on a copy of the round, recording it in the seat's
 * script. If the shoe runs out mid-round, the casino brings out a freshly shuffled shoe: its cards
 * go after the old ones and the move is tried once more.
 */
export function applyLive(t: TableState, move: Move, rng: RandomSource, now: number, timedOut = false): Step {
  const before = t.round as RoundState
  const engineSeat = before.seat
  const phase = before.phase
  const text = actionText(before, move)
  // The coach judges the decision on the state the player saw, before the move is applied.
  const verdict = t.config.coach ? judge(t, move, offered(t), timedOut) : null
  let st = copyRound(before)
  try {
    applyMove(st, move)
  } catch (e) {
    if (e instanceof EngineError && e.body.code === 'illegal-action') throw new TableError(422, e.message)
    if (!exhausted(e)) throw e
    st = copyRound(before)
    st.shoe = st.shoe.concat(shuffledShoe(t.config.rules.decks, rng)) // a new array: the old one stays as it was
    t.newShoe = true
    applyMove(st, move)
  }
  const script = t.scripts[engineSeat]
  if (phase === 'insurance') {
    if (move.action === 'insure') script.insurance = move.amount
    if (move.action === 'even-money') script.evenMoney = true
  } else if (move.action !== 'decline') {
    script.actions.push(text)
  }
  t.round = st
  t.seq++
  if (verdict) tally(t, verdict)
  afterStep(t, now)
  const shown = move.action === 'insure' ? `insure ${money(Math.round(move.amount * 100))}` : text
  const step: Step = {
    round: t.roundNo,
    seat: t.inRound[engineSeat],
    action: shown + (timedOut ? ' (time limit)' : ''),
  }
  if (verdict) step.verdict = verdict
  return step
}

/**
 * A copy of the round to apply a move to, so a refused move leaves the table's round untouched.
 * The shoe array is shared, not copied: the engine only reads it, and a new shoe brought out
 * mid-round is a new array. So the table's shoe and its round keep one array, stored once.
 */
function copyRound(st: RoundState): RoundState {
  const copy: RoundState = structuredClone({ ...st, shoe: [] })
  copy.shoe = st.shoe
  return copy
}

function offered(t: TableState): MoveName[] {
  return offers(t).map((o) => o.move)
}

/** After each step: settle bankrolls when the round is over, else start the pending seat's clock. */
function afterStep(t: TableState, now: number): void {
  const st = t.round as RoundState
  if (roundLive(t)) {
    t.deadline = { seq: t.seq, at: now + t.config.turnSeconds * 1000 }
    return
  }
  t.deadline = null
  if (t.shoe) t.shoe = { ...shoeAfterRound(t.shoe, st), cards: st.shoe }
  if (!t.config.features.betting) return
  st.seats.forEach((seat, i) => {
    const p = t.players[t.inRound[i]]
    if (p) p.bankroll += Math.round(milsToAmount(seat.net) * 100)
  })
}

/**
 * The turn time limit (an alarm): the pending seat stands (or declines insurance or early
 * surrender). Idempotent: does nothing unless the deadline is the current decision's and has passed.
 */
export function timeOut(t: TableState, rng: RandomSource, now: number): Step | null {
  const d = t.deadline
  if (!roundLive(t) || !d || d.seq !== t.seq || now < d.at - 250) return null
  const phase = (t.round as RoundState).phase
  return applyLive(t, { action: phase === 'play' ? 'stand' : 'decline' }, rng, now, true)
}
