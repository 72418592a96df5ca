import type { Assignment } from '../assignment/assignment.ts'
import type { Capabilities } from '../conformance/capabilities.ts'
import type { CaseResult } from '../conformance/report.ts'
import type { ShuffleTally } from '../conformance/shuffle-stats.ts'
import { storedJson } from './grading-caps.ts'

/** What an instructor asked for: the target and the run options, fixed when the run is created. */
export interface RunConfig {
  url: string
  seed: string
  count: number
  tags: string[] | null
  rules: Record<string, unknown> | null
  shuffles: number
  /** Private and loopback targets allowed: only when the grader runs in local development. */
  allowPrivate: boolean
  /** The assignment graded by (the seeds' assignment when absent); seed, count and rules override it. */
  assignment?: Assignment
  /** The secret of the instructor's link (`?key=`): hidden hands in full. */
  instructorKey?: string
}

/** Where a run stands, for the progress line. */
export interface RunStatus {
  status: RunRow['status']
  generation: number
  /** Units of work done and in all: cases, then shuffles. */
  done: number
  total: number
  url: string
}

/** A finished run's bodies as rendered per viewer and view, plain and gzipped (session 6: grading-body-store.ts). */
const BODY_TABLE =
  'CREATE TABLE IF NOT EXISTS body (viewer TEXT NOT NULL, view TEXT NOT NULL, gzip INTEGER NOT NULL, ' +
  'part INTEGER NOT NULL, generation INTEGER NOT NULL, type TEXT NOT NULL, data BLOB NOT NULL, ' +
  'PRIMARY KEY (viewer, view, gzip, part))'

/** A run's state, one row: everything but the per-case results. */
export interface RunRow {
  config: RunConfig
  status: 'running' | 'done'
  /** Bumped by each re-run, so a link always shows its latest run. */
  generation: number
  startedAt: number
  finishedAt: number | null
  caps: Capabilities | null
  tally: ShuffleTally | null
  cutShort: string | null
  /** Alarms in a row that threw (absent in runs stored before it was counted). */
  failures?: number
  /** What the last failed alarm threw. */
  lastError?: string
  /** Cases planned, kept when the run finishes (absent before then, and in runs stored before session 5). */
  cases?: number
}

/** The fields of a run as it starts (a first run or a rerun): running now, nothing graded yet. */
export function started(generation: number): Omit<RunRow, 'config'> {
  return {
    status: 'running',
    generation,
    startedAt: Date.now(),
    finishedAt: null,
    caps: null,
    tally: null,
    cutShort: null,
    cases: undefined,
  }
}

/**
 * The grading run's SQLite storage: one `run` row and one `result` row per graded case, written
 * as each answer is judged, so a restart loses at most the request in flight.
 */
export class GradingStore {
  /** The object's SQLite (grading-body-store.ts reads and writes the body table through it). */
  readonly sql: SqlStorage
  /** The run's link id (its object's id in hex): the links of its stored pages are made from it. */
  readonly id: string
  /** Bytes of stored results, counted once per instance and kept up to date by saveResult. */
  private bytes: number | null = null
  constructor(sql: SqlStorage, id = '') {
    this.sql = sql
    this.id = id
  }

  /** True once the tables exist, so reads of a link that holds no run never write. */
  private ready = false

  /**
   * Creates the tables (idempotent). Only `create` calls it: writing the schema persists the
   * object, so a GET of an unknown id must never reach here.
   */
  migrate(): void {
    this.sql.exec(`CREATE TABLE IF NOT EXISTS run (k INTEGER PRIMARY KEY CHECK (k = 1), json TEXT NOT NULL)`)
    this.sql.exec(`CREATE TABLE IF NOT EXISTS result (idx INTEGER PRIMARY KEY, json TEXT NOT NULL)`)
    // A finished run's report as JSON, in parts under SQLite's 2 MB per value (added in session 5).
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS report (part INTEGER PRIMARY KEY, generation INTEGER NOT NULL, json TEXT NOT NULL)`,
    )
    // Its bodies as rendered for each viewer, plain and gzipped (added in session 6).
    this.sql.exec(BODY_TABLE)
    this.ready = true
  }

  /**
   * For a run stored before the report table (session 5) or the body table (session 6): adds
   * what is missing (the constructor calls this; an unknown link stays unwritten).
   */
  upgrade(): void {
    if (!this.exists()) return
    const has = this.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('report', 'body')")
    if (has.toArray().length < 2) this.migrate()
  }

  /** Whether the tables exist (a read of sqlite_master, which writes nothing). */
  private exists(): boolean {
    this.ready ||=
      this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'result'").toArray().length > 0
    return this.ready
  }

  load(): RunRow | null {
    if (!this.exists()) return null
    const rows = this.sql.exec<{ json: string }>('SELECT json FROM run WHERE k = 1').toArray()
    return rows.length ? (JSON.parse(rows[0].json) as RunRow) : null
  }

  save(row: RunRow): void {
    this.sql.exec('INSERT OR REPLACE INTO run (k, json) VALUES (1, ?)', JSON.stringify(row))
  }

  /** Stores the result of case `idx` (a retried batch overwrites its own earlier write). */
  saveResult(idx: number, result: CaseResult): void {
    const json = storedJson(result)
    const before = this.storedBytes()
    const old = this.sql.exec<{ n: number }>('SELECT length(json) AS n FROM result WHERE idx = ?', idx).toArray()
    this.sql.exec('INSERT OR REPLACE INTO result (idx, json) VALUES (?, ?)', idx, json)
    this.bytes = before - (old[0]?.n ?? 0) + json.length
  }

  /** Characters of results stored (about their bytes: answers are mostly ASCII). */
  storedBytes(): number {
    if (!this.exists()) return 0
    this.bytes ??= this.sql.exec<{ n: number | null }>('SELECT SUM(length(json)) AS n FROM result').one().n ?? 0
    return this.bytes
  }

  /** Up to `limit` stored results with an index of at least `from`, in order. */
  resultsPage(from: number, limit: number): [number, CaseResult][] {
    if (!this.exists()) return []
    return this.sql
      .exec<{ idx: number; json: string }>(
        'SELECT idx, json FROM result WHERE idx >= ? ORDER BY idx LIMIT ?',
        from,
        limit,
      )
      .toArray()
      .map((r) => [r.idx, JSON.parse(r.json) as CaseResult])
  }

  /** Every stored result by index. */
  results(): Map<number, CaseResult> {
    const out = new Map<number, CaseResult>()
    if (!this.exists()) return out
    for (const r of this.sql.exec<{ idx: number; json: string }>('SELECT idx, json FROM result ORDER BY idx'))
      out.set(r.idx, JSON.parse(r.json) as CaseResult)
    return out
  }

  /** How many results are stored. */
  resultCount(): number {
    if (!this.exists()) return 0
    return this.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM result').one().n
  }

  /** Forgets every result and the stored report and bodies (a re-run). */
  clearResults(): void {
    this.sql.exec('DELETE FROM result')
    this.sql.exec('DELETE FROM report')
    this.sql.exec('DELETE FROM body')
    this.bytes = 0
  }
}
