import type { SettledRound } from './table-case.ts'
import type { Verdict } from './table-coach.ts'
import type { Step, TableState } from './table-state.ts'

/** Schema versions, applied in order; `_sql_schema_migrations` records which ran (no PRAGMA user_version). */
const MIGRATIONS = [
  `CREATE TABLE table_state (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL);
   CREATE TABLE events (id INTEGER PRIMARY KEY AUTOINCREMENT, round INTEGER NOT NULL, seq INTEGER NOT NULL,
     at INTEGER NOT NULL, seat INTEGER, action TEXT NOT NULL);
   CREATE TABLE rounds (round INTEGER PRIMARY KEY, at INTEGER NOT NULL, record TEXT NOT NULL);
   CREATE TABLE action_ids (key TEXT PRIMARY KEY, at INTEGER NOT NULL, status INTEGER NOT NULL, message TEXT);`,
  // The strategy coach's verdict on a decision, stored with its log line (JSON; null when not coached).
  'ALTER TABLE events ADD COLUMN verdict TEXT',
]

/** How many idempotency keys a table remembers (the oldest are pruned). */
export const KEEP_ACTION_IDS = 1000

/** A stored outcome of an action id: replayed as is when the same action arrives again. */
export interface StoredOutcome {
  status: number
  message: string | null
}

/** One line of the action log as the hand history shows it. */
export interface LoggedStep extends Step {
  seq: number
  at: number
}

/** The table's SQLite storage. Every method is synchronous, so writes with no await between them commit together. */
export class TableStore {
  private readonly sql: SqlStorage
  constructor(sql: SqlStorage) {
    this.sql = sql
  }

  /** Creates or upgrades the schema (run once, in the constructor's blockConcurrencyWhile). */
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
    const row = this.sql.exec<{ state: string }>('SELECT state FROM table_state WHERE id = 1').toArray()[0]
    return row ? fromStored(JSON.parse(row.state) as TableState) : null
  }

  /** Stores the table (every action does: the whole state is one row). */
  save(t: TableState): void {
    this.sql.exec('INSERT OR REPLACE INTO table_state (id, state) VALUES (1, ?)', JSON.stringify(toStored(t)))
  }

  /** Appends steps (with any coach verdict) to the append-only action log, in one statement. */
  log(t: TableState, steps: Step[], at: number): void {
    if (steps.length === 0) return
    const values: (string | number | null)[] = []
    for (const s of steps)
      values.push(s.round, t.seq, at, s.seat, s.action, s.verdict ? JSON.stringify(s.verdict) : null)
    const rows = steps.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')
    this.sql.exec(`INSERT INTO events (round, seq, at, seat, action, verdict) VALUES ${rows}`, ...values)
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
      .map(({ verdict, ...step }) => (verdict ? { ...step, verdict: JSON.parse(verdict) as Verdict } : step))
  }

  saveRound(r: SettledRound): void {
    this.sql.exec(
      'INSERT OR REPLACE INTO rounds (round, at, record) VALUES (?, ?, ?)',
      r.round,
      r.at,
      JSON.stringify(r),
    )
  }

  /** The last `count` settled rounds, newest first. */
  rounds(count: number): SettledRound[] {
    return this.sql
      .exec<{ record: string }>('SELECT record FROM rounds ORDER BY round DESC LIMIT ?', count)
      .toArray()
      .map((row) => JSON.parse(row.record) as SettledRound)
  }

  round(n: number): SettledRound | null {
    const row = this.sql.exec<{ record: string }>('SELECT record FROM rounds WHERE round = ?', n).toArray()[0]
    return row ? (JSON.parse(row.record) as SettledRound) : null
  }

  /** Every remembered action id with its outcome, oldest first (at most KEEP_ACTION_IDS). */
  outcomes(): Map<string, StoredOutcome> {
    const rows = this.sql
      .exec<{ key: string; status: number; message: string | null }>(
        'SELECT key, status, message FROM action_ids ORDER BY rowid',
      )
      .toArray()
    return new Map(rows.map((r) => [r.key, { status: r.status, message: r.message }]))
  }

  /**
   * Stores an action id's outcome and forgets the oldest beyond KEEP_ACTION_IDS. Rows are inserted
   * in order and only the oldest are ever deleted, so rowid order is age order: the prune is a
   * range delete on the rowid, not a sort of the whole table.
   */
  remember(key: string, at: number, o: StoredOutcome): void {
    const { id } = this.sql
      .exec<{ id: number }>(
        'INSERT INTO action_ids (key, at, status, message) VALUES (?, ?, ?, ?) RETURNING rowid AS id',
        key,
        at,
        o.status,
        o.message,
      )
      .one()
    if (id > KEEP_ACTION_IDS) this.sql.exec('DELETE FROM action_ids WHERE rowid <= ?', id - KEEP_ACTION_IDS)
  }
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
