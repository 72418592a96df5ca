import { abortAllDurableObjects, evictDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { offered, soloTable, stack, tableState, text } from './table-helpers.ts'

/** The page without its per-render action ids, to compare two renders of one state. */
function stable(html: string): string {
  return html.replace(/name="actionId" value="[^"]+"/g, '')
}

describe('a table survives its Durable Object restarting mid-round', () => {
  for (const [how, restart] of [
    ['evicted', (id: string) => evictDurableObject(env.TABLE.getByName(id))],
    ['aborted', () => abortAllDurableObjects()],
  ] as const) {
    it(`resumes the identical round after being ${how}`, async () => {
      const { id, ann } = await soloTable()
      await stack(id, ['8S', '6C', '8H', 'TD', '3D', 'TC', '9H'])
      await ann.act(id, 'bet', { amount: '10' })
      await ann.act(id, 'act', { move: 'split' })
      const before = { state: await tableState(id), page: stable(ann.html) }
      await restart(id)
      await ann.get(`/t/${id}`)
      expect(stable(ann.html)).toBe(before.page)
      expect(await tableState(id)).toEqual(before.state)
      expect(offered(ann.html)).toContain('stand')
      await ann.act(id, 'act', { move: 'stand' })
      await ann.act(id, 'act', { move: 'stand' })
      expect(text(ann.html)).toContain('Round +$20')
    })
  }
})
