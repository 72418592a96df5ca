/**
 * The rows measured in workerd: our Worker's dry-run bundle and a hello-world Hono Worker, each
 * under `wrangler dev` on loopback, side by side in one run. GET /conformance CPU, a table action
 * under load against hello world, and the CPU of one table action.
 */
import { type Bundle, buildBundle, HELLO_CONFIG, HELLO_PLATFORM_CONFIG, OUR_CONFIG, removeBundle } from './bundle.ts'
import {
  computedChartFigure,
  configWithoutCharts,
  firstRequests,
  routeFigures,
  sideBySide,
  warmRequests,
} from './charts-cpu.ts'
import type { Figure } from './figures.ts'
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
    if (!sizes.tableOnly) {
      // Issue 15: each route's first request in a fresh isolate next to its warm p99 and median.
      const warm = await warmRequests(ours, sizes.samples)
      const first = await firstRequests(ourBundle.script, 3)
      process.stderr.write(`${sideBySide(first, warm)}\n`)
      figures.push(...routeFigures(first, warm))
      // The same Worker without the stored hand values: every chart computed, as before (issue 15).
      const bare = configWithoutCharts()
      const live = await startDev({ config: bare.config, script: ourBundle.script, healthPath: '/healthz' }).catch(
        (e) => {
          bare.dispose()
          throw e
        },
      )
      try {
        figures.push(await computedChartFigure(live))
      } finally {
        await live.stop()
        bare.dispose()
      }
    }
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
