import type { Difference } from '../conformance/compare.ts'
import type { CaseResult } from '../conformance/results.ts'

/** Bytes of a stored answer kept for the report; the rest is counted, not kept. */
export const MAX_ANSWER_STORED = 4096
/** Bytes of each side of a stored difference. */
export const MAX_DIFF_STORED = 1024
/** Differences kept per case; the rest are counted in one last entry. */
export const MAX_DIFFS_STORED = 40
/** Bytes of results one run may store (a report is then at most a few MB, far below 32 MiB RPC). */
export const MAX_RUN_BYTES = 2 * 1024 * 1024
/** Nesting kept as a value; deeper answers are kept as (the start of) their text. */
const MAX_DEPTH = 64
/** Characters of a reason kept. */
const MAX_REASON = 1000

const utf8 = new TextEncoder()

/** JSON text of `value`, or null when it cannot be written (nested past the stack, cyclic, BigInt). */
function jsonOf(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? 'null'
  } catch {
    return null
  }
}

/** The deepest bracket nesting of JSON text (strings skipped): cheap, and no recursion. */
function depthOf(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92) i++
      else if (ch === 34) inString = false
    } else if (ch === 34) inString = true
    else if (ch === 91 || ch === 123) max = Math.max(max, ++depth)
    else if (ch === 93 || ch === 125) depth--
  }
  return max
}

/**
 * `value` as it is stored: itself when its JSON is at most `max` bytes and shallow, else the start
 * of its JSON text followed by "… N bytes more" (a string, so rendering and storing never recurse
 * deeply).
 */
export function capValue(value: unknown, max = MAX_ANSWER_STORED): unknown {
  const text = jsonOf(value)
  if (text === null) return '(this answer cannot be shown: it is nested too deeply)'
  const bytes = text.length > max / 4 ? utf8.encode(text).length : text.length
  if (bytes <= max && depthOf(text) <= MAX_DEPTH) return value
  if (bytes <= max) return text
  const kept = text.slice(0, max)
  return `${kept}… ${bytes - utf8.encode(kept).length} bytes more`
}

function capDiffs(diffs: Difference[] | undefined): Difference[] | undefined {
  if (!diffs) return diffs
  const kept = diffs.slice(0, MAX_DIFFS_STORED).map((d) => ({
    ...d,
    path: String(d.path).slice(0, 200),
    expected: capValue(d.expected, MAX_DIFF_STORED),
    actual: capValue(d.actual, MAX_DIFF_STORED),
  }))
  const more = diffs.length - kept.length
  if (more > 0) kept.push({ path: '…', expected: null, actual: null, note: `${more} more differences not kept` })
  return kept
}

/** A result as it is stored: its answer, differences and reason capped (see the constants above). */
export function capResult(r: CaseResult): CaseResult {
  const out: CaseResult = { ...r }
  if (r.actual !== undefined) out.actual = capValue(r.actual)
  if (r.differences) out.differences = capDiffs(r.differences)
  if (typeof r.reason === 'string' && r.reason.length > MAX_REASON)
    out.reason = `${r.reason.slice(0, MAX_REASON)}… ${r.reason.length - MAX_REASON} characters more`
  return out
}

/**
 * The JSON text a result is stored as. Never throws: a result that cannot be written even capped
 * becomes that case's error verdict.
 */
export function storedJson(r: CaseResult): string {
  const text = jsonOf(capResult(r))
  if (text !== null) return text
  const { id, title, tags, source, request, expected, hidden } = r
  return JSON.stringify({
    id,
    title,
    tags,
    source,
    request,
    expected,
    hidden,
    verdict: 'error',
    errorKind: 'wrong-shape',
    reason: 'the answer could not be stored',
  })
}
