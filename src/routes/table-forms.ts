import type { Context } from 'hono'
import { PHASE_MOVES } from '../engine/legal-moves.ts'
import type { Rules } from '../engine/rules.ts'
import type { Move, MoveName } from '../engine/state.ts'
import { FEATURE_KEYS, type Features, type TableSettings } from '../table/config.ts'
import { toCents } from '../table/money.ts'
import { playerName } from '../table/names.ts'
import { Refusal } from '../table/refusal.ts'
import type { Command } from '../table/state.ts'

/** A parsed form: each field's first value, and every value of repeated fields. */
export type Form = Record<string, string | File | (string | File)[]>

/** Reads a form post (urlencoded or multipart only: 415 otherwise). The size cap is checked before. */
export async function readForm(c: Context): Promise<Form> {
  const type = c.req.header('content-type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new Refusal(415, 'Refused: send this as an HTML form (application/x-www-form-urlencoded).')
  }
  return (await c.req.parseBody({ all: true })) as Form
}

/** The first string value of a field. */
export function field(form: Form, name: string): string | undefined {
  const v = form[name]
  const first = Array.isArray(v) ? v[0] : v
  return typeof first === 'string' ? first : undefined
}

function all(form: Form, name: string): string[] {
  const v = form[name]
  return (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x): x is string => typeof x === 'string')
}

/**
 * A plain decimal number as a person types it ("6", "0.75", "12.50", "-1"): no spaces, no sign
 * but minus, no exponent, hex, "Infinity" or a dot without digits on both sides. Number() takes
 * all of those ("0x10" is 16, "1e3" is 1000), so a form field could mean something it does not show.
 */
const PLAIN_NUMBER = /^-?\d{1,9}(\.\d{1,9})?$/

function num(form: Form, name: string, label: string): number {
  const text = field(form, name) ?? ''
  if (!PLAIN_NUMBER.test(text)) {
    const got = text.length > 20 ? `${text.slice(0, 20)}…` : text
    throw new Refusal(400, `${label} must be a number written in plain digits, like 6 or 0.75 (got "${got}")`)
  }
  return Number(text)
}

/** A money amount in dollars, as the form has it: digits with up to two decimals ("10", "12.50"). */
export function amount(form: Form, name = 'amount'): number | undefined {
  const text = field(form, name)?.trim()
  if (text === undefined || text === '') return undefined
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) {
    throw new Refusal(400, `the amount must be a sum like 10 or 12.50 (got "${text.slice(0, 20)}")`)
  }
  return Number(text)
}

/** The create form as table settings; the engine's resolveRules checks every value afterwards. */
export function parseSettings(form: Form): TableSettings {
  const on = new Set(all(form, 'features'))
  const features = Object.fromEntries(FEATURE_KEYS.map((k) => [k, on.has(k)])) as unknown as Features
  const check = (name: string) => field(form, name) === 'on'
  // A house rule a feature toggle makes irrelevant is in a disabled fieldset, which a browser does
  // not send: a missing select or number is left out (the contract's default), never refused.
  const pick = (name: string) => field(form, name)
  const opt = (name: string, label: string) => (field(form, name) === undefined ? undefined : num(form, name, label))
  const house: Record<string, unknown> = {
    decks: opt('decks', 'Decks'),
    hitSoft17: pick('hitSoft17') === undefined ? undefined : pick('hitSoft17') === 'h17',
    blackjackPays: pick('blackjackPays'),
    holeCard: pick('holeCard'),
    peekTen: check('peekTen'),
    obo: check('obo'),
    double: pick('double'),
    doubleForLess: check('doubleForLess'),
    doubleAfterSplit: check('doubleAfterSplit'),
    maxHands: opt('maxHands', 'Split up to'),
    splitBy: pick('splitBy'),
    resplitAces: check('resplitAces'),
    hitSplitAces: check('hitSplitAces'),
    splitDeal: pick('splitDeal'),
    surrender: pick('surrender'),
    surrenderAfterSplit: check('surrenderAfterSplit'),
    penetration: opt('penetration', 'Penetration'),
    burn: opt('burn', 'Cards burned'),
    minBet: opt('minBet', 'Minimum bet'),
    maxBet: opt('maxBet', 'Maximum bet'),
  }
  for (const k of Object.keys(house)) if (house[k] === undefined) delete house[k]
  return {
    features,
    house: house as Partial<Rules>,
    bankroll: num(form, 'bankroll', 'Starting bankroll'),
    turnSeconds: num(form, 'turnSeconds', 'Seconds per decision'),
    coach: check('coach'),
    soloClock: check('soloClock'),
  }
}

const MOVE_NAMES = new Set<string>([...PHASE_MOVES.insurance, ...PHASE_MOVES.surrender, ...PHASE_MOVES.play])

function parseMove(form: Form): Move {
  const name = field(form, 'move') ?? ''
  if (!MOVE_NAMES.has(name))
    throw new Refusal(400, `"${name.slice(0, 20)}" is not a move; the moves are ${[...MOVE_NAMES].join(', ')}`)
  const move = name as MoveName
  if (move === 'insure') {
    const stake = amount(form)
    if (stake === undefined) throw new Refusal(400, 'insurance needs a stake (the amount field)')
    return { action: 'insure', amount: stake }
  }
  if (move === 'double') return { action: 'double', amount: amount(form) }
  return { action: move }
}

/** A table form as a command and its action id (the idempotency key). */
export function parseCommand(verb: string, form: Form): { actionId: string; cmd: Command } {
  const actionId = field(form, 'actionId') ?? ''
  if (!/^[A-Za-z0-9-]{8,64}$/.test(actionId)) {
    throw new Refusal(400, 'the form has no valid action id; reload the table and try again')
  }
  switch (verb) {
    case 'join': {
      const seat = field(form, 'seat')
      if (seat !== undefined && !/^[1-7]$/.test(seat)) throw new Refusal(400, 'the seat must be a number from 1 to 7')
      return {
        actionId,
        cmd: { kind: 'join', name: playerName(field(form, 'name') ?? ''), seat: seat ? Number(seat) - 1 : undefined },
      }
    }
    case 'bet': {
      const dollars = amount(form)
      return { actionId, cmd: { kind: 'bet', cents: dollars === undefined ? undefined : toCents(dollars) } }
    }
    case 'leave':
    case 'deal':
    case 'rebuy':
      return { actionId, cmd: { kind: verb } }
    case 'act': {
      const seq = field(form, 'seq') ?? ''
      if (!/^\d{1,9}$/.test(seq))
        throw new Refusal(400, 'the form has no valid round sequence number (seq); reload the table')
      return { actionId, cmd: { kind: 'move', move: parseMove(form), seq: Number(seq) } }
    }
    default:
      throw new Refusal(400, `"${verb.slice(0, 20)}" is not a table action`)
  }
}
