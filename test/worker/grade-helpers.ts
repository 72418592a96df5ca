import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { Report } from '../../src/conformance/report.ts'
import { readReport } from '../../src/do/grading-read.ts'
import type { Fetch, GradingRun } from '../../src/do/grading-run.ts'
import type { RunConfig } from '../../src/do/grading-store.ts'

/** The grader as if deployed: a public host, so the outbound policy refuses private targets. */
export const DEPLOYED = 'https://grader.example'

/** The Worker's own /api/play (the reference engine over HTTP) standing in for a student's server. */
export const referenceServer: Fetch = (input, init) => exports.default.fetch(new Request(input, init))

/** The reference engine that gets every dealer hand wrong: it reports the dealer's total one higher (failures with diffs). */
export const wrongDealer: Fetch = async (input, init) => {
  const answer = (await (await referenceServer(input, init)).json()) as { dealer?: { total?: number } }
  if (answer.dealer && typeof answer.dealer.total === 'number') answer.dealer.total += 1
  return Response.json(answer)
}

/** A run's stub: by its link id (64 hex digits, as the routes make them), else by a test's name. */
export function runStub(id: string): DurableObjectStub<GradingRun> {
  return env.GRADING.get(/^[0-9a-f]{64}$/.test(id) ? env.GRADING.idFromString(id) : env.GRADING.idFromName(id))
}

/** A fresh run id as POST /grade makes them, for tests that read a run through its link. */
export const newRunId = (): string => env.GRADING.newUniqueId().toString()

/** A run config for a public student URL; small by default so a test grades quickly. */
export function config(overrides: Partial<RunConfig> = {}): RunConfig {
  return {
    url: 'https://student.example/api/play',
    seed: 's',
    count: 3,
    tags: null,
    rules: null,
    shuffles: 0,
    allowPrivate: false,
    ...overrides,
  }
}

/** Sends every run's outbound fetches to `fetcher` (inside the Durable Objects' isolate). */
export async function setOutbound(stub: DurableObjectStub<GradingRun>, fetcher: Fetch): Promise<void> {
  await runInDurableObject(stub, (instance: GradingRun) => {
    ;(instance.constructor as typeof GradingRun).outbound = fetcher
  })
}

/** Creates a run whose outbound fetches go to `fetcher` (set before the first alarm can fire). */
export async function startRun(
  id: string,
  fetcher: Fetch,
  cfg: RunConfig = config(),
): Promise<DurableObjectStub<GradingRun>> {
  const stub = runStub(id)
  await setOutbound(stub, fetcher)
  const started = await stub.create(cfg)
  if (!started.ok) throw new Error(started.message)
  return stub
}

/**
 * Runs alarms until the run is done (each alarm is one batch; alarms also fire on their own, so
 * when none is pending this waits a little). `alarms` caps how many this runs itself.
 */
export async function finishRun(stub: DurableObjectStub<GradingRun>, alarms = 1000): Promise<void> {
  const until = Date.now() + 30_000
  for (let n = 0; n < alarms && Date.now() < until; ) {
    if (await runDurableObjectAlarm(stub)) n++
    else await new Promise((r) => setTimeout(r, 5))
    if ((await stub.status())?.status === 'done') return
  }
  throw new Error(`the run is not done: ${JSON.stringify(await stub.status())}`)
}

/** A form post from the grader's own origin (the CSRF guard wants it). */
export function postForm(path: string, form: Record<string, string | string[]>, origin = DEPLOYED): Promise<Response> {
  const body = new URLSearchParams()
  for (const [k, v] of Object.entries(form)) for (const x of Array.isArray(v) ? v : [v]) body.append(k, x)
  return exports.default.fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body,
    redirect: 'manual',
  })
}

/** A run's report, read in pages as the routes read it. */
export async function reportOf(stub: DurableObjectStub<GradingRun>): Promise<Report> {
  const report = await readReport(stub)
  if (!report) throw new Error('no run')
  return report
}

/**
 * Grades `assignment` through the web form (POST /grade) against `fetcher` as the student's
 * endpoint and runs the run to its end: its page's path, the instructor key, id and object.
 */
export async function gradeFinished(fetcher: Fetch, assignment: object) {
  await setOutbound(runStub('any'), fetcher)
  const res = await postForm('/grade', {
    url: 'https://student.example/api/play',
    assignment: JSON.stringify(assignment),
  })
  expect(res.status, await res.clone().text()).toBe(303)
  const [path, key] = (res.headers.get('location') ?? '').split('?key=')
  const id = path.split('/').pop() ?? ''
  const stub = runStub(id)
  await finishRun(stub)
  return { id, path, key, stub }
}
