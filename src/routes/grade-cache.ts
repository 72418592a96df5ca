import type { RunStatus } from '../do/grading-run.ts'

/** A body kept for a finished run: its text, content type and status. */
interface Kept {
  body: string
  type: string
  status: number
}

/** At most this many bytes of bodies are kept per isolate (a Worker's isolate has 128 MB). */
const BUDGET = 8 * 1024 * 1024
const kept = new Map<string, Kept>()
let used = 0

/**
 * Where a finished run's body for one view is kept: the run, its generation (a re-run is a new
 * one), who looks (the instructor's link shows hidden hands, the student's does not: never one
 * body for both) and what (a format, or the progress section). Null while the run is running:
 * its report still changes.
 */
export function keptKey(id: string, status: RunStatus, instructor: boolean, what: string): string | null {
  return status.status === 'running'
    ? null
    : `${id}/${status.generation}/${instructor ? 'instructor' : 'student'}/${what}`
}

/**
 * The body of a finished run's page, made once per isolate. Reading a run's results (hundreds of
 * cases over RPC) and rendering them cost 20–30 ms of CPU per view, over the free plan's 10 ms,
 * yet a finished run's report only changes when it is run again. `make` returns the body and
 * whether it may be kept (false when the run turned out to be running again by the time it was read).
 */
export async function keptBody(
  key: string | null,
  make: () => Promise<{ body: string; type: string; status: number; keep: boolean }>,
): Promise<Response> {
  let k = key === null ? undefined : kept.get(key)
  if (k && key !== null) {
    // Most recently used last: the oldest is dropped first.
    kept.delete(key)
    kept.set(key, k)
  } else {
    const made = await make()
    k = { body: made.body, type: made.type, status: made.status }
    if (key !== null && made.keep && made.body.length * 2 <= BUDGET) keep(key, k)
  }
  return new Response(k.body, { status: k.status, headers: { 'content-type': k.type } })
}

function keep(key: string, k: Kept): void {
  kept.set(key, k)
  used += k.body.length * 2 // UTF-16 in memory
  for (const [old, v] of kept) {
    if (used <= BUDGET) break
    kept.delete(old)
    used -= v.body.length * 2
  }
}
