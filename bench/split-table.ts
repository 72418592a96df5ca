/**
 * bench/pages-split.ts's output: the table (per row and set-up, each process's first request, worst
 * and median, and warm median and p99) and the figures for `npm run bench`'s format, with the free
 * plan's 10 ms goal on the Worker's share only.
 */
import type { Figure } from './figures.ts'
import type { Measured } from './pages-cpu.ts'
import type { Setup, SplitMeasured } from './split-run.ts'
import { cpuFigure } from './workerd-cpu.ts'

/** The table: per row and set-up, the Worker's four figures, then the objects', then the assets' (apart only). */
export function splitTable(ours: SplitMeasured[], floor: SplitMeasured[]): string {
  const f = (x: number | null) => (x === null ? 'n/a' : x.toFixed(2)).padStart(7)
  const four = (m: Measured | null) =>
    m ? `${f(m.first)} ${f(m.firstMedian)} ${f(m.median)} ${f(m.p99)}` : ''.padStart(31)
  const width = Math.max(20, ...[...ours, ...floor].map((r) => r.name.length))
  const line = (r: SplitMeasured) =>
    `${r.name.padEnd(width)} ${r.setup.padEnd(5)}  ${four(r.worker)}  |${four(r.objects)}  |${four(r.assets)}`
  const cols = '  first 1st med  median     p99'
  const head = [
    `${'CPU, ms, main thread, net'.padEnd(width)} set-  ${'the Worker’s process'.padEnd(31)}  |${'the Durable Objects’ process'.padEnd(31)}  |the assets’ process (apart)`,
    `${''.padEnd(width)} up   ${cols}  |${cols}  |${cols}`,
  ]
  return [...head, ...ours.map(line), '', ...floor.map(line)].join('\n')
}

const SETUP_KEY: Record<Setup, string> = { in: '', apart: 'Apart', plain: 'Plain' }
const SETUP_HOW: Record<Setup, string> = {
  in: '',
  apart: ', assets apart',
  plain: ', workerd alone (its objects in the same process)',
}

/** Rows for `npm run bench`: the Worker's share against the free plan's 10 ms; the others without a goal. */
export function splitFigures(ours: SplitMeasured[], floor: SplitMeasured[]): Figure[] {
  const rows = (list: SplitMeasured[], prefix: string, goal?: number) => {
    const index = new Map<string, number>()
    return list.flatMap((r) => {
      if (!index.has(r.name)) index.set(r.name, index.size)
      // Session 6's keys for the assets in the Worker's process; `…Apart…` for the assets apart, `…Plain…` for workerd alone.
      const key = `${prefix}${SETUP_KEY[r.setup]}${index.get(r.name)}`
      const how = SETUP_HOW[r.setup]
      // No Worker figures where the Worker was not asked (a static file, assets apart).
      const asked = r.worker.first !== null || r.worker.median !== null
      const worker = [
        cpuFigure(`${key}WorkerFirst`, `${r.name}: Worker's share${how}, first request (worst)`, r.worker.first, goal),
        cpuFigure(`${key}WorkerP99`, `${r.name}: Worker's share${how}, p99 warm`, r.worker.p99, goal),
      ]
      // workerd alone runs the objects in the Worker's process: they have no share of their own.
      const objects = [
        cpuFigure(`${key}ObjectsFirst`, `${r.name}: Durable Objects' share${how}, first (worst)`, r.objects.first),
        cpuFigure(`${key}ObjectsP99`, `${r.name}: Durable Objects' share${how}, p99 warm`, r.objects.p99),
      ]
      const out = [...(asked ? worker : []), ...(r.setup === 'plain' ? [] : objects)]
      if (r.assets)
        out.push(
          cpuFigure(`${key}AssetsFirst`, `${r.name}: the assets' share, first (worst)`, r.assets.first),
          cpuFigure(`${key}AssetsP99`, `${r.name}: the assets' share, p99 warm`, r.assets.p99),
        )
      return out
    })
  }
  return [...rows(ours, 'split', 10), ...rows(floor, 'splitFloor')]
}
