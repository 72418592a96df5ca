import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { renderText } from '../../src/conformance/render-text.ts'
import { caseOf, gradeStudent, partOf } from './grader-helpers.ts'

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as { port: number }
  await new Promise((r) => server.close(r))
  return port
}

describe('messages a student can act on', () => {
  it('stops a part that hangs after its first timeouts, names it once, and grades the rest fully', async () => {
    const started = Date.now()
    const report = await gradeStudent('hang-on-surrender', { count: 200, caseTimeoutMs: 1_000 })
    expect(Date.now() - started).toBeLessThan(30_000)
    const notRun = report.cases.filter((c) => c.errorKind === 'cut-short')
    expect(notRun.length).toBeGreaterThan(20)
    expect(notRun.every((c) => c.tags.includes('surrender') && c.reason === 'the program hangs on surrender')).toBe(
      true,
    )
    expect(report.notes.filter((n) => n.includes('hangs on surrender'))).toHaveLength(1)
    for (const p of report.parts.filter((x) => x.kind === 'base')) expect(p.earned, p.tag).toBe(p.points)
    expect(report.cases.filter((c) => c.verdict === 'error').every((c) => c.tags.includes('surrender'))).toBe(true)
    const text = renderText(report)
    expect(text.match(/not run: the program hangs on surrender/g)).toHaveLength(1)
    expect(text).not.toContain('not run: not run:')
  })

  it('names a stray debugging line once and keeps the later answers aligned', async () => {
    const report = await gradeStudent('stray-print', { count: 30 })
    const stray = report.notes.filter((n) => n.startsWith('a line that is not an answer: `got request 1`.'))
    expect(stray).toHaveLength(1)
    expect(stray[0]).toContain('Print debugging output to standard error')
    expect(report.totals).toMatchObject({ failed: 0, errors: 0 })
  })

  it("hints at flushing when a live program never answers, with each language's spelling", async () => {
    const report = await gradeStudent('unflushed', { count: 5, caseTimeoutMs: 500 })
    const hint = report.notes.find((n) => n.includes('buffer'))
    for (const spelling of ['flush=True', 'System.out.flush()', 'std::endl', 'process.stdout.write'])
      expect(hint).toContain(spelling)
    expect(report.totals.passed).toBe(0)
  })

  it('shows the last 20 lines of standard error when the program crashes', async () => {
    const report = await gradeStudent('crash-on-rounds', { count: 0, tags: ['shoe'] })
    const crash = report.cases.find((c) => c.errorKind === 'crash')!
    const lines = crash.reason!.split('\n')
    expect(lines.length).toBeGreaterThan(5)
    expect(lines.length).toBeLessThanOrEqual(21)
    expect(crash.reason).toContain("TypeError: Cannot read properties of undefined (reading 'length')")
    expect(crash.reason).toMatch(/\n\s+at /)
  })

  it('says once that a target cannot be reached and sends nothing more', async () => {
    const { gradeImplementation } = await import('../../src/conformance/grade.ts')
    const { httpTransport } = await import('../../src/conformance/http-transport.ts')
    const url = `http://127.0.0.1:${await closedPort()}/`
    const report = await gradeImplementation(httpTransport(url, { policy: { allowPrivate: true } }), {
      count: 20,
      shuffles: 300,
    })
    expect(report.cutShort).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/ cannot be reached, so no case was sent: could not reach/,
    )
    expect(report.cases.every((c) => c.reason === 'the target cannot be reached')).toBe(true)
    // Said once in full at the top, and once for all the cases: not 441 network errors.
    expect(renderText(report).match(/cannot be reached/g)).toHaveLength(2)
  })

  it('fails a not-implemented answer with its message, said once in the report', async () => {
    const report = await gradeStudent('stub-dealer', { count: 10 })
    const message = 'not implemented: write dealer_plays (part: dealer)'
    expect(caseOf(report, 'dealer-stands-on-soft-17')).toMatchObject({ verdict: 'fail', reason: message })
    expect(partOf(report, 'dealer').earned).toBe(0)
    expect(renderText(report).split(message)).toHaveLength(2)
  })
})
