import { runDurableObjectAlarm } from 'cloudflare:test'
import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Report } from '../../src/conformance/report.ts'
import { MAX_ANSWER_STORED, MAX_RUN_BYTES } from '../../src/do/grading-caps.ts'
import type { Fetch, GradingRun } from '../../src/do/grading-run.ts'
import { config, DEPLOYED, newRunId, referenceServer, reportOf, startRun } from './grade-helpers.ts'

// Hostile targets (issue 13, point 1). The pool cannot reach loopback servers from inside a Durable
// Object, so each target is the run's outbound fetch (the same hook grade.test.ts uses).

/** The reference engine for `hello`, `body()` for every other request. */
function hostile(body: () => BodyInit | Response): Fetch {
  return async (input, init) => {
    const req = new Request(input, init)
    const sent = (await req.clone().json()) as { op?: string }
    if (sent.op === 'hello') return referenceServer(req)
    const b = body()
    return b instanceof Response ? b : new Response(b, { headers: { 'content-type': 'application/json' } })
  }
}

/** Drives alarms until the run is done, tolerating alarms that throw; fails after `max` alarms. */
async function settle(stub: DurableObjectStub<GradingRun>, max = 60): Promise<void> {
  for (let n = 0; n < max; n++) {
    if ((await stub.status())?.status === 'done') return
    try {
      if (!(await runDurableObjectAlarm(stub))) await new Promise((r) => setTimeout(r, 20))
    } catch {
      // An alarm that throws is what the run must survive.
    }
  }
  throw new Error(`the run is not done after ${max} alarms: ${JSON.stringify(await stub.status())}`)
}

describe('a grading run against a hostile target always finishes', () => {
  it('stores an error verdict for an answer nested too deeply to store, and finishes', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`
    const stub = await startRun(
      'deep-run',
      hostile(() => deep),
      config({ count: 2, tags: ['values'] }),
    )
    await settle(stub)
    const report = await reportOf(stub)
    expect(report.cases.length).toBeGreaterThan(0)
    for (const c of report.cases) expect(['fail', 'error']).toContain(c.verdict)
    expect(JSON.stringify(report).length).toBeLessThan(200_000)
  })

  it('caps each stored answer and diff with "… N bytes more", and the bytes of the run', async () => {
    const big = JSON.stringify({ dealer: { total: 'x'.repeat(250_000) }, pad: 'y'.repeat(1000) })
    const stub = await startRun(
      'huge-run',
      hostile(() => big),
      config({ count: 30, tags: ['dealer'] }),
    )
    await settle(stub, 200)
    const report = await reportOf(stub)
    const failed = report.cases.filter((c) => c.actual !== undefined)
    expect(failed.length).toBeGreaterThan(0)
    for (const c of failed) {
      expect(JSON.stringify(c.actual).length).toBeLessThan(MAX_ANSWER_STORED + 200)
      expect(String(c.actual)).toMatch(/… \d+ bytes more$/)
      for (const d of c.differences ?? []) expect(JSON.stringify(d).length).toBeLessThan(2 * MAX_ANSWER_STORED)
    }
    expect(JSON.stringify(report).length).toBeLessThan(MAX_RUN_BYTES + 500_000)
  })

  it('ends a run whose stored bytes reach the cap, with a reason', async () => {
    const big = JSON.stringify({ dealer: { total: 'x'.repeat(250_000) } })
    const stub = await startRun(
      'bytes-run',
      hostile(() => big),
      config({ count: 2000 }),
    )
    await settle(stub, 2000)
    const report = await reportOf(stub)
    expect(report.complete).toBe(false)
    expect(report.cutShort).toContain('storage limit')
  }, 120_000)

  it('ends a run whose alarm fails every time, with the reason', async () => {
    // A reply whose headers cannot be read: something the transport does not expect throws.
    const broken: Fetch = async () =>
      ({
        status: 200,
        get headers(): Headers {
          throw new Error('headers exploded')
        },
      }) as unknown as Response
    const stub = await startRun('failing-run', broken, config({ count: 2, tags: ['values'] }))
    await settle(stub)
    const report = await reportOf(stub)
    expect(report.complete).toBe(false)
    expect(JSON.stringify(report)).toContain('headers exploded')
  })

  it('treats a redirect loop as that case’s error', async () => {
    const loop = hostile(
      () => new Response(null, { status: 302, headers: { location: 'https://student.example/api/play' } }),
    )
    const stub = await startRun('loop-run', loop, config({ count: 1, tags: ['values'] }))
    await settle(stub)
    const report = await reportOf(stub)
    expect(report.cases.every((c) => c.verdict === 'error')).toBe(true)
    expect(report.cases[0].reason).toContain('redirects')
  })

  it('serves the report of a finished hostile run in every format', async () => {
    const big = JSON.stringify({ dealer: { total: 'x'.repeat(200_000) } })
    const id = newRunId()
    const stub = await startRun(
      id,
      hostile(() => big),
      config({ count: 40, tags: ['dealer'] }),
    )
    await settle(stub, 200)
    for (const format of ['json', 'junit', 'text', 'gradescope', 'html']) {
      const res = await exports.default.fetch(`${DEPLOYED}/grade/${id}?format=${format}`)
      expect(res.status, format).toBe(200)
      expect((await res.text()).length).toBeLessThan(2_000_000)
    }
    const json = (await (await exports.default.fetch(`${DEPLOYED}/grade/${id}?format=json`)).json()) as Report
    expect(json.cases.length).toBeGreaterThan(0)
  })
})
