import { ASSUME_ALL, type Capabilities, implementationOf, parseHello, skipReason } from './capabilities.ts'
import { type PlannedCase, type PlanOptions, planCases, wantsShuffleStats } from './plan.ts'
import { buildReport, type CaseResult, type Report } from './report.ts'
import { addShuffleReply, judgeTally, newTally, shuffleRequest } from './shuffle-stats.ts'
import type { Reply, Transport } from './transport.ts'
import { judgeReply, unsentResult } from './verdict.ts'

/** How long one case may take before it is a `timeout` error. */
export const DEFAULT_CASE_TIMEOUT_MS = 5_000
/** How long a whole run may take before the rest is reported as not run. */
export const DEFAULT_RUN_TIMEOUT_MS = 10 * 60_000

/** Options of one grading run. */
export interface GradeOptions extends PlanOptions {
  /** One-deck shuffles for the uniformity test; 0 leaves it out. */
  shuffles: number
  caseTimeoutMs?: number
  runTimeoutMs?: number
  /** Requests in flight at once; 1 by default, as ruling 32 asks of graders. */
  concurrency?: number
  /** Cancels the run; what was graded so far is reported. */
  signal?: AbortSignal
  /** Called after each graded case (and every 50 shuffles) for progress lines. */
  onProgress?: (done: number, total: number) => void
}

/** Asks `hello` (contract section 7); no usable answer means every feature is assumed. */
export async function negotiate(transport: Transport, timeoutMs: number): Promise<Capabilities> {
  const reply = await transport.send({ op: 'hello' }, timeoutMs)
  return reply.ok ? parseHello(reply.answer) : ASSUME_ALL
}

/** Runs `task(i)` for i in [0, n) with at most `limit` at once, in order of i. */
async function pool(n: number, limit: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < n) await task(next++)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, n)) }, worker))
}

/** Why the uniformity test is skipped for these capabilities, or null. */
function shuffleSkip(caps: Capabilities, seed: string): string | null {
  return skipReason(caps, ['shuffle'], shuffleRequest(seed, 0))
}

/**
 * Grades an implementation through any transport: `hello`, then every planned case (skipped when
 * hello rules it out, else sent and judged), then the shuffle uniformity test. Never throws for
 * anything the implementation does; always returns a report, partial (`complete: false`) when the
 * run timeout or `signal` cut it short. Throws only for invalid options (e.g. `rules`).
 */
export async function gradeImplementation(transport: Transport, options: GradeOptions): Promise<Report> {
  const started = Date.now()
  const caseTimeout = options.caseTimeoutMs ?? DEFAULT_CASE_TIMEOUT_MS
  const deadline = started + (options.runTimeoutMs ?? DEFAULT_RUN_TIMEOUT_MS)
  const plan = planCases(options)
  const withShuffle = options.shuffles > 0 && wantsShuffleStats(options.tags)
  let cutShort: string | undefined
  const stop = (): string | undefined => {
    if (cutShort) return cutShort
    if (options.signal?.aborted) cutShort = 'the run was cancelled'
    else if (Date.now() > deadline) cutShort = `the run timeout (${Math.round((deadline - started) / 1000)} s) passed`
    return cutShort
  }
  const caps = await negotiate(transport, caseTimeout)
  const total = plan.length + (withShuffle ? options.shuffles : 0)
  let done = 0
  const results: CaseResult[] = new Array(plan.length)
  await pool(plan.length, options.concurrency ?? 1, async (i) => {
    results[i] = await gradeOne(transport, plan[i], caps, caseTimeout, stop)
    options.onProgress?.(++done, total)
  })
  if (withShuffle) {
    const skip = shuffleSkip(caps, options.seed)
    const tally = newTally(options.shuffles)
    let repeat: Reply | null = null
    if (!skip) {
      await pool(options.shuffles, options.concurrency ?? 1, async (i) => {
        if (tally.problem || stop()) return
        const request = shuffleRequest(options.seed, i)
        addShuffleReply(tally, request, await transport.send(request, caseTimeout))
        if (++done % 50 === 0) options.onProgress?.(done, total)
      })
      if (!tally.problem && tally.samples === tally.wanted && !stop())
        repeat = await transport.send(shuffleRequest(options.seed, 0), caseTimeout)
    }
    results.push(shuffleVerdict(judgeTally(tally, options.seed, repeat), skip, cutShort))
  }
  return buildReport(
    {
      implementation: implementationOf(caps, transport.target),
      seed: options.seed,
      count: options.count,
      tags: options.tags && options.tags.length > 0 ? [...options.tags] : null,
      rules: options.rules ?? null,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      complete: cutShort === undefined,
      ...(cutShort ? { cutShort } : {}),
    },
    results,
  )
}

/** The uniformity test's result, skipped when hello rules it out, naming why a cut-short run stopped. */
function shuffleVerdict(judged: CaseResult, skip: string | null, cutShort: string | undefined): CaseResult {
  if (skip) {
    const { errorKind: _k, actual: _a, differences: _d, ...rest } = judged
    return { ...rest, verdict: 'skipped', reason: skip }
  }
  if (judged.errorKind === 'cut-short' && cutShort) return { ...judged, reason: `not run: ${cutShort}` }
  return judged
}

/** Grades one planned case: skipped, not run (cut short), or sent and judged. */
export async function gradeOne(
  transport: Transport,
  p: PlannedCase,
  caps: Capabilities,
  timeoutMs: number,
  stop: () => string | undefined,
): Promise<CaseResult> {
  const skip = skipReason(caps, p.tags, p.request)
  if (skip) return unsentResult(p, 'skipped', skip)
  const cut = stop()
  if (cut) return unsentResult(p, 'error', `not run: ${cut}`, 'cut-short')
  return judgeReply(p, await transport.send(p.request, timeoutMs))
}
