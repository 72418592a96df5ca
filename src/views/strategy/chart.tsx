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

function CellView({ cell, label }: { cell: Cell; label: string }) {
  const evs = cell.order.map((m) => `${m} ${ev(cell.evs[m] ?? (m === 'surrender' ? -0.5 : undefined))}`).join(', ')
  return (
    <td class={`code-${cell.code}`} title={`${label}: ${CODE_TEXT[cell.code] ?? cell.code}. EV per unit: ${evs}`}>
      {cell.code}
    </td>
  )
}

function Table({ caption, rows, name }: { caption: string; rows: [number, Cell[]][]; name: (row: number) => string }) {
  return (
    <table class="strategy">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Hand</th>
          {UPS.map((up) => (
            <th scope="col">{upName(up)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([row, cells]) => (
          <tr>
            <th scope="row">{name(row)}</th>
            {UPS.map((up) => (
              <CellView cell={cells[up]} label={`${name(row)} against ${upName(up)}`} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
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

/** The three tables of a chart: hard totals 5–20, soft totals A,2–A,9, pairs. */
export function ChartView({ chart }: { chart: Chart }) {
  const hard = [...chart.hard].filter(([row]) => row >= 5 && row <= 20)
  const soft = [...chart.soft].filter(([row]) => row >= 13 && row <= 20)
  const pair = [...chart.pair].sort(([a], [b]) => (a === 1 ? 11 : a) - (b === 1 ? 11 : b))
  return (
    <div class="strategy-tables">
      <Legend />
      <Table caption="Hard totals (rows) against the dealer's upcard (columns)" rows={hard} name={(r) => `Hard ${r}`} />
      <Table caption="Soft totals" rows={soft} name={(r) => `Soft ${r} (A,${r - 11})`} />
      <Table caption="Pairs" rows={pair} name={pairName} />
    </div>
  )
}
