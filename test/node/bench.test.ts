import { describe, expect, it } from 'vitest'
import { nodeConformanceCpu } from '../../bench/conformance-cpu.ts'
import { casesPerSecond, engineFigures, freshStateHandsPerSecond, simulateHandsPerSecond } from '../../bench/engine.ts'
import { type Figure, formatTable, judge, quantile, toJson } from '../../bench/figures.ts'
import { afterAction, nextAction, type Player, readTable } from '../../bench/table-client.ts'

/** Smoke tests: the bench modules run at tiny sizes and return figures. No timing is asserted. */

describe('bench figures', () => {
  it('judges a figure against its goal: ratio = value / target, verdict by the goal’s direction', () => {
    expect(judge({ key: 'a', label: 'a', value: 3, unit: 'x', goal: { op: '>=', target: 4 } })).toMatchObject({
      ratio: 0.75,
      verdict: 'misses',
    })
    expect(judge({ key: 'b', label: 'b', value: 8, unit: 'ms', goal: { op: '<=', target: 10 } })).toMatchObject({
      ratio: 0.8,
      verdict: 'meets',
    })
    expect(judge({ key: 'c', label: 'c', value: null, unit: 'ms', goal: { op: '<=', target: 10 } })).toMatchObject({
      ratio: null,
      verdict: null,
    })
  })

  it('takes nearest-rank quantiles', () => {
    const xs = [5, 1, 4, 2, 3]
    expect(quantile(xs, 0.5)).toBe(3)
    expect(quantile(xs, 0.99)).toBe(5)
    expect(quantile(xs, 0)).toBe(1)
    expect(quantile([], 0.5)).toBeNaN()
  })

  it('prints a table with goal, ratio and verdict, n/a for a missing value, and notes; JSON by key', () => {
    const rows: Figure[] = [
      { key: 'speed', label: 'speed', value: 2_500_000, unit: 'hands/s', goal: { op: '>=', target: 5_000_000 } },
      { key: 'cpu', label: 'cpu', value: null, unit: 'ms', note: 'not measurable here' },
    ]
    const text = formatTable(rows)
    expect(text).toMatch(/speed\s+2,500,000\s+hands\/s\s+≥ 5,000,000\s+0\.50×\s+misses/)
    expect(text).toMatch(/cpu\s+n\/a\s+ms/)
    expect(text).toContain('• cpu: not measurable here')
    const json = toJson(rows, { cores: 2 }) as { machine: unknown; rows: Record<string, { verdict: string | null }> }
    expect(json.machine).toEqual({ cores: 2 })
    expect(json.rows.speed.verdict).toBe('misses')
    expect(json.rows.cpu.verdict).toBeNull()
  })
})

describe('bench engine rows', () => {
  it('each measurement returns a positive rate', () => {
    expect(simulateHandsPerSecond(2_000, 'smoke')).toBeGreaterThan(0)
    expect(freshStateHandsPerSecond(2_000)).toBeGreaterThan(0)
    expect(casesPerSecond(20)).toBeGreaterThan(0)
  })

  it('engineFigures returns every row with a number, worker threads included', async () => {
    const figures = await engineFigures(0.0005)
    expect(figures.map((f) => f.key)).toEqual([
      'simulateHandsPerSecond1',
      'simulateHandsPerSecondThreads',
      'freshStateHandsPerSecond',
      'caseDriverCasesPerSecond',
      'chartMilliseconds',
    ])
    for (const f of figures) expect(f.value).toBeGreaterThan(0)
  })

  it('GET /conformance runs on Node and its CPU time is read per request', async () => {
    const xs = await nodeConformanceCpu(2)
    expect(xs).toHaveLength(2)
    for (const x of xs) expect(x).toBeGreaterThan(0)
  })
})

describe('bench table player', () => {
  const fragment = (seq: number, phase: string) =>
    `<section id="table" class="table" aria-label="Blackjack table" data-round="3" data-seq="${seq}" data-phase="${phase}"><p>…</p></section>`
  const player = (): Player => ({
    base: 'http://127.0.0.1:1',
    table: 'abcdefghij',
    cookie: 'bj_session=x',
    seq: 0,
    phase: 'betting',
  })

  it('reads seq and phase from a table fragment', () => {
    expect(readTable(fragment(7, 'insurance'))).toEqual({ seq: 7, phase: 'insurance' })
    expect(readTable('<p>no table</p>')).toBeNull()
  })

  it('bets between rounds, declines insurance, stands in play, with a fresh action id each time', () => {
    const p = player()
    const bet = nextAction(p)
    expect(bet.path).toBe('/t/abcdefghij/bet')
    expect(bet.body).toMatch(/^amount=5&actionId=[0-9a-f-]{36}$/)
    expect(bet.headers).toMatchObject({ origin: p.base, 'hx-request': 'true', cookie: 'bj_session=x' })
    expect(nextAction(p).body).not.toBe(bet.body)
    expect(afterAction(p, 200, fragment(4, 'insurance'))).toBe(true)
    expect(nextAction(p)).toMatchObject({
      path: '/t/abcdefghij/act',
      body: expect.stringMatching(/^move=decline&seq=4&/),
    })
    afterAction(p, 200, fragment(5, 'play'))
    expect(nextAction(p).body).toMatch(/^move=stand&seq=5&/)
    afterAction(p, 200, fragment(6, 'settled'))
    expect(nextAction(p).path).toBe('/t/abcdefghij/bet')
  })

  it('counts a refused or unreadable answer as failed, and still follows the table it shows', () => {
    const p = player()
    expect(afterAction(p, 409, fragment(9, 'play'))).toBe(false)
    expect(p).toMatchObject({ seq: 9, phase: 'play' })
    expect(afterAction(p, 200, '<p>Server error</p>')).toBe(false)
    expect(p).toMatchObject({ seq: 9, phase: 'play' })
  })
})
