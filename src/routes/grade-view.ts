import type { Report } from '../conformance/report.ts'
import { studentView } from '../conformance/student-view.ts'
import type { BodyView } from '../do/grading-bodies.ts'
import { builtReport, storedReport } from '../do/grading-read.ts'
import type { GradingRun, RunStatus } from '../do/grading-run.ts'
import { acceptsGzip } from './conformance-store.ts'
import { keepFor, keptBody, keptFor, keptKey, keptResponse } from './grade-cache.ts'

/** A grading run's Durable Object. */
type RunStub = DurableObjectStub<GradingRun>

/** A rendered view of a run: its body, content type and status. */
export interface Made {
  body: string
  type: string
  status: number
}

/** Whether `key` is this run's instructor key (an RPC only when a key is given). */
export async function instructorOf(stub: RunStub, key: string | undefined): Promise<boolean> {
  return key !== undefined && (await stub.isInstructor(key))
}

/** The report as this viewer may see it: in full with the run's instructor key, else the student's view. */
export function viewOf(report: Report, key: string | undefined, instructor: boolean) {
  return { report: instructor ? report : studentView(report), query: instructor ? `?key=${key}` : '' }
}

/**
 * A run's body for one view, kept per isolate once the run is finished (grade-cache.ts). A
 * finished run's stored report is kept only if it is of the generation the status saw; a report
 * built from the results is read after the status and kept only if the run is still that finished
 * generation afterwards, so a re-run started meanwhile is never kept under the old one.
 */
export async function runBody(
  stub: RunStub,
  id: string,
  status: RunStatus,
  instructor: boolean,
  what: string,
  render: (report: Report) => Promise<Made>,
): Promise<Response | null> {
  let found = true
  const res = await keptBody(keptKey(id, status, instructor, what), async () => {
    // A finished run's stored report names its generation: kept when it is the one the status saw.
    const stored = status.status === 'done' ? await storedReport(stub) : null
    if (stored) return { ...(await render(stored.report)), keep: stored.generation === status.generation }
    const full = await builtReport(stub)
    const after = await stub.status()
    found = full !== null && after !== null
    const keep = found && after?.generation === status.generation && after.status === status.status
    const made = full ? await render(full) : { body: '', type: 'text/plain', status: 404 }
    return { ...made, keep }
  })
  return found ? res : null
}

/** One view of a run as its Durable Object answered it: the status, the viewer, and the body when it had one stored. */
export interface RunAnswer {
  status: RunStatus
  instructor: boolean
  /** The finished run's stored body; null while it runs or for a run finished before bodies were stored. */
  res: Response | null
}

/** Joins a stored body's parts: text, or the gzipped twin's bytes. */
function joined(parts: (string | ArrayBuffer)[], gzip: boolean): string | Uint8Array<ArrayBuffer> {
  if (!gzip) return parts.join('')
  const bytes = new Uint8Array(parts.reduce((n, p) => n + (p as ArrayBuffer).byteLength, 0))
  let at = 0
  for (const p of parts as ArrayBuffer[]) {
    bytes.set(new Uint8Array(p), at)
    at += p.byteLength
  }
  return bytes
}

/**
 * A run's view in one RPC, usually: the Durable Object rendered a finished run's bodies when it
 * ended (do/grading-bodies.ts), so the Worker parses and renders nothing; the gzipped twin goes to
 * a client that takes gzip. A body is kept per isolate by link, key and view, and sent again while
 * the object says its generation is still the current one. Null when the link holds no run.
 */
export async function storedView(
  stub: RunStub,
  id: string,
  key: string | undefined,
  view: BodyView,
  acceptEncoding: string | undefined,
): Promise<RunAnswer | null> {
  const gzip = acceptsGzip(acceptEncoding)
  const cacheKey = `${id}/${key ?? ''}/${view}/${gzip}`
  const have = keptFor(cacheKey)
  const first = await stub.view(key, view, gzip, 0, have?.generation ?? null)
  if (!first) return null
  const { status, instructor, body } = first
  if (first.same && have) return { status, instructor, res: keptResponse(have) }
  if (!body) return { status, instructor, res: null }
  const parts = [...body.parts]
  for (let more = body.more; more; ) {
    const next = (await stub.view(key, view, body.gzip, parts.length))?.body
    // A re-run began mid-read: read it as a run that is not finished.
    if (next?.generation !== body.generation) return { status, instructor, res: null }
    parts.push(...next.parts)
    more = next.more
  }
  const k = {
    body: joined(parts, body.gzip),
    type: body.type,
    status: 200,
    gzip: body.gzip,
    generation: body.generation,
  }
  keepFor(cacheKey, k)
  return { status, instructor, res: keptResponse(k) }
}
