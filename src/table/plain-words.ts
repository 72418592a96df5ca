import { describeSpec, fitsSpec, RULE_SPECS, type Rules } from '../engine/rules.ts'
import { formatMoney, toCents } from './money.ts'

/** Each house rule by the name the create form gives it. */
const RULE_LABELS: Record<keyof Rules, string> = {
  decks: 'Decks',
  hitSoft17: 'Dealer on soft 17',
  naturals: 'Handling blackjacks',
  blackjackPays: 'Blackjack pays',
  holeCard: 'Hole card',
  peekTen: 'Peek under a ten too',
  obo: 'Lose original bets only',
  double: 'Double on',
  doubleForLess: 'Double for less',
  doubleAfterSplit: 'Double after split',
  split: 'Splitting pairs',
  splitBy: 'Pairs by',
  maxHands: 'Split up to',
  resplitAces: 'Resplit aces',
  hitSplitAces: 'Hit split aces',
  splitDeal: 'Split hands get their second card',
  surrender: 'Surrender',
  surrenderAfterSplit: 'Surrender after split',
  insurance: 'Insurance',
  evenMoney: 'Even money',
  penetration: 'Penetration',
  burn: 'Cards burned per shoe',
  minBet: 'Minimum bet',
  maxBet: 'Maximum bet',
}

/**
 * The create form's words for house rules the engine refused: the field as the form names it and
 * what it accepts. The engine has already decided (its message, naming `rules.<key>`, stays the
 * contract's, in the API and the grader); this only says it to a person. Null if nothing is found.
 */
export function plainRulesError(house: Partial<Rules>): string | null {
  for (const [key, value] of Object.entries(house) as [keyof Rules, unknown][]) {
    const spec = RULE_SPECS[key]
    if (spec && !fitsSpec(spec, value)) {
      const accepts = spec.kind === 'money' ? 'an amount of dollars and cents above $0' : describeSpec(spec)
      return `${RULE_LABELS[key]} must be ${accepts}.`
    }
  }
  const { minBet, maxBet } = house
  if (minBet !== undefined && maxBet !== undefined && minBet > maxBet) {
    return `The minimum bet (${formatMoney(toCents(minBet))}) is above the maximum bet (${formatMoney(toCents(maxBet))}): make the minimum at most the maximum.`
  }
  return null
}

/** A refused bet in the table's words: the limits in money, never the engine's seat index. */
export function betLimitsText(rules: Rules, cents: number): string {
  const range = `${formatMoney(toCents(rules.minBet))} to ${formatMoney(toCents(rules.maxBet))}`
  return `Bets at this table are ${range}; ${formatMoney(cents)} is not allowed.`
}
