import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { experimental_readRawConfig } from 'wrangler'
import { nodeConformanceCpu } from '../../bench/conformance-cpu.ts'
import { casesPerSecond, engineFigures, freshStateHandsPerSecond, simulateHandsPerSecond } from '../../bench/engine.ts'
import { type Figure, formatTable, judge, quantile, toJson } from '../../bench/figures.ts'
import { measureSplit, type SplitMeasured, splitFigures, splitTable } from '../../bench/pages-split.ts'
import { type Answer, compareAnswers } from '../../bench/split-check.ts'
import { afterAction, nextAction, type Player, readTable } from '../../bench/table-client.ts'
import { ROOT } from '../../bench/wrangler-dev.ts'

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

describe('bench/pages-split: the Worker, its Durable Objects and its static assets in separate processes', () => {
  const raw = (file: string) => experimental_readRawConfig({ config: join(ROOT, file) }).rawConfig
  const ours = raw('wrangler.toml')
  const host = raw('bench/split/wrangler.do.toml')
  const worker = raw('bench/split/wrangler.worker.toml')
  const apart = raw('bench/split/wrangler.apart.toml')
  const assets = raw('bench/split/assets.toml')
  const objects = (c: typeof ours) => c.durable_objects?.bindings ?? []
  const dir = (c: typeof ours, at: string) => resolve(ROOT, at, c.assets?.directory ?? '')

  it('runs the objects as wrangler.toml has them, and binds the Worker to them by script_name', () => {
    // The copies measure our app only while they match it: a binding, var or migration added to
    // wrangler.toml and not to bench/split fails here.
    for (const c of [host, worker, apart]) {
      expect(c.compatibility_date).toBe(ours.compatibility_date)
      expect(c.compatibility_flags).toEqual(ours.compatibility_flags)
      expect(c.vars).toEqual(ours.vars)
      expect(c.observability).toEqual(ours.observability)
    }
    expect(objects(host)).toEqual(objects(ours))
    expect(host.migrations).toEqual(ours.migrations)
    for (const c of [worker, apart]) {
      expect(objects(c)).toEqual(objects(ours).map((b: object) => ({ ...b, script_name: host.name })))
      expect(c.migrations).toBeUndefined()
      expect(c.ratelimits).toEqual(ours.ratelimits)
      expect(c.minify).toBe(ours.minify)
    }
    expect(dir(worker, 'bench/split')).toBe(dir(ours, '.'))
    expect(worker.assets?.binding).toBe(ours.assets?.binding)
  })

  it('serves our [assets] from a third process, bound to the apart Worker as a service of the same name', () => {
    // The assets' host has wrangler.toml's [assets] (directory resolved), and the apart Worker none:
    // its ASSETS is a service binding to that host and is its only service.
    expect({ ...assets.assets, directory: dir(assets, 'bench/split') }).toEqual({
      ...ours.assets,
      directory: dir(ours, '.'),
    })
    expect(assets.compatibility_date).toBe(ours.compatibility_date)
    expect(apart.assets).toBeUndefined()
    expect(apart.services).toEqual([{ binding: ours.assets?.binding, service: assets.name }])
    // Everything else of the apart Worker is the in-process split Worker's.
    const rest = ({ name, assets, services, ...c }: typeof ours) => c
    expect(rest(apart)).toEqual(rest(worker))
    // The floor's two Workers likewise.
    const helloIn = raw('bench/split/hello.worker.toml')
    const helloApart = raw('bench/split/hello.apart.toml')
    expect(dir(helloIn, 'bench/split')).toBe(dir(ours, '.'))
    expect(helloApart.assets).toBeUndefined()
    expect(helloApart.services).toEqual([{ binding: helloIn.assets?.binding, service: assets.name }])
    expect(rest(helloApart)).toEqual(rest(helloIn))
  })

  it('prints each set-up and process side by side and puts the 10 ms goal on the Worker’s share only', () => {
    const m = (first: number) => ({ name: 'r', first, firstMedian: first / 2, median: 1, p99: 2 })
    const none = { name: 'r', first: null, firstMedian: null, median: null, p99: null }
    const rows: SplitMeasured[] = [
      { name: 'GET /t/:id', setup: 'in', worker: m(12.5), objects: m(20), assets: null },
      { name: 'GET /t/:id', setup: 'apart', worker: m(8), objects: m(20), assets: m(4) },
      { name: 'GET /grader.mjs', setup: 'apart', worker: none, objects: m(0), assets: m(6) },
    ]
    const table = splitTable(rows, [])
    expect(table).toMatch(/GET \/t\/:id\s+in\s+12\.50\s+6\.25\s+1\.00\s+2\.00\s+\|\s+20\.00\s+10\.00/)
    expect(table).toMatch(/GET \/t\/:id\s+apart\s+8\.00\s+4\.00\s+1\.00\s+2\.00\s+\|\s+20\.00.*\|\s+4\.00\s+2\.00/)
    expect(table).toMatch(/GET \/grader\.mjs\s+apart\s+n\/a\s+n\/a\s+n\/a\s+n\/a\s+\|/)
    const figures = splitFigures(rows, [])
    expect(figures.map((f) => [f.key, f.value, f.goal?.target])).toEqual([
      ['split0WorkerFirst', 12.5, 10],
      ['split0WorkerP99', 2, 10],
      ['split0ObjectsFirst', 20, undefined],
      ['split0ObjectsP99', 2, undefined],
      ['splitApart0WorkerFirst', 8, 10],
      ['splitApart0WorkerP99', 2, 10],
      ['splitApart0ObjectsFirst', 20, undefined],
      ['splitApart0ObjectsP99', 2, undefined],
      ['splitApart0AssetsFirst', 4, undefined],
      ['splitApart0AssetsP99', 2, undefined],
      // The Worker was not asked for the static file: no Worker figures, so no goal to meet or miss.
      ['splitApart1ObjectsFirst', 0, undefined],
      ['splitApart1ObjectsP99', 2, undefined],
      ['splitApart1AssetsFirst', 6, undefined],
      ['splitApart1AssetsP99', 2, undefined],
    ])
  })

  it('stops a run whose set-ups answer an asset read differently, and lists what each answered', () => {
    const a: Answer = { what: 'GET /x', status: 200, bytes: 3, sha: 'abc', type: 'text/css', frame: 'DENY' }
    expect(compareAnswers({ in: [a], apart: [{ ...a }] })).toMatch(
      /^same {2}GET \/x: in: 200 3 B sha abc text\/css frame DENY$/,
    )
    // The Worker's own header instead of static/_headers' one: the file did not come from the asset router.
    const other = { ...a, frame: 'SAMEORIGIN' }
    expect(() => compareAnswers({ in: [a], apart: [other] })).toThrow(
      /DIFFERS {2}GET \/x: .*apart: 200 3 B .*SAMEORIGIN/,
    )
    expect(() => compareAnswers({ in: [a], apart: [{ ...a, bytes: 4 }] })).toThrow(/set-ups answer differently/)
  })

  // Five wrangler dev sessions in turn (about 35 s + 40 s on a busy 2-core machine): the split itself, for real.
  it('measures the floor in both set-ups: the DO write lands in its host, an asset read in the assets’ host', async () => {
    const floorRows = /one DO RPC|97 KiB|static file/
    const { ours: none, floor } = await measureSplit(3, 1, { only: /$^/, floor: floorRows })
    expect(none).toEqual([])
    const row = (name: RegExp, setup: string) => floor.find((r) => name.test(r.name) && r.setup === setup)
    expect(floor.map((r) => r.setup)).toEqual(['in', 'apart', 'in', 'apart', 'in', 'apart'])
    for (const setup of ['in', 'apart']) {
      const write = row(/DO RPC/, setup)
      // The write is the host's work: its process runs while the Worker's waits.
      expect(write?.objects.first).toBeGreaterThan(0)
      expect(write?.worker.median).toEqual(expect.any(Number))
    }
    // In process, no third process; apart, the asset read and the static file are the assets' host's work.
    for (const r of floor.filter((x) => x.setup === 'in')) expect(r.assets).toBeNull()
    expect(row(/97 KiB/, 'apart')?.assets?.first).toBeGreaterThan(0)
    expect(row(/static file/, 'apart')?.assets?.first).toBeGreaterThan(0)
    // The static file never reaches the Worker when its assets are apart (as in production).
    expect(row(/static file/, 'apart')?.worker.first).toBeNull()
  }, 240_000)
})
