import { runInDurableObject } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { jsx } from 'hono/jsx'
import { describe, expect, it } from 'vitest'
import { FORMATS, renderReport } from '../../src/conformance/render.ts'
import type { Report } from '../../src/conformance/report.ts'
import { BODY_VIEWS, type BodyView, type Viewer } from '../../src/do/grading-bodies.ts'
import { REPORT_PART, REPORT_PARTS_PER_READ, saveBodies } from '../../src/do/grading-body-store.ts'
import { type Fetch, GradingRun } from '../../src/do/grading-run.ts'

import { viewOf } from '../../src/routes/grade-view.ts'
import { RunPage, RunSection } from '../../src/views/grade/run.tsx'
import {
  DEPLOYED,
  finishRun,
  gradeFinished,
  postForm,
  referenceServer,
  reportOf,
  setOutbound,
  wrongDealer,
} from './grade-helpers.ts'

// Issue 15, session 6: a finished run's bodies are rendered by its Durable Object when the run
// ends and stored per viewer and view (src/do/grading-bodies.ts); a view reads its body in one RPC.

const HIDDEN_SEED = 'stored-bodies-hidden-seed'

const assignment = {
  title: 'Stored <bodies> & "quotes"',
  parts: { deal: { points: 10 }, dealer: { points: 10 }, values: { points: 10 }, 'hit-stand': { points: 10 } },
  hands: 6,
  seed: 'stored-bodies-public',
  hidden: { hands: 20, seed: HIDDEN_SEED, visibility: 'hidden' },
  fixtures: true,
  shuffles: 0,
}

type Stub = DurableObjectStub<GradingRun>

const gradeWith = (fetcher: Fetch, graded: object = assignment) => gradeFinished(fetcher, graded)

/** What the routes render for a viewer from the run's report (the way every view was made before). */
async function rendered(id: string, stub: Stub, key: string, viewer: Viewer): Promise<Record<BodyView, string>> {
  const instructor = viewer === 'instructor'
  const status = (await stub.status())!
  const { report, query } = viewOf(await reportOf(stub), key, instructor)
  const out = {} as Record<BodyView, string>
  for (const f of FORMATS) out[f] = renderReport(report, f, { instructor })
  const props = { id, status, report, query }
  out.html = String(await jsx(RunPage, props).toString())
  out.progress = String(await jsx(RunSection, props).toString())
  return out
}

/** A stored body as the object gives it (plain, or the gzipped twin decoded), read with the viewer's key. */
async function stored(stub: Stub, key: string | undefined, view: BodyView, gzip: boolean): Promise<string | null> {
  const got = await stub.view(key, view, gzip)
  if (!got?.body) return null
  expect(got.body.more).toBe(false)
  if (!got.body.gzip) return (got.body.parts as string[]).join('')
  const bytes = new Blob(got.body.parts as ArrayBuffer[]).stream().pipeThrough(new DecompressionStream('gzip'))
  return new Response(bytes).text()
}

const get = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(`${DEPLOYED}${path}`, { headers })
const varies = (res: Response) => (res.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/)

describe("a finished run's stored bodies", () => {
  for (const [label, graded] of [
    ['with hidden hands', assignment],
    ['without (the formats shared)', { ...assignment, hidden: undefined }],
  ] as const)
    it(`are, for the student and the instructor, every view as the report renders it, plain and gzipped: ${label}`, async () => {
      const { id, key, stub } = await gradeWith(wrongDealer, graded)
      for (const viewer of ['student', 'instructor'] as const) {
        const want = await rendered(id, stub, key, viewer)
        const k = viewer === 'instructor' ? key : undefined
        for (const view of BODY_VIEWS) {
          expect(await stored(stub, k, view, false), `${viewer} ${view}`).toBe(want[view])
          expect(await stored(stub, k, view, true), `${viewer} ${view} gzipped`).toBe(want[view])
        }
      }
    })

  it('never give the student a hidden hand, the hidden seed or the instructor key', async () => {
    const { key, stub } = await gradeWith(wrongDealer)
    const full = (await reportOf(stub)).cases.filter((c) => c.hidden)
    expect(full.length).toBeGreaterThan(0)
    expect(full.every((c) => c.request !== null)).toBe(true)
    for (const k of [undefined, 'not-the-key'])
      for (const view of BODY_VIEWS)
        for (const gzip of [false, true]) {
          const body = (await stored(stub, k, view, gzip)) ?? ''
          expect(body.length, view).toBeGreaterThan(0)
          expect(body, view).not.toContain(HIDDEN_SEED)
          expect(body, view).not.toContain(key)
          // A hidden hand's card shows no input, diff or expected play.
          for (const card of body.split('<article').filter((a) => full.some((c) => a.includes(`id="case-${c.id}"`))))
            expect(card, view).not.toMatch(/<pre class="(input|play)"|<table class="diff"/)
        }
    const json = JSON.parse((await stored(stub, undefined, 'json', false))!) as Report
    const hidden = json.cases.filter((c) => c.hidden)
    expect(hidden.length).toBe(full.length)
    expect(hidden.every((c) => c.request === null && c.expected === null && !c.differences)).toBe(true)
  })

  it('go gzipped to a client that takes gzip and plain to one that does not, with Vary: Accept-Encoding', async () => {
    const { path, key, stub } = await gradeWith(wrongDealer)
    const want = await rendered(path.split('/').pop()!, stub, key, 'student')
    for (const [url, view] of [
      [`${path}?format=json`, 'json'],
      [path, 'html'],
      [`${path}/progress`, 'progress'],
    ] as const) {
      const gz = await get(url, { 'accept-encoding': 'gzip, deflate' })
      expect(gz.headers.get('content-encoding'), url).toBe('gzip')
      expect(varies(gz), url).toContain('accept-encoding')
      // workerd decodes a gzip answer for the caller: bytes that were not gzip would fail here.
      expect(await gz.text(), url).toBe(want[view])
      const plain = await get(url, { 'accept-encoding': 'identity' })
      expect(plain.headers.get('content-encoding'), url).toBeNull()
      expect(varies(plain), url).toContain('accept-encoding')
      expect(await plain.text(), url).toBe(want[view])
    }
  })

  it('are replaced by a re-run’s, and none is read while the re-run runs', async () => {
    const { path, key, stub } = await gradeWith(wrongDealer)
    expect(await stored(stub, undefined, 'html', false)).toContain('run #1')
    await setOutbound(stub, referenceServer)
    expect((await postForm(`${path}/rerun?key=${key}`, {})).status).toBe(303)
    expect((await stub.view(undefined, 'html', false))?.body).toBeNull()
    await finishRun(stub)
    const html = await stored(stub, undefined, 'html', false)
    expect(html).toContain('run #2')
    expect(html).not.toContain('run #1')
    expect((await stub.view(undefined, 'json', true))?.body?.generation).toBe(2)
    expect(await (await get(path)).text()).toBe(html)
  })

  it('are not needed to read a run finished before they were stored', async () => {
    const { path, key, stub } = await gradeWith(wrongDealer)
    const before = await Promise.all(
      [path, `${path}?format=json`, `${path}/progress?key=${key}`].map(async (u) => (await get(u)).text()),
    )
    // As stored before this change: no body table. A fresh instance (a restart) adds it, empty.
    await runInDurableObject(stub, (_: GradingRun, state) => {
      state.storage.sql.exec('DROP TABLE body')
      new GradingRun(state, env)
    })
    expect(await stub.view(undefined, 'html', true)).toMatchObject({ body: null, status: { status: 'done' } })
    for (const [i, u] of [path, `${path}?format=json`, `${path}/progress?key=${key}`].entries()) {
      const res = await get(u, { 'accept-encoding': 'gzip' })
      expect(res.status, u).toBe(200)
      expect(await res.text(), u).toBe(before[i])
    }
  })

  it('are read in pages when one is over what one read returns', async () => {
    const { path, stub } = await gradeWith(referenceServer)
    const big = 'x'.repeat(REPORT_PART * (REPORT_PARTS_PER_READ + 2) + 17)
    const type = 'text/plain; charset=utf-8'
    await runInDurableObject(stub, (_: GradingRun, state) =>
      saveBodies(state.storage.sql, 1, [{ viewer: 'student', view: 'text', type, text: big, gzip: null }]),
    )
    expect((await stub.view(undefined, 'text', false))?.body?.more).toBe(true)
    const res = await get(`${path}?format=text`, { 'accept-encoding': 'gzip' })
    expect(res.headers.get('content-type')).toBe(type)
    expect(await res.text()).toBe(big)
  })
})
