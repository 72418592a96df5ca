import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../../src/quota/limits.ts'
import { DEPLOYED, runStub, setOutbound } from './grade-helpers.ts'

// Issue 13, point 2: quotas with safe defaults. Each test uses its own client address (the
// rate limiting binding's state is not reset between tests).
const client = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

function post(path: string, form: Record<string, string>, ip: string): Promise<Response> {
  return exports.default.fetch(`${DEPLOYED}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: DEPLOYED, 'cf-connecting-ip': ip },
    body: new URLSearchParams(form),
    redirect: 'manual',
  })
}

/** A 429 that says when to come back. */
async function expectOver(res: Response, words: RegExp): Promise<void> {
  expect(res.status).toBe(429)
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  const html = await res.text()
  expect(html).toMatch(words)
  expect(html).toMatch(/come back in \d+ (seconds|minutes) \(at \d\d:\d\d UTC\)/)
  // One <main> landmark: the layout's (a page's own <main> inside it is invalid HTML and a second landmark).
  expect(html.match(/<main>/g)).toHaveLength(1)
}

describe('grading quotas', () => {
  it('limits the runs one client starts per hour', async () => {
    // Targets that never echo the nonce: each run ends after its hello.
    await setOutbound(runStub('any'), async () => Response.json({}))
    const ip = client()
    for (let i = 0; i < DEFAULT_LIMITS.runsPerClientHour; i++) {
      const res = await post('/grade', { url: `https://s${i}.example/`, count: '1', shuffles: '0' }, ip)
      expect(res.status, `run ${i + 1}`).toBe(303)
    }
    await expectOver(
      await post('/grade', { url: 'https://another.example/', count: '1' }, ip),
      /grading runs this hour/,
    )
    // Another client is not affected.
    expect((await post('/grade', { url: 'https://another.example/', count: '1' }, client())).status).toBe(303)
  })

  it('limits the runs aimed at one target per hour, whoever starts them', async () => {
    await setOutbound(runStub('any'), async () => Response.json({}))
    for (let i = 0; i < DEFAULT_LIMITS.runsPerTargetHour; i++)
      expect((await post('/grade', { url: 'https://victim.example/', count: '1' }, client())).status).toBe(303)
    await expectOver(await post('/grade', { url: 'https://victim.example/x', count: '1' }, client()), /victim\.example/)
  })

  it('limits the runs in progress at once, and frees a slot when a run ends', async () => {
    // Targets that never answer: each run waits out its hello's 5 s timeout, then ends.
    await setOutbound(runStub('any'), (_input, init) => {
      const signal = init?.signal
      return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))
    })
    for (let i = 0; i < DEFAULT_LIMITS.concurrentRuns; i++)
      expect((await post('/grade', { url: `https://slow${i}.example/`, count: '1' }, client())).status).toBe(303)
    await expectOver(await post('/grade', { url: 'https://slow.example/', count: '1' }, client()), /in progress/)
    await setOutbound(runStub('any'), async () => Response.json({}))
    let status = 429
    for (let i = 0; i < 100 && status === 429; i++) {
      await new Promise((r) => setTimeout(r, 200))
      const res = await post('/grade', { url: 'https://slow.example/', count: '1' }, client())
      status = res.status
      await res.text()
    }
    expect(status).toBe(303)
  }, 60_000)

  it('refuses more hands per run than the limit, with the reason', async () => {
    const res = await post(
      '/grade',
      { url: 'https://big.example/', count: String(DEFAULT_LIMITS.casesPerRun + 1) },
      client(),
    )
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(String(DEFAULT_LIMITS.casesPerRun))
  })
})

describe('table and strategy quotas (the rate limiting binding)', () => {
  it('limits the tables one client creates per minute', async () => {
    const ip = client()
    let status = 0
    // The limiter's windows are aligned to the clock (10 a minute): one may end mid-loop and count
    // again, so a 429 comes within 21 creations (10 + 10 + 1), never before the 11th.
    let sent = 0
    for (; sent < 21 && status !== 429; sent++) status = (await post('/tables', {}, ip)).status
    expect(sent).toBeGreaterThanOrEqual(11)
    expect(status).toBe(429)
    await expectOver(await post('/tables', {}, ip), /tables/)
  })

  it('never limits a stored /strategy chart (computing one is what the limiter guards)', async () => {
    const ip = client()
    for (let i = 0; i < 12; i++) {
      const res = await exports.default.fetch(`${DEPLOYED}/strategy?decks=${1 + (i % 8)}`, {
        headers: { 'cf-connecting-ip': ip },
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('x-chart')).toBe('stored')
      await res.text()
    }
  })
})
