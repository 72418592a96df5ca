import { fail } from './errors.ts'

/** Every rule option of contract section 2, resolved (no key missing). */
export interface Rules {
  decks: number
  hitSoft17: boolean
  naturals: boolean
  blackjackPays: '3:2' | '6:5' | '1:1'
  holeCard: 'peek' | 'enhc'
  peekTen: boolean
  obo: boolean
  double: 'any' | '9-11' | '10-11' | 'none'
  doubleForLess: boolean
  doubleAfterSplit: boolean
  split: boolean
  splitBy: 'value' | 'rank'
  maxHands: number
  resplitAces: boolean
  hitSplitAces: boolean
  splitDeal: 'sequential' | 'upfront'
  surrender: 'none' | 'late' | 'early'
  surrenderAfterSplit: boolean
  insurance: boolean
  evenMoney: boolean
  penetration: number
  burn: number
  minBet: number
  maxBet: number
}

/** The defaults of contract section 2. */
export const DEFAULT_RULES: Readonly<Rules> = Object.freeze({
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

/** How each option is checked: a list of allowed values, or a numeric range. */
export type RuleSpec =
  | { kind: 'bool' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'money' }

/** The allowed values of every option; the grader's `hello` negotiation uses this too. */
export const RULE_SPECS: Readonly<Record<keyof Rules, RuleSpec>> = {
  decks: { kind: 'int', min: 1, max: 8 },
  hitSoft17: { kind: 'bool' },
  naturals: { kind: 'bool' },
  blackjackPays: { kind: 'enum', values: ['3:2', '6:5', '1:1'] },
  holeCard: { kind: 'enum', values: ['peek', 'enhc'] },
  peekTen: { kind: 'bool' },
  obo: { kind: 'bool' },
  double: { kind: 'enum', values: ['any', '9-11', '10-11', 'none'] },
  doubleForLess: { kind: 'bool' },
  doubleAfterSplit: { kind: 'bool' },
  split: { kind: 'bool' },
  splitBy: { kind: 'enum', values: ['value', 'rank'] },
  maxHands: { kind: 'int', min: 2, max: 8 },
  resplitAces: { kind: 'bool' },
  hitSplitAces: { kind: 'bool' },
  splitDeal: { kind: 'enum', values: ['sequential', 'upfront'] },
  surrender: { kind: 'enum', values: ['none', 'late', 'early'] },
  surrenderAfterSplit: { kind: 'bool' },
  insurance: { kind: 'bool' },
  evenMoney: { kind: 'bool' },
  penetration: { kind: 'number', min: 0, max: 0.95 },
  burn: { kind: 'int', min: 0, max: 10 },
  minBet: { kind: 'money' },
  maxBet: { kind: 'money' },
}

/** The option names, in contract order. */
export const RULE_KEYS = Object.keys(RULE_SPECS) as (keyof Rules)[]

/** True when a number is a whole number of cents (tolerant of binary floating point). */
export function isWholeCents(x: number): boolean {
  const cents = x * 100
  return Number.isFinite(cents) && Math.abs(cents - Math.round(cents)) < 1e-6
}

/** Converts an amount known to be whole cents into integer cents. */
export function toCents(x: number): number {
  return Math.round(x * 100)
}

/** Describes the allowed values of one option, for error messages. */
export function describeSpec(spec: RuleSpec): string {
  switch (spec.kind) {
    case 'bool':
      return 'true or false'
    case 'enum':
      return spec.values.map((v) => `"${v}"`).join(', ')
    case 'int':
      return `a whole number from ${spec.min} to ${spec.max}`
    case 'number':
      return `a number from ${spec.min} to ${spec.max}`
    case 'money':
      return 'a positive amount in whole cents'
  }
}

/** True when `value` is allowed by `spec`. */
export function fitsSpec(spec: RuleSpec, value: unknown): boolean {
  switch (spec.kind) {
    case 'bool':
      return typeof value === 'boolean'
    case 'enum':
      return typeof value === 'string' && spec.values.includes(value)
    case 'int':
      return Number.isInteger(value) && (value as number) >= spec.min && (value as number) <= spec.max
    case 'number':
      return typeof value === 'number' && value >= spec.min && value <= spec.max
    case 'money':
      return typeof value === 'number' && value > 0 && isWholeCents(value)
  }
}

/**
 * Resolves a case's `rules` object against the defaults (ruling 2): an unknown key, a value of the
 * wrong type or out of range is `invalid-rules`, naming the key and the allowed values.
 * The caller has already checked that `input` is an object (else `invalid-case`).
 */
export function resolveRules(input: Record<string, unknown> = {}): Rules {
  const rules: Rules = { ...DEFAULT_RULES }
  for (const [key, value] of Object.entries(input)) {
    const spec = (RULE_SPECS as Record<string, RuleSpec>)[key]
    if (!spec) fail('invalid-rules', `rules.${key} is not a rule option; the options are ${RULE_KEYS.join(', ')}`)
    if (!fitsSpec(spec, value)) {
      fail('invalid-rules', `rules.${key} is ${JSON.stringify(value)}, but it must be ${describeSpec(spec)}`)
    }
    ;(rules as unknown as Record<string, unknown>)[key] = value
  }
  if (rules.minBet > rules.maxBet) {
    fail(
      'invalid-rules',
      `rules.minBet (${rules.minBet}) is above rules.maxBet (${rules.maxBet}); minBet must be at most maxBet`,
    )
  }
  return rules
}

/** The payouts of `blackjackPays` as exact fractions, made once: settlement asks for one per natural. */
const PAYS: Readonly<Record<Rules['blackjackPays'], readonly [number, number]>> = {
  '3:2': [3, 2],
  '6:5': [6, 5],
  '1:1': [1, 1],
}

/** The extra amount a natural wins per unit of bet, as an exact fraction [numerator, denominator]. */
export function blackjackRatio(rules: Rules): readonly [number, number] {
  return PAYS[rules.blackjackPays]
}
