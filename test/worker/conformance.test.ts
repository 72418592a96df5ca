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
    const junit = await get('/conformance?format=junit')
    expect(junit.headers.get('content-type')).toContain('application/xml')
    const xml = await junit.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toMatch(
      /<testsuites name="Blackjack Lab conformance \d+\.\d+\.\d+" tests="\d+" failures="0" errors="0" skipped="0"/,
    )
    const gs = (await (await get('/conformance?format=gradescope')).json()) as {
      score: number
      tests: { score: number; max_score: number }[]
    }
    // One test per part of the default assignment, each earning its full points.
    expect(gs.tests).toHaveLength(15)
    expect(gs.tests.every((t) => t.score === t.max_score)).toBe(true)
    expect(gs.score).toBe(94)
  })

  it('shows one part with ?tags=: the same cases as the whole report has; several parts are refused', async () => {
    const all = await json('/conformance?format=json')
    const dealer = await json('/conformance?format=json&tags=dealer')
    expect(dealer.cases.length).toBeGreaterThan(0)
    expect(dealer.cases.every((c) => c.tags.includes('dealer'))).toBe(true)
    for (const c of dealer.cases) expect(all.cases.find((x) => x.id === c.id)).toEqual(c)
    expect(dealer.parts.map((p) => p.tag)).toEqual(['dealer'])
    // Not the stored body's URL: rendered for it, the same report.
    expect(await json('/conformance?format=json&tags=dealer&tags=dealer&seed=blackjack-lab')).toEqual(dealer)
    const two = await get('/conformance?format=text&tags=dealer,shoe')
    expect(two.status).toBe(400)
    expect(await two.text()).toContain('a run with 2 parts at once')
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

  it('serves the default report and each selection of parts the same every time, in every format', async () => {
    const path = '/conformance?format=json&tags=hit-stand'
    const first = await json(path)
    await new Promise((r) => setTimeout(r, 20)) // the clock moves on: a recomputed report would say so
    const again = await json(path)
    expect(again).toEqual(first)
    expect(first.startedAt).toBe((await json('/conformance?format=json')).startedAt)
    const junit = await (await get('/conformance?format=junit&tags=hit-stand')).text()
    expect(junit).toMatch(new RegExp(`tests="${first.cases.length}"`))
    expect((await get('/conformance?format=classroom')).status).toBe(200)
    expect(await (await get('/conformance?format=text')).text()).toContain(
      'score 70 of 70 points (100%), plus 24 extra credit',
    )
  })

  it('refuses another seed, count, rules or a shuffle test (they play hands), naming the command that runs them', async () => {
    const other = await get('/conformance?format=json&seed=mine&count=21&tags=dealer')
    expect(other.status).toBe(400)
    const { error } = (await other.json()) as { error: { message: string } }
    expect(error.message).toContain('a run with seed "mine", 21 generated hands plays hands for the request')
    expect(error.message).toContain('10 ms of CPU')
    expect(error.message).toMatch(
      /npx blackjack grade --cmd "npx blackjack play" --seed "mine" --count 21 --tags dealer$/,
    )
    const rules = await get(`/conformance?format=text&rules=${encodeURIComponent('{"hitSoft17":true}')}`)
    expect(rules.status).toBe(400)
    expect(await rules.text()).toContain(`--rules '{"hitSoft17":true}'`)
    const shuffles = await get('/conformance?format=text&shuffles=300')
    expect(shuffles.status).toBe(400)
    expect(await shuffles.text()).toContain('--shuffles 300')
    expect((await get('/conformance?seed=blackjack-lab&count=20&shuffles=0')).status).toBe(200)
  })

  it('answers an htmx request with the report fragment only', async () => {
    for (const path of ['/conformance?tags=values', '/conformance']) {
      const html = await (await get(path, { 'hx-request': 'true' })).text()
      expect(html.startsWith('<section class="report" id="report">')).toBe(true)
      expect(html).not.toContain('<html')
    }
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
      const res = await exports.default.fetch('https://grader.example/conformance', { headers })
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
