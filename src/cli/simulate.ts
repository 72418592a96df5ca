import { availableParallelism } from 'node:os'
import { EngineError } from '../engine/errors.ts'
import { resolveRules } from '../engine/rules.ts'
import { houseEdge, OUTCOME_NAMES, type SimTotals } from '../strategy/sim-totals.ts'
import { tableOfChart } from '../strategy/table.ts'
import { parseFlags } from './args.ts'
import { simulationChart } from './simulate-chart.ts'
import { runSimulation } from './simulate-run.ts'

const HELP = `blackjack simulate — the house edge of basic strategy under a rule set, by simulation

Options:
  --rules JSON   rule options (contract section 2); omitted ones take the defaults
  --hands N      rounds to play (one seat, one initial hand each); default 1000000
  --seed S       seed string; the run is reproducible for a given seed, whatever --threads
  --threads K    threads (this one and K - 1 workers); default: all cores (${availableParallelism()})
  --json         print one JSON object instead of the report

Plays with the basic-strategy chart of the rules (docs/strategy.md) through the engine, with the
rules' shoe, burn and cut card (penetration 0: a new shoe every round). The house edge is
-(total net)/(total initial bets), in percent, with its standard error (1 SE) from the
per-round variance. Insurance and even money are never taken.`

function positiveInt(name: string, text: string, max: number): number {
  const n = Number(text)
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new Error(`${name} is "${text}"; it must be a whole number from 1 to ${max}`)
  return n
}

/** `blackjack simulate`: plays N rounds with basic strategy and prints the house edge. */
export async function runSimulateCommand(args: string[]): Promise<number> {
  const flags = parseFlags(args, ['--rules', '--hands', '--seed', '--threads'], ['--json'])
  if (flags.switches.has('--help')) {
    console.log(HELP)
    return 0
  }
  let rules: Record<string, unknown>
  try {
    const parsed: unknown = JSON.parse(flags.values.get('--rules') ?? '{}')
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object')
    rules = parsed as Record<string, unknown>
    resolveRules(rules)
  } catch (e) {
    const why = e instanceof EngineError ? e.body.message : 'it is not a JSON object'
    console.error(`blackjack simulate: --rules: ${why}`)
    return 2
  }
  const rounds = positiveInt('--hands', flags.values.get('--hands') ?? '1000000', 1e12)
  const threads = positiveInt('--threads', flags.values.get('--threads') ?? String(availableParallelism()), 256)
  const seed = flags.values.get('--seed') ?? crypto.randomUUID()
  const json = flags.switches.has('--json')
  const { chart, stored } = await simulationChart(rules)
  const table = tableOfChart(chart)
  const bar = !json && process.stderr.isTTY ? progressBar(rounds) : undefined
  // performance.now() counts from the process's start: t0 is the start-up (Node, the modules, the chart).
  const t0 = performance.now()
  const totals = await runSimulation({ rules, rounds, seed, threads, table }, bar)
  const seconds = (performance.now() - t0) / 1000
  if (bar) process.stderr.write('\n')
  const report = summary(totals, {
    seconds,
    startup: t0 / 1000,
    chart: stored ? 'stored' : 'computed',
    threads,
    seed,
    rules,
  })
  if (json) console.log(JSON.stringify(report))
  else printReport(report)
  return 0
}

/** The JSON form of a finished run. */
export function summary(
  t: SimTotals,
  run: {
    seconds: number
    startup: number
    chart: 'stored' | 'computed'
    threads: number
    seed: string
    rules: Record<string, unknown>
  },
) {
  const { houseEdge: edge, stdError } = houseEdge(t)
  return {
    houseEdge: round(edge, 5),
    stdError: round(stdError, 5),
    rounds: t.rounds,
    hands: t.hands,
    handsPerSecond: Math.round(t.rounds / run.seconds),
    seconds: round(run.seconds, 3),
    startupSeconds: round(run.startup, 3),
    /** CPU time of the whole process so far, every thread (process.cpuUsage), for benchmarks. */
    cpuSeconds: round(cpuSeconds(), 3),
    chart: run.chart,
    threads: run.threads,
    seed: run.seed,
    rules: run.rules,
    outcomes: Object.fromEntries(OUTCOME_NAMES.map((o, i) => [o, t.outcomes[i]])),
    doubles: t.doubles,
    splits: t.splits,
    shuffles: t.shuffles,
    voided: t.voided,
  }
}

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}

function round(x: number, digits: number): number {
  return Number(x.toFixed(digits))
}

function printReport(r: ReturnType<typeof summary>): void {
  const n = (x: number) => x.toLocaleString('en-US')
  console.log(`rules       ${JSON.stringify(r.rules)}`)
  console.log(`rounds      ${n(r.rounds)} (${n(r.hands)} hands after splits), seed "${r.seed}", ${r.threads} threads`)
  console.log(`house edge  ${r.houseEdge.toFixed(3)} % ± ${r.stdError.toFixed(3)} (1 SE)`)
  console.log(
    `speed       ${n(r.handsPerSecond)} hands/s (${r.seconds} s; start-up ${r.startupSeconds} s, ${r.chart} chart)`,
  )
  console.log('outcomes    per hand:')
  for (const [name, count] of Object.entries(r.outcomes)) {
    console.log(`  ${name.padEnd(11)} ${((100 * count) / r.hands).toFixed(3).padStart(7)} %  ${n(count)}`)
  }
  console.log(
    `  doubles ${n(r.doubles)}, splits ${n(r.splits)}, shuffles ${n(r.shuffles)}, voided (shoe ran out) ${n(r.voided)}`,
  )
}

function progressBar(total: number): (done: number) => void {
  let last = 0
  return (done) => {
    const now = performance.now()
    if (now - last < 100 && done < total) return
    last = now
    const width = 30
    const filled = Math.round((width * done) / total)
    process.stderr.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${((100 * done) / total).toFixed(1)} %`,
    )
  }
}
