import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { generateCases } from '../../src/engine/generator.ts'
import { answer } from '../../src/engine/protocol.ts'

describe('POST /api/play inside workerd', () => {
  it('answers generated cases exactly as the engine does (and so as `npx blackjack play`)', async () => {
    for (const c of generateCases('http', 80)) {
      const { expect: want, ...request } = c
      const res = await exports.default.fetch('http://localhost/api/play', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      })
      const body = await res.json()
      expect(body).toEqual(want)
      expect(body).toEqual(answer(request))
      expect(res.status).toBe('error' in (want as object) ? 422 : 200)
    }
  })

  it('answers a seedless shuffle from crypto.getRandomValues, different every time', async () => {
    const shuffle = async () =>
      (
        (await (
          await exports.default.fetch('http://localhost/api/play', {
            method: 'POST',
            body: '{"op":"shuffle","decks":6}',
          })
        ).json()) as { shoe: string[] }
      ).shoe
    const [a, b] = [await shuffle(), await shuffle()]
    expect(a).toHaveLength(312)
    expect(a).not.toEqual(b)
  })
})
