import { DEFAULT_RULES, type Rules } from '../engine/rules.ts'
import { strategyRules } from '../strategy/chart.ts'
import { uncachedChart } from '../strategy/chart-fast.ts'
import { sliceLength } from '../strategy/hand-values.ts'
import { strategyPageHtml } from '../views/strategy/page.tsx'

/**
 * The rule sets the warm-up runs: the defaults (late surrender, the peek, doubling on any two), and
 * one that takes the other branches (early surrender, no hole card, resplit and hit split aces,
 * 9–11, split by rank, H17). A rule set's first chart runs interpreted code its branches never ran.
 */
export const WARM_UP_RULES: readonly Rules[] = [
  DEFAULT_RULES,
  {
    ...DEFAULT_RULES,
    decks: 2,
    hitSoft17: true,
    holeCard: 'enhc',
    obo: false,
    surrender: 'early',
    double: '9-11',
    splitBy: 'rank',
    resplitAces: true,
    hitSplitAces: true,
  },
]

/**
 * Runs the chart's and the page's code on made-up hand values when the Worker's module is loaded,
 * once per rule set of `ruleSets`. An isolate's first /strategy otherwise pays for V8 compiling and
 * first running that code, against the free plan's 10 ms a request. In workerd alone
 * (bench/workerd-plain.ts; medians of 10 restarts, 3 alternated rounds) an isolate's first chart
 * took 8.2–8.6 ms without it and 3.8–4.2 with it; a first chart with the other branches' rules
 * 8.2–8.5 and 4.9–5.5. The module's start-up, which has a limit of its own (1 s), pays about 12 ms
 * of CPU instead. Nothing it makes is kept: the charts are computed without the chart cache, their
 * pages are dropped and the slice store is not touched, so no request is answered from made-up
 * values (test/worker/strategy-warm-up.test.ts).
 */
export function warmUpStrategyCode(ruleSets: readonly Rules[] = WARM_UP_RULES): void {
  for (const rules of ruleSets) {
    try {
      const key = strategyRules(rules)
      strategyPageHtml({ rules, chart: uncachedChart(key, madeUpSlice(key.naturals)) })
    } catch (e) {
      // A warm-up is never worth a Worker that does not start: the first request pays, as without it.
      console.error(`strategy warm-up skipped: ${e instanceof Error ? e.message : String(e)}`)
    }
  }
}

/**
 * A slice's worth of made-up hand values, spread over −0.5…0.5 so that every kind of cell (hit,
 * stand, double, split, surrender) comes up and the warm-up runs every branch a real chart does.
 */
export function madeUpSlice(naturals: boolean): Float64Array {
  const slice = new Float64Array(sliceLength(naturals))
  for (let i = 0; i < slice.length; i++) slice[i] = ((i * 7919) % 1000) / 500 - 1
  return slice
}
