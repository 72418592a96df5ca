import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardsBest, formatCard } from '../../src/engine/cards.ts'
import { dealerMustHit } from '../../src/engine/dealer.ts'
import { EngineError } from '../../src/engine/errors.ts'
import { generateCases } from '../../src/engine/generator.ts'
import { refusal } from '../../src/engine/legal.ts'
import { legalMoves, maxInsurance, PHASE_MOVES } from '../../src/engine/legal-moves.ts'
import { applyMove } from '../../src/engine/play.ts'
import { answer } from '../../src/engine/protocol.ts'
import { Xoshiro128ss } from '../../src/engine/random.ts'
import { startRound } from '../../src/engine/round.ts'
import { RULE_KEYS, RULE_SPECS, type Rules, resolveRules } from '../../src/engine/rules.ts'
import { shuffledShoe } from '../../src/engine/shuffle.ts'
import type { Move, RoundState } from '../../src/engine/state.ts'
import { publicView } from '../../src/engine/view.ts'

/** Any rule set of the contract (money limits kept simple). */
const rulesArb: fc.Arbitrary<Rules> = fc
  .record(
    Object.fromEntries(
      RULE_KEYS.filter((k) => k !== 'minBet' && k !== 'maxBet').map((key) => {
        const spec = RULE_SPECS[key]
        if (spec.kind === 'bool') return [key, fc.boolean()]
        if (spec.kind === 'enum') return [key, fc.constantFrom(...spec.values)]
        if (spec.kind === 'int') return [key, fc.integer({ min: spec.min, max: spec.max })]
        return [key, fc.constantFrom(0, 0.25, 0.5, 0.75, 0.95)]
      }),
    ),
  )
  .map((r) => resolveRules(r))

interface Played {
  st: RoundState
  applied: number
}

/** Plays a round, each decision picked by `choices` among ALL moves of the step, legal or not. */
function play(rules: Rules, seed: string, seats: number, choices: number[]): Played | null {
  const shoe = shuffledShoe(rules.decks, Xoshiro128ss.fromSeed(seed))
  let st: RoundState
  try {
    st = startRound(
      rules,
      shoe,
      rules.burn,
      Array.from({ length: seats }, () => ({ bet: 10 })),
    )
  } catch (e) {
    if (e instanceof EngineError && e.body.code === 'shoe-exhausted') return null
    throw e
  }
  let applied = 0
  for (let i = 0; st.phase !== 'settled'; i++) {
    const options = PHASE_MOVES[st.phase]
    const name = options[choices[i % choices.length] % options.length]
    const move = (name === 'insure' ? { action: name, amount: maxInsurance(st) } : { action: name }) as Move
    const legal =
      legalMoves(st).includes(name) && refusal(st, name, name === 'insure' ? maxInsurance(st) : undefined) === null
    const before = JSON.stringify(st)
    try {
      applyMove(st, move)
      expect(legal, `${name} was applied although refused`).toBe(true)
      applied++
    } catch (e) {
      if (!(e instanceof EngineError)) throw e
      if (e.body.code === 'shoe-exhausted') return null
      expect(e.body.code).toBe('illegal-action')
      expect(legal, `${name} was refused although legal`).toBe(false)
      expect(JSON.stringify(st), 'an illegal move changed the state').toBe(before)
      // Fall back to a legal move so the round always progresses.
      const fallback = legalMoves(st)[choices[i % choices.length] % legalMoves(st).length]
      try {
        applyMove(
          st,
          (fallback === 'insure' ? { action: fallback, amount: maxInsurance(st) } : { action: fallback }) as Move,
        )
        applied++
      } catch (e2) {
        if (e2 instanceof EngineError && e2.body.code === 'shoe-exhausted') return null
        throw e2
      }
    }
  }
  return { st, applied }
}

const roundArb = fc.record({
  rules: rulesArb,
  seed: fc.string({ maxLength: 8 }),
  seats: fc.integer({ min: 1, max: 7 }),
  choices: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
})

describe('invariants over generated rounds (fast-check)', () => {
  it('only legal moves are ever applied; an illegal one changes nothing', () => {
    fc.assert(
      fc.property(roundArb, ({ rules, seed, seats, choices }) => void play(rules, seed, seats, choices)),
      { numRuns: 400 },
    )
  })

  it('cards are conserved: cardsUsed equals the cards on the table', () => {
    fc.assert(
      fc.property(roundArb, ({ rules, seed, seats, choices }) => {
        const p = play(rules, seed, seats, choices)
        if (!p) return
        const onTable =
          p.st.dealer.length + p.st.seats.reduce((n, s) => n + s.hands.reduce((m, h) => m + h.cards.length, 0), 0)
        expect(p.st.pos - p.st.start).toBe(onTable)
      }),
      { numRuns: 400 },
    )
  })

  it('money adds up: a seat net is its hands plus insurance, exactly', () => {
    fc.assert(
      fc.property(roundArb, ({ rules, seed, seats, choices }) => {
        const p = play(rules, seed, seats, choices)
        if (!p) return
        for (const s of p.st.seats) expect(s.net).toBe(s.hands.reduce((n, h) => n + h.net, 0) + s.insuranceNet)
      }),
      { numRuns: 400 },
    )
  })

  it('the dealer stands exactly per S17/H17 whenever it draws', () => {
    fc.assert(
      fc.property(roundArb, ({ rules, seed, seats, choices }) => {
        const p = play(rules, seed, seats, choices)
        if (!p || p.st.dealer.length <= 2) return
        const d = p.st.dealer
        for (let n = 2; n < d.length; n++) expect(dealerMustHit(d.slice(0, n), rules.hitSoft17)).toBe(true)
        expect(dealerMustHit(d, rules.hitSoft17) && cardsBest(d) <= 21).toBe(false)
      }),
      { numRuns: 400 },
    )
  })

  it('the public view never shows the hole card or an undealt card before the reveal (1 deck: every card unique)', () => {
    fc.assert(
      fc.property(roundArb, ({ rules, seed, seats, choices }) => {
        const oneDeck = { ...rules, decks: 1, burn: 0 }
        const shoe = shuffledShoe(1, Xoshiro128ss.fromSeed(seed))
        let st: RoundState
        try {
          st = startRound(
            oneDeck,
            shoe,
            0,
            Array.from({ length: Math.min(seats, 4) }, () => ({ bet: 10 })),
          )
        } catch {
          return
        }
        for (let i = 0; st.phase !== 'settled' && i < 60; i++) {
          const view = JSON.stringify(publicView(st))
          const secret = [...shoe.slice(st.pos), ...(st.revealed ? [] : st.dealer.slice(1))].map(formatCard)
          for (const card of secret) expect(view.includes(`"${card}"`), `${card} leaked`).toBe(false)
          const legal = legalMoves(st)
          const name = legal[choices[i % choices.length] % legal.length]
          try {
            applyMove(st, (name === 'insure' ? { action: name, amount: maxInsurance(st) } : { action: name }) as Move)
          } catch {
            return
          }
        }
      }),
      { numRuns: 300 },
    )
  })

  it('same seed, same everything', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (seed) => {
        expect(generateCases(seed, 3)).toEqual(generateCases(seed, 3))
      }),
      { numRuns: 50 },
    )
  })

  it('bad input never throws: any JSON value gets an answer', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(() => answer(value)).not.toThrow()
      }),
      { numRuns: 1000 },
    )
  })

  it('mangled valid cases never throw', () => {
    const base = generateCases('mangle', 30, { errorRate: 0 })
    fc.assert(
      fc.property(
        fc.nat({ max: 29 }),
        fc.array(fc.tuple(fc.string({ maxLength: 6 }), fc.jsonValue()), { maxLength: 4 }),
        (i, edits) => {
          const c = structuredClone(base[i]) as unknown as Record<string, unknown>
          for (const [key, value] of edits) {
            const target = key.length % 2 ? c : ((c.seats as Record<string, unknown>[] | undefined)?.[0] ?? c)
            target[key.length % 3 === 0 ? 'bet' : key] = value
          }
          expect(() => answer(c)).not.toThrow()
        },
      ),
      { numRuns: 500 },
    )
  })
})
