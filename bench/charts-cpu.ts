/**
 * Issue 15's rows, measured in workerd: for each route people wait on (/strategy for a rule set
 * new to the isolate or already made, /conformance whole, by part, as JSON, one fixture's page),
 * the CPU of its first request in a fresh isolate (a restarted wrangler dev, once per route per
 * restart, each route in turn the isolate's very first request) next to its median and p99 once
 * warm, net of /healthz; and /strategy computed live (the same Worker without static/charts) as
 * the before of the stored hand values.
 *
 *   node bench/charts-cpu.ts [samples=200] [restarts=3]   # only these rows, and the side-by-side table
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildBundle, OUR_CONFIG, removeBundle } from './bundle.ts'
import { type Figure, formatTable, quantile } from './figures.ts'
import { cpuFigure, cpuPerRequest, getter } from './workerd-cpu.ts'
import { type DevServer, ROOT, startDev } from './wrangler-dev.ts'

/** Rule sets for /strategy, each new to an isolate when first asked: decks × S17/H17 × surrender × doubling. */
export function ruleSets(): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = []
  for (const surrender of ['none', 'late', 'early'])
    for (const double of ['any', '9-11', '10-11'])
      for (let decks = 1; decks <= 8; decks++)
        for (const hitSoft17 of [false, true]) out.push({ decks, hitSoft17, surrender, double })
  return out
}

const chartPath = (rules: Record<string, unknown>) => `/strategy?rules=${encodeURIComponent(JSON.stringify(rules))}`
const PARTS = ['dealer', 'deal', 'values', 'hit-stand', 'surrender', 'split', 'insurance', 'shoe']

/** A route measured: its name and the i-th request's path (a new rule set each time where that matters). */
export interface Route {
  name: string
  path: (i: number) => string
}

export const ROUTES: readonly Route[] = [
  { name: 'GET /strategy, a rule set new to the isolate', path: (i) => chartPath(ruleSets()[i % 144]) },
  { name: 'GET /strategy, a chart already made (defaults)', path: () => '/strategy' },
  { name: 'GET /conformance (HTML, stored)', path: () => '/conformance' },
  { name: 'GET /conformance?format=json (552 KiB, stored)', path: () => '/conformance?format=json' },
  { name: 'GET /conformance?tags=<one part> (stored)', path: (i) => `/conformance?tags=${PARTS[i % PARTS.length]}` },
  { name: 'GET /conformance/cases/:id', path: () => '/conformance/cases/dealer-stands-on-soft-17' },
]

/** Median CPU of GET /healthz: the runtime's share of any request, subtracted from the others. */
async function baseline(server: DevServer, n: number): Promise<number> {
  const base = await cpuPerRequest(server.runtimePid, getter(`${server.url}/healthz`), n)
  return base ? quantile(base.cpu, 0.5) : 0
}

/** Per route: the largest first-request CPU over `restarts` fresh isolates, net of /healthz; null without /proc. */
export async function firstRequests(script: string, restarts: number): Promise<(number | null)[]> {
  const worst: (number | null)[] = ROUTES.map(() => null)
  for (let r = 0; r < restarts; r++) {
    const server = await startDev({ config: OUR_CONFIG, script, healthPath: '/healthz' })
    try {
      const base = await baseline(server, 20)
      // Each restart puts another route first, so every route is an isolate's very first request once.
      for (let k = 0; k < ROUTES.length; k++) {
        const i = (k + r) % ROUTES.length
        const one = await cpuPerRequest(server.runtimePid, getter(server.url + ROUTES[i].path(1000 + r)), 1)
        if (one) worst[i] = Math.max(worst[i] ?? 0, one.cpu[0] - base)
      }
    } finally {
      await server.stop()
    }
  }
  return worst
}

/** Per route once warm: median and p99 of `n` requests, net of /healthz (after 20 warm-up requests). */
export async function warmRequests(server: DevServer, n: number): Promise<{ median: number; p99: number }[] | null> {
  const base = await baseline(server, n)
  const out: { median: number; p99: number }[] = []
  for (const route of ROUTES) {
    let i = 0
    const send = () => getter(server.url + route.path(i++))()
    await cpuPerRequest(server.runtimePid, send, 20)
    // New rule sets run out at 144: the first route samples at most 120 of them.
    const r = await cpuPerRequest(server.runtimePid, send, route === ROUTES[0] ? Math.min(n, 120) : n)
    if (!r) return null
    out.push({ median: quantile(r.cpu, 0.5) - base, p99: quantile(r.cpu, 0.99) - base })
  }
  return out
}

/** The side-by-side table: each route's first request and its warm median and p99. */
export function sideBySide(first: (number | null)[], warm: { median: number; p99: number }[] | null): string {
  const f = (x: number | null | undefined) => (x === null || x === undefined ? 'n/a' : x.toFixed(2)).padStart(8)
  const width = Math.max(...ROUTES.map((r) => r.name.length))
  const rows = ROUTES.map(
    (r, i) => `${r.name.padEnd(width)}  ${f(first[i])}  ${f(warm?.[i].median)}  ${f(warm?.[i].p99)}`,
  )
  return [`${'CPU in workerd, ms, net of /healthz'.padEnd(width)}     first    median       p99`, ...rows].join('\n')
}

/** The rows: per route, the first request (goal ≤ 10 ms) next to the warm p99 (goal ≤ 10 ms) and median. */
export function routeFigures(first: (number | null)[], warm: { median: number; p99: number }[] | null): Figure[] {
  return ROUTES.flatMap((r, i) => [
    cpuFigure(`route${i}First`, `${r.name}: first request of a fresh isolate (worst)`, first[i], 10),
    cpuFigure(`route${i}P99`, `${r.name}: p99 warm`, warm ? warm[i].p99 : null, 10),
    cpuFigure(`route${i}Median`, `${r.name}: median warm`, warm ? warm[i].median : null),
  ])
}

/** /strategy for a new rule set computed live (no static/charts: what every chart cost before), median of five. */
export async function computedChartFigure(live: DevServer): Promise<Figure> {
  const base = await baseline(live, 20)
  const xs: number[] = []
  for (let i = 0; i < 5; i++) {
    const one = await cpuPerRequest(live.runtimePid, getter(live.url + ROUTES[0].path(i)), 1)
    if (one) xs.push(one.cpu[0] - base)
  }
  return cpuFigure(
    'strategyComputedCpuMedian',
    'GET /strategy, new rule set, computed live (before the stored values), median',
    xs.length ? quantile(xs, 0.5) : null,
    undefined,
    'the same Worker without static/charts: the chart computed on its first request',
  )
}

/** A wrangler config for our Worker whose static assets lack static/charts (removed with `dispose`). */
export function configWithoutCharts(): { config: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'blackjack-nocharts-'))
  cpSync(join(ROOT, 'static'), join(dir, 'static'), {
    recursive: true,
    filter: (src) => !src.includes('/static/charts'),
  })
  const toml = readFileSync(OUR_CONFIG, 'utf8').replace(
    /^directory = .*$/m,
    `directory = ${JSON.stringify(join(dir, 'static'))}`,
  )
  const config = join(dir, 'wrangler.toml')
  writeFileSync(config, toml)
  return { config, dispose: () => rmSync(dir, { recursive: true, force: true }) }
}

if (import.meta.main) {
  const n = Number(process.argv[2] ?? 200)
  const restarts = Number(process.argv[3] ?? 3)
  const bundle = await buildBundle()
  try {
    const first = await firstRequests(bundle.script, restarts)
    const ours = await startDev({ config: OUR_CONFIG, script: bundle.script, healthPath: '/healthz' })
    let warm: Awaited<ReturnType<typeof warmRequests>> = null
    try {
      warm = await warmRequests(ours, n)
    } finally {
      await ours.stop()
    }
    console.log(`${sideBySide(first, warm)}\n`)
    console.log(formatTable(routeFigures(first, warm)))
  } finally {
    removeBundle(bundle)
  }
}
