import { cardValue, handBest, handSoft, isAce } from './cards.ts'
import { isWholeCents, toCents } from './rules.ts'
import type { HandState, MoveName, RoundState, SeatState } from './state.ts'
import { canResplitAces, evenMoneyOffered } from './steps.ts'

/** The moves of each phase, in the order a player is shown them. */
export const PHASE_MOVES: Readonly<Record<'insurance' | 'surrender' | 'play', readonly MoveName[]>> = {
  insurance: ['insure', 'even-money', 'decline'],
  surrender: ['surrender', 'decline'],
  play: ['hit', 'stand', 'double', 'split', 'surrender'],
}

function isPair(st: RoundState, h: HandState): boolean {
  // Indexing, not `const [a, b] = h.cards`: destructuring runs the iterator protocol on the hot path.
  const a = h.cards[0]
  const b = h.cards[1]
  return st.rules.splitBy === 'rank' ? a >> 2 === b >> 2 : cardValue(a) === cardValue(b)
}

/** Why a split-ace hand may only split or stand (ruling 18), or null when it plays normally. */
function onlySplitOrStand(st: RoundState, seat: SeatState, h: HandState): boolean {
  return h.splitAces && !st.rules.hitSplitAces && canResplitAces(st, seat, h)
}

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
function moveBit(move: MoveName): number {
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

function phaseBits(phase: 'insurance' | 'surrender' | 'play'): number {
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
