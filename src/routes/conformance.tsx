import { Hono } from 'hono'
import { engineTransport } from '../conformance/engine-transport.ts'
import { gradeImplementation } from '../conformance/grade.ts'
import { parseRules, parseSeed, parseShuffles, parseTags, parseWhole } from '../conformance/options.ts'
import { DEFAULT_SEED, MAX_COUNT, planFixture } from '../conformance/plan.ts'
import type { Report } from '../conformance/report.ts'
import { FIXTURE_FILES, SUITE_VERSION } from '../conformance/suite.ts'
import { verdictOf } from '../conformance/verdict.ts'
import { answer } from '../engine/protocol.ts'
import { CasePage } from '../views/conformance/case.tsx'
import { CasesIndex } from '../views/conformance/cases.tsx'
import { ConformanceError, ConformancePage, type ConformanceQuery, caseHref } from '../views/conformance/page.tsx'
import { ReportView } from '../views/conformance/report.tsx'
import { problemResponse, reportResponse, varyOnFormat, wantedFormat } from './grade-format.ts'

/**
 * Generated hands `GET /conformance` adds to the fixtures by default: chosen so the whole default
 * run fits the Workers free plan's 10 ms of CPU (bench/conformance-cpu.ts measures it).
 */
export const CONFORMANCE_DEFAULT_COUNT = 20

/**
 * The most a request may ask of the reference engine here: a report no bigger than the default
 * suite's (fixtures and 20 generated hands) plus a uniformity test of up to 300 shuffles fits the
 * free plan's 10 ms even when it is computed for the request; bigger runs belong on the command line.
 */
export const CONFORMANCE_MAX_COUNT = CONFORMANCE_DEFAULT_COUNT
export const CONFORMANCE_MAX_SHUFFLES = 300

/** Why a run is too big for this route, and the command that runs it; null when it fits. */
function tooBig(q: ConformanceQuery): string | null {
  const cli = (flag: string, n: number) =>
    `; run it on your machine instead: npx blackjack grade --cmd "npx blackjack play" ${flag} ${n}`
  if (q.count > CONFORMANCE_MAX_COUNT)
    return `count is ${q.count}, but this page plays at most ${CONFORMANCE_MAX_COUNT} generated hands a request, to fit the 10 ms of CPU a request may use${cli('--count', q.count)}`
  if (q.shuffles > CONFORMANCE_MAX_SHUFFLES)
    return `shuffles is ${q.shuffles}, but this page runs at most ${CONFORMANCE_MAX_SHUFFLES} shuffles a request, to fit the 10 ms of CPU a request may use${cli('--shuffles', q.shuffles)}`
  return null
}

/** The conformance suite on the reference engine, and its fixtures one by one. */
export const conformance = new Hono<{ Bindings: CloudflareBindings }>()
conformance.use('*', varyOnFormat)

/**
 * Reports and rendered bodies already made in this isolate. The engine is deterministic, so the
 * report of one query is the same every time: it is computed once (its `startedAt` is then when),
 * and each format of it is rendered once. Bounded: the oldest entry goes first.
 */
const reports = new Map<string, Promise<Report>>()
const bodies = new Map<string, Promise<{ body: string; type: string }>>()
const CACHED = 24

function remember<V>(map: Map<string, V>, key: string, make: () => V): V {
  let value = map.get(key)
  if (value === undefined) {
    if (map.size >= CACHED) map.delete(map.keys().next().value as string)
    value = make()
    map.set(key, value)
  }
  return value
}

/** The reference engine's report for a query, computed once per isolate; never kept if cut short or failed. */
function reportFor(q: ConformanceQuery): Promise<Report> {
  const rules = parseRules(q.rules)
  const key = JSON.stringify([q.seed, q.count, q.tags, rules, q.shuffles])
  return remember(reports, key, () => {
    const made = gradeImplementation(engineTransport(), { ...q, rules })
    made.then(
      (r) => r.complete || reports.delete(key),
      () => reports.delete(key),
    )
    return made
  })
}

function readQuery(url: URL, tags: string[]): { q: ConformanceQuery; error?: string } {
  const p = url.searchParams
  const q: ConformanceQuery = {
    seed: DEFAULT_SEED,
    count: CONFORMANCE_DEFAULT_COUNT,
    tags: null,
    rules: p.get('rules') ?? '',
    shuffles: 0,
  }
  try {
    q.seed = parseSeed(p.get('seed'), DEFAULT_SEED)
    q.count = parseWhole('count', p.get('count'), CONFORMANCE_DEFAULT_COUNT, 0, MAX_COUNT)
    q.tags = parseTags(tags.join(','))
    q.shuffles = parseShuffles(p.get('shuffles'), 0)
    parseRules(q.rules)
    const big = tooBig(q)
    return big ? { q, error: big } : { q }
  } catch (e) {
    return { q, error: (e as Error).message }
  }
}

/**
 * GET /conformance: every fixture plus `count` generated hands (default 20, seed
 * "blackjack-lab") on the reference engine. `?tags=a,b` (or repeated `tags=`) filters by part;
 * `?rules=JSON` plays the generated hands under one rule set; `?shuffles=N` adds the shuffle
 * uniformity test. HTML by default (htmx requests get just the report), or `?format=json|junit|
 * gradescope|text` / `Accept: application/json`.
 */
conformance.get('/', async (c) => {
  const format = wantedFormat(c)
  const url = new URL(c.req.url)
  const { q, error } = readQuery(url, c.req.queries('tags') ?? [])
  if (format === null) return problemResponse('text', 400, 'format must be html, json, junit, gradescope or text')
  if (error)
    return format === 'html'
      ? c.html(<ConformanceError message={error} q={q} />, 400)
      : problemResponse(format, 400, error)
  const report = await reportFor(q)
  url.searchParams.delete('format')
  const selfUrl = `${url.pathname}${url.search}`
  const fragment = format === 'html' && c.req.header('hx-request') === 'true'
  const key = `${format}|${fragment}|${selfUrl}|${report.startedAt}`
  const { body, type } = await remember(bodies, key, async () => {
    if (format !== 'html') {
      const res = reportResponse(report, format)
      return { body: await res.text(), type: res.headers.get('content-type') ?? 'text/plain' }
    }
    const page = fragment ? (
      <ReportView report={report} selfUrl={selfUrl} caseHref={caseHref} />
    ) : (
      <ConformancePage report={report} q={q} selfUrl={selfUrl} />
    )
    return { body: String(await page.toString()), type: 'text/html; charset=UTF-8' }
  })
  return c.body(body, 200, { 'content-type': type })
})

/** GET /conformance/cases: the fixtures by part, each linking to its page. */
conformance.get('/cases', (c) => c.html(<CasesIndex files={FIXTURE_FILES} version={SUITE_VERSION} />))

/** GET /conformance/cases/:id: one fixture, its expectation and the reference engine's answer. */
conformance.get('/cases/:id', (c) => {
  const format = wantedFormat(c)
  const planned = planFixture(c.req.param('id'))
  if (!planned)
    return problemResponse(format === 'html' ? 'text' : format, 404, `no fixture has the id "${c.req.param('id')}"`)
  const got = answer(planned.request)
  const result = verdictOf(planned, got)
  if (format === 'json') return c.json({ ...result, actual: got })
  return c.html(<CasePage c={result} answer={got} />)
})
