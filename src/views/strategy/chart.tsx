import { raw } from 'hono/html'
import type { Cell, Chart } from '../../strategy/chart.ts'
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
 * One row of cells, pushed onto `out` as pieces (joined once by tablesHtml): a template per cell
 * and a string grown per move made thousands of short-lived strings on a page's first request.
 * A title is made of text that holds none of & < > " ' (row and upcard names, the codes' meanings,
 * move names, numbers), so it goes in as it is: escaping 340 titles would cost more than the chart.
 * A code outside CODE_TEXT (none is made today) is escaped.
 */
function rowHtml(out: string[], name: string, cells: Cell[]): void {
  out.push('<tr><th scope="row">', name, '</th>')
  for (let u = 0; u < 10; u++) {
    const up = UPS[u]
    const cell = cells[up]
    const meaning = CODE_TEXT[cell.code]
    const code = meaning === undefined ? esc(cell.code) : cell.code
    out.push(
      '<td class="code-',
      code,
      '" title="',
      name,
      ' against ',
      UP_NAME[up],
      ': ',
      meaning ?? code,
      '. EV per unit: ',
    )
    const order = cell.order
    const evs = cell.evs
    for (let k = 0; k < order.length; k++) {
      const m = order[k]
      const x = evs[m] ?? (m === 'surrender' ? -0.5 : undefined)
      out.push(k === 0 ? '' : ', ', m, ' ')
      if (x !== undefined) out.push(x >= 0 ? '+' : '', x.toFixed(3))
    }
    out.push('">', code, '</td>')
  }
  out.push('</tr>')
}

/** The opening of a table up to its body: caption and the upcards' header row. */
function tableStart(out: string[], caption: string): void {
  out.push(`<table class="strategy"><caption>${esc(caption)}</caption><thead><tr><th scope="col">Hand</th>`)
  for (let u = 0; u < 10; u++) out.push(`<th scope="col">${UP_NAME[UPS[u]]}</th>`)
  out.push('</tr></thead><tbody>')
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
  const out: string[] = []
  tableStart(out, "Hard totals (rows) against the dealer's upcard (columns)")
  for (let row = 5; row <= 20; row++) rowHtml(out, `Hard ${row}`, chart.hard.get(row) as Cell[])
  out.push(END)
  tableStart(out, 'Soft totals')
  for (let row = 13; row <= 20; row++) rowHtml(out, `Soft ${row} (A,${row - 11})`, chart.soft.get(row) as Cell[])
  out.push(END)
  tableStart(out, 'Pairs')
  for (let i = 2; i <= 11; i++) {
    const v = i === 11 ? 1 : i
    rowHtml(out, `${UP_NAME[v]},${UP_NAME[v]}`, chart.pair.get(v) as Cell[])
  }
  out.push(END)
  return out.join('')
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
