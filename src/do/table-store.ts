import type { SettledRound } from '../table/case.ts'
import type { LoggedStep } from '../table/history.ts'
import type { Judgement } from '../table/judgement.ts'
import type { Step, TableState } from '../table/state.ts'

/** How many idempotency keys a table remembers (the oldest are pruned). */
export const KEEP_ACTION_IDS = 1000

/** Schema versions, applied in order; `_sql_schema_migrations` records which ran (no PRAGMA user_version). */
const MIGRATIONS = [
  `CREATE TABLE table_state (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL);
   CREATE TABLE events (id INTEGER PRIMARY KEY AUTOINCREMENT, round INTEGER NOT NULL, seq INTEGER NOT NULL,
     at INTEGER NOT NULL, seat INTEGER, action TEXT NOT NULL);
   CREATE TABLE rounds (round INTEGER PRIMARY KEY, at INTEGER NOT NULL, record TEXT NOT NULL);
   CREATE TABLE action_ids (key TEXT PRIMARY KEY, at INTEGER NOT NULL, status INTEGER NOT NULL, message TEXT);`,
  // The strategy coach's verdict on a decision, stored with its log line (JSON; null when not coached).
  'ALTER TABLE events ADD COLUMN verdict TEXT',
  // One statement per action: inserting into this view runs the whole commit inside SQLite: the
  // state row, the log lines from a JSON array (each verdict a JSON string, stored as given), and a
  // settled round's record. The action id is the first log line's `action_key`, so an action writes
  // two b-trees (state, log), not four (an id table, its index and its prune too); `action_ids` keeps
  // only the ids of tables from before this version. Nothing is stored in the view itself.
  `ALTER TABLE events ADD COLUMN action_key TEXT;
   CREATE VIEW table_commit (state, steps, seq, at, action_key, round, record) AS
     SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL WHERE 0;
   CREATE TRIGGER table_commit_apply INSTEAD OF INSERT ON table_commit BEGIN
     INSERT OR REPLACE INTO table_state (id, state) VALUES (1, NEW.state);
     INSERT INTO events (round, seq, at, seat, action, verdict, action_key)
       SELECT value ->> '$.round', NEW.seq, NEW.at, value ->> '$.seat', value ->> '$.action', value ->> '$.verdict',
         CASE WHEN key = 0 THEN NEW.action_key END
       FROM json_each(NEW.steps) ORDER BY key;
     INSERT OR REPLACE INTO rounds (round, at, record) SELECT NEW.round, NEW.at, NEW.record WHERE NEW.round IS NOT NULL;
   END;`,
  // The bankroll each session left its seat with: sitting down again (any seat) takes it back,
  // so leave-and-rejoin never resets a bankroll (issue 13). Written with the leave's commit.
  'CREATE TABLE bankrolls (session TEXT PRIMARY KEY, cents INTEGER NOT NULL, at INTEGER NOT NULL)',
]

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

  /**
   * Whether this object holds a table's schema. A read: an object never created stays empty, so a
   * GET of an unknown id stores nothing (an object whose storage is empty ceases to exist).
   */
  exists(): boolean {
    return (
      this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'table_state'").toArray().length > 0
    )
  }

  /**
   * Creates or upgrades the schema: on `create`, and for a stored table in the constructor's
   * blockConcurrencyWhile. Never for an object without a table (that would store an empty one).
   */
  migrate(): void {
    this.sql.exec('CREATE TABLE IF NOT EXISTS _sql_schema_migrations (version INTEGER PRIMARY KEY)')
    const done =
      this.sql.exec<{ v: number | null }>('SELECT MAX(version) AS v FROM _sql_schema_migrations').one().v ?? 0
    for (let v = done + 1; v <= MIGRATIONS.length; v++) {
      this.sql.exec(MIGRATIONS[v - 1])
      this.sql.exec('INSERT INTO _sql_schema_migrations (version) VALUES (?)', v)
    }
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
