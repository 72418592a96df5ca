import { type Context, Hono } from 'hono'
import { computeReferenceReport, hasStoredPage, selectParts } from '../conformance/reference.ts'
import type { Report } from '../conformance/report.ts'
import { ConformanceError } from '../views/conformance/page.tsx'
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
import { readQuery } from './conformance-query.ts'
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
