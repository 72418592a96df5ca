import type { MoveName } from '../engine/state.ts'
import type { TableView } from '../table/view.ts'
import { ADVICE, evText, handName, upcardName } from './coach.tsx'

/**
 * Learning first: with the coach on, a Hint (the button, or the ? key) shows the basic-strategy
 * play for the decision in front of the viewer, and why (each offered move's expected value),
 * before they decide. A details element, so it works without JavaScript too.
 */
export function HintPanel({ v }: { v: TableView }) {
  const h = v.hint
  if (!h) return null
  const advice = (m: MoveName) => ADVICE[h.step][m] ?? m
  const ranked = (Object.entries(h.evs) as [MoveName, number][]).sort((a, b) => b[1] - a[1])
  return (
    // The values travel with the hint so "ask me before a costly mistake" can weigh a move (table-extras.js).
    <details class="hint" id="hint" data-best={h.best} data-evs={JSON.stringify(h.evs)}>
      <summary>
        Hint <kbd>?</kbd>
      </summary>
      <p>
        Basic strategy: <strong>{advice(h.best)}</strong>. You have {handName(h.cards)} against {upcardName(h.upcard)}.
        Expected value per unit bet: {ranked.map(([m, ev]) => `${advice(m)} ${evText(ev)}`).join(', ')}
        {h.step === 'insurance' ? ' (relative to declining)' : ''}.
      </p>
    </details>
  )
}
