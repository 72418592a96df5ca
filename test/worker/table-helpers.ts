import { runInDurableObject } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import type { TableRoom } from '../../src/do/table-room.ts'
import { TableStore } from '../../src/do/table-store.ts'
import { forgetTable, stackedShoe, stackShoe } from '../../src/do/table-test.ts'
import { parseCard } from '../../src/engine/cards.ts'
import type { Rules } from '../../src/engine/rules.ts'
import type { MoveName } from '../../src/engine/state.ts'
import { bestMove } from '../../src/strategy/best-move.ts'
import type { Judgement } from '../../src/table/judgement.ts'
import type { TableState } from '../../src/table/state.ts'

export const ORIGIN = 'http://localhost'

import { createForm } from '../table-form.ts'

export { createForm }

/** A browser: one session cookie, the last page it saw, and form posts with Origin set. */
export class Browser {
  cookie = ''
  html = ''
  status = 0

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookie) headers.set('cookie', this.cookie)
    const res = await exports.default.fetch(`${ORIGIN}${path}`, { ...init, headers, redirect: 'manual' })
    const set = res.headers.get('set-cookie')
    const m = set?.match(/bj_session=([^;]*)/)
    if (m) this.cookie = m[1] ? `bj_session=${m[1]}` : ''
    this.status = res.status
    return res
  }

  /** GETs a page (or, with htmx, the fragment) and keeps its HTML. */
  async get(path: string, htmx = false): Promise<string> {
    const res = await this.request(path, { headers: htmx ? { 'HX-Request': 'true' } : {} })
    this.html = await res.text()
    return this.html
  }

  /** The seq and actionId of the last page's form posting to `verb`. */
  formIds(verb: string): { seq: string; actionId: string } {
    const form = this.html.match(new RegExp(`action="/t/[a-z2-7]+/${verb}"[^>]*>([\\s\\S]*?)</form>`))
    if (!form) throw new Error(`no ${verb} form on the page:\n${this.html.slice(0, 2000)}`)
    const seq = form[1].match(/name="seq" value="(\d+)"/)?.[1] ?? ''
    const actionId = form[1].match(/name="actionId" value="([^"]+)"/)?.[1] ?? ''
    return { seq, actionId }
  }

  /** Posts a form like the browser would (htmx or not); seq and actionId come from the last page unless given. */
  async post(
    path: string,
    fields: Record<string, string> | URLSearchParams,
    opts: { htmx?: boolean; headers?: Record<string, string> } = {},
  ) {
    const verb = path.split('/').pop() ?? ''
    const body = new URLSearchParams(fields)
    if (!body.has('actionId') && path.startsWith('/t/')) {
      const ids = this.formIds(verb)
      body.set('seq', body.get('seq') ?? ids.seq)
      body.set('actionId', ids.actionId)
    }
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      ...(opts.htmx ? { 'HX-Request': 'true' } : {}),
      ...opts.headers,
    }
    const res = await this.request(path, { method: 'POST', body, headers })
    const text = await res.text()
    if (opts.htmx || res.status !== 303) this.html = text
    return res
  }

  /** Posts, then (like a browser after a 303) loads the table page again. */
  async act(id: string, verb: string, fields: Record<string, string> = {}) {
    const res = await this.post(`/t/${id}/${verb}`, fields)
    if (res.status === 303) await this.get(`/t/${id}`)
    return res
  }
}

/** Creates a table through the home page's form and returns its id. */
export async function createTable(form = createForm(), b = new Browser()): Promise<string> {
  const res = await b.post('/tables', form)
  if (res.status !== 303) throw new Error(`create failed: ${res.status} ${b.html.slice(0, 500)}`)
  const loc = res.headers.get('location') ?? ''
  return loc.split('/').pop() ?? ''
}

/**
 * The stored table, read straight from its Durable Object's SQLite, with `stacked`: the shoe a test
 * stacked for the next deal (null when none). `stacked` is not part of the table (the test-only
 * module keeps it on the live object), so it is not enumerable: comparing tables ignores it.
 */
export async function tableState(id: string): Promise<TableState & { readonly stacked: number[] | null }> {
  return runInDurableObject(env.TABLE.getByName(id), (room: TableRoom, state) => {
    const t = new TableStore(state.storage.sql).load()
    if (!t) throw new Error(`table ${id} has no stored state`)
    return Object.defineProperty(t, 'stacked', { value: stackedShoe(room), enumerable: false }) as TableState & {
      stacked: number[] | null
    }
  })
}

/**
 * Changes the stored table (a test's back door: expired deadlines, seats). The object keeps the
 * table in memory and is the only writer of its storage, so it is told to read storage again.
 */
export async function editState(id: string, edit: (t: TableState) => void): Promise<void> {
  await runInDurableObject(env.TABLE.getByName(id), (room: TableRoom, state) => {
    const store = new TableStore(state.storage.sql)
    const t = store.load() as TableState
    edit(t)
    store.save(t)
    forgetTable(room)
  })
}

/** Stacks the next round's shoe (cards in dealing order), through the test-only module. */
export async function stack(id: string, cards: string[]): Promise<void> {
  await runInDurableObject(env.TABLE.getByName(id), (room: TableRoom) => stackShoe(room, cards.map(parseCard)))
}

/** A fresh table with one seated player, Ann, in seat 1. */
export async function soloTable(form = createForm()): Promise<{ id: string; ann: Browser }> {
  const ann = new Browser()
  const id = await createTable(form, ann)
  await ann.get(`/t/${id}`)
  const res = await ann.act(id, 'join', { name: 'Ann', seat: '1' })
  if (res.status !== 303) throw new Error(`join failed: ${res.status}`)
  return { id, ann }
}

/** The text of an HTML fragment without tags (for plain-language assertions). */
export function text(html: string): string {
  const entities: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' }
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(quot|#39|lt|gt|amp);/g, (e) => entities[e])
    .replace(/\s+/g, ' ')
}

/** The moves offered on the page (the buttons of the move form). */
export function offered(html: string): string[] {
  return [...html.matchAll(/name="move" value="([a-z-]+)"/g)].map((m) => m[1])
}

/** Every row of the table's storage (state, log, rounds, action ids), to prove a refusal changed nothing. */
export async function dump(id: string): Promise<unknown[]> {
  return runInDurableObject(env.TABLE.getByName(id), (_o, state) =>
    ['table_state', 'events', 'rounds', 'action_ids'].map((name) =>
      state.storage.sql.exec(`SELECT * FROM ${name} ORDER BY rowid`).toArray(),
    ),
  )
}

/** The coach's judgements stored in the append-only action log, oldest first, with their log lines. */
export async function loggedVerdicts(id: string): Promise<{ action: string; verdict: Judgement }[]> {
  return runInDurableObject(env.TABLE.getByName(id), (_o, state) =>
    state.storage.sql
      .exec<{ action: string; verdict: string }>(
        'SELECT action, verdict FROM events WHERE verdict IS NOT NULL ORDER BY id',
      )
      .toArray()
      .map((r) => ({ action: r.action, verdict: JSON.parse(r.verdict) as Judgement })),
  )
}

/** The strategy module's EV of each move for a hand against an upcard, under table `id`'s rules. */
export async function evs(id: string, cards: string[], up: string, legal: MoveName[]) {
  const rules: Rules = (await tableState(id)).config.rules
  return bestMove(rules, cards.map(parseCard), parseCard(up), legal).evs as Record<string, number>
}

/** The strategy coach panel's text on the last page a browser saw. */
export function coachPanel(b: Browser): string {
  return text(b.html.match(/<section class="coach"[\s\S]*?<\/section>/)?.[0] ?? '')
}

/** A new browser that takes seat `seatNo` (1-based) at table `id` under `name`; throws if it cannot sit. */
export async function seat(id: string, name: string, seatNo: number): Promise<Browser> {
  const b = new Browser()
  await b.get(`/t/${id}`)
  const res = await b.act(id, 'join', { name, seat: String(seatNo) })
  if (res.status !== 303) throw new Error(`${name} could not sit: ${text(b.html)}`)
  return b
}
