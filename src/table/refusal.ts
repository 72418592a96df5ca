import { EngineError } from '../engine/errors.ts'

/** The HTTP statuses a refused request maps to. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422

/**
 * The one error type of the game: a request refused, with its HTTP status and a plain sentence a
 * person reads. Whoever throws it has changed nothing. The table domain throws it for a command it
 * refuses, the routes for a form they cannot read; the Worker's one `onError` answers it.
 */
export class Refusal extends Error {
  readonly status: RefusalStatus
  constructor(status: RefusalStatus, message: string) {
    super(message)
    this.name = 'Refusal'
    this.status = status
  }
}

/**
 * Runs `fn`, turning an engine error (a rule the engine refused, e.g. `invalid-bet`) into a 422
 * Refusal with the engine's own words after `prefix`. The one place the table meets EngineError.
 */
export function engineRefusal<T>(fn: () => T, prefix = ''): T {
  try {
    return fn()
  } catch (e) {
    throw refused(e, prefix)
  }
}

/**
 * Runs `fn`; an engine error becomes a 422 Refusal in the table's own plain words (`words()`), or
 * the engine's when it has none. For what a person typed into a form: the contract's precise
 * messages stay with the API and the grader.
 */
export function engineRefusalIn<T>(fn: () => T, words: () => string | null): T {
  try {
    return fn()
  } catch (e) {
    if (e instanceof EngineError) throw new Refusal(422, words() ?? e.message)
    throw e
  }
}

/**
 * Runs an engine step that draws cards: true when it ran, false when the shoe ran out before the
 * cut card or mid-round (the table then brings out a new shoe and runs it again). Any other engine
 * error is a 422 Refusal, as in engineRefusal.
 */
export function shoeLasted(step: () => void): boolean {
  try {
    step()
    return true
  } catch (e) {
    if (e instanceof EngineError && e.body.code === 'shoe-exhausted') return false
    throw refused(e, '')
  }
}

/** What a step gave: its value, or the Refusal it was refused with (for an RPC boundary, which returns results). */
export type Attempt<T> = { ok: true; value: T } | { ok: false; refusal: Refusal }

/** Runs `fn`, returning a Refusal it throws as a result; anything else is a bug and propagates. */
export function attempt<T>(fn: () => T): Attempt<T> {
  try {
    return { ok: true, value: fn() }
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, refusal: e }
    throw e
  }
}

function refused(e: unknown, prefix: string): unknown {
  return e instanceof EngineError ? new Refusal(422, prefix + e.message) : e
}
