import { signedMoney } from '../table/money.ts'
import type { SeatView, TableView } from '../table/view.ts'
import { CoachPanel } from './coach.tsx'
import { HintPanel } from './hint.tsx'
import { esc } from './html.ts'
import { tableMoves } from './rules-summary.ts'
import { Controls, MOVES } from './table-controls.tsx'
import { Dealer, SeatPanel } from './table-seat.tsx'

/** The engine's reason without the contract's option names ("(rules.double is \"none\")"), for a person. */
function plainReason(reason: string): string {
  return reason.replace(/\s*\(rules\.[^)]*\)/g, '')
}

/** What the time limit did this round, said where everyone sees it (not only in the history). */
function timedOutText(v: TableView): string {
  const t = v.timedOut as NonNullable<TableView['timedOut']>
  const s = v.seats[t.seat]
  const who = s?.mine ? 'you' : `seat ${t.seat + 1}${s?.name ? ` (${s.name})` : ''}`
  const did = t.action === 'stand' ? 'the hand stood automatically' : 'the offer was declined automatically'
  return `Time ran out for ${who}: ${did} after ${v.turnSeconds} s.`
}

/** The table's one sentence on where the round stands. */
function statusLine(v: TableView): string {
  if (v.turn) {
    const s = v.seats[v.turn.seat]
    const who = s.mine ? 'Your turn' : `${s.name ?? `Seat ${v.turn.seat + 1}`} is deciding`
    const hands = s.hands.length > 1 ? `, hand ${v.turn.hand + 1}` : ''
    const step = v.phase === 'insurance' ? ' (insurance)' : v.phase === 'surrender' ? ' (early surrender)' : ''
    return `Round ${v.roundNo}: ${who}${hands}${step}.`
  }
  if (v.roundNo === 0) return 'No round dealt yet. Take a seat and place a bet.'
  const me = v.you === null ? null : v.seats[v.you]
  const mine = me?.playing && me.net !== null && v.features.betting ? ` ${settledWords(me)}` : ''
  return `Round ${v.roundNo} is settled.${mine} Place bets for the next round.`
}

/** The viewer's settled round in words: "You +$10.", and for no money moved, why ("You $0" read as a loss). */
function settledWords(me: SeatView): string {
  if (me.net !== 0) return `You ${signedMoney(me.net ?? 0)}.`
  return me.hands.every((h) => h.outcome === 'push') ? 'Push: you get your bet back.' : 'You break even.'
}

/** Why the moves this table has but the viewer is not offered now are not offered (a details element). */
function refusedList(v: TableView): string {
  // Only moves this table has; a move its rules never offer needs no reason.
  const has = new Set(tableMoves(v.rules))
  let items = ''
  for (const r of v.refused) {
    if (has.has(r.move)) items += `<li>${esc(MOVES[r.move][0])}: ${esc(plainReason(r.reason))}</li>`
  }
  if (items === '') return ''
  return `<details class="refused"><summary>Why other actions are not offered</summary><ul>${items}</ul></details>`
}

/**
 * The table (HTML text): dealer, seats and the viewer's controls. The one fragment htmx and
 * WebSockets swap; `data-seq` and `data-version` order it, so a browser never swaps in an older
 * table (table.js). Written as text: through hono/jsx its first render in an isolate cost 5–7 ms.
 */
export function TableFragment({ v, message }: { v: TableView; message?: string | null }): string {
  let html =
    `<section id="table" class="table" aria-label="Blackjack table" data-round="${v.roundNo}" data-seq="${v.seq}" ` +
    `data-phase="${esc(v.phase)}" data-version="${v.version}">`
  if (message) html += `<p class="notice error" role="alert">${esc(message)}</p>`
  // Not a live region itself: table.js says the sentence in the page's one persistent region.
  html += `<p class="status"><span class="say">${esc(statusLine(v))}</span>`
  if (v.deadline !== null) {
    html += `<span class="clock" data-deadline="${v.deadline}"> Each decision has ${v.turnSeconds} s, then the seat stands.</span>`
  }
  html += '</p>'
  if (v.timedOut) html += `<p class="notice timed-out">${esc(timedOutText(v))}</p>`
  html += `${Dealer({ v })}<ol class="seats">`
  for (const s of v.seats) if (s.name || v.seats.length === 1) html += SeatPanel({ s, v })
  html += `</ol><div class="controls">${Controls({ v })}</div>${HintPanel({ v })}${CoachPanel({ v })}${refusedList(v)}`
  if (v.settled !== null) {
    const id = esc(v.id)
    html +=
      `<p class="links"><a href="/t/${id}/rounds/${v.settled}/case.json" download="">Download round ${v.settled} ` +
      `as a conformance case</a> · <a href="/t/${id}/history">Hand history</a></p>`
  }
  return `${html}</section>`
}

/**
 * The table fragment as an HTML string: the one render function of the fragment outside a page.
 * The Durable Object calls it (src/do/table-sockets.ts) once per change and seat, and sends the
 * result over every socket and in the acting browser's HTTP answer.
 */
export function renderTable(v: TableView, message?: string | null): string {
  return TableFragment({ v, message })
}
