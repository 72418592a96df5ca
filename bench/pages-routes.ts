/**
 * The pages of issue 15's "every page" rows (bench/pages-cpu.ts): every GET page of the site but
 * /strategy and /conformance (bench/charts-cpu.ts measures those), and the POSTs a person waits on,
 * each as one request that fails unless it gets the status the route gives. Also the state they
 * need (a seated player at a table with a settled round, a built assignment, a finished grading
 * run), made once and kept in wrangler dev's --persist-to directory across restarts.
 *
 * Left out: the WebSocket (a connection, not a request), POST /grade and /grade/:id/rerun (they
 * start a grading run whose work goes on after the answer, so its CPU is not the request's), the
 * test-only shoe route, and the other table verbs (join, leave, deal, rebuy take the same path as
 * the bet and the stand measured here: session, form, one Durable Object command, the fragment).
 */
import { defaultAssignment } from '../src/assignment/presets.ts'
import { DEFAULT_COMMAND, encodeForLink, formValues } from '../src/classroom/assignment-form.ts'
import { assignmentText } from '../src/classroom/gradescope.ts'
import { act, createForm, newPlayer, type Player } from './table-client.ts'

/** What the routes need on a server: its URL, a seated player, an assignment's link and a finished run. */
export interface PageState {
  base: string
  player: Player
  link: string
  run: string
}

/** One route: its name, and a request to it (fresh for each call) that throws on a wrong status. */
export interface PageRoute {
  name: string
  send: (s: PageState) => () => Promise<unknown>
  /** A file in static/: production's asset router answers it without the Worker (bench/pages-split.ts asks the assets' host). */
  asset?: boolean
  /** At most this many warm samples (bench/pages-split.ts). */
  samples?: number
}

/** Sends one request, reads the whole body, and fails unless the status is `status`; the body's size in bytes. */
async function expect(status: number, url: string, init: RequestInit = {}): Promise<number> {
  const res = await fetch(url, { redirect: 'manual', ...init })
  const size = (await res.arrayBuffer()).byteLength
  if (res.status !== status) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}, not ${status}`)
  return size
}

const get =
  (status: number, path: string, headers: Record<string, string> = {}) =>
  (s: PageState) =>
  () =>
    expect(status, s.base + path, { headers })

const cookie = (s: PageState) => ({ cookie: s.player.cookie })

/** A form POST as a browser sends it (same-origin, url-encoded). */
function post(s: PageState, path: string, body: URLSearchParams | string, status: number, extra = {}) {
  const headers = { origin: s.base, 'content-type': 'application/x-www-form-urlencoded', ...extra }
  return expect(status, s.base + path, { method: 'POST', headers, body: body.toString() })
}

/** The builder's form as the page posts it, filled in with the seeds' assignment. */
export function builderForm(): URLSearchParams {
  const v = formValues(defaultAssignment(), DEFAULT_COMMAND)
  const form = new URLSearchParams()
  for (const k of ['title', 'rules', 'hands', 'seed', 'shuffles', 'timeoutMs', 'hiddenHands', 'hiddenSeed'] as const)
    form.set(k, v[k])
  form.set('visibility', v.visibility)
  form.set('command', v.command)
  if (v.fixtures) form.set('fixtures', 'on')
  for (const [tag, p] of Object.entries(v.parts)) {
    if (p.on) form.set(`part-${tag}`, 'on')
    form.set(`points-${tag}`, p.points)
    if (p.extra) form.set(`extra-${tag}`, 'on')
  }
  return form
}

const download = (file: string) => (s: PageState) => () =>
  post(
    s,
    `/assignments/download/${file}`,
    new URLSearchParams({ assignment: assignmentText(defaultAssignment()), command: DEFAULT_COMMAND }),
    200,
  )

const CASE = '{"shoe":["TS","6C","7H","TD","5S"],"seats":[{"bet":10,"actions":["hit"]}]}'
const FORGED = 'bj_session=AAAAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='

/** Every route measured, in the order of the table. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { name: 'GET / (home, presets)', send: get(200, '/') },
  { name: 'GET /?custom (the custom form open)', send: get(200, '/?custom') },
  { name: 'POST /tables (create, full form)', send: (s) => () => post(s, '/tables', createForm(), 303) },
  { name: 'GET /t/:id (table page)', send: (s) => get(200, `/t/${s.player.table}`, cookie(s))(s) },
  {
    name: 'GET /t/:id, htmx (fragment, the poll)',
    send: (s) => get(200, `/t/${s.player.table}`, { ...cookie(s), 'hx-request': 'true' })(s),
  },
  {
    name: 'POST /t/:id/bet|act (bet, decline, stand)',
    send: (s) => async () => {
      s.player.base = s.base
      const status = await act(s.player)
      if (status !== 200) throw new Error(`a table action answered ${status}`)
    },
  },
  { name: 'GET /t/:id/history', send: (s) => get(200, `/t/${s.player.table}/history`, cookie(s))(s) },
  {
    name: 'GET /t/:id/rounds/1/case.json',
    send: (s) => get(200, `/t/${s.player.table}/rounds/1/case.json`, cookie(s))(s),
  },
  { name: 'GET /t/<unknown id> (404 page)', send: get(404, '/t/aaaaaaaaaa') },
  {
    name: 'GET /t/:id, forged cookie (401 page)',
    send: (s) => get(401, `/t/${s.player.table}`, { cookie: FORGED })(s),
  },
  { name: 'GET /no/such/page (404)', send: get(404, '/no/such/page') },
  { name: 'GET /assignments/new (builder)', send: get(200, '/assignments/new') },
  { name: 'POST /assignments/new (build)', send: (s) => () => post(s, '/assignments/new', builderForm(), 200) },
  { name: 'GET /a/:assignment (student page)', send: (s) => get(200, s.link)(s) },
  { name: 'POST /assignments/download/assignment.json', send: download('assignment.json') },
  { name: 'POST /assignments/download/autograder.zip', send: download('autograder.zip') },
  { name: 'POST /assignments/download/classroom.zip', send: download('classroom.zip') },
  { name: 'GET /grade (form)', send: get(200, '/grade') },
  { name: 'GET /grade/:id (a finished run, student view)', send: (s) => get(200, s.run)(s) },
  { name: 'GET /grade/:id?format=json', send: (s) => get(200, `${s.run}?format=json`)(s) },
  { name: 'GET /grade/:id/progress (htmx poll)', send: (s) => get(200, `${s.run}/progress`)(s) },
  { name: 'GET /starter (list)', send: get(200, '/starter') },
  { name: 'GET /starter/python.zip (~97 KiB)', send: get(200, '/starter/python.zip'), asset: true },
  { name: 'GET /grader.mjs (~265 KiB)', send: get(200, '/grader.mjs'), asset: true },
  {
    name: 'POST /api/play (one case)',
    send: (s) => () =>
      expect(200, `${s.base}/api/play`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: CASE,
      }),
  },
  { name: 'GET /assets/app.css (static file, no Worker)', send: get(200, '/assets/app.css'), asset: true },
]

/** Makes the state on a fresh server: a table with a seat and one settled round, a finished grading run. */
export async function makeState(base: string): Promise<PageState> {
  const player = await newPlayer(base)
  for (let i = 0; i < 10 && player.phase !== 'settled'; i++) await act(player)
  if (player.phase !== 'settled') throw new Error('the bench table did not settle a round')
  const started = await fetch(`${base}/grade`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ url: `${base}/api/play`, count: '5' }).toString(),
  })
  await started.arrayBuffer()
  const run = started.headers.get('location')?.split('?')[0]
  if (started.status !== 303 || !run) throw new Error(`starting a grading run answered ${started.status}`)
  // The run page answers 202 while the run is going on.
  for (let i = 0; ; i++) {
    const res = await fetch(`${base}${run}?format=json`)
    await res.arrayBuffer()
    if (res.status === 200) break
    if (i > 240) throw new Error('the bench grading run did not finish in 60 s')
    await new Promise((r) => setTimeout(r, 250))
  }
  return { base, player, link: `/a/${encodeForLink(defaultAssignment())}`, run }
}
