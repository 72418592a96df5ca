import { bestTotal } from '../engine/cards.ts'
import type { Rules } from '../engine/rules.ts'
import {
  type Cell,
  type Chart,
  codeOf,
  emptyChart,
  HARD_ROWS,
  handsOfRow,
  PAIR_ROWS,
  type RowKind,
  ranked,
  SOFT_ROWS,
} from './chart-cells.ts'
import { shoeCounts } from './dealer.ts'
import { mainSlot, splitSlot } from './hand-slots.ts'
import { upcardBlock } from './hand-values.ts'
import { doubleAllowed, type MoveEvs, peeks } from './moves.ts'
import { expectedHandsOnce } from './resplit.ts'

/*
 * The chart from stored hand values in a few plain loops over typed arrays. The same arithmetic,
 * in the same order, as chart.ts's cellFor over UpcardContext reading `known` values (so the same
 * chart to the last bit: test/node/chart-fast.test.ts), without what made that path slow the first
 * time a request runs it (interpreted, not yet compiled): a context object, two evaluators and
 * take/give per hand, and a closure and two arrays per cell. Every rule is asked of its own function
 * (peeks, doubleAllowed, bestTotal, the block chosen by naturalCost); only the sums are written here.
 */

/** Every row of the chart in order (hard 4–21, soft 12–21, pairs A–10): its kind, number and two-card hands. */
const ROW_KIND: RowKind[] = []
const ROW_NUM: number[] = []
/** The hands of row r are HAND_A/HAND_B[ROW_START[r] .. ROW_START[r + 1]). */
const ROW_START: number[] = [0]
const HAND_A: number[] = []
const HAND_B: number[] = []
for (const [kind, rows] of [
  ['hard', HARD_ROWS],
  ['soft', SOFT_ROWS],
  ['pair', PAIR_ROWS],
] as const) {
  for (const row of rows) {
    for (const [a, b] of handsOfRow(kind, row)) {
      HAND_A.push(a)
      HAND_B.push(b)
    }
    ROW_KIND.push(kind)
    ROW_NUM.push(row)
    ROW_START.push(HAND_A.length)
  }
}

/** Scratch, reused upcard after upcard: one hand's values by MOVES index, a cell's sums, split values by pair card. */
const VALUES = new Float64Array(5)
const SUM = new Float64Array(5)
const HAS = new Uint8Array(5)
const SPLIT = new Float64Array(11)
const SPLIT_SHOE = new Int32Array(11)

/** What one upcard's cells read: the rules, the block of raw values, the shoe without the upcard. */
interface Upcard {
  rules: Rules
  block: Float64Array
  shoe: Int32Array
  left: number
  up: number
  /** The hole card value that completes a natural (0: none can), when the rules deal naturals. */
  hole: number
  /** The peek ended the round on a natural, so values are divided by P(no natural) (peeks). */
  conditioned: boolean
}

/** P(dealer natural) with `shoe` (`left` cards) remaining, as HandEvaluator.pNatural computes it. */
function pNatural(u: Upcard, shoe: Int32Array, left: number): number {
  return u.hole === 0 ? 0 : shoe[u.hole] / left
}

const cache = new Map<string, Chart>()

/**
 * The chart of `rules` from a slice of stored hand values (hand-values.ts): the same chart as
 * basicStrategy and chart.ts's context path, to the last bit, in about a millisecond even the first
 * time. Cached per rule set (bounded); `rules` must be strategyRules' output (chart.ts's chartFromSlice).
 */
export function fastChartFromSlice(rules: Rules, slice: Float64Array): Chart {
  const key = JSON.stringify(rules)
  const seen = cache.get(key)
  if (seen) return seen
  const chart = emptyChart(rules)
  const lines: Cell[][] = []
  for (let r = 0; r < ROW_NUM.length; r++) lines.push(chart[ROW_KIND[r]].get(ROW_NUM[r]) as Cell[])
  for (let up = 1; up <= 10; up++) {
    const shoe = shoeCounts(rules.decks, [up])
    let left = 0
    for (let v = 1; v <= 10; v++) left += shoe[v]
    const hole = !rules.naturals ? 0 : up === 1 ? 10 : up === 10 ? 1 : 0
    const u: Upcard = {
      rules,
      block: upcardBlock(slice, rules, up),
      shoe,
      left,
      up,
      hole,
      conditioned: peeks(rules, up),
    }
    SPLIT.fill(Number.NaN)
    for (let r = 0; r < ROW_NUM.length; r++) lines[r][up] = cellOf(u, r)
  }
  if (cache.size > 100) cache.clear() // bounded: any rule set can be asked for
  cache.set(key, chart)
  return chart
}

/** The cell of row `r` against this upcard: cellFor's weighted average of the row's hands. */
function cellOf(u: Upcard, r: number): Cell {
  const { shoe } = u
  const kind = ROW_KIND[r]
  const row = ROW_NUM[r]
  SUM.fill(0)
  HAS.fill(0)
  let weightSum = 0
  let early = 0
  for (let h = ROW_START[r]; h < ROW_START[r + 1]; h++) {
    const a = HAND_A[h]
    const b = HAND_B[h]
    // How often this two-card hand is dealt against the upcard, from the shoe without the upcard.
    const w = shoe[a] * (shoe[b] - (a === b ? 1 : 0)) * (a === b ? 1 : 2)
    if (w <= 0) continue
    const pn = firstValues(u, a, b, kind === 'pair')
    weightSum += w
    let best = Number.NEGATIVE_INFINITY
    for (let i = 0; i < 5; i++) {
      const v = VALUES[i]
      if (Number.isNaN(v)) continue
      HAS[i] = 1
      SUM[i] += w * v
      best = Math.max(best, v)
    }
    // Before the peek, playing on also loses the bet to a dealer natural.
    early += w * (u.conditioned ? best * (1 - pn) - pn : best)
  }
  if (ROW_START[r + 1] === ROW_START[r] || weightSum === 0) return { order: ['stand'], evs: { stand: 0 }, code: 'S' }
  for (let i = 0; i < 5; i++) SUM[i] /= weightSum
  const evs: MoveEvs = {}
  if (HAS[0]) evs.stand = SUM[0]
  if (HAS[1]) evs.hit = SUM[1]
  if (HAS[2]) evs.double = SUM[2]
  if (HAS[3]) evs.surrender = SUM[3]
  if (HAS[4]) evs.split = SUM[4]
  const order = ranked(HAS, SUM)
  const cell: Cell = { order, evs, code: codeOf(order) }
  const total = kind === 'pair' ? (row === 1 ? 12 : 2 * row) : row
  if (u.rules.surrender === 'early' && total < 21) {
    const play = early / weightSum
    cell.early = { surrender: -0.5, play }
    if (-0.5 > play) {
      cell.order = ['surrender', ...order]
      cell.code = codeOf(cell.order)
    }
  }
  return cell
}

/**
 * UpcardContext.firstValues into VALUES (stand, hit, double, surrender, split; NaN: not a move):
 * after the peek when there is one; `split: false` leaves a pair's split out. Returns P(natural).
 */
function firstValues(u: Upcard, a: number, b: number, split: boolean): number {
  const { rules, block, shoe } = u
  const left = u.left - 2
  const pn = u.hole === 0 ? 0 : (shoe[u.hole] - (a === u.hole ? 1 : 0) - (b === u.hole ? 1 : 0)) / left
  const scale = u.conditioned ? 1 / (1 - pn) : 1
  const hard = a + b
  const ace = a === 1 || b === 1
  const total = bestTotal(hard, ace)
  const s = mainSlot(a, b) * 3
  VALUES[0] = block[s] * scale
  VALUES[1] = VALUES[2] = VALUES[3] = Number.NaN
  if (total < 21) {
    VALUES[1] = block[s + 1] * scale
    if (doubleAllowed(rules, hard, ace, false)) VALUES[2] = block[s + 2] * scale
    // Late surrender after the peek loses half; without a peek it loses half whatever the hole card (contract ruling 14).
    if (rules.surrender === 'late') VALUES[3] = u.conditioned ? -0.5 * (1 - pn) * scale : -0.5
  }
  if (split && rules.split && a === b) {
    if (Number.isNaN(SPLIT[a])) SPLIT[a] = splitValue(u, a)
    VALUES[4] = SPLIT[a] * scale
  } else VALUES[4] = Number.NaN
  return pn
}

/**
 * UpcardContext.splitValue: splitting a pair of `p`, per unit of the original bet, unnormalised.
 * Each split hand on the shoe without both pair cards; resplits by the expected number of hands.
 */
function splitValue(u: Upcard, p: number): number {
  const { rules, block } = u
  const shoe = SPLIT_SHOE
  shoe.set(u.shoe)
  shoe[p] -= 2
  let left = u.left - 2
  const pn = pNatural(u, shoe, left)
  const resplit = p !== 1 || rules.resplitAces
  const sameRank = rules.splitBy === 'rank' && p === 10 ? 0.25 : 1
  const q = resplit ? (shoe[p] / left) * sameRank : 0
  const surrender = rules.surrender !== 'none' && rules.surrenderAfterSplit
  let all = 0
  let pairValue = 0
  for (let c = 1; c <= 10; c++) {
    if (shoe[c] === 0) continue
    const pc = shoe[c] / left
    shoe[c]--
    left--
    // The split hand's best first move (UpcardContext.splitBest): split aces only stand unless hitSplitAces.
    const hard = p + c
    const ace = p === 1 || c === 1
    const total = bestTotal(hard, ace)
    const s = splitSlot(p, c) * 3
    let best = block[s]
    if (!(total >= 21 || (p === 1 && !rules.hitSplitAces))) {
      best = Math.max(best, block[s + 1])
      if (doubleAllowed(rules, hard, ace, true)) best = Math.max(best, block[s + 2])
      if (surrender) best = Math.max(best, u.conditioned ? -0.5 * (1 - pNatural(u, shoe, left)) : -0.5)
    }
    shoe[c]++
    left++
    all += pc * best
    if (c === p) pairValue = best
  }
  const notResplit = q < 1 ? (all - q * pairValue) / (1 - q) : 0
  const [hands, stuck] = expectedHandsOnce(q, rules.maxHands)
  const oboCharge = rules.holeCard === 'enhc' && rules.obo ? -pn : 0
  return hands * notResplit + stuck * pairValue + oboCharge
}
