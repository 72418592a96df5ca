import { describe, expect, it } from 'vitest'
import type { Fetch } from '../../src/do/grading-run.ts'
import { config, finishRun, referenceServer, reportOf, startRun } from './grade-helpers.ts'

// Issue 13, point 3: a target proves it wants to be graded by echoing the nonce of the web grader's
// hello; until it does, no case is sent (so the grader cannot be aimed at someone else's server).
describe('the hello nonce', () => {
  it('is sent with hello, and a server that echoes it is graded', async () => {
    let hello: { op?: string; nonce?: unknown } = {}
    const echoing: Fetch = async (input, init) => {
      const req = new Request(input, init)
      const body = (await req.clone().json()) as typeof hello
      if (body.op === 'hello') hello = body
      return referenceServer(req)
    }
    const stub = await startRun('nonce-echo', echoing, config({ count: 2, tags: ['values'] }))
    await finishRun(stub)
    expect(hello.nonce).toMatch(/^[0-9a-f]{32}$/)
    const report = await reportOf(stub)
    expect(report.complete).toBe(true)
    expect(report.totals.passed).toBe(report.cases.length)
  })

  it('sends no case to a server that does not echo it, and says why', async () => {
    const sent: unknown[] = []
    // Any web server that answers everything with the same JSON (it never heard of this grader).
    const bystander: Fetch = async (input, init) => {
      sent.push(await new Request(input, init).json())
      return Response.json({ name: 'not a blackjack server', protocol: 1 })
    }
    const stub = await startRun('nonce-bystander', bystander, config({ count: 5, tags: ['values'] }))
    await finishRun(stub)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ op: 'hello' })
    const report = await reportOf(stub)
    expect(report.complete).toBe(false)
    expect(report.cutShort).toContain('nonce')
    expect(report.cases.every((c) => c.errorKind === 'cut-short')).toBe(true)
  })

  it('sends no case to a server that cannot be reached at hello', async () => {
    let fetches = 0
    const dead: Fetch = async () => {
      fetches++
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })
    }
    const stub = await startRun('nonce-dead', dead, config({ count: 5 }))
    await finishRun(stub)
    expect(fetches).toBe(1)
    expect((await reportOf(stub)).cutShort).toContain('the target cannot be reached')
  })
})
