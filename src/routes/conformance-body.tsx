import { planFixture } from '../conformance/plan.ts'
import { hasStoredPage } from '../conformance/reference.ts'
import type { Report } from '../conformance/report.ts'
import { FIXTURE_FILES, SUITE_VERSION } from '../conformance/suite.ts'
import { verdictOf } from '../conformance/verdict.ts'
import { answer } from '../engine/protocol.ts'
import { CasePage } from '../views/conformance/case.tsx'
import { CasesIndex } from '../views/conformance/cases.tsx'
import { ConformancePage, type ConformanceQuery, caseHref } from '../views/conformance/page.tsx'
import { ReportView } from '../views/conformance/report.tsx'
import { reportResponse, type Wanted } from './grade-format.ts'

/** A rendered answer of GET /conformance. */
export interface Body {
  body: string
  type: string
}

/**
 * The body of GET /conformance for a report in a format: the machine formats, the whole HTML page,
 * or (an htmx request) only the report's fragment. `selfUrl` is the page's own URL without
 * `format`, which the links to the other formats are made from.
 */
export async function renderConformance(
  report: Report,
  q: ConformanceQuery,
  format: Wanted,
  fragment: boolean,
  selfUrl: string,
): Promise<Body> {
  if (format !== 'html') {
    const res = reportResponse(report, format)
    return { body: await res.text(), type: res.headers.get('content-type') ?? 'text/plain' }
  }
  const page = fragment ? (
    <ReportView report={report} selfUrl={selfUrl} caseHref={caseHref} />
  ) : (
    <ConformancePage report={report} q={q} selfUrl={selfUrl} />
  )
  return { body: String(await page.toString()), type: HTML }
}

const HTML = 'text/html; charset=UTF-8'

/**
 * GET /conformance/cases/:id for a fixture: its page, or (`json`) its verdict with the reference
 * engine's answer as `actual`; null when no fixture has the id.
 */
export async function renderCase(id: string, format: 'html' | 'json'): Promise<Body | null> {
  const planned = planFixture(id)
  if (!planned) return null
  const got = answer(planned.request)
  const result = verdictOf(planned, got)
  if (format === 'json') return { body: JSON.stringify({ ...result, actual: got }), type: 'application/json' }
  return { body: String(await (<CasePage c={result} answer={got} />).toString()), type: HTML }
}

/** GET /conformance/cases: the fixtures by part, each linking to its page. */
export async function renderCasesIndex(): Promise<Body> {
  return { body: String(await (<CasesIndex files={FIXTURE_FILES} version={SUITE_VERSION} />).toString()), type: HTML }
}

/** The stored file of a fixture's page (`case.<id>.html`) or its JSON (`case.<id>.json`), and of the fixtures' list. */
export const caseFile = (id: string, format: 'html' | 'json') => `case.${id}.${format}`
export const CASES_INDEX_FILE = 'cases.html'

/** The page's own URL for the default report, whole (`part` null) or one part of it: what the stored bodies are rendered for. */
export function storedSelfUrl(part: string | null): string {
  return part === null ? '/conformance' : `/conformance?tags=${encodeURIComponent(part)}`
}

/**
 * The formats stored for the default report and each of its parts, by file suffix. `gzip`: also
 * stored gzipped (`<file>.gz`), served to clients that accept gzip. Only the two large kinds pay:
 * the JSON is 8–552 KiB (the whole one gzips to 35 KiB) and JUnit 2–59 KiB, and under wrangler dev
 * a body's CPU grows with its bytes (docs/benchmarks.md); the other kinds are at most 8 KiB.
 */
const STORED_KINDS: readonly { format: Wanted; fragment: boolean; suffix: string; gzip: boolean }[] = [
  { format: 'html', fragment: false, suffix: 'html', gzip: false },
  { format: 'html', fragment: true, suffix: 'fragment.html', gzip: false },
  { format: 'json', fragment: false, suffix: 'report.json', gzip: true },
  { format: 'junit', fragment: false, suffix: 'junit.xml', gzip: true },
  { format: 'gradescope', fragment: false, suffix: 'gradescope.json', gzip: false },
  { format: 'text', fragment: false, suffix: 'txt', gzip: false },
  { format: 'classroom', fragment: false, suffix: 'classroom.json', gzip: false },
]

/** The name of a stored body's gzipped twin: the plain file's name plus this. */
export const GZIP_SUFFIX = '.gz'

/**
 * The stored body's file name for the default report (`part` null: all parts) or one part of it
 * in a format, e.g. `all.html`, `dealer.fragment.html`, `shoe.junit.xml`; null when not stored.
 * With `gzip`, the gzipped twin's name (`all.report.json.gz`) where that kind has one, else null.
 */
export function storedFile(part: string | null, format: Wanted, fragment: boolean, gzip = false): string | null {
  const kind = STORED_KINDS.find((k) => k.format === format && k.fragment === fragment)
  if (!kind || (gzip && !kind.gzip)) return null
  return `${part ?? 'all'}.${kind.suffix}${gzip ? GZIP_SUFFIX : ''}`
}

/**
 * The gzipped twin's name of a stored body's file (`storedFile`'s, or the fixtures' list of
 * 100 KiB), or null when it is stored plain only.
 */
export function gzipTwin(file: string): string | null {
  const large = file === CASES_INDEX_FILE || STORED_KINDS.some((k) => k.gzip && file.endsWith(`.${k.suffix}`))
  return large ? `${file}${GZIP_SUFFIX}` : null
}

/**
 * Every stored body, rendered now from the default report (`select` gives one part of it), and
 * the page and JSON of every fixture answered alike on every run (reference.ts hasStoredPage)
 * and the fixtures' list, pure functions of the suite and the engine: what `npm run charts`
 * writes to static/reports/ and the test compares, by file name.
 */
export async function referenceBodies(
  report: Report,
  parts: readonly string[],
  select: (report: Report, tags: readonly string[]) => Report,
): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (const part of [null, ...parts]) {
    const r = part === null ? report : select(report, [part])
    const q: ConformanceQuery = {
      seed: r.seed,
      count: r.count,
      tags: part === null ? null : [part],
      rules: '',
      shuffles: 0,
    }
    for (const k of STORED_KINDS) {
      const { body } = await renderConformance(r, q, k.format, k.fragment, storedSelfUrl(part))
      out.set(storedFile(part, k.format, k.fragment) as string, body)
    }
  }
  for (const c of report.cases.filter((x) => x.source === 'fixture' && hasStoredPage(x.id)))
    for (const format of ['html', 'json'] as const) {
      const made = await renderCase(c.id, format)
      if (made) out.set(caseFile(c.id, format), made.body)
    }
  out.set(CASES_INDEX_FILE, (await renderCasesIndex()).body)
  return out
}
