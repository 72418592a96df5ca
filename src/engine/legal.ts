import { handBest, handSoft, isAce } from './cards.ts'
import { isPair, moveBit, onlySplitOrStand, phaseBits } from './legal-moves.ts'
import { isWholeCents, toCents } from './rules.ts'
import type { HandState, MoveName, RoundState, SeatState } from './state.ts'
import { evenMoneyOffered } from './steps.ts'

/* Why a move is refused, in plain words (what, where, why); which moves are legal, as bits, is legal-moves.ts. */

function doubleRefusal(st: RoundState, seat: SeatState, h: HandState): string | null {
  const { rules } = st
  if (rules.double === 'none') return 'doubling is off at this table (rules.double is "none")'
  if (h.cards.length !== 2) return 'a hand may double only on its first two cards'
  if (onlySplitOrStand(st, seat, h)) return 'split aces may only be resplit or stood on'
  if (h.fromSplit && !rules.doubleAfterSplit) return 'doubling after a split is off (rules.doubleAfterSplit is false)'
  if (rules.double !== 'any') {
    const total = handBest(h)
    const [lo, hi] = rules.double === '9-11' ? [9, 11] : [10, 11]
    if (handSoft(h) || total < lo || total > hi) {
      return `doubling is allowed only on a hard ${lo} to ${hi} (rules.double is "${rules.double}"); this hand is ${handSoft(h) ? 'soft ' : ''}${total}`
    }
  }
  return null
}

function splitRefusal(st: RoundState, seat: SeatState, h: HandState): string | null {
  const { rules } = st
  if (!rules.split) return 'splitting is off at this table (rules.split is false)'
  if (h.cards.length !== 2) return 'only a two-card hand may be split'
  if (!isPair(st, h)) {
    return rules.splitBy === 'rank'
      ? 'the two cards are not the same rank (rules.splitBy is "rank")'
      : 'the two cards are not the same value'
  }
  if (seat.hands.length >= rules.maxHands)
    return `this seat already holds ${seat.hands.length} hands, the most allowed (rules.maxHands)`
  if (h.fromSplit && isAce(h.cards[0]) && !rules.resplitAces)
    return 'split aces may not be resplit (rules.resplitAces is false)'
  return null
}

function surrenderRefusal(st: RoundState, seat: SeatState, h: HandState): string | null {
  const { rules } = st
  if (rules.surrender === 'none') return 'surrender is off at this table (rules.surrender is "none")'
  if (onlySplitOrStand(st, seat, h)) return 'split aces may only be resplit or stood on'
  if (h.acted || h.cards.length !== 2) return "surrender must be the hand's first decision"
  if (h.fromSplit)
    return rules.surrenderAfterSplit
      ? null
      : 'a hand made by splitting may not surrender (rules.surrenderAfterSplit is false)'
  if (rules.surrender === 'early') return 'under early surrender the dealt hand may surrender only before the peek'
  return null
}

/**
 * Why `move` is not allowed for the pending decision, in plain words; null when it is legal.
 * `amount` is an insurance stake or a double amount in currency units.
 */
export function refusal(st: RoundState, move: MoveName, amount?: number): string | null {
  if (st.phase === 'settled') return 'the round is over'
  if (!(phaseBits(st.phase) & moveBit(move))) return `"${move}" is not a decision of the ${st.phase} step`
  const seat = st.seats[st.seat]
  if (st.phase === 'insurance') {
    if (move === 'even-money')
      return evenMoneyOffered(st, st.seat) ? null : 'even money is offered only to a natural under an ace'
    if (move === 'insure') {
      if (amount === undefined || !isWholeCents(amount) || amount <= 0)
        return 'an insurance stake must be a positive amount in whole cents'
      if (toCents(amount) * 2 > seat.bet) return `insurance is at most half the bet (${seat.bet / 200})`
    }
    return null
  }
  if (st.phase === 'surrender') return null
  const h = seat.hands[st.hand]
  switch (move) {
    case 'hit':
      return onlySplitOrStand(st, seat, h) ? 'split aces may only be resplit or stood on' : null
    case 'stand':
      return null
    case 'double': {
      const why = doubleRefusal(st, seat, h)
      if (why || amount === undefined) return why
      if (!isWholeCents(amount) || amount <= 0 || toCents(amount) > h.bet) {
        return `a double must add more than 0 and at most the hand's bet (${h.bet / 100}), in whole cents`
      }
      if (toCents(amount) !== h.bet && !st.rules.doubleForLess)
        return 'doubling for less is off (rules.doubleForLess is false)'
      return null
    }
    case 'split':
      return splitRefusal(st, seat, h)
    default:
      return surrenderRefusal(st, seat, h)
  }
}
