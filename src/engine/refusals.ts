import { handBest, handSoft } from './cards.ts'
import type { MoveName, RoundState } from './state.ts'

/**
 * Why a move is not allowed, as a small code: what legal-moves.ts's rules return (null = legal).
 * The sentence a person reads for each code is written once, in SENTENCES below.
 */
export type RefusalCode =
  | 'round-over'
  | 'not-this-step'
  | 'no-even-money'
  | 'insurance-stake'
  | 'insurance-over-half'
  | 'split-aces-locked'
  | 'double-off'
  | 'double-two-cards'
  | 'double-after-split-off'
  | 'double-total'
  | 'double-amount'
  | 'double-for-less-off'
  | 'split-off'
  | 'split-two-cards'
  | 'split-not-pair'
  | 'split-max-hands'
  | 'resplit-aces-off'
  | 'surrender-off'
  | 'surrender-not-first'
  | 'surrender-after-split-off'
  | 'early-surrender-before-peek'

/** What a sentence may mention: the round (never changed by a refusal) and the move refused. */
interface Refused {
  st: RoundState
  move: MoveName
}

const hand = ({ st }: Refused) => st.seats[st.seat].hands[st.hand]
const money = (cents: number) => cents / 100

function doubleTotal(r: Refused): string {
  const rule = r.st.rules.double
  const [lo, hi] = rule === '9-11' ? [9, 11] : [10, 11]
  const h = hand(r)
  return `doubling is allowed only on a hard ${lo} to ${hi} (rules.double is "${rule}"); this hand is ${handSoft(h) ? 'soft ' : ''}${handBest(h)}`
}

/** The one place each refusal's sentence is written: what was refused, and which rule says so. */
const SENTENCES: Readonly<Record<RefusalCode, (r: Refused) => string>> = {
  'round-over': () => 'the round is over',
  'not-this-step': ({ st, move }) => `"${move}" is not a decision of the ${st.phase} step`,
  'no-even-money': () => 'even money is offered only to a natural under an ace',
  'insurance-stake': () => 'an insurance stake must be a positive amount in whole cents',
  'insurance-over-half': ({ st }) => `insurance is at most half the bet (${st.seats[st.seat].bet / 200})`,
  'split-aces-locked': () => 'split aces may only be resplit or stood on',
  'double-off': () => 'doubling is off at this table (rules.double is "none")',
  'double-two-cards': () => 'a hand may double only on its first two cards',
  'double-after-split-off': () => 'doubling after a split is off (rules.doubleAfterSplit is false)',
  'double-total': doubleTotal,
  'double-amount': (r) =>
    `a double must add more than 0 and at most the hand's bet (${money(hand(r).bet)}), in whole cents`,
  'double-for-less-off': () => 'doubling for less is off (rules.doubleForLess is false)',
  'split-off': () => 'splitting is off at this table (rules.split is false)',
  'split-two-cards': () => 'only a two-card hand may be split',
  'split-not-pair': ({ st }) =>
    st.rules.splitBy === 'rank'
      ? 'the two cards are not the same rank (rules.splitBy is "rank")'
      : 'the two cards are not the same value',
  'split-max-hands': ({ st }) =>
    `this seat already holds ${st.seats[st.seat].hands.length} hands, the most allowed (rules.maxHands)`,
  'resplit-aces-off': () => 'split aces may not be resplit (rules.resplitAces is false)',
  'surrender-off': () => 'surrender is off at this table (rules.surrender is "none")',
  'surrender-not-first': () => "surrender must be the hand's first decision",
  'surrender-after-split-off': () => 'a hand made by splitting may not surrender (rules.surrenderAfterSplit is false)',
  'early-surrender-before-peek': () => 'under early surrender the dealt hand may surrender only before the peek',
}

/** The sentence for a refusal code, about the pending decision of `st` (which the refusal left unchanged). */
export function refusalSentence(code: RefusalCode, st: RoundState, move: MoveName): string {
  return SENTENCES[code]({ st, move })
}
