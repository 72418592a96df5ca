import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { parseAssignment } from '../../src/assignment/validate.ts'
import { planCases } from '../../src/conformance/plan.ts'
import type { Report } from '../../src/conformance/report.ts'
import type { Fetch } from '../../src/do/grading-run.ts'
import { DEPLOYED, finishRun, postForm, referenceServer, runStub, setOutbound } from './grade-helpers.ts'

const HIDDEN_SEED = 'instructor-only-web'

/** The reference engine with the 1:1 blackjack bug: every natural nets its bet. */
const evenBlackjack: Fetch = async (input, init) => {
  const answer = (await (await referenceServer(input, init)).json()) as {
    seats?: { hands: { outcome: string; net: number; bet: number }[]; net: number }[]
  }
  for (const seat of answer.seats ?? [])
    for (const h of seat.hands)
      if (h.outcome === 'blackjack') {
        seat.net -= h.net - h.bet
        h.net = h.bet
      }
  return Response.json(answer)
}

const assignment = {
  title: 'Web assignment',
  parts: {
    deal: { points: 10 },
    dealer: { points: 10 },
    values: { points: 10 },
    'hit-stand': { points: 10 },
    blackjack: { points: 5, extraCredit: true },
    multiplayer: { points: 2, extraCredit: true },
  },
  hands: 4,
  seed: 'web-public',
  hidden: { hands: 40, seed: HIDDEN_SEED, visibility: 'hidden' },
  fixtures: false,
  shuffles: 0,
}

async function gradeByForm(form: Record<string, string>): Promise<{ path: string; key: string }> {
  await setOutbound(runStub('any'), evenBlackjack)
  const res = await postForm('/grade', { url: 'https://student.example/api/play', ...form })
  expect(res.status, await res.clone().text()).toBe(303)
  const [path, key] = res.headers.get('location')!.split('?key=')
  await finishRun(runStub(path.split('/').pop()!))
  return { path, key }
}

const get = (url: string) => exports.default.fetch(`${DEPLOYED}${url}`)

describe('the /grade page grades by an assignment', () => {
  it('takes a pasted assignment: the student link hides the hidden hands, the instructor link shows them', async () => {
    const { path, key } = await gradeByForm({ assignment: JSON.stringify(assignment) })
    const student = (await (await get(`${path}?format=json`)).json()) as Report
    expect(student.assignment.title).toBe('Web assignment')
    expect(student.points.max).toBe(40)
    const hidden = student.cases.filter((c) => c.hidden)
    expect(hidden.length).toBeGreaterThan(3)
    expect(hidden.every((c) => c.request === null && c.expected === null && c.differences === undefined)).toBe(true)
    const shoes = planCases({ assignment: parseAssignment(assignment) })
      .filter((p) => p.hidden)
      .map((p) => JSON.stringify(p.request.shoe ?? p.request.shoes).slice(1, -1))
    for (const format of ['json', 'text', 'junit', 'gradescope', 'html']) {
      const body = await (await get(`${path}?format=${format}`)).text()
      expect(body, format).not.toContain(HIDDEN_SEED)
      for (const shoe of shoes) expect(body, format).not.toContain(shoe)
    }
    const instructor = (await (await get(`${path}?format=json&key=${key}`)).json()) as Report
    expect(instructor.cases.filter((c) => c.hidden).every((c) => c.request !== null)).toBe(true)
    expect(JSON.stringify(instructor)).not.toContain(HIDDEN_SEED)
    expect(instructor.points).toEqual(student.points)
    const wrongKey = (await (await get(`${path}?format=json&key=${'0'.repeat(32)}`)).json()) as Report
    expect(wrongKey.cases.filter((c) => c.hidden).every((c) => c.request === null)).toBe(true)
    const html = await (await get(path)).text()
    const line = `${student.points.required} of 40 points`
    expect(html).toContain(line)
    const text = await (await get(`${path}?format=text`)).text()
    expect(text).toContain(`score ${line}`)
    const gs = (await (await get(`${path}?format=gradescope`)).json()) as {
      score: number
      tests: { name: string; visibility: string }[]
    }
    expect(gs.score).toBe(student.points.earned)
    expect(gs.tests.filter((t) => t.name.endsWith('hidden hands')).every((t) => t.visibility === 'hidden')).toBe(true)
  })

  it("takes a preset: the table preset's rules and parts", async () => {
    const { path } = await gradeByForm({ preset: 'beginner', count: '0', tags: 'values' })
    const report = (await (await get(`${path}?format=json`)).json()) as Report
    expect(report.assignment.title).toContain('Beginner')
    expect(report.assignment.rules).toMatchObject({ naturals: false, split: false, surrender: 'none' })
    expect(Object.keys(report.assignment.parts)).not.toContain('split')
  })

  it('refuses an invalid assignment with the field and what is allowed, and starts nothing', async () => {
    const res = await postForm('/grade', {
      url: 'https://student.example/api/play',
      assignment: JSON.stringify({ ...assignment, hidden: { ...assignment.hidden, visibility: 'later' } }),
    })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('assignment field &quot;hidden.visibility&quot; is &quot;later&quot;')
    expect(html).toContain('after_published')
  })
})

describe('a web run whose target cannot be reached', () => {
  it('stops after a few network errors and says so once, instead of one error per case', async () => {
    let fetches = 0
    // Up for hello, then gone (a target that dies mid-run; one down at hello: grade-nonce.test.ts).
    const dead: Fetch = async (input, init) => {
      fetches++
      if (fetches === 1) return referenceServer(new Request(input, init))
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })
    }
    const { config, startRun, reportOf } = await import('./grade-helpers.ts')
    const stub = await startRun('dead-run', dead, config({ count: 20 }))
    await finishRun(stub)
    const report = await reportOf(stub)
    expect(fetches).toBeLessThanOrEqual(6) // hello and five cases
    expect(report.cutShort).toBe('the target cannot be reached')
    expect(report.cases.filter((c) => c.errorKind === 'network')).toHaveLength(5)
    const text = await (await exports.default.fetch(`${DEPLOYED}/grade/${'a'.repeat(64)}?format=text`)).text()
    expect(text).toContain('no such grading run')
  })
})

describe('an uploaded assignment file', () => {
  it('is read from a multipart form like a pasted one', async () => {
    await setOutbound(runStub('any'), referenceServer)
    const form = new FormData()
    form.append('url', 'https://student.example/api/play')
    form.append(
      'assignmentFile',
      new File([JSON.stringify({ ...assignment, title: 'Uploaded', hidden: undefined })], 'a.json'),
    )
    const res = await exports.default.fetch(`${DEPLOYED}/grade`, {
      method: 'POST',
      headers: { origin: DEPLOYED },
      body: form,
      redirect: 'manual',
    })
    expect(res.status, await res.clone().text()).toBe(303)
    const path = res.headers.get('location')!.split('?')[0]
    await finishRun(runStub(path.split('/').pop()!))
    const report = (await (await get(`${path}?format=json`)).json()) as Report
    expect(report.assignment).toMatchObject({ title: 'Uploaded', hidden: null })
    expect(report.points).toMatchObject({ max: 40, required: 40 })
  })
})
