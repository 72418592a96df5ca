import { Hono } from 'hono'
import { isLocalDev } from '../conformance/ssrf.ts'
import { readReport } from '../do/grading-read.ts'
import { quotaLimits } from '../quota/limits.ts'
import { EMPTY_FORM, gradeFormHtml } from '../views/grade/form.tsx'
import { RunPage, runPageHtml, runSectionHtml } from '../views/grade/run.tsx'
import { readForm } from './grade-form.ts'
import { problemResponse, reportBody, varyOn, varyOnFormat, wantedFormat } from './grade-format.ts'
import { instructorOf, runBody, storedView, viewOf } from './grade-view.ts'
import { takeGradeRun } from './over-quota.tsx'
import { csrfGuard, formLimit } from './security.ts'

type Env = { Bindings: CloudflareBindings }

/** Grading students' HTTP implementations: the form, the runs, their reports. */
export const grade = new Hono<Env>()
// The run page answers by Accept / ?format= (and its progress section is fetched by htmx); a
// finished run's stored bodies go gzipped to clients that take gzip.
grade.get('/:id', varyOnFormat, varyOn('Accept-Encoding'))
grade.get('/:id/progress', varyOn('Accept-Encoding'))

/**
 * A run id: a Durable Object unique id (64 hex digits), unguessable, so the link is the only way
 * in. The runtime checks that an id was made for this namespace, so a made-up id is refused here,
 * in the Worker, without touching (and so creating) an object.
 */
const RUN_ID = /^[0-9a-f]{64}$/

const localDev = (url: string, env: CloudflareBindings) =>
  isLocalDev(url, (env as unknown as Record<string, unknown>).GRADER_ALLOW_PRIVATE)

function stubFor(env: CloudflareBindings, id: string) {
  return env.GRADING.get(env.GRADING.idFromString(id))
}

/** The run of a link, or null when the id is not one this grader made (checked with no object call). */
function runFor(env: CloudflareBindings, id: string): ReturnType<typeof stubFor> | null {
  if (!RUN_ID.test(id)) return null
  try {
    return stubFor(env, id)
  } catch {
    return null
  }
}

grade.get('/', (c) => c.html(gradeFormHtml({ values: EMPTY_FORM, local: localDev(c.req.url, c.env) })))

/**
 * POST /grade: checks the URL against the outbound policy (public http/https only when deployed),
 * creates a run under a fresh random id and redirects to its page; 400 with the form and the
 * reason when something is wrong.
 */
grade.post('/', formLimit, csrfGuard, async (c) => {
  const local = localDev(c.req.url, c.env)
  const maxCases = quotaLimits(c.env, c.req.url).casesPerRun
  const { values, config, error } = await readForm(await c.req.parseBody({ all: true }), local, maxCases)
  if (!config) return c.html(gradeFormHtml({ values, error, local }), 400)
  const id = c.env.GRADING.newUniqueId().toString()
  const over = await takeGradeRun(c, new URL(config.url), id)
  if (over) return over
  const started = await stubFor(c.env, id).create(config)
  if (!started.ok) return c.text(started.message, started.status)
  // The instructor's link carries the key: hidden hands in full. The plain link is the student's.
  return c.redirect(`/grade/${id}?key=${config.instructorKey}`, 303)
})

const HTML = 'text/html; charset=UTF-8'

/** GET /grade/:id: the run's page (live while running), or its report as ?format=json|junit|gradescope|text. */
grade.get('/:id', async (c) => {
  const id = c.req.param('id')
  const format = wantedFormat(c)
  if (format === null) return problemResponse('text', 400, 'format must be html, json, junit, gradescope or text')
  const stub = runFor(c.env, id)
  const key = c.req.query('key')
  // A finished run's body was stored when it ended: one RPC, nothing parsed or rendered here.
  const got = stub && (await storedView(stub, id, key, format, c.req.header('accept-encoding')))
  if (!stub || !got) return problemResponse(format, 404, 'no such grading run')
  if (got.res) return got.res
  const { status, instructor } = got
  const running = status.status === 'running'
  const res = await runBody(stub, id, status, instructor, format, async (full) => {
    const { report, query } = viewOf(full, key, instructor)
    // A machine format answers 202 while the run is still going on.
    if (format !== 'html') return { ...reportBody(report, format, instructor), status: running ? 202 : 200 }
    return { body: runPageHtml({ id, status, report, query }), type: HTML, status: 200 }
  })
  return res ?? problemResponse(format, 404, 'no such grading run')
})

/** GET /grade/:id/progress: the live section alone, for htmx polling. */
grade.get('/:id/progress', async (c) => {
  const id = c.req.param('id')
  const stub = runFor(c.env, id)
  const key = c.req.query('key')
  const got = stub && (await storedView(stub, id, key, 'progress', c.req.header('accept-encoding')))
  if (!stub || !got) return c.text('no such grading run', 404)
  if (got.res) return got.res
  const { status, instructor } = got
  const res = await runBody(stub, id, status, instructor, 'progress', async (full) => {
    const { report, query } = viewOf(full, key, instructor)
    return { body: runSectionHtml({ id, status, report, query }), type: HTML, status: 200 }
  })
  return res ?? c.text('no such grading run', 404)
})

/** POST /grade/:id/rerun: grades again under the same link; 409 while the run is still running. */
grade.post('/:id/rerun', formLimit, csrfGuard, async (c) => {
  const id = c.req.param('id')
  const stub = runFor(c.env, id)
  if (!stub) return c.text('no such grading run', 404)
  const target = (await stub.status())?.url
  if (!target) return c.text('no such grading run', 404)
  const over = await takeGradeRun(c, new URL(target), id)
  if (over) return over
  const outcome = await stub.rerun()
  const key = c.req.query('key')
  const keep = key && (await stub.isInstructor(key)) ? `?key=${key}` : ''
  if (outcome.ok) return c.redirect(`/grade/${id}${keep}`, 303)
  const [status, full] = await Promise.all([stub.status(), readReport(stub)])
  if (!status || !full) return c.text(outcome.message, outcome.status)
  const { report, query } = viewOf(full, key, await instructorOf(stub, key))
  return c.html(
    <RunPage id={id} status={status} report={report} query={query} notice={outcome.message} />,
    outcome.status,
  )
})
