/**
 * The simulator as a person runs it: whole processes of `blackjack simulate` at issue 15's rules (6
 * decks, H17, DAS, no surrender, basic strategy), on 1 thread and on every core, next to Libre
 * Blackjack (C++) when LIBREBLACKJACK names its binary (build it yourself; it is not part of this
 * project). Runs are alternated so that a shared machine's load falls on all of them alike.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Figure, quantile } from './figures.ts'
import { type Run, timed } from './processes.ts'

const BIN = fileURLToPath(new URL('../bin/blackjack.mjs', import.meta.url))
const RULES = '{"decks":6,"hitSoft17":true,"surrender":"none"}'

const median = (xs: number[]) => quantile(xs, 0.5)

/** The whole-process rows. `hands` per run (8 M as in issue 15), `pairs` alternations. */
export async function simulatorFigures(hands = 8_000_000, pairs = 2): Promise<Figure[]> {
  const threads = availableParallelism()
  const ours = (k: number) =>
    timed(process.execPath, [
      BIN,
      'simulate',
      '--rules',
      RULES,
      '--hands',
      String(hands),
      '--threads',
      String(k),
      '--seed',
      'bench',
      '--json',
    ])
  const libre = process.env.LIBREBLACKJACK
  const dir = libre ? await mkdtemp(join(tmpdir(), 'libreblackjack-')) : undefined // it reads ./blackjack.conf
  const one: Run[] = []
  const many: Run[] = []
  const lbj: Run[] = []
  // Two 1-thread processes at once: what the machine gives two independent programs (shared cores,
  // SMT siblings), the ceiling any threading can reach here. Its wall is the later one's.
  const twoAlone: number[] = []
  // The 1-minute load average before each run: on a shared machine wall times mean little without it.
  const loads: number[] = []
  try {
    for (let i = 0; i < pairs; i++) {
      loads.push(loadavg()[0])
      one.push(await ours(1))
      loads.push(loadavg()[0])
      many.push(await ours(threads))
      loads.push(loadavg()[0])
      if (threads > 1) twoAlone.push(Math.max(...(await Promise.all([ours(1), ours(1)])).map((r) => r.wall)))
      if (libre) lbj.push(await timed(libre, ['-i', `-n${hands}`, '--decks=6', '--h17'], dir))
    }
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true })
  }
  const json = one.map(
    (r) => JSON.parse(r.stdout) as { startupSeconds: number; handsPerSecond: number; seconds: number },
  )
  const wall1 = median(one.map((r) => r.wall))
  const wallK = median(many.map((r) => r.wall))
  const cpu = (runs: Run[]) => (runs.every((r) => r.cpu !== null) ? median(runs.map((r) => r.cpu as number)) : null)
  const lbjWall = libre ? median(lbj.map((r) => r.wall)) : null
  const lbjCpu = libre ? cpu(lbj) : null
  const cpu1 = cpu(one)
  const cpuK = cpu(many)
  const m = (hands / 1e6).toLocaleString('en-US')
  const load = `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${threads} cores during these runs (medians of ${pairs} alternated runs)`
  const figures: Figure[] = [
    {
      key: 'simulatorStartup',
      label: 'simulate: start-up to the first hand (Node, modules, chart)',
      value: median(json.map((j) => j.startupSeconds)) * 1000,
      unit: 'ms',
      goal: { op: '<=', target: 200 },
    },
    {
      key: 'simulatorLoop1',
      label: 'simulate: the loop alone, 1 thread (its own hands/s)',
      value: median(json.map((j) => j.handsPerSecond)),
      unit: 'hands/s',
    },
    {
      key: 'simulatorWhole1',
      label: `simulate: whole process, ${m} M hands, 1 thread, wall`,
      value: wall1,
      unit: 's',
      digits: 2,
    },
    {
      key: 'simulatorWhole1Cpu',
      label: `simulate: whole process, ${m} M hands, 1 thread, CPU`,
      value: cpu1,
      unit: 's',
      digits: 2,
      note: load,
    },
    {
      key: 'simulatorWholeK',
      label: `simulate: whole process, ${m} M hands, ${threads} threads, wall`,
      value: wallK,
      unit: 's',
      digits: 2,
    },
    {
      key: 'simulatorWholeKCpu',
      label: `simulate: whole process, ${m} M hands, ${threads} threads, CPU (all threads)`,
      value: cpuK,
      unit: 's',
      digits: 2,
      note: 'the CPU the threads add: more than 1 thread’s CPU by what starting the workers costs',
    },
    {
      key: 'simulatorScaling',
      label: `simulate: ${threads} threads ÷ 1 thread, whole process (wall)`,
      value: wall1 / wallK,
      unit: '×',
      digits: 2,
      goal: { op: '>=', target: 1.8 },
      note: `wall time, so it shows the scaling only when ${threads} cores are free (${load})`,
    },
    {
      key: 'simulatorCeiling',
      label: 'the machine: 2 one-thread processes at once ÷ one alone, throughput (wall)',
      value: twoAlone.length ? (2 * wall1) / median(twoAlone) : null,
      unit: '×',
      digits: 2,
      note: 'the most 2 threads could give here: 2.00 on 2 free cores, less on shared or SMT ones',
    },
    {
      key: 'simulatorShareOfCeiling',
      label: `simulate: ${threads} threads' scaling ÷ the machine's ceiling, round by round (median)`,
      // Paired by round: the scaling and the ceiling measured the same minute, so a neighbour's load falls on both.
      value: twoAlone.length ? median(twoAlone.map((both, i) => both / (2 * many[i].wall))) : null,
      unit: '×',
      digits: 2,
      note: '1.00: the threads give all the machine gives two independent programs; below, their start-up costs',
    },
  ]
  if (libre) {
    figures.push(
      {
        key: 'libreWhole',
        label: `Libre Blackjack: whole process, ${m} M hands, wall (CPU)`,
        value: lbjWall,
        unit: 's',
        digits: 2,
        note: `CPU ${lbjCpu?.toFixed(2) ?? 'n/a'} s; its defaults: 6 decks H17 DAS, resplit to 3 hands`,
      },
      {
        key: 'libreRatio1Cpu',
        label: 'speed vs Libre Blackjack, 1 thread, CPU (its CPU ÷ ours)',
        value: lbjCpu !== null && cpu1 !== null ? lbjCpu / cpu1 : null,
        unit: '×',
        digits: 2,
        goal: { op: '>=', target: 1.5 },
      },
      {
        key: 'libreRatio1',
        label: 'speed vs Libre Blackjack, 1 thread, wall (its time ÷ ours)',
        value: (lbjWall as number) / wall1,
        unit: '×',
        digits: 2,
        goal: { op: '>=', target: 1.5 },
      },
      {
        key: 'libreRatioK',
        label: `speed vs Libre Blackjack, ${threads} threads, wall (its time ÷ ours)`,
        value: (lbjWall as number) / wallK,
        unit: '×',
        digits: 2,
        goal: { op: '>=', target: 1.5 },
      },
    )
  } else {
    figures.push({
      key: 'libreWhole',
      label: 'Libre Blackjack: whole process',
      value: null,
      unit: 's',
      note: 'set LIBREBLACKJACK to its binary (built apart from this project) for the side-by-side rows',
    })
  }
  return figures
}
