import { isWholeCents, type Rules, resolveRules } from '../engine/rules.ts'
import { plainRulesError } from './plain-words.ts'
import { engineRefusalIn, Refusal } from './refusal.ts'

/** The assignment's extra-credit features; each one off removes it from play everywhere. */
export interface Features {
  multiplayer: boolean
  surrender: boolean
  double: boolean
  split: boolean
  betting: boolean
  naturals: boolean
  insurance: boolean
  evenMoney: boolean
}

/** The feature names, in the order the assignment (seed 000) lists them. */
export const FEATURE_KEYS: readonly (keyof Features)[] = [
  'multiplayer',
  'surrender',
  'double',
  'split',
  'betting',
  'naturals',
  'insurance',
  'evenMoney',
]

/** Everything a table is created with. Money is in currency units (dollars), as in the contract. */
export interface TableSettings {
  features: Features
  /** The house rules as chosen; features that are off override them. */
  house: Partial<Rules>
  bankroll: number
  turnSeconds: number
  /** The strategy coach: each decision is judged against basic strategy (off unless chosen). */
  coach?: boolean
  /**
   * Keep the turn clock when only one player is seated (off unless chosen): alone, nobody waits
   * on the player, so by default a table with one seated player has no clock.
   */
  soloClock?: boolean
}

/** A table's settings resolved: the rules the engine plays by, and the seat count. */
export interface TableConfig extends TableSettings {
  rules: Rules
  seats: number
}

/** The most seats at one table (contract: 1 to 7 seats). */
export const MAX_SEATS = 7

/**
 * The engine rules for a table: the house rules, then every feature that is off switched off in
 * the rules themselves, so the engine refuses it (the lead's mapping of toggles to rules).
 */
export function effectiveRules(settings: TableSettings): Rules {
  const f = settings.features
  const off: Partial<Rules> = {}
  if (!f.surrender) off.surrender = 'none'
  if (!f.double) off.double = 'none'
  if (!f.split) off.split = false
  if (!f.naturals) off.naturals = false
  if (!f.insurance) off.insurance = false
  if (!f.evenMoney) off.evenMoney = false
  // Every house rule given must be valid in itself, even one its feature switches off: a form
  // that says `double=NaN` is refused, not silently overridden (issue 13, point 7).
  resolveRules(settings.house as Record<string, unknown>)
  return resolveRules({ ...settings.house, ...off } as Record<string, unknown>)
}

/**
 * Resolves a table's settings; refuses (422) with the engine's words naming the bad field.
 * With betting off every round uses a fixed notional bet of `minBet`.
 */
export function buildConfig(settings: TableSettings): TableConfig {
  const rules = engineRefusalIn(
    () => effectiveRules(settings),
    () => plainRulesError(settings.house),
  )
  const { bankroll, turnSeconds } = settings
  if (!isWholeCents(bankroll) || bankroll < rules.minBet || bankroll > 1_000_000) {
    throw new Refusal(
      422,
      `the starting bankroll must be an amount from the minimum bet ($${rules.minBet}) to $1000000`,
    )
  }
  if (!Number.isInteger(turnSeconds) || (turnSeconds !== 0 && (turnSeconds < 5 || turnSeconds > 600))) {
    throw new Refusal(422, 'the time for each decision must be 0 (no limit) or a whole number of seconds from 5 to 600')
  }
  return {
    ...settings,
    coach: settings.coach === true,
    soloClock: settings.soloClock === true,
    rules,
    seats: settings.features.multiplayer ? MAX_SEATS : 1,
  }
}
