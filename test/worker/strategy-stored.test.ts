import { env, exports } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import app from '../../src/index.ts'
import { ANCHORS } from '../../src/strategy/anchors.ts'
import { chartKey } from '../../src/strategy/chart.ts'
import { chartHash } from '../../src/strategy/chart-json.ts'
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

describe('GET /strategy with stored charts (static/charts, npm run charts)', () => {
  it('the ASSETS binding serves the stored chart files', async () => {
    const res = await env.ASSETS.fetch(`http://localhost/charts/${await chartHash(chartKey({}))}.json`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { rules: { decks: number } }).rules.decks).toBe(6)
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

  it('the chart on the page is the stored file: a doctored file shows through', async () => {
    const rules = ANCHORS.find((a) => a.name.startsWith('1D H17'))?.rules ?? {}
    const file = (await (
      await env.ASSETS.fetch(`http://localhost/charts/${await chartHash(chartKey(rules))}.json`)
    ).json()) as {
      hard: Record<string, { code: string }[]>
    }
    file.hard[16][9].code = 'Zq' // hard 16 against a ten
    const res = await withAssets(chartPath(rules), async () => Response.json(file))
    expect(res.headers.get('X-Chart')).toBe('stored')
    expect(await res.text()).toMatch(/title="Hard 16 against 10: [^"]*">Zq</)
  })

  it('a rule set that is not stored is computed live', async () => {
    const res = await exports.default.fetch(`http://localhost${chartPath({ decks: 2, hitSoft17: true })}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Chart')).toBe('computed')
    expect((await res.text()).match(/<table class="strategy">/g)).toHaveLength(3)
  })

  it('a stored chart whose file cannot be read is computed live, never a broken page', async () => {
    const anchors = ANCHORS.filter((a) => !a.name.startsWith('1D H17'))
    const failures: ((url: string) => Promise<Response>)[] = [
      async () => new Response('not found', { status: 404 }),
      async () => new Response('{"format":1,', { headers: { 'content-type': 'application/json' } }),
      async () => {
        throw new Error('assets unavailable')
      },
      // A file holding another rule set's chart (as a hash collision would) is refused too.
      async (url) => env.ASSETS.fetch(url.replace(/[0-9a-f]{16}\.json$/, `${await chartHash(chartKey({}))}.json`)),
    ]
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const [i, failing] of failures.entries()) {
      const res = await withAssets(chartPath(anchors[i].rules), failing)
      expect(res.status).toBe(200)
      expect(res.headers.get('X-Chart'), anchors[i].name).toBe('computed')
      expect((await res.text()).match(/<table class="strategy">/g)).toHaveLength(3)
    }
    // Each failure is logged with its reason, for the Worker's logs.
    expect(log.mock.calls.map(([m]) => String(m).match(/\((.*)\); computing it live$/)?.[1])).toEqual([
      'HTTP 404',
      expect.stringContaining('JSON'),
      'assets unavailable',
      'the file holds the chart of other rules',
    ])
    log.mockRestore()
  })
})
