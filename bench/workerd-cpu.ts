/**
 * CPU time per request inside workerd, from the operating system. Locally workerd reports no CPU
 * time (tail events carry cpuTime 0, and its timers only move on I/O), but it is a process: the
 * kernel counts the nanoseconds each of its threads ran (/proc/<pid>/task/<tid>/schedstat).
 * Requests are sent one at a time, so the counters' growth across one request is that request's
 * CPU in the runtime. The main thread's is the one that compares with what Cloudflare bills: it
 * runs the Worker's JavaScript (and the runtime's own HTTP handling and wrangler's local-dev
 * entry and asset-routing workers); V8's helper threads add concurrent compilation and garbage
 * collection. Subtracting the same figure for a trivial route gives the route's own share.
 */
import type { Figure } from './figures.ts'
import { processCpuMs } from './wrangler-dev.ts'

/** CPU per request in process `pid`, main thread and all threads, and wall time, for requests sent one at a time. */
export interface PerRequest {
  cpu: number[]
  cpuAll: number[]
  wall: number[]
}

/** Sends `count` requests with `send` (each awaited) and measures each one; null without /proc. */
export async function cpuPerRequest(
  pid: number,
  send: () => Promise<unknown>,
  count: number,
): Promise<PerRequest | null> {
  if (processCpuMs(pid) === null) return null
  const out: PerRequest = { cpu: [], cpuAll: [], wall: [] }
  for (let i = 0; i < count; i++) {
    const main = processCpuMs(pid) as number
    const all = processCpuMs(pid, 'all') as number
    const t0 = performance.now()
    await send()
    out.wall.push(performance.now() - t0)
    out.cpu.push((processCpuMs(pid) as number) - main)
    out.cpuAll.push((processCpuMs(pid, 'all') as number) - all)
  }
  return out
}

/** A GET that reads the whole body and fails on any status but 200. */
export function getter(url: string): () => Promise<void> {
  return async () => {
    const res = await fetch(url)
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`)
  }
}

/** A CPU row in ms (goal: at most `goal`); without /proc the value is null and the note says why. */
export function cpuFigure(key: string, label: string, value: number | null, goal?: number, note?: string): Figure {
  return {
    key,
    label,
    value,
    unit: 'ms',
    digits: 2,
    goal: goal === undefined ? undefined : { op: '<=', target: goal },
    note: value === null ? 'not measurable here: needs Linux /proc (schedstat) to read workerd’s CPU' : note,
  }
}
