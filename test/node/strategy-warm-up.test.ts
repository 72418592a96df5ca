import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_RULES } from '../../src/engine/rules.ts'
import { madeUpSlice, WARM_UP_RULES, warmUpStrategyCode } from '../../src/routes/strategy-warm-up.ts'
import { strategyRules } from '../../src/strategy/chart.ts'
import { uncachedChart } from '../../src/strategy/chart-fast.ts'

/**
 * routes/strategy-warm-up.ts: the chart's code run at module load on made-up values. That it leaves
 * nothing behind is tested in the Worker (test/worker/strategy-warm-up.test.ts).
 */

describe('the start-up warm-up of /strategy', () => {
  it('runs every kind of cell a chart has, for each rule set, and both kinds of surrender and hole card', () => {
    for (const rules of WARM_UP_RULES) {
      const key = strategyRules(rules)
      const chart = uncachedChart(key, madeUpSlice(key.naturals))
      const codes = [...new Set([chart.hard, chart.soft, chart.pair].flatMap((m) => [...m.values()].flat()))]
        .map((c) => c.code)
        .join(' ')
      // H, S, P, a double (Dh/Ds) and a surrender (Rh/Rs/Rp): every branch of the chart and table code.
      for (const code of [/\bH\b/, /\bS\b/, /\bP\b/, /\bD[hs]\b/, /\bR[hsp]\b/]) expect(codes).toMatch(code)
    }
    expect(new Set(WARM_UP_RULES.map((r) => r.surrender))).toEqual(new Set(['late', 'early']))
    expect(new Set(WARM_UP_RULES.map((r) => r.holeCard))).toEqual(new Set(['peek', 'enhc']))
  })

  it('never stops the Worker from loading: a failure is logged and the first request pays as before', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(() => warmUpStrategyCode([{ ...DEFAULT_RULES, decks: 99 }, DEFAULT_RULES])).not.toThrow()
      // Once: the failed rule set is skipped and the next one still runs.
      expect(log).toHaveBeenCalledTimes(1)
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^strategy warm-up skipped: .*decks/))
    } finally {
      log.mockRestore()
    }
  })
})
