import { Worker } from 'node:worker_threads'
import { emptyTotals, mergeTotals, type SimTotals } from '../strategy/simulate.ts'
import { strategyTable } from '../strategy/table.ts'

/** What a simulation run needs: the rules as given, how many rounds, the seed and the thread count. */
export interface SimRequest {
  rules: Record<string, unknown>
  rounds: number
  seed: string
  threads: number
}

/** Rounds for thread k of `threads`: as equal as possible, the first ones taking the remainder. */
export function shareOf(rounds: number, threads: number, k: number): number {
  return Math.floor(rounds / threads) + (k < rounds % threads ? 1 : 0)
}

/**
 * Runs a simulation on `threads` worker threads, thread k on the stream seeded `${seed}/${k}`, so a
 * run is reproducible for a given seed and thread count. `onProgress` gets the rounds done so far.
 */
export function runSimulation(req: SimRequest, onProgress?: (done: number) => void): Promise<SimTotals> {
  const table = strategyTable(req.rules) // built once here; each thread gets a copy of the plain data
  const done = new Array<number>(req.threads).fill(0)
  const parts = Array.from({ length: req.threads }, (_, k) => {
    const rounds = shareOf(req.rounds, req.threads, k)
    return new Promise<SimTotals>((resolve, reject) => {
      const worker = new Worker(new URL('./simulate-worker.ts', import.meta.url), {
        workerData: { rules: req.rules, table, rounds, seed: `${req.seed}/${k}` },
      })
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
  return Promise.all(parts).then((all) => all.reduce(mergeTotals, emptyTotals()))
}
