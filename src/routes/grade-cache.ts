import type { RunStatus } from '../do/grading-run.ts'

/** A body kept for a finished run: its text (or gzipped bytes), content type and status. */
interface Kept {
  body: string | Uint8Array<ArrayBuffer>
  type: string
  status: number
  /** The body is gzipped: sent with Content-Encoding as it is. */
  gzip?: boolean
  /** The generation it is of, for a body the Durable Object stored (it says whether it is still current). */
  generation?: number
}

/** Memory a kept body takes: UTF-16 text, or its bytes. */
const sizeOf = (body: Kept['body']) => (typeof body === 'string' ? body.length * 2 : body.byteLength)

/** A kept body's answer: gzipped bytes go out as they are (`encodeBody: 'manual'`), decoded by the client. */
export function keptResponse(k: Kept): Response {
  const headers: Record<string, string> = { 'content-type': k.type }
  if (!k.gzip) return new Response(k.body, { status: k.status, headers })
  headers['content-encoding'] = 'gzip'
  return new Response(k.body, { status: k.status, headers, encodeBody: 'manual' })
}

/** The body kept under `key`, if any (most recently used last: the oldest is dropped first). */
export function keptFor(key: string): Kept | undefined {
  const k = kept.get(key)
  if (k) {
    kept.delete(key)
    kept.set(key, k)
  }
  return k
}

/** Keeps `k` under `key` when it fits the isolate's budget. */
export function keepFor(key: string, k: Kept): void {
  const old = kept.get(key)
  if (old) {
    kept.delete(key)
    used -= sizeOf(old.body)
  }
  if (sizeOf(k.body) <= BUDGET) keep(key, k)
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
  let k = key === null ? undefined : keptFor(key)
  if (!k) {
    const made = await make()
    k = { body: made.body, type: made.type, status: made.status }
    if (key !== null && made.keep) keepFor(key, k)
  }
  return keptResponse(k)
}

function keep(key: string, k: Kept): void {
  kept.set(key, k)
  used += sizeOf(k.body)
  for (const [old, v] of kept) {
    if (used <= BUDGET) break
    kept.delete(old)
    used -= sizeOf(v.body)
  }
}
