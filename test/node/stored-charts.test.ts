import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { chartRuleSets } from '../../src/cli/charts.ts'
import { DEFAULT_RULES } from '../../src/engine/rules.ts'
import { basicStrategy, chartKey } from '../../src/strategy/chart.ts'
import { CHART_FORMAT, chartFromJson, chartHash, chartToJson } from '../../src/strategy/chart-json.ts'
import { storedChart } from '../../src/strategy/chart-store.ts'
import { STORED_CHARTS } from '../../src/strategy/stored-charts.ts'
import { effectiveRules } from '../../src/table/config.ts'
import { PRESETS, presetById } from '../../src/table/presets.ts'

const DIR = join(import.meta.dirname, '..', '..', 'static', 'charts')
const FILES = readdirSync(DIR).sort()
const read = (file: string): unknown => JSON.parse(readFileSync(join(DIR, file), 'utf8'))
const STALE = 'the stored charts are out of date: run `npm run charts` (then commit static/charts and the index)'

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

describe('stored charts (static/charts, src/strategy/stored-charts.ts)', () => {
  it('the index lists exactly the chart files present', () => {
    expect(FILES, STALE).toEqual([...STORED_CHARTS].map((h) => `${h}.json`).sort())
  })

  it('every stored chart equals basicStrategy computed now for its rules, and is named by its key', async () => {
    expect(FILES.length).toBeGreaterThan(0)
    for (const file of FILES) {
      const chart = chartFromJson(read(file))
      expect(chart, `${file}: ${STALE}`).toStrictEqual(basicStrategy(chart.rules))
      expect(file, `${file}: ${STALE}`).toBe(`${await chartHash(chartKey(chart.rules))}.json`)
    }
  })

  it('every rule set of the generator (defaults, presets as tables play them, anchors) is stored', async () => {
    const sets = chartRuleSets()
    expect(sets.filter((s) => s.label.startsWith('preset '))).toHaveLength(PRESETS.length)
    for (const s of sets)
      expect(STORED_CHARTS.has(await chartHash(chartKey(s.rules))), `${s.label}: ${STALE}`).toBe(true)
  })

  it('chartKey is what basicStrategy caches by: options that do not change play are left out', () => {
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
})

describe('chartToJson / chartFromJson', () => {
  it('round-trips a chart exactly, through JSON text too (early surrender included)', () => {
    for (const rules of [{}, { surrender: 'early' }]) {
      const chart = basicStrategy(rules)
      expect(chartFromJson(chartToJson(chart))).toStrictEqual(chart)
      expect(chartFromJson(JSON.parse(JSON.stringify(chartToJson(chart))))).toStrictEqual(chart)
    }
    expect(basicStrategy({ surrender: 'early' }).hard.get(16)?.[10].early?.surrender).toBe(-0.5)
  })

  it('refuses malformed data with an error naming the field', () => {
    const good = () => JSON.parse(JSON.stringify(chartToJson(basicStrategy({}))))
    // biome-ignore lint/suspicious/noExplicitAny: editing parsed JSON in place
    const broken = (edit: (j: any) => void) => {
      const j = good()
      edit(j)
      return () => chartFromJson(j)
    }
    expect(() => chartFromJson(null)).toThrow('the chart must be an object')
    expect(broken((j) => (j.format = CHART_FORMAT + 1))).toThrow('chart format is 2, not 1')
    expect(broken((j) => (j.rules.decks = 9))).toThrow('rules.decks is 9')
    expect(broken((j) => delete j.soft['13'])).toThrow('soft[13] must list 10 cells')
    expect(broken((j) => (j.pair['8'][9].order = ['fold']))).toThrow('pair[8][10].order must list moves')
    expect(broken((j) => (j.hard['16'][0].evs.hit = '0.1'))).toThrow("hard[16][1].evs.hit must be a move's number")
    expect(broken((j) => (j.hard['9'][2].early = { surrender: -0.5 }))).toThrow(
      'hard[9][3].early must hold two numbers',
    )
  })
})

describe('storedChart', () => {
  it("loads a preset table's chart from the assets once, then from memory", async () => {
    const { paths, fetchAsset } = fakeAssets()
    const rules = { ...DEFAULT_RULES, penetration: 0.5, minBet: 10 }
    const chart = await storedChart(rules, fetchAsset)
    expect(chart).toStrictEqual(basicStrategy({}))
    expect(await storedChart({}, fetchAsset)).toBe(chart)
    expect(paths).toEqual([`/charts/${await chartHash(chartKey({}))}.json`])
  })

  it('gives null without a request for rules that are not stored', async () => {
    const { paths, fetchAsset } = fakeAssets()
    expect(await storedChart({ decks: 3 }, fetchAsset)).toBeNull()
    expect(paths).toEqual([])
  })

  it('gives null, and logs why, when the file is missing, unreadable or for other rules', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const online8 = effectiveRules(presetById('online8').settings)
    expect(await storedChart(online8, async () => new Response('', { status: 500 }))).toBeNull()
    expect(await storedChart(online8, async () => new Response('[]'))).toBeNull()
    expect(
      await storedChart(online8, async () => new Response(JSON.stringify(chartToJson(basicStrategy({}))))),
    ).toBeNull()
    expect(log.mock.calls.map(([m]) => String(m))).toEqual([
      expect.stringMatching(/^stored chart \/charts\/[0-9a-f]{16}\.json not used \(HTTP 500\); computing it live$/),
      expect.stringContaining('(the chart must be an object)'),
      expect.stringContaining('(the file holds the chart of other rules)'),
    ])
    log.mockRestore()
  })
})
