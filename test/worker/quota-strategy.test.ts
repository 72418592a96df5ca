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
    const statuses: number[] = []
    // Rule sets no other test computes, so no chart is cached in the isolate.
    for (let decks = 1; decks <= 6 && !statuses.includes(429); decks++) {
      const res = await computed({ decks, hitSoft17: true, blackjackPays: '6:5', surrender: 'none' }, ip)
      statuses.push(res.status)
      if (res.status === 200) expect(res.headers.get('x-chart')).toBe('computed')
      await res.text()
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    const res = await computed({ decks: 7, hitSoft17: true, blackjackPays: '6:5', surrender: 'none' }, ip)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await res.text()
    expect(html).toMatch(/too many strategy charts computed/)
    expect(html).toMatch(/come back in \d+ (seconds|minutes) \(at \d\d:\d\d UTC\)/)
    // Another client is not affected.
    const other = await computed({ decks: 8, hitSoft17: true, blackjackPays: '6:5', surrender: 'none' }, '198.19.251.1')
    expect(other.status).toBe(200)
    await other.text()
  })
})
