/**
 * The simulator as a person runs it: the rows of whole processes of `blackjack simulate` at issue
 * 15's rules, on 1 thread and on every core, from this checkout and from the bundled grader, beside
 * what the machine gives two programs and beside Libre Blackjack (the runs: simulator-runs.ts).
 */
import type { Figure } from './figures.ts'
import { bundleRows, cpu, libreRows, median } from './simulator-rows.ts'
import { simulatorRuns } from './simulator-runs.ts'

/** The whole-process rows. `hands` per run (8 M as in issue 15), `pairs` alternations. */
export async function simulatorFigures(hands = 8_000_000, pairs = 2): Promise<Figure[]> {
  const runs = await simulatorRuns(hands, pairs)
  const { threads, one, many, twoAlone, halves, lbj, loads } = runs
  const json = one.map(
    (r) => JSON.parse(r.stdout) as { startupSeconds: number; handsPerSecond: number; seconds: number },
  )
  const wall1 = median(one.map((r) => r.wall))
  const wallK = median(many.map((r) => r.wall))
  const cpu1 = cpu(one)
  const cpuK = cpu(many)
  const startup = median(json.map((j) => j.startupSeconds))
  // Two 1-thread processes at once ÷ one alone, in throughput: what the machine gives two programs.
  const ceiling = twoAlone.length ? (2 * wall1) / median(twoAlone) : null
  const m = (hands / 1e6).toLocaleString('en-US')
  const ours = { wall1, wallK, cpu1, threads, m }
  const load = `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${threads} cores during these runs (medians of ${pairs} alternated runs)`
  const figures: Figure[] = [
    {
      key: 'simulatorStartup',
      label: 'simulate: start-up to the first hand (Node, modules, chart)',
      value: startup * 1000,
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
      value: ceiling,
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
    {
      key: 'simulatorBound',
      label: `the most ${threads} threads could give this run here: the start-up once, the rest at the machine's throughput`,
      // Amdahl: the command's start-up (Node, modules, chart) comes before any worker can help; the
      // rest runs at most `ceiling` times as fast, and a worker's own start and compiling cost more.
      value: ceiling === null ? null : wall1 / (startup + (wall1 - startup) / ceiling),
      unit: '×',
      digits: 2,
      note: 'with workers that cost nothing to start; the goal of 1.8 is out of reach where this is below it',
    },
    {
      key: 'simulatorSplitCeiling',
      label: `the machine: the ${m} M hands as 2 one-thread processes of half each, at once ÷ 1 process of all (wall)`,
      value: halves.length ? wall1 / median(halves) : null,
      unit: '×',
      digits: 2,
      note: 'the run split in two without threads: each half pays its own start-up and compiling, as a worker does',
    },
    {
      key: 'simulatorShareOfSplit',
      label: `simulate: ${threads} threads ÷ that split into processes, round by round (median)`,
      value: halves.length ? median(halves.map((split, i) => split / many[i].wall)) : null,
      unit: '×',
      digits: 2,
      note: '1.00: the threads are as fast as separate processes given half the hands each',
    },
    ...bundleRows(runs.bundleOne, runs.bundleMany, ours),
  ]
  figures.push(...libreRows(lbj, ours, cpu(runs.bundleOne)))
  return figures
}
