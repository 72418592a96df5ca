// A default import: Node 20 has no getCompileCacheDir, and a named import of it fails the whole bundle there.
import nodeModule from 'node:module'
import { Worker } from 'node:worker_threads'
import { emptyTotals, mergeTotals, type SimTotals } from '../strategy/sim-totals.ts'
import { simulate } from '../strategy/simulate.ts'
import { type StrategyTable, strategyTable } from '../strategy/table.ts'
import { CHUNK_ROUNDS, chunkRounds, claimChunk, SIMULATE_THREAD, type ThreadData } from './simulate-worker.ts'

export { CHUNK_ROUNDS, chunkRounds } from './simulate-worker.ts'

/** What a simulation run needs: the rules as given, how many rounds, the seed and the thread count. */
export interface SimRequest {
  rules: Record<string, unknown>
  rounds: number
  seed: string
  threads: number
  /** The rules' strategy table when the caller has it (else it is built here, computing the chart if need be). */
  table?: StrategyTable
}

/**
 * The worker thread's module: simulate-worker.ts next to this file in a checkout; in the bundled
 * grader (one file, which imports simulate-worker.ts and runs `main` only on the main thread) the
 * bundle itself.
 */
const WORKER = import.meta.url.endsWith('.ts')
  ? new URL('./simulate-worker.ts', import.meta.url)
  : new URL(import.meta.url)

/**
 * Runs a simulation on `threads` threads: this one and threads − 1 workers. The rounds are cut into
 * chunks of CHUNK_ROUNDS, chunk c played on the stream seeded `${seed}/${c}` with a fresh shoe, and
 * the chunks' totals are added up in chunk order. So the result depends on the seed only, not on
 * the thread count or on which thread played which chunk. Each thread takes the next chunk from one
 * shared counter (one atomic add per chunk, no other shared state), so a thread that started later
 * (a worker takes 50–100 ms to start and load the modules) simply plays fewer chunks, and no thread
 * waits for another. `onProgress` gets the rounds of the chunks done so far.
 */
export async function runSimulation(req: SimRequest, onProgress?: (done: number) => void): Promise<SimTotals> {
  const table = req.table ?? strategyTable(req.rules) // built once here; each worker gets a copy of the plain data
  const chunks = Math.ceil(req.rounds / CHUNK_ROUNDS)
  const counter = new Int32Array(new SharedArrayBuffer(4))
  const results = new Array<SimTotals>(chunks)
  let done = 0
  const record = (chunk: number, totals: SimTotals) => {
    results[chunk] = totals
    done += totals.rounds
    onProgress?.(done)
  }
  const workers = Array.from({ length: Math.min(req.threads, chunks) - 1 }, (_, k) =>
    startWorker(
      k + 1,
      { kind: SIMULATE_THREAD, rules: req.rules, table, rounds: req.rounds, seed: req.seed, counter },
      record,
    ),
  )
  // A worker's failure is seen at once (this thread stops taking chunks), not left unhandled until the end.
  const finished = Promise.all(workers)
  let failed = false
  finished.catch(() => {
    failed = true
  })
  // This thread plays chunks too, yielding between them so the workers' messages (progress) come in.
  for (let c = claimChunk(counter, chunks); c >= 0 && !failed; c = claimChunk(counter, chunks)) {
    record(c, simulate(req.rules, chunkRounds(req.rounds, c), `${req.seed}/${c}`, { table }))
    if (workers.length > 0) await new Promise((resolve) => setImmediate(resolve))
  }
  await finished
  return results.reduce(mergeTotals, emptyTotals())
}

/** Starts simulation thread `k`; resolves when it has played its last chunk. */
function startWorker(k: number, data: ThreadData, record: (chunk: number, totals: SimTotals) => void): Promise<void> {
  // Workers get the compile cache the command enabled (bin/blackjack.mjs), so they skip type stripping too.
  const cache = nodeModule.getCompileCacheDir?.()
  const env = cache ? { ...process.env, NODE_COMPILE_CACHE: cache } : undefined
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: data, env })
    worker.on('message', (msg: { chunk?: number; totals?: SimTotals; finished?: boolean }) => {
      if (msg.finished) resolve()
      else if (msg.chunk !== undefined && msg.totals) record(msg.chunk, msg.totals)
    })
    worker.on('error', reject)
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`simulation thread ${k} stopped with exit code ${code}`))
    })
  })
}
