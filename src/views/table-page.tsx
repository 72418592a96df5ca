import type { TableView } from '../table/view.ts'
import { chartUrl } from './coach.tsx'
import { esc } from './html.ts'
import { pageHtml } from './layout.tsx'
import { rulesSummary, tableMoves } from './rules-summary.ts'
import { TableFragment } from './table.tsx'
import { BET_KEYS } from './table-bets.tsx'
import { MOVES } from './table-controls.tsx'
import { SessionPanel } from './table-session.tsx'

/** True when the viewer is only waiting on others: a no-JavaScript page then refreshes itself. */
function waiting(v: TableView): boolean {
  if (v.you === null) return v.live
  const me = v.seats[v.you]
  return (v.live && v.offers.length === 0) || (!v.live && me.ready)
}

/** Without JavaScript, a page only waiting on others reloads itself every 4 seconds. */
const NO_SCRIPT_REFRESH = '<noscript><meta http-equiv="refresh" content="4"/></noscript>'

const BET_SHORTCUTS =
  ` · <kbd>1</kbd>, <kbd>2</kbd>, … bet a chip · <kbd>${BET_KEYS.repeat}</kbd> repeat bet · ` +
  `<kbd>${BET_KEYS.double}</kbd> double bet`

/** The page's aside: the house rules in words, the chart's link, the keyboard shortcuts. */
function help(v: TableView): string {
  const rules = [...rulesSummary(v.rules, v.features), `strategy coach ${v.coach ? 'on' : 'off'}`].join(' · ')
  let keys = ''
  for (const m of tableMoves(v.rules))
    keys += `${keys ? ' · ' : ''}<kbd>${MOVES[m][1]}</kbd> ${MOVES[m][0].toLowerCase()}`
  if (v.features.betting) keys += BET_SHORTCUTS
  if (v.coach) keys += ' · <kbd>?</kbd> hint'
  return (
    `<aside class="help"><h2>House rules</h2><p>${esc(rules)}</p><p><a href="${esc(chartUrl(v.rules))}">` +
    `Basic-strategy chart for these rules</a></p><h2>Keyboard</h2><p>${keys}</p></aside>`
  )
}

/**
 * The table page: the live table (WebSocket, falling back to polling), the rules, the shortcuts.
 * `fragment` is the table as the Durable Object rendered it, when it did (a refused form post).
 * Written as HTML text inside the layout, as the fragment is.
 */
export function TablePage({ v, message, fragment }: { v: TableView; message?: string | null; fragment?: string }) {
  const id = esc(v.id)
  // One persistent live region for the whole visit (#announce): table.js puts one sentence per change there.
  const body =
    `<h1>Table ${id}</h1><p class="share">Invite players with this table&#39;s link: <a href="/t/${id}">/t/${id}</a> · ` +
    `<a href="/t/${id}/history">Hand history</a></p><p id="announce" class="visually-hidden" role="status" aria-live="polite"></p>` +
    `<div id="live" hx-ws:connect="/t/${id}/ws" hx-target="#table" hx-swap="outerHTML">` +
    `${fragment ?? TableFragment({ v, message })}</div>${SessionPanel({ v })}${help(v)}`
  const page = {
    title: `Table ${v.id}`,
    styles: ['/assets/table.css', '/assets/table-extras.css'],
    scripts: ['/assets/vendor/hx-ws-4.0.1.min.js', '/assets/table.js', '/assets/table-extras.js'],
    head: waiting(v) ? NO_SCRIPT_REFRESH : undefined,
  }
  return pageHtml(page, body)
}

/** A page that only says what went wrong (unknown table, tampered cookie, bad request). */
export function MessagePage({ title, message }: { title: string; message: string }) {
  const body =
    `<h1>${esc(title)}</h1><p class="error" role="alert">${esc(message)}</p>` +
    '<p><a href="/">Start a new table</a></p>'
  return pageHtml({ title }, body)
}
