/** Error codes of contract section 5, in the order ruling 1 checks them before dealing. */
export type ErrorCode =
  | 'invalid-case'
  | 'invalid-rules'
  | 'invalid-shoe'
  | 'invalid-bet'
  | 'illegal-action'
  | 'missing-action'
  | 'shoe-exhausted'

/** The `error` member of an error result (contract section 5, ruling 9). */
export interface EngineErrorBody {
  code: ErrorCode
  message: string
  round?: number
  seat?: number
  hand?: number
  action?: string
}

/**
 * Thrown inside the engine when a case or a decision breaks the contract; the edges turn it into
 * `{ error: { ... } }`. Any other exception is a bug in the engine.
 */
export class EngineError extends Error {
  readonly body: EngineErrorBody
  constructor(code: ErrorCode, message: string, where: Omit<EngineErrorBody, 'code' | 'message'> = {}) {
    super(message)
    this.name = 'EngineError'
    this.body = { code, message, ...where }
  }
}

/** Shorthand for throwing an EngineError. */
export function fail(code: ErrorCode, message: string, where: Omit<EngineErrorBody, 'code' | 'message'> = {}): never {
  throw new EngineError(code, message, where)
}
