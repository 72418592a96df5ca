// Checks a whole case before anything is dealt, in the contract's order: case, rules, shoe, bets.
import { DEFAULT_RULES, isCard } from './cards.js'

/** An answer of the protocol's error kind: { error: { code, message, ... } }. */
export class CaseError extends Error {
  constructor(code, message, where = {}) {
    super(message)
    this.body = { code, message, ...where }
  }
}
const fail = (code, message, where) => {
  throw new CaseError(code, message, where)
}

export const isObject = (x) => typeof x === 'object' && x !== null && !Array.isArray(x)
export const wholeCents = (x) => Number.isFinite(x) && Math.abs(x * 100 - Math.round(x * 100)) < 1e-6
export const cents = (x) => Math.round(x * 100)

const BOOL = 'bool'
const SPECS = {
  decks: { int: [1, 8] },
  hitSoft17: BOOL,
  naturals: BOOL,
  blackjackPays: ['3:2', '6:5', '1:1'],
  holeCard: ['peek', 'enhc'],
  peekTen: BOOL,
  obo: BOOL,
  double: ['any', '9-11', '10-11', 'none'],
  doubleForLess: BOOL,
  doubleAfterSplit: BOOL,
  split: BOOL,
  splitBy: ['value', 'rank'],
  maxHands: { int: [2, 8] },
  resplitAces: BOOL,
  hitSplitAces: BOOL,
  splitDeal: ['sequential', 'upfront'],
  surrender: ['none', 'late', 'early'],
  surrenderAfterSplit: BOOL,
  insurance: BOOL,
  evenMoney: BOOL,
  penetration: { num: [0, 0.95] },
  burn: { int: [0, 10] },
  minBet: 'money',
  maxBet: 'money',
}

function allowed(spec, v) {
  if (spec === BOOL) return typeof v === 'boolean'
  if (spec === 'money') return typeof v === 'number' && v > 0 && wholeCents(v)
  if (Array.isArray(spec)) return spec.includes(v)
  const [lo, hi] = spec.int ?? spec.num
  return typeof v === 'number' && (!spec.int || Number.isInteger(v)) && v >= lo && v <= hi
}

/** The table's rules from a case's rules object; a bad key or value is invalid-rules. */
export function readRules(given) {
  const rules = { ...DEFAULT_RULES }
  for (const [key, v] of Object.entries(given)) {
    if (!(key in SPECS)) fail('invalid-rules', `unknown rule "${key}"; the rules are ${Object.keys(SPECS).join(', ')}`)
    if (!allowed(SPECS[key], v)) fail('invalid-rules', `rule ${key} cannot be ${JSON.stringify(v)}`)
    rules[key] = v
  }
  if (rules.minBet > rules.maxBet) fail('invalid-rules', 'minBet is above maxBet')
  return rules
}

const CASE_KEYS = ['id', 'title', 'tags', 'expect', 'rules', 'shoe', 'seats', 'shoes', 'rounds']
const SEAT_KEYS = ['bet', 'actions', 'insurance', 'evenMoney']
const ACTION = /^(hit|stand|double|split|surrender|double:\d+(\.\d+)?)$/

function checkSeats(seats) {
  if (!Array.isArray(seats) || seats.length < 1 || seats.length > 7)
    fail('invalid-case', 'seats must list 1 to 7 seats')
  seats.forEach((s, i) => {
    if (!isObject(s)) fail('invalid-case', `seat ${i} must be an object`)
    const unknown = Object.keys(s).find((k) => !SEAT_KEYS.includes(k))
    if (unknown) fail('invalid-case', `seat ${i} has an unknown field ${unknown}`)
    if (typeof s.bet !== 'number') fail('invalid-case', `seat ${i}: bet must be a number`)
    if (!Array.isArray(s.actions) || !s.actions.every((a) => typeof a === 'string' && ACTION.test(a)))
      fail('invalid-case', `seat ${i}: actions must be a list of hit, stand, double, split, surrender`)
    if (s.insurance != null && typeof s.insurance !== 'number')
      fail('invalid-case', `seat ${i}: insurance must be a number`)
    if (s.evenMoney !== undefined && typeof s.evenMoney !== 'boolean')
      fail('invalid-case', `seat ${i}: evenMoney must be true or false`)
  })
  return seats
}

function checkShape(c) {
  const unknown = Object.keys(c).find((k) => !CASE_KEYS.includes(k))
  if (unknown) fail('invalid-case', `unknown field ${unknown}`)
  if (c.id !== undefined && typeof c.id !== 'string') fail('invalid-case', 'id must be a string')
  if (c.title !== undefined && typeof c.title !== 'string') fail('invalid-case', 'title must be a string')
  if (c.tags !== undefined && !(Array.isArray(c.tags) && c.tags.every((t) => typeof t === 'string')))
    fail('invalid-case', 'tags must be a list of strings')
  if (c.rules !== undefined && !isObject(c.rules)) fail('invalid-case', 'rules must be an object')
  const has = ['shoe', 'seats', 'shoes', 'rounds'].filter((k) => c[k] !== undefined).join()
  if (has === 'shoe,seats') {
    if (!Array.isArray(c.shoe)) fail('invalid-case', 'shoe must be a list of cards')
    return { shoes: [c.shoe], rounds: [checkSeats(c.seats)], single: true }
  }
  if (has !== 'shoes,rounds') fail('invalid-case', 'a case has shoe and seats, or shoes and rounds')
  if (!Array.isArray(c.shoes) || c.shoes.length === 0 || !c.shoes.every(Array.isArray))
    fail('invalid-case', 'shoes must be a non-empty list of lists of cards')
  if (!Array.isArray(c.rounds) || c.rounds.length === 0) fail('invalid-case', 'rounds must be a non-empty list')
  for (const r of c.rounds)
    if (!isObject(r) || Object.keys(r).join() !== 'seats') fail('invalid-case', 'each round is {"seats": [...]}')
  return { shoes: c.shoes, rounds: c.rounds.map((r) => checkSeats(r.seats)), single: false }
}

function checkShoe(shoe, decks) {
  const seen = new Map()
  for (const card of shoe) {
    if (!isCard(card)) fail('invalid-shoe', `${JSON.stringify(card)} is not a card (rank A23456789TJQK then suit SHDC)`)
    seen.set(card, (seen.get(card) ?? 0) + 1)
    if (seen.get(card) > decks) fail('invalid-shoe', `${card} appears more than ${decks} times in a ${decks}-deck shoe`)
  }
}

function checkBets(rules, seats, where) {
  seats.forEach((s, seat) => {
    if (!wholeCents(s.bet) || s.bet < rules.minBet || s.bet > rules.maxBet)
      fail('invalid-bet', `seat ${seat}: bet ${s.bet} is outside ${rules.minBet}-${rules.maxBet}`, { ...where, seat })
    const stake = s.insurance ?? 0
    if (!wholeCents(stake) || stake < 0 || cents(stake) * 2 > cents(s.bet))
      fail('invalid-bet', `seat ${seat}: insurance is 0 to half the bet`, { ...where, seat })
  })
}

/** The rules, shoes, rounds' seats and whether it is a one-round case; throws CaseError. */
export function validate(c) {
  const { shoes, rounds, single } = checkShape(c)
  const rules = readRules(c.rules ?? {})
  for (const shoe of shoes) checkShoe(shoe, rules.decks)
  rounds.forEach((seats, r) => {
    checkBets(rules, seats, single ? {} : { round: r })
  })
  return { rules, shoes, rounds, single }
}
