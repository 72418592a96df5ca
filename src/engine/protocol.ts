import { type CaseAnswer, runCase } from './case.ts'
import { EngineError, type EngineErrorBody } from './errors.ts'
import { RULE_KEYS, RULE_SPECS } from './rules.ts'
import { shuffleOp } from './shuffle.ts'
import { isObject } from './validate.ts'

/** Protocol version implemented (contract title). */
export const PROTOCOL_VERSION = 1

/** The contract's tags: the parts of the assignment, base first, then each extra-credit item. */
export const TAGS = [
  'shuffle',
  'deal',
  'values',
  'dealer',
  'hit-stand',
  'shoe',
  'errors',
  'multiplayer',
  'surrender',
  'double',
  'split',
  'betting',
  'blackjack',
  'insurance',
  'even-money',
] as const

/** A supported-values entry of a `hello` answer (ruling 31). */
export type SupportedValues = (string | boolean)[] | { min: number; max: number }

/** The `hello` answer of contract section 7. */
export interface HelloAnswer {
  name: string
  protocol: number
  features: string[]
  rules?: Record<string, SupportedValues>
  /** The web grader's hello nonce, echoed: the server agrees to be graded (docs/grading.md). */
  nonce?: string
}

/** The longest hello nonce echoed (the web grader sends 32 hex digits). */
const MAX_NONCE = 128

/** The reference engine's `hello`: every feature, every rule value. */
export function referenceHello(): HelloAnswer {
  const rules: Record<string, SupportedValues> = {}
  for (const key of RULE_KEYS) {
    const spec = RULE_SPECS[key]
    if (spec.kind === 'bool') rules[key] = [true, false]
    else if (spec.kind === 'enum') rules[key] = [...spec.values]
    else if (spec.kind === 'money') rules[key] = { min: 0.01, max: 1e9 }
    else rules[key] = { min: spec.min, max: spec.max }
  }
  return { name: 'Blackjack Lab reference engine', protocol: PROTOCOL_VERSION, features: [...TAGS], rules }
}

/** Anything an engine may answer on a transport. */
export type Answer = CaseAnswer | HelloAnswer | { shoe: string[] }

/**
 * Answers one request of the protocol: a case, `{ "op": "shuffle" }` or `{ "op": "hello" }`.
 * Never throws for bad input: every problem is an error answer.
 */
export function answer(request: unknown): Answer {
  if (isObject(request) && 'op' in request) {
    try {
      if (request.op === 'hello') {
        const nonce = request.nonce
        return typeof nonce === 'string' && nonce.length <= MAX_NONCE
          ? { ...referenceHello(), nonce }
          : referenceHello()
      }
      if (request.op === 'shuffle') return shuffleOp(request)
      return {
        error: {
          code: 'invalid-case',
          message: `unknown op ${JSON.stringify(request.op)}; the ops are "hello" and "shuffle"`,
        },
      }
    } catch (e) {
      if (e instanceof EngineError) return { error: e.body }
      throw e
    }
  }
  return runCase(request)
}

/** Answers one line of the local-command transport (ruling 28): not JSON, or not an object, is invalid-case. */
export function answerLine(line: string): Answer {
  let request: unknown
  try {
    request = JSON.parse(line)
  } catch {
    return { error: { code: 'invalid-case', message: 'the line is not valid JSON' } satisfies EngineErrorBody }
  }
  if (!isObject(request)) return { error: { code: 'invalid-case', message: 'a request must be a JSON object' } }
  return answer(request)
}
