/**
 * The benchmark's figures: one row each, with its goal, the ratio of the figure to the goal and a
 * verdict. Figures are printed, never asserted: a slow machine prints "misses", it fails nothing.
 */

/** A goal: the figure must be at least (`>=`) or at most (`<=`) `target`. */
export interface Goal {
  op: '>=' | '<='
  target: number
}

/** One row of the table. `value` is null when the figure could not be measured here (see `note`). */
export interface Figure {
  key: string
  label: string
  value: number | null
  unit: string
  goal?: Goal
  /** Digits after the decimal point when printed (default 0). */
  digits?: number
  /** How the figure was obtained, when the label cannot say it all (printed under the table). */
  note?: string
}

/** A figure with its ratio to the goal (value / target) and whether it meets the goal. */
export interface Judged extends Figure {
  ratio: number | null
  verdict: 'meets' | 'misses' | null
}

/** Ratio and verdict of a figure; both null without a goal or a value. */
export function judge(f: Figure): Judged {
  if (!f.goal || f.value === null || !Number.isFinite(f.value)) return { ...f, ratio: null, verdict: null }
  const ratio = f.value / f.goal.target
  const meets = f.goal.op === '>=' ? f.value >= f.goal.target : f.value <= f.goal.target
  return { ...f, ratio, verdict: meets ? 'meets' : 'misses' }
}

/** The p-th quantile (0..1) of a list, nearest rank; NaN for an empty list. */
export function quantile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]
}

function number(x: number, digits = 0): string {
  return x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

function goalText(f: Figure): string {
  return f.goal ? `${f.goal.op === '>=' ? '≥' : '≤'} ${number(f.goal.target, f.digits)}` : ''
}

/** The figures as a text table: figure, value, unit, goal, ratio, verdict; notes below. */
export function formatTable(figures: readonly Figure[]): string {
  const rows = figures.map(judge)
  const cells = rows.map((r) => [
    r.label,
    r.value === null ? 'n/a' : number(r.value, r.digits),
    r.unit,
    goalText(r),
    r.ratio === null ? '' : `${r.ratio.toFixed(2)}×`,
    r.verdict ?? '',
  ])
  const head = ['figure', 'value', 'unit', 'goal', 'ratio', 'verdict']
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)))
  const line = (c: string[]) =>
    c
      .map((x, i) => (i === 1 || i === 4 ? x.padStart(widths[i]) : x.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  const out = [line(head), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.map(line)]
  const notes = rows.filter((r) => r.note)
  if (notes.length) out.push('', ...notes.map((r) => `• ${r.label}: ${r.note}`))
  return out.join('\n')
}

/** The figures as one JSON-ready object: machine facts and each row by key. */
export function toJson(figures: readonly Figure[], machine: Record<string, unknown>): Record<string, unknown> {
  const rows: Record<string, unknown> = {}
  for (const r of figures.map(judge)) {
    const { key, ...rest } = r
    rows[key] = rest
  }
  return { machine, rows }
}
