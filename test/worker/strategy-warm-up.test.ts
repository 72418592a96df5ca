import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { madeUpSlice, WARM_UP_RULES } from '../../src/routes/strategy-warm-up.ts'
import { chartFromSliceByContext, strategyRules } from '../../src/strategy/chart.ts'
import { uncachedChart } from '../../src/strategy/chart-fast.ts'
import { readSlice, sliceName } from '../../src/strategy/hand-values.ts'
import { tablesHtml } from '../../src/views/strategy/chart.tsx'

describe('the start-up warm-up of /strategy (routes/strategy-warm-up.ts), in the Worker', () => {
  it('leaves no made-up chart behind: each warmed rule set’s page is its stored slice’s chart, cell by cell', async () => {
    // The Worker's module ran the warm-up on these rules: had it cached a made-up chart, this
    // isolate's first /strategy for those rules would show it.
    for (const rules of WARM_UP_RULES) {
      const res = await exports.default.fetch(
        `http://localhost/strategy?rules=${encodeURIComponent(JSON.stringify(rules))}`,
      )
      expect(res.status).toBe(200)
      expect(res.headers.get('X-Chart')).toBe('stored')
      const html = await res.text()
      const key = { decks: rules.decks, hitSoft17: rules.hitSoft17, naturals: rules.naturals }
      const bytes = await (await env.ASSETS.fetch(`http://localhost/charts/${sliceName(key)}`)).arrayBuffer()
      const real = tablesHtml(chartFromSliceByContext(rules, readSlice(bytes, key)))
      const fake = tablesHtml(uncachedChart(strategyRules(rules), madeUpSlice(rules.naturals)))
      expect(real).not.toBe(fake)
      expect(html).toContain(real)
      expect(html).not.toContain(fake)
    }
  })
})
