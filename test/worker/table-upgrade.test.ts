import { evictDurableObject, runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { soloTable, stack, tableState, text } from './table-helpers.ts'

/**
 * A table deployed before schema versions 2–4 (the coach's verdicts, the one-statement commit, the
 * kept bankrolls) must carry on after an upgrade: its object runs the missing migrations when it
 * starts, and nothing it stored is lost. The test makes a real table, rewrites its SQLite back to
 * what version 1 stored (the action ids in their own table, no verdict or action_key columns, no
 * commit view, no bankrolls), restarts the object, and plays on.
 */
const BACK_TO_VERSION_1 = [
  'DROP TRIGGER table_commit_apply',
  'DROP VIEW table_commit',
  'DROP TABLE bankrolls',
  // Version 1 kept each action id as `<session>:<actionId>` in action_ids (status 200: it ran).
  `INSERT INTO action_ids (key, at, status, message)
     SELECT substr(action_key, 1, instr(action_key, '|') - 1), at, 200, NULL FROM events WHERE action_key IS NOT NULL`,
  'ALTER TABLE events DROP COLUMN action_key',
  'ALTER TABLE events DROP COLUMN verdict',
  'DELETE FROM _sql_schema_migrations WHERE version > 1',
]

/** The columns of each of the table's SQLite tables and the schema versions run. */
function shape(sql: SqlStorage) {
  const names = (table: string) =>
    sql
      .exec<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`)
      .toArray()
      .map((c) => c.name)
  const objects = sql
    .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE name NOT LIKE '_cf_%' ORDER BY name")
    .toArray()
    .map((o) => o.name)
  const versions = sql
    .exec<{ version: number }>('SELECT version FROM _sql_schema_migrations ORDER BY version')
    .toArray()
    .map((r) => r.version)
  return { objects, events: names('events'), versions }
}

describe('a table stored under schema version 1', () => {
  it('is upgraded when its object starts: its rounds, its action ids, its play and its bankrolls carry on', async () => {
    const { id, ann } = await soloTable()
    // Ann's 20 against the dealer's 19: a settled round before the upgrade.
    await stack(id, ['TS', '9H', 'TC', 'TD'])
    await ann.act(id, 'bet', { amount: '10' })
    const bet = ann.formIds('act')
    await ann.act(id, 'act', { move: 'stand', ...bet })
    expect(text(ann.html)).toContain('Round +$10')
    const current = await runInDurableObject(env.TABLE.getByName(id), (_o, state) => shape(state.storage.sql))

    const before = await tableState(id)
    const old = await runInDurableObject(env.TABLE.getByName(id), (_o, state) => {
      for (const statement of BACK_TO_VERSION_1) state.storage.sql.exec(statement)
      return shape(state.storage.sql)
    })
    expect(old.versions).toEqual([1])
    expect(old.events).not.toContain('action_key')
    await evictDurableObject(env.TABLE.getByName(id))

    // The restarted object ran versions 2–4: the same tables and columns as a table made today.
    await ann.get(`/t/${id}`)
    expect(ann.status).toBe(200)
    expect(await runInDurableObject(env.TABLE.getByName(id), (_o, state) => shape(state.storage.sql))).toEqual(current)
    expect(await tableState(id)).toEqual(before)
    expect(text(ann.html)).toContain('Round +$10')

    // The stand sent again (a retried post from before the upgrade) is known by its old id: nothing runs.
    const again = await ann.post(`/t/${id}/act`, { move: 'stand', ...bet })
    expect(again.status).toBe(303)
    expect(await tableState(id)).toEqual(before)

    // The round played before is in the history, and a new round commits through version 3's trigger.
    expect(text(await ann.get(`/t/${id}/history`))).toContain('Round 1')
    await ann.get(`/t/${id}`)
    await stack(id, ['TS', '9H', '8C', 'TD'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'stand' })
    expect(text(ann.html)).toContain('Round −$10')
    expect((await tableState(id)).players[0]?.bankroll).toBe(before.players[0]!.bankroll - 1000)

    // Version 4's kept bankroll: Ann leaves and sits down again with what she had.
    const kept = (await tableState(id)).players[0]?.bankroll
    await ann.act(id, 'leave')
    await ann.act(id, 'join', { name: 'Ann', seat: '1' })
    expect((await tableState(id)).players[0]?.bankroll).toBe(kept)
  })
})
