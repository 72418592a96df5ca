import { createForm as sharedCreateForm } from '../test/table-form.ts'
/**
 * A benchmark player at a table over HTTP, as a browser with htmx would be: creates a table, takes
 * a seat, then plays rounds with the cheapest valid moves (bet the minimum, decline insurance,
 * stand). Each request is a real, state-changing table action that is valid when it is sent,
 * decided from the table fragment the previous action returned.
 */

/** A player at one table: its cookie, and the next action to send. */
export interface Player {
  base: string
  table: string
  cookie: string
  /** The table's `data-seq` and `data-phase` from the last fragment. */
  seq: number
  phase: string
}

/** One table action as an HTTP request. */
export interface Action {
  method: 'POST'
  path: string
  headers: Record<string, string>
  body: string
}

/** The create form: every feature on, the contract's default rules, a bankroll that lasts the run. */
export function createForm(): URLSearchParams {
  return sharedCreateForm({ bankroll: '1000000', turnSeconds: '600' })
}

/** Reads the table's sequence number and phase from a table fragment or page. */
export function readTable(html: string): { seq: number; phase: string } | null {
  const m = html.match(/<section id="table"[^>]*data-seq="(\d+)"[^>]*data-phase="([a-z-]+)"/)
  return m ? { seq: Number(m[1]), phase: m[2] } : null
}

/**
 * The next action: between rounds (or once settled) a minimum bet, which deals at once; at the
 * insurance or early-surrender step "decline"; in play "stand". Every one changes the table.
 */
export function nextAction(p: Player): Action {
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: p.base,
    'hx-request': 'true',
    cookie: p.cookie,
  }
  const actionId = crypto.randomUUID()
  if (p.phase === 'betting' || p.phase === 'settled') {
    return { method: 'POST', path: `/t/${p.table}/bet`, headers, body: `amount=5&actionId=${actionId}` }
  }
  const move = p.phase === 'play' ? 'stand' : 'decline'
  return { method: 'POST', path: `/t/${p.table}/act`, headers, body: `move=${move}&seq=${p.seq}&actionId=${actionId}` }
}

/** Takes the answer to an action into account; false when it was not a 200 table fragment. */
export function afterAction(p: Player, status: number, html: string): boolean {
  const t = readTable(html)
  if (t) {
    p.seq = t.seq
    p.phase = t.phase
  }
  return status === 200 && t !== null
}

/** Sends one action and updates the player; returns the HTTP status. */
export async function act(p: Player): Promise<number> {
  const a = nextAction(p)
  const res = await fetch(p.base + a.path, { method: a.method, headers: a.headers, body: a.body })
  afterAction(p, res.status, await res.text())
  return res.status
}

/** Creates a table at `base`, takes a seat at it, and returns the seated player. */
export async function newPlayer(base: string): Promise<Player> {
  const created = await fetch(`${base}/tables`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: createForm().toString(),
    redirect: 'manual',
  })
  await created.arrayBuffer()
  const table = created.headers.get('location')?.match(/^\/t\/([a-z2-7]+)$/)?.[1]
  if (created.status !== 303 || !table) throw new Error(`creating a table answered ${created.status}`)
  const page = await fetch(`${base}/t/${table}`)
  const cookie = page.headers.get('set-cookie')?.match(/bj_session=[^;]*/)?.[0] ?? ''
  await page.arrayBuffer()
  const p: Player = { base, table, cookie, seq: 0, phase: 'betting' }
  const joined = await fetch(`${base}/t/${table}/join`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', 'hx-request': 'true', cookie },
    body: `name=bench&actionId=${crypto.randomUUID()}`,
  })
  if (!afterAction(p, joined.status, await joined.text())) throw new Error(`taking a seat answered ${joined.status}`)
  return p
}
