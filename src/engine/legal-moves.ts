import { cardValue, handBest, handSoft, isAce } from './cards.ts'
import type { HandState, MoveName, RoundState, SeatState } from './state.ts'
import { canResplitAces, evenMoneyOffered } from './steps.ts'

/*
 * Which moves are legal, as bits: the simulator's hot path and the lists a player is offered.
 * Why a move is refused, in words, is legal.ts; both read the same rules (isPair, onlySplitOrStand)
 * and a test checks that legalMask and refusal agree on every move.
 */

/** The moves of each phase, in the order a player is shown them. */
export const PHASE_MOVES: Readonly<Record<'insurance' | 'surrender' | 'play', readonly MoveName[]>> = {
  insurance: ['insure', 'even-money', 'decline'],
  surrender: ['surrender', 'decline'],
  play: ['hit', 'stand', 'double', 'split', 'surrender'],
}

/** The hand's two cards make a pair under the table's splitBy rule (same value, or same rank). */
export function isPair(st: RoundState, h: HandState): boolean {
  // Indexing, not `const [a, b] = h.cards`: destructuring runs the iterator protocol on the hot path.
  const a = h.cards[0]
  const b = h.cards[1]
  return st.rules.splitBy === 'rank' ? a >> 2 === b >> 2 : cardValue(a) === cardValue(b)
}

/** True when a split-ace hand may only split or stand (ruling 18). */
export function onlySplitOrStand(st: RoundState, seat: SeatState, h: HandState): boolean {
  return h.splitAces && !st.rules.hitSplitAces && canResplitAces(st, seat, h)
}

/** One bit per move, for `legalMask`. */
export const MOVE_BIT: Readonly<Record<MoveName, number>> = {
  hit: 1,
  stand: 2,
  double: 4,
  split: 8,
  surrender: 16,
  insure: 32,
  'even-money': 64,
  decline: 128,
}

/** The moves of each phase as a bitmask (refusal's first check, without a list search). */
const PHASE_BITS: Readonly<Record<'insurance' | 'surrender' | 'play', number>> = {
  insurance: MOVE_BIT.insure | MOVE_BIT['even-money'] | MOVE_BIT.decline,
  surrender: MOVE_BIT.surrender | MOVE_BIT.decline,
  play: MOVE_BIT.hit | MOVE_BIT.stand | MOVE_BIT.double | MOVE_BIT.split | MOVE_BIT.surrender,
}

/** MOVE_BIT[move] by a switch (0 for any other text): a keyed lookup with varying keys is slower. */
export function moveBit(move: MoveName): number {
  switch (move) {
    case 'hit':
      return MOVE_BIT.hit
    case 'stand':
      return MOVE_BIT.stand
    case 'double':
      return MOVE_BIT.double
    case 'split':
      return MOVE_BIT.split
    case 'surrender':
      return MOVE_BIT.surrender
    case 'insure':
      return MOVE_BIT.insure
    case 'even-money':
      return MOVE_BIT['even-money']
    case 'decline':
      return MOVE_BIT.decline
    default:
      return 0
  }
}

/** The moves of a decision step as bits (PHASE_BITS, chosen without a keyed lookup). */
export function phaseBits(phase: 'insurance' | 'surrender' | 'play'): number {
  return phase === 'play' ? PHASE_BITS.play : phase === 'insurance' ? PHASE_BITS.insurance : PHASE_BITS.surrender
}

/**
 * The moves legal now as a bitmask of MOVE_BIT (insure: at the largest stake). Exactly the moves
 * for which `refusal` is null, computed without building any message: the simulator's hot path.
 */
export function legalMask(st: RoundState): number {
  const { rules } = st
  if (st.phase === 'settled') return 0
  if (st.phase === 'surrender') return MOVE_BIT.surrender | MOVE_BIT.decline
  const seat = st.seats[st.seat]
  if (st.phase === 'insurance') {
    let mask = MOVE_BIT.decline
    if (Math.floor(seat.bet / 2) > 0) mask |= MOVE_BIT.insure
    if (evenMoneyOffered(st, st.seat)) mask |= MOVE_BIT['even-money']
    return mask
  }
  const h = seat.hands[st.hand]
  const two = h.cards.length === 2
  const locked = onlySplitOrStand(st, seat, h)
  let mask = MOVE_BIT.stand
  if (!locked) mask |= MOVE_BIT.hit
  if (two && !locked && rules.double !== 'none' && (!h.fromSplit || rules.doubleAfterSplit) && doubleTotalOk(st, h))
    mask |= MOVE_BIT.double
  if (
    two &&
    rules.split &&
    isPair(st, h) &&
    seat.hands.length < rules.maxHands &&
    !(h.fromSplit && isAce(h.cards[0]) && !rules.resplitAces)
  )
    mask |= MOVE_BIT.split
  if (
    two &&
    !locked &&
    !h.acted &&
    rules.surrender !== 'none' &&
    (h.fromSplit ? rules.surrenderAfterSplit : rules.surrender !== 'early')
  )
    mask |= MOVE_BIT.surrender
  return mask
}

function doubleTotalOk(st: RoundState, h: HandState): boolean {
  const rule = st.rules.double
  if (rule === 'any') return true
  const total = handBest(h)
  return !handSoft(h) && total >= (rule === '9-11' ? 9 : 10) && total <= 11
}

/** The moves legal now, for the pending decision (empty once the round is settled). */
export function legalMoves(st: RoundState): MoveName[] {
  if (st.phase === 'settled') return []
  const mask = legalMask(st)
  const out: MoveName[] = []
  for (const m of PHASE_MOVES[st.phase]) if (mask & MOVE_BIT[m]) out.push(m)
  return out
}

/** The largest insurance stake the pending seat may place, in currency units (half its bet, cents down). */
export function maxInsurance(st: RoundState): number {
  return Math.floor(st.seats[st.seat].bet / 2) / 100
}
