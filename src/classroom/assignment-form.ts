import { type Assignment, VISIBILITIES } from '../assignment/assignment.ts'
import { parseAssignment } from '../assignment/validate.ts'
import { TAGS } from '../engine/protocol.ts'

/** The builder form's fields, as text (what the page shows back after a post). */
export interface AssignmentFormValues {
  title: string
  rules: string
  /** tag → included, points, extra credit. */
  parts: Record<string, { on: boolean; points: string; extra: boolean }>
  hands: string
  seed: string
  fixtures: boolean
  shuffles: string
  timeoutMs: string
  hiddenHands: string
  hiddenSeed: string
  visibility: string
  command: string
}

/** The default command shown on the page (the one in the examples). */
export const DEFAULT_COMMAND = 'python3 blackjack.py'

/** The form filled in from an assignment (a preset, or one posted back). */
export function formValues(a: Assignment, command = a.command ?? DEFAULT_COMMAND): AssignmentFormValues {
  const parts: AssignmentFormValues['parts'] = {}
  for (const t of TAGS) {
    const p = a.parts[t]
    parts[t] = { on: p !== undefined, points: String(p?.points ?? 3), extra: p?.extraCredit === true }
  }
  return {
    title: a.title,
    rules: a.rules ? JSON.stringify(a.rules) : '',
    parts,
    hands: String(a.hands),
    seed: a.seed,
    fixtures: a.fixtures !== false,
    shuffles: String(a.shuffles ?? 1000),
    timeoutMs: String(a.timeoutMs ?? 5000),
    hiddenHands: a.hidden ? String(a.hidden.hands) : '0',
    hiddenSeed: a.hidden?.seed ?? '',
    visibility: a.hidden?.visibility ?? 'after_due_date',
    command,
  }
}

const whole = (label: string, text: string): number => {
  const n = Number(text.trim())
  if (text.trim() === '' || !Number.isFinite(n))
    throw new Error(`${label} must be a number (got "${text.slice(0, 20)}")`)
  return n
}

/**
 * The assignment a builder form describes, checked by the same validator as a file (the message
 * names the field and what is allowed). Hidden hands count 0 means none.
 */
export function assignmentOfForm(v: AssignmentFormValues): Assignment {
  let rules: unknown
  if (v.rules.trim()) {
    try {
      rules = JSON.parse(v.rules)
    } catch {
      throw new Error(
        `the rules must be a JSON object such as {"decks": 6, "hitSoft17": true} (got ${v.rules.slice(0, 60)})`,
      )
    }
  }
  const parts: Record<string, unknown> = {}
  for (const [tag, p] of Object.entries(v.parts))
    if (p.on)
      parts[tag] = { points: whole(`the points of ${tag}`, p.points), ...(p.extra ? { extraCredit: true } : {}) }
  const hidden = whole('hidden hands', v.hiddenHands)
  if (hidden > 0 && !(VISIBILITIES as readonly string[]).includes(v.visibility))
    throw new Error(`the visibility must be one of ${VISIBILITIES.join(', ')}`)
  return parseAssignment({
    title: v.title,
    ...(rules !== undefined ? { rules } : {}),
    parts,
    hands: whole('hands', v.hands),
    seed: v.seed,
    ...(hidden > 0 ? { hidden: { hands: hidden, seed: v.hiddenSeed, visibility: v.visibility } } : {}),
    fixtures: v.fixtures,
    shuffles: whole('shuffles', v.shuffles),
    timeoutMs: whole('timeout', v.timeoutMs),
    ...(v.command.trim() ? { command: v.command.trim() } : {}),
  })
}

/** Reads the builder form's fields from a parsed form body. */
export function readAssignmentForm(form: Record<string, unknown>): AssignmentFormValues {
  const text = (k: string) => {
    const x = Array.isArray(form[k]) ? (form[k] as unknown[])[0] : form[k]
    return typeof x === 'string' ? x : ''
  }
  const parts: AssignmentFormValues['parts'] = {}
  for (const t of TAGS)
    parts[t] = { on: text(`part-${t}`) === 'on', points: text(`points-${t}`), extra: text(`extra-${t}`) === 'on' }
  return {
    title: text('title'),
    rules: text('rules'),
    parts,
    hands: text('hands'),
    seed: text('seed'),
    fixtures: text('fixtures') === 'on',
    shuffles: text('shuffles'),
    timeoutMs: text('timeoutMs'),
    hiddenHands: text('hiddenHands'),
    hiddenSeed: text('hiddenSeed'),
    visibility: text('visibility'),
    command: text('command'),
  }
}

/** An assignment as a link's path segment (base64url of its JSON): never with its hidden hands. */
export function encodeForLink(a: Assignment): string {
  const { hidden: _h, ...open } = a
  const bytes = new TextEncoder().encode(JSON.stringify(open))
  let bin = ''
  for (const b of bytes) bin += String.fromCharCode(b)
  return btoa(bin).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** The assignment of a link (checked); throws a plain message for a damaged link. */
export function decodeLink(code: string): Assignment {
  let value: unknown
  try {
    const bin = atob(code.replaceAll('-', '+').replaceAll('_', '/'))
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0))
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes))
  } catch {
    throw new Error('this assignment link is damaged: ask your instructor for it again')
  }
  return parseAssignment(value)
}
