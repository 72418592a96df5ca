import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { CHUNK_ROUNDS, chunkRounds, runSimulation } from '../../src/cli/simulate-run.ts'
import { emptyTotals, houseEdge, mergeTotals, OUTCOME_NAMES } from '../../src/strategy/sim-totals.ts'
import { simulate } from '../../src/strategy/simulate.ts'
import { ensureBuilt, GRADER, systemNode } from '../kits/helpers.ts'

/** The definition of a run: chunk c plays chunkRounds(rounds, c) rounds on stream `${seed}/${c}`; totals add up in chunk order. */
function byChunks(rules: Record<string, unknown>, rounds: number, seed: string) {
  let t = emptyTotals()
  for (let c = 0; c * CHUNK_ROUNDS < rounds; c++)
    t = mergeTotals(t, simulate(rules, chunkRounds(rounds, c), `${seed}/${c}`))
  return t
}

describe('simulate --threads K', () => {
  it('gives the same totals for a seed whatever K: the chunks’ totals in chunk order', async () => {
    const rules = { decks: 2 }
    const rounds = 2 * CHUNK_ROUNDS + 1_000 // three chunks, the last one short
    const expected = byChunks(rules, rounds, 'k')
    expect(expected.rounds).toBe(rounds)
    for (const threads of [1, 2, 3, 5])
      expect(await runSimulation({ rules, rounds, seed: 'k', threads })).toEqual(expected)
  }, 60_000)

  /*
   * From the bundled grader (dist/grader.mjs, one file) on the machine's Node 20: the bundle starts
   * itself again as each worker thread (simulate-run.ts). Before, its worker was simulate-worker.ts
   * next to the bundle, which does not exist there: the run failed with "Cannot find module".
   */
  it('runs 2 threads from the bundled grader on the system Node', () => {
    ensureBuilt()
    const rounds = CHUNK_ROUNDS + 20_000
    const run = spawnSync(
      systemNode(),
      [GRADER, 'simulate', '--threads', '2', '--hands', String(rounds), '--seed', 'bundle', '--json'],
      { encoding: 'utf8', timeout: 60_000 },
    )
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    const expected = byChunks({}, rounds, 'bundle')
    expect(JSON.parse(run.stdout)).toMatchObject({
      threads: 2,
      rounds,
      hands: expected.hands,
      chart: 'stored',
      houseEdge: Number(houseEdge(expected).houseEdge.toFixed(5)),
      outcomes: Object.fromEntries(OUTCOME_NAMES.map((o, i) => [o, expected.outcomes[i]])),
    })
  })
})
