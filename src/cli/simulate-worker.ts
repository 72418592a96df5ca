/**
 * One simulation thread of `blackjack simulate`: takes chunks of rounds from the shared counter
 * until none is left, posting each chunk's totals ({chunk, totals}), then {finished}. It runs only in
 * a worker thread started with SIMULATE_THREAD data, so the bundled grader (dist/grader.mjs, one
 * file) can import it and start itself again as the worker (simulate-run.ts, scripts/grader-entry.mjs).
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import { simulate } from '../strategy/simulate.ts'
import type { StrategyTable } from '../strategy/table.ts'

/** The `kind` of a simulation thread's workerData. */
export const SIMULATE_THREAD = 'blackjack-simulate-thread'

/** Rounds per chunk: 20–40 ms of play, so handing chunks out costs nothing and the last one ends soon. */
export const CHUNK_ROUNDS = 1 << 16

/** What the parent sends a simulation thread. */
export interface ThreadData {
  kind: typeof SIMULATE_THREAD
  rules: Record<string, unknown>
  table: StrategyTable
  /** All the run's rounds and its seed: chunk c has chunkRounds(rounds, c) rounds on stream `${seed}/${c}`. */
  rounds: number
  seed: string
  /** The next chunk to play, shared by every thread of the run (a SharedArrayBuffer). */
  counter: Int32Array
}

/** The rounds of chunk `c` of a run of `rounds`: CHUNK_ROUNDS, the last chunk the rest. */
export function chunkRounds(rounds: number, c: number): number {
  return Math.min(CHUNK_ROUNDS, rounds - c * CHUNK_ROUNDS)
}

/** Takes the next chunk for this thread (an atomic add on the shared counter); -1 when all are taken. */
export function claimChunk(counter: Int32Array, chunks: number): number {
  const c = Atomics.add(counter, 0, 1)
  return c < chunks ? c : -1
}

/** True in a worker thread started to simulate (and in no other thread, the main one included). */
export function isSimulateThread(): boolean {
  return !isMainThread && (workerData as Partial<ThreadData> | null)?.kind === SIMULATE_THREAD
}

if (isSimulateThread()) {
  const { rules, table, rounds, seed, counter } = workerData as ThreadData
  const chunks = Math.ceil(rounds / CHUNK_ROUNDS)
  for (let c = claimChunk(counter, chunks); c >= 0; c = claimChunk(counter, chunks)) {
    parentPort?.postMessage({ chunk: c, totals: simulate(rules, chunkRounds(rounds, c), `${seed}/${c}`, { table }) })
  }
  parentPort?.postMessage({ finished: true })
}
