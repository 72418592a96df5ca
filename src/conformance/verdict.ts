import type { Difference } from './compare.ts'
import type { PlannedCase } from './plan.ts'
import type { CaseResult, ErrorKind } from './report.ts'
import type { Reply } from './transport.ts'

const ANSWER_KEYS = ['error', 'dealer', 'seats', 'rounds', 'shoe']

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

/**
 * Why an answer is not shaped like any answer of the protocol, or null when it is: it must be a
 * JSON object with a result's fields (`dealer`/`seats`, `rounds`), a shuffle's `shoe`, or an
 * `error` object with a string `code`. Anything else is an `error` verdict, not a `fail`, so a
 * student sees "wrong shape" rather than a wall of missing fields.
 */
export function shapeProblem(answer: unknown): string | null {
  if (!isRecord(answer))
    return `the answer is ${Array.isArray(answer) ? 'a list' : JSON.stringify(answer)}, not a JSON object`
  if (!ANSWER_KEYS.some((k) => k in answer))
    return `the answer has none of the fields ${ANSWER_KEYS.join(', ')} (it has ${Object.keys(answer).join(', ') || 'no fields'})`
  if ('error' in answer && !(isRecord(answer.error) && typeof answer.error.code === 'string'))
    return 'the answer\'s "error" must be an object with a string "code"'
  return null
}

/** One difference as a line a student can read. */
export function describeDifference(d: Difference): string {
  const show = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v))
  const line = `${d.path || '(answer)'}: expected ${show(d.expected)}, got ${show(d.actual)}`
  return d.note ? `${line} (${d.note})` : line
}

function base(p: PlannedCase): Omit<CaseResult, 'verdict'> {
  const b = { id: p.id, title: p.title, tags: p.tags, source: p.source, request: p.request, expected: p.expect }
  return p.hidden ? { ...b, hidden: true } : b
}

/**
 * The message of a `not-implemented` error answer (our extension, shared with the starter kits:
 * a stub answers it until the student writes that part), as one short line; else null. It is a
 * fail of that case, whatever was expected, and the report says the message once per part.
 */
export function notImplemented(answer: unknown): string | null {
  if (!isRecord(answer) || !isRecord(answer.error) || answer.error.code !== 'not-implemented') return null
  const m = typeof answer.error.message === 'string' ? answer.error.message.split('\n')[0].trim().slice(0, 200) : ''
  if (!m) return 'not implemented (the program answered "not-implemented")'
  return /^not implemented/i.test(m) ? m : `not implemented: ${m}`
}

/** A case that was not sent: skipped or failed for a reason, or an error such as `cut-short`. */
export function unsentResult(
  p: PlannedCase,
  verdict: 'skipped' | 'fail' | 'error',
  reason: string,
  kind?: ErrorKind,
): CaseResult {
  return { ...base(p), verdict, reason, ...(kind ? { errorKind: kind } : {}) }
}

/**
 * The verdict of one case from its transport reply (contract section 7): `error` when there is
 * no usable answer (named), `fail` with every difference, else `pass`. Nothing the
 * implementation says about itself is trusted: only its answer, compared with `expect`.
 */
export function judgeReply(p: PlannedCase, reply: Reply): CaseResult {
  if (!reply.ok) return { ...base(p), verdict: 'error', errorKind: reply.kind, reason: reply.message, ms: reply.ms }
  const problem = shapeProblem(reply.answer)
  if (problem)
    return {
      ...base(p),
      verdict: 'error',
      errorKind: 'wrong-shape',
      reason: problem,
      actual: reply.answer,
      ms: reply.ms,
    }
  const stub = notImplemented(reply.answer)
  if (stub) return { ...base(p), verdict: 'fail', reason: stub, actual: reply.answer, ms: reply.ms }
  const differences = p.check(reply.answer)
  // A passing answer is the expectation again: not kept, so stored runs stay small.
  if (differences.length === 0) return { ...base(p), verdict: 'pass', ms: reply.ms }
  const more = differences.length > 1 ? ` (and ${differences.length - 1} more)` : ''
  return {
    ...base(p),
    verdict: 'fail',
    reason: `${describeDifference(differences[0])}${more}`,
    actual: reply.answer,
    differences,
    ms: reply.ms,
  }
}

/** The verdict of an answer already in hand (the reference engine's, on a case page). */
export function verdictOf(p: PlannedCase, answer: unknown): CaseResult {
  return judgeReply(p, { ok: true, answer, ms: 0 })
}
