import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { Browser, createForm, createTable, dump, ORIGIN, soloTable, stack, text } from './table-helpers.ts'

// Issue 13, the table's half of points 4 and 7 (written before the fixes, and seen failing).

/** A well-formed table id (10 base32 characters) that no table was created with. */
function unknownId(): string {
  const abc = 'abcdefghijklmnopqrstuvwxyz234567'
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => abc[b & 31]).join('')
}

describe('an unknown table id', () => {
  it('is a 404 on every route and leaves its Durable Object without any storage', async () => {
    const id = unknownId()
    const b = new Browser()
    for (const [path, headers] of [
      [`/t/${id}`, {}],
      [`/t/${id}`, { 'HX-Request': 'true' }],
      [`/t/${id}/history`, {}],
      [`/t/${id}/rounds/1/case.json`, {}],
      [`/t/${id}/ws`, { Upgrade: 'websocket', Origin: ORIGIN }],
    ] as const) {
      const res = await b.request(path, { headers })
      expect(res.status, path).toBe(404)
      await res.text()
    }
    const post = await b.post(`/t/${id}/join`, { name: 'Ann', actionId: 'abcdefgh12' })
    expect(post.status).toBe(404)
    // Storage a GET wrote would persist the object (an <img> elsewhere could fill storage so).
    const stored = await runInDurableObject(env.TABLE.getByName(id), async (_o, state) => ({
      schema: state.storage.sql.exec('SELECT name FROM sqlite_master').toArray(),
      alarm: await state.storage.getAlarm(),
    }))
    expect(stored).toEqual({ schema: [], alarm: null })
  })

  it('a created table still has its schema and plays (created on create only)', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['TS', '9H', '6C', '8D', '2C', '3C'])
    await ann.act(id, 'bet', { amount: '10' })
    expect(ann.status).toBe(200)
    expect(text(ann.html)).toMatch(/Hit/)
  })
})

describe('house rules and numbers on the create form', () => {
  it('refuses an invalid house rule even when its feature is off, and creates nothing', async () => {
    const b = new Browser()
    const noDouble = ['multiplayer', 'surrender', 'split', 'betting', 'naturals', 'insurance', 'evenMoney']
    const res = await b.post('/tables', createForm({ double: 'NaN' }, noDouble))
    expect(res.status).toBe(422)
    expect(text(b.html)).toContain('Double on must be')
    const res2 = await b.post('/tables', createForm({ surrender: 'sometimes' }, ['betting']))
    expect(res2.status).toBe(422)
    expect(text(b.html)).toContain('Surrender must be')
  })

  for (const [name, value] of [
    ['decks', '0x10'],
    ['decks', '1e1'],
    ['minBet', '5.'],
    ['maxBet', ' 100'],
    ['bankroll', '1e3'],
    ['turnSeconds', '0x1e'],
    ['penetration', '.75e0'],
    ['burn', 'Infinity'],
    ['maxHands', '+4'],
  ]) {
    it(`refuses ${name}=${JSON.stringify(value)}, naming the field and what it takes`, async () => {
      const b = new Browser()
      const res = await b.post('/tables', createForm({ [name]: value }))
      expect(res.status).toBe(400)
      expect(text(b.html)).toMatch(/must be a number written in plain digits, like 6 or 0.75/)
      expect(text(b.html)).toContain(`got "${value}"`)
    })
  }

  it('still takes plain numbers: 6 decks, 0.75 penetration, a 12.50 minimum', async () => {
    const id = await createTable(createForm({ penetration: '0.75', minBet: '12.50' }))
    expect(id).toMatch(/^[a-z2-7]{10}$/)
  })
})

describe('action ids', () => {
  it('an action id reused for a different command is refused with 409 and changes nothing', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['TS', '9H', '6C', '8D', '2C', '3C', '4C'])
    await ann.act(id, 'bet', { amount: '10' })
    const ids = ann.formIds('act')
    expect((await ann.post(`/t/${id}/act`, { move: 'hit', ...ids }, { htmx: true })).status).toBe(200)
    const before = await dump(id)
    const res = await ann.post(`/t/${id}/act`, { move: 'stand', ...ids }, { htmx: true })
    expect(res.status).toBe(409)
    expect(text(ann.html)).toMatch(/already used for another action/)
    expect(await dump(id)).toEqual(before)
    // The same command again still answers as the first time did.
    const again = await ann.post(`/t/${id}/act`, { move: 'hit', ...ids }, { htmx: true })
    expect(again.status).toBe(200)
    expect(await dump(id)).toEqual(before)
  })
})

describe('WebSocket messages', () => {
  it('3,000 one-byte messages get no re-render: the output stays bounded', async () => {
    const { id, ann } = await soloTable()
    const res = await ann.request(`/t/${id}/ws`, { headers: { Upgrade: 'websocket', Origin: ORIGIN } })
    expect(res.status).toBe(101)
    const ws = res.webSocket as WebSocket
    let bytes = 0
    let messages = 0
    ws.addEventListener('message', (e) => {
      messages++
      bytes += String(e.data).length
    })
    ws.accept()
    for (let i = 0; i < 3000; i++) ws.send('x')
    // A resync asks for the table once; its answer comes after every message before it.
    ws.send('resync')
    // Wait for the answers to stop: half a second with nothing new (at most 20 s).
    const started = Date.now()
    let last = -1
    while (Date.now() - started < 20_000 && (messages < 2 || messages !== last)) {
      last = messages
      await new Promise((r) => setTimeout(r, 500))
    }
    ws.close()
    // The table on connecting, then the one resync: never one per message.
    expect(messages).toBe(2)
    expect(bytes).toBeLessThan(200_000)
  })
})
