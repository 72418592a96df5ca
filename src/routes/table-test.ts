import { Hono } from 'hono'
import type { GameEnv } from './session.ts'

/**
 * Test-only routes for the end-to-end suite. They exist only when the Worker runs with
 * E2E_STACKED_SHOES="1" (set by test/e2e/global-setup.ts through `wrangler dev --var`); otherwise
 * every one of them is a plain 404, so no real table can be dealt a stacked shoe.
 */
export const testRoutes = new Hono<GameEnv>()

testRoutes.post('/t/:id/test/shoe', async (c) => {
  if (c.env.E2E_STACKED_SHOES !== '1') return c.notFound()
  const body = (await c.req.json().catch(() => null)) as { cards?: unknown } | null
  const cards = body?.cards
  if (!Array.isArray(cards) || !cards.every((x) => typeof x === 'string') || cards.length > 1000) {
    return c.json({ error: 'send {"cards": ["AS", "TD", ...]}' }, 400)
  }
  const out = await c.env.TABLE.getByName(c.req.param('id')).stackShoe(cards)
  return c.json(out, out.status as 200 | 400 | 404)
})
