/**
 * One simulation thread of `blackjack simulate`: plays its share of the rounds on its own seeded
 * stream and posts progress ({done}) and then its totals ({totals}) to the parent. It runs only in a
 * worker thread started with SIMULATE_THREAD data, so the bundled grader (dist/grader.mjs, one file)
 * can import it and start itself again as the worker (simulate-run.ts, scripts/grader-entry.mjs).
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import { simulate } from '../strategy/simulate.ts'
import type { StrategyTable } from '../strategy/table.ts'

/** The `kind` of a simulation thread's workerData. */
export const SIMULATE_THREAD = 'blackjack-simulate-thread'

/** What the parent sends a simulation thread. */
export interface ThreadData {
  kind: typeof SIMULATE_THREAD
  rules: Record<string, unknown>
  table: StrategyTable
  rounds: number
  seed: string
}

/** True in a worker thread started to simulate (and in no other thread, the main one included). */
export function isSimulateThread(): boolean {
  return !isMainThread && (workerData as Partial<ThreadData> | null)?.kind === SIMULATE_THREAD
}

if (isSimulateThread()) {
  const { rules, table, rounds, seed } = workerData as ThreadData
  const totals = simulate(rules, rounds, seed, {
    table,
    every: 1 << 15,
    onProgress: (done) => parentPort?.postMessage({ done }),
  })
  parentPort?.postMessage({ totals })
}
