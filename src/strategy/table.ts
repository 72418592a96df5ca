import { aceOf, bestTotal, cardValue, hardOf, hardTotal, hasAce, softens } from '../engine/cards.ts'
import { legalMask, MOVE_BIT, onlySplitOrStand } from '../engine/legal-moves.ts'
import { applyLegalMove } from '../engine/play.ts'
import type { Rules } from '../engine/rules.ts'
import type { HandState, Move, RoundState } from '../engine/state.ts'
import { basicStrategy, type Cell, type Chart, HARD_ROWS, PAIR_ROWS, SOFT_ROWS } from './chart.ts'
import type { Action } from './upcard.ts'

/** The chart's move codes, as packed in StrategyTable.prefs (3 bits each, best first; 0 ends the list). */
export const HIT = 1
export const STAND = 2
export const DOUBLE = 3
export const SPLIT = 4
export const SURRENDER = 5
const CODE: Record<Action, number> = { hit: HIT, stand: STAND, double: DOUBLE, split: SPLIT, surrender: SURRENDER }
const HARD = 0
const SOFT = 1
const PAIR = 2

/**
 * A chart flattened for play: per hand class and upcard, the preference order packed 3 bits per
 * move, best first. Built once per rule set; choosing a move allocates nothing.
 */
export interface StrategyTable {
  rules: Rules
  prefs: Int32Array
  /** Per hand class and upcard: early surrender is better than playing on. */
  earlySurrender: Uint8Array
}

function slot(kind: number, row: number, up: number): number {
  return (kind * 22 + row) * 11 + up
}

/** Builds (and caches through the chart) the lookup table of a rule set, computing its chart if need be. */
export function strategyTable(rules: Rules | Record<string, unknown>): StrategyTable {
  return tableOfChart(basicStrategy(rules))
}

/** The lookup table of a chart (computed, or read from a stored file); cached per chart object. */
export function tableOfChart(chart: Chart): StrategyTable {
  const cached = tables.get(chart)
  if (cached) return cached
  const prefs = new Int32Array(3 * 22 * 11)
  const early = new Uint8Array(3 * 22 * 11)
  const fill = (kind: number, rows: number[], cells: Map<number, Cell[]>) => {
    for (const row of rows) {
      const line = cells.get(row) as Cell[]
      for (let up = 1; up <= 10; up++) {
        const cell = line[up]
        let packed = 0
        const order = cell.order.filter((m) => m !== 'surrender' || !cell.early)
        for (let i = order.length - 1; i >= 0; i--) packed = (packed << 3) | CODE[order[i]]
        prefs[slot(kind, row, up)] = packed
        early[slot(kind, row, up)] = cell.order[0] === 'surrender' && cell.early ? 1 : 0
      }
    }
  }
  fill(HARD, HARD_ROWS, chart.hard)
  fill(SOFT, SOFT_ROWS, chart.soft)
  fill(PAIR, PAIR_ROWS, chart.pair)
  const table: StrategyTable = { rules: chart.rules, prefs, earlySurrender: early }
  tables.set(chart, table)
  return table
}

const tables = new WeakMap<Chart, StrategyTable>()

/** The table slot of a hand against an upcard: a pair row for two cards of one value, else hard or soft. */
export function handSlot(cards: readonly number[], upCard: number): number {
  return slotFrom(cards, hardTotal(cards), hasAce(cards), upCard)
}

/** handSlot of a hand from the engine's running totals, without adding up its cards again. */
function slotOfHand(h: HandState, upCard: number): number {
  return slotFrom(h.cards, hardOf(h), aceOf(h), upCard)
}

function slotFrom(cards: readonly number[], hard: number, ace: boolean, upCard: number): number {
  const pair = cards.length === 2 && cardValue(cards[0]) === cardValue(cards[1]) ? cardValue(cards[0]) : 0
  return slotOfTotals(pair, hard, ace, cardValue(upCard))
}

/**
 * The table slot from numbers only (the simulator's fast round keeps no card arrays): `pair` is the
 * value of a two-card hand's equal cards (0 when it is not such a pair), `up` the upcard's value.
 */
export function slotOfTotals(pair: number, hard: number, ace: boolean, up: number): number {
  if (pair !== 0) return slot(PAIR, pair, up)
  if (softens(hard, ace)) return slot(SOFT, bestTotal(hard, ace), up)
  return slot(HARD, Math.min(21, Math.max(4, hard)), up)
}

const MOVES: Record<Action | 'decline', Move> = {
  hit: { action: 'hit' },
  stand: { action: 'stand' },
  double: { action: 'double' },
  split: { action: 'split' },
  surrender: { action: 'surrender' },
  decline: { action: 'decline' },
}
/** Indexed by the chart's move codes (CODE), plus DECLINE; slot 0 is never chosen. */
const BY_CODE: Move[] = [MOVES.stand, MOVES.hit, MOVES.stand, MOVES.double, MOVES.split, MOVES.surrender, MOVES.decline]
const DECLINE = 6
const BIT_BY_CODE = [0, MOVE_BIT.hit, MOVE_BIT.stand, MOVE_BIT.double, MOVE_BIT.split, MOVE_BIT.surrender]

/**
 * Basic strategy's choice for the pending decision of `st` as an index into BY_CODE: never
 * insurance or even money; early surrender where the chart says so; otherwise the best legal move
 * of the hand's chart cell, picked from `legalMask`, so the result is always a legal move.
 */
function strategyCode(table: StrategyTable, st: RoundState): number {
  if (st.phase === 'insurance') return DECLINE
  const h = st.seats[st.seat].hands[st.hand]
  const at = slotOfHand(h, st.dealer[0])
  if (st.phase === 'surrender') return table.earlySurrender[at] ? SURRENDER : DECLINE
  const prefs = table.prefs[at]
  // Most decisions need no legalMask: standing has no refusal rule in play, and hitting has one
  // rule, the engine's onlySplitOrStand (false at once for a hand that is not split aces).
  const first = prefs & 7
  if (first === STAND || (first === HIT && !onlySplitOrStand(st, st.seats[st.seat], h))) return first
  const legal = legalMask(st)
  for (let packed = prefs; packed !== 0; packed >>>= 3) {
    const code = packed & 7
    if (legal & BIT_BY_CODE[code]) return code
  }
  return STAND // always legal in play
}

/**
 * Basic strategy's move for the pending decision of `st` (see strategyCode).
 * The returned Move objects are shared constants (applyMove does not change them).
 */
export function strategyMove(table: StrategyTable, st: RoundState): Move {
  return BY_CODE[strategyCode(table, st)]
}

/**
 * Plays basic strategy's move for the pending decision of `st`: the simulator's hot path. The move
 * was chosen from the legal moves just now, so it goes to the engine's applyLegalMove, which is
 * applyMove's own implementation without a second legality check. Same result as
 * `applyMove(st, strategyMove(table, st))`.
 */
export function playStrategyMove(table: StrategyTable, st: RoundState): void {
  applyLegalMove(st, BY_CODE[strategyCode(table, st)])
}
