import type { Assignment } from '../assignment/assignment.ts'
import { FEATURE_PART } from '../assignment/presets.ts'
import { resolveRules } from '../engine/rules.ts'
import { FEATURE_KEYS } from '../table/config.ts'
import { presetById } from '../table/presets.ts'

/**
 * The table-creation form (POST /tables, the home page's field names) for an assignment's rules:
 * every house rule resolved, and a feature on only when the assignment grades its part, so the
 * student plays exactly what they implement. Bankroll and turn time are the default table's.
 */
export function tableFields(a: Assignment): Record<string, string | string[]> {
  const r = resolveRules(a.rules ?? {})
  const base = presetById(undefined).settings
  const on = (b: boolean) => (b ? { v: 'on' } : null)
  const out: Record<string, string | string[]> = {
    features: FEATURE_KEYS.filter((f) => a.parts[FEATURE_PART[f]] !== undefined),
    decks: String(r.decks),
    hitSoft17: r.hitSoft17 ? 'h17' : 's17',
    blackjackPays: r.blackjackPays,
    holeCard: r.holeCard,
    double: r.double,
    maxHands: String(r.maxHands),
    splitBy: r.splitBy,
    splitDeal: r.splitDeal,
    surrender: r.surrender,
    penetration: String(r.penetration),
    burn: String(r.burn),
    minBet: String(r.minBet),
    maxBet: String(r.maxBet),
    bankroll: String(base.bankroll),
    turnSeconds: String(base.turnSeconds),
  }
  const checks = {
    peekTen: r.peekTen,
    obo: r.obo,
    doubleForLess: r.doubleForLess,
    doubleAfterSplit: r.doubleAfterSplit,
    resplitAces: r.resplitAces,
    hitSplitAces: r.hitSplitAces,
    surrenderAfterSplit: r.surrenderAfterSplit,
  }
  for (const [k, b] of Object.entries(checks)) if (on(b)) out[k] = 'on'
  return out
}
