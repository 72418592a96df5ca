import { type Assignment, isRequired } from '../assignment/assignment.ts'
import { type Capabilities, skipReason } from './capabilities.ts'
import type { HangWatch } from './hang.ts'
import type { PlannedCase } from './plan.ts'
import type { CaseResult } from './report.ts'
import { scoringTags } from './score.ts'
import type { Reply, Transport } from './transport.ts'
import { judgeReply, unsentResult } from './verdict.ts'

/** What grading one case needs besides the case: who answers, and what has been seen so far. */
export interface GradeContext {
  caps: Capabilities
  assignment: Assignment
  hang: HangWatch
  timeoutMs: number
  /** Why no more cases are sent (run timeout, cancelled, target gone), or undefined. */
  stop: () => string | undefined
  /** Called with every reply, to notice a target that is gone. */
  onReply?: (reply: Reply) => void
}

/**
 * Whether a case is sent, failed unsent or skipped (contract section 7): a case needing a required
 * part that hello leaves out fails "not implemented: this assignment requires <part>"; one needing
 * an undeclared extra-credit item, or (for a case that scores in extra credit) an undeclared rule
 * value, is skipped and earns nothing. Required parts are graded whatever hello declares.
 */
export function decide(
  caps: Capabilities,
  a: Assignment,
  tags: readonly string[],
  request: unknown,
): { verdict: 'skipped' | 'fail'; reason: string } | null {
  const missing = caps.features ? tags.filter((t) => !caps.features!.includes(t)) : []
  const required = missing.find((t) => isRequired(a, t))
  if (required) return { verdict: 'fail', reason: `not implemented: this assignment requires ${required}` }
  const optional = scoringTags(tags, a).some((t) => a.parts[t]?.extraCredit)
  if (!optional) return null
  const skip = skipReason(caps, tags, request)
  return skip ? { verdict: 'skipped', reason: skip } : null
}

/** Grades one planned case: failed or skipped unsent, not run (stopped, hanging), or sent and judged. */
export async function gradeOne(transport: Transport, p: PlannedCase, ctx: GradeContext): Promise<CaseResult> {
  const decided = decide(ctx.caps, ctx.assignment, p.tags, p.request)
  if (decided) return unsentResult(p, decided.verdict, decided.reason)
  const cut = ctx.stop()
  if (cut) return unsentResult(p, 'error', cut, 'cut-short')
  if (ctx.hang.neverAnswers()) return unsentResult(p, 'error', 'the program has not answered any request', 'cut-short')
  const hangs = ctx.hang.hangsOn(p.tags)
  if (hangs) return unsentResult(p, 'error', `the program hangs on ${hangs}`, 'cut-short')
  const reply = await transport.send(p.request, ctx.timeoutMs)
  ctx.hang.record(p.tags, !reply.ok && reply.kind === 'timeout')
  ctx.onReply?.(reply)
  return judgeReply(p, reply)
}
