import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { TableStore } from '../../src/do/table-store.ts'
import { Browser, createTable, editState, seat, soloTable, stack, tableState, text } from './table-helpers.ts'

/** The table fragment inside a whole page (the `#live` box holds exactly it). */
const fragmentOf = (page: string) =>
  page.match(/<section id="table"[\s\S]*<\/section>(?=<\/div><section id="session")/)?.[0]

/** Every schema object of an object's SQLite (the runtime's own `_cf_` tables left out), and the versions run. */
function schemaOf(sql: SqlStorage) {
  const objects = sql
    .exec("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE '_cf_%' ORDER BY type, name")
    .toArray()
  const versions = sql.exec('SELECT version FROM _sql_schema_migrations ORDER BY version').toArray()
  return { objects, versions }
}

describe('a new table', () => {
  it('has the schema the migrations give one by one, made in one call', async () => {
    const id = await createTable()
    const created = await runInDurableObject(env.TABLE.getByName(id), (_o, state) => schemaOf(state.storage.sql))
    // Another object, never a table, upgraded the old way: every migration its own statements.
    const migrated = await runInDurableObject(env.TABLE.getByName('schema-by-migrations'), (_o, state) => {
      new TableStore(state.storage.sql).migrate()
      return schemaOf(state.storage.sql)
    })
    expect(created.objects.map((o) => o.name)).toEqual(
      expect.arrayContaining(['table_state', 'events', 'rounds', 'action_ids', 'bankrolls', 'table_commit']),
    )
    expect(created).toEqual(migrated)
    // And it plays: the commit trigger of the last schema version stores a join.
    const ann = new Browser()
    await ann.get(`/t/${id}`)
    expect((await ann.act(id, 'join', { name: 'Ann', seat: '1' })).status).toBe(303)
    expect((await tableState(id)).players[0]?.name).toBe('Ann')
  })
})

describe('a stored table starting up', () => {
  it('asks SQLite whether it holds a table once, not again when it loads', async () => {
    const id = await createTable()
    const asked = await runInDurableObject(env.TABLE.getByName(id), (_o, state) => {
      const queries: string[] = []
      const real = state.storage.sql
      // The object's storage, counting its statements: what the constructor and the first call run.
      const sql = new Proxy(real, {
        get: (target, name) =>
          name === 'exec'
            ? (query: string, ...bindings: unknown[]) => {
                queries.push(query)
                return target.exec(query, ...bindings)
              }
            : Reflect.get(target, name, target),
      })
      const store = new TableStore(sql)
      if (store.exists()) store.migrate()
      const t = store.load()
      return { queries, loaded: t?.id }
    })
    expect(asked.loaded).toBe(id)
    expect(asked.queries.filter((q) => q.includes('sqlite_master'))).toHaveLength(1)
    expect(asked.queries.filter((q) => q.includes('SELECT state'))).toHaveLength(1)
  })
})

describe('the table as the Durable Object rendered it', () => {
  it('is the same HTML in the page and the poll while the table is unchanged, and new once it changes', async () => {
    const { id, ann } = await soloTable()
    const page = await ann.get(`/t/${id}`)
    const poll = await ann.get(`/t/${id}`, true)
    // The page carries the fragment the poll (and the socket) gets, byte for byte, action ids included.
    expect(fragmentOf(page)).toBe(poll)
    expect(await ann.get(`/t/${id}`, true)).toBe(poll)
    await ann.get(`/t/${id}`)
    // Stacked (16 against a 9 showing): the round stays in play, so there is a decision to make.
    await stack(id, ['TS', '9H', '6C', '8D'])
    expect((await ann.act(id, 'bet', { amount: '10' })).status).toBe(303)
    const after = await ann.get(`/t/${id}`, true)
    expect(after).not.toBe(poll)
    expect(text(after)).toContain('Round 1: Your turn')
    // New state, new fragment: its forms carry action ids the old one did not.
    expect(poll).not.toContain(ann.formIds('act').actionId)
  })

  it('is rendered per seat: another player and an onlooker each get their own', async () => {
    const { id, ann } = await soloTable()
    const bob = await seat(id, 'Bob', 2)
    const watcher = new Browser()
    const [a, b, w] = [
      await ann.get(`/t/${id}`, true),
      await bob.get(`/t/${id}`, true),
      await watcher.get(`/t/${id}`, true),
    ]
    expect(text(a)).toContain('Seat 1: Ann (you)')
    expect(text(b)).toContain('Seat 2: Bob (you)')
    expect(text(w)).not.toContain('(you)')
    expect(w).toContain(`action="/t/${id}/join"`)
  })

  it('shows a table changed behind the object’s back (its copy in memory dropped) as changed', async () => {
    const { id, ann } = await soloTable()
    const before = await ann.get(`/t/${id}`, true)
    await editState(id, (t) => {
      if (t.players[0]) t.players[0].name = 'Annie'
    })
    const after = await ann.get(`/t/${id}`, true)
    expect(text(before)).toContain('Seat 1: Ann (you)')
    expect(text(after)).toContain('Seat 1: Annie (you)')
  })
})

describe('a session cookie verified once in an isolate', () => {
  it('is remembered whole: the same id with another signature is still refused', async () => {
    const { id, ann } = await soloTable()
    expect((await ann.request(`/t/${id}`)).status).toBe(200)
    const [id22, signature] = decodeURIComponent(ann.cookie.replace('bj_session=', '')).split('.')
    // Another valid-looking signature for the same id: one base64 letter changed.
    const other = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`
    const mallory = new Browser()
    mallory.cookie = `bj_session=${encodeURIComponent(`${id22}.${other}`)}`
    expect((await mallory.request(`/t/${id}`)).status).toBe(401)
    // And the real one still plays as Ann.
    expect(text(await ann.get(`/t/${id}`, true))).toContain('Seat 1: Ann (you)')
  })
})
