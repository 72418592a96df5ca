import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { houseEdge, mergeTotals, OUTCOME_NAMES, simulate } from '../../src/strategy/simulate.ts'
import { ensureBuilt, GRADER, systemNode } from '../kits/helpers.ts'

/*
 * `blackjack simulate --threads K` from the bundled grader (dist/grader.mjs, one file) on the
 * machine's Node 20: the bundle starts itself again as each worker thread (simulate-run.ts). Before,
 * its worker was simulate-worker.ts next to the bundle, which does not exist: the run failed.
 */
describe('simulate --threads in the bundled grader', () => {
  it('runs 2 threads on the system Node and gives the totals of thread k playing its half on stream seed/k', () => {
    ensureBuilt()
    const node = systemNode()
    const run = spawnSync(
      node,
      [GRADER, 'simulate', '--threads', '2', '--hands', '20000', '--seed', 'bundle', '--json'],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    const report = JSON.parse(run.stdout)
    // The definition of a K-thread run: thread k plays rounds/K on the stream `${seed}/${k}`; totals add up.
    const expected = mergeTotals(simulate({}, 10_000, 'bundle/0'), simulate({}, 10_000, 'bundle/1'))
    expect(report).toMatchObject({
      threads: 2,
      rounds: 20_000,
      hands: expected.hands,
      chart: 'stored',
      houseEdge: Number(houseEdge(expected).houseEdge.toFixed(5)),
      outcomes: Object.fromEntries(OUTCOME_NAMES.map((o, i) => [o, expected.outcomes[i]])),
    })
  })
})
