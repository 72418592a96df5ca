import { bestTotal } from '../engine/cards.ts'
import type { Rules } from '../engine/rules.ts'
import {
  type Cell,
  type Chart,
  emptyChart,
  finishCell,
  HARD_ROWS,
  handsOfRow,
  PAIR_ROWS,
  ranked,
  SOFT_ROWS,
} from './chart-cells.ts'
import { prepareSplits, splitValue } from './chart-fast-split.ts'
import { shoeCounts } from './dealer.ts'
import { mainSlot } from './hand-slots.ts'
import { upcardBlock } from './hand-values.ts'
import { doubleAllowed, type MoveEvs, peeks } from './moves.ts'

/*
 * The chart from stored hand values in plain loops over typed arrays. The same arithmetic, in the
 * same order, as chart.ts's cellFor over an UpcardContext reading `known` values (so the same chart
 * to the last bit: test/node/chart-fast.test.ts), without what made that path slow the first time a
 * request runs it, interpreted: a context and two evaluators with take/give per hand, a closure and
 * two arrays per cell, a value array written and read per hand (each float boxed by the interpreter).
 * Every rule is asked of its own function (peeks, doubleAllowed, bestTotal, the block naturalCost
 * picks), into tables; only the sums are written here.
 */

/** Row r of the chart (hard 4–21, soft 12–21, pairs A–10) holds the hands ROW_START[r] .. ROW_START[r + 1] - 1. */
const ROW_KIND: ('hard' | 'soft' | 'pair')[] = []
const ROW_NUM: number[] = []
const ROW_START: number[] = [0]
/** Per hand of a row: its cards, slot × 3 in a block, hard total, ace, best total (bestTotal's own). */
const HAND_A: number[] = []
const HAND_B: number[] = []
const HAND_AT: number[] = []
const HAND_HARD: number[] = []
const HAND_ACE: boolean[] = []
const HAND_TOTAL: number[] = []
for (const [kind, rows] of [
  ['hard', HARD_ROWS],
  ['soft', SOFT_ROWS],
  ['pair', PAIR_ROWS],
] as const) {
  for (const row of rows) {
    for (const [a, b] of handsOfRow(kind, row)) {
      HAND_A.push(a)
      HAND_B.push(b)
      HAND_AT.push(mainSlot(a, b) * 3)
      HAND_HARD.push(a + b)
      HAND_ACE.push(a === 1 || b === 1)
      HAND_TOTAL.push(bestTotal(a + b, a === 1 || b === 1))
    }
    ROW_KIND.push(kind)
    ROW_NUM.push(row)
    ROW_START.push(HAND_A.length)
  }
}
/** Per chart: doubleAllowed by hard total × 2 + ace, for a dealt hand. */
const DOUBLE_DEALT = new Uint8Array(44)
/** Per upcard: split values by pair card; a cell's sums and which moves it has, for `ranked`. */
const SPLIT = new Float64Array(11)
const SUM = new Float64Array(5)
const HAS = new Uint8Array(5)
const cache = new Map<string, Chart>()

/**
 * The chart of `rules` from a slice of stored hand values (hand-values.ts): the same chart as
 * basicStrategy and chart.ts's context path, to the last bit, in about a millisecond once the code
 * has run. Cached per rule set (bounded); `rules` must be strategyRules' output (chart.ts's chartFromSlice).
 */
export function fastChartFromSlice(rules: Rules, slice: Float64Array): Chart {
  const key = JSON.stringify(rules)
  const seen = cache.get(key)
  if (seen) return seen
  const chart = uncachedChart(rules, slice)
  if (cache.size > 100) cache.clear() // bounded: any rule set can be asked for
  cache.set(key, chart)
  return chart
}

/** fastChartFromSlice without its cache: what the start-up warm-up (routes/strategy-warm-up.ts) runs on made-up values. */
export function uncachedChart(rules: Rules, slice: Float64Array): Chart {
  const chart = emptyChart(rules)
  const lines: Cell[][] = []
  for (let r = 0; r < ROW_NUM.length; r++) lines.push(chart[ROW_KIND[r]].get(ROW_NUM[r]) as Cell[])
  for (let hard = 2; hard <= 21; hard++)
    for (let ace = 0; ace < 2; ace++) {
      DOUBLE_DEALT[hard * 2 + ace] = doubleAllowed(rules, hard, ace === 1, false) ? 1 : 0
    }
  prepareSplits(rules)
  for (let up = 1; up <= 10; up++) {
    const shoe = shoeCounts(rules.decks, [up])
    const block = upcardBlock(slice, rules, up)
    // The hole card value that completes a natural (HandEvaluator.pNatural), 0 when none can.
    const hole = !rules.naturals ? 0 : up === 1 ? 10 : up === 10 ? 1 : 0
    const conditioned = peeks(rules, up)
    let left = 0
    for (let v = 1; v <= 10; v++) left += shoe[v]
    if (rules.split) for (let p = 1; p <= 10; p++) SPLIT[p] = splitValue(rules, block, shoe, left, hole, conditioned, p)
    for (let r = 0; r < ROW_NUM.length; r++)
      lines[r][up] = cellOf(rules, block, shoe, left, hole, conditioned, r, ROW_KIND[r] === 'pair' && rules.split)
  }
  return chart
}

/**
 * The cell of row `r`: cellFor's weighted average of the row's hands' first-decision values
 * (UpcardContext.firstValues: after the peek when there is one; the split only in a pair row).
 */
function cellOf(
  rules: Rules,
  block: Float64Array,
  shoe: Int32Array,
  left: number,
  hole: number,
  conditioned: boolean,
  r: number,
  split: boolean,
): Cell {
  const late = rules.surrender === 'late'
  // Only early surrender compares with playing on (finishCell's `play`): the best move is needed for nothing else.
  const playOn = rules.surrender === 'early'
  let s0 = 0
  let s1 = 0
  let s2 = 0
  let s3 = 0
  let s4 = 0
  let has1 = false
  let has2 = false
  let weightSum = 0
  let early = 0
  for (let h = ROW_START[r]; h < ROW_START[r + 1]; h++) {
    const a = HAND_A[h]
    const b = HAND_B[h]
    // How often this two-card hand is dealt against the upcard, from the shoe without the upcard.
    const w = shoe[a] * (shoe[b] - (a === b ? 1 : 0)) * (a === b ? 1 : 2)
    if (w <= 0) continue
    const pn = hole === 0 ? 0 : (shoe[hole] - (a === hole ? 1 : 0) - (b === hole ? 1 : 0)) / (left - 2)
    const scale = conditioned ? 1 / (1 - pn) : 1
    const at = HAND_AT[h]
    weightSum += w
    // The moves in MOVES order (stand, hit, double, surrender, split), each summed (and kept best of, for early surrender).
    // Unconditioned (scale 1, 8 upcards of 10) a value is used as read: x * 1 is x, and cold each product is a new heap number.
    const stand = conditioned ? block[at] * scale : block[at]
    s0 += w * stand
    let best = stand
    if (HAND_TOTAL[h] < 21) {
      const hit = conditioned ? block[at + 1] * scale : block[at + 1]
      has1 = true
      s1 += w * hit
      if (playOn) best = Math.max(best, hit)
      if (DOUBLE_DEALT[HAND_HARD[h] * 2 + (HAND_ACE[h] ? 1 : 0)] === 1) {
        const double = conditioned ? block[at + 2] * scale : block[at + 2]
        has2 = true
        s2 += w * double
        if (playOn) best = Math.max(best, double)
      }
      if (late) {
        // Late surrender after the peek loses half; without a peek half whatever the hole card (contract ruling 14).
        const surrender = conditioned ? -0.5 * (1 - pn) * scale : -0.5
        s3 += w * surrender
      }
    }
    if (split) {
      const value = conditioned ? SPLIT[a] * scale : SPLIT[a]
      s4 += w * value
      if (playOn) best = Math.max(best, value)
    }
    // Before the peek, playing on also loses the bet to a dealer natural.
    if (playOn) early += w * (conditioned ? best * (1 - pn) - pn : best)
  }
  if (weightSum === 0) return { order: ['stand'], evs: { stand: 0 }, code: 'S' }
  const has3 = late && has1
  const evs: MoveEvs = {}
  SUM[0] = evs.stand = s0 / weightSum
  HAS.fill(0)
  HAS[0] = 1
  if (has1) {
    HAS[1] = 1
    SUM[1] = evs.hit = s1 / weightSum
  }
  if (has2) {
    HAS[2] = 1
    SUM[2] = evs.double = s2 / weightSum
  }
  if (has3) {
    HAS[3] = 1
    SUM[3] = evs.surrender = s3 / weightSum
  }
  if (split) {
    HAS[4] = 1
    SUM[4] = evs.split = s4 / weightSum
  }
  const order = ranked(HAS, SUM)
  const row = ROW_NUM[r]
  const total = ROW_KIND[r] === 'pair' ? (row === 1 ? 12 : 2 * row) : row
  return finishCell(order, evs, rules, total, early / weightSum)
}
