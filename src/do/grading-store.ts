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
}

/**
 * The grading run's SQLite storage: one `run` row and one `result` row per graded case, written
 * as each answer is judged, so a restart loses at most the request in flight.
 */
export class GradingStore {
  private readonly sql: SqlStorage
  /** Bytes of stored results, counted once per instance and kept up to date by saveResult. */
  private bytes: number | null = null
  constructor(sql: SqlStorage) {
    this.sql = sql
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
    this.ready = true
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

  /** Forgets every result (a re-run). */
  clearResults(): void {
    this.sql.exec('DELETE FROM result')
    this.bytes = 0
  }
}
