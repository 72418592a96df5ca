import { describe, expect, it } from 'vitest'
import { runCase } from '../../src/engine/case.ts'
import { createForm, offered, soloTable, stack, tableState, text } from './table-helpers.ts'

// Stacked shoes deal in contract order: seat card, dealer upcard, seat card, hole card, then draws.

describe('one player, every action', () => {
  it('hits and stands: totals, the hidden hole card, then a plain result with the money moved', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['TS', '9H', '6C', '8D', '2C'])
    await ann.act(id, 'bet', { amount: '10' })
    expect(offered(ann.html)).toEqual(['hit', 'stand', 'double', 'surrender'])
    expect(text(ann.html)).toContain('Your turn')
    expect(ann.html).toContain('aria-label="Face-down card"')
    expect(ann.html).not.toContain('data-card="8D"')
    await ann.act(id, 'act', { move: 'hit' })
    expect(text(ann.html)).toContain('18')
    await ann.act(id, 'act', { move: 'stand' })
    const t = text(ann.html)
    expect(t).toContain('Win +$10')
    expect(t).toContain('Bankroll $1010')
    expect(ann.html).toContain('data-card="8D"')
    expect(t).toContain('Round 1 is settled')
  })

  it('shows soft totals as soft', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['AS', '9H', '6C', '8D'])
    await ann.act(id, 'bet', { amount: '10' })
    expect(text(ann.html)).toContain('soft 17')
  })

  it('doubles: one card, twice the wager', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['6S', '9C', '5H', '7D', 'TD', '9S'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'double' })
    const t = text(ann.html)
    expect(t).toContain('(doubled)')
    expect(t).toContain('Win +$20')
    expect(t).toContain('Bankroll $1020')
  })

  it('splits a pair into two hands played left to right', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['8S', '6C', '8H', 'TD', '3D', 'TC', '9H'])
    await ann.act(id, 'bet', { amount: '10' })
    expect(offered(ann.html)).toContain('split')
    await ann.act(id, 'act', { move: 'split' })
    expect(text(ann.html)).toContain('Hand 1')
    await ann.act(id, 'act', { move: 'stand' })
    await ann.act(id, 'act', { move: 'stand' })
    const t = text(ann.html)
    expect(t.match(/Win \+\$10/g)).toHaveLength(2)
    expect(t).toContain('Round +$20')
  })

  it('surrenders late for half the bet', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['TS', 'TC', '6H', '7D'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'surrender' })
    expect(text(ann.html)).toContain('Surrender −$5')
    expect(text(ann.html)).toContain('Bankroll $995')
  })

  it('offers insurance under an ace; insurance pays 2:1 on a dealer blackjack', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['TS', 'AS', '9H', 'KD'])
    await ann.act(id, 'bet', { amount: '10' })
    expect(offered(ann.html)).toEqual(['insure', 'decline'])
    expect(ann.html).toContain('name="amount"')
    await ann.act(id, 'act', { move: 'insure', amount: '5' })
    const t = text(ann.html)
    expect(t).toContain('Blackjack (21)')
    expect(t).toContain('Lose −$10')
    expect(t).toContain('Insurance $5')
    expect(t).toContain('Bankroll $1000')
  })

  it('offers even money to a natural under an ace', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['AS', 'AD', 'KH', '7C'])
    await ann.act(id, 'bet', { amount: '10' })
    expect(offered(ann.html)).toEqual(['insure', 'even-money', 'decline'])
    await ann.act(id, 'act', { move: 'even-money' })
    expect(text(ann.html)).toContain('Even money +$10')
    expect(text(ann.html)).toContain('Bankroll $1010')
  })

  it('pays a blackjack 3:2 at once', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['AS', '9C', 'KH', '7D'])
    await ann.act(id, 'bet', { amount: '10' })
    expect(text(ann.html)).toContain('Blackjack +$15')
    expect(text(ann.html)).toContain('Bankroll $1015')
  })

  it('busts over 21', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['TS', '9C', '6H', '8D', 'KD'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'hit' })
    expect(text(ann.html)).toContain('Bust −$10')
  })

  it('surrenders early, before the dealer peeks, under early surrender', async () => {
    const { id, ann } = await soloTable(createForm({ surrender: 'early' }))
    await stack(id, ['TS', 'AS', '6H', 'KD'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'decline' })
    expect(offered(ann.html)).toEqual(['surrender', 'decline'])
    await ann.act(id, 'act', { move: 'surrender' })
    expect(text(ann.html)).toContain('Surrender −$5')
  })

  it('brings out a new shoe when the shoe runs out mid-round, and the case still replays', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['TS', '9H', '2C', '8D'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'hit' })
    const t = await tableState(id)
    expect(t.round?.seats[0].hands[0].cards).toHaveLength(3)
    expect(t.newShoe).toBe(true)
    // The new card is random: the hand may have reached 21 or busted, settling the round.
    if (t.round?.phase !== 'settled') await ann.act(id, 'act', { move: 'stand' })
    const c = (await (await ann.request(`/t/${id}/rounds/1/case.json`)).json()) as Record<string, unknown>
    const { expect: expected, ...request } = c
    expect(runCase(request)).toEqual(expected)
  })

  it('records each round for the hand history and the case download', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['6S', '9C', '5H', '7D', 'TD', '9S'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'double' })
    const history = text(await ann.get(`/t/${id}/history`))
    expect(history).toContain('Round 1')
    expect(history).toContain('Seat 1: double')
    const res = await ann.request(`/t/${id}/rounds/1/case.json`)
    expect(res.headers.get('content-disposition')).toContain('attachment')
    const c = (await res.json()) as { shoe: string[]; seats: unknown[]; expect: { seats: { net: number }[] } }
    expect(c.shoe).toEqual(['6S', '9C', '5H', '7D', 'TD', '9S'])
    expect(c.seats).toEqual([{ bet: 10, actions: ['double'] }])
    expect(c.expect.seats[0].net).toBe(20)
    expect((await ann.request(`/t/${id}/rounds/2/case.json`)).status).toBe(404)
  })
})

describe('betting', () => {
  it('refuses bets outside the table limits or the bankroll, and changes nothing', async () => {
    const { id, ann } = await soloTable(createForm({ bankroll: '20' }))
    const before = await tableState(id)
    for (const [amount, status, words] of [
      ['4', 422, 'Bets at this table are $5 to $100; $4 is not allowed.'],
      ['101', 422, 'Bets at this table are $5 to $100; $101 is not allowed.'],
      ['30', 422, 'your bankroll is $20'],
      ['ten', 400, 'a sum like 10'],
    ] as const) {
      const res = await ann.post(`/t/${id}/bet`, { amount })
      expect(res.status).toBe(status)
      expect(text(ann.html)).toContain(words)
      // Plain words for a person: no engine seat index ("seat 0 bets 4"), no contract option names.
      expect(text(ann.html)).not.toMatch(/seat 0|rules\./)
    }
    expect(await tableState(id)).toEqual(before)
  })

  it('offers only the doubles and splits the bankroll can fund, and refuses the rest', async () => {
    const { id, ann } = await soloTable(createForm({ bankroll: '15' }))
    await stack(id, ['8S', '6C', '8H', 'TD', '3D', 'TC', '9H'])
    await ann.act(id, 'bet', { amount: '10' })
    expect(offered(ann.html)).toEqual(['hit', 'stand', 'surrender'])
    const res = await ann.act(id, 'act', { move: 'split' })
    expect(res.status).toBe(422)
    expect(text(ann.html)).toContain('your bankroll has $5 free, and a split needs $10')
  })

  it('lets a broke player rebuy play money', async () => {
    const { id, ann } = await soloTable(createForm({ bankroll: '10' }))
    await stack(id, ['TS', '9C', '6H', '8D', 'KD'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'hit' })
    expect(text(ann.html)).toContain('Bankroll $0')
    expect(text(ann.html)).toContain('Rebuy $10')
    await ann.act(id, 'rebuy')
    expect(text(ann.html)).toContain('Bankroll $10')
    const again = await ann.act(id, 'rebuy', { actionId: 'rebuy-again-1' })
    expect(again.status).toBe(409)
    expect(text(ann.html)).toContain('only when your bankroll is below the minimum bet')
  })
})
