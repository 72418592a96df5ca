import { DurableObject } from 'cloudflare:workers'
import { httpTransport } from '../conformance/http-transport.ts'
import { type PlannedCase, planCases } from '../conformance/plan.ts'
import type { Report } from '../conformance/report.ts'
import type { CaseResult } from '../conformance/results.ts'
import { releaseGradeRun } from '../quota/ledger.ts'
import { gradeBatch } from './grading-batch.ts'
import type { BodyView } from './grading-bodies.ts'
import { bodyParts, reportParts } from './grading-body-store.ts'
import { finish, runReport, runStatus } from './grading-report.ts'
import { GradingStore, type RunConfig, type RunRow, type RunStatus, started } from './grading-store.ts'

/** Subrequests one alarm may make: the Workers free plan allows 50 per invocation. */
export const SUBREQUESTS_PER_ALARM = 40
/** Redirect hops a single case may add (see http-transport.ts MAX_REDIRECTS). */
const HOPS_PER_CASE = 4
/** Alarms in a row that may throw before the run is ended with the reason. */
export const MAX_ALARM_FAILURES = 3
/** Results per page of a report read (each result is capped, so a page stays well under 32 MiB). */
export const RESULTS_PAGE = 100

export type { RunStatus } from './grading-store.ts'

/** Why a start was refused. */
export type StartOutcome = { ok: true } | { ok: false; status: 404 | 409; message: string }

/** The fetch a run uses for its outbound requests. */
export type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>

/**
 * One grading run of a student's HTTP implementation, behind a shareable link. The run is driven
 * by alarms, a batch of requests per alarm, and every judged case is stored in SQLite as it comes
 * in, so a restart or an eviction resumes where it stopped and the results stay. A run that is
 * running cannot be started again (409) until it is done.
 */
export class GradingRun extends DurableObject<CloudflareBindings> {
  private readonly store: GradingStore
  private cached: { key: string; plan: PlannedCase[] } | null = null
  /**
   * Outbound fetch of every run in this isolate. Tests replace it (it outlives an eviction, as
   * the module does); the outbound policy is still checked before every hop.
   */
  static outbound: Fetch = (input, init) => fetch(input, init)

  constructor(ctx: DurableObjectState, env: CloudflareBindings) {
    super(ctx, env)
    // No schema here: it is written by create() alone, so reading an unknown link stores nothing.
    this.store = new GradingStore(ctx.storage.sql, ctx.id.toString())
    // A run stored before the report table gets it; a link that holds no run stays unwritten.
    this.store.upgrade()
  }

  private plan(row: RunRow): PlannedCase[] {
    const key = JSON.stringify([
      row.config.seed,
      row.config.count,
      row.config.tags,
      row.config.rules,
      row.config.assignment,
    ])
    if (this.cached?.key !== key) this.cached = { key, plan: planCases(row.config) }
    return this.cached.plan
  }

  /** Starts a new run here; refused when this link already holds one. */
  async create(config: RunConfig): Promise<StartOutcome> {
    this.store.migrate()
    if (this.store.load()) return { ok: false, status: 409, message: 'this link already holds a run' }
    await this.begin({ config, ...started(1) })
    return { ok: true }
  }

  /** Runs the same grading again, keeping the link; refused while a run is in progress. */
  async rerun(): Promise<StartOutcome> {
    const row = this.store.load()
    if (!row) return { ok: false, status: 404, message: 'there is no run here' }
    if (row.status === 'running')
      return { ok: false, status: 409, message: 'this run is still running; it can be run again once it is done' }
    this.store.clearResults()
    await this.begin({ ...row, ...started(row.generation + 1) })
    return { ok: true }
  }

  private async begin(row: RunRow): Promise<void> {
    this.store.save(row)
    await this.ctx.storage.setAlarm(Date.now())
  }

  /** Progress of the run, or null when this link holds none. */
  async status(): Promise<RunStatus | null> {
    const row = this.store.load()
    if (!row) return null
    // A finished run kept its case count: re-planning (1.5–11 ms) is not paid by every view of it.
    const cases = row.status === 'done' && row.cases !== undefined ? row.cases : this.plan(row).length
    return runStatus(row, cases, this.store.resultCount())
  }

  /** True when `key` is this run's instructor key (hidden hands in full). */
  async isInstructor(key: string): Promise<boolean> {
    const want = this.store.load()?.config.instructorKey
    return typeof want === 'string' && want.length > 0 && key === want
  }

  /**
   * The report so far (partial while running), or null when this link holds none. One RPC: for
   * tests and small runs; the routes read a report in pages (grading-read.ts).
   */
  async report(): Promise<Report | null> {
    const row = this.store.load()
    return row ? runReport(row, this.plan(row), this.store.results()) : null
  }

  /** The run's row (its config without the instructor key), or null when this link holds none. */
  async row(): Promise<RunRow | null> {
    const row = this.store.load()
    if (!row) return null
    const { instructorKey: _, ...config } = row.config
    return { ...row, config }
  }

  /**
   * Parts of the finished run's stored report from part `from` (grading-read.ts joins them), or
   * null when there is none to read: no run, a run still running, or one finished before reports
   * were stored. The generation says which run they belong to.
   */
  async storedReport(from: number): Promise<{ generation: number; parts: string[]; more: boolean } | null> {
    const row = this.store.load()
    if (row?.status !== 'done') return null
    const got = reportParts(this.store.sql, row.generation, from)
    return got && { generation: row.generation, ...got }
  }

  /**
   * One view in one RPC (grade-view.ts): the status, whether `key` is the instructor's, and once
   * finished the body stored for that viewer and `view` (gzipped if asked and stored so) from part
   * `from`; none while running, for a run finished before bodies were stored, or when the Worker
   * holds this generation's (`known`: then `same`). Null when this link holds no run.
   */
  async view(key: string | undefined, view: BodyView, gzip: boolean, from = 0, known: number | null = null) {
    const status = await this.status()
    if (!status) return null
    const instructor = key !== undefined && (await this.isInstructor(key))
    const same = status.status === 'done' && known === status.generation
    const body =
      status.status !== 'done' || same
        ? null
        : bodyParts(this.store.sql, status.generation, instructor ? 'instructor' : 'student', view, gzip, from)
    return { status, instructor, same, body }
  }

  /** One page of stored results from index `from`: at most RESULTS_PAGE. */
  async resultsPage(from: number): Promise<[number, CaseResult][]> {
    return this.store.resultsPage(from, RESULTS_PAGE)
  }

  /** One batch of grading per alarm; the next alarm is set until the run is done. */
  override async alarm(): Promise<void> {
    const row = this.store.load()
    if (row?.status !== 'running') return
    // Counted before the work, so an alarm that dies without a catch (out of memory) counts too.
    row.failures = (row.failures ?? 0) + 1
    if (row.failures > MAX_ALARM_FAILURES) {
      const why = row.lastError ? `: ${row.lastError}` : ''
      await finish(row, this.plan(row), this.store, `the grader failed ${MAX_ALARM_FAILURES} times in a row${why}`)
      return releaseGradeRun(this.env, this.ctx.id.toString())
    }
    this.store.save(row)
    try {
      if (!(await this.batch(row))) await this.ctx.storage.setAlarm(Date.now())
      else await releaseGradeRun(this.env, this.ctx.id.toString())
    } catch (e) {
      const now = this.store.load() ?? row
      now.failures = row.failures
      now.lastError = String((e as Error)?.message ?? e).slice(0, 300)
      this.store.save(now)
      await this.ctx.storage.setAlarm(Date.now() + 500 * row.failures)
    }
  }

  /** One batch; true when the run is finished. A batch that returns resets the failure count. */
  private async batch(row: RunRow): Promise<boolean> {
    let fetches = 0
    const transport = httpTransport(row.config.url, {
      policy: { allowPrivate: row.config.allowPrivate },
      fetch: (input, init) => {
        fetches++
        return GradingRun.outbound(input, init)
      },
    })
    const finished = await gradeBatch(
      row,
      this.plan(row),
      this.store,
      transport,
      () => fetches + HOPS_PER_CASE <= SUBREQUESTS_PER_ALARM,
    )
    row.failures = 0
    this.store.save(row)
    return finished
  }
}
