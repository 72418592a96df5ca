import { type Context, Hono } from 'hono'
import type { CommandOutcome } from '../do/table-room.ts'
import { buildConfig } from '../table/config.ts'
import { PRESETS, type Preset, presetById } from '../table/presets.ts'
import { Refusal } from '../table/refusal.ts'
import { HistoryPage } from '../views/history.tsx'
import { homePageHtml } from '../views/home.tsx'
import { renderTable } from '../views/table.tsx'
import { MessagePage, TablePage } from '../views/table-page.tsx'
import { tableQuota } from './over-quota.tsx'
import { csrfGuard, formLimit } from './security.ts'
import { type GameEnv, session } from './session.ts'
import { field, parseCommand, parseSettings, readForm } from './table-forms.ts'

/** The game: the home page (create a table) and each table's page, forms, WebSocket and history. */
export const tables = new Hono<GameEnv>()

const TABLE_ID = /^[a-z2-7]{10}$/
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'
const VERBS = new Set(['join', 'leave', 'bet', 'deal', 'rebuy', 'act'])

/** A new table id: 10 base32 characters (50 random bits; 256 is a multiple of 32, so no bias). */
function newTableId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => ALPHABET[b & 31]).join('')
}

function isHtmx(c: Context): boolean {
  return c.req.header('HX-Request') === 'true' && c.req.header('HX-History-Restore-Request') !== 'true'
}

function unknownTable(c: Context<GameEnv>) {
  const message = 'There is no table with this id. Check the link, or start a new table.'
  return c.html(MessagePage({ title: 'No such table', message }), 404)
}

function stub(c: Context<GameEnv>) {
  return c.env.TABLE.getByName(c.req.param('id') ?? '')
}

tables.use('/tables', csrfGuard, formLimit)
tables.use('/t/*', session, csrfGuard, formLimit)
tables.use('/t/:id/*', async (c, next) => (TABLE_ID.test(c.req.param('id') ?? '') ? next() : unknownTable(c)))
tables.use('/t/:id', async (c, next) => (TABLE_ID.test(c.req.param('id')) ? next() : unknownTable(c)))

function presetNamed(id: string): Preset {
  const p = PRESETS.find((q) => q.id === id)
  if (!p) throw new Refusal(400, `there is no table called "${id.slice(0, 20)}"; pick one of the tables listed`)
  return p
}

tables.get('/', (c) => {
  const id = c.req.query('preset')
  const chosen = PRESETS.find((p) => p.id === id) ?? null
  // ?preset= and ?custom open the custom form (a preset fills it in); otherwise it is folded.
  const open = chosen !== null || c.req.query('custom') !== undefined
  return c.html(homePageHtml({ settings: presetById(id).settings, chosen, open }))
})

tables.post('/tables', tableQuota, async (c) => {
  let settings = presetById(undefined).settings
  // A refused form (unreadable, or rules the engine refuses) comes back as filled in, with the reason.
  c.set('refused', (r) => c.html(homePageHtml({ settings, error: r.message, open: true }), r.status))
  const form = await readForm(c)
  // A preset's Play button sends only the preset's id: its table is created at once.
  const preset = field(form, 'preset')
  settings = preset === undefined ? parseSettings(form) : presetNamed(preset).settings
  const id = newTableId()
  if (!(await c.env.TABLE.getByName(id).create(id, buildConfig(settings)))) throw new Error('table id collision')
  return c.redirect(`/t/${id}`, 303)
})

tables.get('/t/:id', async (c) => {
  c.header('Vary', 'HX-Request')
  if (isHtmx(c)) {
    const html = await stub(c).fragment(c.get('session'))
    return html === null ? unknownTable(c) : c.html(html)
  }
  // The table as the Durable Object rendered it (what the socket and the poll get): not rendered twice.
  const page = await stub(c).page(c.get('session'))
  return page ? c.html(TablePage({ v: page.view, fragment: page.html })) : unknownTable(c)
})

/**
 * Sends a command's outcome. htmx gets the table fragment as the Durable Object rendered it (the
 * HTML its socket got too); a plain form post a 303 or, refused, the page with the reason.
 */
function respond(c: Context<GameEnv>, out: CommandOutcome, id: string) {
  const status = out.status as 200 | 400 | 403 | 404 | 409 | 422
  c.header('Vary', 'HX-Request')
  if (status === 404 && out.html === null) return unknownTable(c)
  if (isHtmx(c) && out.html !== null) return c.html(out.html, status)
  if (status === 200) return c.redirect(`/t/${id}`, 303)
  if (!out.view) return unknownTable(c)
  return c.html(TablePage({ v: out.view, message: out.message, fragment: out.html ?? undefined }), status)
}

tables.post('/t/:id/:verb', async (c, next) => {
  const verb = c.req.param('verb')
  if (!VERBS.has(verb)) return next()
  const table = stub(c)
  const id = c.req.param('id')
  // A form the route cannot read is answered like a refused command: the table, with the reason.
  c.set('refused', async (r) => {
    const view = await table.view(c.get('session'))
    if (!view) return unknownTable(c)
    const status = r.status === 415 ? 400 : r.status
    const html = isHtmx(c) ? renderTable(view, r.message) : null
    return respond(c, { status, message: r.message, html, view }, id)
  })
  const { actionId, cmd } = parseCommand(verb, await readForm(c))
  return respond(c, await table.command(c.get('session'), actionId, cmd), id)
})

tables.get('/t/:id/ws', async (c) => {
  if (c.req.header('Upgrade') !== 'websocket') return c.text('This URL takes a WebSocket connection.', 426)
  // Browsers send Origin on WebSocket handshakes; refuse other sites (cross-site WebSocket hijacking).
  if (c.req.header('Origin') !== new URL(c.req.url).origin)
    return c.text('Refused: WebSocket from another origin.', 403)
  const headers = new Headers(c.req.raw.headers)
  headers.set('x-table-session', c.get('session'))
  const res = await stub(c).fetch(new Request(c.req.raw.url, { headers }))
  // A fresh response, so the security-headers middleware may add its headers to it.
  return new Response(res.body, { status: res.status, headers: res.headers, webSocket: res.webSocket })
})

tables.get('/t/:id/history', async (c) => {
  const history = await stub(c).history(c.get('session'))
  return history ? c.html(HistoryPage({ h: history })) : unknownTable(c)
})

tables.get('/t/:id/rounds/:n/case.json', async (c) => {
  const n = c.req.param('n')
  const found = /^\d{1,9}$/.test(n) ? await stub(c).roundCase(Number(n)) : null
  if (!found) return c.json({ error: `round ${n.slice(0, 12)} of this table is not settled (or does not exist)` }, 404)
  c.header('Content-Disposition', `attachment; filename="${found.id}.json"`)
  return c.json(found)
})
