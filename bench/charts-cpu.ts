/**
 * Issue 15's rows, measured in workerd side by side in one run: GET /strategy for rule sets new to
 * the isolate, built from the stored hand values (ours) and computed live (the same Worker with no
 * static/charts: what every rule set outside the 11 stored charts cost before); GET /conformance
 * served from the isolate's cached report next to a report computed for the request (a seed new to
 * the isolate: what every request cost before).
 *
 *   node bench/charts-cpu.ts [samples=200]   # only these rows
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildBundle, OUR_CONFIG, removeBundle } from './bundle.ts'
import { type Figure, formatTable, quantile } from './figures.ts'
import { cpuFigure, cpuPerRequest, getter } from './workerd-cpu.ts'
import { type DevServer, ROOT, startDev } from './wrangler-dev.ts'

/** Rule sets none of the old stored charts held: each is asked for once, new to the isolate. */
export const NEW_RULE_SETS: readonly Record<string, unknown>[] = [
  { decks: 5 },
  { decks: 2, hitSoft17: true },
  { decks: 3, surrender: 'early' },
  { decks: 8, holeCard: 'enhc', obo: false },
  { decks: 1, double: '10-11', maxHands: 2, doubleAfterSplit: false },
  { decks: 7, hitSoft17: true, naturals: false, splitBy: 'rank' },
]

const chartUrl = (base: string, rules: Record<string, unknown>) =>
  `${base}/strategy?rules=${encodeURIComponent(JSON.stringify(rules))}`

/** Median CPU of GET /healthz: the runtime's share of any request, subtracted from the others. */
async function baseline(server: DevServer, n: number): Promise<number> {
  const base = await cpuPerRequest(server.runtimePid, getter(`${server.url}/healthz`), n)
  return base ? quantile(base.cpu, 0.5) : 0
}

/** First-request CPU of each new rule set's chart on `server`, net of /healthz; null without /proc. */
async function firstCharts(server: DevServer, base: number): Promise<number[] | null> {
  const out: number[] = []
  for (const rules of NEW_RULE_SETS) {
    const one = await cpuPerRequest(server.runtimePid, getter(chartUrl(server.url, rules)), 1)
    if (!one) return null
    out.push(one.cpu[0] - base)
  }
  return out
}

/**
 * The /strategy rows: the very first /strategy request of a fresh isolate, then the other new rule
 * sets (JIT warm, shoe new or not), from stored values and computed live; their ratio.
 */
export async function strategyFigures(ours: DevServer, live: DevServer, n: number): Promise<Figure[]> {
  const base = await baseline(ours, n)
  const stored = await firstCharts(ours, base)
  const computed = await firstCharts(live, await baseline(live, n))
  await cpuPerRequest(ours.runtimePid, getter(`${ours.url}/strategy`), 30)
  const made = await cpuPerRequest(ours.runtimePid, getter(`${ours.url}/strategy`), n)
  const med = (xs: number[] | null) => (xs ? quantile(xs.slice(1), 0.5) : null)
  const max = (xs: number[] | null) => (xs ? Math.max(...xs.slice(1)) : null)
  const ratio = stored && computed ? (med(computed) as number) / (med(stored) as number) : null
  const sets = `${NEW_RULE_SETS.length - 1} rule sets new to the isolate (${NEW_RULE_SETS.slice(1)
    .map((r) => JSON.stringify(r))
    .join(' ')})`
  return [
    cpuFigure(
      'strategyFirstCpu',
      'GET /strategy, first request of an isolate (new rules)',
      stored?.[0] ?? null,
      10,
      `${JSON.stringify(NEW_RULE_SETS[0])}; net of /healthz (${base.toFixed(2)} ms); the slice's fetch from the assets included`,
    ),
    cpuFigure(
      'strategyNewRulesCpuMedian',
      'GET /strategy, new rule set, from stored values, median',
      med(stored),
      10,
      sets,
    ),
    cpuFigure('strategyNewRulesCpuMax', 'GET /strategy, new rule set, from stored values, max', max(stored), 10),
    cpuFigure(
      'strategyComputedCpuMedian',
      'GET /strategy, new rule set, computed (before), median',
      med(computed),
      undefined,
      'the same Worker without static/charts: the chart computed on its first request, as before',
    ),
    {
      key: 'strategyColdSpeedup',
      label: 'GET /strategy new rule set: computed ÷ stored values',
      value: ratio,
      unit: '×',
      digits: 0,
    },
    cpuFigure(
      'strategyMadeCpuMedian',
      'GET /strategy, a chart already made, median',
      made ? quantile(made.cpu, 0.5) - base : null,
      10,
      'the contract defaults again and again: the page rendered around the kept tables',
    ),
  ]
}

/**
 * The /conformance rows: the default suite again and again (served from the isolate's report)
 * next to a seed new to the isolate on every request (the report computed, as every request was
 * before the cache).
 */
export async function conformanceFigures(ours: DevServer, n: number): Promise<Figure[]> {
  const base = await baseline(ours, n)
  const first = await cpuPerRequest(ours.runtimePid, getter(`${ours.url}/conformance`), 1)
  await cpuPerRequest(ours.runtimePid, getter(`${ours.url}/conformance`), 30) // the JIT warms up
  const cached = await cpuPerRequest(ours.runtimePid, getter(`${ours.url}/conformance`), n)
  let seed = 0
  const fresh = () => getter(`${ours.url}/conformance?seed=bench-${seed++}`)()
  await cpuPerRequest(ours.runtimePid, fresh, 10)
  const computed = await cpuPerRequest(ours.runtimePid, fresh, Math.min(n, 100))
  const big = () => getter(`${ours.url}/conformance?count=20&shuffles=300&seed=bench-big-${seed++}`)()
  const largest = await cpuPerRequest(ours.runtimePid, big, Math.min(n, 50))
  const net = (r: typeof cached, p: number) => (r ? quantile(r.cpu, p) - base : null)
  const how = `CPU of workerd's main thread per request, minus that of a GET /healthz (${base.toFixed(2)} ms); requests one at a time`
  const c99 = net(computed, 0.99)
  const s99 = net(cached, 0.99)
  return [
    cpuFigure('conformanceCpuWorkerdMedian', 'GET /conformance CPU in workerd, median', net(cached, 0.5), 10, how),
    cpuFigure('conformanceCpuWorkerdP99', 'GET /conformance CPU in workerd, p99', s99, 10),
    cpuFigure(
      'conformanceCpuWorkerdCold',
      'GET /conformance CPU in workerd, first request',
      first ? first.cpu[0] - base : null,
    ),
    cpuFigure(
      'conformanceComputedCpuMedian',
      'GET /conformance, report computed (before), median',
      net(computed, 0.5),
      undefined,
      'a seed new to the isolate on every request: the whole suite run for the request, as every request did before',
    ),
    cpuFigure('conformanceComputedCpuP99', 'GET /conformance, report computed (before), p99', c99),
    cpuFigure(
      'conformanceLargestCpuP99',
      'GET /conformance, largest allowed run computed, p99',
      net(largest, 0.99),
      10,
      'count=20&shuffles=300, a seed new to the isolate each time: the most a request may ask to have computed',
    ),
    {
      key: 'conformanceP99Speedup',
      label: 'GET /conformance p99: computed ÷ cached',
      value: c99 !== null && s99 ? c99 / s99 : null,
      unit: '×',
      digits: 1,
    },
  ]
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
  const bundle = await buildBundle()
  const bare = configWithoutCharts()
  const servers: DevServer[] = []
  try {
    servers.push(await startDev({ config: OUR_CONFIG, script: bundle.script, healthPath: '/healthz' }))
    servers.push(await startDev({ config: bare.config, script: bundle.script, healthPath: '/healthz' }))
    const figures = [
      ...(await strategyFigures(servers[0], servers[1], n)),
      ...(await conformanceFigures(servers[0], n)),
    ]
    console.log(formatTable(figures))
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
    removeBundle(bundle)
    bare.dispose()
  }
}
