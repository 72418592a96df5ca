import { evictDurableObject } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { ActionIds } from '../../src/do/table-action-ids.ts'
import { KEEP_ACTION_IDS, type TableStore } from '../../src/do/table-store.ts'
import { Browser, dump, ORIGIN, soloTable, stack, tableState, text } from './table-helpers.ts'

async function dealtTable() {
  const { id, ann } = await soloTable()
  await stack(id, ['TS', '9H', '6C', '8D', '2C', '3C', '4C'])
  await ann.act(id, 'bet', { amount: '10' })
  return { id, ann }
}

describe('idempotency and stale actions', () => {
  it('a double click (the same action id twice) acts once', async () => {
    const { id, ann } = await dealtTable()
    const ids = ann.formIds('act')
    const first = await ann.post(`/t/${id}/act`, { move: 'hit', ...ids })
    const second = await ann.post(`/t/${id}/act`, { move: 'hit', ...ids })
    expect(first.status).toBe(303)
    expect(second.status).toBe(303)
    const t = await tableState(id)
    expect(t.round?.seats[0].hands[0].cards).toHaveLength(3)
    expect(t.seq).toBe(Number(ids.seq) + 1)
  })

  it('the same action id after an eviction still acts once (the ids are in storage, not only in memory)', async () => {
    const { id, ann } = await dealtTable()
    const ids = ann.formIds('act')
    expect((await ann.post(`/t/${id}/act`, { move: 'hit', ...ids })).status).toBe(303)
    await evictDurableObject(env.TABLE.getByName(id))
    // Not 409 for a stale seq: the repeat is recognised and answered with the stored outcome.
    expect((await ann.post(`/t/${id}/act`, { move: 'hit', ...ids })).status).toBe(303)
    const t = await tableState(id)
    expect(t.round?.seats[0].hands[0].cards).toHaveLength(3)
    expect(t.seq).toBe(Number(ids.seq) + 1)
  })

  it('remembers the newest 1,000 action ids in memory, as storage does', () => {
    const store = { outcomes: () => new Map() } as unknown as TableStore
    const memory = new ActionIds(store)
    for (let i = 0; i <= KEEP_ACTION_IDS; i++) memory.add(`s:${i}`)
    expect(memory.get('s:0')).toBeUndefined()
    expect(memory.get('s:1')).toEqual({ status: 200, message: null })
    expect(memory.get(`s:${KEEP_ACTION_IDS}`)).toEqual({ status: 200, message: null })
  })

  it('ten concurrent posts of one action id change the table once and all succeed', async () => {
    const { id, ann } = await dealtTable()
    const ids = ann.formIds('act')
    const results = await Promise.all(
      Array.from({ length: 10 }, () => ann.post(`/t/${id}/act`, { move: 'hit', ...ids }, { htmx: true })),
    )
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect((await tableState(id)).round?.seats[0].hands[0].cards).toHaveLength(3)
  })

  it('a stale sequence number gets 409 with the current table and changes nothing', async () => {
    const { id, ann } = await dealtTable()
    const stale = ann.formIds('act')
    await ann.act(id, 'act', { move: 'hit' })
    const before = await dump(id)
    const res = await ann.post(
      `/t/${id}/act`,
      { move: 'hit', seq: stale.seq, actionId: 'fresh-id-123' },
      { htmx: true },
    )
    expect(res.status).toBe(409)
    expect(ann.html).toMatch(/^<section id="table"/)
    expect(text(ann.html)).toContain('an earlier moment of the round')
    expect(ann.html).toContain(`data-seq="${Number(stale.seq) + 1}"`)
    expect(await dump(id)).toEqual(before)
  })

  it('a player can act only for their own seat, only on their turn', async () => {
    const { id } = await dealtTable()
    const bob = new Browser()
    await bob.get(`/t/${id}`)
    const seq = String((await tableState(id)).seq)
    const before = await dump(id)
    const res = await bob.post(`/t/${id}/act`, { move: 'stand', seq, actionId: 'bob-action-1' })
    expect(res.status).toBe(403)
    expect(text(bob.html)).toContain('you have no seat at this table')
    expect(await dump(id)).toEqual(before)
  })

  it('refuses malformed forms with a clear message', async () => {
    const { id, ann } = await dealtTable()
    const ids = ann.formIds('act')
    expect((await ann.post(`/t/${id}/act`, { ...ids, move: 'fly' })).status).toBe(400)
    expect(text(ann.html)).toContain('"fly" is not a move')
    expect((await ann.post(`/t/${id}/act`, { move: 'hit', seq: ids.seq, actionId: '<x>' })).status).toBe(400)
    expect((await ann.post(`/t/${id}/act`, { move: 'hit', seq: 'x', actionId: ids.actionId })).status).toBe(400)
  })
})

describe('request safety', () => {
  const crossSite: [string, Record<string, string>][] = [
    [
      'a form from another origin',
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    ],
    ['text/plain', { 'content-type': 'text/plain', origin: 'https://evil.example' }],
    [
      'an upper-case content type',
      { 'content-type': 'APPLICATION/X-WWW-FORM-URLENCODED', origin: 'https://evil.example' },
    ],
    ['no content type', { origin: 'https://evil.example' }],
    [
      'Sec-Fetch-Site: cross-site and no Origin',
      { 'content-type': 'multipart/form-data; boundary=x', 'sec-fetch-site': 'cross-site' },
    ],
  ]
  for (const [what, headers] of crossSite) {
    it(`blocks a cross-site post (${what}) on every state-changing route`, async () => {
      const { id, ann } = await dealtTable()
      const before = await dump(id)
      for (const path of ['/tables', ...['join', 'leave', 'bet', 'deal', 'rebuy', 'act'].map((v) => `/t/${id}/${v}`)]) {
        const res = await ann.request(path, { method: 'POST', headers, body: 'move=stand&seq=1&actionId=abcdefgh1' })
        expect(res.status, path).toBe(403)
      }
      expect(await dump(id)).toEqual(before)
    })
  }

  it('refuses a tampered session cookie with 401, changes nothing and clears the cookie', async () => {
    const { id, ann } = await dealtTable()
    const ids = ann.formIds('act')
    const before = await dump(id)
    const [name, value] = ann.cookie.split('=')
    ann.cookie = `${name}=${value.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'))}`
    const res = await ann.post(`/t/${id}/act`, { move: 'hit', ...ids })
    expect(res.status).toBe(401)
    expect(text(ann.html)).toContain('could not be verified')
    expect(res.headers.get('set-cookie')).toMatch(/bj_session=;/)
    expect(await dump(id)).toEqual(before)
  })

  it('refuses an oversized body with 413', async () => {
    const { id, ann } = await dealtTable()
    const before = await dump(id)
    const res = await ann.post(`/t/${id}/join`, { name: 'x'.repeat(20_000), actionId: 'abcdefgh1' })
    expect(res.status).toBe(413)
    expect(await dump(id)).toEqual(before)
  })

  it('escapes user text: a name cannot inject markup', async () => {
    const { id } = await soloTable()
    const eve = new Browser()
    await eve.get(`/t/${id}`)
    await eve.act(id, 'join', { name: '<img src=x onerror=f()>' })
    expect(eve.html).not.toContain('<img src=x')
    expect(eve.html).toContain('&lt;img src=x onerror=f()&gt;')
  })

  it('sends secure headers with a strict Content-Security-Policy', async () => {
    const res = await new Browser().request('/')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const cookie = (await new Browser().request(`/t/aaaaaaaaaa`)).headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
  })

  it('uses __Host- and Secure cookies over HTTPS', async () => {
    const res = await exports.default.fetch('https://localhost/t/aaaaaaaaaa')
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-bj_session=.*Secure/)
  })

  it('refuses to run sessions on a public host without SESSION_SECRET', async () => {
    const res = await exports.default.fetch('https://blackjack.example/t/aaaaaaaaaa')
    expect(res.status).toBe(500)
    expect(await res.text()).toContain('wrangler secret put SESSION_SECRET')
  })

  it('hides the stacked-shoe test route unless E2E_STACKED_SHOES is set', async () => {
    const { id, ann } = await soloTable()
    const res = await ann.request(`/t/${id}/test/shoe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ cards: ['AS'] }),
    })
    expect(res.status).toBe(404)
    expect((await tableState(id)).stacked).toBeNull()
  })

  it('refuses a WebSocket from another origin', async () => {
    const { id, ann } = await soloTable()
    const res = await ann.request(`/t/${id}/ws`, { headers: { Upgrade: 'websocket', Origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
  })
})
