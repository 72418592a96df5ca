import { TAGS } from '../engine/protocol.ts'
import { DEFAULT_RULES, fitsSpec, RULE_KEYS, RULE_SPECS } from '../engine/rules.ts'
import type { Implementation } from './report.ts'

/** What an implementation said it supports in its `hello` answer (contract section 7, ruling 31). */
export interface Capabilities {
  name: string
  /** False when `hello` got no usable answer: every feature and rule value is then assumed. */
  declared: boolean
  /** Declared tags, or null for "every feature". */
  features: string[] | null
  /** Declared rule values, or null for "every value". */
  rules: Record<string, unknown> | null
}

/** The capabilities assumed of an implementation that does not answer `hello` (ruling 31). */
export const ASSUME_ALL: Capabilities = { name: 'unnamed implementation', declared: false, features: null, rules: null }

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

/**
 * Reads a `hello` answer. Per ruling 31 an error answer, or anything that is not an object with
 * `protocol`, means every feature is supported; a `features` that is not a list of strings is
 * treated the same way, and a `rules` that is not an object as "every rule value".
 */
export function parseHello(answer: unknown): Capabilities {
  if (!isRecord(answer) || 'error' in answer || !('protocol' in answer)) return ASSUME_ALL
  const name = typeof answer.name === 'string' && answer.name.trim() ? answer.name.slice(0, 120) : ASSUME_ALL.name
  const features =
    Array.isArray(answer.features) && answer.features.every((f) => typeof f === 'string')
      ? (answer.features as string[])
      : null
  return { name, declared: true, features, rules: isRecord(answer.rules) ? answer.rules : null }
}

/** True when `value` is among the values a `hello` rules entry lists (ruling 31's two forms). */
function supports(entry: unknown, value: unknown): boolean {
  if (Array.isArray(entry)) return entry.includes(value)
  if (isRecord(entry) && typeof entry.min === 'number' && typeof entry.max === 'number')
    return typeof value === 'number' && value >= entry.min && value <= entry.max
  return false
}

function describe(entry: unknown): string {
  if (entry === undefined) return 'only the default'
  if (Array.isArray(entry)) return `only ${entry.map((v) => JSON.stringify(v)).join(', ')}`
  if (isRecord(entry)) return `only ${JSON.stringify(entry.min)} to ${JSON.stringify(entry.max)}`
  return 'no value it understands'
}

/**
 * The rule values a request uses: every option, from its `rules` or the default. Values the
 * contract itself forbids (a case testing `invalid-rules`) are left out — they are not values an
 * implementation could declare, and skipping them would make the `errors` part unreachable.
 */
export function ruleValuesUsed(request: Record<string, unknown>): Record<string, unknown> {
  // A shuffle request uses one rule: its `decks`.
  if (request.op === 'shuffle') return fitsSpec(RULE_SPECS.decks, request.decks) ? { decks: request.decks } : {}
  const given = isRecord(request.rules) ? request.rules : {}
  const used: Record<string, unknown> = {}
  for (const key of RULE_KEYS) {
    if (!(key in given)) used[key] = DEFAULT_RULES[key]
    else if (fitsSpec(RULE_SPECS[key], given[key])) used[key] = given[key]
  }
  return used
}

/**
 * Why a case must be skipped for these capabilities, or null when it is graded (ruling 31): one
 * of its tags is not among `features`, or one of its rule values is not supported (an option left
 * out of a present `rules` supports only its default).
 */
export function skipReason(caps: Capabilities, tags: readonly string[], request: unknown): string | null {
  if (caps.features) {
    const missing = tags.filter((t) => !caps.features!.includes(t))
    if (missing.length > 0)
      return `needs the ${missing.map((t) => `"${t}"`).join(', ')} feature${missing.length > 1 ? 's' : ''}, which hello does not declare`
  }
  if (caps.rules && isRecord(request)) {
    for (const [key, value] of Object.entries(ruleValuesUsed(request))) {
      const entry = caps.rules[key]
      const ok =
        entry === undefined ? value === DEFAULT_RULES[key as keyof typeof DEFAULT_RULES] : supports(entry, value)
      if (!ok) return `uses ${key} = ${JSON.stringify(value)}, but hello declares ${describe(entry)} for ${key}`
    }
  }
  return null
}

/** The report's view of who was graded. */
export function implementationOf(caps: Capabilities, target: string): Implementation {
  return { name: caps.name, target, declared: caps.declared, features: caps.features, rules: caps.rules }
}

/** Every tag of the contract, for forms and filters. */
export const ALL_TAGS: readonly string[] = TAGS
