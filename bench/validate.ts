/**
 * `npm run validate` (opt-in, about a minute per 10^8 rounds on 2 cores): every published anchor at
 * 2×10^7 rounds on all cores, printed beside the published figure with ±2 SE. `--rounds N` and
 * `--seed S` override; `--json` prints the rows. Exits 1 when an anchor is outside 2 SE.
 */
import { availableParallelism } from 'node:os'
import { runSimulation } from '../src/cli/simulate-run.ts'
import { ANCHORS } from '../src/strategy/anchors.ts'
import { houseEdge } from '../src/strategy/simulate.ts'

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const rounds = Number(arg('--rounds') ?? 2e7)
const seed = arg('--seed') ?? 'validate'
const threads = availableParallelism()
const json = process.argv.includes('--json')

async function edge(rules: Record<string, unknown>, tag: string) {
  return houseEdge(await runSimulation({ rules, rounds, seed: `${seed}/${tag}`, threads }))
}

const rows = []
const t0 = performance.now()
for (const anchor of ANCHORS) {
  const run = await edge(anchor.rules, anchor.name)
  let ours = run.houseEdge
  let se = run.stdError
  if (anchor.base) {
    const base = await edge(anchor.base, `${anchor.name}/base`)
    ours -= base.houseEdge
    se = Math.hypot(se, base.stdError)
  }
  const row = {
    name: anchor.name,
    published: anchor.published,
    ours,
    se,
    within2se: Math.abs(ours - anchor.published) <= 2 * se,
    rounds,
  }
  rows.push(row)
  if (!json) {
    const flag = row.within2se ? 'ok' : 'OUTSIDE 2 SE'
    console.log(
      `${anchor.name.padEnd(48)} published ${anchor.published.toFixed(3).padStart(6)}  ours ${ours.toFixed(3).padStart(6)} ± ${(2 * se).toFixed(3)} (2 SE)  ${flag}`,
    )
  }
}
if (json) console.log(JSON.stringify({ rounds, threads, seed, seconds: (performance.now() - t0) / 1000, rows }))
else
  console.log(
    `${rounds.toLocaleString('en-US')} rounds per run, ${threads} threads, ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  )
process.exitCode = rows.every((r) => r.within2se) ? 0 : 1
