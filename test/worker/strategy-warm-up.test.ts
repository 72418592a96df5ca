import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RULES } from '../../src/engine/rules.ts'
import { madeUpSlice } from '../../src/routes/strategy-warm-up.ts'
import { chartFromSliceByContext, strategyRules } from '../../src/strategy/chart.ts'
import { uncachedChart } from '../../src/strategy/chart-fast.ts'
import { readSlice } from '../../src/strategy/hand-values.ts'
import { tablesHtml } from '../../src/views/strategy/chart.tsx'

describe('the start-up warm-up of /strategy (routes/strategy-warm-up.ts), in the Worker', () => {
  it('leaves no made-up chart behind: the default rules’ page is the stored slice’s chart, cell by cell', async () => {
    // The Worker's module ran the warm-up on the default rules: had it cached its made-up chart,
    // this isolate's first /strategy for those rules would show it.
    const res = await exports.default.fetch('http://localhost/strategy')
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Chart')).toBe('stored')
    const html = await res.text()
    const bytes = await (await env.ASSETS.fetch('http://localhost/charts/6d-s17.bin')).arrayBuffer()
    const slice = readSlice(bytes, { decks: 6, hitSoft17: false, naturals: true })
    const real = tablesHtml(chartFromSliceByContext(DEFAULT_RULES, slice))
    const fake = tablesHtml(uncachedChart(strategyRules(DEFAULT_RULES), madeUpSlice(true)))
    expect(real).not.toBe(fake)
    expect(html).toContain(real)
    expect(html).not.toContain(fake)
  })
})
