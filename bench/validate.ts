/**
 * `npm run validate` (opt-in; about 25 s on 2 cores, longer when a row needs its confirmation run):
 * every published anchor at 2×10^7 rounds on all cores, printed beside the published figure with
 * ±2 SE. `--rounds N` and `--seed S` override; `--no-confirm` skips the second stage; `--json`
 * prints the rows. Exits 1 when an anchor fails.
 *
 * Two stages, fixed in advance. Stage 1 runs every anchor at `rounds` with seed S. A row outside
 * 2 SE gets one confirmation run at 5× the rounds with the independent seed `S/confirm`, and the
 * row fails only if that run is outside 2 SE as well. Why: a correct engine lands outside 2 SE on
 * one row with probability 4.6 %, so on at least one of six rows in 24 % of runs. With the
 * confirmation a correct engine fails a row with probability 0.046 × 0.046 ≈ 0.2 % (1.3 % for the
 * table), while a real error of 2.5 SE at 2×10^7 rounds is 5.6 SE at 10^8 and fails for certain.
 */
import { availableParallelism } from 'node:os'
import { runSimulation } from '../src/cli/simulate-run.ts'
import { ANCHORS, type Anchor } from '../src/strategy/anchors.ts'
import { houseEdge } from '../src/strategy/sim-totals.ts'

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const rounds = Number(arg('--rounds') ?? 2e7)
const seed = arg('--seed') ?? 'validate'
const confirm = !process.argv.includes('--no-confirm')
const threads = availableParallelism()
const json = process.argv.includes('--json')

/** One measurement of an anchor: our figure (a difference for a delta anchor) and its standard error. */
interface Measured {
  ours: number
  se: number
  rounds: number
  seed: string
  within2se: boolean
}

async function measure(anchor: Anchor, n: number, s: string): Promise<Measured> {
  const edge = async (rules: Record<string, unknown>, tag: string) =>
    houseEdge(await runSimulation({ rules, rounds: n, seed: `${s}/${tag}`, threads }))
  const run = await edge(anchor.rules, anchor.name)
  let ours = run.houseEdge
  let se = run.stdError
  if (anchor.base) {
    const base = await edge(anchor.base, `${anchor.name}/base`)
    ours -= base.houseEdge
    se = Math.hypot(se, base.stdError)
  }
  return { ours, se, rounds: n, seed: s, within2se: Math.abs(ours - anchor.published) <= 2 * se }
}

function line(name: string, published: number, m: Measured, verdict: string): string {
  const figure = `ours ${m.ours.toFixed(3).padStart(6)} ± ${(2 * m.se).toFixed(3)} (2 SE)`
  return `${name.padEnd(48)} published ${published.toFixed(3).padStart(6)}  ${figure}  ${verdict}`
}

const rows = []
const t0 = performance.now()
for (const anchor of ANCHORS) {
  const first = await measure(anchor, rounds, seed)
  const second = first.within2se || !confirm ? null : await measure(anchor, 5 * rounds, `${seed}/confirm`)
  const pass = first.within2se || second?.within2se === true
  rows.push({ name: anchor.name, published: anchor.published, first, confirmation: second, pass })
  if (json) continue
  if (!second) console.log(line(anchor.name, anchor.published, first, first.within2se ? 'ok' : 'OUTSIDE 2 SE'))
  else {
    console.log(line(anchor.name, anchor.published, first, 'outside 2 SE: confirming at 5× the rounds'))
    console.log(line('  confirmation, independent seed', anchor.published, second, pass ? 'ok' : 'OUTSIDE 2 SE: fails'))
  }
}
const seconds = (performance.now() - t0) / 1000
if (json) console.log(JSON.stringify({ rounds, threads, seed, seconds, rows }))
else console.log(`${rounds.toLocaleString('en-US')} rounds per run, ${threads} threads, ${seconds.toFixed(0)} s`)
process.exitCode = rows.every((r) => r.pass) ? 0 : 1
