import { FEATURE_KEYS } from '../src/table/config.ts'

/**
 * The create-table form's fields, as a browser posts them: the contract's default rules, a $1,000
 * bankroll and 30 s a decision, `features` switched on (all by default), overrides last ('' removes a
 * field). Shared by the workerd tests and the load benchmark.
 */
export function createForm(overrides: Record<string, string> = {}, features: readonly string[] = FEATURE_KEYS) {
  const form = new URLSearchParams({
    decks: '6',
    hitSoft17: 's17',
    blackjackPays: '3:2',
    holeCard: 'peek',
    peekTen: 'on',
    obo: 'on',
    double: 'any',
    doubleAfterSplit: 'on',
    maxHands: '4',
    splitBy: 'value',
    splitDeal: 'sequential',
    surrender: 'late',
    penetration: '0.75',
    burn: '1',
    minBet: '5',
    maxBet: '100',
    bankroll: '1000',
    turnSeconds: '30',
  })
  for (const f of features) form.append('features', f)
  for (const [k, v] of Object.entries(overrides)) {
    if (v === '') form.delete(k)
    else form.set(k, v)
  }
  return form
}
