/**
 * `npm run bench`: every speed figure of docs/benchmarks.md in one table — the figure, its goal,
 * the ratio to the goal and a verdict — measured side by side in one run so ratios hold on a noisy
 * machine. Figures only, never asserted.
 *
 *   npm run bench                  # everything (about 8 minutes on the 2-core dev machine)
 *   npm run bench -- --json        # one JSON object instead of the table, for scripts
 *   npm run bench:quick            # --quick: engine rows, smaller; no wrangler dev, no load test
 *   npm run bench -- --table       # only the table rows: load vs hello world, action and fragment CPU
 */
import { availableParallelism, cpus } from 'node:os'
import { nodeConformanceCpu } from './conformance-cpu.ts'
import { engineFigures } from './engine.ts'
import { type Figure, formatTable, quantile, toJson } from './figures.ts'
import { measurePages, pagesFigures, pagesTable } from './pages-cpu.ts'
import { simulatorFigures } from './simulator.ts'
import { workerdFigures } from './workerd.ts'

const json = process.argv.includes('--json')
const quick = process.argv.includes('--quick')
const tableOnly = process.argv.includes('--table')
const log = (text: string) => {
  if (!json) process.stderr.write(`${text}\n`)
}

const figures: Figure[] = []
const started = performance.now()

if (!tableOnly) {
  log('engine …')
  figures.push(...(await engineFigures(quick ? 0.2 : 1)))
  log('simulate, whole processes (and Libre Blackjack when LIBREBLACKJACK is set) …')
  figures.push(...(await simulatorFigures(quick ? 1_000_000 : 8_000_000, quick ? 1 : 2)))
  log('GET /conformance on Node …')
  const node = await nodeConformanceCpu(quick ? 30 : 100)
  figures.push({
    key: 'conformanceCpuNodeMedian',
    label: 'GET /conformance CPU on Node V8 (approximation), median',
    value: quantile(node.slice(10), 0.5),
    unit: 'ms',
    digits: 2,
    goal: { op: '<=', target: 10 },
    note: 'the route bundled by esbuild, run on Node 24, process.cpuUsage() per request (not workerd)',
  })
}

if (!quick) {
  log('bundle, wrangler dev, load …')
  figures.push(...(await workerdFigures({ loadSeconds: 10, connections: 10, samples: 200, tableOnly })))
}

if (!quick && !tableOnly) {
  // Every other page against the platform's floor, each route once an isolate's first request (issue 15).
  log('every page against the floor (bench/pages-cpu.ts, one restart per route) …')
  const pages = await measurePages(100)
  log(pagesTable(pages.ours, pages.floor))
  figures.push(...pagesFigures(pages.ours, pages.floor))
}

const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: availableParallelism(),
  node: process.version,
  quick,
  seconds: Math.round((performance.now() - started) / 1000),
}
if (json) console.log(JSON.stringify(toJson(figures, machine)))
else {
  console.log(`${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; ${machine.seconds} s\n`)
  console.log(formatTable(figures))
}
