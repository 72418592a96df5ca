import { listDurableObjectIds } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { DEPLOYED } from './grade-helpers.ts'

// Issue 13, point 4: a GET of a well-formed unknown run id must not create a stored Durable Object
// (an <img> on another site could otherwise fill storage one database per request).
describe('an unknown grading run id', () => {
  it('is a 404 on every read route and creates no stored object', async () => {
    // Well-formed (64 hex digits, like a real link) but not made by this grader, and an old 32-digit one.
    const id = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')
    const old = crypto.randomUUID().replaceAll('-', '')
    const before = (await listDurableObjectIds(env.GRADING)).length
    for (const path of [`/grade/${id}`, `/grade/${id}?format=json`, `/grade/${id}/progress`, `/grade/${old}`]) {
      const res = await exports.default.fetch(`${DEPLOYED}${path}`)
      expect(res.status, path).toBe(404)
      await res.text()
    }
    const rerun = await exports.default.fetch(`${DEPLOYED}/grade/${id}/rerun`, {
      method: 'POST',
      headers: { origin: DEPLOYED, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(rerun.status).toBe(404)
    // Local workerd keeps a file for every object touched at all, so no new object means none was touched.
    expect((await listDurableObjectIds(env.GRADING)).length).toBe(before)
  })
})
