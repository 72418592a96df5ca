import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Report } from '../../src/conformance/report.ts'
import type { Fetch } from '../../src/do/grading-run.ts'
import {
  DEPLOYED,
  finishRun,
  gradeFinished,
  postForm,
  referenceServer,
  runStub,
  setOutbound,
  wrongDealer,
} from './grade-helpers.ts'

// A finished run's pages are kept per isolate (src/routes/grade-cache.ts): these check what must never be mixed up.

const HIDDEN_SEED = 'kept-pages-instructor-seed'

const assignment = {
  title: 'Kept pages',
  parts: {
    deal: { points: 10 },
    dealer: { points: 10 },
    values: { points: 10 },
    'hit-stand': { points: 10 },
    blackjack: { points: 5, extraCredit: true },
    multiplayer: { points: 2, extraCredit: true },
  },
  hands: 4,
  seed: 'kept-public',
  hidden: { hands: 6, seed: HIDDEN_SEED, visibility: 'hidden' },
  fixtures: false,
  shuffles: 0,
}

const get = (url: string) => exports.default.fetch(`${DEPLOYED}${url}`)

const gradeWith = (fetcher: Fetch) => gradeFinished(fetcher, assignment)

describe("a finished run's kept pages", () => {
  it('never give the student the instructor’s page, even when the instructor looked first', async () => {
    const { path, key } = await gradeWith(referenceServer)
    for (const q of ['?format=json&', '?']) {
      const instructor = await (await get(`${path}${q}key=${key}`)).text()
      const student = await (await get(`${path}${q === '?' ? '' : '?format=json'}`)).text()
      expect(instructor).not.toBe(student)
      expect(student).not.toContain(`?key=${key}`)
    }
    const json = (await (await get(`${path}?format=json`)).json()) as Report
    const hidden = json.cases.filter((c) => c.hidden)
    expect(hidden.length).toBeGreaterThan(0)
    expect(hidden.every((c) => c.request === null && c.expected === null)).toBe(true)
    const full = (await (await get(`${path}?format=json&key=${key}`)).json()) as Report
    expect(full.cases.filter((c) => c.hidden).every((c) => c.request !== null)).toBe(true)
    const progress = await (await get(`${path}/progress`)).text()
    expect(progress).not.toContain(`?key=${key}`)
  })

  it('show a re-run’s report, not the run before it', async () => {
    const { path, key } = await gradeWith(wrongDealer)
    const before = (await (await get(`${path}?format=json`)).json()) as Report
    expect(await (await get(path)).text()).toContain('run #1')
    expect(before.points.required).toBeLessThan(before.points.max)
    await setOutbound(runStub(path.split('/').pop()!), referenceServer)
    const rerun = await postForm(`${path}/rerun?key=${key}`, {})
    expect(rerun.status).toBe(303)
    await finishRun(runStub(path.split('/').pop()!))
    const after = (await (await get(`${path}?format=json`)).json()) as Report
    expect(after.points.required).toBe(after.points.max)
    expect(await (await get(path)).text()).toContain('run #2')
    expect(await (await get(`${path}/progress`)).text()).toContain('run #2')
  })
})
