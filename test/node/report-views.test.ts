import { describe, expect, it } from 'vitest'
import { engineTransport } from '../../src/conformance/engine-transport.ts'
import { gradeImplementation } from '../../src/conformance/grade.ts'
import type { Report } from '../../src/conformance/report.ts'
import { studentView } from '../../src/conformance/student-view.ts'
import type { Reply, Transport } from '../../src/conformance/transport.ts'
import { reportHtml } from '../../src/views/conformance/report.tsx'
import { type RunStatus, runPageHtml, runSectionHtml } from '../../src/views/grade/run.tsx'

// The report views are written as text (session 6): what hono/jsx did for us must hold by itself.
// Byte for byte equality with the JSX they replaced is checked by reference-report.test.ts on the 618
// stored pages, and was checked once over 1,561 pages of many reports (docs/benchmarks.md, session 6).

const NASTY = `<script>alert("x")</script> & Bob's`
/** NASTY as HTML text or an attribute value: every one of & < > " ' escaped. */
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Bob&#39;s'

/** The reference engine that names itself NASTY, gets every dealer's cards wrong (a diff showing NASTY) and crashes on some. */
function nastyTransport(): Transport {
  const engine = engineTransport()
  let n = 0
  return {
    target: NASTY,
    async send(request: unknown, timeoutMs: number): Promise<Reply> {
      const reply = await engine.send(request, timeoutMs)
      if (!reply.ok) return reply
      const a = structuredClone(reply.answer) as Record<string, unknown> & { dealer?: { cards: string[] } }
      if ((request as { op?: string }).op === 'hello') return { ...reply, answer: { ...a, name: NASTY } }
      if (++n % 9 === 0) return { ok: false, kind: 'crash', message: NASTY, ms: 1 }
      if (a.dealer) a.dealer.cards = [NASTY]
      return { ...reply, answer: a }
    },
    async close() {},
  }
}

async function nastyReport(): Promise<Report> {
  const assignment = {
    title: NASTY,
    parts: { deal: { points: 10 }, dealer: { points: 10 }, values: { points: 10 } },
    hands: 8,
    seed: NASTY,
    hidden: { hands: 30, seed: 'views-hidden', visibility: 'hidden' as const },
    fixtures: true,
    shuffles: 0,
  }
  return gradeImplementation(nastyTransport(), { assignment } as never)
}

/** The tags of `html` in order, checked to nest: every element opened is closed in order, void ones excepted. */
function unbalanced(html: string): string[] {
  const stack: string[] = []
  const wrong: string[] = []
  for (const [, close, name, selfClosed] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>/g)) {
    if (selfClosed || ['meta', 'link', 'input'].includes(name)) continue
    if (!close) stack.push(name)
    else if (stack.pop() !== name) wrong.push(name)
  }
  return [...wrong, ...stack]
}

const done: RunStatus = { status: 'done', generation: 2, done: 9, total: 9, url: `https://x.example/?a=${NASTY}` }
const running: RunStatus = { ...done, status: 'running', done: 4 }
const ID = 'a'.repeat(64)

describe('the report views written as text', () => {
  it('escape every text and attribute value they are given, and nest every element', async () => {
    const report = await nastyReport()
    expect(report.cases.some((c) => c.differences?.length)).toBe(true)
    expect(report.cases.some((c) => c.verdict === 'error')).toBe(true)
    for (const html of [
      reportHtml({ report, selfUrl: `/x?y=${NASTY}`, lists: true }),
      runPageHtml({ id: ID, status: done, report, notice: NASTY }),
      runSectionHtml({ id: ID, status: running, report }),
    ]) {
      expect(html).not.toContain('<script>')
      expect(html).not.toContain("Bob's")
      expect(html).toContain(ESCAPED)
      expect(unbalanced(html)).toEqual([])
    }
  })

  it('keep the instructor key on every link of the instructor’s page, and off the student’s', async () => {
    const report = await nastyReport()
    const instructor = runPageHtml({ id: ID, status: done, report, query: '?key=k1' })
    const student = runPageHtml({ id: ID, status: done, report: studentView(report) })
    expect(instructor).toContain(`action="/grade/${ID}/rerun?key=k1"`)
    expect(instructor).toContain(`href="/grade/${ID}?key=k1&amp;format=json"`)
    expect(instructor).toContain('This is the instructor&#39;s link')
    expect(student).not.toContain('key=')
    expect(student).not.toContain('instructor&#39;s link')
    expect(student).toContain(`href="/grade/${ID}?format=json"`)
  })

  it('poll while the run runs and stop once it is done', async () => {
    const report = await nastyReport()
    const live = runSectionHtml({ id: ID, status: running, report, query: '?key=k1' })
    expect(live).toMatch(
      new RegExp(`^<section class="run" id="run" hx-get="/grade/${ID}/progress\\?key=k1" hx-trigger="every 2s"`),
    )
    expect(live).toContain('<progress max="9" value="4"></progress> 4 of 9')
    const finished = runSectionHtml({ id: ID, status: done, report })
    expect(finished).not.toContain('hx-')
    expect(finished).toContain('run #2')
  })
})
