import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

const get = (query: string) => exports.default.fetch(`http://localhost/strategy${query}`)

describe('GET /strategy', () => {
  it('renders the chart for ?rules= JSON: three tables, a legend in words, codes in the cells', async () => {
    const res = await get(`?rules=${encodeURIComponent('{"decks":6,"hitSoft17":true,"surrender":"late"}')}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html.match(/<table class="strategy">/g)).toHaveLength(3)
    expect(html).toContain('Double if allowed, otherwise hit')
    // 8,8 against an ace under H17 with late surrender: surrender, else split.
    expect(html).toMatch(/title="8,8 against A: Surrender if allowed, otherwise split[^"]*">Rp</)
    expect(html).toContain('<option value="true" selected="">hits (H17)</option>')
  })

  it('takes the form fields too (one per option), and defaults with none', async () => {
    const res = await get('?decks=1&hitSoft17=true&surrender=none')
    expect(res.status).toBe(200)
    expect(await res.text()).toMatch(/title="Hard 8 against 6: Double if allowed, otherwise hit/)
    expect((await get('')).status).toBe(200)
  })

  it('answers 400 with what was wrong for bad rules', async () => {
    const res = await get(`?rules=${encodeURIComponent('{"decks":9}')}`)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('rules.decks is 9')
    expect((await get('?rules=%7Bnope')).status).toBe(400)
  })
})
