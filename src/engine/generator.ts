import { formatCard } from './cards.ts'
import { runCase } from './case.ts'
import { EngineError } from './errors.ts'
import { injectError } from './generator-errors.ts'
import { applyMove } from './play.ts'
import { chooseMove } from './policy.ts'
import { boundedInt, type RandomSource, Xoshiro128ss } from './random.ts'
import { startRound } from './round.ts'
import { RULE_KEYS, RULE_SPECS, type Rules, resolveRules } from './rules.ts'
import { shuffledShoe } from './shuffle.ts'
import { evenMoneyOffered, insuranceOffered } from './steps.ts'

/** Options of the generator. `rules`: play every case under these rules instead of random ones. */
export interface GenerateOptions {
  rules?: Record<string, unknown>
  /** Share of cases turned into error cases (default 0.08; 0 for none). */
  errorRate?: number
}

/** A generated case: a contract case with tags and the reference engine's answer as `expect`. */
export interface GeneratedCase {
  id: string
  title: string
  tags: string[]
  rules: Record<string, unknown>
  shoe?: string[]
  seats?: ScriptedSeat[]
  shoes?: string[][]
  rounds?: { seats: ScriptedSeat[] }[]
  expect: unknown
}

/** A seat's script, as a case writes it. */
export interface ScriptedSeat {
  bet: number
  actions: string[]
  insurance?: number
  evenMoney?: boolean
}

const LEAN_ON = new Set(['naturals', 'insurance', 'evenMoney'])

const pickOf = <T>(rng: RandomSource, xs: readonly T[]): T => xs[boundedInt(rng, xs.length)]

/** Draws a value for every rule option (multi-round cases get small shoes so the cut card comes out). */
function randomRules(rng: RandomSource, multi: boolean): Record<string, unknown> {
  const rules: Record<string, unknown> = {}
  for (const key of RULE_KEYS) {
    const spec = RULE_SPECS[key]
    // Naturals, insurance and even money lean on (3 in 4) so the ace-up paths come up often enough.
    if (spec.kind === 'bool') rules[key] = LEAN_ON.has(key) ? boundedInt(rng, 4) !== 0 : boundedInt(rng, 2) === 1
    else if (spec.kind === 'enum') rules[key] = pickOf(rng, spec.values)
    else if (spec.kind === 'int') rules[key] = spec.min + boundedInt(rng, spec.max - spec.min + 1)
  }
  rules.penetration = pickOf(rng, multi ? [0, 0.1, 0.25, 0.5] : [0, 0.5, 0.75, 0.9])
  rules.minBet = pickOf(rng, [1, 5, 10])
  rules.maxBet = pickOf(rng, [100, 250, 500])
  if (multi) {
    rules.decks = 1 + boundedInt(rng, 2)
    rules.burn = boundedInt(rng, 4)
  }
  return rules
}

function randomBet(rng: RandomSource, rules: Rules): number {
  const lo = Math.round(rules.minBet * 100)
  const hi = Math.min(Math.round(rules.maxBet * 100), lo + 5000)
  const cents = lo + boundedInt(rng, hi - lo + 1)
  return boundedInt(rng, 4) === 0 ? cents / 100 : Math.max(lo, Math.round(cents / 100) * 100) / 100
}

interface Drive {
  rounds: ScriptedSeat[][]
  shoes: number[][]
  tags: Set<string>
}

/** Plays the rounds with the policy, recording each seat's script and the cards each shoe used. */
function drive(rng: RandomSource, rules: Rules, roundCount: number, seatCount: number, multi: boolean): Drive {
  const d: Drive = { rounds: [], shoes: [], tags: new Set(['deal', 'values', 'dealer']) }
  let shoe = shuffledShoe(rules.decks, rng)
  let pos = multi ? rules.burn : 0
  let used = pos
  const cut = multi ? undefined : Number.POSITIVE_INFINITY
  for (let r = 0; r < roundCount; r++) {
    const seats: ScriptedSeat[] = Array.from({ length: seatCount }, () => ({ bet: randomBet(rng, rules), actions: [] }))
    d.rounds.push(seats)
    try {
      const st = startRound(rules, shoe, pos, seats)
      if (insuranceOffered(st)) d.tags.add('insurance')
      if (st.seats.some((_, i) => evenMoneyOffered(st, i))) d.tags.add('even-money')
      while (st.phase !== 'settled') {
        const seat = seats[st.seat]
        const move = chooseMove(st, rng)
        if (move.action === 'insure') seat.insurance = move.amount
        else if (move.action === 'even-money') seat.evenMoney = true
        else if (move.action === 'double' && move.amount !== undefined) seat.actions.push(`double:${move.amount}`)
        else if (move.action !== 'decline') seat.actions.push(move.action)
        applyMove(st, move)
      }
      for (const s of st.seats) if (s.hands[0].natural) d.tags.add('blackjack')
      if (st.dealerNatural) d.tags.add('blackjack')
      pos = used = st.pos
      if (multi && st.pos > (cut ?? st.cut) && r + 1 < roundCount) {
        d.shoes.push(shoe.slice(0, used))
        shoe = shuffledShoe(rules.decks, rng)
        pos = used = rules.burn
      }
    } catch (e) {
      if (!(e instanceof EngineError)) throw e
      used = shoe.length
      break
    }
  }
  d.shoes.push(shoe.slice(0, used))
  return d
}

function tagsFor(d: Drive, rules: Rules, seatCount: number, multi: boolean): string[] {
  const tags = d.tags
  const actions = d.rounds.flatMap((seats) => seats.flatMap((s) => s.actions))
  if (actions.some((a) => a === 'hit' || a === 'stand')) tags.add('hit-stand')
  if (actions.includes('surrender')) tags.add('surrender')
  if (actions.some((a) => a.startsWith('double'))) tags.add('double')
  if (actions.includes('split')) tags.add('split')
  if (d.rounds.some((seats) => seats.some((s) => s.evenMoney))) tags.add('even-money')
  if (d.rounds.some((seats) => seats.some((s) => !Number.isInteger(s.bet)))) tags.add('betting')
  if (!rules.naturals) tags.add('blackjack')
  if (seatCount > 1) tags.add('multiplayer')
  if (multi) tags.add('shoe')
  return [...tags]
}

/** Generates case `index` of `seed`: independent of how many cases are asked for. */
function generateOne(seed: string, index: number, options: GenerateOptions): GeneratedCase {
  const rng = Xoshiro128ss.fromSeed(`${seed}#${index}`)
  const multi = !options.rules && boundedInt(rng, 100) < 15
  const rulesInput = options.rules ? { ...options.rules } : randomRules(rng, multi)
  const rules = resolveRules(rulesInput)
  const seatCount = pickOf(rng, [1, 1, 1, 2, 2, 3, 4, 5, 6, 7])
  const roundCount = multi ? 2 + boundedInt(rng, 3) : 1
  const d = drive(rng, rules, roundCount, seatCount, multi)
  const tags = tagsFor(d, rules, seatCount, multi)
  const body: Record<string, unknown> = multi
    ? { shoes: d.shoes.map((s) => s.map(formatCard)), rounds: d.rounds.map((seats) => ({ seats })) }
    : { shoe: d.shoes[0].map(formatCard), seats: d.rounds[0] }
  const c = { id: `gen-${seed}-${index}`, title: '', tags, rules: rulesInput, ...body, expect: null as unknown }
  if (boundedInt(rng, 1000) < (options.errorRate ?? 0.08) * 1000) injectError(c, rng)
  const { expect: _e, ...request } = c
  c.expect = runCase(request)
  if ('error' in (c.expect as object) && !c.tags.includes('errors')) c.tags.push('errors')
  c.title = `Generated ${multi ? `${d.rounds.length}-round ` : ''}hand ${index} of seed "${seed}": ${seatCount} seat(s), ${rules.decks} deck(s), ${rules.hitSoft17 ? 'H17' : 'S17'}`
  return c as GeneratedCase
}

/**
 * The seeded case generator: `count` cases with explicit shoes, 1–7 seats, rules drawn from every
 * option (or the given ones), scripts from a near-basic-strategy policy with deviations, some
 * error cases, and the reference engine's answer as `expect`. Same seed, same cases, forever.
 */
export function generateCases(seed: string, count: number, options: GenerateOptions = {}): GeneratedCase[] {
  return Array.from({ length: count }, (_, i) => generateOne(seed, i, options))
}
