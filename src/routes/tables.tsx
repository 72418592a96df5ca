import { type Context, Hono } from 'hono'
import { buildConfig, presetById } from '../do/table-config.ts'
import type { CommandOutcome } from '../do/table-room.ts'
import { EngineError } from '../engine/errors.ts'
import { HistoryPage } from '../views/history.tsx'
import { HomePage } from '../views/home.tsx'
import { TableFragment } from '../views/table.tsx'
import { MessagePage, TablePage } from '../views/table-page.tsx'
import { csrfGuard, formLimit } from './security.ts'
import { type GameEnv, session } from './session.ts'
import { FormError, parseCommand, parseSettings, readForm } from './table-forms.ts'
import { testRoutes } from './table-test.ts'

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

tables.get('/', (c) => c.html(<HomePage settings={presetById(c.req.query('preset')).settings} />))

tables.post('/tables', async (c) => {
  let settings = presetById(undefined).settings
  try {
    const form = await readForm(c)
    settings = parseSettings(form)
    const id = newTableId()
    if (!(await c.env.TABLE.getByName(id).create(id, buildConfig(settings)))) throw new Error('table id collision')
    return c.redirect(`/t/${id}`, 303)
  } catch (e) {
    if (e instanceof FormError) return c.html(<HomePage settings={settings} error={e.message} />, e.status)
    if (e instanceof EngineError) return c.html(<HomePage settings={settings} error={e.message} />, 422)
    throw e
  }
})

tables.get('/t/:id', async (c) => {
  const view = await stub(c).view(c.get('session'))
  c.header('Vary', 'HX-Request')
  if (!view) return unknownTable(c)
  return isHtmx(c) ? c.html(<TableFragment v={view} />) : c.html(<TablePage v={view} />)
})

/** Sends a command's outcome: htmx gets the table fragment; a plain form post a 303 or, refused, the page. */
function respond(c: Context<GameEnv>, out: CommandOutcome) {
  if (!out.view) return unknownTable(c)
  const status = out.status as 200 | 400 | 403 | 404 | 409 | 422
  c.header('Vary', 'HX-Request')
  if (isHtmx(c)) return c.html(<TableFragment v={out.view} message={out.message} />, status)
  if (status === 200) return c.redirect(`/t/${out.view.id}`, 303)
  return c.html(<TablePage v={out.view} message={out.message} />, status)
}

tables.post('/t/:id/:verb', async (c, next) => {
  const verb = c.req.param('verb')
  if (!VERBS.has(verb)) return next()
  const table = stub(c)
  try {
    const { actionId, cmd } = parseCommand(verb, await readForm(c))
    return respond(c, await table.command(c.get('session'), actionId, cmd))
  } catch (e) {
    if (!(e instanceof FormError)) throw e
    const view = await table.view(c.get('session'))
    if (!view) return unknownTable(c)
    return respond(c, { status: e.status === 415 ? 400 : e.status, message: e.message, view })
  }
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
  return history ? c.html(<HistoryPage h={history} />) : unknownTable(c)
})

tables.get('/t/:id/rounds/:n/case.json', async (c) => {
  const n = c.req.param('n')
  const found = /^\d{1,9}$/.test(n) ? await stub(c).roundCase(Number(n)) : null
  if (!found) return c.json({ error: `round ${n.slice(0, 12)} of this table is not settled (or does not exist)` }, 404)
  c.header('Content-Disposition', `attachment; filename="${found.id}.json"`)
  return c.json(found)
})

tables.route('/', testRoutes)
