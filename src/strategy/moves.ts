import { softens } from '../engine/cards.ts'
import type { Rules } from '../engine/rules.ts'
import type { NaturalMode } from './evaluator.ts'

/** A decision of the play step that the strategy ranks. */
export type Action = 'hit' | 'stand' | 'double' | 'split' | 'surrender'

/** Expected values per unit bet of each move allowed at a hand's first decision. */
export type MoveEvs = Partial<Record<Action, number>>

/** The moves of a first decision, in the order their values are kept (and ties ranked). */
export const MOVES: readonly Action[] = ['stand', 'hit', 'double', 'surrender', 'split']

/** True when `rules` let a two-card hand with this hard total and ace flag double. */
export function doubleAllowed(rules: Rules, hard: number, ace: boolean, fromSplit: boolean): boolean {
  if (rules.double === 'none' || (fromSplit && !rules.doubleAfterSplit)) return false
  if (rules.double === 'any') return true
  const soft = softens(hard, ace)
  const lo = rules.double === '9-11' ? 9 : 10
  return !soft && hard >= lo && hard <= 11
}

/** True when the round ends at the peek on a dealer natural with this upcard (so EVs are conditioned). */
export function peeks(rules: Rules, up: number): boolean {
  return rules.naturals && rules.holeCard === 'peek' && (up === 1 || (up === 10 && rules.peekTen))
}

/** What a dealer natural costs a hand here (see NaturalMode); split hands under OBO carry none of their own. */
export function naturalMode(rules: Rules, up: number, split: boolean): NaturalMode {
  if (rules.holeCard === 'enhc') return rules.obo ? (split ? 'none' : 'obo') : 'full'
  return up === 10 && !rules.peekTen ? 'full' : 'cond'
}
