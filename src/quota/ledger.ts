import { DurableObject } from 'cloudflare:workers'

/** One counted window: at most `limit` takes of `key` in the last `windowMs`. */
export interface Window {
  key: string
  limit: number
  windowMs: number
}

/** A take granted, or refused with the seconds until it would be granted and what was full. */
export type Take = { ok: true } | { ok: false; retryAfter: number; full: string }

/**
 * Counts the quotas the rate limiting binding cannot (it knows only 10 s and 60 s windows, and no
 * "in progress"): grading runs per client and per target per hour, and runs in progress. One
 * object for the service (runs are few; the binding guards the busy routes). Sliding windows kept
 * in SQLite, so a restart forgets nothing; old rows are pruned as they expire.
 */
export class QuotaLedger extends DurableObject<CloudflareBindings> {
  private ready = false

  private migrate(): void {
    if (this.ready) return
    const sql = this.ctx.storage.sql
    sql.exec('CREATE TABLE IF NOT EXISTS hit (key TEXT NOT NULL, at INTEGER NOT NULL)')
    sql.exec('CREATE INDEX IF NOT EXISTS hit_key ON hit (key, at)')
    sql.exec('CREATE TABLE IF NOT EXISTS running (id TEXT PRIMARY KEY, until INTEGER NOT NULL)')
    this.ready = true
  }

  /**
   * Takes one of every window and one slot of `concurrent` for run `id` (until `maxMs` from now at
   * most), all or nothing: when any is full nothing is counted.
   */
  async take(windows: Window[], concurrent: { id: string; limit: number; maxMs: number } | null): Promise<Take> {
    this.migrate()
    const sql = this.ctx.storage.sql
    const now = Date.now()
    sql.exec('DELETE FROM running WHERE until <= ?', now)
    for (const w of windows) {
      sql.exec('DELETE FROM hit WHERE key = ? AND at <= ?', w.key, now - w.windowMs)
      const rows = sql
        .exec<{ at: number }>('SELECT at FROM hit WHERE key = ? ORDER BY at LIMIT ?', w.key, w.limit)
        .toArray()
      if (rows.length >= w.limit) {
        const oldest = rows[0].at
        return { ok: false, retryAfter: Math.max(1, Math.ceil((oldest + w.windowMs - now) / 1000)), full: w.key }
      }
    }
    if (concurrent) {
      const busy = sql
        .exec<{ n: number; soonest: number | null }>('SELECT COUNT(*) AS n, MIN(until) AS soonest FROM running')
        .one()
      if (busy.n >= concurrent.limit)
        return {
          ok: false,
          retryAfter: Math.min(60, Math.ceil(((busy.soonest ?? now) - now) / 1000)) || 1,
          full: 'concurrent',
        }
      sql.exec('INSERT OR REPLACE INTO running (id, until) VALUES (?, ?)', concurrent.id, now + concurrent.maxMs)
    }
    for (const w of windows) sql.exec('INSERT INTO hit (key, at) VALUES (?, ?)', w.key, now)
    return { ok: true }
  }

  /** Frees run `id`'s slot (it finished). */
  async release(id: string): Promise<void> {
    this.migrate()
    this.ctx.storage.sql.exec('DELETE FROM running WHERE id = ?', id)
  }
}

/** Frees a finished run's slot of the concurrent runs (best effort: an unreleased slot expires). */
export async function releaseGradeRun(env: CloudflareBindings, id: string): Promise<void> {
  await env.QUOTA.getByName('grading')
    .release(id)
    .catch(() => {})
}
