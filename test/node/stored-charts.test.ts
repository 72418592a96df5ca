import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_RULES } from '../../src/engine/rules.ts'
import { ANCHORS } from '../../src/strategy/anchors.ts'
import { basicStrategy, chartFromSlice, chartKey } from '../../src/strategy/chart.ts'
import { storedChart } from '../../src/strategy/chart-store.ts'
import { HAND_SLOTS, mainSlot, splitSlot } from '../../src/strategy/hand-slots.ts'
import {
  allSliceKeys,
  computeBlock,
  readSlice,
  type SliceKey,
  sliceBlock,
  sliceName,
} from '../../src/strategy/hand-values.ts'

const DIR = join(import.meta.dirname, '..', '..', 'static', 'charts')
const FILES = readdirSync(DIR).sort()
const STALE = 'the stored hand values are out of date: run `npm run charts` (then commit static/charts)'
const bytesOf = (name: string): ArrayBuffer => new Uint8Array(readFileSync(join(DIR, name))).buffer
const sliceOf = (key: SliceKey) => readSlice(bytesOf(sliceName(key)), key)
const keyOf = (rules: Record<string, unknown>): SliceKey => {
  const r = { ...DEFAULT_RULES, ...rules }
  return { decks: r.decks, hitSoft17: r.hitSoft17, naturals: r.naturals }
}

/** Serves static/charts like the ASSETS binding does, counting requests. */
function fakeAssets() {
  const paths: string[] = []
  const fetchAsset = async (path: string) => {
    paths.push(path)
    const file = path.replace(/^\/charts\//, '')
    return FILES.includes(file) ? new Response(readFileSync(join(DIR, file))) : new Response('', { status: 404 })
  }
  return { paths, fetchAsset }
}

/**
 * Rule sets whose charts are compared cell by cell, EV by EV, with the chart computed from scratch:
 * those of the published charts (strategy-chart.test.ts: 6D S17 LS = the contract defaults, 8D H17
 * LS, 1D H17), the ENHC anchor, and variants that take every path of the natural's cost (peek, a ten
 * without peek, ENHC with and without OBO, no naturals) and of splitting, doubling and surrender.
 */
const CHECKED: Record<string, unknown>[] = [
  {},
  { decks: 8, hitSoft17: true },
  { decks: 1, hitSoft17: true, surrender: 'none' },
  ANCHORS.find((a) => a.name.startsWith('ENHC'))?.rules ?? {},
  { decks: 2, holeCard: 'enhc', obo: true, surrender: 'early', doubleAfterSplit: false },
  { decks: 4, peekTen: false, double: '9-11', surrenderAfterSplit: true },
  { decks: 5, hitSoft17: true, naturals: false, surrender: 'late' },
  { decks: 3, splitBy: 'rank', hitSplitAces: true, resplitAces: true, maxHands: 8, double: '10-11' },
  { decks: 7, split: false, double: 'none', surrender: 'early' },
]

describe('stored hand values (static/charts, src/strategy/hand-values.ts)', () => {
  it('numbers every dealt hand (either order) and every split hand with its own slot', () => {
    const slots = new Set<number>()
    for (let a = 1; a <= 10; a++)
      for (let b = a; b <= 10; b++) {
        expect(mainSlot(b, a)).toBe(mainSlot(a, b))
        slots.add(mainSlot(a, b))
      }
    for (let p = 1; p <= 10; p++) for (let c = 1; c <= 10; c++) slots.add(splitSlot(p, c))
    expect([...slots].sort((x, y) => x - y)).toEqual(Array.from({ length: HAND_SLOTS }, (_, i) => i))
  })

  it('one readable slice per decks × hitSoft17 × naturals of the contract, and nothing else', () => {
    const keys = allSliceKeys()
    expect(keys).toHaveLength(32)
    expect(FILES, STALE).toEqual(keys.map(sliceName).sort())
    for (const key of keys) expect(() => sliceOf(key), sliceName(key)).not.toThrow()
  })

  it('every slice holds what the computation gives now (its block against a ten, recomputed)', () => {
    for (const key of allSliceKeys()) {
      expect(sliceBlock(sliceOf(key), key.naturals, 10, 0), `${sliceName(key)}: ${STALE}`).toStrictEqual(
        computeBlock(key, 10, 0),
      )
    }
  })

  it('a chart built from a slice equals the chart computed from scratch, to the last bit', () => {
    for (const rules of CHECKED) {
      const from = chartFromSlice(rules, sliceOf(keyOf(rules)))
      expect(from, `${JSON.stringify(rules)}: ${STALE}`).toStrictEqual(basicStrategy(rules))
    }
  })

  it('chartKey is what the charts are cached by: options that do not change play are left out', () => {
    const table = {
      ...DEFAULT_RULES,
      penetration: 0,
      burn: 3,
      minBet: 1,
      maxBet: 500,
      insurance: false,
      evenMoney: false,
    }
    expect(chartKey(table)).toBe(chartKey({}))
    expect(chartKey({})).toBe(JSON.stringify(DEFAULT_RULES))
    expect(basicStrategy(table)).toBe(basicStrategy({}))
    expect(chartKey({ decks: 2 })).not.toBe(chartKey({}))
  })

  it('readSlice refuses a file of the wrong length, format or shoe, saying which', () => {
    const good = bytesOf('6d-s17.bin')
    const key = keyOf({})
    expect(() => readSlice(good.slice(8), key)).toThrow(
      `the slice holds ${good.byteLength - 8} bytes, not ${good.byteLength}`,
    )
    const other = new Float64Array(good.slice(0))
    other[0] = 2
    expect(() => readSlice(other.buffer, key)).toThrow('hand-values format is 2, not 1')
    expect(() => readSlice(bytesOf('5d-s17.bin'), key)).toThrow('the slice is for 5d-s17.bin')
  })
})

describe('storedChart', () => {
  it("reads a shoe's slice once, then builds any rule set on that shoe from memory", async () => {
    const { paths, fetchAsset } = fakeAssets()
    const chart = await storedChart({ ...DEFAULT_RULES, penetration: 0.5, minBet: 10 }, fetchAsset)
    expect(chart).toStrictEqual(basicStrategy({}))
    expect(await storedChart({}, fetchAsset)).toBe(chart)
    const early = await storedChart({ surrender: 'early', maxHands: 2 }, fetchAsset)
    expect(early?.hard.get(14)?.[1].order[0]).toBe('surrender')
    expect(paths).toEqual(['/charts/6d-s17.bin'])
  })

  it('gives null, and logs why, when the file is missing, unreadable or for another shoe', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const rules = { decks: 3, hitSoft17: true }
    expect(await storedChart(rules, async () => new Response('', { status: 500 }))).toBeNull()
    expect(await storedChart(rules, async () => new Response('[]'))).toBeNull()
    expect(await storedChart(rules, async () => new Response(readFileSync(join(DIR, '3d-s17.bin'))))).toBeNull()
    expect(log.mock.calls.map(([m]) => String(m))).toEqual([
      'stored hand values /charts/3d-h17.bin not used (HTTP 500); computing the chart live',
      expect.stringContaining('(the slice holds 2 bytes, not 52112)'),
      expect.stringContaining('(the slice is for 3d-s17.bin)'),
    ])
    log.mockRestore()
  })
})
