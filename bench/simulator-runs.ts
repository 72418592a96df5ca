/**
 * The runs behind bench/simulator.ts's rows: whole processes of `blackjack simulate` at issue 15's
 * rules (6 decks, H17, DAS, no surrender, basic strategy) from this checkout and from the bundled
 * grader that the npm package runs, two baselines of what the machine itself gives two programs, and
 * Libre Blackjack (C++) when LIBREBLACKJACK names its binary (build it yourself; it is not part of
 * this project). The kinds of run are alternated, so a shared machine's load falls on all alike.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Run, timed } from './processes.ts'

const BIN = fileURLToPath(new URL('../bin/blackjack.mjs', import.meta.url))
/** The bundled grader (`npm run build:grader`): what `npx blackjack` runs when installed from npm. */
export const BUNDLE = fileURLToPath(new URL('../dist/grader.mjs', import.meta.url))
const RULES = '{"decks":6,"hitSoft17":true,"surrender":"none"}'

/** Every run of one call, the i-th of each list taken in the same alternation round. */
export interface SimulatorRuns {
  threads: number
  /** This checkout's command (bin/blackjack.mjs: the TypeScript sources) on 1 thread and on every core. */
  one: Run[]
  many: Run[]
  /** The bundled grader on 1 thread and on every core; empty when dist/grader.mjs is not built. */
  bundleOne: Run[]
  bundleMany: Run[]
  /** Two 1-thread processes of all the hands at once: the later one's wall. */
  twoAlone: number[]
  /** Two 1-thread processes of half the hands each at once (the run split without threads): the later one's wall. */
  halves: number[]
  lbj: Run[]
  /** The 1-minute load average before each run: on a shared machine wall times mean little without it. */
  loads: number[]
}

/** Runs `pairs` alternation rounds of `hands` rounds each. */
export async function simulatorRuns(hands: number, pairs: number): Promise<SimulatorRuns> {
  const threads = availableParallelism()
  const args = (n: number, k: number) => [
    'simulate',
    '--rules',
    RULES,
    '--hands',
    String(n),
    '--threads',
    String(k),
    '--seed',
    'bench',
    '--json',
  ]
  const ours = (k: number, n = hands) => timed(process.execPath, [BIN, ...args(n, k)])
  // The package's bin/blackjack.mjs enables Node's compile cache before it imports the bundle; the
  // environment variable does the same for a bundle started directly.
  const cache = { NODE_COMPILE_CACHE: join(tmpdir(), 'blackjack-bench-compile-cache') }
  const bundled = (k: number) => timed(process.execPath, [BUNDLE, ...args(hands, k)], undefined, cache)
  const hasBundle = existsSync(BUNDLE)
  const libre = process.env.LIBREBLACKJACK
  const dir = libre ? await mkdtemp(join(tmpdir(), 'libreblackjack-')) : undefined // it reads ./blackjack.conf
  const later = async (runs: Promise<Run>[]) => Math.max(...(await Promise.all(runs)).map((r) => r.wall))
  const runs: SimulatorRuns = {
    threads,
    one: [],
    many: [],
    bundleOne: [],
    bundleMany: [],
    twoAlone: [],
    halves: [],
    lbj: [],
    loads: [],
  }
  const load = () => runs.loads.push(loadavg()[0])
  try {
    for (let i = 0; i < pairs; i++) {
      load()
      runs.one.push(await ours(1))
      load()
      runs.many.push(await ours(threads))
      if (hasBundle) {
        load()
        runs.bundleOne.push(await bundled(1))
        load()
        runs.bundleMany.push(await bundled(threads))
      }
      if (threads > 1) {
        load()
        // What the machine gives two independent programs (shared cores, SMT siblings): the throughput ceiling.
        runs.twoAlone.push(await later([ours(1), ours(1)]))
        load()
        // The same run cut in two without threads: each half pays its own start-up, as a worker thread does.
        runs.halves.push(await later([ours(1, Math.ceil(hands / 2)), ours(1, Math.floor(hands / 2))]))
      }
      if (libre) runs.lbj.push(await timed(libre, ['-i', `-n${hands}`, '--decks=6', '--h17'], dir))
    }
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true })
  }
  return runs
}
