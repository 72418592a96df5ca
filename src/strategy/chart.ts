import { type Rules, resolveRules } from '../engine/rules.ts'
import {
  type Cell,
  type Chart,
  emptyChart,
  finishCell,
  HARD_ROWS,
  handsOfRow,
  PAIR_ROWS,
  type RowKind,
  ranked,
  SOFT_ROWS,
} from './chart-cells.ts'
import { fastChartFromSlice } from './chart-fast.ts'
import { upcardBlock } from './hand-values.ts'
import { MOVES, type MoveEvs, UpcardContext } from './upcard.ts'

export {
  type Cell,
  type Chart,
  codeOf,
  HARD_ROWS,
  handsOfRow,
  PAIR_ROWS,
  type RowKind,
  SOFT_ROWS,
} from './chart-cells.ts'

/** handsOfRow of every row, made once: a chart looks them up 380 times. */
const HANDS: Record<RowKind, [number, number][][]> = { hard: [], soft: [], pair: [] }
for (const [kind, rows] of [
  ['hard', HARD_ROWS],
  ['soft', SOFT_ROWS],
  ['pair', PAIR_ROWS],
] as const)
  for (const row of rows) HANDS[kind][row] = handsOfRow(kind, row)

/** One hand's move values by the index of MOVES (UpcardContext.firstValues), reused cell after cell. */
const VALUES = new Float64Array(MOVES.length)

function cellFor(ctx: UpcardContext, kind: RowKind, row: number): Cell {
  const { rules, shoe } = ctx
  const hands = HANDS[kind][row]
  // Per move of MOVES: the weighted sum of its values, and whether the row's hands have it.
  const sum = [0, 0, 0, 0, 0]
  const has = [false, false, false, false, false]
  let weightSum = 0
  let early = 0
  for (let h = 0; h < hands.length; h++) {
    const a = hands[h][0]
    const b = hands[h][1]
    // How often this two-card hand is dealt against the upcard, from the shoe without the upcard.
    const w = shoe[a] * (shoe[b] - (a === b ? 1 : 0)) * (a === b ? 1 : 2)
    if (w <= 0) continue
    const pNatural = ctx.firstValues(a, b, kind === 'pair', VALUES)
    weightSum += w
    let best = Number.NEGATIVE_INFINITY
    for (let i = 0; i < 5; i++) {
      const v = VALUES[i]
      if (Number.isNaN(v)) continue
      has[i] = true
      sum[i] += w * v
      best = Math.max(best, v)
    }
    // Before the peek, playing on also loses the bet to a dealer natural.
    early += w * (ctx.conditioned ? best * (1 - pNatural) - pNatural : best)
  }
  if (hands.length === 0 || weightSum === 0) return { order: ['stand'], evs: { stand: 0 }, code: 'S' }
  for (let i = 0; i < 5; i++) sum[i] /= weightSum
  // Named stores (not keyed by a variable): each is one fast property write.
  const evs: MoveEvs = {}
  if (has[0]) evs.stand = sum[0]
  if (has[1]) evs.hit = sum[1]
  if (has[2]) evs.double = sum[2]
  if (has[3]) evs.surrender = sum[3]
  if (has[4]) evs.split = sum[4]
  const order = ranked(has, sum)
  const total = kind === 'pair' ? (row === 1 ? 12 : 2 * row) : row
  return finishCell(order, evs, rules, total, early / weightSum)
}

const computed = new Map<string, Chart>()
const assembled = new Map<string, Chart>()

/**
 * The basic-strategy chart for a rule set, derived from expected values: exact dealer
 * probabilities for the finite shoe, exact stand/hit/double values per two-card hand, split
 * values by the usual post-split-shoe approximation. Cached per rule set. Computed here, this
 * costs a few hundred ms; chartFromSlice gives the same chart from stored hand values in about 1.
 */
export function basicStrategy(input: Rules | Record<string, unknown>): Chart {
  return chartOf(strategyRules(input), () => null, computed)
}

/**
 * The same chart as basicStrategy, to the last bit, built from a slice of stored hand values
 * (hand-values.ts: readSlice of the slice named by sliceName for these rules) instead of
 * computing them, by chart-fast.ts's flat loops. Cached per rule set apart from basicStrategy's
 * charts, so each can be checked against the other.
 */
export function chartFromSlice(input: Rules | Record<string, unknown>, slice: Float64Array): Chart {
  return fastChartFromSlice(strategyRules(input), slice)
}

/**
 * chartFromSlice the way it was built before chart-fast.ts: basicStrategy's own cells over an
 * UpcardContext that reads the slice's values. Kept as the reference the fast loops are tested
 * against cell by cell (test/node/chart-fast.test.ts); no route uses it.
 */
export function chartFromSliceByContext(input: Rules | Record<string, unknown>, slice: Float64Array): Chart {
  const rules = strategyRules(input)
  return chartOf(rules, (up) => upcardBlock(slice, rules, up), assembled)
}

function chartOf(rules: Rules, known: (up: number) => Float64Array | null, cache: Map<string, Chart>): Chart {
  const key = JSON.stringify(rules)
  const seen = cache.get(key)
  if (seen) return seen
  const chart = emptyChart(rules)
  for (let up = 1; up <= 10; up++) {
    const ctx = new UpcardContext(rules, up, known(up))
    for (const row of HARD_ROWS) (chart.hard.get(row) as Cell[])[up] = cellFor(ctx, 'hard', row)
    for (const row of SOFT_ROWS) (chart.soft.get(row) as Cell[])[up] = cellFor(ctx, 'soft', row)
    for (const row of PAIR_ROWS) (chart.pair.get(row) as Cell[])[up] = cellFor(ctx, 'pair', row)
  }
  if (cache.size > 100) cache.clear() // bounded: any rule set can be asked for now, not only a stored few
  cache.set(key, chart)
  return chart
}

/**
 * The canonical key of a rule set's chart, exactly what basicStrategy caches by: the rules resolved
 * without the options that do not change play, as JSON.
 */
export function chartKey(input: Rules | Record<string, unknown>): string {
  return JSON.stringify(strategyRules(input))
}

/** The rules a chart is for: resolved, with the options that do not change play at their defaults. */
export function strategyRules(input: Rules | Record<string, unknown>): Rules {
  return resolveRules(strategyKeyRules(input as Record<string, unknown>))
}

/** Only the options that change play matter; table limits and shoe handling are dropped from the key. */
function strategyKeyRules(input: Record<string, unknown>): Record<string, unknown> {
  const { penetration: _p, burn: _b, minBet: _min, maxBet: _max, insurance: _i, evenMoney: _e, ...rest } = input
  return rest
}
