import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { simulationChart } from '../../src/cli/simulate-chart.ts'
import { runSimulation } from '../../src/cli/simulate-run.ts'
import { ANCHORS } from '../../src/strategy/anchors.ts'
import { basicStrategy } from '../../src/strategy/chart.ts'
import { houseEdge } from '../../src/strategy/sim-totals.ts'
import { simulate } from '../../src/strategy/simulate.ts'
import { strategyTable, tableOfChart } from '../../src/strategy/table.ts'

const bin = fileURLToPath(new URL('../../bin/blackjack.mjs', import.meta.url))
const ROUNDS = 200_000

/**
 * Quick anchors: 2×10^5 rounds each, fixed seeds, so the test is deterministic and cannot flake.
 * Per-round SD ≈ 1.15 units, so one SE ≈ 1.15/√(2×10^5) ≈ 0.26 points; the tolerance is 4 SE of the
 * run (a delta: 4·√(SE₁² + SE₂²), with both runs on the same seed, which only narrows the spread).
 * A correct simulator misses by more than 4 SE with probability 6×10⁻⁵ for a new seed; a gross error
 * (e.g. the 6:5 payout lost: 1.4 points) shows. Errors of a few tenths of a point (the dealer standing
 * on soft 17 under H17: 0.2) are below this test's resolution: `npm run validate` resolves 0.05.
 * The full table at 2×10^7 rounds and ±2 SE is `npm run validate`.
 */
describe('house edge by simulation (quick anchors)', () => {
  for (const anchor of ANCHORS) {
    it(`${anchor.name}: published ${anchor.published} %`, () => {
      const run = houseEdge(simulate(anchor.rules, ROUNDS, `quick/${anchor.name}`))
      let edge = run.houseEdge
      let se = run.stdError
      if (anchor.base) {
        const base = houseEdge(simulate(anchor.base, ROUNDS, `quick/${anchor.name}`))
        edge -= base.houseEdge
        se = Math.hypot(se, base.stdError)
      }
      expect(Math.abs(edge - anchor.published)).toBeLessThan(4 * se)
    })
  }

  it('is reproducible from the seed, and a different seed gives a different run', () => {
    const a = simulate({ decks: 2 }, 20_000, 'same')
    expect(simulate({ decks: 2 }, 20_000, 'same')).toEqual(a)
    expect(simulate({ decks: 2 }, 20_000, 'other').net).not.toBe(a.net)
  })

  it('counts every hand once, and reshuffles every round with penetration 0', () => {
    const t = simulate({ decks: 1, penetration: 0 }, 5_000, 'csm')
    expect(t.outcomes.reduce((a, b) => a + b, 0)).toBe(t.hands)
    expect(t.hands).toBe(t.rounds + t.splits)
    expect(t.shuffles).toBe(5_000)
  })
})

describe('the simulator start-up plays the same strategy', () => {
  it('reads a stored chart from static/charts/ and builds the same table as the computed chart', async () => {
    const rules = { decks: 6, hitSoft17: true, surrender: 'none' } // an anchor: stored by `npm run charts`
    const { chart, stored } = await simulationChart(rules)
    expect(stored).toBe(true)
    expect(chart).not.toBe(basicStrategy(rules))
    expect(tableOfChart(chart)).toEqual(strategyTable(rules))
  })

  it('builds any rule set from its stored slice: 3 decks, H17, 10-11 doubles plays the computed table', async () => {
    const rules = { decks: 3, hitSoft17: true, double: '10-11' }
    const { chart, stored } = await simulationChart(rules)
    expect(stored).toBe(true)
    expect(tableOfChart(chart)).toEqual(strategyTable(rules))
  })

  it('computes the chart when the stored slice cannot be read', async () => {
    // A slice no other test reads: the store keeps a slice in memory once it has read it.
    const rules = { decks: 7, naturals: false }
    const missing = async () => new Response(null, { status: 404 })
    const { chart, stored } = await simulationChart(rules, missing)
    expect(stored).toBe(false)
    expect(chart).toBe(basicStrategy(rules))
  })

  it('one thread runs in this process: the same rounds as a worker thread k = 0 would play', async () => {
    const rules = { decks: 2 }
    expect(await runSimulation({ rules, rounds: 20_000, seed: 'one', threads: 1 })).toEqual(
      simulate(rules, 20_000, 'one/0'),
    )
  })
})

describe('npx blackjack simulate', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, [bin, 'simulate', ...args], { encoding: 'utf8', timeout: 60_000 })

  it('--json prints one object, the same for the same seed and thread count', () => {
    const args = ['--rules', '{"decks":2}', '--hands', '30000', '--seed', 's', '--threads', '2', '--json']
    const a = JSON.parse(run(args).stdout)
    const b = JSON.parse(run(args).stdout)
    expect(a).toMatchObject({ rounds: 30000, threads: 2, seed: 's', rules: { decks: 2 } })
    expect(typeof a.handsPerSecond).toBe('number')
    expect(a.houseEdge).toBe(b.houseEdge)
    expect(a.stdError).toBeGreaterThan(0)
    expect(Object.values(a.outcomes as Record<string, number>).reduce((x, y) => x + y, 0)).toBe(a.hands)
  })

  it('prints the report, and bad rules or counts exit 2 with what and why', () => {
    const ok = run(['--hands', '20000', '--seed', 'r', '--threads', '1'])
    expect(ok.status).toBe(0)
    expect(ok.stdout).toMatch(/house edge\s+-?\d+\.\d{3} % ± \d+\.\d{3}/)
    expect(ok.stdout).toMatch(/hands\/s .*start-up \d+\.\d+ s, stored chart/)
    const bad = run(['--rules', '{"decks":9}'])
    expect(bad.status).toBe(2)
    expect(bad.stderr).toMatch(/rules\.decks is 9/)
    expect(run(['--hands', '-5']).status).toBe(2)
  })
})
