import type { Report } from '../conformance/report.ts'
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
  return { body: String(await page.toString()), type: 'text/html; charset=UTF-8' }
}

/** The page's own URL for the default query: what the stored bodies are rendered for. */
export const DEFAULT_SELF_URL = '/conformance'

/**
 * The default report's bodies `npm run charts` stores next to it (static/reports/), so the route
 * answers the default query in any format without rendering it: file name by format and fragment.
 */
export const STORED_BODIES: readonly { format: Wanted; fragment: boolean; file: string }[] = [
  { format: 'html', fragment: false, file: 'reference.html' },
  { format: 'html', fragment: true, file: 'reference.fragment.html' },
  { format: 'json', fragment: false, file: 'reference.report.json' },
  { format: 'junit', fragment: false, file: 'reference.junit.xml' },
  { format: 'gradescope', fragment: false, file: 'reference.gradescope.json' },
  { format: 'text', fragment: false, file: 'reference.txt' },
  { format: 'classroom', fragment: false, file: 'reference.classroom.json' },
]

/** Every stored body of the default report, rendered now: what `npm run charts` writes and the test compares. */
export async function referenceBodies(report: Report, q: ConformanceQuery): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (const b of STORED_BODIES)
    out.set(b.file, (await renderConformance(report, q, b.format, b.fragment, DEFAULT_SELF_URL)).body)
  return out
}
