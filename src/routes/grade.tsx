import { Hono } from 'hono'
import { parseRules, parseSeed, parseShuffles, parseTags, parseWhole } from '../conformance/options.ts'
import { DEFAULT_GRADE_COUNT, DEFAULT_SEED, DEFAULT_SHUFFLES, MAX_COUNT } from '../conformance/plan.ts'
import { checkTarget, isLocalDev } from '../conformance/ssrf.ts'
import type { RunConfig } from '../do/grading-store.ts'
import { EMPTY_FORM, GradeFormPage, type GradeFormValues } from '../views/grade/form.tsx'
import { RunPage, RunSection } from '../views/grade/run.tsx'
import { problemResponse, reportResponse, wantedFormat } from './grade-format.ts'
import { csrfGuard, formLimit } from './security.ts'

type Env = { Bindings: CloudflareBindings }

/** Grading students' HTTP implementations: the form, the runs, their reports. */
export const grade = new Hono<Env>()

/** A run id: 128 random bits in hex, unguessable, so the link is the only way in. */
const RUN_ID = /^[0-9a-f]{32}$/

const localDev = (url: string, env: CloudflareBindings) =>
  isLocalDev(url, (env as unknown as Record<string, unknown>).GRADER_ALLOW_PRIVATE)

function stubFor(env: CloudflareBindings, id: string) {
  return env.GRADING.get(env.GRADING.idFromName(id))
}

/** Reads and checks the form; returns the run's config or what was wrong. */
function readForm(
  form: Record<string, string | File | (string | File)[]>,
  allowPrivate: boolean,
): { values: GradeFormValues; config?: RunConfig; error?: string } {
  const text = (k: string) => (typeof form[k] === 'string' ? (form[k] as string).trim() : '')
  const rawTags = form.tags === undefined ? [] : Array.isArray(form.tags) ? form.tags : [form.tags]
  const values: GradeFormValues = {
    url: text('url'),
    seed: text('seed'),
    count: text('count'),
    shuffles: text('shuffles'),
    rules: text('rules'),
    tags: rawTags.filter((t): t is string => typeof t === 'string'),
  }
  try {
    const target = checkTarget(values.url, { allowPrivate })
    if (!target.ok) throw new Error(`Refused: ${target.reason}`)
    const config: RunConfig = {
      url: target.url.href,
      seed: parseSeed(values.seed, DEFAULT_SEED),
      count: parseWhole('count', values.count, DEFAULT_GRADE_COUNT, 0, MAX_COUNT),
      tags: parseTags(values.tags.join(',')),
      rules: parseRules(values.rules),
      shuffles: parseShuffles(values.shuffles, DEFAULT_SHUFFLES),
      allowPrivate,
    }
    return { values, config }
  } catch (e) {
    return { values, error: (e as Error).message }
  }
}

grade.get('/', (c) => c.html(<GradeFormPage values={EMPTY_FORM} local={localDev(c.req.url, c.env)} />))

/**
 * POST /grade: checks the URL against the outbound policy (public http/https only when deployed),
 * creates a run under a fresh random id and redirects to its page; 400 with the form and the
 * reason when something is wrong.
 */
grade.post('/', formLimit, csrfGuard, async (c) => {
  const local = localDev(c.req.url, c.env)
  const { values, config, error } = readForm(await c.req.parseBody({ all: true }), local)
  if (!config) return c.html(<GradeFormPage values={values} error={error} local={local} />, 400)
  const id = crypto.randomUUID().replaceAll('-', '')
  const started = await stubFor(c.env, id).create(config)
  if (!started.ok) return c.text(started.message, started.status)
  return c.redirect(`/grade/${id}`, 303)
})

/** GET /grade/:id: the run's page (live while running), or its report as ?format=json|junit|gradescope|text. */
grade.get('/:id', async (c) => {
  const id = c.req.param('id')
  const format = wantedFormat(c)
  if (format === null) return problemResponse('text', 400, 'format must be html, json, junit, gradescope or text')
  if (!RUN_ID.test(id)) return problemResponse(format, 404, 'no such grading run')
  const stub = stubFor(c.env, id)
  const [status, report] = await Promise.all([stub.status(), stub.report()])
  if (!status || !report) return problemResponse(format, 404, 'no such grading run')
  if (format !== 'html') return reportResponse(report, format, status.status === 'running' ? 202 : 200)
  return c.html(<RunPage id={id} status={status} report={report} />)
})

/** GET /grade/:id/progress: the live section alone, for htmx polling. */
grade.get('/:id/progress', async (c) => {
  const id = c.req.param('id')
  if (!RUN_ID.test(id)) return c.text('no such grading run', 404)
  const stub = stubFor(c.env, id)
  const [status, report] = await Promise.all([stub.status(), stub.report()])
  if (!status || !report) return c.text('no such grading run', 404)
  return c.html(<RunSection id={id} status={status} report={report} />)
})

/** POST /grade/:id/rerun: grades again under the same link; 409 while the run is still running. */
grade.post('/:id/rerun', formLimit, csrfGuard, async (c) => {
  const id = c.req.param('id')
  if (!RUN_ID.test(id)) return c.text('no such grading run', 404)
  const stub = stubFor(c.env, id)
  const outcome = await stub.rerun()
  if (outcome.ok) return c.redirect(`/grade/${id}`, 303)
  const [status, report] = await Promise.all([stub.status(), stub.report()])
  if (!status || !report) return c.text(outcome.message, outcome.status)
  return c.html(<RunPage id={id} status={status} report={report} notice={outcome.message} />, outcome.status)
})
