import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

const CONTRACT_CASE = {
  id: 'split-aces-ten-is-not-blackjack',
  rules: { decks: 6 },
  shoe: ['AS', '9C', 'AH', '7D', 'TD', 'KH', '2C'],
  seats: [{ bet: 10, actions: ['split'] }],
}

function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch('http://localhost/api/play', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
}

describe('POST /api/play', () => {
  it('answers the contract example with its section 5 result', async () => {
    const res = await post(JSON.stringify(CONTRACT_CASE))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { seats: { net: number }[]; cardsUsed: number }
    expect(body.seats[0].net).toBe(20)
    expect(body.cardsUsed).toBe(7)
  })

  it('returns 422 with the error body for a case that ends in an error', async () => {
    const res = await post(JSON.stringify({ ...CONTRACT_CASE, seats: [{ bet: 1000, actions: [] }] }))
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ error: { code: 'invalid-bet', seat: 0 } })
  })

  it('returns 400 for a body that is not JSON', async () => {
    const res = await post('{"shoe": [')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'invalid-case' } })
  })

  it('returns 413 for a body over the size cap', async () => {
    const res = await post(JSON.stringify({ pad: 'x'.repeat(300 * 1024) }))
    expect(res.status).toBe(413)
  })

  it('answers hello and shuffle ops', async () => {
    const hello = (await (await post('{"op":"hello"}')).json()) as { protocol: number; features: string[] }
    expect(hello.protocol).toBe(1)
    expect(hello.features).toContain('even-money')
    const a = (await (await post('{"op":"shuffle","decks":1,"seed":"s"}')).json()) as { shoe: string[] }
    const b = (await (await post('{"op":"shuffle","decks":1,"seed":"s"}')).json()) as { shoe: string[] }
    expect(a.shoe).toHaveLength(52)
    expect(a.shoe).toEqual(b.shoe)
  })

  it('serves /healthz', async () => {
    const res = await exports.default.fetch('http://localhost/healthz')
    expect(await res.json()).toEqual({ ok: true })
  })
})
