/**
 * `npm run bench`: figures only, never asserted. Each row is one figure; add a row to ROWS to
 * extend it. `npm run bench -- --json` prints one JSON object {key: value} instead of the table.
 */
import { availableParallelism } from 'node:os'
import { runSimulation } from '../src/cli/simulate-run.ts'
import { runCase } from '../src/engine/case.ts'
import { generateCases } from '../src/engine/generator.ts'
import { type LiveShoe, shoeAfterRound, shoeForNextRound } from '../src/engine/live-shoe.ts'
import { applyMove } from '../src/engine/play.ts'
import { chooseMove } from '../src/engine/policy.ts'
import { Xoshiro128ss } from '../src/engine/random.ts'
import { startRound } from '../src/engine/round.ts'
import { resolveRules } from '../src/engine/rules.ts'
import { basicStrategy } from '../src/strategy/chart.ts'
import { simulate } from '../src/strategy/simulate.ts'
import { strategyTable } from '../src/strategy/table.ts'

/** One figure of the benchmark. */
interface Row {
  key: string
  label: string
  unit: string
  goal?: string
  measure: () => number | Promise<number>
}

/** Rounds per second of the generator's near-basic policy (src/engine/policy.ts), one seat, 6D, cut card. */
function policyHandsPerSecond(rounds: number): number {
  const rules = resolveRules({})
  const rng = Xoshiro128ss.fromSeed('bench')
  const seats = [{ bet: 10 }]
  let shoe: LiveShoe | null = null
  const t0 = performance.now()
  for (let i = 0; i < rounds; i++) {
    shoe = shoeForNextRound(shoe, rules, rng)
    const st = startRound(rules, shoe.cards, shoe.pos, seats)
    while (st.phase !== 'settled') applyMove(st, chooseMove(st, rng, 0))
    shoe = shoeAfterRound(shoe, st)
  }
  return rounds / ((performance.now() - t0) / 1000)
}

function casesPerSecond(count: number): number {
  const cases = generateCases('bench', count).map(({ expect: _e, ...c }) => c)
  const t0 = performance.now()
  for (const c of cases) runCase(c)
  return count / ((performance.now() - t0) / 1000)
}

/** The simulator's rounds per second on this thread: basic-strategy table, 6D S17 DAS LS, cut card. */
function strategyHandsPerSecond(rounds: number): number {
  const table = strategyTable({})
  simulate({}, 50_000, 'warm-up', { table })
  const t0 = performance.now()
  simulate({}, rounds, 'bench', { table })
  return rounds / ((performance.now() - t0) / 1000)
}

const threads = availableParallelism()

const ROWS: Row[] = [
  {
    key: 'engineHandsPerSecond',
    label: 'engine hands/s, 1 core, near-basic policy',
    unit: 'hands/s',
    measure: () => policyHandsPerSecond(500_000),
  },
  {
    key: 'caseDriverCasesPerSecond',
    label: 'case driver cases/s (generated cases)',
    unit: 'cases/s',
    measure: () => casesPerSecond(5_000),
  },
  {
    key: 'simulateHandsPerSecond1',
    label: 'simulate hands/s, 1 core, basic strategy',
    unit: 'hands/s',
    goal: '>= 5,000,000',
    measure: () => strategyHandsPerSecond(2_000_000),
  },
  {
    key: `simulateHandsPerSecond${threads}`,
    label: `simulate hands/s, ${threads} threads (incl. start-up)`,
    unit: 'hands/s',
    measure: async () => {
      const rounds = 4_000_000
      const t0 = performance.now()
      await runSimulation({ rules: {}, rounds, seed: 'bench', threads })
      return rounds / ((performance.now() - t0) / 1000)
    },
  },
  {
    key: 'chartMilliseconds',
    label: 'basic-strategy chart, 1D H17 (ms, cold)',
    unit: 'ms',
    goal: '< 1000',
    measure: () => {
      const t0 = performance.now()
      basicStrategy({ decks: 1, hitSoft17: true, surrender: 'none' })
      return performance.now() - t0
    },
  },
]

const json = process.argv.includes('--json')
policyHandsPerSecond(50_000) // warm-up: let the JIT settle before measuring
const figures: Record<string, number> = {}
for (const row of ROWS) figures[row.key] = Math.round(await row.measure())
if (json) console.log(JSON.stringify(figures))
else {
  console.log(`${'figure'.padEnd(48)}${'value'.padStart(14)}  goal`)
  for (const row of ROWS) {
    console.log(`${row.label.padEnd(48)}${figures[row.key].toLocaleString('en-US').padStart(14)}  ${row.goal ?? ''}`)
  }
}
