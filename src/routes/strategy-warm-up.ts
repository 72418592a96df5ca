import { DEFAULT_RULES, type Rules } from '../engine/rules.ts'
import { strategyRules } from '../strategy/chart.ts'
import { uncachedChart } from '../strategy/chart-fast.ts'
import { sliceLength } from '../strategy/hand-values.ts'
import { strategyPageHtml } from '../views/strategy/page.tsx'

/**
 * Runs the chart's and the page's code once, on made-up hand values, when the Worker's module is
 * loaded. An isolate's first /strategy otherwise pays for V8 compiling and first running that code
 * against the free plan's 10 ms a request: in workerd alone (bench/workerd-plain.ts) its first
 * chart took 7.4–8.7 ms without this and 5.0–5.5 with it, and the second slice 4.5–5.6 and 1.9–2.3
 * (medians of 10 restarts, 5 alternated rounds). The module's start-up, which has a limit of its own
 * (1 s), pays about 8 ms of CPU for it instead. Nothing it makes is kept: the chart is computed
 * without the chart cache, its page is dropped and the slice store is not touched, so no request is
 * answered from made-up values (test/worker/strategy-warm-up.test.ts).
 */
export function warmUpStrategyCode(rules: Rules = DEFAULT_RULES): void {
  try {
    const key = strategyRules(rules)
    strategyPageHtml({ rules, chart: uncachedChart(key, madeUpSlice(key.naturals)) })
  } catch (e) {
    // A warm-up is never worth a Worker that does not start: the first request pays, as without it.
    console.error(`strategy warm-up skipped: ${e instanceof Error ? e.message : String(e)}`)
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
