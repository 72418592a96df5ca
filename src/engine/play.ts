import { addCard, isAce, recount } from './cards.ts'
import { fail } from './errors.ts'
import { refusal } from './legal.ts'
import { newHand } from './round.ts'
import { toCents } from './rules.ts'
import { draw } from './shoe.ts'
import type { HandState, Move, RoundState } from './state.ts'
import { afterInsurance, afterSurrender, endIfNoDecision, nextDecision, nextEarlySurrenderSeat } from './steps.ts'

/** The action string of a move, as the contract writes it (for error locators). */
export function moveText(move: Move): string {
  if (move.action === 'double' && move.amount !== undefined) return `double:${move.amount}`
  if (move.action === 'insure') return `insure:${move.amount}`
  return move.action
}

/**
 * Applies one decision to the pending seat and hand, then runs every automatic step up to the
 * next decision or to settlement. An illegal move fails with `illegal-action` (what, where, why)
 * and leaves the state untouched; running out of cards fails with `shoe-exhausted`.
 */
export function applyMove(st: RoundState, move: Move, text?: string): void {
  const amount = move.action === 'double' || move.action === 'insure' ? move.amount : undefined
  const why = refusal(st, move.action, amount)
  if (why !== null) {
    // The action's text is needed only for the error: not built on the hot path.
    const action = text ?? moveText(move)
    const where = st.phase === 'play' ? { seat: st.seat, hand: st.hand } : { seat: st.seat }
    const at = st.phase === 'play' ? `seat ${st.seat}, hand ${st.hand}` : `seat ${st.seat}`
    fail('illegal-action', `"${action}" is not allowed for ${at}: ${why}`, { ...where, action })
  }
  applyLegalMove(st, move)
}

/**
 * applyMove without the legality check, for a caller that has just checked the move itself
 * (the simulator chooses only from `legalMask`, which equals `refusal` being null). It is the one
 * implementation of every move: applyMove checks, then runs exactly this. An unchecked illegal
 * move here would corrupt the round, so everything else must call applyMove.
 */
export function applyLegalMove(st: RoundState, move: Move): void {
  if (st.phase === 'insurance') {
    applyInsurance(st, move)
    return
  }
  if (st.phase === 'surrender') {
    applyEarlySurrender(st, move)
    return
  }
  const seat = st.seats[st.seat]
  const h = seat.hands[st.hand]
  h.acted = true
  switch (move.action) {
    case 'hit':
      addCard(h, draw(st, st.seat, st.hand))
      endIfNoDecision(st, seat, h)
      // A hand that plays on is where nextDecision would stop again, changing nothing: skip that pass.
      if (!h.done) return
      break
    case 'stand':
      h.done = true
      break
    case 'double': {
      const amount = move.action === 'double' ? move.amount : undefined
      h.wager += amount === undefined ? h.bet : toCents(amount)
      h.doubled = true
      addCard(h, draw(st, st.seat, st.hand))
      h.done = true
      break
    }
    case 'split':
      split(st, seat.hands, h)
      break
    default:
      h.surrendered = true
      h.done = true
  }
  if (h.done) st.hand++
  nextDecision(st)
}

function split(st: RoundState, hands: HandState[], h: HandState): void {
  const aces = isAce(h.cards[0])
  // newHand, not a spread of h: every hand keeps one object shape, so the hot code stays monomorphic.
  const right = newHand([h.cards[1]], h.bet, true)
  right.splitAces = aces
  h.cards = [h.cards[0]]
  recount(h)
  h.fromSplit = true
  h.splitAces = aces
  h.acted = false
  hands.splice(st.hand + 1, 0, right)
  if (st.rules.splitDeal === 'upfront') {
    addCard(h, draw(st, st.seat, st.hand))
    addCard(right, draw(st, st.seat, st.hand + 1))
  }
}

function applyInsurance(st: RoundState, move: Move): void {
  const seat = st.seats[st.seat]
  if (move.action === 'even-money') {
    seat.evenMoney = true
    seat.hands[0].done = true
  } else if (move.action === 'insure') {
    seat.insurance = toCents(move.amount)
  }
  if (st.seat + 1 < st.seats.length) {
    st.seat++
    return
  }
  afterInsurance(st)
}

function applyEarlySurrender(st: RoundState, move: Move): void {
  const h = st.seats[st.seat].hands[0]
  if (move.action === 'surrender') {
    h.surrendered = true
    h.acted = true
    h.done = true
  }
  const next = nextEarlySurrenderSeat(st, st.seat + 1)
  if (next >= 0) {
    st.seat = next
    return
  }
  afterSurrender(st)
}
