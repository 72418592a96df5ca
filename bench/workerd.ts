/**
 * The rows measured in workerd: our Worker's dry-run bundle and a hello-world Hono Worker, each
 * under `wrangler dev` on loopback, side by side in one run. GET /conformance CPU, a table action
 * under load against hello world, and the CPU of one table action.
 */
import { type Bundle, buildBundle, HELLO_CONFIG, HELLO_PLATFORM_CONFIG, OUR_CONFIG, removeBundle } from './bundle.ts'
import { type Figure, quantile } from './figures.ts'
import { cpuFigure, cpuPerRequest, getter } from './workerd-cpu.ts'
import { actionCpuFigures, loadFigures } from './workerd-table.ts'
import { type DevServer, startDev } from './wrangler-dev.ts'

/** How long and how wide the load runs are, and how many requests the CPU rows sample. */
export interface WorkerdSizes {
  loadSeconds: number
  connections: number
  samples: number
  /** Only the table rows (load against hello world, action and fragment CPU): `npm run bench -- --table`. */
  tableOnly?: boolean
}

async function conformanceRows(ours: DevServer, n: number): Promise<Figure[]> {
  const get = getter(`${ours.url}/conformance`)
  const cold = await cpuPerRequest(ours.runtimePid, get, 1)
  await cpuPerRequest(ours.runtimePid, get, 30) // the JIT warms up, as in a long-lived isolate
  const warm = await cpuPerRequest(ours.runtimePid, get, n)
  const base = await cpuPerRequest(ours.runtimePid, getter(`${ours.url}/healthz`), n)
  const baseline = base ? quantile(base.cpu, 0.5) : 0
  const net = (p: number) => (warm ? quantile(warm.cpu, p) - baseline : null)
  const how = `CPU of workerd's main thread per request, minus that of a GET /healthz (${baseline.toFixed(2)} ms: the runtime, wrangler dev's entry and asset workers, our middleware); ${n} requests one at a time`
  return [
    cpuFigure('conformanceCpuWorkerdMedian', 'GET /conformance CPU in workerd, median', net(0.5), 10, how),
    cpuFigure('conformanceCpuWorkerdP99', 'GET /conformance CPU in workerd, p99', net(0.99), 10),
    cpuFigure(
      'conformanceCpuWorkerdAllThreads',
      'GET /conformance CPU in workerd, median, all threads, gross',
      warm ? quantile(warm.cpuAll, 0.5) : null,
      undefined,
      'every workerd thread (V8 compiler and GC helpers too), nothing subtracted: an upper bound',
    ),
    cpuFigure('conformanceCpuWorkerdCold', 'GET /conformance CPU in workerd, first request', cold?.cpu[0] ?? null),
    {
      key: 'conformanceWallWorkerdMedian',
      label: 'GET /conformance wall time on loopback, median',
      value: warm ? quantile(warm.wall, 0.5) : null,
      unit: 'ms',
      digits: 2,
      note: 'client-side time of the whole request: an upper bound on its CPU in workerd',
    },
  ]
}

/**
 * GET /strategy: a preset's chart read from the stored files (static/charts), warm, net of /healthz;
 * and a chart no file holds, computed on its first request (a rule set new to the isolate).
 */
async function strategyRows(ours: DevServer, n: number): Promise<Figure[]> {
  const stored = getter(`${ours.url}/strategy`)
  await cpuPerRequest(ours.runtimePid, stored, 30)
  const warm = await cpuPerRequest(ours.runtimePid, stored, n)
  const base = await cpuPerRequest(ours.runtimePid, getter(`${ours.url}/healthz`), n)
  const computed = await cpuPerRequest(ours.runtimePid, getter(`${ours.url}/strategy?rules={"decks":5}`), 1)
  const baseline = base ? quantile(base.cpu, 0.5) : 0
  return [
    cpuFigure(
      'strategyStoredCpuMedian',
      'GET /strategy (stored chart) CPU in workerd, median',
      warm ? quantile(warm.cpu, 0.5) - baseline : null,
      10,
      `the contract's default rules, whose chart npm run charts stored; net of /healthz (${baseline.toFixed(2)} ms)`,
    ),
    cpuFigure(
      'strategyComputedCpu',
      'GET /strategy (chart computed), first request',
      computed ? computed.cpu[0] - baseline : null,
      undefined,
      '5 decks, a rule set with no stored chart: the exact computation, once per rule set and isolate',
    ),
  ]
}

/** Bundle rows, then every workerd row; both servers are stopped before this returns. */
export async function workerdFigures(sizes: WorkerdSizes): Promise<Figure[]> {
  const ourBundle = await buildBundle()
  const helloBundle = await buildBundle(HELLO_CONFIG)
  const platformBundle = await buildBundle(HELLO_PLATFORM_CONFIG)
  const figures: Figure[] = []
  if (!sizes.tableOnly) {
    figures.push(bundleRow(ourBundle))
  }
  const servers: DevServer[] = []
  try {
    const started = await Promise.allSettled([
      startDev({ config: OUR_CONFIG, script: ourBundle.script, healthPath: '/healthz' }),
      startDev({ config: HELLO_CONFIG, script: helloBundle.script, healthPath: '/' }),
      startDev({ config: HELLO_PLATFORM_CONFIG, script: platformBundle.script, healthPath: '/' }),
    ])
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value)
    for (const s of started) if (s.status === 'rejected') throw s.reason
    const [ours, hello, helloPlatform] = servers
    if (!sizes.tableOnly)
      figures.push(...(await conformanceRows(ours, sizes.samples)), ...(await strategyRows(ours, sizes.samples)))
    const table = { ours, hello, helloPlatform }
    figures.push(...(await loadFigures(table, sizes.loadSeconds, sizes.connections)))
    figures.push(...(await actionCpuFigures(table, sizes.samples)))
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
    for (const b of [ourBundle, helloBundle, platformBundle]) removeBundle(b)
  }
  return figures
}

/** The bundle `npm run deploy` uploads (wrangler.toml has `minify = true`), gzipped. */
function bundleRow(ours: Bundle): Figure {
  return {
    key: 'bundleGzipKiB',
    label: 'deployed bundle, gzip (wrangler deploy --dry-run)',
    value: ours.gzipKiB,
    unit: 'KiB',
    digits: 1,
    goal: { op: '<=', target: 100 },
    note: `${ours.rawKiB.toFixed(1)} KiB before gzip (minified, as wrangler.toml says)`,
  }
}
