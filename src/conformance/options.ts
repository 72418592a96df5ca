import { resolveRules } from '../engine/rules.ts'
import { ALL_TAGS } from './capabilities.ts'
import { MAX_COUNT, MIN_SHUFFLES } from './plan.ts'

/** Parses a comma-separated list of parts, naming any that is not a tag of the contract. */
export function parseTags(text: string | undefined | null): string[] | null {
  if (text === undefined || text === null || text.trim() === '') return null
  const tags = text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
  const unknown = tags.filter((t) => !ALL_TAGS.includes(t))
  if (unknown.length > 0)
    throw new Error(`unknown part ${unknown.map((t) => `"${t}"`).join(', ')}; the parts are ${ALL_TAGS.join(', ')}`)
  return tags
}

/** Parses a rules JSON object, checked by the engine (an invalid one names the key and the allowed values). */
export function parseRules(text: string | undefined | null): Record<string, unknown> | null {
  if (text === undefined || text === null || text.trim() === '') return null
  let rules: unknown
  try {
    rules = JSON.parse(text)
  } catch {
    throw new Error(`rules must be a JSON object such as {"hitSoft17":true}; got ${text.slice(0, 200)}`)
  }
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules))
    throw new Error('rules must be a JSON object such as {"hitSoft17":true}')
  resolveRules(rules as Record<string, unknown>)
  return rules as Record<string, unknown>
}

/** Parses a whole number option within [min, max], or returns `fallback` when absent. */
export function parseWhole(
  name: string,
  text: string | undefined | null,
  fallback: number,
  min: number,
  max: number,
): number {
  if (text === undefined || text === null || text.trim() === '') return fallback
  const n = Number(text)
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} is "${text}"; it must be a whole number from ${min} to ${max}`)
  return n
}

/** The number of uniformity shuffles: 0 (none) or enough for the chi-square (5 expected per cell). */
export function parseShuffles(text: string | undefined | null, fallback: number): number {
  const n = parseWhole('shuffles', text, fallback, 0, MAX_COUNT)
  if (n > 0 && n < MIN_SHUFFLES)
    throw new Error(`shuffles is ${n}; it must be 0 or from ${MIN_SHUFFLES} to ${MAX_COUNT}`)
  return n
}

/** A seed: any short printable string. */
export function parseSeed(text: string | undefined | null, fallback: string): string {
  if (text === undefined || text === null || text === '') return fallback
  if (text.length > 100 || [...text].some((ch) => ch.charCodeAt(0) < 32))
    throw new Error('seed must be at most 100 printable characters')
  return text
}
