import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { experimental_readRawConfig } from 'wrangler'
import { firstSequence } from '../../bench/first-sequence.ts'
import { measureSplit, type SplitMeasured, splitFigures, splitTable } from '../../bench/pages-split.ts'
import { type Answer, compareAnswers } from '../../bench/split-check.ts'
import { ROOT } from '../../bench/wrangler-dev.ts'

/** bench/pages-split.ts: its configs kept in step with wrangler.toml, its output, and one live run. No timing is asserted. */

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

  it('bench/first-sequence: sends the paths in order to each fresh isolate, {r} the restart from 1', async () => {
    // A path for decks 0 would be refused (400) and stop the run: {r} is 1 in the first restart.
    const rules = (extra: string) =>
      `/strategy?rules=${encodeURIComponent(`{"decks":{r}${extra}}`).replaceAll('%7Br%7D', '{r}')}`
    const seen = await firstSequence(1, [rules(''), rules(',"double":"9-11"')])
    expect(seen).toHaveLength(2)
    for (const xs of seen) {
      expect(xs).toHaveLength(1)
      expect(Number.isFinite(xs[0])).toBe(true)
    }
  }, 120_000)
})
