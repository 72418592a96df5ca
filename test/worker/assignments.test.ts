import { env, exports } from 'cloudflare:workers'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { parseAssignmentText } from '../../src/assignment/validate.ts'
import { classroomZip } from '../../src/classroom/classroom.ts'
import { gradescopeZip } from '../../src/classroom/gradescope.ts'
import { DEPLOYED, postForm } from './grade-helpers.ts'

const get = (path: string) => exports.default.fetch(`${DEPLOYED}${path}`, { redirect: 'manual' })

/** The builder form as a browser without JavaScript posts it: the casino preset, adjusted. */
function builderForm(extra: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Project 3: Blackjack',
    rules: '{"decks":6,"hitSoft17":true}',
    'part-deal': 'on',
    'points-deal': '20',
    'part-dealer': 'on',
    'points-dealer': '15',
    'part-surrender': 'on',
    'points-surrender': '4',
    'extra-surrender': 'on',
    hands: '50',
    seed: 'public-seed',
    fixtures: 'on',
    shuffles: '0',
    timeoutMs: '3000',
    hiddenHands: '40',
    hiddenSeed: 'instructor-only-page',
    visibility: 'after_published',
    command: 'python3 blackjack.py',
    ...extra,
  }
}

const assignmentIn = (html: string) =>
  JSON.parse(
    (/<pre class="assignment-json">([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '')
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&'),
  )

describe('/assignments/new', () => {
  it('shows the form filled in from a preset, without JavaScript', async () => {
    const res = await get('/assignments/new?preset=rocket')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<form method="post" action="/assignments/new"')
    expect(html).toContain('value="Blackjack: Rocket Academy"')
    expect(html).toMatch(/<option value="rocket" selected/)
  })

  it('builds the assignment from the form, shows the maximum, the downloads and the commands', async () => {
    const res = await postForm('/assignments/new', builderForm())
    expect(res.status).toBe(200)
    const html = await res.text()
    // 20 + 15 required; surrender is extra credit.
    expect(html).toMatch(/Maximum score: <strong>35<\/strong> points plus 4 of extra credit/)
    const a = assignmentIn(html)
    expect(a.parts).toEqual({
      deal: { points: 20 },
      dealer: { points: 15 },
      surrender: { points: 4, extraCredit: true },
    })
    expect(a.hidden).toEqual({ hands: 40, seed: 'instructor-only-page', visibility: 'after_published' })
    for (const f of ['assignment.json', 'autograder.zip', 'classroom.zip'])
      expect(html).toContain(`action="/assignments/download/${f}"`)
    expect(html).toContain('npx blackjack gradescope --assignment assignment.json')
  })

  it('names the field of a wrong value and keeps what was typed', async () => {
    const res = await postForm('/assignments/new', builderForm({ hands: '9000' }))
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('assignment field &quot;hands&quot; is 9000; it must be a whole number from 0 to 2000')
    expect(html).toContain('value="9000"')
  })
})

describe('/assignments/download', () => {
  const text = async () =>
    JSON.stringify(assignmentIn(await (await postForm('/assignments/new', builderForm())).text()))

  it('gives the assignment and both zips, the grader from the static assets', async () => {
    const assignment = await text()
    const json = await postForm('/assignments/download/assignment.json', {
      assignment,
      command: 'python3 blackjack.py',
    })
    expect(json.headers.get('content-disposition')).toBe('attachment; filename="assignment.json"')
    expect(JSON.parse(await json.text()).command).toBe('python3 blackjack.py')
    const grader = new Uint8Array(await (await env.ASSETS.fetch('https://assets.local/grader.mjs')).arrayBuffer())
    expect(grader.length).toBeGreaterThan(100_000)
    const gs = unzipSync(
      new Uint8Array(await (await postForm('/assignments/download/autograder.zip', { assignment })).arrayBuffer()),
    )
    expect(Object.keys(gs)).toEqual(['setup.sh', 'run_autograder', 'grader.mjs', 'assignment.json'])
    expect(gs['grader.mjs']).toEqual(grader)
    const cl = unzipSync(
      new Uint8Array(await (await postForm('/assignments/download/classroom.zip', { assignment })).arrayBuffer()),
    )
    expect(Object.keys(cl)).toContain('.github/workflows/classroom.yml')
    expect(new TextDecoder().decode(cl['.github/blackjack/assignment.json'])).not.toContain('instructor-only-page')
  })

  it('zips the grader packed at build time into the very bytes the CLI writes from the grader itself', async () => {
    const assignment = await text()
    const grader = new Uint8Array(await (await env.ASSETS.fetch('https://assets.local/grader.mjs')).arrayBuffer())
    const parsed = parseAssignmentText(assignment)
    const download = async (file: string) =>
      new Uint8Array(await (await postForm(`/assignments/download/${file}`, { assignment })).arrayBuffer())
    expect(await download('autograder.zip')).toEqual(gradescopeZip(parsed, grader))
    expect(await download('classroom.zip')).toEqual(classroomZip(parsed, grader))
  })

  it('refuses a broken assignment with a plain message', async () => {
    const res = await postForm('/assignments/download/autograder.zip', { assignment: '{"title":"x"}' })
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(/^Refused: assignment field "parts"/)
  })
})

describe('/a/:assignment, the student link', () => {
  it('shows the parts, a table form with the rules and a /grade form, never the hidden seed', async () => {
    const html = await (await postForm('/assignments/new', builderForm())).text()
    const link = /href="(\/a\/[A-Za-z0-9_-]+)"/.exec(html)?.[1]
    expect(link).toBeDefined()
    const page = await (await get(link!)).text()
    expect(page).toContain('Project 3: Blackjack')
    expect(page).not.toContain('instructor-only-page')
    expect(page).toContain('<form method="post" action="/tables">')
    expect(page).toContain('name="hitSoft17" value="h17"')
    expect(page).toContain('name="features" value="surrender"')
    expect(page).not.toContain('name="features" value="split"')
    expect(page).toContain('action="/grade"')
  })

  it('creates a table with the assignment rules', async () => {
    const html = await (await postForm('/assignments/new', builderForm())).text()
    const page = await (await get(/href="(\/a\/[A-Za-z0-9_-]+)"/.exec(html)![1])).text()
    const table = /<form method="post" action="\/tables">([\s\S]*?)<\/form>/.exec(page)![1]
    const fields: Record<string, string[]> = {}
    for (const m of table.matchAll(/name="([^"]+)" value="([^"]*)"/g)) fields[m[1]] = [...(fields[m[1]] ?? []), m[2]]
    const res = await postForm('/tables', fields)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^\/t\//)
  })

  it('says a damaged link is damaged', async () => {
    const res = await get('/a/not-an-assignment')
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('this assignment link is damaged')
  })
})
