import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_RULES } from '../../src/engine/rules.ts'
import { madeUpSlice, warmUpStrategyCode } from '../../src/routes/strategy-warm-up.ts'
import { strategyRules } from '../../src/strategy/chart.ts'
import { uncachedChart } from '../../src/strategy/chart-fast.ts'

/**
 * routes/strategy-warm-up.ts: the chart's code run at module load on made-up values. That it leaves
 * nothing behind is tested in the Worker (test/worker/strategy-warm-up.test.ts).
 */

describe('the start-up warm-up of /strategy', () => {
  it('runs every kind of cell a chart has, so every branch of the chart and table code', () => {
    const chart = uncachedChart(strategyRules(DEFAULT_RULES), madeUpSlice(true))
    const codes = new Set(
      [...chart.hard.values(), ...chart.soft.values(), ...chart.pair.values()].flat().map((c) => c.code),
    )
    for (const code of ['H', 'S', 'P']) expect(codes).toContain(code)
    expect([...codes].some((c) => c.startsWith('D'))).toBe(true)
    expect([...codes].some((c) => c.startsWith('R'))).toBe(true)
  })

  it('never stops the Worker from loading: a failure is logged and the first request pays as before', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(() => warmUpStrategyCode({ ...DEFAULT_RULES, decks: 99 })).not.toThrow()
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^strategy warm-up skipped: .*decks/))
    } finally {
      log.mockRestore()
    }
  })
})
