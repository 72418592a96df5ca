import { evictDurableObject, runDurableObjectAlarm } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { PRESETS } from '../../src/table/presets.ts'
import {
  Browser,
  createForm,
  editState,
  evs,
  loggedVerdicts,
  coachPanel as panel,
  soloTable,
  stack,
  tableState,
  text,
} from './table-helpers.ts'

// Stacked shoes deal: seat card, upcard, seat card, hole card, then draws. The tables are 6 decks, S17,
// DAS, peek, no surrender: the published chart's hit 16 v 10, double 11 v 6, split A-A, stand 20 v 6.
const NO_SURRENDER = ['multiplayer', 'double', 'split', 'betting', 'naturals', 'insurance', 'evenMoney']
const coached = (overrides: Record<string, string> = {}) => createForm({ coach: 'on', ...overrides }, NO_SURRENDER)

describe('the strategy coach toggle', () => {
  it('is on the create form, off by default and in every preset but the beginner’s; a table without it has no coach', async () => {
    const b = new Browser()
    for (const path of ['/', ...PRESETS.map((p) => `/?preset=${p.id}`)]) {
      const input = (await b.get(path)).match(/<input[^>]*name="coach"[^>]*>/)?.[0] ?? ''
      expect(input, path).toContain('type="checkbox"')
      if (path.endsWith('beginner')) expect(input, path).toContain('checked')
      else expect(input, path).not.toContain('checked')
    }
    const { id, ann } = await soloTable(createForm({}, NO_SURRENDER))
    await stack(id, ['TS', 'TD', '6H', '7C'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'stand' })
    expect(text(ann.html)).toContain('strategy coach off')
    expect(ann.html).not.toContain('class="coach"')
    const t = await tableState(id)
    expect(t.config.coach).toBe(false)
    expect(t.players[0]?.coach).toBeUndefined()
    expect(await loggedVerdicts(id)).toEqual([])
  })

  it('is stored with the table, named in the rules and links the chart of the table’s rules', async () => {
    const { id, ann } = await soloTable(coached({ decks: '2', hitSoft17: 'h17' }))
    const t = await tableState(id)
    expect(t.config.coach).toBe(true)
    expect(text(ann.html)).toContain('strategy coach on')
    const links = [...ann.html.matchAll(/href="\/strategy\?rules=([^"]+)"/g)].map((m) => m[1])
    expect(links.length).toBe(2) // the rules aside and the coach panel
    const rules = JSON.parse(decodeURIComponent(links[0].replaceAll('&amp;', '&')))
    expect(rules).toEqual(t.config.rules)
    expect(rules).toMatchObject({ decks: 2, hitSoft17: true })
    const chart = await new Browser().get(`/strategy?rules=${links[0]}`)
    expect(chart).toContain('Basic strategy')
  })
})

describe('verdicts on decisions (published chart cells)', () => {
  it('hard 16 against a 10: hitting matches basic strategy', async () => {
    const { id, ann } = await soloTable(coached())
    await stack(id, ['TS', 'TD', '6H', '7C', '5D'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'hit' })
    const [{ action, verdict: v }] = await loggedVerdicts(id)
    expect(action).toBe('hit')
    expect(v).toMatchObject({ best: 'hit', chosen: 'hit', correct: true, cost: 0, costCents: 0, step: 'play' })
    expect(v).toMatchObject({ cards: ['TS', '6H'], upcard: 'TD', bet: 1000, round: 1, seat: 0, timedOut: false })
    expect(panel(ann)).toContain('Matches basic strategy.')
    expect(panel(ann)).toContain('Basic strategy: hit (EV −0.535). You hit: that is the basic-strategy play.')
    expect(panel(ann)).toContain('1 of 1 decision matched basic strategy; total cost $0.00.')
  })

  it('standing on 16 against a 10 is a small deviation, priced for the bet', async () => {
    const { id, ann } = await soloTable(coached())
    await stack(id, ['TS', 'TD', '6H', '7C'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'stand' })
    const ev = await evs(id, ['TS', '6H'], 'TD', ['hit', 'stand', 'double'])
    const [{ verdict: v }] = await loggedVerdicts(id)
    expect(v).toMatchObject({ best: 'hit', chosen: 'stand', correct: false })
    expect(v.cost).toBeCloseTo(ev.hit - ev.stand, 12)
    // Hit and stand are close here (both about −0.54 a bet): a positive cost under 0.02.
    expect(v.cost).toBeGreaterThan(0)
    expect(v.cost).toBeLessThan(0.02)
    expect(v.costCents).toBeCloseTo(v.cost * 1000, 9)
    expect(panel(ann)).toContain('Deviation from basic strategy.')
    expect(panel(ann)).toContain(
      `Round 1: hard 16 against a 10. Basic strategy: hit (EV −0.535). You stood (EV −0.541): cost 0.006 × bet = $0.06.`,
    )
    expect(panel(ann)).toContain('0 of 1 decision matched basic strategy; total cost $0.06.')
  })

  it('11 against a 6: double; hitting instead costs about a third of the bet, then standing on 20 is right', async () => {
    const { id, ann } = await soloTable(coached())
    await stack(id, ['5S', '6D', '6H', 'TC', '9D', 'TD'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'hit' })
    await ann.act(id, 'act', { move: 'stand' })
    const ev = await evs(id, ['5S', '6H'], '6D', ['hit', 'stand', 'double'])
    const [first, second] = (await loggedVerdicts(id)).map((r) => r.verdict)
    expect(first).toMatchObject({ best: 'double', chosen: 'hit', correct: false })
    expect(first.cost).toBeCloseTo(ev.double - ev.hit, 12)
    expect(first.cost).toBeGreaterThan(0.3) // about +0.67 doubled against +0.34 hit
    expect(first.cost).toBeLessThan(0.4)
    expect(second).toMatchObject({ cards: ['5S', '6H', '9D'], best: 'stand', chosen: 'stand', correct: true })
    const p = (await tableState(id)).players[0]?.coach
    expect(p).toMatchObject({ decisions: 2, correct: 1 })
    expect(p?.costCents).toBeCloseTo(first.cost * 1000, 9)
    expect(panel(ann)).toContain(
      `1 of 2 decisions matched basic strategy; total cost $${(first.cost * 10).toFixed(2)}.`,
    )
  })

  it('11 against a 6 when the bankroll cannot fund a double: hitting is the best offered play', async () => {
    const { id, ann } = await soloTable(coached({ bankroll: '10' }))
    await stack(id, ['5S', '6D', '6H', 'TC', '9D', 'TD'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'hit' })
    expect((await loggedVerdicts(id))[0].verdict).toMatchObject({ best: 'hit', chosen: 'hit', correct: true })
  })

  it('A-A against a 6: split is basic strategy; standing on soft 12 costs most of a bet', async () => {
    const { id, ann } = await soloTable(coached())
    await stack(id, ['AS', '6D', 'AH', 'TC', '9S', '8S', 'TD'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'split' })
    expect((await loggedVerdicts(id))[0].verdict).toMatchObject({ best: 'split', chosen: 'split', correct: true })
    expect(panel(ann)).toContain('a pair of aces against a 6. Basic strategy: split')
    const again = await soloTable(coached())
    await stack(again.id, ['AS', '6D', 'AH', 'TC', 'TD'])
    await again.ann.act(again.id, 'bet', { amount: '10' })
    await again.ann.act(again.id, 'act', { move: 'stand' })
    const v = (await loggedVerdicts(again.id))[0].verdict
    expect(v).toMatchObject({ best: 'split', chosen: 'stand', correct: false })
    expect(v.cost).toBeGreaterThan(0.7)
  })

  it('20 against a 6: stand; hitting costs more than 1.4 bets, said in words and money', async () => {
    const { id, ann } = await soloTable(coached())
    await stack(id, ['TS', '6D', 'KH', 'TC', 'TD'])
    await ann.act(id, 'bet', { amount: '20' })
    await ann.act(id, 'act', { move: 'hit' })
    const ev = await evs(id, ['TS', 'KH'], '6D', ['hit', 'stand', 'double', 'split'])
    const v = (await loggedVerdicts(id))[0].verdict
    expect(v).toMatchObject({ best: 'stand', chosen: 'hit', correct: false, bet: 2000 })
    expect(v.cost).toBeCloseTo(ev.stand - ev.hit, 12)
    expect(v.cost).toBeGreaterThan(1.4) // standing wins about +0.70, hitting 20 loses about −0.85
    const sentence = `Basic strategy: stand (EV +${ev.stand.toFixed(3)}). You hit (EV −${(-ev.hit).toFixed(3)}): cost ${v.cost.toFixed(3)} × bet = $${(v.cost * 20).toFixed(2)}.`
    expect(panel(ann)).toContain(sentence)
    const history = text(await ann.get(`/t/${id}/history`))
    expect(history).toContain(`Deviation from basic strategy. Round 1: hard 20 against a 6. Basic strategy: stand`)
    expect(history).toContain(`The player hit (EV −${(-ev.hit).toFixed(3)}): cost ${v.cost.toFixed(3)} × bet`)
  })

  it('the insurance step: declining is basic strategy, insuring costs the side bet’s edge', async () => {
    const { id, ann } = await soloTable(coached())
    await stack(id, ['TS', 'AS', '9H', '7D'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'insure', amount: '5' })
    const ev = await evs(id, ['TS', '9H'], 'AS', ['insure', 'decline'])
    const v = (await loggedVerdicts(id))[0].verdict
    expect(v).toMatchObject({ step: 'insurance', best: 'decline', chosen: 'insure', amount: 5, correct: false })
    expect(v.cost).toBeCloseTo(-ev.insure, 12)
    expect(v.cost).toBeGreaterThan(0.02) // insurance loses about 7% of the stake in six decks
    expect(panel(ann)).toContain('Basic strategy: decline insurance (EV 0.000). You insured for $5 (EV −0.039)')
    await ann.act(id, 'act', { move: 'stand' })
    expect((await tableState(id)).players[0]?.coach).toMatchObject({ decisions: 2, correct: 1 })
  })
})

describe('what the coach sees and keeps', () => {
  it('judges only the hand, upcard and rules: a different hole card and shoe give the same verdict', async () => {
    const verdicts = []
    for (const hole of ['7C', '9C']) {
      const { id, ann } = await soloTable(coached())
      await stack(id, ['TS', 'TD', '2H', hole, '3D', hole === '7C' ? '4S' : 'KS'])
      await ann.act(id, 'bet', { amount: '10' })
      await ann.act(id, 'act', { move: 'hit' })
      expect(panel(ann)).toContain('hard 12 against a 10')
      expect(ann.html).not.toMatch(new RegExp(`(?<![A-Za-z0-9])${hole}(?![A-Za-z0-9])`))
      expect(text(ann.html)).not.toContain(hole === '7C' ? '7 of clubs' : '9 of clubs')
      verdicts.push((await loggedVerdicts(id))[0].verdict)
    }
    expect(verdicts[0]).toEqual(verdicts[1])
  })

  it('every browser at the table sees each seat’s verdict and summary', async () => {
    const { id, ann } = await soloTable(coached())
    const bob = new Browser()
    await bob.get(`/t/${id}`)
    await bob.act(id, 'join', { name: 'Bob', seat: '2' })
    await stack(id, ['TS', '9C', '7H', '6D', 'TH', '7D', '2C'])
    await ann.act(id, 'bet', { amount: '10' })
    await bob.act(id, 'bet', { amount: '10' })
    await ann.get(`/t/${id}`)
    const res = await ann.post(`/t/${id}/act`, { move: 'stand' }, { htmx: true })
    expect(res.status).toBe(200) // htmx gets the table fragment, coach panel included
    expect(panel(ann)).toContain('You stood')
    await bob.get(`/t/${id}`, true)
    expect(panel(bob)).toContain('Ann stood')
    expect(panel(bob)).toContain('Seat 1: Ann')
    expect(panel(bob)).toContain('Seat 2: Bob (you) — No decisions yet.')
  })

  it('survives the Durable Object being evicted: verdicts in the log, counts in the seat', async () => {
    const { id, ann } = await soloTable(coached())
    await stack(id, ['TS', 'TD', '6H', '7C'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'stand' })
    const before = panel(ann)
    await evictDurableObject(env.TABLE.getByName(id))
    await ann.get(`/t/${id}`)
    expect(panel(ann)).toBe(before)
    await stack(id, ['TS', 'TD', '6H', '7C', '5D'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'hit' })
    expect(panel(ann)).toContain('1 of 2 decisions matched basic strategy; total cost $0.06.')
    expect((await loggedVerdicts(id)).map((r) => [r.verdict.round, r.verdict.chosen])).toEqual([
      [1, 'stand'],
      [2, 'hit'],
    ])
  })

  it('a stand by the turn time limit is judged as the seat’s decision', async () => {
    // A clock with one player only when asked for (soloClock).
    const { id, ann } = await soloTable(coached({ soloClock: 'on' }))
    await stack(id, ['TS', 'TD', '6H', '7C'])
    await ann.act(id, 'bet', { amount: '10' })
    await editState(id, (t) => {
      if (t.deadline) t.deadline.at = Date.now() - 1
    })
    expect(await runDurableObjectAlarm(env.TABLE.getByName(id))).toBe(true)
    const [{ action, verdict }] = await loggedVerdicts(id)
    expect(action).toBe('stand (time limit)')
    expect(verdict).toMatchObject({ chosen: 'stand', best: 'hit', timedOut: true, correct: false })
    await ann.get(`/t/${id}`)
    expect(panel(ann)).toContain('You stood (time limit) (EV −0.541)')
  })
})
