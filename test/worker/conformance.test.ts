import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Report } from '../../src/conformance/report.ts'
import { TAGS } from '../../src/engine/protocol.ts'

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch(`http://localhost${path}`, { headers })
}

async function json(path: string): Promise<Report> {
  const res = await get(path)
  expect(res.status).toBe(200)
  return (await res.json()) as Report
}

describe('GET /conformance on the reference engine', () => {
  it('renders the HTML report: a row per part, base first then extra credit, every case passing', async () => {
    const res = await get('/conformance')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('<h1>Conformance suite</h1>')
    expect(html).toContain('Base assignment')
    expect(html).toContain('Extra credit')
    // Each part's row, in the assignment's order.
    const rows = [...html.matchAll(/<th scope="row"><a href="\/conformance\/cases#part-([a-z-]+)">/g)].map((m) => m[1])
    expect(rows).toEqual([...TAGS])
    expect(html).toMatch(/\d+ passed, 0 failed, 0 skipped, 0 errors/)
    expect(html).toContain('/assets/grader.css')
  })

  it('returns the same report as JSON (?format=json or Accept), with the suite version, seed and count', async () => {
    const report = await json('/conformance?format=json')
    expect(report.suiteVersion).toMatch(/^\d+\.\d+\.\d+$/)
    expect(report.seed).toBe('blackjack-lab')
    expect(report.count).toBe(20)
    expect(report.totals.failed + report.totals.errors + report.totals.skipped).toBe(0)
    expect(report.cases.filter((c) => c.source === 'generated')).toHaveLength(20)
    expect(report.parts.map((p) => p.tag)).toEqual([...TAGS])
    const viaAccept = await get('/conformance', { accept: 'application/json' })
    expect(viaAccept.headers.get('content-type')).toContain('application/json')
    expect(((await viaAccept.json()) as Report).totals).toEqual(report.totals)
  })

  it('renders JUnit XML and Gradescope results.json from the same result model', async () => {
    const junit = await get('/conformance?format=junit&count=2')
    expect(junit.headers.get('content-type')).toContain('application/xml')
    const xml = await junit.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toMatch(
      /<testsuites name="Blackjack Lab conformance \d+\.\d+\.\d+" tests="\d+" failures="0" errors="0" skipped="0"/,
    )
    const gs = (await (await get('/conformance?format=gradescope&count=2')).json()) as {
      score: number
      tests: { score: number; max_score: number }[]
    }
    // One test per part of the default assignment, each earning its full points.
    expect(gs.tests).toHaveLength(15)
    expect(gs.tests.every((t) => t.score === t.max_score)).toBe(true)
    expect(gs.score).toBe(94)
  })

  it('filters by part with ?tags= (comma list or repeated) and plays generated hands under ?rules=', async () => {
    const dealer = await json('/conformance?format=json&tags=dealer,shoe&count=10')
    expect(dealer.cases.length).toBeGreaterThan(0)
    expect(dealer.cases.every((c) => c.tags.includes('dealer') || c.tags.includes('shoe'))).toBe(true)
    const repeated = await json('/conformance?format=json&tags=dealer&tags=shoe&count=10')
    expect(repeated.totals).toEqual(dealer.totals)
    const h17 = await json(`/conformance?format=json&count=5&rules=${encodeURIComponent('{"hitSoft17":true}')}`)
    const generated = h17.cases.filter((c) => c.source === 'generated')
    expect(generated.every((c) => (c.request as { rules: { hitSoft17: boolean } }).rules.hitSoft17)).toBe(true)
    expect(h17.rules).toEqual({ hitSoft17: true })
  })

  it('adds the shuffle uniformity test with ?shuffles=, under the shuffle part', async () => {
    const report = await json('/conformance?format=json&tags=shuffle&count=0&shuffles=300')
    const stats = report.cases.find((c) => c.id === 'shuffle-uniform-positions')
    expect(stats?.verdict).toBe('pass')
    expect(stats?.actual).toMatchObject({ samples: 300, df: 2601 })
  })

  it('answers a bad query with 400 and says what is wrong', async () => {
    const badRules = await get(`/conformance?rules=${encodeURIComponent('{"decks":9}')}`)
    expect(badRules.status).toBe(400)
    expect(await badRules.text()).toContain('rules.decks is 9')
    const badTag = await get('/conformance?format=json&tags=poker')
    expect(badTag.status).toBe(400)
    expect(await badTag.json()).toMatchObject({ error: { message: expect.stringContaining('unknown part "poker"') } })
    expect((await get('/conformance?count=99999')).status).toBe(400)
    expect((await get('/conformance?format=pdf')).status).toBe(400)
  })

  it('computes a report once per isolate and serves every request and format of it from there', async () => {
    const path = '/conformance?format=json&seed=cache-test&count=3'
    const first = await json(path)
    await new Promise((r) => setTimeout(r, 20)) // the clock moves on: a recomputed report would say so
    const again = await json(path)
    expect(again.startedAt).toBe(first.startedAt)
    expect(again).toEqual(first)
    const junit = await (await get('/conformance?format=junit&seed=cache-test&count=3')).text()
    expect(junit).toMatch(new RegExp(`tests="${first.cases.length}"`))
  })

  it('refuses a run too big to fit 10 ms of CPU, saying what fits and where to run the rest', async () => {
    const many = await get('/conformance?format=json&count=21')
    expect(many.status).toBe(400)
    const { error } = (await many.json()) as { error: { message: string } }
    expect(error.message).toBe(
      'count is 21, but this page plays at most 20 generated hands a request, to fit the 10 ms of CPU a request may use; run it on your machine instead: npx blackjack grade --cmd "npx blackjack play" --count 21',
    )
    const shuffles = await get('/conformance?shuffles=301')
    expect(shuffles.status).toBe(400)
    expect(await shuffles.text()).toContain('shuffles is 301, but this page runs at most 300 shuffles a request')
    expect((await get('/conformance?format=json&count=20&shuffles=300&tags=shuffle')).status).toBe(200)
  })

  it('answers an htmx request with the report fragment only', async () => {
    const html = await (await get('/conformance?tags=values&count=0', { 'hx-request': 'true' })).text()
    expect(html.startsWith('<section class="report" id="report">')).toBe(true)
    expect(html).not.toContain('<html')
  })
})

describe('GET /conformance/cases/:id', () => {
  it('lists every fixture by part, linking to its page', async () => {
    const html = await (await get('/conformance/cases')).text()
    expect(html).toContain('<section id="part-dealer">')
    expect(html).toContain('<a href="/conformance/cases/dealer-stands-on-soft-17">dealer-stands-on-soft-17</a>')
  })

  it('shows a fixture as a student reads it: title, input, expectation, the engine answer and its verdict', async () => {
    const res = await get('/conformance/cases/dealer-stands-on-soft-17')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('With hitSoft17 false (S17) the dealer stands on a soft 17.')
    expect(html).toContain('shoe [&quot;TS&quot;,&quot;6D&quot;,&quot;8H&quot;,&quot;AC&quot;]')
    expect(html).toContain('Expected answer')
    expect(html).toContain('<span class="verdict pass">pass</span>')
  })

  it('states the expected answer in words: the dealer, each hand, its outcome and money; errors by code and place', async () => {
    const html = await (await get('/conformance/cases/split-aces-ten-is-not-blackjack')).text()
    expect(html).toContain('Dealer: <code>9C 7D 2C</code> — 18')
    expect(html).toMatch(
      /<code>AS TD<\/code><\/td><td>soft 21<\/td><td>10 · split<\/td><td>win<\/td><td class="num">\+10<\/td>/,
    )
    expect(html).toMatch(/seat 0 in all<\/td><td class="num">\+20</)
    const error = await (await get('/conformance/cases/betting-bet-below-min-bet-is-invalid')).text()
    expect(error).toMatch(/An error: <code>invalid-bet<\/code> at seat 0/)
  })

  it('returns the case as JSON, and 404 for an unknown id', async () => {
    const res = await get('/conformance/cases/dealer-stands-on-soft-17?format=json')
    const body = (await res.json()) as { verdict: string; actual: { dealer: { total: number; soft: boolean } } }
    expect(body.verdict).toBe('pass')
    expect(body.actual.dealer).toMatchObject({ total: 17, soft: true })
    expect((await get('/conformance/cases/no-such-case')).status).toBe(404)
  })
})

describe('/conformance and /grade/:id answer differently by HX-Request and Accept', () => {
  const varies = (res: Response) => (res.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/)

  it('says so in Vary on /conformance, for the page, the fragment, JSON and errors', async () => {
    const variants: Record<string, string>[] = [{}, { 'hx-request': 'true' }, { accept: 'application/json' }]
    for (const headers of variants) {
      const res = await exports.default.fetch('https://grader.example/conformance?count=0', { headers })
      expect(varies(res)).toEqual(expect.arrayContaining(['accept', 'hx-request']))
      await res.text()
    }
    const bad = await exports.default.fetch('https://grader.example/conformance?count=x')
    expect(varies(bad)).toEqual(expect.arrayContaining(['accept', 'hx-request']))
  })

  it('says so in Vary on /grade/:id', async () => {
    const res = await exports.default.fetch(`https://grader.example/grade/${'0'.repeat(64)}`)
    expect(res.status).toBe(404)
    expect(varies(res)).toEqual(expect.arrayContaining(['accept']))
  })
})
