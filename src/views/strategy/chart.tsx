import { raw } from 'hono/html'
import type { Cell, Chart } from '../../strategy/chart.ts'
import { MOVES } from '../../strategy/moves.ts'
import { esc } from '../html.ts'

/** What each code means, for the legend and for each cell's title (colour is never the only cue). */
export const CODE_TEXT: Record<string, string> = {
  H: 'Hit',
  S: 'Stand',
  Dh: 'Double if allowed, otherwise hit',
  Ds: 'Double if allowed, otherwise stand',
  P: 'Split',
  Rh: 'Surrender if allowed, otherwise hit',
  Rs: 'Surrender if allowed, otherwise stand',
  Rp: 'Surrender if allowed, otherwise split',
}

/** Upcards in column order (2–10, then A), and each value's name (index 1 = ace). */
const UPS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1]
const UP_NAME = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10']

/** The legend: every code with its colour swatch and its meaning in words (constant text, none to escape). */
export function legendHtml(): string {
  let html = '<dl class="strategy-legend">'
  for (const code in CODE_TEXT) html += `<div><dt class="code-${code}">${code}</dt><dd>${CODE_TEXT[code]}</dd></div>`
  return `${html}</dl>`
}

/**
 * The pieces of the tables being written (OUT[0..n)), joined once by tablesHtml. One store of
 * pieces serves every chart of the isolate: an array grown by push for each chart's thousands of
 * pieces (or a string per cell grown by +) allocated several times the page's size on its first
 * request. 6,000 slots hold any chart: at most 15 pieces a cell (5 moves), 340 cells, 50 more.
 */
const OUT: string[] = new Array(6000).fill('')

/** The constant text around a cell's values, per code, upcard and move: one piece each, not three. */
const OPEN_TD: Record<string, string> = {}
const MEANING: Record<string, string> = {}
const CLOSE_TD: Record<string, string> = {}
for (const code in CODE_TEXT) {
  OPEN_TD[code] = `<td class="code-${code}`
  MEANING[code] = `${CODE_TEXT[code]}. EV per unit: `
  CLOSE_TD[code] = `">${code}</td>`
}
const UP_COLON = UP_NAME.map((name) => `${name}: `)
/**
 * A move's name before its value, first in the title or after a comma: [before a negative value
 * (toFixed writes its minus), before a value ≥ 0 (a plus), with no value].
 */
const MOVE_TEXT: Record<string, [string, string, string][]> = {}
for (const m of MOVES) MOVE_TEXT[m] = ['', ', '].map((sep) => [`${sep}${m} `, `${sep}${m} +`, `${sep}${m} `])

/**
 * One row of cells. A title is made of text that holds none of & < > " ' (row and upcard names,
 * the codes' meanings, move names, numbers), so it goes in as it is: escaping 340 titles would
 * cost more than the chart. A code outside CODE_TEXT (none is made today) is escaped.
 */
function rowHtml(at: number, name: string, cells: Cell[]): number {
  let i = at
  OUT[i++] = `<tr><th scope="row">${name}</th>`
  const title = `" title="${name} against `
  for (let u = 0; u < 10; u++) {
    const up = UPS[u]
    const cell = cells[up]
    const known = MEANING[cell.code] !== undefined
    const code = known ? cell.code : esc(cell.code)
    OUT[i++] = known ? OPEN_TD[code] : `<td class="code-${code}`
    OUT[i++] = title
    OUT[i++] = UP_COLON[up]
    OUT[i++] = known ? MEANING[code] : `${code}. EV per unit: `
    const order = cell.order
    const evs = cell.evs
    for (let k = 0; k < order.length; k++) {
      const m = order[k]
      const x = evs[m] ?? (m === 'surrender' ? -0.5 : undefined)
      const text = MOVE_TEXT[m][k === 0 ? 0 : 1]
      if (x === undefined) OUT[i++] = text[2]
      else {
        OUT[i++] = x >= 0 ? text[1] : text[0]
        OUT[i++] = x.toFixed(3)
      }
    }
    OUT[i++] = known ? CLOSE_TD[code] : `">${code}</td>`
  }
  OUT[i++] = '</tr>'
  return i
}

/** The opening of a table up to its body: caption and the upcards' header row. */
function tableStart(at: number, caption: string): number {
  let i = at
  OUT[i++] = `<table class="strategy"><caption>${esc(caption)}</caption><thead><tr><th scope="col">Hand</th>`
  for (let u = 0; u < 10; u++) OUT[i++] = `<th scope="col">${UP_NAME[UPS[u]]}</th>`
  OUT[i++] = '</tr></thead><tbody>'
  return i
}

const END = '</tbody></table>'

/**
 * The three tables (hard totals 5–20, soft totals A,2–A,9, pairs 2,2–A,A) as HTML text, in plain
 * loops: a chart has 340 cells, and on a rule set's first request (code not run before, so
 * interpreted) JSX elements or a closure per cell cost more CPU than the chart itself. The pieces
 * are joined once at the end: a string grown by += is a tree of thousands of pieces, and warm
 * requests then had 20–30 ms outliers in workerd that a join does not have.
 */
export function tablesHtml(chart: Chart): string {
  try {
    let n = tableStart(0, "Hard totals (rows) against the dealer's upcard (columns)")
    for (let row = 5; row <= 20; row++) n = rowHtml(n, `Hard ${row}`, chart.hard.get(row) as Cell[])
    OUT[n++] = END
    n = tableStart(n, 'Soft totals')
    for (let row = 13; row <= 20; row++) n = rowHtml(n, `Soft ${row} (A,${row - 11})`, chart.soft.get(row) as Cell[])
    OUT[n++] = END
    n = tableStart(n, 'Pairs')
    for (let i = 2; i <= 11; i++) {
      const v = i === 11 ? 1 : i
      n = rowHtml(n, `${UP_NAME[v]},${UP_NAME[v]}`, chart.pair.get(v) as Cell[])
    }
    OUT[n++] = END
    // The unused tail is '' (filled so, and cleared after each chart): it adds nothing to the join.
    const html = OUT.join('')
    OUT.fill('', 0, n)
    return html
  } catch (e) {
    // All of it cleared when a chart fails half-way, so no later page joins a failed one's pieces.
    OUT.fill('')
    throw e
  }
}

/** The legend and tables of each chart already shown in this isolate (charts are cached, so they repeat). */
const tables = new WeakMap<Chart, string>()

/** The legend and the three tables of a chart as HTML text, made once per chart. */
export function chartHtml(chart: Chart): string {
  let html = tables.get(chart)
  if (html === undefined) {
    html = `<div class="strategy-tables">${legendHtml()}${tablesHtml(chart)}</div>`
    tables.set(chart, html)
  }
  return html
}

/** The legend and three tables of a chart, as an element (chartHtml's text). */
export function ChartView({ chart }: { chart: Chart }) {
  return raw(chartHtml(chart))
}
