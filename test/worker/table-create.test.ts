import { describe, expect, it } from 'vitest'
import { PRESETS } from '../../src/table/presets.ts'
import { Browser, createForm, createTable, offered, soloTable, stack, tableState, text } from './table-helpers.ts'

describe('creating a table', () => {
  it('shows every feature as a toggle (all on) and the presets', async () => {
    const html = await new Browser().get('/')
    for (const f of ['multiplayer', 'surrender', 'double', 'split', 'betting', 'naturals', 'insurance', 'evenMoney']) {
      expect(html).toMatch(new RegExp(`name="features" value="${f}" checked`))
    }
    for (const p of PRESETS) expect(html).toContain(`/?preset=${p.id}`)
  })

  it('names each preset for what it is, never by a seed file, each with a Play button', async () => {
    const html = await new Browser().get('/')
    expect(PRESETS.map((p) => p.title)).toEqual([
      'Casino classic',
      'Online 8-deck',
      'Rocket Academy',
      'Beginner: hit or stand',
    ])
    expect(text(html)).not.toMatch(/seed \d/i)
    for (const p of PRESETS) {
      expect(html).toContain(`<input type="hidden" name="preset" value="${p.id}"/>`)
      expect(html).toContain(`aria-label="Play ${p.title}"`)
    }
  })

  it("creates a preset's table in one post, with the preset's settings", async () => {
    for (const p of PRESETS) {
      const b = new Browser()
      await b.get('/')
      const res = await b.post('/tables', { preset: p.id })
      expect(res.status, p.id).toBe(303)
      const id = (res.headers.get('location') ?? '').split('/').pop() ?? ''
      const t = await tableState(id)
      expect(t.config.features, p.id).toEqual(p.settings.features)
      expect(t.config.bankroll, p.id).toBe(p.settings.bankroll)
      expect(t.config.rules.decks, p.id).toBe(p.settings.house.decks ?? 6)
    }
    const b = new Browser()
    const res = await b.post('/tables', { preset: 'seed004' })
    expect(res.status).toBe(400)
    expect(text(b.html)).toContain('there is no table called "seed004"')
  })

  it('disables the house rules a switched-off feature makes irrelevant, and says why', async () => {
    const html = await new Browser().get('/?preset=beginner')
    for (const needs of ['naturals', 'double', 'split', 'surrender', 'betting']) {
      expect(html).toMatch(new RegExp(`<fieldset data-needs="${needs}" disabled="">`))
    }
    expect(text(html)).toContain('Not used while the feature “Splitting pairs” is off above.')
    // A browser does not send a disabled fieldset: the table is still created, with the defaults.
    const id = await createTable(
      createForm({ maxHands: '', splitBy: '', splitDeal: '', double: '', minBet: '', maxBet: '' }, []),
    )
    expect((await tableState(id)).config.rules).toMatchObject({ split: false, double: 'none', minBet: 5 })
  })

  it('fills the form from a preset: the beginner assignment has every feature off', async () => {
    const html = await new Browser().get('/?preset=beginner')
    expect(html).not.toMatch(/name="features" value="[a-zA-Z]+" checked/)
  })

  it('creates a table with the chosen rules and redirects to it', async () => {
    const id = await createTable(createForm({ decks: '8', hitSoft17: 'h17', penetration: '0' }))
    const t = await tableState(id)
    expect(t.config.rules).toMatchObject({ decks: 8, hitSoft17: true, penetration: 0, surrender: 'late' })
    expect(t.players).toHaveLength(7)
  })

  it("refuses bad rules in plain words, by the form's field names, and creates nothing", async () => {
    const b = new Browser()
    const res = await b.post('/tables', createForm({ minBet: '50', maxBet: '10' }))
    expect(res.status).toBe(422)
    expect(text(b.html)).toContain('The minimum bet ($50) is above the maximum bet ($10)')
    expect(text(b.html)).not.toContain('rules.')
    await b.post('/tables', createForm({ penetration: '0.99' }))
    expect(text(b.html)).toContain('Penetration must be a number from 0 to 0.95.')
    const res2 = await b.post('/tables', createForm({ decks: 'many' }))
    expect(res2.status).toBe(400)
    expect(text(b.html)).toContain('Decks must be a number')
  })

  it('answers 404 with a clear message for an unknown table', async () => {
    const b = new Browser()
    await b.get('/t/aaaaaaaaaa')
    expect(b.status).toBe(404)
    expect(text(b.html)).toContain('There is no table with this id')
    await b.get('/t/not-a-table-id')
    expect(b.status).toBe(404)
    const res = await b.post('/t/aaaaaaaaaa/join', { name: 'x', actionId: 'abcdefgh12' })
    expect(res.status).toBe(404)
  })
})

describe('a feature that is off is gone from play', () => {
  const beginner = createForm({}, [])

  it('beginner table: one seat, no money, only hit and stand even on a pair', async () => {
    const { id, ann } = await soloTable(beginner)
    expect((await tableState(id)).players).toHaveLength(1)
    expect(ann.html).not.toContain('name="amount"')
    await stack(id, ['8S', '6C', '8H', 'TD', '3D'])
    await ann.act(id, 'bet')
    expect(offered(ann.html)).toEqual(['hit', 'stand'])
    expect(text(ann.html)).not.toContain('Bankroll')
  })

  it('the engine refuses a posted move whose feature is off', async () => {
    const { id, ann } = await soloTable(beginner)
    await stack(id, ['8S', '6C', '8H', 'TD', '3D'])
    await ann.act(id, 'bet')
    const before = await tableState(id)
    for (const [move, why] of [
      ['split', 'splitting is off at this table'],
      ['double', 'doubling is off at this table'],
      ['surrender', 'surrender is off at this table'],
    ]) {
      const res = await ann.post(`/t/${id}/act`, { move })
      expect(res.status).toBe(422)
      expect(text(ann.html)).toContain(why)
    }
    expect(await tableState(id)).toEqual(before)
  })

  it('no blackjacks: a two-card 21 is an ordinary 21 and no insurance is offered', async () => {
    const { id, ann } = await soloTable(createForm({}, ['betting', 'insurance', 'evenMoney']))
    await stack(id, ['AS', 'AD', 'KH', '7C', '5D'])
    await ann.act(id, 'bet', { amount: '10' })
    expect(text(ann.html)).toContain('Win +$10')
    expect(text(ann.html)).not.toMatch(/Blackjack (\(21\)|\+)/)
  })

  it('no insurance: an ace up goes straight to play', async () => {
    const { id, ann } = await soloTable(createForm({}, ['betting', 'naturals', 'double']))
    await stack(id, ['TS', 'AS', '6H', '7D'])
    await ann.act(id, 'bet', { amount: '10' })
    expect(offered(ann.html)).toEqual(['hit', 'stand', 'double'])
  })
})
