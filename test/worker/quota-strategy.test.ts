import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import app from '../../src/index.ts'

// Issue 13, point 5: a /strategy chart that has to be computed (0.4-1.4 s of CPU) counts against
// the client's quota (STRATEGY_LIMITER, 5 a minute); stored charts never do (quota.test.ts).

/** /strategy on a public host (limits apply there, not on loopback) with every stored slice unreadable. */
async function computed(rules: Record<string, unknown>, ip: string): Promise<Response> {
  const assets = { fetch: async () => new Response('not found', { status: 404 }) }
  const url = `https://grader.example/strategy?rules=${encodeURIComponent(JSON.stringify(rules))}`
  return app.fetch(new Request(url, { headers: { 'cf-connecting-ip': ip } }), {
    ...env,
    ASSETS: assets as unknown as Fetcher,
  })
}

describe('the computed /strategy chart limiter', () => {
  it('answers 429 with Retry-After and when to come back once a client has computed its 5 a minute', async () => {
    const ip = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    // Rule sets no other test computes, so no chart is cached in the isolate.
    const rules = (i: number) => ({
      decks: 1 + (i % 8),
      hitSoft17: true,
      blackjackPays: i < 8 ? '6:5' : '1:1',
      surrender: 'none',
    })
    // The binding counts in fixed one-minute windows: if one ends during the test, the count starts
    // again, so a 429 comes within 11 computed charts (5 + 5 + 1), never before the 6th.
    const statuses: number[] = []
    let res = new Response()
    for (let i = 0; i < 11 && res.status !== 429; i++) {
      res = await computed(rules(i), ip)
      statuses.push(res.status)
      if (res.status === 200) {
        expect(res.headers.get('x-chart')).toBe('computed')
        await res.text()
      }
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await res.text()
    expect(html).toMatch(/too many strategy charts computed/)
    expect(html).toMatch(/come back in \d+ (seconds|minutes) \(at \d\d:\d\d UTC\)/)
    // Another client is not affected.
    const other = await computed(rules(15), '198.19.251.1')
    expect(other.status).toBe(200)
    await other.text()
  })
})
