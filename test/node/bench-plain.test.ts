import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { experimental_readRawConfig } from 'wrangler'
import { buildBundle, HELLO_PLATFORM_CONFIG, OUR_CONFIG, removeBundle } from '../../bench/bundle.ts'
import { firstSequence } from '../../bench/first-sequence.ts'
import { type SplitMeasured, splitFigures } from '../../bench/pages-split.ts'
import { plainCapnp, startPlain } from '../../bench/workerd-plain.ts'
import { ROOT } from '../../bench/wrangler-dev.ts'

/** bench/workerd-plain.ts: our Worker in workerd alone, its config made from wrangler.toml. No timing is asserted. */

// Only named in the generated config (the script by its base name), never read or made here.
const SCRIPT = join(ROOT, 'bundle', 'index.js')
const STATE = join(ROOT, 'bench-state')

describe('bench/workerd-plain: the Worker in workerd without wrangler dev', () => {
  const raw = experimental_readRawConfig({ config: OUR_CONFIG }).rawConfig

  it('binds every var, Durable Object and the assets of wrangler.toml, with its compatibility settings', () => {
    const capnp = plainCapnp(OUR_CONFIG, SCRIPT, { port: 4321 })
    // A binding added to wrangler.toml reaches the plain config without editing it.
    for (const [name, value] of Object.entries(raw.vars ?? {}))
      expect(capnp).toContain(`(name = "${name}", text = "${value}")`)
    const objects = raw.durable_objects?.bindings ?? []
    expect(objects.length).toBeGreaterThan(0)
    for (const b of objects) {
      expect(capnp).toContain(`(name = "${b.name}", durableObjectNamespace = "${b.class_name}")`)
      // Every class of ours is SQLite-backed (new_sqlite_classes), as in production.
      expect(capnp).toContain(`(className = "${b.class_name}", uniqueKey = "${b.class_name}", enableSql = true)`)
    }
    expect(capnp).toContain(`(name = "${raw.assets?.binding}", service = "assets")`)
    expect(capnp).toContain(`disk = (path = "${join(ROOT, 'static')}", writable = false)`)
    expect(capnp).toContain(`compatibilityDate = "${raw.compatibility_date}"`)
    expect(capnp).toContain(`compatibilityFlags = ["${raw.compatibility_flags?.join('", "')}"]`)
    expect(capnp).toContain('esModule = embed "index.js"')
    expect(capnp).toContain('address = "127.0.0.1:4321"')
    // No state directory: the objects are in memory; with one, on its disk.
    expect(capnp).toContain('durableObjectStorage = (inMemory = void)')
    const kept = plainCapnp(OUR_CONFIG, SCRIPT, { port: 4321, state: STATE })
    expect(kept).toContain('durableObjectStorage = (localDisk = "state")')
    expect(kept).toContain(`(name = "state", disk = (path = "${STATE}", writable = true))`)
  })

  it('makes the floor’s config from its own wrangler file', () => {
    const capnp = plainCapnp(HELLO_PLATFORM_CONFIG, SCRIPT, { port: 1 })
    expect(capnp).toContain('(name = "FLOOR", durableObjectNamespace = "Floor")')
    expect(capnp).not.toContain('TABLE')
    expect(capnp).toContain(`disk = (path = "${join(ROOT, 'static')}", writable = false)`)
  })

  it('labels workerd alone apart, with the Worker’s goal and no share for objects that share its process', () => {
    const m = { name: 'r', first: 7, firstMedian: 5, median: 1, p99: 2 }
    const none = { name: 'r', first: null, firstMedian: null, median: null, p99: null }
    const rows: SplitMeasured[] = [{ name: 'GET /strategy', setup: 'plain', worker: m, objects: none, assets: null }]
    expect(splitFigures(rows, []).map((f) => [f.key, f.value, f.goal?.target, f.label])).toEqual([
      ['splitPlain0WorkerFirst', 7, 10, expect.stringMatching(/workerd alone .*first request/)],
      ['splitPlain0WorkerP99', 2, 10, expect.stringMatching(/workerd alone .*p99 warm/)],
    ])
  })

  // One dry-run build and two workerd starts: about 15 s.
  it('serves the deployed bundle: a stored chart read through ASSETS from static/, then the sequence bench', async () => {
    const bundle = await buildBundle(OUR_CONFIG)
    try {
      const server = await startPlain(bundle.script, '/healthz')
      try {
        const res = await fetch(`${server.url}/strategy?decks=6`)
        expect(res.status).toBe(200)
        // The slice came through the disk service: the chart was not computed live.
        expect(res.headers.get('x-chart')).toBe('stored')
        expect(await res.text()).toContain('<table class="strategy">')
        expect(server.runtimePid).toBeGreaterThan(0)
      } finally {
        await server.stop()
      }
    } finally {
      removeBundle(bundle)
    }
    const seen = await firstSequence(1, ['/strategy?decks=6', '/'], true)
    expect(seen.map((xs) => xs.length)).toEqual([1, 1])
    for (const [x] of seen) expect(Number.isFinite(x)).toBe(true)
  }, 120_000)
})
