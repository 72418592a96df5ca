import { env, exports } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import app from '../../src/index.ts'
import { mainSlot } from '../../src/strategy/hand-slots.ts'
import { HAND_VALUES_FORMAT } from '../../src/strategy/hand-values.ts'
import { PRESETS } from '../../src/table/presets.ts'
import { Browser, createTable } from './table-helpers.ts'

const chartPath = (rules: Record<string, unknown>) => `/strategy?rules=${encodeURIComponent(JSON.stringify(rules))}`

/** The home page's create form as a browser would post it: selected options, checked boxes, numbers. */
function formOf(html: string): URLSearchParams {
  const form = new URLSearchParams()
  const body = html.match(/<form method="post" action="\/tables"[\s\S]*?<\/form>/)?.[0] ?? ''
  for (const [, name, options] of body.matchAll(/<select name="([^"]+)">([\s\S]*?)<\/select>/g)) {
    form.append(name, options.match(/<option value="([^"]*)" selected/)?.[1] ?? '')
  }
  for (const [tag] of body.matchAll(/<input [^>]*>/g)) {
    const attr = (a: string) => tag.match(new RegExp(` ${a}="([^"]*)"`))?.[1]
    if (attr('type') === 'checkbox' && attr('checked') === undefined) continue
    form.append(attr('name') ?? '', attr('value') ?? '')
  }
  return form
}

/** /strategy through the Worker with ASSETS replaced, for the failure paths. */
function withAssets(path: string, fetchAsset: (url: string) => Promise<Response>) {
  const assets = {
    fetch: (input: RequestInfo | URL) => fetchAsset(String(input instanceof Request ? input.url : input)),
  }
  return app.fetch(new Request(`http://localhost${path}`), { ...env, ASSETS: assets as unknown as Fetcher })
}

describe('GET /strategy from the stored hand values (static/charts, npm run charts)', () => {
  it('the ASSETS binding serves the slices', async () => {
    const res = await env.ASSETS.fetch('http://localhost/charts/6d-s17.bin')
    expect(res.status).toBe(200)
    const values = new Float64Array(await res.arrayBuffer())
    expect([...values.subarray(0, 4)]).toEqual([HAND_VALUES_FORMAT, 6, 0, 1])
  })

  it("every preset: a table created from the preset's form links to a chart served from storage", async () => {
    for (const p of PRESETS) {
      const b = new Browser()
      const id = await createTable(formOf(await b.get(`/?preset=${p.id}`)), b)
      const href = (await b.get(`/t/${id}`)).match(/<a href="(\/strategy\?rules=[^"]+)">Basic-strategy chart/)?.[1]
      expect(href, `no chart link on the ${p.id} table`).toBeDefined()
      const res = await exports.default.fetch(`http://localhost${href}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('X-Chart'), `preset ${p.id}: run npm run charts`).toBe('stored')
      expect((await res.text()).match(/<table class="strategy">/g)).toHaveLength(3)
    }
  })

  it('any other rule set is built from storage too', async () => {
    const rules = { decks: 3, hitSoft17: true, surrender: 'early', maxHands: 3, double: '9-11', splitBy: 'rank' }
    const res = await exports.default.fetch(`http://localhost${chartPath(rules)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Chart')).toBe('stored')
    expect((await res.text()).match(/<table class="strategy">/g)).toHaveLength(3)
  })

  it('the chart on the page is built from the stored values: a doctored file shows through', async () => {
    const bytes = await (await env.ASSETS.fetch('http://localhost/charts/1d-h17-no-naturals.bin')).arrayBuffer()
    const values = new Float64Array(bytes)
    // Standing on 6,10 and 7,9 against a ten (block 10 of a slice without naturals) made a sure win.
    const block = 4 + 9 * 155 * 3
    for (const slot of [mainSlot(6, 10), mainSlot(7, 9)]) values[block + slot * 3] = 1
    const res = await withAssets(
      chartPath({ decks: 1, hitSoft17: true, naturals: false }),
      async () => new Response(bytes),
    )
    expect(res.headers.get('X-Chart')).toBe('stored')
    expect(await res.text()).toMatch(/title="Hard 16 against 10: Stand[^"]*">S</)
  })

  it('a slice that cannot be read gives a chart computed live, never a broken page', async () => {
    // Shoes no other test of this file reads, so neither is in the isolate's memory yet. A short
    // file and another shoe's file are refused the same way (test/node/stored-charts.test.ts).
    const shoes = [
      { decks: 7, hitSoft17: true },
      { decks: 3, naturals: false },
    ]
    const failures: ((url: string) => Promise<Response>)[] = [
      async () => new Response('not found', { status: 404 }),
      async () => {
        throw new Error('assets unavailable')
      },
    ]
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const [i, failing] of failures.entries()) {
      const res = await withAssets(chartPath(shoes[i]), failing)
      expect(res.status).toBe(200)
      expect(res.headers.get('X-Chart'), JSON.stringify(shoes[i])).toBe('computed')
      expect((await res.text()).match(/<table class="strategy">/g)).toHaveLength(3)
    }
    // Each failure is logged with its reason, for the Worker's logs.
    expect(log.mock.calls.map(([m]) => String(m).match(/\((.*)\); computing the chart live$/)?.[1])).toEqual([
      'HTTP 404',
      'assets unavailable',
    ])
    log.mockRestore()
  })
})
