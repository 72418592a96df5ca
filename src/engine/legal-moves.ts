import { aceOf, cardValue, hardOf, isAce, softens } from './cards.ts'
import type { RefusalCode } from './refusals.ts'
import { isWholeCents, type Rules, toCents } from './rules.ts'
import type { HandState, MoveName, RoundState, SeatState } from './state.ts'
import { canResplitAces, evenMoneyOffered } from './steps.ts'

/*
 * Which moves are legal: each rule is stated once, as a function that returns why a move is refused
 * (a RefusalCode) or null. `refusalCode` asks the rule of one move; `legalMask` is the set of moves
 * of the step that have no code; the sentence for a code is refusals.ts's (legal.ts `refusal`).
 */

/** The moves of each phase, in the order a player is shown them. */
export const PHASE_MOVES: Readonly<Record<'insurance' | 'surrender' | 'play', readonly MoveName[]>> = {
  insurance: ['insure', 'even-money', 'decline'],
  surrender: ['surrender', 'decline'],
  play: ['hit', 'stand', 'double', 'split', 'surrender'],
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

/** MOVE_BIT of each of PHASE_MOVES, in the same order: legalMask reads no keyed property per move. */
const PHASE_BITS: Readonly<Record<'insurance' | 'surrender' | 'play', readonly number[]>> = {
  insurance: PHASE_MOVES.insurance.map((m) => MOVE_BIT[m]),
  surrender: PHASE_MOVES.surrender.map((m) => MOVE_BIT[m]),
  play: PHASE_MOVES.play.map((m) => MOVE_BIT[m]),
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

function hitRefusal(st: RoundState, seat: SeatState, h: HandState): RefusalCode | null {
  return onlySplitOrStand(st, seat, h) ? 'split-aces-locked' : null
}

/** `cents`: what the double adds (the hand's bet unless doubling for less; 0 when not a positive whole-cent amount). */
function doubleRefusal(st: RoundState, seat: SeatState, h: HandState, cents: number): RefusalCode | null {
  const { rules } = st
  if (rules.double === 'none') return 'double-off'
  if (h.cards.length !== 2) return 'double-two-cards'
  if (onlySplitOrStand(st, seat, h)) return 'split-aces-locked'
  if (h.fromSplit && !rules.doubleAfterSplit) return 'double-after-split-off'
  if (!doubleTotalAllowed(rules, hardOf(h), aceOf(h))) return 'double-total'
  if (cents <= 0 || cents > h.bet) return 'double-amount'
  if (cents !== h.bet && !rules.doubleForLess) return 'double-for-less-off'
  return null
}

/** The `double` option's rule on a hand's totals: any two cards, or a hard 9–11 or 10–11 (not for 'none'). */
export function doubleTotalAllowed(rules: Rules, hard: number, ace: boolean): boolean {
  if (rules.double === 'any') return true
  return !softens(hard, ace) && hard >= (rules.double === '9-11' ? 9 : 10) && hard <= 11
}

function splitRefusal(st: RoundState, seat: SeatState, h: HandState): RefusalCode | null {
  const { rules } = st
  if (!rules.split) return 'split-off'
  if (h.cards.length !== 2) return 'split-two-cards'
  if (!isPair(st, h)) return 'split-not-pair'
  if (seat.hands.length >= rules.maxHands) return 'split-max-hands'
  if (h.fromSplit && isAce(h.cards[0]) && !rules.resplitAces) return 'resplit-aces-off'
  return null
}

function surrenderRefusal(st: RoundState, seat: SeatState, h: HandState): RefusalCode | null {
  const { rules } = st
  if (rules.surrender === 'none') return 'surrender-off'
  if (onlySplitOrStand(st, seat, h)) return 'split-aces-locked'
  if (h.acted || h.cards.length !== 2) return 'surrender-not-first'
  if (h.fromSplit) return rules.surrenderAfterSplit ? null : 'surrender-after-split-off'
  if (rules.surrender === 'early') return 'early-surrender-before-peek'
  return null
}

/** `cents`: the stake (0 when not a positive whole-cent amount). */
function insureRefusal(seat: SeatState, cents: number): RefusalCode | null {
  if (cents <= 0) return 'insurance-stake'
  if (cents * 2 > seat.bet) return 'insurance-over-half'
  return null
}

/** An amount in currency units as cents; 0 when it is not a positive whole number of cents. */
function positiveCents(amount: number): number {
  return amount > 0 && isWholeCents(amount) ? toCents(amount) : 0
}

/** True when `move` is one of the decisions of `phase` (a switch: no keyed lookup or list search per call). */
function ofPhase(phase: 'insurance' | 'surrender' | 'play', move: MoveName): boolean {
  switch (move) {
    case 'insure':
    case 'even-money':
      return phase === 'insurance'
    case 'decline':
      return phase !== 'play'
    case 'surrender':
      return phase !== 'insurance'
    default:
      return phase === 'play'
  }
}

/**
 * Why `move` is not allowed for the pending decision, as a code; null when it is legal. `amount`
 * is an insurance stake or a double amount in currency units (a double without one adds the bet).
 */
export function refusalCode(st: RoundState, move: MoveName, amount?: number): RefusalCode | null {
  if (st.phase === 'settled') return 'round-over'
  if (!ofPhase(st.phase, move)) return 'not-this-step'
  const seat = st.seats[st.seat]
  if (st.phase === 'insurance') {
    if (move === 'even-money') return evenMoneyOffered(st, st.seat) ? null : 'no-even-money'
    if (move === 'insure') return insureRefusal(seat, amount === undefined ? 0 : positiveCents(amount))
    return null
  }
  if (st.phase === 'surrender') return null // both moves of the early-surrender step are always open
  const h = seat.hands[st.hand]
  return playRefusal(st, seat, h, move, move === 'double' && amount !== undefined ? positiveCents(amount) : h.bet)
}

/** refusalCode of a move of the play step on hand `h` of `seat` (`cents`: what a double adds). */
function playRefusal(st: RoundState, seat: SeatState, h: HandState, move: MoveName, cents: number): RefusalCode | null {
  switch (move) {
    case 'hit':
      return hitRefusal(st, seat, h)
    case 'double':
      return doubleRefusal(st, seat, h, cents)
    case 'split':
      return splitRefusal(st, seat, h)
    case 'surrender':
      return surrenderRefusal(st, seat, h)
    default:
      return null // stand: always open in play
  }
}

/**
 * The moves legal now as a bitmask of MOVE_BIT: exactly the moves of the step without a refusal
 * code (insure at the largest stake, double for the hand's bet). In play (the simulator asks this
 * for every double, split and surrender its chart suggests) each move's rule is asked directly.
 */
export function legalMask(st: RoundState): number {
  if (st.phase === 'settled') return 0
  if (st.phase === 'play') {
    const seat = st.seats[st.seat]
    const h = seat.hands[st.hand]
    let mask = MOVE_BIT.stand
    if (hitRefusal(st, seat, h) === null) mask |= MOVE_BIT.hit
    if (doubleRefusal(st, seat, h, h.bet) === null) mask |= MOVE_BIT.double
    if (splitRefusal(st, seat, h) === null) mask |= MOVE_BIT.split
    if (surrenderRefusal(st, seat, h) === null) mask |= MOVE_BIT.surrender
    return mask
  }
  const moves = PHASE_MOVES[st.phase]
  const bits = PHASE_BITS[st.phase]
  let mask = 0
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]
    if (refusalCode(st, m, m === 'insure' ? maxInsurance(st) : undefined) === null) mask |= bits[i]
  }
  return mask
}

/** The moves legal now, for the pending decision (empty once the round is settled). */
export function legalMoves(st: RoundState): MoveName[] {
  if (st.phase === 'settled') return []
  const mask = legalMask(st)
  return PHASE_MOVES[st.phase].filter((m) => mask & MOVE_BIT[m])
}

/** The largest insurance stake the pending seat may place, in currency units (half its bet, cents down). */
export function maxInsurance(st: RoundState): number {
  return Math.floor(st.seats[st.seat].bet / 2) / 100
}
