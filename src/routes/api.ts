import { Hono } from 'hono'
import { answer } from '../engine/protocol.ts'
import { readJsonBody } from './body.ts'

/** The engine over HTTP: the contract's HTTP transport with the reference engine behind it. */
export const api = new Hono<{ Bindings: CloudflareBindings }>()

/**
 * POST /api/play: one case or op request in, its answer out. 400 for a body that is not JSON,
 * 413 for one over the size cap, 422 with the error body for an answer that is an error, else 200.
 */
api.post('/play', async (c) => {
  const body = await readJsonBody(c.req.raw)
  if (!body.ok) return c.json({ error: { code: 'invalid-case', message: body.message } }, body.status)
  const result = answer(body.value)
  return c.json(result, 'error' in result ? 422 : 200)
})
