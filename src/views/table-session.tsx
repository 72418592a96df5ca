import type { TableView } from '../table/view.ts'
import { esc } from './html.ts'

/** A move that gives up more than this much expected value (× the bet) against the hint's best play asks first. */
export const COSTLY_EV = 0.1

const ASK_COSTLY =
  '<label><input type="checkbox" id="ask-costly" checked=""/> Ask me before a costly mistake (a move that gives up more ' +
  `than ${COSTLY_EV} × the bet against basic strategy)</label>`

/**
 * The viewer's session (HTML text), kept by the browser (table-extras.js): statistics per seat from
 * the rounds this tab saw settle (sessionStorage, one entry per table and round), and two options:
 * ask before a costly mistake (coached tables; on by default there, as in the beginner preset) and
 * a sound when it becomes your turn (off by default). Hidden without JavaScript, which it needs.
 */
export function SessionPanel({ v }: { v: TableView }): string {
  return (
    `<section id="session" class="session" aria-labelledby="session-title" hidden="" data-table="${esc(v.id)}" ` +
    `data-costly="${COSTLY_EV}"><h2 id="session-title">Session statistics</h2><div id="stats" class="stats">` +
    '<p class="muted">No round settled yet in this tab.</p></div><fieldset class="prefs"><legend>Options</legend>' +
    `${v.coach ? ASK_COSTLY : ''}<label><input type="checkbox" id="turn-sound"/> Beep when it becomes my turn</label>` +
    '</fieldset></section>'
  )
}
