import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCard } from '../../src/engine/cards.ts'
import { EngineError } from '../../src/engine/errors.ts'
import { applyMove } from '../../src/engine/play.ts'
import { Xoshiro128ss } from '../../src/engine/random.ts'
import { startRound } from '../../src/engine/round.ts'
import { type Rules, resolveRules } from '../../src/engine/rules.ts'
import { MILS_PER_CENT } from '../../src/engine/settle.ts'
import { shuffledShoe } from '../../src/engine/shuffle.ts'
import type { RoundState } from '../../src/engine/state.ts'
import { OUTCOME_NAMES } from '../../src/strategy/sim-totals.ts'
import { simulate } from '../../src/strategy/simulate.ts'
import {
  type FastRoundResult,
  fastPlan,
  fastRound,
  fastRoundRules,
  PLAIN,
  VOID,
} from '../../src/strategy/simulate-fast.ts'
import { type StrategyTable, strategyMove } from '../../src/strategy/table.ts'

/*
 * The simulator's fast round (src/strategy/simulate-fast.ts) must be the same play as the plain
 * engine: startRound, then applyMove (with its legality check) of strategyMove until settled. The
 * strategy here is a random table (any preference order per cell), not a chart, so every move is
 * chosen somewhere: doubles on any total, surrenders, splits, hits to 21 and past it.
 */

/** Rule sets the fast round plays (peek, no early surrender), every other option free. */
const fastRules = fc.record({
  decks: fc.integer({ min: 1, max: 8 }),
  hitSoft17: fc.boolean(),
  naturals: fc.boolean(),
  blackjackPays: fc.constantFrom('3:2', '6:5', '1:1'),
  peekTen: fc.boolean(),
  double: fc.constantFrom('any', '9-11', '10-11', 'none'),
  doubleAfterSplit: fc.boolean(),
  split: fc.boolean(),
  splitBy: fc.constantFrom('value', 'rank'),
  surrender: fc.constantFrom('none', 'late'),
  insurance: fc.boolean(),
  evenMoney: fc.boolean(),
  penetration: fc.constantFrom(0, 0.5, 0.75, 0.95),
  burn: fc.integer({ min: 0, max: 3 }),
  minBet: fc.constantFrom(1, 5, 2.5, 0.01),
})

/** A strategy table with a random preference list (1 to 5 moves, any order) in every cell. */
const randomTable = (rules: Rules) =>
  fc
    .array(fc.shuffledSubarray([1, 2, 3, 4, 5], { minLength: 1 }), { minLength: 3 * 22 * 11, maxLength: 3 * 22 * 11 })
    .map(
      (cells): StrategyTable => ({
        rules,
        prefs: Int32Array.from(cells, (order) => order.reduceRight((packed, code) => (packed << 3) | code, 0)),
        earlySurrender: new Uint8Array(3 * 22 * 11),
      }),
    )

/** The plain engine's round, or 'void' when the shoe ran out. */
function plainRound(table: StrategyTable, rules: Rules, shoe: number[], pos: number): RoundState | 'void' {
  try {
    const st = startRound(rules, shoe, pos, [{ bet: rules.minBet }])
    while (st.phase !== 'settled') applyMove(st, strategyMove(table, st))
    return st
  } catch (e) {
    if (e instanceof EngineError && e.body.code === 'shoe-exhausted') return 'void'
    throw e
  }
}

/** Plays shoes round by round both ways and compares every round; returns how many rounds each path took. */
function compareRounds(input: Record<string, unknown>, table: StrategyTable, seed: string, shoes: number) {
  const rules = resolveRules(input)
  const rng = Xoshiro128ss.fromSeed(seed)
  const plan = fastPlan(table, rules, Math.round(rules.minBet * 100) * MILS_PER_CENT)
  const out: FastRoundResult = { net: 0, outcome: 0, doubled: false, playerCards: 0, dealerCards: 0 }
  const seen = { fast: 0, plain: 0, void: 0 }
  for (let s = 0; s < shoes; s++) {
    const shoe = shuffledShoe(rules.decks, rng)
    let pos = rules.burn
    for (;;) {
      const end = fastRound(plan, shoe, pos, out)
      const st = plainRound(table, rules, shoe, pos)
      if (end === VOID || st === 'void') {
        // A round the fast one handed over (a split) may run out of cards in the plain engine.
        expect(st).toBe('void')
        expect([VOID, PLAIN]).toContain(end)
        seen.void++
        break
      }
      const hands = st.seats[0].hands
      if (end === PLAIN) {
        expect(hands.length).toBeGreaterThan(1) // only a split round goes to the plain engine
        seen.plain++
      } else {
        expect(hands.length).toBe(1)
        const h = hands[0]
        // The same cards to the same hands: deal order player, upcard, player, hole, then the hand's draws, then the dealer's.
        const mine = [pos, pos + 2, ...range(pos + 4, out.playerCards - 2)].map((i) => shoe[i])
        const dealer = [pos + 1, pos + 3, ...range(pos + 2 + out.playerCards, out.dealerCards - 2)].map((i) => shoe[i])
        expect({
          cards: mine.map(formatCard),
          dealer: dealer.map(formatCard),
          end,
          outcome: OUTCOME_NAMES[out.outcome],
          net: out.net,
          doubled: out.doubled,
        }).toEqual({
          cards: h.cards.map(formatCard),
          dealer: st.dealer.map(formatCard),
          end: st.pos,
          outcome: h.outcome,
          net: st.seats[0].net,
          doubled: h.doubled,
        })
        seen.fast++
      }
      pos = st.pos
      if (pos > st.cut) break // the cut card came out: a new shoe
    }
  }
  return seen
}

function range(from: number, count: number): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => from + i)
}

describe('the fast round is the plain engine’s play', () => {
  it('deals the same cards, makes the same decisions and settles the same money, round by round', () => {
    const totals = { fast: 0, plain: 0, void: 0 }
    fc.assert(
      fc.property(
        fastRules.chain((input) => fc.tuple(fc.constant(input), randomTable(resolveRules(input)), fc.string())),
        ([input, table, seed]) => {
          const seen = compareRounds(input, table, seed, 4)
          totals.fast += seen.fast
          totals.plain += seen.plain
          totals.void += seen.void
        },
      ),
      { numRuns: 200, seed: 15 },
    )
    // Thousands of rounds, every path taken: the fast round, the split rounds it hands over, void rounds.
    expect(totals.fast).toBeGreaterThan(10_000)
    expect(totals.plain).toBeGreaterThan(100)
    expect(totals.void).toBeGreaterThan(5)
  })

  it('gives the plain engine’s totals in a whole simulation (basic strategy, void rounds included)', () => {
    for (const input of [
      { decks: 6, hitSoft17: true, surrender: 'none' },
      {},
      { decks: 1, penetration: 0.95, maxHands: 8, resplitAces: true, hitSplitAces: true },
      { naturals: false, double: '9-11', doubleAfterSplit: false, blackjackPays: '6:5' },
      { decks: 2, peekTen: false, splitBy: 'rank', burn: 0 },
    ]) {
      expect(fastRoundRules(resolveRules(input))).toBe(true)
      expect(simulate(input, 20_000, 'fast')).toEqual(simulate(input, 20_000, 'fast', { plain: true }))
    }
  })

  it('leaves ENHC and early surrender to the plain engine', () => {
    expect(fastRoundRules(resolveRules({ holeCard: 'enhc' }))).toBe(false)
    expect(fastRoundRules(resolveRules({ surrender: 'early' }))).toBe(false)
  })
})
