// A sample student's blackjack engine, part 3: cases, shuffles, hello, and the line protocol.
import { createInterface } from 'node:readline'
import { playRound } from './round.mjs'
import { CaseError, fail, isObj, validate } from './validate.mjs'

export const TAGS = [
  'shuffle',
  'deal',
  'values',
  'dealer',
  'hit-stand',
  'shoe',
  'errors',
  'multiplayer',
  'surrender',
  'double',
  'split',
  'betting',
  'blackjack',
  'insurance',
  'even-money',
]

/** Runs a case: one round, or several rounds that move to the next shoe after the cut card. */
function runCase(c, bugs) {
  const { rules, shoes, rounds, single } = validate(c)
  if (single) return playRound(rules, shoes[0], 0, rounds[0], bugs).result
  const cut = Math.floor(rules.penetration * rules.decks * 52 + 1e-9)
  const results = []
  const reshuffles = []
  let shoe = 0
  let pos = rules.burn
  rounds.forEach((seats, r) => {
    try {
      if (r > 0 && reshuffles.at(-1) === r - 1) {
        shoe++
        pos = rules.burn
        if (shoe >= shoes.length) fail('shoe-exhausted', `round ${r} needs another shoe`)
      }
      if (pos > shoes[shoe].length) fail('shoe-exhausted', 'not enough cards to burn')
      const played = playRound(rules, shoes[shoe], pos, seats, bugs)
      results.push(played.result)
      pos = played.pos
      if (pos > cut) reshuffles.push(r)
    } catch (e) {
      if (e instanceof CaseError) e.body.round = r
      throw e
    }
  })
  return { rounds: results, reshuffles }
}

/** A seeded random number generator: FNV-1a of the seed, then mulberry32. */
function seeded(seed) {
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

function shuffle(req, bugs) {
  for (const k of Object.keys(req))
    if (!['op', 'decks', 'seed', 'id'].includes(k)) fail('invalid-case', `unknown field ${k}`)
  if (req.id !== undefined && typeof req.id !== 'string') fail('invalid-case', 'id must be a string')
  if (req.seed !== undefined && typeof req.seed !== 'string') fail('invalid-case', 'seed must be a string')
  if (!Number.isInteger(req.decks) || req.decks < 1 || req.decks > 8) fail('invalid-rules', 'decks is 1 to 8')
  const random = req.seed === undefined ? Math.random : seeded(req.seed)
  const shoe = []
  for (let d = 0; d < req.decks; d++) for (const r of 'A23456789TJQK') for (const s of 'SHDC') shoe.push(r + s)
  // BUG sortShuffle: the classic "random comparator" shuffle, which is far from uniform.
  if (bugs.sortShuffle) return { shoe: shoe.sort(() => random() - 0.5) }
  for (let i = shoe.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[shoe[i], shoe[j]] = [shoe[j], shoe[i]]
  }
  return { shoe }
}

/** Answers one request: hello, shuffle, or a case. Contract errors become { error }. */
export function answer(req, bugs = {}, hello = {}) {
  try {
    if (!isObj(req)) fail('invalid-case', 'a request must be a JSON object')
    if (req.op === 'hello') return { name: 'Sample student', protocol: 1, features: TAGS, ...hello }
    if (req.op === 'shuffle') return shuffle(req, bugs)
    if ('op' in req) fail('invalid-case', `unknown op ${req.op}`)
    // The protocol's not-implemented answer, as a starter kit's stub gives it.
    if (bugs.stubDealer)
      return { error: { code: 'not-implemented', message: 'not implemented: write dealer_plays (part: dealer)' } }
    // BUG crashOnRounds: assumes every case has one shoe, and dies on multi-round cases.
    if (bugs.crashOnRounds && req.rounds) console.error(`dealing from ${req.shoe.length} cards`)
    // BUG hangOnSurrender: an endless loop on every surrender case (the sample reads the case's
    // tags to stand for "whatever a surrender case needs, this program loops on it").
    if (bugs.hangOnSurrender && Array.isArray(req.tags) && req.tags.includes('surrender')) while (true) {}
    return runCase(req, bugs)
  } catch (e) {
    if (e instanceof CaseError) return { error: e.body }
    throw e
  }
}

/** The local-command transport: one JSON request per line in, one JSON answer per line out. */
export function serve(bugs = {}, hello = {}) {
  const lines = createInterface({ input: process.stdin })
  let n = 0
  let held = ''
  lines.on('line', (line) => {
    if (line.trim() === '') return
    let req
    try {
      req = JSON.parse(line)
    } catch {
      req = undefined
    }
    const out = `${JSON.stringify(answer(req, bugs, hello))}\n`
    // BUG strayPrint: a debugging print on standard output instead of standard error.
    if (bugs.strayPrint) process.stdout.write(`got request ${++n}\n`)
    // BUG unflushed: answers wait in a 64 KB buffer, as a block-buffered pipe would hold them.
    if (bugs.unflushed) {
      held += out
      if (held.length > 65536) [held] = [process.stdout.write(held) && '']
      return
    }
    process.stdout.write(out)
  })
}
