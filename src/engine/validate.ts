import { DECK_SIZE, parseCard } from './cards.ts'
import { EngineError, fail } from './errors.ts'
import { checkBet } from './round.ts'
import { isWholeCents, type Rules, resolveRules } from './rules.ts'

/** A seat of a case after validation. */
export interface CaseSeat {
  bet: number
  actions: string[]
  insurance: number | null
  evenMoney: boolean
}

/** A case after validation: always in multi-round form; `single` remembers which form it came in. */
export interface ValidCase {
  rules: Rules
  shoes: number[][]
  rounds: CaseSeat[][]
  single: boolean
}

const CASE_KEYS = new Set(['id', 'title', 'tags', 'expect', 'rules', 'shoe', 'seats', 'shoes', 'rounds'])
const SEAT_KEYS = new Set(['bet', 'actions', 'insurance', 'evenMoney'])
/** Ruling 5: the action grammar. */
export const ACTION_PATTERN = /^(hit|stand|double|split|surrender|double:\d+(\.\d+)?)$/

/** True for a JSON object (not an array, not null). */
export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

function caseError(message: string): never {
  fail('invalid-case', message)
}

function checkSeats(seats: unknown, where: string): void {
  if (!Array.isArray(seats)) caseError(`${where} must be a list of seats`)
  if (seats.length < 1 || seats.length > 7) caseError(`${where} has ${seats.length} seats; a table has 1 to 7`)
  seats.forEach((seat, i) => {
    const at = `${where}[${i}]`
    if (!isObject(seat)) caseError(`${at} must be an object { bet, actions, insurance?, evenMoney? }`)
    for (const key of Object.keys(seat)) {
      if (!SEAT_KEYS.has(key))
        caseError(`${at} has an unknown field "${key}"; a seat has bet, actions, insurance and evenMoney`)
    }
    if (typeof seat.bet !== 'number') caseError(`${at}.bet must be a number`)
    if (!Array.isArray(seat.actions)) caseError(`${at}.actions must be a list of action strings ([] for none)`)
    seat.actions.forEach((a, j) => {
      if (typeof a !== 'string' || !ACTION_PATTERN.test(a)) {
        caseError(
          `${at}.actions[${j}] is ${JSON.stringify(a)}; an action is hit, stand, double, double:AMOUNT, split or surrender`,
        )
      }
    })
    if (seat.insurance !== undefined && seat.insurance !== null && typeof seat.insurance !== 'number') {
      caseError(`${at}.insurance must be a number or null`)
    }
    if (seat.evenMoney !== undefined && typeof seat.evenMoney !== 'boolean')
      caseError(`${at}.evenMoney must be true or false`)
  })
}

function checkShape(c: Record<string, unknown>): void {
  for (const key of Object.keys(c)) {
    // The fields of contract section 4 ("A case"), named in the message so no one needs the contract open.
    if (!CASE_KEYS.has(key)) {
      caseError(
        `the case has an unknown field "${key}"; a case has id, title, tags, rules, expect, and either shoe and seats or shoes and rounds (contract section 4)`,
      )
    }
  }
  if (c.id !== undefined && typeof c.id !== 'string') caseError('id must be a string')
  if (c.title !== undefined && typeof c.title !== 'string') caseError('title must be a string')
  if (c.tags !== undefined && !(Array.isArray(c.tags) && c.tags.every((t) => typeof t === 'string'))) {
    caseError('tags must be a list of strings')
  }
  if (c.rules !== undefined && !isObject(c.rules)) caseError('rules must be an object')
  const single = c.shoe !== undefined && c.seats !== undefined && c.shoes === undefined && c.rounds === undefined
  const multi = c.shoes !== undefined && c.rounds !== undefined && c.shoe === undefined && c.seats === undefined
  if (!single && !multi) caseError('a case has either "shoe" and "seats", or "shoes" and "rounds"')
  if (single) {
    if (!Array.isArray(c.shoe)) caseError('shoe must be a list of cards')
    checkSeats(c.seats, 'seats')
    return
  }
  if (!Array.isArray(c.shoes) || c.shoes.length === 0) caseError('shoes must be a non-empty list of shoes')
  c.shoes.forEach((s, i) => {
    if (!Array.isArray(s)) caseError(`shoes[${i}] must be a list of cards`)
  })
  if (!Array.isArray(c.rounds) || c.rounds.length === 0) caseError('rounds must be a non-empty list of rounds')
  c.rounds.forEach((r, i) => {
    if (!isObject(r)) caseError(`rounds[${i}] must be an object { seats }`)
    for (const key of Object.keys(r))
      if (key !== 'seats') caseError(`rounds[${i}] has an unknown field "${key}"; a round has only seats`)
    checkSeats(r.seats, `rounds[${i}].seats`)
  })
}

function parseShoe(shoe: unknown[], decks: number, where: string): number[] {
  const counts = new Array<number>(DECK_SIZE).fill(0)
  return shoe.map((text, i) => {
    const code = parseCard(text)
    if (code < 0) {
      fail(
        'invalid-shoe',
        `${where}[${i}] is ${JSON.stringify(text)}, not a card: a card is a rank (A 2-9 T J Q K) then a suit (S H D C)`,
      )
    }
    if (++counts[code] > decks)
      fail('invalid-shoe', `${where} holds ${text} more than ${decks} time(s), but the shoe has only ${decks} deck(s)`)
    return code
  })
}

function checkSeatMoney(rules: Rules, seat: CaseSeat, i: number, where: string): void {
  checkBet(rules, seat.bet, i)
  const stake = seat.insurance
  if (stake !== null && (!isWholeCents(stake) || stake < 0 || stake * 2 > seat.bet + 1e-9)) {
    fail(
      'invalid-bet',
      `${where}[${i}].insurance is ${stake}; a stake is 0 to half the bet (${seat.bet / 2}) in whole cents`,
      { seat: i },
    )
  }
}

/**
 * Validates a whole case before anything is dealt, reporting the first problem in ruling 1's order:
 * invalid-case, invalid-rules, invalid-shoe, invalid-bet (rounds, then seats; bet before insurance).
 */
export function validateCase(c: unknown): ValidCase {
  if (!isObject(c)) caseError('a case must be a JSON object')
  checkShape(c)
  const rules = resolveRules((c.rules as Record<string, unknown> | undefined) ?? {})
  const single = c.shoe !== undefined
  const rawShoes = (single ? [c.shoe] : c.shoes) as unknown[][]
  const shoes = rawShoes.map((s, i) => parseShoe(s, rules.decks, single ? 'shoe' : `shoes[${i}]`))
  const rawRounds = single ? [c.seats] : (c.rounds as { seats: unknown }[]).map((r) => r.seats)
  const rounds = (rawRounds as Record<string, unknown>[][]).map((seats) =>
    seats.map((s) => ({
      bet: s.bet as number,
      actions: s.actions as string[],
      insurance: (s.insurance as number | null | undefined) ?? null,
      evenMoney: s.evenMoney === true,
    })),
  )
  rounds.forEach((seats, r) => {
    const where = single ? 'seats' : `rounds[${r}].seats`
    try {
      for (let i = 0; i < seats.length; i++) checkSeatMoney(rules, seats[i], i, where)
    } catch (e) {
      if (!single && e instanceof EngineError) e.body.round = r
      throw e
    }
  })
  return { rules, shoes, rounds, single }
}
