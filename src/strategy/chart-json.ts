import { type Rules, resolveRules } from '../engine/rules.ts'
import { type Cell, type Chart, HARD_ROWS, PAIR_ROWS, type RowKind, SOFT_ROWS } from './chart.ts'
import type { Action, MoveEvs } from './upcard.ts'

/** The stored chart format's version: a reader refuses any other. */
export const CHART_FORMAT = 1

/**
 * A chart as JSON (static/charts/*.json): the resolved rules, and per kind of row, per row, the ten
 * cells against upcards A (1) to 10 in that order. Expected values keep full precision (JSON numbers
 * round-trip doubles exactly).
 */
export interface ChartJson {
  format: typeof CHART_FORMAT
  rules: Rules
  hard: Record<string, Cell[]>
  soft: Record<string, Cell[]>
  pair: Record<string, Cell[]>
}

const KINDS: readonly [RowKind, readonly number[]][] = [
  ['hard', HARD_ROWS],
  ['soft', SOFT_ROWS],
  ['pair', PAIR_ROWS],
]
const ACTIONS = new Set<string>(['hit', 'stand', 'double', 'split', 'surrender'])

/** A chart as plain JSON data (its Maps become objects; a row's unused index 0 is dropped). */
export function chartToJson(chart: Chart): ChartJson {
  const out: ChartJson = { format: CHART_FORMAT, rules: chart.rules, hard: {}, soft: {}, pair: {} }
  for (const [kind, rows] of KINDS) {
    for (const row of rows) out[kind][row] = (chart[kind].get(row) ?? []).slice(1, 11)
  }
  return out
}

/**
 * A chart from JSON written by chartToJson, checked field by field: throws an Error naming the first
 * bad field (the caller then computes the chart instead). The rules are resolved again by the engine.
 */
export function chartFromJson(data: unknown): Chart {
  const json = object(data, 'the chart')
  if (json.format !== CHART_FORMAT) throw new Error(`chart format is ${String(json.format)}, not ${CHART_FORMAT}`)
  const chart: Chart = {
    rules: resolveRules(object(json.rules, 'rules')),
    hard: new Map(),
    soft: new Map(),
    pair: new Map(),
  }
  for (const [kind, rows] of KINDS) {
    const table = object(json[kind], kind)
    for (const row of rows) {
      const where = `${kind}[${row}]`
      const list = table[row]
      if (!Array.isArray(list) || list.length !== 10) throw new Error(`${where} must list 10 cells (upcards A to 10)`)
      const cells: Cell[] = []
      list.forEach((c, i) => {
        cells[i + 1] = cellFrom(c, `${where}[${i + 1}]`)
      })
      chart[kind].set(row, cells)
    }
  }
  return chart
}

function cellFrom(data: unknown, where: string): Cell {
  const c = object(data, where)
  const { order, code } = c
  if (!Array.isArray(order) || order.length === 0 || !order.every((m) => ACTIONS.has(m)))
    throw new Error(`${where}.order must list moves`)
  if (typeof code !== 'string') throw new Error(`${where}.code must be a string`)
  const evs: MoveEvs = {}
  for (const [m, v] of Object.entries(object(c.evs, `${where}.evs`))) {
    if (!ACTIONS.has(m) || typeof v !== 'number') throw new Error(`${where}.evs.${m} must be a move's number`)
    evs[m as Action] = v
  }
  const cell: Cell = { order: order as Action[], evs, code }
  if (c.early !== undefined) {
    const { surrender, play } = object(c.early, `${where}.early`)
    if (typeof surrender !== 'number' || typeof play !== 'number')
      throw new Error(`${where}.early must hold two numbers`)
    cell.early = { surrender, play }
  }
  return cell
}

function object(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${where} must be an object`)
  return value as Record<string, unknown>
}

/**
 * The stored file name of a chart key (see chartKey): the first 16 hex digits of its SHA-256, so the
 * index shipped in the Worker stays a few hundred bytes. The reader checks the file's own rules
 * against the key, so even a hash collision cannot serve the wrong chart.
 */
export async function chartHash(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))
  return Array.from(new Uint8Array(digest).slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('')
}
