/**
 * The machinery of bench/pages-split.ts: a set of `wrangler dev` processes started together on one
 * private dev registry (the Worker, its Durable Objects' host, and in the `apart` set-up the static
 * assets' host), each process's main-thread CPU read across every request, net of its own median
 * during the health request, and the rows measured warm and as first requests of fresh processes,
 * the set-ups alternated restart by restart so a change of load falls on both alike.
 */
import { join } from 'node:path'
import { quantile } from './figures.ts'
import type { Measured } from './pages-cpu.ts'
import { ok } from './pages-floor.ts'
import { startPlain } from './workerd-plain.ts'
import { type DevServer, processCpuMs, ROOT, startDev } from './wrangler-dev.ts'

/**
 * `in`: the assets in the Worker's process (wrangler dev as it is); `apart`: in a third process;
 * `plain`: workerd alone, no wrangler (bench/workerd-plain.ts), the objects in the Worker's process.
 */
export type Setup = 'in' | 'apart' | 'plain'
/** The two wrangler dev set-ups, run together by default. */
export const SETUPS: readonly Setup[] = ['in', 'apart']

/** The processes whose CPU is read; `assets` exists in the `apart` set-up only. */
export type Side = 'worker' | 'objects' | 'assets'

/** A row: `send(base)` makes one request; `asset` rows are static files, asked of the assets' host when apart. */
export interface SplitRow {
  name: string
  send: (base: string) => () => Promise<unknown>
  /** A file in static/: production's asset router answers it before the Worker (run_worker_first is off). */
  asset?: boolean
  /** At most this many warm samples (e.g. rule sets new to the isolate run out). */
  samples?: number
}

/** A row measured in one set-up: per process, as pages-cpu measures (null for a process the set-up lacks). */
export interface SplitMeasured {
  name: string
  setup: Setup
  worker: Measured
  objects: Measured
  assets: Measured | null
}

/** What a run starts: the Worker's config per set-up, the objects' and assets' hosts, the script they run. */
export interface Target {
  /** Per wrangler set-up; `plain` makes its workerd config from `ours`. */
  worker: Record<Exclude<Setup, 'plain'>, string>
  /** The Worker's own wrangler config (wrangler.toml, or the floor's hello world). */
  ours: string
  objects: string
  assets: string
  script: string
  health: string
  rows: SplitRow[]
}

const SPLIT = join(ROOT, 'bench/split')

/** The configs of bench/split/<name>.{worker,apart,do}.toml and assets.toml running `script`, whose own config is `ours`. */
export function splitTarget(name: string, ours: string, script: string, health: string, rows: SplitRow[]): Target {
  const worker = { in: join(SPLIT, `${name}.worker.toml`), apart: join(SPLIT, `${name}.apart.toml`) }
  const [objects, assets] = [join(SPLIT, `${name}.do.toml`), join(SPLIT, 'assets.toml')]
  return { worker, ours, objects, assets, script, health, rows }
}

/** A set of processes up, one per side. */
interface Running {
  servers: Partial<Record<Side, DevServer>>
  stop: () => Promise<void>
}

/** Every process of `setup` up, sharing the dev registry; `state` keeps the objects' storage across restarts. */
export async function startSet(t: Target, setup: Setup, registry: string, state: string): Promise<Running> {
  if (setup === 'plain') {
    const worker = await startPlain(t.script, t.health, { config: t.ours, state: join(state, 'plain') })
    return { servers: { worker }, stop: worker.stop }
  }
  const env = { CLOUDFLARE_DEV_REGISTRY_PATH: registry }
  const sides: Side[] = setup === 'apart' ? ['worker', 'objects', 'assets'] : ['worker', 'objects']
  const options = {
    worker: { config: t.worker[setup], script: t.script, healthPath: t.health, env },
    objects: { config: t.objects, script: t.script, healthPath: t.health, persistTo: state, env },
    // wrangler bundles the forwarding Worker itself; a static file answers once its asset router is up.
    assets: { config: t.assets, healthPath: '/assets/app.css', env },
  }
  const started = await Promise.allSettled(sides.map((s) => startDev(options[s])))
  const servers: Partial<Record<Side, DevServer>> = {}
  for (const [i, s] of sides.entries()) {
    const r = started[i]
    if (r.status === 'fulfilled') servers[s] = r.value
  }
  const stop = () => Promise.all(Object.values(servers).map((s) => s.stop())).then(() => undefined)
  const failed = started.find((s) => s.status === 'rejected')
  if (failed || Object.values(servers).some((s) => !s.runtimePid)) {
    await stop()
    throw failed ? failed.reason : new Error('workerd’s processes were not found (needs Linux /proc)')
  }
  return { servers, stop }
}

type Cpu = Partial<Record<Side, number[]>>

/** Main-thread CPU, ms, of every process of the set across each of `count` requests. */
export async function perRequest(run: Running, send: () => Promise<unknown>, count: number): Promise<Cpu> {
  const entries = Object.entries(run.servers) as [Side, DevServer][]
  const out: Cpu = Object.fromEntries(entries.map(([s]) => [s, []]))
  for (let i = 0; i < count; i++) {
    const before = entries.map(([, d]) => processCpuMs(d.runtimePid) as number)
    await send()
    for (const [k, [s, d]] of entries.entries()) out[s]?.push((processCpuMs(d.runtimePid) as number) - before[k])
  }
  return out
}

/** Each process's median during `n` health requests: its share of any request, subtracted from the rest. */
export async function baseline(run: Running, health: string, n: number): Promise<Partial<Record<Side, number>>> {
  const url = (run.servers.worker as DevServer).url + health
  const r = await perRequest(run, () => ok(fetch(url)), n)
  return Object.fromEntries(Object.entries(r).map(([s, xs]) => [s, quantile(xs, 0.5)]))
}

/** Where a row's request goes: an asset row to the assets' host when it is apart, else to the Worker. */
const baseFor = (run: Running, row: SplitRow) => ((row.asset && run.servers.assets) || run.servers.worker)?.url ?? ''

/** Where `probe` sends a request: the Worker, and the static files' host (the Worker's own when in). */
export type Probe<T> = (worker: string, assets: string) => Promise<T>

/**
 * Per row in one set-up: warm median and p99 (after 20 warm-up requests) of `n`, net, per process;
 * and what `probe` found on the same processes before the rows ran.
 */
export async function warmRows<T>(t: Target, setup: Setup, n: number, dirs: [string, string], probe: Probe<T>) {
  const run = await startSet(t, setup, ...dirs)
  try {
    const url = (s: Side) => run.servers[s]?.url ?? ''
    const found = await probe(url('worker'), url(run.servers.assets ? 'assets' : 'worker'))
    const base = await baseline(run, t.health, n)
    const out: Partial<Record<Side, { median: number; p99: number }>>[] = []
    for (const row of t.rows) {
      const send = row.send(baseFor(run, row))
      await perRequest(run, send, 20)
      const r = await perRequest(run, send, Math.min(n, row.samples ?? n))
      const per = (xs: number[], b: number) => ({ median: quantile(xs, 0.5) - b, p99: quantile(xs, 0.99) - b })
      out.push(Object.fromEntries(Object.entries(r).map(([s, xs]) => [s, per(xs, base[s as Side] ?? 0)])))
    }
    return { rows: out, found }
  } finally {
    await run.stop()
  }
}

/** Restart r starts each set-up afresh (their order swapped every restart) and sends row (k + r) mod N k-th. */
export async function firstRows(t: Target, setups: readonly Setup[], restarts: number, dirs: [string, string]) {
  const count = t.rows.length
  const seen = new Map<Setup, Record<Side, number[][]>>()
  for (const s of setups) {
    const empty = () => Array.from({ length: count }, (): number[] => [])
    seen.set(s, { worker: empty(), objects: empty(), assets: empty() })
  }
  for (let r = 0; r < restarts; r++) {
    for (const setup of r % 2 ? [...setups].reverse() : setups) {
      const run = await startSet(t, setup, ...dirs)
      try {
        const base = await baseline(run, t.health, 20)
        for (let k = 0; k < count; k++) {
          const i = (k + r) % count
          const one = await perRequest(run, t.rows[i].send(baseFor(run, t.rows[i])), 1)
          for (const [s, xs] of Object.entries(one) as [Side, number[]][])
            seen.get(setup)?.[s][i].push(xs[0] - (base[s] ?? 0))
        }
      } finally {
        await run.stop()
      }
    }
  }
  return seen
}

/** A row's figures in one process from its first requests and warm figures. */
export function measured(name: string, first: number[], warm?: { median: number; p99: number }): Measured {
  return {
    name,
    first: first.length ? Math.max(...first) : null,
    firstMedian: first.length ? quantile(first, 0.5) : null,
    median: warm?.median ?? null,
    p99: warm?.p99 ?? null,
  }
}
