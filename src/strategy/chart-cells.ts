import type { Rules } from '../engine/rules.ts'
import { type Action, MOVES, type MoveEvs } from './moves.ts'

/** A row of the chart: hard and soft totals, and pairs (by the pair card's value, 1 = aces). */
export type RowKind = 'hard' | 'soft' | 'pair'

/** One cell: a hand class against one upcard. */
export interface Cell {
  /** Every move allowed at a first decision, best first (after the peek, except early surrender). */
  order: Action[]
  /** Expected value per unit bet of each move, averaged over the two-card hands of the class. */
  evs: MoveEvs
  /** Chart code: H, S, P, Dh, Ds, Rh, Rs, Rp (double or surrender, else the next best move). */
  code: string
  /** With early surrender: surrendering before the peek (−0.5) vs playing on, both before the peek. */
  early?: { surrender: number; play: number }
}

/** The basic-strategy chart of one rule set: rows → upcards 1..10 (index 0 unused) → cell. */
export interface Chart {
  rules: Rules
  hard: Map<number, Cell[]>
  soft: Map<number, Cell[]>
  pair: Map<number, Cell[]>
}

/** Rows shown and looked up: hard 4–21, soft 12–21, pairs of 1 (aces) to 10. */
export const HARD_ROWS = range(4, 21)
export const SOFT_ROWS = range(12, 21)
export const PAIR_ROWS = range(1, 10)

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i)
}

const LETTER: Record<Action, string> = { hit: 'H', stand: 'S', double: 'D', split: 'P', surrender: 'R' }

/** The two-card hands (a ≤ b) that make up a row: non-pairs when there are any, else the pair. */
export function handsOfRow(kind: RowKind, row: number): [number, number][] {
  if (kind === 'pair') return [[row, row]]
  if (kind === 'soft') return row === 12 ? [[1, 1]] : row <= 21 ? [[1, row - 11]] : []
  const hands: [number, number][] = []
  for (let a = 2; a <= 10; a++) for (let b = a + 1; b <= 10; b++) if (a + b === row) hands.push([a, b])
  if (hands.length === 0 && row % 2 === 0 && row / 2 >= 2 && row / 2 <= 10) hands.push([row / 2, row / 2])
  return hands
}

/**
 * The moves present (`has[i]` for MOVES[i]), best first by value; equal values keep MOVES's order.
 * An insertion sort: a stable sort, so the same order as `Array.prototype.sort` with the same
 * comparison gives.
 */
export function ranked(has: ArrayLike<boolean | number>, value: ArrayLike<number>): Action[] {
  let n = 0
  for (let i = 0; i < 5; i++) {
    if (!has[i]) continue
    let j = n
    while (j > 0 && value[RANK[j - 1]] < value[i]) {
      RANK[j] = RANK[j - 1]
      j--
    }
    RANK[j] = i
    n++
  }
  // Made at its exact length: pushing onto [] would give each of a chart's 380 cells a 17-slot store.
  const order = new Array<Action>(n)
  for (let k = 0; k < n; k++) order[k] = MOVES[RANK[k]]
  return order
}

/** ranked's scratch: the indices of MOVES sorted so far (no array made per cell). */
const RANK = new Uint8Array(5)

/** The chart code of a preference order: the best move, and for D and R the best fallback. */
export function codeOf(order: Action[]): string {
  const first = order[0]
  if (first === 'double') return `D${LETTER[order.find((m) => m === 'hit' || m === 'stand') ?? 'stand'].toLowerCase()}`
  if (first === 'surrender') {
    const next = order.find((m) => m !== 'surrender' && m !== 'double') ?? 'stand'
    return `R${LETTER[next].toLowerCase()}`
  }
  return LETTER[first]
}

/**
 * A cell from its moves best first and their values. With early surrender (hands under 21),
 * surrendering before the peek (−0.5) is set against playing on (`play`, also before the peek)
 * and, when better, comes first.
 */
export function finishCell(order: Action[], evs: MoveEvs, rules: Rules, total: number, play: number): Cell {
  const cell: Cell = { order, evs, code: codeOf(order) }
  if (rules.surrender === 'early' && total < 21) {
    cell.early = { surrender: -0.5, play }
    if (-0.5 > play) {
      cell.order = ['surrender', ...order]
      cell.code = codeOf(cell.order)
    }
  }
  return cell
}

/** A chart with every row made and no cells yet (rows in order: the page and the tables walk them so). */
export function emptyChart(rules: Rules): Chart {
  const chart: Chart = { rules, hard: new Map(), soft: new Map(), pair: new Map() }
  for (const row of HARD_ROWS) chart.hard.set(row, [])
  for (const row of SOFT_ROWS) chart.soft.set(row, [])
  for (const row of PAIR_ROWS) chart.pair.set(row, [])
  return chart
}
