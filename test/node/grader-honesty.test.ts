import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { commandPool } from '../../src/cli/grade-pool.ts'
import { gradeImplementation } from '../../src/conformance/grade.ts'
import { httpTransport } from '../../src/conformance/http-transport.ts'
import type { Report } from '../../src/conformance/report.ts'
import { caseOf, gradeStudent, partOf, ROOT, student } from './grader-helpers.ts'

/** Every case's verdict and message, without timings: what must not depend on --jobs. */
const verdicts = (r: Report) => r.cases.map(({ ms: _ms, ...c }) => c)

describe('scoring is honest (contract section 7)', () => {
  it('scores the 1:1-blackjack program lower with "blackjack" left out of hello than declared', async () => {
    const declared = await gradeStudent('blackjack-pays-even', { count: 200 })
    const undeclared = await gradeStudent('blackjack-pays-even-undeclared', { count: 200 })
    expect(partOf(declared, 'blackjack').earned).toBeGreaterThan(0)
    expect(partOf(undeclared, 'blackjack')).toMatchObject({ earned: 0, passed: 0 })
    expect(undeclared.points.earned).toBeLessThan(declared.points.earned)
    // Neither run changes a required part: the bug and the undeclared item live in extra credit.
    expect(declared.points.required).toBe(70)
    expect(undeclared.points.required).toBe(70)
  })

  it('fails every case of a required part hello leaves out, "not implemented", and never passes the run', async () => {
    const report = await gradeStudent('base-only', { count: 20, assignment: undefined, tags: null })
    expect(report.points.required).toBe(70)
    const onlyShuffle = await gradeImplementation(
      {
        target: 'stub',
        close: async () => {},
        send: async () => ({ ok: true, answer: { name: 's', protocol: 1, features: ['shuffle'] }, ms: 0 }),
      },
      { count: 0, shuffles: 0 },
    )
    const deal = partOf(onlyShuffle, 'deal')
    expect(deal.failed).toBe(deal.total)
    const first = onlyShuffle.cases.find((c) => c.tags[0] === 'deal')!
    expect(first).toMatchObject({ verdict: 'fail', reason: 'not implemented: this assignment requires deal' })
    expect(deal.earned).toBe(0)
    expect(onlyShuffle.points.earned).toBeLessThan(10)
  })

  it("fails unrounded money and banker's rounding on the rounding cases, saying so in words", async () => {
    const unrounded = await gradeStudent('unrounded-money', { count: 0, tags: ['betting'] })
    const c = caseOf(unrounded, 'betting-blackjack-3-2-rounds-half-cent-away-from-zero')
    expect(c.verdict).toBe('fail')
    expect(c.differences?.[0]).toMatchObject({
      path: 'seats[0].hands[0].net',
      expected: 7.58,
      actual: 7.575,
      note: '7.575 is not rounded to cents; halves round away from zero: 7.58',
    })
    const bankers = await gradeStudent('bankers-rounding', { count: 0, tags: ['betting'] })
    const b = caseOf(bankers, 'betting-surrender-rounds-half-cent-away-from-zero')
    expect(b.verdict).toBe('fail')
    expect(b.differences?.[0]).toMatchObject({ expected: -3.63, actual: -3.62 })
  })

  it('grades the same with --jobs 3 as with --jobs 1', async () => {
    const grade = async (jobs: number) => {
      const t = commandPool(student('blackjack-pays-even'), jobs, ROOT)
      try {
        return await gradeImplementation(t, { seed: 'jobs', count: 40, shuffles: 300, concurrency: jobs })
      } finally {
        await t.close()
      }
    }
    const [one, three] = [await grade(1), await grade(3)]
    expect(verdicts(three)).toEqual(verdicts(one))
    expect(three.points).toEqual(one.points)
    expect(three.parts).toEqual(one.parts)
  })

  it('grades the same over HTTP with 4 requests in flight as with 1', async () => {
    const server = spawn(process.execPath, ['test/students/http-server.mjs', '0'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    try {
      const url = await new Promise<string>((r) => server.stdout!.once('data', (d: Buffer) => r(d.toString().trim())))
      const grade = (jobs: number) =>
        gradeImplementation(httpTransport(url, { policy: { allowPrivate: true } }), {
          seed: 'http-jobs',
          count: 30,
          shuffles: 300,
          concurrency: jobs,
        })
      const [one, four] = [await grade(1), await grade(4)]
      expect(verdicts(four)).toEqual(verdicts(one))
      expect(four.points).toEqual(one.points)
      expect(one.points.earned).toBe(94)
    } finally {
      server.kill()
    }
  })
})
