import { runInDurableObject } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { jsx } from 'hono/jsx'
import { describe, expect, it } from 'vitest'
import { FORMATS, renderReport } from '../../src/conformance/render.ts'
import type { Report } from '../../src/conformance/report.ts'
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

// Issue 15: a finished run's report is built once, in the Durable Object, when the run finishes,
// and read back whole; these check it is the report the results give, in every view.

const assignment = {
  title: 'Stored report',
  parts: { deal: { points: 10 }, dealer: { points: 10 }, values: { points: 10 }, 'hit-stand': { points: 10 } },
  hands: 4,
  seed: 'stored-public',
  hidden: { hands: 5, seed: 'stored-report-hidden-seed', visibility: 'hidden' },
  fixtures: false,
  shuffles: 0,
}

const gradeWith = (fetcher: Fetch) => gradeFinished(fetcher, assignment)

/** Forgets the stored report, as a run finished before reports were stored has none. */
const forgetReport = (stub: DurableObjectStub<GradingRun>) =>
  runInDurableObject(stub, (_: GradingRun, state) => {
    state.storage.sql.exec('DELETE FROM report')
  })

/** Every body a viewer can get from a report: each machine format and the HTML page and section. */
async function bodies(id: string, stub: DurableObjectStub<GradingRun>, full: Report, key: string, instructor: boolean) {
  const status = (await stub.status())!
  const { report, query } = viewOf(full, key, instructor)
  const out: Record<string, string> = {}
  for (const f of FORMATS) out[f] = renderReport(report, f, { instructor })
  const props = { id, status, report, query }
  out.html = String(await jsx(RunPage, props).toString())
  out.progress = String(await jsx(RunSection, props).toString())
  return out
}

describe("a finished run's stored report", () => {
  it('is the report its results give, in every format, for the student and the instructor', async () => {
    const { id, key, stub } = await gradeWith(wrongDealer)
    const stored = await stub.storedReport(0)
    expect(stored?.generation).toBe(1)
    const fromStore = await reportOf(stub)
    await forgetReport(stub)
    expect(await stub.storedReport(0)).toBeNull()
    const fromResults = await reportOf(stub)
    expect(fromStore).toEqual(fromResults)
    expect(fromStore.cases.some((c) => c.hidden)).toBe(true)
    for (const instructor of [false, true])
      expect(await bodies(id, stub, fromStore, key, instructor)).toEqual(
        await bodies(id, stub, fromResults, key, instructor),
      )
  })

  it('never shows the student a hidden hand through the routes', async () => {
    const { path, key, stub } = await gradeWith(referenceServer)
    expect(await stub.storedReport(0)).not.toBeNull()
    const get = (url: string) => exports.default.fetch(`${DEPLOYED}${url}`)
    const student = (await (await get(`${path}?format=json`)).json()) as Report
    const hidden = student.cases.filter((c) => c.hidden)
    expect(hidden.length).toBeGreaterThan(0)
    expect(hidden.every((c) => c.request === null && c.expected === null)).toBe(true)
    expect(JSON.stringify(student)).not.toContain('stored-report-hidden-seed')
    expect(await (await get(path)).text()).not.toContain('stored-report-hidden-seed')
    const full = (await (await get(`${path}?format=json&key=${key}`)).json()) as Report
    expect(full.cases.filter((c) => c.hidden).every((c) => c.request !== null)).toBe(true)
  })

  it('is replaced by a re-run’s, and none is read while the re-run runs', async () => {
    const { path, key, stub } = await gradeWith(wrongDealer)
    const first = await reportOf(stub)
    expect(first.points.required).toBeLessThan(first.points.max)
    await setOutbound(stub, referenceServer)
    expect((await postForm(`${path}/rerun?key=${key}`, {})).status).toBe(303)
    expect(await stub.storedReport(0)).toBeNull()
    await finishRun(stub)
    expect((await stub.storedReport(0))?.generation).toBe(2)
    const second = await reportOf(stub)
    expect(second.points.required).toBe(second.points.max)
    await forgetReport(stub)
    expect(await reportOf(stub)).toEqual(second)
  })

  it('is not needed to read a run finished before reports were stored', async () => {
    const { path, stub } = await gradeWith(wrongDealer)
    const want = await reportOf(stub)
    // As stored before this change: no report table. A fresh instance (a restart) adds it, empty.
    await runInDurableObject(stub, (_: GradingRun, state) => {
      state.storage.sql.exec('DROP TABLE report')
      new GradingRun(state, env)
    })
    expect(await stub.storedReport(0)).toBeNull()
    expect(await reportOf(stub)).toEqual(want)
    const res = await exports.default.fetch(`${DEPLOYED}${path}?format=json`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as Report).points).toEqual(viewOf(want, undefined, false).report.points)
  })

  it('leaves a finished run’s progress counts as the plan gives them, with or without the kept case count', async () => {
    const { stub } = await gradeWith(referenceServer)
    const cases = (await reportOf(stub)).cases.length
    expect(await stub.status()).toMatchObject({ status: 'done', generation: 1, done: cases, total: cases })
    // A row stored before the count was kept: the plan is made again.
    await runInDurableObject(stub, (_: GradingRun, state) => {
      const sql = state.storage.sql
      const row = JSON.parse(sql.exec<{ json: string }>('SELECT json FROM run').one().json)
      expect(row.cases).toBe(cases)
      delete row.cases
      sql.exec('UPDATE run SET json = ?', JSON.stringify(row))
    })
    expect(await stub.status()).toMatchObject({ status: 'done', generation: 1, done: cases, total: cases })
  })
})
