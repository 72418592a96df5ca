import type { MoveName } from '../engine/state.ts'
import type { TableView } from '../table/view.ts'
import { ADVICE, evText, handName, upcardName } from './coach.tsx'
import { esc } from './html.ts'

/**
 * Learning first: with the coach on, a Hint (the button, or the ? key) shows the basic-strategy
 * play for the decision in front of the viewer, and why (each offered move's expected value),
 * before they decide. A details element, so it works without JavaScript too. HTML text.
 */
export function HintPanel({ v }: { v: TableView }): string {
  const h = v.hint
  if (!h) return ''
  const advice = (m: MoveName) => ADVICE[h.step][m] ?? m
  const ranked = (Object.entries(h.evs) as [MoveName, number][]).sort((a, b) => b[1] - a[1])
  const values = ranked.map(([m, ev]) => `${advice(m)} ${evText(ev)}`).join(', ')
  // The values travel with the hint so "ask me before a costly mistake" can weigh a move (table-extras.js).
  return (
    `<details class="hint" id="hint" data-best="${esc(h.best)}" data-evs="${esc(JSON.stringify(h.evs))}">` +
    `<summary>Hint <kbd>?</kbd></summary><p>Basic strategy: <strong>${esc(advice(h.best))}</strong>. You have ` +
    `${esc(handName(h.cards))} against ${esc(upcardName(h.upcard))}. Expected value per unit bet: ${esc(values)}` +
    `${h.step === 'insurance' ? ' (relative to declining)' : ''}.</p></details>`
  )
}
