import { implementationOf } from '../conformance/capabilities.ts'
import { decide, type GradeContext, gradeOne } from '../conformance/grade.ts'
import { HangWatch } from '../conformance/hang.ts'
import { helloWithNonce, newNonce } from '../conformance/hello-nonce.ts'
import { type PlannedCase, resolveAssignment } from '../conformance/plan.ts'
import { buildReport, type CaseResult, type Report } from '../conformance/report.ts'
import { addShuffleReply, judgeTally, newTally, shuffleRequest } from '../conformance/shuffle-stats.ts'
import type { Reply, Transport } from '../conformance/transport.ts'
import { unsentResult } from '../conformance/verdict.ts'
import { type FinishedBody, finishedBodies } from './grading-bodies.ts'
import { saveBodies } from './grading-body-store.ts'
import { MAX_RUN_BYTES } from './grading-caps.ts'
import type { GradingStore, RunConfig, RunRow, RunStatus } from './grading-store.ts'

/** Time one case may take. */
export const CASE_TIMEOUT_MS = 5_000
/** Time a whole run may take before the rest is reported as not run. */
export const RUN_TIMEOUT_MS = 15 * 60_000

/** Network errors in a row after which a run's target is taken as unreachable. */
const GONE_AFTER = 5
const GONE = 'the target cannot be reached'
const FULL = `the run reached its storage limit (${MAX_RUN_BYTES / 1024 / 1024} MB of results)`

/** Grades one case; anything that throws while judging it is that case's error, never the run's. */
async function gradeSafely(transport: Transport, p: PlannedCase, ctx: GradeContext): Promise<CaseResult> {
  try {
    return await gradeOne(transport, p, ctx)
  } catch (e) {
    return unsentResult(p, 'error', `the grader could not judge this answer: ${(e as Error)?.message ?? e}`, 'crash')
  }
}

/** Network errors at the end of the stored results, in plan order (a resumed run keeps counting). */
function networkTail(plan: readonly PlannedCase[], done: Map<number, CaseResult>): number {
  let n = 0
  for (let i = 0; i < plan.length; i++) {
    const r = done.get(i)
    if (!r || r.verdict === 'skipped' || r.errorKind === 'cut-short') continue
    n = r.errorKind === 'network' || r.errorKind === 'refused' ? n + 1 : 0
  }
  return n
}

/** The index of the shuffle uniformity result: right after the planned cases. */
const shuffleIndex = (plan: readonly PlannedCase[]) => plan.length

/** The assignment a run grades by, with the form's seed, count and rules applied. */
export function runAssignment(config: RunConfig) {
  return resolveAssignment(config)
}

/** Whether a run includes the uniformity test. */
export function runsShuffle(row: RunRow): boolean {
  const inAssignment = 'shuffle' in runAssignment(row.config).parts
  return row.config.shuffles > 0 && inAssignment && (!row.config.tags || row.config.tags.includes('shuffle'))
}

/** What the stored results say about hangs: replayed in order, so a resumed run knows them too. */
function hangsSoFar(plan: readonly PlannedCase[], done: Map<number, CaseResult>): HangWatch {
  const watch = new HangWatch()
  plan.forEach((p, i) => {
    const r = done.get(i)
    if (r && r.errorKind !== 'cut-short' && r.verdict !== 'skipped' && !(r.verdict === 'fail' && !r.ms && !r.actual))
      watch.record(p.tags, r.errorKind === 'timeout')
  })
  return watch
}

/**
 * Grades the next batch of a run through `transport`: hello first, then the cases that have no
 * stored result, then the shuffle samples, then the uniformity verdict. Each result is stored as
 * it is judged. Requests go one at a time (ruling 32) while `hasBudget()` says the invocation may
 * still make subrequests. Returns true when the run is finished, false when another batch is due.
 */
export async function gradeBatch(
  row: RunRow,
  plan: PlannedCase[],
  store: GradingStore,
  transport: Transport,
  hasBudget: () => boolean,
): Promise<boolean> {
  const deadline = row.startedAt + RUN_TIMEOUT_MS
  const over = () => (Date.now() > deadline ? `the run timeout (${RUN_TIMEOUT_MS / 60_000} min) passed` : undefined)
  if (!row.caps) {
    // A fresh nonce per attempt: nothing to store, and a retried alarm simply asks again.
    const hello = await helloWithNonce(transport, CASE_TIMEOUT_MS, newNonce())
    if ('refused' in hello) return finish(row, plan, store, hello.refused)
    row.caps = hello.caps
    store.save(row)
  }
  const caps = row.caps
  const assignment = runAssignment(row.config)
  const done = store.results()
  let network = networkTail(plan, done)
  const stop = () => over() ?? (network >= GONE_AFTER ? GONE : store.storedBytes() >= MAX_RUN_BYTES ? FULL : undefined)
  const onReply = (reply: Reply) => {
    network = !reply.ok && (reply.kind === 'network' || reply.kind === 'refused') ? network + 1 : 0
  }
  const ctx: GradeContext = {
    caps,
    assignment,
    hang: hangsSoFar(plan, done),
    timeoutMs: CASE_TIMEOUT_MS,
    stop,
    onReply,
  }
  for (let i = 0; i < plan.length; i++) {
    if (done.has(i)) continue
    if (stop()) return finish(row, plan, store, stop())
    const p = plan[i]
    if (!decide(caps, assignment, p.tags, p.request) && !hasBudget()) return false
    store.saveResult(i, await gradeSafely(transport, p, ctx))
  }
  if (stop()) return finish(row, plan, store, stop())
  if (!runsShuffle(row) || done.has(shuffleIndex(plan))) return finish(row, plan, store)
  const skip = decide(caps, assignment, ['shuffle'], shuffleRequest(row.config.seed, 0))
  row.tally ??= newTally(row.config.shuffles)
  const tally = row.tally
  let repeat: Reply | null = null
  if (!skip) {
    while (!tally.problem && tally.samples < tally.wanted && !over()) {
      if (!hasBudget()) return save(row, store)
      const request = shuffleRequest(row.config.seed, tally.samples)
      addShuffleReply(tally, request, await transport.send(request, CASE_TIMEOUT_MS))
    }
    if (!tally.problem && tally.samples === tally.wanted && !over()) {
      if (!hasBudget()) return save(row, store)
      repeat = await transport.send(shuffleRequest(row.config.seed, 0), CASE_TIMEOUT_MS)
    }
  }
  const judged = judgeTally(tally, row.config.seed, repeat)
  store.saveResult(
    shuffleIndex(plan),
    skip ? { ...judged, verdict: skip.verdict, reason: skip.reason, errorKind: undefined, actual: undefined } : judged,
  )
  return finish(row, plan, store, over())
}

function save(row: RunRow, store: GradingStore): false {
  store.save(row)
  return false
}

/**
 * Ends a run: done now, with why it was cut short (if it was). Its report is fixed from here
 * until a re-run, so it is built once, and every body a viewer can ask for is rendered from it
 * (grading-bodies.ts); then the row, the report and the bodies are written with no await
 * between (one implicit transaction), so a view finds either the running run or all of them.
 * A first view reads its body in one RPC instead of parsing and rendering the report (issue 15).
 */
export async function finish(row: RunRow, plan: PlannedCase[], store: GradingStore, cutShort?: string): Promise<true> {
  row.status = 'done'
  row.finishedAt = Date.now()
  row.cutShort = cutShort ?? row.cutShort
  row.cases = plan.length
  const report = runReport(row, plan, store.results())
  let bodies: FinishedBody[] = []
  try {
    const status = runStatus(row, plan.length, store.resultCount())
    bodies = await finishedBodies(store.id, status, report, row.config.instructorKey)
  } catch {
    // Rendering failed (out of memory?): the run still ends, and its views render from the report.
  }
  store.save(row)
  store.saveReport(row.generation, JSON.stringify(report))
  saveBodies(store.sql, row.generation, bodies)
  return true
}

/** Where a run stands, from its row, its planned cases and how many results are stored. */
export function runStatus(row: RunRow, cases: number, stored: number): RunStatus {
  const shuffles = runsShuffle(row) ? row.config.shuffles : 0
  return {
    status: row.status,
    generation: row.generation,
    done: Math.min(stored, cases) + (row.tally?.samples ?? 0) + (stored > cases ? 1 : 0),
    total: cases + shuffles + (shuffles ? 1 : 0),
    url: row.config.url,
  }
}

/**
 * The run's report from what is stored: every planned case in order (those without a result yet
 * are "not run" once the run is over, and left out while it runs), then the uniformity test.
 */
export function runReport(row: RunRow, plan: PlannedCase[], results: Map<number, CaseResult>): Report {
  const cases: CaseResult[] = []
  const running = row.status === 'running'
  plan.forEach((p, i) => {
    const r = results.get(i)
    if (r) cases.push(r)
    else if (!running) cases.push(unsentResult(p, 'error', row.cutShort ?? 'the run ended', 'cut-short'))
  })
  const shuffle = results.get(plan.length)
  if (shuffle) cases.push(shuffle)
  else if (!running && runsShuffle(row))
    cases.push({
      ...judgeTally(row.tally ?? newTally(row.config.shuffles), row.config.seed, null),
      reason: row.cutShort ?? 'the run ended',
    })
  const { config } = row
  return buildReport(
    {
      implementation: implementationOf(
        row.caps ?? { name: '(waiting for hello)', declared: false, features: null, rules: null },
        config.url,
      ),
      assignment: runAssignment(config),
      seed: config.seed,
      count: config.count,
      tags: config.tags,
      rules: config.rules,
      startedAt: new Date(row.startedAt).toISOString(),
      durationMs: (row.finishedAt ?? Date.now()) - row.startedAt,
      complete: !running && !row.cutShort,
      ...(row.cutShort ? { cutShort: row.cutShort } : running ? { cutShort: 'still running' } : {}),
    },
    cases,
  )
}
