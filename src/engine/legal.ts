import { refusalCode } from './legal-moves.ts'
import { refusalSentence } from './refusals.ts'
import type { MoveName, RoundState } from './state.ts'

/**
 * Why `move` is not allowed for the pending decision, in plain words (what, where, why); null when
 * it is legal. The rule is legal-moves.ts's `refusalCode`, the sentence refusals.ts's.
 * `amount` is an insurance stake or a double amount in currency units.
 */
export function refusal(st: RoundState, move: MoveName, amount?: number): string | null {
  const code = refusalCode(st, move, amount)
  return code === null ? null : refusalSentence(code, st, move)
}
