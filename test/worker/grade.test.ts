import { evictDurableObject } from 'cloudflare:test'
import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Report } from '../../src/conformance/report.ts'
import type { Fetch } from '../../src/do/grading-run.ts'
import {
  config,
  DEPLOYED,
  finishRun,
  postForm,
  referenceServer,
  reportOf,
  runStub,
  setOutbound,
  startRun,
} from './grade-helpers.ts'

describe('POST /grade refuses targets a deployed grader must not reach (SSRF)', () => {
  const refused: [string, string][] = [
    ['file:///etc/passwd', 'file: URLs are not allowed'],
    ['http://127.0.0.1:8787/play', 'loopback'],
    ['http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['http://[::1]/play', 'loopback'],
    ['http://10.1.2.3/play', 'private'],
    ['http://192.168.0.10/play', 'private'],
    ['http://localhost:8080/', 'internal host name'],
    ['http://metadata.google.internal/', 'internal host name'],
    ['http://2130706433/', 'loopback'],
    ['http://[fd00::1]/', 'unique-local'],
    ['http://[::ffff:10.0.0.1]/', 'private'],
    ['https://user:pw@student.example/', 'user name or password'],
  ]
  for (const [url, why] of refused) {
    it(`refuses ${url}`, async () => {
      const res = await postForm('/grade', { url })
      expect(res.status).toBe(400)
      const html = await res.text()
      expect(html).toContain('Refused:')
      expect(html).toContain(why)
    })
  }

  it('allows localhost when the grader itself runs on localhost (local development)', async () => {
    const res = await postForm(
      '/grade',
      { url: 'http://127.0.0.1:9/', count: '0', shuffles: '0', tags: 'values' },
      'http://localhost',
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^\/grade\/[0-9a-f]{64}\?key=[0-9a-f]{32}$/)
  })

  it('refuses a form posted from another site (CSRF)', async () => {
    const res = await exports.default.fetch(`${DEPLOYED}/grade`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'url=https%3A%2F%2Fstudent.example%2F',
    })
    expect(res.status).toBe(403)
  })

  it('refuses a redirect to a private address at every hop', async () => {
    // hello is answered (the target agrees to be graded); every case then redirects to metadata.
    const redirecting: Fetch = async (input, init) => {
      const req = new Request(input, init)
      if (((await req.clone().json()) as { op?: string }).op === 'hello') return referenceServer(req)
      return new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } })
    }
    const stub = await startRun('redirect-run', redirecting, config({ tags: ['values'], count: 0 }))
    await finishRun(stub)
    const report = await reportOf(stub)
    expect(report.totals.errors).toBe(report.cases.length)
    expect(report.cases[0].errorKind).toBe('refused')
    expect(report.cases[0].reason).toContain('redirect refused: 169.254.169.254 is a link-local address')
  })
})

describe('a grading run', () => {
  it('shows the form', async () => {
    const html = await (await exports.default.fetch(`${DEPLOYED}/grade`)).text()
    expect(html).toContain('<form class="grade" method="post" action="/grade" enctype="multipart/form-data">')
    expect(html).toContain('<option value="beginner">table preset: beginner</option>')
    expect(html).toContain('Only public http(s) addresses are graded here')
  })

  it('grades a correct implementation over HTTP at 100% and serves every format from the link', async () => {
    const stub = await startRun('correct-run', referenceServer, config({ shuffles: 300 }))
    await finishRun(stub)
    const page = await exports.default.fetch(`${DEPLOYED}/grade/correct-run`)
    // The route only serves 32-hex ids; the stub above is driven directly, so read its report via RPC.
    expect(page.status).toBe(404)
    const report = await reportOf(stub)
    expect(report.complete).toBe(true)
    expect(report.implementation.name).toBe('Blackjack Lab reference engine')
    expect(report.totals).toMatchObject({ failed: 0, errors: 0, skipped: 0 })
    expect(report.totals.passed).toBe(report.cases.length)
    expect(report.cases.at(-1)).toMatchObject({ id: 'shuffle-uniform-positions', verdict: 'pass' })
  })

  it('starts from the form, polls while running, then shows the report with diffs and a re-run button', async () => {
    // Off by one on every dealer total: each graded case fails with a field-by-field diff.
    const offByOne: Fetch = async (input, init) => {
      const answer = (await (await referenceServer(input, init)).json()) as { dealer?: { total: number } }
      if (answer.dealer) answer.dealer.total += 1
      return Response.json(answer)
    }
    await setOutbound(runStub('any'), offByOne)
    const res = await postForm('/grade', {
      url: 'https://student.example/api/play',
      count: '2',
      shuffles: '0',
      tags: ['dealer', 'values'],
    })
    expect(res.status).toBe(303)
    const path = res.headers.get('location')!.split('?')[0]
    const stub = runStub(path.split('/').pop()!)
    const running = await (await exports.default.fetch(`${DEPLOYED}${path}`)).text()
    if (running.includes('Grading…')) expect(running).toContain(`hx-get="${path}/progress" hx-trigger="every 2s"`)
    await finishRun(stub)
    const html = await (await exports.default.fetch(`${DEPLOYED}${path}`)).text()
    expect(html).not.toContain('hx-trigger="every 2s"')
    expect(html).toContain('Run again')
    expect(html).toContain('<table class="diff">')
    expect(html).toContain('<code>dealer.total</code>')
    const report = (await (await exports.default.fetch(`${DEPLOYED}${path}?format=json`)).json()) as Report
    expect(report.parts.find((p) => p.tag === 'dealer')?.failed).toBeGreaterThan(0)
    const junit = await exports.default.fetch(`${DEPLOYED}${path}?format=junit`)
    expect(await junit.text()).toContain('<failure message="dealer.total: expected')
  })

  it('refuses to run the same link twice at once, and re-runs it once done', async () => {
    const stub = await startRun('rerun-run', referenceServer, config({ tags: ['values'], count: 0 }))
    expect(await stub.rerun()).toMatchObject({ ok: false, status: 409 })
    expect(await stub.create(config())).toMatchObject({ ok: false, status: 409 })
    await finishRun(stub)
    expect(await stub.rerun()).toEqual({ ok: true })
    expect((await stub.status())?.generation).toBe(2)
    await finishRun(stub)
    expect((await reportOf(stub)).totals.failed).toBe(0)
  })

  it('survives its Durable Object being evicted mid-run and keeps the results already stored', async () => {
    // A slow student (20 ms an answer after the first 30), so the run is surely mid-way when evicted.
    let fetches = 0
    const slow: Fetch = async (input, init) => {
      if (++fetches > 30) await new Promise((r) => setTimeout(r, 20))
      return referenceServer(input, init)
    }
    const stub = await startRun('evicted-run', slow, config({ count: 20 }))
    // Alarms fire on their own; wait until some cases are stored.
    for (let i = 0; i < 1000 && fetches <= 30; i++) await new Promise((r) => setTimeout(r, 10))
    const before = (await stub.status())!
    expect(before.status).toBe('running')
    expect(before.done).toBeGreaterThan(0)
    const stored = (await reportOf(stub)).cases
    await evictDurableObject(stub)
    // The results stored before the eviction are still there (an alarm may have added more since).
    expect((await reportOf(stub)).cases.slice(0, stored.length)).toEqual(stored)
    await finishRun(stub)
    const report = await reportOf(stub)
    expect(report.complete).toBe(true)
    expect(report.totals.passed).toBe(report.cases.length)
  })

  it('answers 404 for an unknown or malformed run id', async () => {
    expect((await exports.default.fetch(`${DEPLOYED}/grade/${'0'.repeat(64)}`)).status).toBe(404)
    expect((await exports.default.fetch(`${DEPLOYED}/grade/not-an-id?format=json`)).status).toBe(404)
  })
})
