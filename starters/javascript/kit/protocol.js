// The grader's side: hello, shuffle requests and cases, one JSON line in and one JSON line out.
import { createInterface } from 'node:readline'
import { DEFAULT_RULES, NotImplementedError, newHand } from './cards.js'
import { result } from './settle.js'
import { playRound } from './table.js'
import { CaseError, cents, isObject, validate } from './validate.js'

const drawFrom = (cards) => {
  let i = 0
  return () => cards[i++ % cards.length]
}
const rules = DEFAULT_RULES

// Each part of the assignment and a call of each of its functions; a part is finished when none of
// its calls throws NotImplementedError. The order is the order a case needs them in.
export const PARTS = [
  ['values', { cardValue: (s) => s.cardValue('AS'), handTotal: (s) => s.handTotal(['AS', '6H']) }],
  ['deal', { dealRound: (s) => s.dealRound(1, drawFrom(['TS', '6H', '7D', '9C']), true) }],
  [
    'hit-stand',
    {
      hitOrStand: (s) => s.hitOrStand(['TS', '6H'], 'stand', drawFrom(['5C'])),
      settleHand: (s) => s.settleHand(20, 18, 10000),
    },
  ],
  ['dealer', { dealerPlays: (s) => s.dealerPlays(['TS', '6H'], drawFrom(['5C']), false) }],
  ['shuffle', { shuffleShoe: (s) => s.shuffleShoe(1, Math.random) }],
  ['shoe', { cutCardReached: (s) => s.cutCardReached(10, rules) }],
  ['betting', { roundToCents: (s) => s.roundToCents(-3625) }],
  [
    'blackjack',
    { isBlackjack: (s) => s.isBlackjack(['AS', 'KH'], false), blackjackNet: (s) => s.blackjackNet(10000, '3:2') },
  ],
  [
    'surrender',
    {
      canSurrender: (s) => s.canSurrender(newHand(['TS', '6H'], 10000), rules, false),
      surrenderNet: (s) => s.surrenderNet(10000),
    },
  ],
  ['double', { canDouble: (s) => s.canDouble(newHand(['6S', '5H'], 10000), rules, 10000) }],
  ['split', { canSplit: (s) => s.canSplit(newHand(['8S', '8H'], 10000), 1, rules) }],
  ['insurance', { insuranceNet: (s) => s.insuranceNet(5000, true) }],
  ['even-money', { evenMoneyNet: (s) => s.evenMoneyNet(10000) }],
]
export const ROUND_PARTS = ['values', 'deal', 'hit-stand', 'dealer']

const cache = new WeakMap()

/** Each unfinished part and the message of its first unwritten function (asked once). */
export function missing(s) {
  if (cache.has(s)) return cache.get(s)
  const out = {}
  for (const [part, calls] of PARTS) {
    for (const [name, call] of Object.entries(calls)) {
      try {
        call(s)
      } catch (e) {
        if (!(e instanceof NotImplementedError)) continue // written, if wrongly: the grader will say what is wrong
        out[part] = e.message || `write ${name} (part: ${part})`
        break
      }
    }
  }
  cache.set(s, out)
  return out
}

/** Declares exactly the finished parts (errors and multiplayer come with a playable round). */
export function hello(s) {
  const todo = missing(s)
  const features = PARTS.map(([part]) => part).filter((p) => !(p in todo))
  if (!ROUND_PARTS.some((p) => p in todo)) features.push('errors', 'multiplayer')
  return { name: s.NAME ?? 'JavaScript starter kit', protocol: 1, features }
}

/** The players' choices as a case scripts them. */
function script(seats) {
  const next = seats.map(() => 0)
  return {
    insurance: (i) => cents(seats[i].insurance ?? 0) * 10,
    evenMoney: (i) => seats[i].evenMoney === true,
    earlySurrender(i) {
      if (seats[i].actions[0] !== 'surrender') return false
      next[i] = 1
      return true
    },
    action: (i) => seats[i].actions[next[i]++],
  }
}

function round(s, rules, shoe, pos, seats) {
  const bets = seats.map((seat) => cents(seat.bet) * 10)
  const table = playRound(s, rules, shoe, pos, bets, script(seats))
  return [result(table), table.pos]
}

/** One round, or several that change to the next shoe after the cut card. */
export function runCase(s, c) {
  const todo = missing(s)
  for (const part of ROUND_PARTS) if (part in todo) throw new NotImplementedError(todo[part])
  const { rules, shoes, rounds, single } = validate(c)
  if (single) return round(s, rules, shoes[0], 0, rounds[0])[0]
  const results = []
  const reshuffles = []
  let shoe = 0
  let pos = rules.burn
  rounds.forEach((seats, r) => {
    try {
      if (r > 0 && reshuffles.at(-1) === r - 1) {
        shoe++
        pos = rules.burn
        if (shoe >= shoes.length)
          throw new CaseError('shoe-exhausted', `round ${r} needs a new shoe and the case has no more`)
      }
      if (pos > shoes[shoe].length) throw new CaseError('shoe-exhausted', 'the shoe is too short to burn its cards')
      const [played, after] = round(s, rules, shoes[shoe], pos, seats)
      results.push(played)
      pos = after
      if (s.cutCardReached(pos, rules)) reshuffles.push(r)
    } catch (e) {
      if (e instanceof CaseError) e.body.round = r
      throw e
    }
  })
  return { rounds: results, reshuffles }
}

/** A seeded random number generator in [0, 1): FNV-1a of the seed, then mulberry32. */
export function seeded(seed) {
  let h = 0x811c9dc5
  for (const ch of seed) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0
  return () => {
    h = (h + 0x6d2b79f5) >>> 0
    let t = h
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function shuffle(s, req) {
  const todo = missing(s)
  if ('shuffle' in todo) throw new NotImplementedError(todo.shuffle)
  const unknown = Object.keys(req).find((k) => !['op', 'decks', 'seed', 'id'].includes(k))
  if (unknown) throw new CaseError('invalid-case', `a shuffle request has no field ${unknown}`)
  if (req.seed !== undefined && typeof req.seed !== 'string')
    throw new CaseError('invalid-case', 'seed must be a string')
  if (req.id !== undefined && typeof req.id !== 'string') throw new CaseError('invalid-case', 'id must be a string')
  if (!Number.isInteger(req.decks) || req.decks < 1 || req.decks > 8)
    throw new CaseError('invalid-rules', 'decks must be a whole number from 1 to 8')
  return { shoe: s.shuffleShoe(req.decks, req.seed === undefined ? Math.random : seeded(req.seed)) }
}

/** The answer to one request; never throws. */
export function answer(s, req) {
  try {
    if (!isObject(req)) throw new CaseError('invalid-case', 'a request must be a JSON object')
    if (req.op === 'hello') return hello(s)
    if (req.op === 'shuffle') return shuffle(s, req)
    if ('op' in req) throw new CaseError('invalid-case', `unknown op ${JSON.stringify(req.op)}`)
    return runCase(s, req)
  } catch (e) {
    if (e instanceof CaseError) return { error: e.body }
    if (e instanceof NotImplementedError)
      return { error: { code: 'not-implemented', message: `not implemented: ${e.message}` } }
    // A bug in your code: say where, and keep answering.
    console.error(e)
    return { error: { code: 'exception', message: `your code threw ${e?.name ?? 'an error'}: ${e?.message ?? e}` } }
  }
}

/** The local-command transport: each non-blank line in gets exactly one line out. */
export function serve(s, write) {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })
  lines.on('line', (line) => {
    if (line.trim() === '') return
    let req
    try {
      req = JSON.parse(line)
    } catch {
      req = undefined
    }
    write(`${JSON.stringify(answer(s, req))}\n`)
  })
}
