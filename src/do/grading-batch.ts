import { decide, type GradeContext, gradeOne } from '../conformance/grade.ts'
import { HangWatch } from '../conformance/hang.ts'
import { helloWithNonce, newNonce } from '../conformance/hello-nonce.ts'
import type { PlannedCase } from '../conformance/plan.ts'
import type { CaseResult } from '../conformance/report.ts'
import { addShuffleReply, judgeTally, newTally, shuffleRequest } from '../conformance/shuffle-stats.ts'
import type { Reply, Transport } from '../conformance/transport.ts'
import { unsentResult } from '../conformance/verdict.ts'
import { MAX_RUN_BYTES } from './grading-caps.ts'
import { finish, runAssignment, runsShuffle } from './grading-report.ts'
import type { GradingStore, RunRow } from './grading-store.ts'

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
