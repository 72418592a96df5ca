/**
 * Engine figures, all on this Node process: the basic-strategy simulation on one core and on K
 * worker threads, the live-table path (a fresh round state per round), the case driver and the
 * strategy chart. `scale` shrinks every run (the smoke test uses a tiny one).
 */
import { availableParallelism } from 'node:os'
import { runSimulation } from '../src/cli/simulate-run.ts'
import { runCase } from '../src/engine/case.ts'
import { generateCases } from '../src/engine/generator.ts'
import { type LiveShoe, shoeAfterRound, shoeForNextRound } from '../src/engine/live-shoe.ts'
import { applyMove } from '../src/engine/play.ts'
import { Xoshiro128ss } from '../src/engine/random.ts'
import { startRound } from '../src/engine/round.ts'
import { resolveRules } from '../src/engine/rules.ts'
import { basicStrategy } from '../src/strategy/chart.ts'
import { simulate } from '../src/strategy/simulate.ts'
import { strategyMove, strategyTable } from '../src/strategy/table.ts'
import { type Figure, quantile } from './figures.ts'

const SIM_RULES = {} // the contract's defaults: 6 decks, S17, DAS, late surrender, cut card at 75 %

function perSecond(count: number, ms: number): number {
  return count / (ms / 1000)
}

/** CPU time of this thread so far, in ms: what "on one core" means, whatever else the machine runs. */
function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage()
  return (user + system) / 1000
}

/**
 * Rounds per CPU-second of `simulate` on this thread (one seat, basic strategy, reused round
 * state). CPU time of the thread, not wall time: on a shared machine another process can take the
 * core for a while, which would be counted against the engine.
 */
export function simulateHandsPerSecond(rounds: number, seed: string): number {
  const table = strategyTable(SIM_RULES)
  const t0 = threadCpuMs()
  simulate(SIM_RULES, rounds, seed, { table })
  return perSecond(rounds, threadCpuMs() - t0)
}

/**
 * The live-table path: a new RoundState from startRound every round and a new LiveShoe object
 * after it, as a Durable Object plays (without its storage), with the same basic strategy.
 */
export function freshStateHandsPerSecond(rounds: number): number {
  const rules = resolveRules(SIM_RULES)
  const table = strategyTable(SIM_RULES)
  const rng = Xoshiro128ss.fromSeed('bench/fresh')
  const seats = [{ bet: rules.minBet }]
  let shoe: LiveShoe | null = null
  const t0 = performance.now()
  for (let i = 0; i < rounds; i++) {
    shoe = shoeForNextRound(shoe, rules, rng)
    try {
      const st = startRound(rules, shoe.cards, shoe.pos, seats)
      while (st.phase !== 'settled') applyMove(st, strategyMove(table, st))
      shoe = shoeAfterRound(shoe, st)
    } catch {
      shoe = null // the shoe ran out mid-round: a fresh one (never with these rules)
    }
  }
  return perSecond(rounds, performance.now() - t0)
}

/** Generated cases (contract JSON in, result JSON out) per second through runCase. */
export function casesPerSecond(count: number): number {
  const cases = generateCases('bench', count).map(({ expect: _e, ...c }) => c)
  const t0 = performance.now()
  for (const c of cases) runCase(c)
  return perSecond(count, performance.now() - t0)
}

/** Runs `measure` `times` times and returns the median (the machine is shared: one run can be unlucky). */
export function medianOf(times: number, measure: (i: number) => number): number {
  return quantile(
    Array.from({ length: times }, (_, i) => measure(i)),
    0.5,
  )
}

/** The engine rows of the table. */
export async function engineFigures(scale = 1): Promise<Figure[]> {
  const n = (x: number) => Math.max(100, Math.round(x * scale))
  const threads = availableParallelism()
  simulateHandsPerSecond(n(300_000), 'bench/warm-up') // the JIT settles before anything is timed
  const sim1 = medianOf(5, (i) => simulateHandsPerSecond(n(1_500_000), `bench/${i}`))
  const simRounds = n(2_000_000) * threads
  const t0 = performance.now()
  await runSimulation({ rules: SIM_RULES, rounds: simRounds, seed: 'bench', threads })
  const simK = perSecond(simRounds, performance.now() - t0)
  freshStateHandsPerSecond(n(100_000))
  const fresh = medianOf(3, () => freshStateHandsPerSecond(n(500_000)))
  const cases = casesPerSecond(n(5_000))
  const c0 = performance.now()
  basicStrategy({ decks: 1, hitSoft17: true, surrender: 'none' })
  const chartMs = performance.now() - c0
  return [
    {
      key: 'simulateHandsPerSecond1',
      label: 'engine simulation, 1 core (6D, cut card, basic strategy)',
      value: sim1,
      unit: 'hands/s',
      goal: { op: '>=', target: 5_000_000 },
      note: 'src/strategy/simulate.ts: startRound once, then restartRound + playStrategyMove per round; rounds (one hand each, more after splits) per CPU-second of the simulating thread (process.threadCpuUsage); median of 5 runs of 1.5 M',
    },
    {
      key: 'simulateHandsPerSecondThreads',
      label: `engine simulation, ${threads} threads (incl. thread start-up)`,
      value: simK,
      unit: 'hands/s',
    },
    {
      key: 'freshStateHandsPerSecond',
      label: 'engine, new round state per round (live-table path)',
      value: fresh,
      unit: 'hands/s',
    },
    { key: 'caseDriverCasesPerSecond', label: 'case driver, generated cases (runCase)', value: cases, unit: 'cases/s' },
    {
      key: 'chartMilliseconds',
      label: 'basic-strategy chart, 1D H17, cold',
      value: chartMs,
      unit: 'ms',
      goal: { op: '<=', target: 1000 },
    },
  ]
}
