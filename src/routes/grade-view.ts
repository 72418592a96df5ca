import type { Report } from '../conformance/report.ts'
import { studentView } from '../conformance/student-view.ts'
import { builtReport, storedReport } from '../do/grading-read.ts'
import type { GradingRun, RunStatus } from '../do/grading-run.ts'
import { keptBody, keptKey } from './grade-cache.ts'

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
