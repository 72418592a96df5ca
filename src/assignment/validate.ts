import { ALL_TAGS } from '../conformance/capabilities.ts'
import { resolveRules } from '../engine/rules.ts'
import { type Assignment, type HiddenHands, type PartSpec, VISIBILITIES, type Visibility } from './assignment.ts'

/** The most generated hands (public or hidden) one assignment may ask for. */
export const MAX_HANDS = 2000
/** The fields an assignment may have; anything else is a typo and refused. */
export const ASSIGNMENT_FIELDS = [
  'title',
  'rules',
  'parts',
  'hands',
  'seed',
  'hidden',
  'fixtures',
  'shuffles',
  'timeoutMs',
  'command',
  'suiteVersion',
  '$schema',
] as const

/** An assignment that is not valid: the message names the field and what is allowed. */
export class AssignmentError extends Error {
  override name = 'AssignmentError'
}

const bad = (field: string, value: unknown, allowed: string): never => {
  const shown = value === undefined ? 'missing' : `${JSON.stringify(value)?.slice(0, 80)}`
  throw new AssignmentError(`assignment field "${field}" is ${shown}; it must be ${allowed}`)
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)

function seedOf(field: string, v: unknown): string {
  if (typeof v !== 'string' || v.length === 0 || v.length > 100 || [...v].some((c) => c.charCodeAt(0) < 32))
    bad(field, v, 'a string of 1 to 100 printable characters')
  return v as string
}

function wholeIn(field: string, v: unknown, min: number, max: number): number {
  if (!Number.isInteger(v) || (v as number) < min || (v as number) > max)
    bad(field, v, `a whole number from ${min} to ${max}`)
  return v as number
}

function partOf(tag: string, v: unknown): PartSpec {
  const field = `parts.${tag}`
  if (!isRecord(v)) bad(field, v, 'an object such as {"points": 10} or {"points": 3, "extraCredit": true}')
  const spec = v as Record<string, unknown>
  for (const k of Object.keys(spec))
    if (k !== 'points' && k !== 'extraCredit')
      bad(`${field}.${k}`, spec[k], 'absent: a part has only points and extraCredit')
  const points = spec.points
  if (typeof points !== 'number' || !Number.isFinite(points) || points < 0 || points > 1000)
    bad(`${field}.points`, points, 'a number from 0 to 1000')
  if (spec.extraCredit !== undefined && typeof spec.extraCredit !== 'boolean')
    bad(`${field}.extraCredit`, spec.extraCredit, 'true or false')
  return spec.extraCredit ? { points: points as number, extraCredit: true } : { points: points as number }
}

function hiddenOf(v: unknown): HiddenHands {
  if (!isRecord(v)) bad('hidden', v, 'an object {"hands", "seed", "visibility"}')
  const h = v as Record<string, unknown>
  for (const k of Object.keys(h))
    if (!['hands', 'seed', 'visibility'].includes(k))
      bad(`hidden.${k}`, h[k], 'absent: hidden has hands, seed and visibility')
  if (!VISIBILITIES.includes(h.visibility as Visibility))
    bad('hidden.visibility', h.visibility, `one of ${VISIBILITIES.join(', ')}`)
  return {
    hands: wholeIn('hidden.hands', h.hands, 1, MAX_HANDS),
    seed: seedOf('hidden.seed', h.seed),
    visibility: h.visibility as Visibility,
  }
}

/**
 * Checks an assignment (parsed JSON) and returns it with only its known fields. Every problem
 * throws an AssignmentError naming the field and the allowed values; nothing is guessed.
 */
export function parseAssignment(value: unknown): Assignment {
  if (!isRecord(value)) bad('(the assignment)', value, 'a JSON object with title, parts, hands and seed')
  const a = value as Record<string, unknown>
  for (const k of Object.keys(a))
    if (!(ASSIGNMENT_FIELDS as readonly string[]).includes(k))
      bad(k, a[k], `absent: the fields are ${ASSIGNMENT_FIELDS.filter((f) => f !== '$schema').join(', ')}`)
  if (typeof a.title !== 'string' || a.title.trim() === '' || a.title.length > 200)
    bad('title', a.title, 'a string of 1 to 200 characters')
  if (!isRecord(a.parts) || Object.keys(a.parts).length === 0)
    bad('parts', a.parts, `an object from part names (${ALL_TAGS.join(', ')}) to {"points": N}`)
  const parts: Record<string, PartSpec> = {}
  for (const [tag, spec] of Object.entries(a.parts as Record<string, unknown>)) {
    if (!ALL_TAGS.includes(tag)) bad(`parts.${tag}`, spec, `under one of the part names ${ALL_TAGS.join(', ')}`)
    parts[tag] = partOf(tag, spec)
  }
  const out: Assignment = {
    title: (a.title as string).trim(),
    parts,
    hands: wholeIn('hands', a.hands, 0, MAX_HANDS),
    seed: seedOf('seed', a.seed),
  }
  if (a.rules !== undefined) {
    if (!isRecord(a.rules)) bad('rules', a.rules, 'an object of rule options such as {"decks": 6, "hitSoft17": false}')
    try {
      resolveRules(a.rules as Record<string, unknown>)
    } catch (e) {
      throw new AssignmentError(`assignment field "rules" is not valid: ${(e as Error).message}`)
    }
    out.rules = { ...(a.rules as Record<string, unknown>) }
  }
  if (a.hidden !== undefined) out.hidden = hiddenOf(a.hidden)
  if (a.fixtures !== undefined) {
    if (typeof a.fixtures !== 'boolean') bad('fixtures', a.fixtures, 'true or false')
    out.fixtures = a.fixtures as boolean
  }
  if (a.shuffles !== undefined) {
    const n = wholeIn('shuffles', a.shuffles, 0, MAX_HANDS)
    if (n > 0 && n < 260) bad('shuffles', n, '0 or a whole number from 260 to 2000 (the chi-square needs 260)')
    out.shuffles = n
  }
  if (a.timeoutMs !== undefined) out.timeoutMs = wholeIn('timeoutMs', a.timeoutMs, 10, 600_000)
  if (a.command !== undefined) {
    if (typeof a.command !== 'string' || a.command.trim() === '') bad('command', a.command, 'a non-empty string')
    out.command = a.command as string
  }
  if (a.suiteVersion !== undefined) {
    if (typeof a.suiteVersion !== 'string' || !/^\d+\.\d+\.\d+$/.test(a.suiteVersion))
      bad('suiteVersion', a.suiteVersion, 'a version such as "1.0.0"')
    out.suiteVersion = a.suiteVersion as string
  }
  return out
}

/** Parses an assignment file's text: bad JSON is named as such, then parseAssignment. */
export function parseAssignmentText(text: string): Assignment {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    throw new AssignmentError(`the assignment is not valid JSON: ${(e as Error).message}`)
  }
  return parseAssignment(value)
}
