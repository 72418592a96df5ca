import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { TableRoom } from '../../src/do/table-room.ts'
import type { TableState } from '../../src/table/state.ts'
import { createForm, dump, soloTable, stack, tableState } from './table-helpers.ts'

/** The table the object holds in memory (undefined when this instance has not read it yet). */
function inMemory(id: string): Promise<TableState | null | undefined> {
  return runInDurableObject(env.TABLE.getByName(id), (room: TableRoom) =>
    structuredClone((room as unknown as { live: { cached: TableState | null | undefined } }).live.cached),
  )
}

function alarmAt(id: string): Promise<number | null> {
  return runInDurableObject(env.TABLE.getByName(id), (_room, state) => state.storage.getAlarm())
}

describe('the table kept in memory by its Durable Object', () => {
  it('equals storage after every action, and is rebuilt from storage after an eviction', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['8S', '6C', '8H', 'TD', '3D', 'TC', '9H'])
    await ann.act(id, 'bet', { amount: '10' })
    expect(await inMemory(id)).toEqual(await tableState(id))
    await ann.act(id, 'act', { move: 'split' })
    const stored = await tableState(id)
    expect(stored.round?.seats[0].hands).toHaveLength(2)
    expect(await inMemory(id)).toEqual(stored)
    await evictDurableObject(env.TABLE.getByName(id))
    expect(await inMemory(id)).toBeUndefined()
    await ann.get(`/t/${id}`)
    expect(await inMemory(id)).toEqual(stored)
  })

  it('stores the shoe once while a round deals from it, and a reload gives the round and the table one array', async () => {
    const { id, ann } = await soloTable()
    await ann.act(id, 'bet', { amount: '10' })
    if ((await tableState(id)).round?.phase === 'play') await ann.act(id, 'act', { move: 'hit' })
    const row = await runInDurableObject(env.TABLE.getByName(id), (_o, state) =>
      state.storage.sql.exec<{ state: string }>('SELECT state FROM table_state').one(),
    )
    const raw = JSON.parse(row.state) as TableState
    expect(raw.shoeInRound).toBe(true)
    expect(raw.shoe?.cards).toEqual([])
    expect(raw.round?.shoe).toHaveLength(6 * 52)
    await evictDurableObject(env.TABLE.getByName(id))
    const same = await runInDurableObject(env.TABLE.getByName(id), async (room: TableRoom) => {
      await room.view('nobody')
      const t = (room as unknown as { live: { cached: TableState } }).live.cached
      return t.shoe?.cards === t.round?.shoe && t.shoeInRound === undefined
    })
    expect(same).toBe(true)
  })

  it('is unchanged, as storage is, by a refused action', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['TS', '6C', '9H', 'TD'])
    await ann.act(id, 'bet', { amount: '10' })
    const before = { memory: await inMemory(id), rows: await dump(id) }
    // Over the bankroll's limit, then a decision for an earlier moment of the round: both refused.
    const big = await ann.post(`/t/${id}/bet`, { actionId: 'refused-bet-1', amount: '5000' })
    expect(big.status).toBe(409)
    const stale = await ann.post(`/t/${id}/act`, { actionId: 'refused-act-1', move: 'hit', seq: '0' })
    expect(stale.status).toBe(409)
    expect(await dump(id)).toEqual(before.rows)
    expect(await inMemory(id)).toEqual(before.memory)
    expect(await inMemory(id)).toEqual(await tableState(id))
  })
})

describe('the turn alarm', () => {
  it('is not moved when the deadline moves later; going off early, it sets itself for the deadline', async () => {
    // A clock with one player only when asked for (soloClock).
    const { id, ann } = await soloTable(createForm({ soloClock: 'on' }))
    await stack(id, ['TS', '6C', '9H', 'TD'])
    await ann.act(id, 'bet', { amount: '10' })
    const first = (await tableState(id)).deadline?.at ?? 0
    expect(await alarmAt(id)).toBe(first)
    await ann.act(id, 'act', { move: 'stand' })
    await stack(id, ['TS', '6C', '9H', 'TD'])
    await new Promise((r) => setTimeout(r, 5))
    await ann.act(id, 'bet', { amount: '10' })
    const t = await tableState(id)
    const second = t.deadline?.at ?? 0
    expect(second).toBeGreaterThan(first)
    expect(await alarmAt(id)).toBe(first)
    expect(await runDurableObjectAlarm(env.TABLE.getByName(id))).toBe(true)
    // Nothing timed out: the deadline has not passed. The alarm now waits for it.
    expect(await tableState(id)).toEqual(t)
    expect(await alarmAt(id)).toBe(second)
  })
})
