/**
 * Issue 15, every page: the CPU in workerd of every route of bench/pages-routes.ts, measured as
 * bench/charts-cpu.ts measures /strategy and /conformance (the first request in a fresh isolate,
 * worst over restarts, each route in turn the isolate's first; the warm median and p99), net of
 * /healthz, next to the platform's floor measured in the same run: bench/hello-worker with our
 * [assets] doing the same I/O with no work of ours (one small or large ASSETS.fetch passed
 * through, a ready page of similar size, one Durable Object write), net of its own GET /.
 *
 *   node bench/pages-cpu.ts [samples=100] [restarts=one per route] [--only=<regex>] [--floor=<regex>]
 *
 * --only keeps our routes whose name matches (case-insensitive), --floor the floor's rows ('none'
 * matches none): a quicker run over one part of the site.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildBundle, HELLO_PLATFORM_CONFIG, OUR_CONFIG, removeBundle } from './bundle.ts'
import { type Figure, formatTable, quantile } from './figures.ts'
import { FLOOR_ROWS, ok, type Row } from './pages-floor.ts'
import { makeState, PAGE_ROUTES, type PageState } from './pages-routes.ts'
import { cpuFigure, cpuPerRequest } from './workerd-cpu.ts'
import { type DevServer, startDev } from './wrangler-dev.ts'

/** A row's figures, ms net: worst and median first request, warm median and p99; null where not measurable. */
export interface Measured {
  name: string
  first: number | null
  firstMedian: number | null
  median: number | null
  p99: number | null
}

/** Median CPU of `n` requests to `path`: the runtime's share of any request, subtracted from the others. */
async function baseline(server: DevServer, path: string, n: number): Promise<number> {
  const base = await cpuPerRequest(server.runtimePid, () => ok(fetch(server.url + path)), n)
  return base ? quantile(base.cpu, 0.5) : 0
}

/** What a run needs to start the same Worker again and again, and to make its rows. */
interface Target {
  config: string
  script: string
  health: string
  persistTo?: string
  rows: (base: string) => Row[]
}

/** Per row: every first-request CPU over `restarts` fresh isolates, net; row (k + r) mod N goes first in restart r. */
async function firstRequests(t: Target, restarts: number): Promise<number[][]> {
  const n = t.rows('').length
  const seen: number[][] = Array.from({ length: n }, () => [])
  for (let r = 0; r < restarts; r++) {
    const server = await startDev({ config: t.config, script: t.script, healthPath: t.health, persistTo: t.persistTo })
    try {
      const base = await baseline(server, t.health, 20)
      const rows = t.rows(server.url)
      for (let k = 0; k < n; k++) {
        const i = (k + r) % n
        const one = await cpuPerRequest(server.runtimePid, rows[i].send(server.url), 1)
        if (one) seen[i].push(one.cpu[0] - base)
      }
    } finally {
      await server.stop()
    }
  }
  return seen
}

/** Per row once warm: median and p99 of `n` requests after 20 warm-up ones, net. */
async function warmRequests(server: DevServer, rows: Row[], health: string, n: number) {
  const base = await baseline(server, health, n)
  const out: { median: number | null; p99: number | null }[] = []
  for (const row of rows) {
    await cpuPerRequest(server.runtimePid, row.send(server.url), 20)
    const r = await cpuPerRequest(server.runtimePid, row.send(server.url), n)
    out.push(
      r ? { median: quantile(r.cpu, 0.5) - base, p99: quantile(r.cpu, 0.99) - base } : { median: null, p99: null },
    )
  }
  return out
}

async function measure(t: Target, n: number, restarts: number): Promise<Measured[]> {
  const server = await startDev({ config: t.config, script: t.script, healthPath: t.health, persistTo: t.persistTo })
  let warm: Awaited<ReturnType<typeof warmRequests>>
  try {
    warm = await warmRequests(server, t.rows(server.url), t.health, n)
  } finally {
    await server.stop()
  }
  const first = await firstRequests(t, restarts)
  return t.rows('').map((row, i) => ({
    name: row.name,
    first: first[i].length ? Math.max(...first[i]) : null,
    firstMedian: first[i].length ? quantile(first[i], 0.5) : null,
    ...warm[i],
  }))
}

/** Which rows a run measures: regexes over the row names (all rows when absent). */
export interface PagesFilter {
  only?: RegExp
  floor?: RegExp
}

/** Our routes and the floor's, measured in one run: `n` warm samples each, `restarts` fresh isolates (default one per route). */
export async function measurePages(
  n: number,
  restarts?: number,
  filter: PagesFilter = {},
): Promise<{ ours: Measured[]; floor: Measured[] }> {
  const routes = PAGE_ROUTES.filter((r) => !filter.only || filter.only.test(r.name))
  const floorRows = FLOOR_ROWS.filter((r) => !filter.floor || filter.floor.test(r.name))
  const ourBundle = await buildBundle()
  const floorBundle = await buildBundle(HELLO_PLATFORM_CONFIG)
  const state = mkdtempSync(join(tmpdir(), 'blackjack-pages-'))
  try {
    // The table, the assignment and the run are made once; every restart finds them in `state`.
    const setup = await startDev({
      config: OUR_CONFIG,
      script: ourBundle.script,
      healthPath: '/healthz',
      persistTo: state,
    })
    let made: PageState
    try {
      made = await makeState(setup.url)
    } finally {
      await setup.stop()
    }
    const ourRows = (base: string): Row[] => {
      const s: PageState = { ...made, base }
      return routes.map((r) => ({ name: r.name, send: () => r.send(s) }))
    }
    const ours = await measure(
      { config: OUR_CONFIG, script: ourBundle.script, health: '/healthz', persistTo: state, rows: ourRows },
      n,
      restarts ?? routes.length,
    )
    const floorTarget = {
      config: HELLO_PLATFORM_CONFIG,
      script: floorBundle.script,
      health: '/',
      rows: () => [...floorRows],
    }
    const floor = floorRows.length ? await measure(floorTarget, n, restarts ?? floorRows.length) : []
    return { ours, floor }
  } finally {
    rmSync(state, { recursive: true, force: true })
    removeBundle(ourBundle)
    removeBundle(floorBundle)
  }
}

/** The side-by-side table: worst and median first, warm median and p99 per row, ours then the floor's. */
export function pagesTable(ours: Measured[], floor: Measured[]): string {
  const f = (x: number | null) => (x === null ? 'n/a' : x.toFixed(2)).padStart(8)
  const all = [...ours, ...floor]
  const width = Math.max(...all.map((r) => r.name.length))
  const line = (r: Measured) =>
    `${r.name.padEnd(width)}  ${f(r.first)}  ${f(r.firstMedian)}  ${f(r.median)}  ${f(r.p99)}`
  const title = 'CPU in workerd, ms, net (ours of /healthz, floor of GET /)'
  const head = `${title.padEnd(width)}     first  1st med.    median       p99`
  return [head, ...ours.map(line), '', ...floor.map(line)].join('\n')
}

/** The rows of `npm run bench`: each route's first request and warm p99 (goal ≤ 10 ms) and median; the floor's without a goal. */
export function pagesFigures(ours: Measured[], floor: Measured[]): Figure[] {
  const rows = (list: Measured[], prefix: string, goal?: number) =>
    list.flatMap((r, i) => [
      cpuFigure(`${prefix}${i}First`, `${r.name}: first request of a fresh isolate (worst)`, r.first, goal),
      cpuFigure(`${prefix}${i}P99`, `${r.name}: p99 warm`, r.p99, goal),
      cpuFigure(`${prefix}${i}Median`, `${r.name}: median warm`, r.median),
    ])
  return [...rows(ours, 'page', 10), ...rows(floor, 'pageFloor')]
}

if (import.meta.main) {
  const flags = new Map(
    process.argv
      .slice(2)
      .filter((a) => a.startsWith('--'))
      .map((a) => [a.slice(2, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]),
  )
  const [samples, count] = process.argv.slice(2).filter((a) => !a.startsWith('--'))
  const regex = (v: string | undefined) => (v === undefined ? undefined : new RegExp(v === 'none' ? '$^' : v, 'i'))
  const filter = { only: regex(flags.get('only')), floor: regex(flags.get('floor')) }
  const { ours, floor } = await measurePages(
    Number(samples ?? 100),
    count === undefined ? undefined : Number(count),
    filter,
  )
  console.log(`${pagesTable(ours, floor)}\n`)
  console.log(formatTable(pagesFigures(ours, floor)))
}
