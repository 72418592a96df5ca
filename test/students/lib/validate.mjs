// A sample student's blackjack engine, part 1: cards, rules and validating a case.
// An independent implementation of the conformance protocol, written from the contract alone:
// it shares no code with src/engine, so grading it at 100% means something.

const RANKS = 'A23456789TJQK'
const SUITS = 'SHDC'

class CaseError extends Error {
  constructor(code, message, where = {}) {
    super(message)
    this.body = { code, message, ...where }
  }
}
const fail = (code, message, where) => {
  throw new CaseError(code, message, where)
}

const isObj = (x) => typeof x === 'object' && x !== null && !Array.isArray(x)
const isCard = (c) => typeof c === 'string' && c.length === 2 && RANKS.includes(c[0]) && SUITS.includes(c[1])
const value = (c) => Math.min(RANKS.indexOf(c[0]) + 1, 10)
const isAce = (c) => c[0] === 'A'
const cents = (x) => Math.round(x * 100)
export const wholeCents = (x) => Number.isFinite(x) && Math.abs(x * 100 - Math.round(x * 100)) < 1e-6

/** Total of a hand: aces as 1, plus 10 for one ace when that stays at most 21 (then it is soft). */
export function total(cards) {
  let t = 0
  for (const c of cards) t += value(c)
  const soft = cards.some(isAce) && t + 10 <= 21
  return { total: soft ? t + 10 : t, soft }
}

// ---- rules ----

const BOOL = 'bool'
const RULES = {
  decks: [6, { int: [1, 8] }],
  hitSoft17: [false, BOOL],
  naturals: [true, BOOL],
  blackjackPays: ['3:2', ['3:2', '6:5', '1:1']],
  holeCard: ['peek', ['peek', 'enhc']],
  peekTen: [true, BOOL],
  obo: [true, BOOL],
  double: ['any', ['any', '9-11', '10-11', 'none']],
  doubleForLess: [false, BOOL],
  doubleAfterSplit: [true, BOOL],
  split: [true, BOOL],
  splitBy: ['value', ['value', 'rank']],
  maxHands: [4, { int: [2, 8] }],
  resplitAces: [false, BOOL],
  hitSplitAces: [false, BOOL],
  splitDeal: ['sequential', ['sequential', 'upfront']],
  surrender: ['late', ['none', 'late', 'early']],
  surrenderAfterSplit: [false, BOOL],
  insurance: [true, BOOL],
  evenMoney: [true, BOOL],
  penetration: [0.75, { num: [0, 0.95] }],
  burn: [1, { int: [0, 10] }],
  minBet: [5, 'money'],
  maxBet: [100, 'money'],
}

function allowed(spec, v) {
  if (spec === BOOL) return typeof v === 'boolean'
  if (spec === 'money') return typeof v === 'number' && v > 0 && wholeCents(v)
  if (Array.isArray(spec)) return spec.includes(v)
  const [lo, hi] = spec.int ?? spec.num
  return typeof v === 'number' && (!spec.int || Number.isInteger(v)) && v >= lo && v <= hi
}

function readRules(input) {
  const rules = {}
  for (const [k, [def]] of Object.entries(RULES)) rules[k] = def
  for (const [k, v] of Object.entries(input)) {
    if (!(k in RULES)) fail('invalid-rules', `unknown rule ${k}`)
    if (!allowed(RULES[k][1], v)) fail('invalid-rules', `bad value for ${k}: ${JSON.stringify(v)}`)
    rules[k] = v
  }
  if (rules.minBet > rules.maxBet) fail('invalid-rules', 'minBet is above maxBet')
  return rules
}

// ---- validation (contract ruling 1: case, rules, shoe, bet) ----

const CASE_KEYS = ['id', 'title', 'tags', 'expect', 'rules', 'shoe', 'seats', 'shoes', 'rounds']
const ACTION = /^(hit|stand|double|split|surrender|double:\d+(\.\d+)?)$/

function checkSeats(seats) {
  if (!Array.isArray(seats) || seats.length < 1 || seats.length > 7)
    fail('invalid-case', 'seats must list 1 to 7 seats')
  for (const s of seats) {
    if (!isObj(s)) fail('invalid-case', 'a seat must be an object')
    for (const k of Object.keys(s))
      if (!['bet', 'actions', 'insurance', 'evenMoney'].includes(k)) fail('invalid-case', `unknown seat field ${k}`)
    if (typeof s.bet !== 'number') fail('invalid-case', 'bet must be a number')
    if (!Array.isArray(s.actions) || !s.actions.every((a) => typeof a === 'string' && ACTION.test(a)))
      fail('invalid-case', 'actions must be a list of action strings')
    if (s.insurance !== undefined && s.insurance !== null && typeof s.insurance !== 'number')
      fail('invalid-case', 'insurance must be a number')
    if (s.evenMoney !== undefined && typeof s.evenMoney !== 'boolean')
      fail('invalid-case', 'evenMoney must be a boolean')
  }
}

function checkShape(c) {
  if (!isObj(c)) fail('invalid-case', 'a case must be an object')
  for (const k of Object.keys(c)) if (!CASE_KEYS.includes(k)) fail('invalid-case', `unknown field ${k}`)
  if (c.id !== undefined && typeof c.id !== 'string') fail('invalid-case', 'id must be a string')
  if (c.title !== undefined && typeof c.title !== 'string') fail('invalid-case', 'title must be a string')
  if (c.tags !== undefined && !(Array.isArray(c.tags) && c.tags.every((t) => typeof t === 'string')))
    fail('invalid-case', 'tags must be strings')
  if (c.rules !== undefined && !isObj(c.rules)) fail('invalid-case', 'rules must be an object')
  const has = (k) => c[k] !== undefined
  if (has('shoe') && has('seats') && !has('shoes') && !has('rounds')) {
    if (!Array.isArray(c.shoe)) fail('invalid-case', 'shoe must be a list')
    checkSeats(c.seats)
    return { shoes: [c.shoe], rounds: [c.seats], single: true }
  }
  if (!(has('shoes') && has('rounds') && !has('shoe') && !has('seats')))
    fail('invalid-case', 'a case has shoe and seats, or shoes and rounds')
  if (!Array.isArray(c.shoes) || c.shoes.length === 0 || !c.shoes.every(Array.isArray))
    fail('invalid-case', 'shoes must be a non-empty list of lists')
  if (!Array.isArray(c.rounds) || c.rounds.length === 0) fail('invalid-case', 'rounds must be a non-empty list')
  for (const r of c.rounds) {
    if (!isObj(r) || Object.keys(r).some((k) => k !== 'seats')) fail('invalid-case', 'a round is { seats }')
    checkSeats(r.seats)
  }
  return { shoes: c.shoes, rounds: c.rounds.map((r) => r.seats), single: false }
}

function checkShoe(shoe, decks) {
  const seen = {}
  for (const card of shoe) {
    if (!isCard(card)) fail('invalid-shoe', `${JSON.stringify(card)} is not a card`)
    seen[card] = (seen[card] ?? 0) + 1
    if (seen[card] > decks) fail('invalid-shoe', `${card} appears more than ${decks} times`)
  }
}

function checkBets(rules, seats, where) {
  seats.forEach((s, seat) => {
    if (!wholeCents(s.bet) || s.bet < rules.minBet || s.bet > rules.maxBet)
      fail('invalid-bet', `seat ${seat}: bet outside the limits`, { ...where, seat })
    const ins = s.insurance ?? 0
    if (!wholeCents(ins) || ins < 0 || cents(ins) * 2 > cents(s.bet))
      fail('invalid-bet', `seat ${seat}: insurance is 0 to half the bet`, { ...where, seat })
  })
}

/** Checks a whole case before anything is dealt; returns what play needs. */
export function validate(c) {
  const shape = checkShape(c)
  const rules = readRules(c.rules ?? {})
  for (const shoe of shape.shoes) checkShoe(shoe, rules.decks)
  for (let r = 0; r < shape.rounds.length; r++) checkBets(rules, shape.rounds[r], shape.single ? {} : { round: r })
  return { rules, ...shape }
}

export { CaseError, cents, fail, isAce, isObj, value }
