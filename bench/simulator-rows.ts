/** bench/simulator.ts's rows beside the checkout's own: the bundled grader's, and Libre Blackjack's. */
import { type Figure, quantile } from './figures.ts'
import type { Run } from './processes.ts'

/** The median of a list. */
export const median = (xs: number[]) => quantile(xs, 0.5)

/** The median CPU seconds of runs; null when the OS did not tell, or for no runs. */
export function cpu(runs: Run[]): number | null {
  return runs.length > 0 && runs.every((r) => r.cpu !== null) ? median(runs.map((r) => r.cpu as number)) : null
}

/** The checkout's figures that the other rows are compared with; `m` is the hands in millions, as text. */
export interface Ours {
  wall1: number
  wallK: number
  cpu1: number | null
  threads: number
  m: string
}

/** The bundled grader's rows (what the npm package runs), or one row saying it is not built. */
export function bundleRows(one: Run[], many: Run[], { m, threads }: Ours): Figure[] {
  if (one.length === 0)
    return [
      {
        key: 'simulatorBundle1',
        label: 'the bundled grader',
        value: null,
        unit: 's',
        note: 'run `npm run build:grader` first',
      },
    ]
  const wall1 = median(one.map((r) => r.wall))
  const wallK = median(many.map((r) => r.wall))
  return [
    {
      key: 'simulatorBundle1',
      label: `the bundled grader (the npm package's): ${m} M hands, 1 thread, wall`,
      value: wall1,
      unit: 's',
      digits: 2,
    },
    {
      key: 'simulatorBundle1Cpu',
      label: `the bundled grader: ${m} M hands, 1 thread, CPU`,
      value: cpu(one),
      unit: 's',
      digits: 2,
    },
    {
      key: 'simulatorBundleK',
      label: `the bundled grader: ${m} M hands, ${threads} threads, wall`,
      value: wallK,
      unit: 's',
      digits: 2,
    },
    {
      key: 'simulatorBundleScaling',
      label: `the bundled grader: ${threads} threads ÷ 1 thread (wall)`,
      value: wall1 / wallK,
      unit: '×',
      digits: 2,
      goal: { op: '>=', target: 1.8 },
    },
  ]
}

/** Libre Blackjack's rows beside ours (and the bundle's CPU when it ran), or one row saying how to get them. */
export function libreRows(lbj: Run[], ours: Ours, bundleCpu1: number | null): Figure[] {
  if (lbj.length === 0)
    return [
      {
        key: 'libreWhole',
        label: 'Libre Blackjack: whole process',
        value: null,
        unit: 's',
        note: 'set LIBREBLACKJACK to its binary (built apart from this project) for the side-by-side rows',
      },
    ]
  const wall = median(lbj.map((r) => r.wall))
  const lbjCpu = cpu(lbj)
  const ratio = (of: number | null) => (lbjCpu !== null && of !== null ? lbjCpu / of : null)
  const goal = { op: '>=', target: 1.5 } as const
  return [
    {
      key: 'libreWhole',
      label: `Libre Blackjack: whole process, ${ours.m} M hands, wall (CPU)`,
      value: wall,
      unit: 's',
      digits: 2,
      note: `CPU ${lbjCpu?.toFixed(2) ?? 'n/a'} s; its defaults: 6 decks H17 DAS, resplit to 3 hands`,
    },
    {
      key: 'libreRatio1Cpu',
      label: 'speed vs Libre Blackjack, 1 thread, CPU (its CPU ÷ ours)',
      value: ratio(ours.cpu1),
      unit: '×',
      digits: 2,
      goal,
    },
    {
      key: 'libreRatioBundle1Cpu',
      label: 'speed vs Libre Blackjack, the bundled grader, 1 thread, CPU',
      value: ratio(bundleCpu1),
      unit: '×',
      digits: 2,
      goal,
    },
    {
      key: 'libreRatio1',
      label: 'speed vs Libre Blackjack, 1 thread, wall (its time ÷ ours)',
      value: wall / ours.wall1,
      unit: '×',
      digits: 2,
      goal,
    },
    {
      key: 'libreRatioK',
      label: `speed vs Libre Blackjack, ${ours.threads} threads, wall (its time ÷ ours)`,
      value: wall / ours.wallK,
      unit: '×',
      digits: 2,
      goal,
    },
  ]
}
