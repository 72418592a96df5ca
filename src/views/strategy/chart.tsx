import { raw } from 'hono/html'
import type { Cell, Chart } from '../../strategy/chart.ts'

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

const UPS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1]
const upName = (up: number) => (up === 1 ? 'A' : up === 10 ? '10' : String(up))
const pairName = (v: number) => (v === 1 ? 'A,A' : `${upName(v)},${upName(v)}`)

function ev(x: number | undefined): string {
  return x === undefined ? '' : `${x >= 0 ? '+' : ''}${x.toFixed(3)}`
}

/** Text for HTML, escaped as hono/jsx escapes it (so the page is the same byte for byte). */
function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch])
}
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * A cell. Its title is made of text that holds none of & < > " ' (row and upcard names, the codes'
 * meanings, move names, numbers), so it goes in as it is: escaping 340 titles would cost more
 * than the chart. A code outside CODE_TEXT (none is made today) is escaped.
 */
function cellHtml(cell: Cell, label: string): string {
  const evs = cell.order.map((m) => `${m} ${ev(cell.evs[m] ?? (m === 'surrender' ? -0.5 : undefined))}`).join(', ')
  const meaning = CODE_TEXT[cell.code]
  const code = meaning === undefined ? esc(cell.code) : cell.code
  return `<td class="code-${code}" title="${label}: ${meaning ?? code}. EV per unit: ${evs}">${code}</td>`
}

/**
 * One table as HTML text. Built as a string, not as JSX elements: a chart has 340 cells, and on
 * a rule set's first request (a page never rendered before) elements cost more CPU than the chart.
 */
function tableHtml(caption: string, rows: [number, Cell[]][], name: (row: number) => string): string {
  const head = UPS.map((up) => `<th scope="col">${upName(up)}</th>`).join('')
  const body = rows
    .map(([row, cells]) => {
      const tds = UPS.map((up) => cellHtml(cells[up], `${name(row)} against ${upName(up)}`)).join('')
      return `<tr><th scope="row">${name(row)}</th>${tds}</tr>`
    })
    .join('')
  return `<table class="strategy"><caption>${esc(caption)}</caption><thead><tr><th scope="col">Hand</th>${head}</tr></thead><tbody>${body}</tbody></table>`
}

/** The legend: every code with its colour swatch and its meaning in words. */
export function Legend() {
  return (
    <dl class="strategy-legend">
      {Object.entries(CODE_TEXT).map(([code, text]) => (
        <div>
          <dt class={`code-${code}`}>{code}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The tables of each chart already shown in this isolate (charts are cached, so they repeat). */
const tables = new WeakMap<Chart, string>()

/** The three tables of a chart: hard totals 5–20, soft totals A,2–A,9, pairs. */
export function ChartView({ chart }: { chart: Chart }) {
  let html = tables.get(chart)
  if (html === undefined) {
    const hard = [...chart.hard].filter(([row]) => row >= 5 && row <= 20)
    const soft = [...chart.soft].filter(([row]) => row >= 13 && row <= 20)
    const pair = [...chart.pair].sort(([a], [b]) => (a === 1 ? 11 : a) - (b === 1 ? 11 : b))
    html =
      tableHtml("Hard totals (rows) against the dealer's upcard (columns)", hard, (r) => `Hard ${r}`) +
      tableHtml('Soft totals', soft, (r) => `Soft ${r} (A,${r - 11})`) +
      tableHtml('Pairs', pair, pairName)
    tables.set(chart, html)
  }
  return (
    <div class="strategy-tables">
      <Legend />
      {raw(html)}
    </div>
  )
}
