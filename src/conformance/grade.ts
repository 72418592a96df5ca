import { DEFAULT_SHUFFLES, DEFAULT_TIMEOUT_MS } from '../assignment/assignment.ts'
import { ASSUME_ALL, type Capabilities, implementationOf, parseHello } from './capabilities.ts'
import { decide, type GradeContext, gradeOne } from './grade-one.ts'
import { HangWatch } from './hang.ts'
import { type PlanOptions, planCases, resolveAssignment, wantsShuffleStats } from './plan.ts'
import { buildReport, type CaseResult, type Report } from './report.ts'
import { addShuffleReply, judgeTally, newTally, shuffleRequest } from './shuffle-stats.ts'
import type { Reply, Transport } from './transport.ts'

export { decide, type GradeContext, gradeOne }

/** How long one case may take before it is a `timeout` error. */
export const DEFAULT_CASE_TIMEOUT_MS = DEFAULT_TIMEOUT_MS
/** How long a whole run may take before the rest is reported as not run. */
export const DEFAULT_RUN_TIMEOUT_MS = 10 * 60_000
/** Network errors in a row after which the target is taken as gone. */
const GONE_AFTER = 5

/** Options of one grading run: what to grade (plan.ts) and how. */
export interface GradeOptions extends PlanOptions {
  /** One-deck shuffles for the uniformity test (overrides the assignment's); 0 leaves it out. */
  shuffles?: number
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
  return (await hello(transport, timeoutMs)).caps
}

/** `hello` and, when it got no answer at all, why (said once in the report). */
async function hello(transport: Transport, timeoutMs: number): Promise<{ caps: Capabilities; reply: Reply }> {
  const reply = await transport.send({ op: 'hello' }, timeoutMs)
  return { caps: reply.ok ? parseHello(reply.answer) : ASSUME_ALL, reply }
}

/** Runs `task(i)` for i in [0, n) with at most `limit` at once, in order of i. */
async function pool(n: number, limit: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < n) await task(next++)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, n)) }, worker))
}

/**
 * Grades an implementation through any transport by an assignment: `hello`, then every planned
 * case, then the shuffle uniformity test. Never throws for anything the implementation does;
 * always returns a report, partial (`complete: false`) when the run timeout, `signal` or a target
 * that cannot be reached cut it short. Throws only for invalid options (e.g. `rules`).
 */
export async function gradeImplementation(transport: Transport, options: GradeOptions): Promise<Report> {
  const started = Date.now()
  const assignment = resolveAssignment(options)
  const caseTimeout = options.caseTimeoutMs ?? assignment.timeoutMs ?? DEFAULT_CASE_TIMEOUT_MS
  const deadline = started + (options.runTimeoutMs ?? DEFAULT_RUN_TIMEOUT_MS)
  const plan = planCases({ ...options, assignment })
  const shuffles = options.shuffles ?? assignment.shuffles ?? DEFAULT_SHUFFLES
  const withShuffle = shuffles > 0 && wantsShuffleStats(options.tags, assignment)
  const notes: string[] = []
  let cutShort: string | undefined
  let unreachable: string | undefined
  let networkInARow = 0
  const stop = (): string | undefined => {
    if (cutShort) return cutShort
    if (options.signal?.aborted) cutShort = 'the run was cancelled'
    else if (Date.now() > deadline) cutShort = `the run timeout (${Math.round((deadline - started) / 1000)} s) passed`
    return cutShort
  }
  const onReply = (reply: Reply) => {
    networkInARow = !reply.ok && (reply.kind === 'network' || reply.kind === 'refused') ? networkInARow + 1 : 0
    if (networkInARow >= GONE_AFTER && !cutShort) {
      cutShort = 'the target stopped answering'
      notes.push(`${transport.target} stopped answering: ${!reply.ok ? reply.message : ''}`)
    }
  }
  const greeting = await hello(transport, caseTimeout)
  const caps = greeting.caps
  if (!greeting.reply.ok) {
    if (greeting.reply.kind === 'network' || greeting.reply.kind === 'refused') {
      unreachable = `${transport.target} cannot be reached, so no case was sent: ${greeting.reply.message}`
      cutShort = 'the target cannot be reached'
    } else notes.push(`hello got no answer, so every feature is assumed: ${greeting.reply.message}`)
  }
  const ctx: GradeContext = { caps, assignment, hang: new HangWatch(), timeoutMs: caseTimeout, stop, onReply }
  ctx.hang.recordAny(greeting.reply)
  const total = plan.length + (withShuffle ? shuffles : 0)
  let done = 0
  const results: CaseResult[] = new Array(plan.length)
  await pool(plan.length, options.concurrency ?? 1, async (i) => {
    results[i] = await gradeOne(transport, plan[i], ctx)
    options.onProgress?.(++done, total)
  })
  if (withShuffle)
    results.push(
      await gradeShuffle(transport, ctx, assignment.seed, shuffles, options, () => {
        if (++done % 50 === 0) options.onProgress?.(done, total)
      }),
    )
  if (ctx.hang.neverAnswers())
    notes.push(
      `the program answered none of the first requests (hello included) within ${caseTimeout} ms, so the rest was not run`,
    )
  else
    for (const part of ctx.hang.parts())
      notes.push(
        `the program hangs on ${part}: its first cases got no answer within ${caseTimeout} ms, so the rest of ${part} was not run`,
      )
  notes.push(...(transport.notes?.() ?? []))
  return buildReport(
    {
      implementation: implementationOf(caps, transport.target),
      assignment,
      notes,
      seed: assignment.seed,
      count: assignment.hands,
      tags: options.tags && options.tags.length > 0 ? [...options.tags] : null,
      rules: assignment.rules ?? null,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      complete: cutShort === undefined,
      // The report says why once, in full; each case says only "the target cannot be reached".
      ...(cutShort ? { cutShort: unreachable ?? cutShort } : {}),
    },
    results,
  )
}

/** The uniformity test: failed unsent, skipped, not run, or S shuffles judged by chi-square. */
async function gradeShuffle(
  transport: Transport,
  ctx: GradeContext,
  seed: string,
  shuffles: number,
  options: GradeOptions,
  tick: () => void,
): Promise<CaseResult> {
  const decided = decide(ctx.caps, ctx.assignment, ['shuffle'], shuffleRequest(seed, 0))
  const tally = newTally(shuffles)
  let repeat: Reply | null = null
  const never = ctx.hang.neverAnswers()
  const hangs = never ? 'every request' : ctx.hang.hangsOn(['shuffle'])
  if (!decided && !hangs) {
    await pool(shuffles, options.concurrency ?? 1, async (i) => {
      if (tally.problem || ctx.stop()) return
      const request = shuffleRequest(seed, i)
      const reply = await transport.send(request, ctx.timeoutMs)
      ctx.onReply?.(reply)
      addShuffleReply(tally, request, reply)
      tick()
    })
    if (!tally.problem && tally.samples === tally.wanted && !ctx.stop())
      repeat = await transport.send(shuffleRequest(seed, 0), ctx.timeoutMs)
  }
  const judged = judgeTally(tally, seed, repeat)
  const { errorKind: _k, actual: _a, differences: _d, ...rest } = judged
  if (decided) return { ...rest, verdict: decided.verdict, reason: decided.reason }
  if (hangs) {
    const reason = never ? 'the program has not answered any request' : `the program hangs on ${hangs}`
    return { ...rest, verdict: 'error', errorKind: 'cut-short', reason }
  }
  const cut = ctx.stop()
  if (judged.errorKind === 'cut-short' && cut) return { ...judged, reason: cut }
  return judged
}
