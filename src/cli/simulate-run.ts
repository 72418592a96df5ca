// A default import: Node 20 has no getCompileCacheDir, and a named import of it fails the whole bundle there.
import nodeModule from 'node:module'
import { Worker } from 'node:worker_threads'
import { emptyTotals, mergeTotals, type SimTotals, simulate } from '../strategy/simulate.ts'
import { type StrategyTable, strategyTable } from '../strategy/table.ts'
import { SIMULATE_THREAD, type ThreadData } from './simulate-worker.ts'

/**
 * The worker thread's module: simulate-worker.ts next to this file in a checkout; in the bundled
 * grader (one file, which imports simulate-worker.ts and runs `main` only on the main thread) the
 * bundle itself.
 */
const WORKER = import.meta.url.endsWith('.ts')
  ? new URL('./simulate-worker.ts', import.meta.url)
  : new URL(import.meta.url)

/** What a simulation run needs: the rules as given, how many rounds, the seed and the thread count. */
export interface SimRequest {
  rules: Record<string, unknown>
  rounds: number
  seed: string
  threads: number
  /** The rules' strategy table when the caller has it (else it is built here, computing the chart if need be). */
  table?: StrategyTable
}

/** Rounds for thread k of `threads`: as equal as possible, the first ones taking the remainder. */
export function shareOf(rounds: number, threads: number, k: number): number {
  return Math.floor(rounds / threads) + (k < rounds % threads ? 1 : 0)
}

/**
 * Runs a simulation on `threads` worker threads, thread k on the stream seeded `${seed}/${k}`, so a
 * run is reproducible for a given seed and thread count. `onProgress` gets the rounds done so far.
 * One thread runs on this one: the same `simulate` call on the stream `${seed}/0`, without the
 * 50–100 ms a worker takes to start and load the modules again.
 */
export async function runSimulation(req: SimRequest, onProgress?: (done: number) => void): Promise<SimTotals> {
  const table = req.table ?? strategyTable(req.rules) // built once here; each thread gets a copy of the plain data
  if (req.threads === 1) return simulate(req.rules, req.rounds, `${req.seed}/0`, { table, onProgress })
  // Workers get the compile cache the command enabled (bin/blackjack.mjs), so they skip type stripping too.
  const cache = nodeModule.getCompileCacheDir?.()
  const env = cache ? { ...process.env, NODE_COMPILE_CACHE: cache } : undefined
  const done = new Array<number>(req.threads).fill(0)
  const parts = Array.from({ length: req.threads }, (_, k) => {
    const rounds = shareOf(req.rounds, req.threads, k)
    return new Promise<SimTotals>((resolve, reject) => {
      const data: ThreadData = { kind: SIMULATE_THREAD, rules: req.rules, table, rounds, seed: `${req.seed}/${k}` }
      const worker = new Worker(WORKER, { workerData: data, env })
      worker.on('message', (msg: { done?: number; totals?: SimTotals }) => {
        if (msg.totals) resolve(msg.totals)
        else if (msg.done !== undefined) {
          done[k] = msg.done
          onProgress?.(done.reduce((a, b) => a + b, 0))
        }
      })
      worker.on('error', reject)
      worker.on('exit', (code) => {
        if (code !== 0) reject(new Error(`simulation thread ${k} stopped with exit code ${code}`))
      })
    })
  })
  return (await Promise.all(parts)).reduce(mergeTotals, emptyTotals())
}
