import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { TableRoom } from '../../src/do/table-room.ts'
import { agePresence } from '../../src/do/table-test.ts'
import { Browser, createForm, editState, seat, soloTable, stack, tableState, text } from './table-helpers.ts'

// Issue 12's ghost seats and solo clock (issue 13 brief, point 5), written before the fix.

/** Every browser at `id` was last heard from `ms` ago (none has a socket open in these tests). */
async function silence(id: string, ms: number): Promise<void> {
  await runInDurableObject(env.TABLE.getByName(id), (room: TableRoom) => agePresence(room, ms))
}

async function timeOutNow(id: string): Promise<void> {
  await editState(id, (t) => {
    if (t.deadline) t.deadline.at = Date.now() - 1
  })
  expect(await runDurableObjectAlarm(env.TABLE.getByName(id))).toBe(true)
}

// Ann T-9, Bob 9-T, dealer 7-T; then spare cards.
const TWO_SEAT_SHOE = ['TS', '9C', '7H', '9D', 'TH', 'TD', '2C', '3C', '4C']

describe('ghost seats', () => {
  it('a gone player sits out after one timed-out decision, is skipped, and comes back with any request', async () => {
    const { id, ann } = await soloTable()
    const bob = await seat(id, 'Bob', 2)
    await stack(id, TWO_SEAT_SHOE)
    await ann.get(`/t/${id}`)
    await ann.act(id, 'bet', { amount: '10' })
    await bob.act(id, 'bet', { amount: '10' })
    // Ann closes her browser: no socket, no poll for a minute, then her decision times out.
    await silence(id, 60_000)
    await timeOutNow(id)
    let t = await tableState(id)
    expect(t.players[0]?.away).toBe(true)
    expect(t.round?.seat).toBe(1)
    await bob.get(`/t/${id}`)
    // The others see why the round does not wait for her (Ann's own page would bring her back).
    expect(text(bob.html)).toMatch(/Seat 1: Ann[\s\S]*Sitting out: away from the table/)
    await bob.act(id, 'act', { move: 'stand' })
    // Bob's bet deals at once: the ghost is not waited for, and not dealt in.
    await stack(id, ['TS', '7H', '9D', 'TD', '2C', '3C'])
    await bob.act(id, 'bet', { amount: '10' })
    t = await tableState(id)
    expect(t.roundNo).toBe(2)
    expect(t.inRound).toEqual([1])
    // Any request from Ann's session brings her back: the next round waits for her again.
    await bob.act(id, 'act', { move: 'stand' })
    await ann.get(`/t/${id}`)
    t = await tableState(id)
    expect(t.players[0]?.away).toBeFalsy()
    await bob.act(id, 'bet', { amount: '10' })
    expect((await tableState(id)).roundNo).toBe(2)
  })

  it('a player still here (seen recently) only has the hand stood, and keeps the seat in play', async () => {
    const { id, ann } = await soloTable()
    const bob = await seat(id, 'Bob', 2)
    await stack(id, TWO_SEAT_SHOE)
    await ann.get(`/t/${id}`)
    await ann.act(id, 'bet', { amount: '10' })
    await bob.act(id, 'bet', { amount: '10' })
    await timeOutNow(id)
    expect((await tableState(id)).players[0]?.away).toBeFalsy()
  })

  it('a gone player who has not bet sits out when another presses Deal now, so later rounds deal at once', async () => {
    const { id, ann } = await soloTable()
    const bob = await seat(id, 'Bob', 2)
    await silence(id, 60_000)
    await stack(id, ['9C', '7H', 'TH', 'TD', '2C', '3C'])
    await bob.act(id, 'bet', { amount: '10' })
    await bob.act(id, 'deal')
    expect((await tableState(id)).players[0]?.away).toBe(true)
    await bob.act(id, 'act', { move: 'stand' })
    await bob.act(id, 'bet', { amount: '10' })
    expect((await tableState(id)).roundNo).toBe(2)
    // Ann comes back by loading the table.
    await ann.get(`/t/${id}`)
    expect((await tableState(id)).players[0]?.away).toBeFalsy()
  })
})

describe('the turn clock', () => {
  it('a table with one seated player has no clock', async () => {
    const { id, ann } = await soloTable(createForm({ turnSeconds: '30' }))
    await stack(id, ['TS', '9H', '6C', '8D', '2C'])
    await ann.act(id, 'bet', { amount: '10' })
    expect((await tableState(id)).deadline).toBeNull()
    expect(ann.html).not.toContain('data-deadline')
  })

  it('unless the creator asked for the clock with one player too', async () => {
    const { id, ann } = await soloTable(createForm({ turnSeconds: '30', soloClock: 'on' }))
    await stack(id, ['TS', '9H', '6C', '8D', '2C'])
    await ann.act(id, 'bet', { amount: '10' })
    expect((await tableState(id)).deadline).not.toBeNull()
    await timeOutNow(id)
    await ann.get(`/t/${id}`)
    expect(text(ann.html)).toContain('Time ran out for you: the hand stood automatically')
  })

  it("the custom form offers the solo clock, unticked unless the preset's settings ask for it", async () => {
    const home = await new Browser().get('/?custom')
    expect(home).toMatch(/<input[^>]*name="soloClock"(?![^>]*checked)[^>]*>/)
    expect(text(home)).toContain('Keep the clock for a player alone at the table')
  })

  it('two seated players have the clock', async () => {
    const { id, ann } = await soloTable()
    const bob = await seat(id, 'Bob', 2)
    await stack(id, TWO_SEAT_SHOE)
    await ann.get(`/t/${id}`)
    await ann.act(id, 'bet', { amount: '10' })
    await bob.act(id, 'bet', { amount: '10' })
    expect((await tableState(id)).deadline).not.toBeNull()
  })
})
