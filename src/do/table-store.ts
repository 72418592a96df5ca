import type { SettledRound } from '../table/case.ts'
import type { LoggedStep } from '../table/history.ts'
import type { Judgement } from '../table/judgement.ts'
import type { Step, TableState } from '../table/state.ts'
import { createSchema, migrate } from './table-schema.ts'

/** How many idempotency keys a table remembers (the oldest are pruned). */
export const KEEP_ACTION_IDS = 1000

/** A stored outcome of an action id: replayed as is when the same action arrives again. */
export interface StoredOutcome {
  status: number
  message: string | null
}

/** The outcome of every action that ran (refused ones are not remembered). */
export const OUTCOME_OK: StoredOutcome = { status: 200, message: null }

/** The table's SQLite storage. Every method is synchronous, so writes with no await between them commit together. */
export class TableStore {
  private readonly sql: SqlStorage
  constructor(sql: SqlStorage) {
    this.sql = sql
  }

  /** True once the schema is known to exist: a table, once created, stays (nothing deletes it). */
  private known = false

  /**
   * Whether this object holds a table's schema. A read: an object never created stays empty, so a
   * GET of an unknown id stores nothing (an object whose storage is empty ceases to exist). Asked
   * once per instance for a stored table (the constructor's check, then `load`, used to ask twice).
   */
  exists(): boolean {
    this.known ||=
      this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'table_state'").toArray().length > 0
    return this.known
  }

  /**
   * Creates or upgrades the schema: for a stored table in the constructor's blockConcurrencyWhile.
   * Never for an object without a table (that would store an empty one).
   */
  migrate(): void {
    migrate(this.sql)
  }

  /** Creates the whole schema of a new table in one call (only for an object without a table). */
  createSchema(): void {
    createSchema(this.sql)
    this.known = true
  }

  /** The table, or null when it was never created. */
  load(): TableState | null {
    if (!this.exists()) return null
    const row = this.sql.exec<{ state: string }>('SELECT state FROM table_state WHERE id = 1').toArray()[0]
    return row ? fromStored(JSON.parse(row.state) as TableState) : null
  }

  /** Stores the table alone (creating it). */
  save(t: TableState): void {
    this.sql.exec('INSERT OR REPLACE INTO table_state (id, state) VALUES (1, ?)', JSON.stringify(toStored(t)))
  }

  /**
   * Commits one change in one statement: the table's state row, its log lines (with any coach
   * judgement), the action id when a browser's action made it (null for the turn alarm), and the
   * round's record when this change settled it. The trigger of schema version 3 does the rest.
   * Every change has at least one log line, which carries the action id.
   */
  commit(t: TableState, steps: Step[], at: number, key: string | null, settled: SettledRound | null): void {
    const lines = steps.map((s) => ({
      round: s.round,
      seat: s.seat,
      action: s.action,
      verdict: s.verdict ? JSON.stringify(s.verdict) : null,
    }))
    this.sql.exec(
      'INSERT INTO table_commit (state, steps, seq, at, action_key, round, record) VALUES (?, ?, ?, ?, ?, ?, ?)',
      JSON.stringify(toStored(t)),
      JSON.stringify(lines),
      t.seq,
      at,
      key,
      settled ? settled.round : null,
      settled ? JSON.stringify(settled) : null,
    )
  }

  /** The bankroll (cents) the browser with `session` left this table with, or null if it never left. */
  keptBankroll(session: string): number | null {
    const row = this.sql.exec<{ cents: number }>('SELECT cents FROM bankrolls WHERE session = ?', session).toArray()[0]
    return row ? row.cents : null
  }

  /**
   * Keeps the bankroll a session leaves its seat with. Called right after `commit` with no await
   * between, so both writes commit together (a Durable Object coalesces such writes atomically).
   */
  keepBankroll(session: string, cents: number, at: number): void {
    this.sql.exec('INSERT OR REPLACE INTO bankrolls (session, cents, at) VALUES (?, ?, ?)', session, cents, at)
  }

  /** The log lines of the given rounds. */
  steps(fromRound: number, toRound: number): LoggedStep[] {
    return this.sql
      .exec<{ round: number; seq: number; at: number; seat: number | null; action: string; verdict: string | null }>(
        'SELECT round, seq, at, seat, action, verdict FROM events WHERE round BETWEEN ? AND ? ORDER BY id',
        fromRound,
        toRound,
      )
      .toArray()
      .map(({ verdict, ...step }) => (verdict ? { ...step, verdict: JSON.parse(verdict) as Judgement } : step))
  }

  /** The last `count` settled rounds, newest first. */
  rounds(count: number): SettledRound[] {
    return this.sql
      .exec<{ record: string }>('SELECT record FROM rounds ORDER BY round DESC LIMIT ?', count)
      .toArray()
      .map((row) => JSON.parse(row.record) as SettledRound)
  }

  /** Settled round `n`, or null. */
  round(n: number): SettledRound | null {
    const row = this.sql.exec<{ record: string }>('SELECT record FROM rounds WHERE round = ?', n).toArray()[0]
    return row ? (JSON.parse(row.record) as SettledRound) : null
  }

  /**
   * The newest KEEP_ACTION_IDS action ids, oldest first, each with the command key it ran with
   * (only actions that ran are remembered, so every outcome is OK): from the log, after those of
   * `action_ids`, where tables stored before schema version 3 kept theirs. A logged `action_key` is
   * `<id>|<command key>` (see `loggedKey`); ids logged before that have no command key (null).
   */
  outcomes(): Map<string, string | null> {
    const newest = (query: string, limit: number) =>
      this.sql
        .exec<{ key: string }>(query, limit)
        .toArray()
        .map((r) => r.key)
    // Both newest first, in rowid order (no sort of the log).
    const logged = newest(
      'SELECT action_key AS key FROM events WHERE action_key IS NOT NULL ORDER BY id DESC LIMIT ?',
      KEEP_ACTION_IDS,
    )
    const legacy =
      logged.length < KEEP_ACTION_IDS
        ? newest('SELECT key FROM action_ids ORDER BY rowid DESC LIMIT ?', KEEP_ACTION_IDS - logged.length)
        : []
    return new Map(
      [...logged, ...legacy].reverse().map((logged) => {
        const bar = logged.indexOf('|')
        return bar < 0 ? [logged, null] : [logged.slice(0, bar), logged.slice(bar + 1)]
      }),
    )
  }
}

/**
 * The `action_key` a log line stores: the action's id (`<session>:<actionId>`, which never holds a
 * `|`) and the command it ran, so a reused id sent with another command is recognised after an
 * eviction too.
 */
export function loggedKey(key: string, command: string): string {
  return `${key}|${command}`
}

/**
 * The table as stored. The round deals from the table's shoe array itself, so while a round is
 * on the table the shoe's cards are written once, in the round, instead of twice (a third less
 * JSON to write on every action); fromStored puts the one array back in both places.
 */
function toStored(t: TableState): TableState {
  if (!t.shoe || !t.round || t.shoe.cards !== t.round.shoe) return t
  return { ...t, shoe: { ...t.shoe, cards: [] }, shoeInRound: true }
}

function fromStored(t: TableState): TableState {
  if (t.shoeInRound && t.shoe && t.round) t.shoe.cards = t.round.shoe
  delete t.shoeInRound
  return t
}
