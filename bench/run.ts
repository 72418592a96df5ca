/**
 * `npm run bench`: figures only, never asserted. Prints the engine's hands per second on one core
 * (6 decks, cut card at 75 %, one seat, the generator's near-basic policy) and cases per second
 * through the case driver. `npm run bench -- --json` prints one JSON object instead.
 */
import { runCase } from '../src/engine/case.ts'
import { generateCases } from '../src/engine/generator.ts'
import { type LiveShoe, shoeAfterRound, shoeForNextRound } from '../src/engine/live-shoe.ts'
import { applyMove } from '../src/engine/play.ts'
import { chooseMove } from '../src/engine/policy.ts'
import { Xoshiro128ss } from '../src/engine/random.ts'
import { startRound } from '../src/engine/round.ts'
import { resolveRules } from '../src/engine/rules.ts'

function handsPerSecond(rounds: number): number {
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

const json = process.argv.includes('--json')
handsPerSecond(50_000) // warm-up: let the JIT settle before measuring
const figures = {
  engineHandsPerSecond: Math.round(handsPerSecond(500_000)),
  caseDriverCasesPerSecond: Math.round(casesPerSecond(5_000)),
}
if (json) console.log(JSON.stringify(figures))
else {
  console.log('figure                                   value')
  console.log(`engine hands/s, 1 core, 6D cut card      ${figures.engineHandsPerSecond.toLocaleString('en-US')}`)
  console.log(`case driver cases/s (generated cases)    ${figures.caseDriverCasesPerSecond.toLocaleString('en-US')}`)
  console.log('goal (issue 5): >= 5,000,000 hands/s on one core')
}
