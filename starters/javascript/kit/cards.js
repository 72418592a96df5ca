// Cards, hands and table rules as the kit hands them to your functions.

export const RANKS = 'A23456789TJQK'
export const SUITS = 'SHDC'

/** A two-character card string such as "AS" or "TD". */
export const isCard = (c) => typeof c === 'string' && c.length === 2 && RANKS.includes(c[0]) && SUITS.includes(c[1])
/** The kit's own test for an ace (it must know aces to offer insurance, before your code runs). */
export const isAce = (c) => c[0] === 'A'
/** A ten-value card: T, J, Q or K. */
export const isTen = (c) => 'TJQK'.includes(c[0])

/** Raised by a function you have not written yet; its message names the function and the part. */
export class NotImplementedError extends Error {}

/** The table's rules: the protocol's rules object, every option filled in with its default. */
export const DEFAULT_RULES = Object.freeze({
  decks: 6,
  hitSoft17: false,
  naturals: true,
  blackjackPays: '3:2',
  holeCard: 'peek',
  peekTen: true,
  obo: true,
  double: 'any',
  doubleForLess: false,
  doubleAfterSplit: true,
  split: true,
  splitBy: 'value',
  maxHands: 4,
  resplitAces: false,
  hitSplitAces: false,
  splitDeal: 'sequential',
  surrender: 'late',
  surrenderAfterSplit: false,
  insurance: true,
  evenMoney: true,
  penetration: 0.75,
  burn: 1,
  minBet: 5,
  maxBet: 100,
})

/** One hand of a seat. Money (bet, wager) is in tenths of a cent: $10 is 10000. */
export function newHand(cards, bet, more = {}) {
  return {
    cards,
    bet,
    wager: bet,
    doubled: false,
    fromSplit: false,
    splitAces: false,
    natural: false,
    acted: false,
    done: false,
    surrendered: false,
    ...more,
  }
}
