import { describe, expect, it } from 'vitest'
import { EngineError } from '../../src/engine/errors.ts'
import { legalMoves, maxInsurance } from '../../src/engine/legal-moves.ts'
import { type LiveShoe, reshuffleShoe, shoeAfterRound, shoeForNextRound } from '../../src/engine/live-shoe.ts'
import { applyLegalMove, applyMove } from '../../src/engine/play.ts'
import { type RandomSource, Xoshiro128ss } from '../../src/engine/random.ts'
import { restartRound, startRound } from '../../src/engine/round.ts'
import { resolveRules } from '../../src/engine/rules.ts'
import { shuffledShoe, shuffleInPlace } from '../../src/engine/shuffle.ts'
import type { Move, RoundState } from '../../src/engine/state.ts'
import { emptyTotals, OUTCOME_NAMES } from '../../src/strategy/sim-totals.ts'
import { simulate } from '../../src/strategy/simulate.ts'
import { playStrategyMove, strategyMove, strategyTable } from '../../src/strategy/table.ts'
import { ensureBuilt } from '../kits/helpers.ts'

/**
 * The speed paths of the engine (bench/engine.ts measures them) must give exactly what the plain
 * paths give: restartRound what startRound gives, the in-locals shuffle what Fisher–Yates with
 * boundedInt gives, and the simulator what a loop of fresh rounds gives.
 */

const RULE_SETS: Record<string, unknown>[] = [
  {},
  { hitSoft17: true, surrender: 'early' },
  { holeCard: 'enhc', obo: false },
  { decks: 1, penetration: 0.95, maxHands: 8, resplitAces: true, hitSplitAces: true },
  { splitDeal: 'upfront', surrenderAfterSplit: true, burn: 0 },
  { naturals: false, double: '9-11', doubleAfterSplit: false },
]

/** The plain path: fresh round state and shoe objects every round, with the simulator's bookkeeping. */
function freshRounds(input: Record<string, unknown>, rounds: number, seed: string) {
  const rules = resolveRules(input)
  const table = strategyTable(input)
  const rng = Xoshiro128ss.fromSeed(seed)
  const unit = Math.round(rules.minBet * 100) * 10
  const t = emptyTotals()
  let shoe: LiveShoe | null = null
  for (let r = 0; r < rounds; r++) {
    const next = shoeForNextRound(shoe, rules, rng)
    if (next !== shoe) t.shuffles++
    let st: RoundState
    try {
      st = startRound(rules, next.cards, next.pos, [{ bet: rules.minBet }])
      while (st.phase !== 'settled') applyMove(st, strategyMove(table, st))
    } catch (e) {
      if (!(e instanceof EngineError) || e.body.code !== 'shoe-exhausted') throw e
      t.voided++
      shoe = null
      r--
      continue
    }
    shoe = shoeAfterRound(next, st)
    const seat = st.seats[0]
    const net = seat.net / unit
    t.net += net
    t.net2 += net * net
    t.hands += seat.hands.length
    t.splits += seat.hands.length - 1
    for (const h of seat.hands) {
      if (h.doubled) t.doubles++
      t.outcomes[OUTCOME_NAMES.indexOf(h.outcome ?? 'even-money')]++
    }
  }
  t.rounds = rounds
  return t
}

describe('engine speed paths give the plain paths’ results', () => {
  for (const rules of RULE_SETS) {
    it(`simulate equals fresh rounds, rules ${JSON.stringify(rules)}`, () => {
      expect(simulate(rules, 4_000, 'equal')).toEqual(freshRounds(rules, 4_000, 'equal'))
    })
  }

  it('counts rounds voided when a tiny deep-cut shoe runs out, the same way', () => {
    const rules = { decks: 1, penetration: 0.95, maxHands: 8, resplitAces: true }
    const t = simulate(rules, 20_000, 'voids')
    expect(t.voided).toBeGreaterThan(0)
    expect(t).toEqual(freshRounds(rules, 20_000, 'voids'))
  })

  it('restartRound on a played state equals startRound on the same shoe and position', () => {
    for (const input of RULE_SETS) {
      const rules = resolveRules(input)
      const table = strategyTable(input)
      const shoe = shuffledShoe(rules.decks, Xoshiro128ss.fromSeed(`restart/${JSON.stringify(input)}`))
      const seats = [{ bet: rules.minBet }, { bet: rules.minBet * 2 }]
      const reused = startRound(rules, shoe, rules.burn, seats)
      for (let pos = rules.burn; pos < 30; pos += 3) {
        // Leave the reused state mid-round or settled, with splits or not, before restarting it.
        for (let k = 0; k < pos % 4 && reused.phase !== 'settled'; k++) applyMove(reused, strategyMove(table, reused))
        expect(restartRound(reused, shoe, pos)).toEqual(startRound(rules, shoe, pos, seats))
      }
    }
  })

  it('reshuffleShoe in place deals what freshShoe deals from the same generator', () => {
    const rules = resolveRules({ decks: 2, burn: 3 })
    const a = Xoshiro128ss.fromSeed('shoe')
    const b = Xoshiro128ss.fromSeed('shoe')
    const reused: LiveShoe = { cards: [7, 7, 7], pos: 99, cut: 0, due: true }
    for (let i = 0; i < 3; i++) {
      expect(reshuffleShoe(reused, rules, a)).toEqual(shoeForNextRound(null, rules, b))
    }
  })

  it('the in-locals shuffle is Fisher–Yates with boundedInt, word for word', () => {
    // Every size of shoe (1 to 8 decks and all between): the high word j is integer arithmetic there.
    for (let size = 0; size <= 416; size++) {
      const fast = Xoshiro128ss.fromSeed(`shuffle/${size}`)
      const plain = Xoshiro128ss.fromSeed(`shuffle/${size}`)
      // Not an Xoshiro128ss, so shuffleInPlace takes its generic path over the same words.
      const generic: RandomSource = { nextUint32: () => plain.nextUint32() }
      const cards = Array.from({ length: size }, (_, i) => i)
      expect(shuffleInPlace([...cards], fast)).toEqual(shuffleInPlace([...cards], generic))
      expect(fast.nextUint32()).toBe(plain.nextUint32())
    }
    expect(() => Xoshiro128ss.fromSeed('big').shuffle(new Array(65_537).fill(0))).toThrow(/at most 65,536/)
  })
})

/** Applies `move` to a copy of `st` with `apply`; the copy, or the error code when it throws. */
function outcomeOf(st: RoundState, move: Move, apply: (s: RoundState, m: Move) => void): unknown {
  const copy = structuredClone(st)
  try {
    apply(copy, move)
    return copy
  } catch (e) {
    return e instanceof EngineError ? e.body.code : e
  }
}

/** Every legal move of the pending decision (insure at the largest stake, doubles for the bet and for less). */
function everyLegalMove(st: RoundState): Move[] {
  const out: Move[] = []
  for (const action of legalMoves(st)) {
    if (action === 'insure') out.push({ action, amount: maxInsurance(st) })
    else if (action === 'double') out.push({ action }, { action, amount: 0.01 })
    else out.push({ action })
  }
  return out
}

describe('applyLegalMove (the simulator’s entry point) is applyMove without the check', () => {
  for (const input of RULE_SETS.concat([{ surrender: 'early', splitDeal: 'upfront', doubleForLess: true }])) {
    it(`every legal move gives the state applyMove gives, rules ${JSON.stringify(input)}`, () => {
      const rules = resolveRules(input)
      const table = strategyTable(input)
      const rng = Xoshiro128ss.fromSeed(`legal/${JSON.stringify(input)}`)
      let checked = 0
      for (let r = 0; r < 300; r++) {
        const shoe = shuffledShoe(rules.decks, rng)
        const st = startRound(rules, shoe, rules.burn, [{ bet: rules.minBet }, { bet: rules.minBet * 4 }])
        while (st.phase !== 'settled') {
          for (const move of everyLegalMove(st)) {
            const plain = outcomeOf(st, move, (s, m) => applyMove(s, m))
            if (plain === 'illegal-action') continue // a double for less where the rules forbid it
            expect(outcomeOf(st, move, applyLegalMove)).toEqual(plain)
            checked++
          }
          const viaStrategy = structuredClone(st)
          playStrategyMove(table, viaStrategy)
          applyMove(st, strategyMove(table, st))
          expect(viaStrategy).toEqual(st)
        }
      }
      expect(checked).toBeGreaterThan(600)
    })
  }

  it('applyMove still refuses an illegal move and leaves the state untouched', () => {
    const rules = resolveRules({})
    const shoe = shuffledShoe(rules.decks, Xoshiro128ss.fromSeed('refuse'))
    let st = startRound(rules, shoe, rules.burn, [{ bet: rules.minBet }])
    for (let pos = rules.burn + 4; st.phase !== 'play'; pos += 4)
      st = startRound(rules, shoe, pos, [{ bet: rules.minBet }])
    applyMove(st, { action: 'hit' })
    if (st.phase !== 'play') return expect.unreachable('the hit ended the hand; pick another seed')
    const before = structuredClone(st)
    expect(() => applyMove(st, { action: 'double' })).toThrow(/not allowed/)
    expect(st).toEqual(before)
  })
})

describe('running hand totals (HandState.hard, .ace)', () => {
  /** Drops the running totals, as in a round stored before they existed. */
  function strip(st: RoundState): RoundState {
    const old = structuredClone(st)
    for (const seat of old.seats) for (const h of seat.hands) delete (h as { hard?: number; ace?: boolean }).hard
    for (const seat of old.seats) for (const h of seat.hands) delete (h as { hard?: number; ace?: boolean }).ace
    return old
  }

  for (const input of RULE_SETS) {
    it(`equal the cards' totals after every move, and a round stored without them plays the same, rules ${JSON.stringify(input)}`, () => {
      const rules = resolveRules(input)
      const table = strategyTable(input)
      const rng = Xoshiro128ss.fromSeed(`totals/${JSON.stringify(input)}`)
      let checked = 0
      for (let r = 0; r < 300; r++) {
        const shoe = shuffledShoe(rules.decks, rng)
        const st = startRound(rules, shoe, rules.burn, [{ bet: rules.minBet }, { bet: rules.minBet }])
        while (st.phase !== 'settled') {
          const old = strip(st)
          const move = strategyMove(table, st)
          applyMove(st, move)
          applyMove(old, move)
          for (const seat of st.seats) {
            for (const h of seat.hands) {
              const hard = h.cards.reduce((sum, c) => sum + Math.min(10, (c >> 2) + 1), 0)
              expect([h.hard, h.ace]).toEqual([hard, h.cards.some((c) => c >> 2 === 0)])
              checked++
            }
          }
          // The old round computed the same play; hands it dealt to since carry totals again.
          expect(strip(old)).toEqual(strip(st))
        }
      }
      expect(checked).toBeGreaterThan(1000)
    })
  }
})

describe('bench/simulator.ts (whole processes of blackjack simulate)', () => {
  it('returns the start-up, loop, whole-process, scaling and bundle rows with numbers', async () => {
    ensureBuilt() // the bundled grader's rows run dist/grader.mjs
    const { simulatorFigures } = await import('../../bench/simulator.ts')
    const figures = await simulatorFigures(2_000, 1)
    const byKey = Object.fromEntries(figures.map((f) => [f.key, f.value]))
    for (const key of [
      'simulatorStartup',
      'simulatorLoop1',
      'simulatorWhole1',
      'simulatorWholeK',
      'simulatorScaling',
      'simulatorCeiling',
      'simulatorShareOfCeiling',
      'simulatorBound',
      'simulatorSplitCeiling',
      'simulatorShareOfSplit',
      'simulatorBundle1',
      'simulatorBundle1Cpu',
      'simulatorBundleK',
      'simulatorBundleScaling',
    ]) {
      expect(byKey[key]).toBeGreaterThan(0)
    }
    // One round: the share is the scaling over the ceiling, (1 ÷ K threads' wall) ÷ (2 ÷ both processes' wall).
    expect(byKey.simulatorShareOfCeiling).toBeCloseTo(
      (byKey.simulatorScaling as number) / (byKey.simulatorCeiling as number),
      9,
    )
    // The bound (Amdahl's law): the start-up s once, the rest of the 1-thread wall w at the ceiling c.
    const s = (byKey.simulatorStartup as number) / 1000
    const w = byKey.simulatorWhole1 as number
    expect(byKey.simulatorBound).toBeCloseTo(w / (s + (w - s) / (byKey.simulatorCeiling as number)), 9)
    // And the share of the split is the scaling over the split's ceiling: (1 ÷ K threads) ÷ (1 ÷ the halves).
    expect(byKey.simulatorShareOfSplit).toBeCloseTo(
      (byKey.simulatorScaling as number) / (byKey.simulatorSplitCeiling as number),
      9,
    )
  }, 60_000)
})
