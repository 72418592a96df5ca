import { CONTENT_TYPES, FORMATS, type Format, renderReport } from '../conformance/render.ts'
import type { Report } from '../conformance/report.ts'
import { studentView } from '../conformance/student-view.ts'
import { runPageHtml, runSectionHtml } from '../views/grade/run.tsx'
import type { RunStatus } from './grading-store.ts'

// The one module of the grading run's Durable Object that imports views (test/node/layers.test.ts):
// a finished run's bodies are rendered here once, when its last alarm ends it, and stored.

/** What a stored body shows: a report format, the run's HTML page, or the page's live section (htmx). */
export type BodyView = Format | 'html' | 'progress'
/** Every view stored for each viewer of a finished run. */
export const BODY_VIEWS: readonly BodyView[] = [...FORMATS, 'html', 'progress']
/** Whose view: the student's page (hidden hands as counts only) or the instructor's link. */
export type Viewer = 'student' | 'instructor'

/**
 * Bodies of at least this many characters are also stored gzipped: under wrangler dev the
 * runtime gzips a text body on the Worker's own thread (11–16 ms for the 454 KiB JSON of a
 * 244-case run, docs/benchmarks.md), and a smaller body gains little over its headers.
 */
export const GZIP_FROM = 8 * 1024

/** One rendered body of a finished run, with its gzipped twin when it is large. */
export interface FinishedBody {
  viewer: Viewer
  view: BodyView
  type: string
  text: string
  gzip: Uint8Array | null
}

const HTML = 'text/html; charset=UTF-8'

/** `text` gzipped by the runtime's own CompressionStream (native code, not JS). */
export async function gzipText(text: string): Promise<Uint8Array> {
  // One write of the whole text: a Blob's stream feeds it in small chunks (on Node 7× the CPU cold).
  const gzip = new CompressionStream('gzip')
  const writer = gzip.writable.getWriter()
  writer.write(new TextEncoder().encode(text))
  writer.close()
  return new Uint8Array(await new Response(gzip.readable).arrayBuffer())
}

/**
 * Every body a viewer of the finished run can ask for, byte for byte what the routes render
 * from its report (src/routes/grade.tsx): each format and the page and its section, for the
 * student (studentView: no hidden hand's input, answer or diff, and never the seed) and, when the
 * run has an instructor key, for the instructor's link (`?key=` on its links). `id` is the
 * run's link id, `status` its status once finished.
 */
export async function finishedBodies(
  id: string,
  status: RunStatus,
  full: Report,
  instructorKey: string | undefined,
): Promise<FinishedBody[]> {
  const viewers: Viewer[] = instructorKey ? ['student', 'instructor'] : ['student']
  const out: FinishedBody[] = []
  const student = studentView(full)
  for (const viewer of viewers) {
    const instructor = viewer === 'instructor'
    const report = instructor ? full : student
    const props = { id, status, report, query: instructor ? `?key=${instructorKey}` : '' }
    for (const view of BODY_VIEWS) {
      // No hidden hand: both viewers see the same report, so each format's body is the student's
      // (only the page and its section differ, by the key on their links). Half the work of the alarm.
      const same = instructor && report === student && view !== 'html' && view !== 'progress'
      const theirs = same ? out.find((b) => b.viewer === 'student' && b.view === view) : undefined
      if (theirs) {
        out.push({ ...theirs, viewer })
        continue
      }
      const text =
        view === 'html'
          ? runPageHtml(props)
          : view === 'progress'
            ? runSectionHtml(props)
            : renderReport(report, view, { instructor })
      const type = view === 'html' || view === 'progress' ? HTML : CONTENT_TYPES[view]
      out.push({ viewer, view, type, text, gzip: text.length >= GZIP_FROM ? await gzipText(text) : null })
    }
  }
  return out
}
