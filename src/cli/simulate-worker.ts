/**
 * One simulation thread of `blackjack simulate`: plays its share of the rounds on its own seeded
 * stream and posts progress ({done}) and then its totals ({totals}) to the parent.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { simulate } from '../strategy/simulate.ts'
import type { StrategyTable } from '../strategy/table.ts'

const { rules, table, rounds, seed } = workerData as {
  rules: Record<string, unknown>
  table: StrategyTable
  rounds: number
  seed: string
}
const totals = simulate(rules, rounds, seed, {
  table,
  every: 1 << 15,
  onProgress: (done) => parentPort?.postMessage({ done }),
})
parentPort?.postMessage({ totals })
