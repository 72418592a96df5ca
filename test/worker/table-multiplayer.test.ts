import { runDurableObjectAlarm } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { dump, editState, offered, seat, soloTable, stack, tableState, text } from './table-helpers.ts'

/** Ann (seat 1) and Bob (seat 2), both bet; the round is dealt from `cards`. */
async function twoPlayers(cards: string[]) {
  const { id, ann } = await soloTable()
  const bob = await seat(id, 'Bob', 2)
  await stack(id, cards)
  await ann.get(`/t/${id}`)
  await ann.act(id, 'bet', { amount: '10' })
  expect(text(ann.html)).toContain('Waiting for the other players')
  await bob.act(id, 'bet', { amount: '20' })
  await ann.get(`/t/${id}`)
  return { id, ann, bob }
}

// Two seats: Ann 1st card, Bob 1st, dealer up, Ann 2nd, Bob 2nd, hole, then draws.
// Ann T-9 (19), Bob 9-T (19), dealer 7-T (17): both win if they stand.
const TWO_SEAT_SHOE = ['TS', '9C', '7H', '9D', 'TH', 'TD', '2C', '3C', '4C']

function nextMessage(ws: WebSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no WebSocket message within 5 s')), 5000)
    ws.addEventListener(
      'message',
      (e) => {
        clearTimeout(timer)
        resolve(String(e.data))
      },
      { once: true },
    )
  })
}

describe('more than one player', () => {
  it('a second browser joins through the link; play goes seat by seat in order', async () => {
    const { id, ann, bob } = await twoPlayers(TWO_SEAT_SHOE)
    expect(offered(ann.html)).toContain('stand')
    expect(offered(bob.html)).toEqual([])
    expect(text(bob.html)).toContain('Ann is deciding')
    const seq = String((await tableState(id)).seq)
    const res = await bob.post(`/t/${id}/act`, { move: 'stand', seq, actionId: 'bob-too-early' })
    expect(res.status).toBe(403)
    expect(text(bob.html)).toContain('it is not your turn: seat 1 (Ann) decides now')
    await ann.act(id, 'act', { move: 'stand' })
    await bob.get(`/t/${id}`)
    expect(offered(bob.html)).toContain('stand')
    await bob.act(id, 'act', { move: 'stand' })
    const t = text(bob.html)
    expect(t).toContain('Round 1 is settled')
    expect(t).toMatch(/Seat 1: Ann.*Win \+\$10/)
    expect(t).toMatch(/Seat 2: Bob \(you\).*Win \+\$20/)
  })

  it('skips empty seats and seats without a bet', async () => {
    const { id, ann } = await soloTable()
    await seat(id, 'Bob', 2)
    const cy = await seat(id, 'Cy', 4)
    await stack(id, TWO_SEAT_SHOE)
    await ann.get(`/t/${id}`)
    await ann.act(id, 'bet', { amount: '10' })
    await cy.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'deal')
    const t = await tableState(id)
    expect(t.inRound).toEqual([0, 3])
    await ann.act(id, 'act', { move: 'stand' })
    await cy.get(`/t/${id}`)
    expect(offered(cy.html)).toContain('stand')
  })

  it('every browser at the table sees each change live over its WebSocket', async () => {
    const { id, ann, bob } = await twoPlayers(TWO_SEAT_SHOE)
    const res = await bob.request(`/t/${id}/ws`, { headers: { Upgrade: 'websocket', Origin: 'http://localhost' } })
    const ws = res.webSocket
    if (!ws) throw new Error('no WebSocket')
    ws.accept()
    const hello = await nextMessage(ws)
    expect(hello).toMatch(/^<section id="table"/)
    const update = nextMessage(ws)
    await ann.act(id, 'act', { move: 'hit' })
    const html = await update
    expect(html).toContain('data-card="2C"')
    expect(html).toContain('Seat 2: Bob')
    expect(html).toContain('(you)')
    ws.close()
  })

  it('a seat that does not act in time stands automatically (alarm), and a second run changes nothing', async () => {
    const { id, bob } = await twoPlayers(TWO_SEAT_SHOE)
    await editState(id, (t) => {
      if (t.deadline) t.deadline.at = Date.now() - 1
    })
    expect(await runDurableObjectAlarm(env.TABLE.getByName(id))).toBe(true)
    const t = await tableState(id)
    expect(t.round?.seats[0].hands[0].done).toBe(true)
    expect(t.round?.seat).toBe(1)
    await bob.get(`/t/${id}`)
    expect(offered(bob.html)).toContain('stand')
    const history = await dump(id)
    await runDurableObjectAlarm(env.TABLE.getByName(id))
    expect(await dump(id)).toEqual(history)
    expect(JSON.stringify(history)).toContain('stand (time limit)')
    // The table says so, to everyone, not only the history.
    expect(text(bob.html)).toContain('Time ran out for seat 1 (Ann): the hand stood automatically after 30 s.')
  })

  it('a player in the round cannot leave until it is settled', async () => {
    const { id, ann } = await twoPlayers(TWO_SEAT_SHOE)
    const res = await ann.post(`/t/${id}/leave`, { actionId: 'leave-now-1' })
    expect(res.status).toBe(409)
    expect(text(ann.html)).toContain('finish this round before you leave')
  })
})
