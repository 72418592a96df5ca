import { freshShoe, type LiveShoe, shoeAfterRound, shoeForNextRound } from '../engine/live-shoe.ts'
import { applyMove } from '../engine/play.ts'
import type { RandomSource } from '../engine/random.ts'
import { startRound } from '../engine/round.ts'
import { milsToAmount } from '../engine/settle.ts'
import { shuffledShoe } from '../engine/shuffle.ts'
import type { Move, MoveName, RoundState } from '../engine/state.ts'
import { judge, tally } from './coach.ts'
import { offers } from './funds.ts'
import { formatMoney, toCents, toDollars } from './money.ts'
import { clockRuns, type Gone, NOBODY_GONE, sitOut } from './presence.ts'
import { Refusal, shoeLasted } from './refusal.ts'
import { roundLive, type Step, type TableState } from './state.ts'

/** Where a table's cards come from: the shuffle's random words, and what the next deal is dealt from. */
export interface Chance {
  rng: RandomSource
  /**
   * The cards of the next deal, in order, when they are known in advance; called only when a round
   * is dealt. The deployed Worker never sets it (every shoe is shuffled); tests do, through a
   * test-only module (src/do/table-test.ts).
   */
  knownShoe?: () => number[]
}

/**
 * Deals the next round to every seat whose bet is placed; empty seats and seats without a bet sit
 * it out. A known shoe (tests only) is used once, from its first card.
 */
export function deal(t: TableState, chance: Chance, now: number): Step[] {
  const seats = t.players.flatMap((p, i) => (p?.ready && !p.away ? [i] : []))
  if (seats.length === 0) throw new Refusal(409, 'nobody has placed a bet yet')
  const { rules } = t.config
  const entries = seats.map((i) => ({ bet: toDollars(t.players[i]?.bet ?? 0) }))
  const known = chance.knownShoe?.()
  let shoe: LiveShoe = known
    ? { cards: known, pos: 0, cut: 0, due: true }
    : shoeForNextRound(t.newShoe ? null : t.shoe, rules, chance.rng)
  let st = null as RoundState | null
  // Not enough cards left before the cut card for this many seats: shuffle a new shoe.
  if (!shoeLasted(() => (st = startRound(rules, shoe.cards, shoe.pos, entries)))) {
    shoe = freshShoe(rules, chance.rng)
    st = startRound(rules, shoe.cards, shoe.pos, entries)
  }
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
  const to = `seat${seats.length > 1 ? 's' : ''} ${seats.join(', ')}`
  return [{ round: t.roundNo, seat: null, action: `deal round ${t.roundNo} to ${to}` }]
}

/** The contract action string of a play move (a double for the full bet is plain "double"). */
function actionText(st: RoundState, move: Move): string {
  if (move.action !== 'double' || move.amount === undefined) return move.action
  return toCents(move.amount) === st.seats[st.seat].hands[st.hand].bet ? 'double' : `double:${move.amount}`
}

/**
 * Applies one decision for the pending seat on a copy of the round, recording it in the seat's
 * script. If the shoe runs out mid-round, the casino brings out a freshly shuffled shoe: its cards
 * go after the old ones and the move is tried once more. An illegal move is refused (422).
 */
export function applyLive(t: TableState, move: Move, chance: Chance, now: number, timedOut = false): Step {
  const before = t.round as RoundState
  const engineSeat = before.seat
  const phase = before.phase
  const text = actionText(before, move)
  // The coach judges the decision on the state the player saw, before the move is applied.
  const judgement = t.config.coach ? judge(t, move, offered(t), timedOut) : null
  let st = copyRound(before)
  if (!shoeLasted(() => applyMove(st, move))) {
    st = copyRound(before)
    st.shoe = st.shoe.concat(shuffledShoe(t.config.rules.decks, chance.rng)) // a new array: the old one stays
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
  if (judgement) tally(t, judgement)
  afterStep(t, now)
  const shown = move.action === 'insure' ? `insure ${formatMoney(toCents(move.amount))}` : text
  const step: Step = {
    round: t.roundNo,
    seat: t.inRound[engineSeat],
    action: shown + (timedOut ? ' (time limit)' : ''),
  }
  if (judgement) step.verdict = judgement
  if (timedOut)
    t.timedOut = { round: t.roundNo, seat: step.seat as number, action: move.action === 'stand' ? 'stand' : 'decline' }
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
    // A seat sitting out decides at once (its player has gone); others by the clock, if it runs.
    const away = t.players[t.inRound[st.seat]]?.away === true
    const at = away ? now : now + t.config.turnSeconds * 1000
    t.deadline = away || clockRuns(t) ? { seq: t.seq, at } : null
    return
  }
  t.deadline = null
  if (t.shoe) t.shoe = { ...shoeAfterRound(t.shoe, st), cards: st.shoe }
  if (!t.config.features.betting) return
  st.seats.forEach((seat, i) => {
    const p = t.players[t.inRound[i]]
    if (p) p.bankroll += toCents(milsToAmount(seat.net))
  })
}

/**
 * The turn time limit (an alarm): the pending seat stands (or declines insurance or early
 * surrender). Idempotent: does nothing unless the deadline is the current decision's and has passed.
 */
export function timeOut(t: TableState, chance: Chance, now: number, gone: Gone = NOBODY_GONE): Step[] | null {
  const d = t.deadline
  if (!roundLive(t) || !d || d.seq !== t.seq || now < d.at - 250) return null
  const st = t.round as RoundState
  const seat = t.inRound[st.seat]
  // A player who has gone sits out from this timed-out decision on (issue 12's ghost seats).
  const ghost = gone(seat) ? sitOut(t, seat, 'gone: no answer in time') : []
  const step = applyLive(t, { action: st.phase === 'play' ? 'stand' : 'decline' }, chance, now, true)
  return [...ghost, step]
}
