import { raw } from 'hono/html'
import type { TableView } from '../table/view.ts'
import { chartUrl } from './coach.tsx'
import { Layout } from './layout.tsx'
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

/**
 * The table page: the live table (WebSocket, falling back to polling), the rules, the shortcuts.
 * `fragment` is the table as the Durable Object rendered it, when it did (a refused form post).
 */
export function TablePage({ v, message, fragment }: { v: TableView; message?: string | null; fragment?: string }) {
  return (
    <Layout
      title={`Table ${v.id}`}
      styles={['/assets/table.css', '/assets/table-extras.css']}
      scripts={['/assets/vendor/hx-ws-4.0.1.min.js', '/assets/table.js', '/assets/table-extras.js']}
      head={waiting(v) ? NO_SCRIPT_REFRESH : undefined}
    >
      <h1>Table {v.id}</h1>
      <p class="share">
        Invite players with this table's link: <a href={`/t/${v.id}`}>/t/{v.id}</a> ·{' '}
        <a href={`/t/${v.id}/history`}>Hand history</a>
      </p>
      {/* One persistent live region for the whole visit: table.js puts one sentence per change here. */}
      <p id="announce" class="visually-hidden" role="status" aria-live="polite" />
      <div id="live" hx-ws:connect={`/t/${v.id}/ws`} hx-target="#table" hx-swap="outerHTML">
        {fragment === undefined ? <TableFragment v={v} message={message} /> : raw(fragment)}
      </div>
      <SessionPanel v={v} />
      <aside class="help">
        <h2>House rules</h2>
        <p>{[...rulesSummary(v.rules, v.features), `strategy coach ${v.coach ? 'on' : 'off'}`].join(' · ')}</p>
        <p>
          <a href={chartUrl(v.rules)}>Basic-strategy chart for these rules</a>
        </p>
        <h2>Keyboard</h2>
        <p>
          {tableMoves(v.rules).map((m, i) => (
            <>
              {i > 0 && ' · '}
              <kbd>{MOVES[m][1]}</kbd> {MOVES[m][0].toLowerCase()}
            </>
          ))}
          {v.features.betting && (
            <>
              {' '}
              · <kbd>1</kbd>, <kbd>2</kbd>, … bet a chip · <kbd>{BET_KEYS.repeat}</kbd> repeat bet ·{' '}
              <kbd>{BET_KEYS.double}</kbd> double bet
            </>
          )}
          {v.coach && (
            <>
              {' '}
              · <kbd>?</kbd> hint
            </>
          )}
        </p>
      </aside>
    </Layout>
  )
}

/** A page that only says what went wrong (unknown table, tampered cookie, bad request). */
export function MessagePage({ title, message }: { title: string; message: string }) {
  return (
    <Layout title={title}>
      <h1>{title}</h1>
      <p class="error" role="alert">
        {message}
      </p>
      <p>
        <a href="/">Start a new table</a>
      </p>
    </Layout>
  )
}
