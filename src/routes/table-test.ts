import { Hono } from 'hono'
import type { StackedTableRoom } from '../do/table-test.ts'
import type { GameEnv } from './session.ts'

/**
 * Test-only routes of the end-to-end Worker (src/test-worker.ts). The deployed Worker (src/index.ts)
 * does not import this module, so no real table can be dealt a stacked shoe: there the URL is a 404.
 */
export const testRoutes = new Hono<GameEnv>()

testRoutes.post('/t/:id/test/shoe', async (c) => {
  const body = (await c.req.json().catch(() => null)) as { cards?: unknown } | null
  const cards = body?.cards
  if (!Array.isArray(cards) || !cards.every((x) => typeof x === 'string') || cards.length > 1000) {
    return c.json({ error: 'send {"cards": ["AS", "TD", ...]}' }, 400)
  }
  const room = c.env.TABLE.getByName(c.req.param('id')) as unknown as DurableObjectStub<StackedTableRoom>
  const out = await room.stackShoe(cards)
  return c.json(out, out.status)
})
