import { type Context, Hono } from 'hono'
import { parseRules, parseSeed, parseShuffles, parseTags, parseWhole } from '../conformance/options.ts'
import { DEFAULT_SEED, MAX_COUNT } from '../conformance/plan.ts'
import { computeReferenceReport, hasStoredPage, PAGE_DEFAULT_COUNT, selectParts } from '../conformance/reference.ts'
import type { Report } from '../conformance/report.ts'
import { ConformanceError, type ConformanceQuery } from '../views/conformance/page.tsx'
import {
  type Body,
  CASES_INDEX_FILE,
  caseFile,
  gzipTwin,
  renderCase,
  renderCasesIndex,
  renderConformance,
  storedSelfUrl,
} from './conformance-body.tsx'
import {
  type AssetFetch,
  preferGzip,
  remember,
  type StoredBody,
  storedAsset,
  storedBody,
  storedOnce,
  storedReport,
  storedResponse,
} from './conformance-store.ts'
import { problemResponse, varyOn, varyOnFormat, wantedFormat } from './grade-format.ts'

/** Generated hands of the page's report: the stored default report's (reference.ts). */
export const CONFORMANCE_DEFAULT_COUNT = PAGE_DEFAULT_COUNT

/**
 * Why a query is not answered here, and the command that runs it; null when it is. The page
 * serves the reference engine's default report (stored by `npm run charts`) and any selection of
 * its parts, which cost no grading. Any other seed, count, rules or shuffle test means playing
 * hands for the request: measured in workerd, even 5 generated hands cost 30–40 ms of CPU on an
 * isolate's first such request and 20 cost 7–11 ms on a warm one, past the 10 ms a request may
 * use on the free plan (docs/benchmarks.md), so those run on the grader's machine.
 */
function notHere(q: ConformanceQuery): string | null {
  const asked: string[] = []
  const flags: string[] = []
  if (q.seed !== DEFAULT_SEED) {
    asked.push(`seed "${q.seed}"`)
    flags.push(`--seed ${JSON.stringify(q.seed)}`)
  }
  if (q.count !== CONFORMANCE_DEFAULT_COUNT) {
    asked.push(`${q.count} generated hands`)
    flags.push(`--count ${q.count}`)
  }
  if (q.rules.trim() !== '') {
    asked.push('rules')
    flags.push(`--rules '${q.rules.replaceAll("'", "'\\''")}'`)
  }
  if (q.shuffles !== 0) {
    asked.push(`${q.shuffles} shuffles`)
    flags.push(`--shuffles ${q.shuffles}`)
  }
  if (q.tags && q.tags.length > 1) {
    asked.push(`${q.tags.length} parts at once`)
    flags.push(`--tags ${q.tags.join(',')}`)
  } else if (q.tags) flags.push(`--tags ${q.tags[0]}`)
  if (asked.length === 0) return null
  return (
    `this page shows only the reference engine's default report (seed "${DEFAULT_SEED}", ${CONFORMANCE_DEFAULT_COUNT} generated hands, ` +
    `random rules, no shuffle test), whole or by part: a run with ${asked.join(', ')} plays hands for the request, which costs more ` +
    `than the 10 ms of CPU a request may use here. Run it on your machine instead: npx blackjack grade --cmd "npx blackjack play" ${flags.join(' ')}`
  )
}

type Ctx = Context<{ Bindings: CloudflareBindings }>

/** The static assets of this request's Worker, fetched by path. */
const assetsOf =
  (c: Ctx): AssetFetch =>
  (path) =>
    c.env.ASSETS.fetch(new URL(path, c.req.url))

/** The conformance suite on the reference engine, and its fixtures one by one. */
export const conformance = new Hono<{ Bindings: CloudflareBindings }>()
// Every answer of GET /conformance and /conformance/cases may be a gzipped twin or the plain body.
const varyOnEncoding = varyOn('Accept-Encoding')
conformance.use('/', varyOnEncoding)
conformance.use('/cases', varyOnEncoding)
conformance.use('*', varyOnFormat)

/**
 * Reports and rendered bodies already made in this isolate, by query (only the default one and
 * its selections of parts exist). Bounded: the oldest entry goes first.
 */
const reports = new Map<string, Promise<Report>>()
const bodies = new Map<string, Promise<Body>>()
const storedBodies = new Map<string, Promise<StoredBody | null>>()
/** The default report: the stored one, else computed (once per isolate; never kept if it failed). */
function defaultReport(fetchAsset: AssetFetch): Promise<Report> {
  return remember(reports, 'default', () => {
    const made = storedReport(fetchAsset).then((r) => r ?? computeReferenceReport())
    made.catch(() => reports.delete('default'))
    return made
  })
}

/** The report for a selection of parts (`tags`; null: all): the default report's cases for them, nothing played. */
function reportFor(tags: string[] | null, fetchAsset: AssetFetch): Promise<Report> {
  if (!tags) return defaultReport(fetchAsset)
  return remember(reports, JSON.stringify(tags), () => {
    const made = defaultReport(fetchAsset).then((all) => selectParts(all, tags))
    made.catch(() => reports.delete(JSON.stringify(tags)))
    return made
  })
}

function defaultQuery(): ConformanceQuery {
  return { seed: DEFAULT_SEED, count: CONFORMANCE_DEFAULT_COUNT, tags: null, rules: '', shuffles: 0 }
}

function readQuery(url: URL, tags: string[]): { q: ConformanceQuery; error?: string } {
  const p = url.searchParams
  const q: ConformanceQuery = { ...defaultQuery(), rules: p.get('rules') ?? '' }
  try {
    q.seed = parseSeed(p.get('seed'), DEFAULT_SEED)
    q.count = parseWhole('count', p.get('count'), CONFORMANCE_DEFAULT_COUNT, 0, MAX_COUNT)
    const parsed = parseTags(tags.join(','))
    q.tags = parsed ? [...new Set(parsed)] : null
    q.shuffles = parseShuffles(p.get('shuffles'), 0)
    parseRules(q.rules)
    const other = notHere(q)
    return other ? { q, error: other } : { q }
  } catch (e) {
    return { q, error: (e as Error).message }
  }
}

/**
 * GET /conformance: the reference engine's report on every fixture plus 20 generated hands (seed
 * "blackjack-lab"), stored by `npm run charts`. `?tags=a,b` (or repeated `tags=`) shows only those
 * parts; `seed`, `count`, `rules` and `shuffles` other than the defaults get a 400 naming the CLI
 * command that runs them. HTML by default (htmx requests get just the report), or
 * `?format=json|junit|gradescope|classroom|text` / `Accept: application/json`.
 */
conformance.get('/', async (c) => {
  const format = wantedFormat(c)
  const url = new URL(c.req.url)
  const { q, error } = readQuery(url, c.req.queries('tags') ?? [])
  if (format === null)
    return problemResponse('text', 400, 'format must be html, json, junit, gradescope, classroom or text')
  if (error)
    return format === 'html'
      ? c.html(<ConformanceError message={error} q={q} />, 400)
      : problemResponse(format, 400, error)
  const fetchAsset = assetsOf(c)
  url.searchParams.delete('format')
  // The form's "all" sends an empty part: the same page as none.
  if (!q.tags) url.searchParams.delete('tags')
  const selfUrl = `${url.pathname}${url.search}`
  const fragment = format === 'html' && c.req.header('hx-request') === 'true'
  const part = q.tags ? q.tags[0] : null
  // The default report and each part of it are stored in every format as rendered: read once, nothing
  // computed; the large kinds also gzipped, sent as they are to clients that take gzip.
  if (selfUrl === storedSelfUrl(part)) {
    const read = (gzip: boolean) =>
      storedOnce(storedBodies, `${part}|${format}|${fragment}|${gzip}`, () =>
        storedBody(fetchAsset, part, format, fragment, gzip),
      )
    const stored = await preferGzip(c.req.header('accept-encoding'), read)
    if (stored) return storedResponse(stored)
  }
  const report = await reportFor(q.tags, fetchAsset)
  const key = `${format}|${fragment}|${selfUrl}|${report.startedAt}`
  const { body, type } = await remember(bodies, key, () => renderConformance(report, q, format, fragment, selfUrl))
  return c.body(body, 200, { 'content-type': type })
})

/** Fixtures' pages already read in this isolate, by file (bounded like the others). */
const casePages = new Map<string, Promise<StoredBody | null>>()

/** A stored page of the fixtures (`npm run charts`: nothing planned, played or rendered), or null. */
function storedCasePage(c: Ctx, file: string, type: string, gzip = false) {
  const name = gzip ? gzipTwin(file) : file
  return name ? storedOnce(casePages, name, () => storedAsset(assetsOf(c), name, type, gzip)) : null
}

/** GET /conformance/cases: the fixtures by part, each linking to its page (100 KiB: gzipped where taken). */
conformance.get('/cases', async (c) => {
  const html = 'text/html; charset=UTF-8'
  const stored = await preferGzip(c.req.header('accept-encoding'), (gzip) =>
    storedCasePage(c, CASES_INDEX_FILE, html, gzip),
  )
  if (stored) return storedResponse(stored)
  const { body, type } = await renderCasesIndex()
  return c.body(body, 200, { 'content-type': type })
})

/** GET /conformance/cases/:id: one fixture, its expectation and the reference engine's answer. */
conformance.get('/cases/:id', async (c) => {
  const format = wantedFormat(c)
  const id = c.req.param('id')
  const kind = format === 'json' ? 'json' : 'html'
  const type = kind === 'json' ? 'application/json' : 'text/html; charset=UTF-8'
  // Only a stored fixture's id names a file: nothing else is asked of the assets.
  const stored = hasStoredPage(id) ? await storedCasePage(c, caseFile(id, kind), type) : null
  const made = stored ?? (await renderCase(id, kind))
  if (!made) return problemResponse(format === 'html' ? 'text' : format, 404, `no fixture has the id "${id}"`)
  return c.body(made.body, 200, { 'content-type': made.type })
})
