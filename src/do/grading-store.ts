import type { Assignment } from '../assignment/assignment.ts'
import type { Capabilities } from '../conformance/capabilities.ts'
import type { CaseResult } from '../conformance/report.ts'
import type { ShuffleTally } from '../conformance/shuffle-stats.ts'

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
}

/**
 * The grading run's SQLite storage: one `run` row and one `result` row per graded case, written
 * as each answer is judged, so a restart loses at most the request in flight.
 */
export class GradingStore {
  private readonly sql: SqlStorage
  constructor(sql: SqlStorage) {
    this.sql = sql
  }

  /** Creates the tables (idempotent). */
  migrate(): void {
    this.sql.exec(`CREATE TABLE IF NOT EXISTS run (k INTEGER PRIMARY KEY CHECK (k = 1), json TEXT NOT NULL)`)
    this.sql.exec(`CREATE TABLE IF NOT EXISTS result (idx INTEGER PRIMARY KEY, json TEXT NOT NULL)`)
  }

  load(): RunRow | null {
    const rows = this.sql.exec<{ json: string }>('SELECT json FROM run WHERE k = 1').toArray()
    return rows.length ? (JSON.parse(rows[0].json) as RunRow) : null
  }

  save(row: RunRow): void {
    this.sql.exec('INSERT OR REPLACE INTO run (k, json) VALUES (1, ?)', JSON.stringify(row))
  }

  /** Stores the result of case `idx` (a retried batch overwrites its own earlier write). */
  saveResult(idx: number, result: CaseResult): void {
    this.sql.exec('INSERT OR REPLACE INTO result (idx, json) VALUES (?, ?)', idx, JSON.stringify(result))
  }

  /** Every stored result by index. */
  results(): Map<number, CaseResult> {
    const out = new Map<number, CaseResult>()
    for (const r of this.sql.exec<{ idx: number; json: string }>('SELECT idx, json FROM result ORDER BY idx'))
      out.set(r.idx, JSON.parse(r.json) as CaseResult)
    return out
  }

  /** How many results are stored. */
  resultCount(): number {
    return this.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM result').one().n
  }

  /** Forgets every result (a re-run). */
  clearResults(): void {
    this.sql.exec('DELETE FROM result')
  }
}
