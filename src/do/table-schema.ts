/**
 * The table's SQLite schema: its versions, the upgrade of a stored table, and the schema of a new
 * one. Synchronous calls on the object's SqlStorage, so they commit with the write that follows.
 */

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

/**
 * Creates or upgrades the schema, one migration at a time: for a stored table (TableRoom's
 * constructor). Never for an object without a table (that would store an empty one).
 */
export function migrate(sql: SqlStorage): void {
  sql.exec('CREATE TABLE IF NOT EXISTS _sql_schema_migrations (version INTEGER PRIMARY KEY)')
  const done = sql.exec<{ v: number | null }>('SELECT MAX(version) AS v FROM _sql_schema_migrations').one().v ?? 0
  for (let v = done + 1; v <= MIGRATIONS.length; v++) {
    sql.exec(MIGRATIONS[v - 1])
    sql.exec('INSERT INTO _sql_schema_migrations (version) VALUES (?)', v)
  }
}

/**
 * Creates the whole schema of a new table in one call: every migration and its version row, the
 * same statements `migrate` runs one by one (12 calls on every new table before). Only for an
 * object without a table (TableRoom.create, after `exists` said no).
 */
export function createSchema(sql: SqlStorage): void {
  const versions = MIGRATIONS.map((_, i) => `(${i + 1})`).join(', ')
  // Each migration's own last semicolon is dropped and put back by the join (one per statement).
  const all = MIGRATIONS.map((m) => m.trim().replace(/;$/, '')).join(';\n')
  sql.exec(
    `CREATE TABLE _sql_schema_migrations (version INTEGER PRIMARY KEY);\n${all};\n` +
      `INSERT INTO _sql_schema_migrations (version) VALUES ${versions}`,
  )
}
