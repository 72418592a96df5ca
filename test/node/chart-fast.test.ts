import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Rules, resolveRules } from '../../src/engine/rules.ts'
import { type Chart, chartFromSlice, chartFromSliceByContext, strategyRules } from '../../src/strategy/chart.ts'
import { readSlice, type SliceKey, sliceName } from '../../src/strategy/hand-values.ts'

const DIR = join(import.meta.dirname, '..', '..', 'static', 'charts')
const slices = new Map<string, Float64Array>()
function sliceFor(rules: Rules | Record<string, unknown>): Float64Array {
  const r = strategyRules(rules)
  const key: SliceKey = { decks: r.decks, hitSoft17: r.hitSoft17, naturals: r.naturals }
  const name = sliceName(key)
  let slice = slices.get(name)
  if (!slice) {
    slice = readSlice(new Uint8Array(readFileSync(join(DIR, name))).buffer, key)
    slices.set(name, slice)
  }
  return slice
}

/** Every option that changes play, any value the contract allows (table limits and shoe handling are not asked). */
const playRules = fc.record({
  decks: fc.integer({ min: 1, max: 8 }),
  hitSoft17: fc.boolean(),
  naturals: fc.boolean(),
  blackjackPays: fc.constantFrom('3:2', '6:5', '1:1'),
  holeCard: fc.constantFrom('peek', 'enhc'),
  peekTen: fc.boolean(),
  obo: fc.boolean(),
  double: fc.constantFrom('any', '9-11', '10-11', 'none'),
  doubleForLess: fc.boolean(),
  doubleAfterSplit: fc.boolean(),
  split: fc.boolean(),
  splitBy: fc.constantFrom('value', 'rank'),
  maxHands: fc.integer({ min: 2, max: 8 }),
  resplitAces: fc.boolean(),
  hitSplitAces: fc.boolean(),
  splitDeal: fc.constantFrom('sequential', 'upfront'),
  surrender: fc.constantFrom('none', 'late', 'early'),
  surrenderAfterSplit: fc.boolean(),
})

/** Each chart's rows, cell by cell, as plain data (toStrictEqual compares numbers with Object.is: bit for bit, -0 apart from 0). */
function cellsOf(chart: Chart) {
  return (['hard', 'soft', 'pair'] as const).map((kind) => [kind, [...chart[kind]]])
}

describe('the fast chart assembly (src/strategy/chart-fast.ts)', () => {
  it('gives the chart the context path gives, to the last bit, for any rule set of the contract', () => {
    fc.assert(
      fc.property(playRules, (input) => {
        const rules = resolveRules(input)
        const fast = chartFromSlice(rules, sliceFor(rules))
        const slow = chartFromSliceByContext(rules, sliceFor(rules))
        expect(fast).not.toBe(slow)
        expect(fast.rules).toStrictEqual(slow.rules)
        expect(cellsOf(fast)).toStrictEqual(cellsOf(slow))
      }),
      { numRuns: 300 },
    )
  })

  it('the same for the rule sets people pick most: every form choice of /strategy at 1, 6 and 8 decks', () => {
    for (const decks of [1, 6, 8])
      for (const hitSoft17 of [false, true])
        for (const surrender of ['none', 'late', 'early'])
          for (const double of ['any', '9-11', '10-11', 'none'])
            for (const holeCard of ['peek', 'enhc']) {
              const rules = { decks, hitSoft17, surrender, double, holeCard }
              const fast = chartFromSlice(rules, sliceFor(rules))
              expect(cellsOf(fast), JSON.stringify(rules)).toStrictEqual(
                cellsOf(chartFromSliceByContext(rules, sliceFor(rules))),
              )
            }
  })

  it('caches per rule set: options that do not change play give the same chart object', () => {
    const slice = sliceFor({ decks: 2 })
    const chart = chartFromSlice({ decks: 2 }, slice)
    expect(chartFromSlice({ decks: 2, penetration: 0.5, minBet: 10, insurance: false }, slice)).toBe(chart)
    expect(chartFromSlice({ decks: 2, surrender: 'none' }, slice)).not.toBe(chart)
  })
})
