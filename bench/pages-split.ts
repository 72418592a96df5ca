/**
 * Issue 15, the Worker's share: bench/pages-cpu.ts's routes with the Durable Objects in a second
 * `wrangler dev` (a second workerd process), so the CPU of the Worker, which the free plan limits to
 * 10 ms a request, is read apart from its objects' (metered on their own). The objects' host runs
 * our bundle under bench/split/wrangler.do.toml; the Worker runs it under wrangler.worker.toml, whose
 * bindings name the host by `script_name`, found through a dev registry private to the run. Figures
 * are each process's main-thread CPU across one request, net of that process's during /healthz
 * (GET / for the floor, bench/hello-worker split the same way).
 *
 *   node bench/pages-split.ts [samples=100] [restarts=one per route] [--only=<regex>] [--floor=<regex>]
 *
 * A restart restarts both processes: the route is the first request of a fresh Worker isolate and of
 * fresh objects. --only / --floor pick rows as in pages-cpu.ts ('none' matches none); the floor's
 * default is its Durable Object rows.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Bundle, buildBundle, HELLO_PLATFORM_CONFIG, OUR_CONFIG, removeBundle } from './bundle.ts'
import { type Figure, formatTable, quantile } from './figures.ts'
import type { Measured } from './pages-cpu.ts'
import { FLOOR_ROWS, ok, type Row } from './pages-floor.ts'
import { makeState, PAGE_ROUTES } from './pages-routes.ts'
import { cpuFigure } from './workerd-cpu.ts'
import { type DevServer, processCpuMs, ROOT, startDev } from './wrangler-dev.ts'

/** A row split in two: the Worker's process and the Durable Objects' process, each as pages-cpu measures. */
export interface SplitMeasured {
  name: string
  worker: Measured
  objects: Measured
}

/** The two configs and the script they both run. */
interface Target {
  worker: string
  objects: string
  script: string
  health: string
  rows: (base: string) => Row[]
}

const SPLIT = join(ROOT, 'bench/split')

/** Both processes up, sharing a dev registry; `state` keeps the objects' storage across restarts. */
async function startPair(t: Target, registry: string, state: string) {
  const env = { CLOUDFLARE_DEV_REGISTRY_PATH: registry }
  const started = await Promise.allSettled([
    startDev({ config: t.worker, script: t.script, healthPath: t.health, env }),
    startDev({ config: t.objects, script: t.script, healthPath: t.health, persistTo: state, env }),
  ])
  const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  const stop = () => Promise.all(up.map((s) => s.stop())).then(() => undefined)
  const failed = started.find((s) => s.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }
  const [worker, objects] = up as [DevServer, DevServer]
  if (!worker.runtimePid || !objects.runtimePid) {
    await stop()
    throw new Error('workerd’s processes were not found (needs Linux /proc)')
  }
  return { worker, objects, stop }
}
type Pair = Awaited<ReturnType<typeof startPair>>

/** Main-thread CPU, ms, of the Worker's process and the objects' process across each of `count` requests. */
async function perRequest(p: Pair, send: () => Promise<unknown>, count: number) {
  const out = { worker: [] as number[], objects: [] as number[] }
  for (let i = 0; i < count; i++) {
    const w = processCpuMs(p.worker.runtimePid) as number
    const o = processCpuMs(p.objects.runtimePid) as number
    await send()
    out.worker.push((processCpuMs(p.worker.runtimePid) as number) - w)
    out.objects.push((processCpuMs(p.objects.runtimePid) as number) - o)
  }
  return out
}

/** Each process's median during `n` health requests: its share of any request, subtracted from the rest. */
async function baseline(p: Pair, health: string, n: number) {
  const r = await perRequest(p, () => ok(fetch(p.worker.url + health)), n)
  return { worker: quantile(r.worker, 0.5), objects: quantile(r.objects, 0.5) }
}

type Side = 'worker' | 'objects'
const SIDES: Side[] = ['worker', 'objects']

async function measure(t: Target, n: number, restarts: number, registry: string, state: string) {
  const count = t.rows('').length
  const warm: Record<Side, { median: number; p99: number }[]> = { worker: [], objects: [] }
  const pair = await startPair(t, registry, state)
  try {
    const base = await baseline(pair, t.health, n)
    for (const row of t.rows(pair.worker.url)) {
      await perRequest(pair, row.send(pair.worker.url), 20)
      const r = await perRequest(pair, row.send(pair.worker.url), n)
      for (const s of SIDES)
        warm[s].push({ median: quantile(r[s], 0.5) - base[s], p99: quantile(r[s], 0.99) - base[s] })
    }
  } finally {
    await pair.stop()
  }
  // Restart r sends row (k + r) mod count k-th, so each row is once the very first request.
  const first: Record<Side, number[][]> = { worker: [], objects: [] }
  for (const s of SIDES) first[s] = Array.from({ length: count }, () => [])
  for (let r = 0; r < restarts; r++) {
    const p = await startPair(t, registry, state)
    try {
      const base = await baseline(p, t.health, 20)
      const rows = t.rows(p.worker.url)
      for (let k = 0; k < count; k++) {
        const i = (k + r) % count
        const one = await perRequest(p, rows[i].send(p.worker.url), 1)
        for (const s of SIDES) first[s][i].push(one[s][0] - base[s])
      }
    } finally {
      await p.stop()
    }
  }
  return t.rows('').map((row, i): SplitMeasured => {
    const side = (s: Side): Measured => ({
      name: row.name,
      first: first[s][i].length ? Math.max(...first[s][i]) : null,
      firstMedian: first[s][i].length ? quantile(first[s][i], 0.5) : null,
      ...warm[s][i],
    })
    return { name: row.name, worker: side('worker'), objects: side('objects') }
  })
}

/** The pair bench/split/<name>.worker.toml and <name>.do.toml running `script`. */
function pairTarget(name: string, script: string, health: string, rows: Target['rows']): Target {
  return { worker: join(SPLIT, `${name}.worker.toml`), objects: join(SPLIT, `${name}.do.toml`), script, health, rows }
}

/** Our routes and the floor's, split: `n` warm samples, `restarts` fresh pairs (default one per row). */
export async function measureSplit(
  n: number,
  restarts?: number,
  filter: { only?: RegExp; floor?: RegExp } = {},
): Promise<{ ours: SplitMeasured[]; floor: SplitMeasured[] }> {
  const routes = PAGE_ROUTES.filter((r) => !filter.only || filter.only.test(r.name))
  const floorRows = FLOOR_ROWS.filter((r) => (filter.floor ?? /DO/).test(r.name))
  const tmp = mkdtempSync(join(tmpdir(), 'blackjack-split-'))
  const bundles: Bundle[] = []
  try {
    let ours: SplitMeasured[] = []
    if (routes.length) {
      const bundle = await buildBundle(OUR_CONFIG)
      bundles.push(bundle)
      const t0 = pairTarget('wrangler', bundle.script, '/healthz', () => [])
      // The table, the assignment and the run are made once, across the split; restarts find them in `state`.
      const setup = await startPair(t0, join(tmp, 'registry'), join(tmp, 'ours'))
      const made = await makeState(setup.worker.url).finally(setup.stop)
      const rows = (base: string) => routes.map((r) => ({ name: r.name, send: () => r.send({ ...made, base }) }))
      ours = await measure({ ...t0, rows }, n, restarts ?? routes.length, join(tmp, 'registry'), join(tmp, 'ours'))
    }
    let floor: SplitMeasured[] = []
    if (floorRows.length) {
      const bundle = await buildBundle(HELLO_PLATFORM_CONFIG)
      bundles.push(bundle)
      const t = pairTarget('hello', bundle.script, '/', () => [...floorRows])
      floor = await measure(t, n, restarts ?? floorRows.length, join(tmp, 'registry'), join(tmp, 'floor'))
    }
    return { ours, floor }
  } finally {
    rmSync(tmp, { recursive: true, force: true })
    for (const b of bundles) removeBundle(b)
  }
}

/** The table: per row, the Worker's first (worst, median), warm median and p99, then the objects' same four. */
export function splitTable(ours: SplitMeasured[], floor: SplitMeasured[]): string {
  const f = (x: number | null) => (x === null ? 'n/a' : x.toFixed(2)).padStart(7)
  const four = (m: Measured) => `${f(m.first)} ${f(m.firstMedian)} ${f(m.median)} ${f(m.p99)}`
  const width = Math.max(20, ...[...ours, ...floor].map((r) => r.name.length))
  const line = (r: SplitMeasured) => `${r.name.padEnd(width)}  ${four(r.worker)}  |${four(r.objects)}`
  const cols = '  first 1st med  median     p99'
  const head = [
    `${'CPU, ms, main thread, net'.padEnd(width)}  ${'the Worker’s process'.padEnd(31)}  |the Durable Objects’ process`,
    `${''.padEnd(width)}  ${cols}  |${cols}`,
  ]
  return [...head, ...ours.map(line), '', ...floor.map(line)].join('\n')
}

/** Rows for `npm run bench`: the Worker's share against the free plan's 10 ms; the objects' share without a goal. */
export function splitFigures(ours: SplitMeasured[], floor: SplitMeasured[]): Figure[] {
  const rows = (list: SplitMeasured[], prefix: string, goal?: number) =>
    list.flatMap((r, i) => [
      cpuFigure(`${prefix}${i}WorkerFirst`, `${r.name}: Worker's share, first request (worst)`, r.worker.first, goal),
      cpuFigure(`${prefix}${i}WorkerP99`, `${r.name}: Worker's share, p99 warm`, r.worker.p99, goal),
      cpuFigure(`${prefix}${i}ObjectsFirst`, `${r.name}: Durable Objects' share, first (worst)`, r.objects.first),
      cpuFigure(`${prefix}${i}ObjectsP99`, `${r.name}: Durable Objects' share, p99 warm`, r.objects.p99),
    ])
  return [...rows(ours, 'split', 10), ...rows(floor, 'splitFloor')]
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const flag = (k: string) => args.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3)
  const regex = (v: string | undefined) => (v === undefined ? undefined : new RegExp(v === 'none' ? '$^' : v, 'i'))
  const [samples, count] = args.filter((a) => !a.startsWith('--'))
  const filter = { only: regex(flag('only')), floor: regex(flag('floor')) }
  const { ours, floor } = await measureSplit(
    Number(samples ?? 100),
    count === undefined ? undefined : Number(count),
    filter,
  )
  console.log(`${splitTable(ours, floor)}\n`)
  console.log(formatTable(splitFigures(ours, floor)))
}
