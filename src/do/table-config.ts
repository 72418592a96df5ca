import { fail } from '../engine/errors.ts'
import { isWholeCents, type Rules, resolveRules } from '../engine/rules.ts'

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
}

/** A table's settings resolved: the rules the engine plays by, and the seat count. */
export interface TableConfig extends TableSettings {
  rules: Rules
  seats: number
}

/** The most seats at one table (contract: 1 to 7 seats). */
export const MAX_SEATS = 7

const ALL_ON: Features = {
  multiplayer: true,
  surrender: true,
  double: true,
  split: true,
  betting: true,
  naturals: true,
  insurance: true,
  evenMoney: true,
}

/** A named starting point for the create form: the tables the seeds describe. */
export interface Preset {
  id: string
  title: string
  description: string
  settings: TableSettings
}

/** The presets offered on the home page. */
export const PRESETS: readonly Preset[] = [
  {
    id: 'casino',
    title: 'Classic casino',
    description:
      '6 decks, dealer stands on soft 17, blackjack pays 3:2, peek, double after split, split to 4, late surrender.',
    settings: {
      features: { ...ALL_ON },
      house: { decks: 6, hitSoft17: false, blackjackPays: '3:2', holeCard: 'peek', doubleAfterSplit: true },
      bankroll: 1000,
      turnSeconds: 30,
    },
  },
  {
    id: 'online8',
    title: 'Online 8-deck table (seed 004)',
    description:
      '8 decks shuffled every hand, $5–$100, no resplits, one card to split aces, no hole card (OBO), insurance.',
    settings: {
      features: { ...ALL_ON, surrender: false, evenMoney: false },
      house: { decks: 8, penetration: 0, minBet: 5, maxBet: 100, maxHands: 2, holeCard: 'enhc', obo: true },
      bankroll: 500,
      turnSeconds: 30,
    },
  },
  {
    id: 'rocket',
    title: 'Rocket Academy (seed 002)',
    description: 'Hit, stand and split (same rank only), betting, blackjack pays 1.5×, several players.',
    settings: {
      features: { ...ALL_ON, surrender: false, double: false, insurance: false, evenMoney: false },
      house: { decks: 1, splitBy: 'rank' },
      bankroll: 100,
      turnSeconds: 30,
    },
  },
  {
    id: 'beginner',
    title: 'Beginner assignment (seed 000)',
    description: 'The basics only: one player, hit and stand. Every extra-credit feature is off.',
    settings: {
      features: Object.fromEntries(FEATURE_KEYS.map((k) => [k, false])) as unknown as Features,
      house: { decks: 6 },
      bankroll: 1000,
      turnSeconds: 60,
    },
  },
]

/** The preset with this id, or the classic casino table. */
export function presetById(id: string | undefined): Preset {
  return PRESETS.find((p) => p.id === id) ?? PRESETS[0]
}

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
  return resolveRules({ ...settings.house, ...off } as Record<string, unknown>)
}

/**
 * Resolves a table's settings; fails with an EngineError (`invalid-rules`) naming the bad field.
 * With betting off every round uses a fixed notional bet of `minBet`.
 */
export function buildConfig(settings: TableSettings): TableConfig {
  const rules = effectiveRules(settings)
  const { bankroll, turnSeconds } = settings
  if (!isWholeCents(bankroll) || bankroll < rules.minBet || bankroll > 1_000_000) {
    fail('invalid-rules', `the starting bankroll must be whole cents from the minimum bet (${rules.minBet}) to 1000000`)
  }
  if (!Number.isInteger(turnSeconds) || turnSeconds < 5 || turnSeconds > 600) {
    fail('invalid-rules', 'the turn time limit must be a whole number of seconds from 5 to 600')
  }
  return { ...settings, coach: settings.coach === true, rules, seats: settings.features.multiplayer ? MAX_SEATS : 1 }
}
