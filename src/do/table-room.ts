import { DurableObject } from 'cloudflare:workers'
import { CryptoSource } from '../engine/random.ts'
import type { TableCase } from '../table/case.ts'
import { runCommand } from '../table/commands.ts'
import type { TableConfig } from '../table/config.ts'
import type { TableHistory } from '../table/history.ts'
import { comeBack } from '../table/presence.ts'
import { attempt } from '../table/refusal.ts'
import { type Chance, timeOut } from '../table/round.ts'
import { type Command, seatOf, type TableState, workingCopy } from '../table/state.ts'
import { type TableView, tableView } from '../table/view.ts'
import { TurnAlarm } from './table-alarm.ts'
import { LiveTable } from './table-live.ts'
import { Presence } from './table-presence.ts'
import { type CommandOutcome, refusedOutcome } from './table-sockets.ts'
import { OUTCOME_OK, TableStore } from './table-store.ts'

export type { CommandOutcome }

/** The WebSocket message that asks for the table again (any other is ignored). */
const RESYNC = 'resync'

/** The answer to an action id sent again with another command: not a retry, so not answered as one. */
const ANOTHER_ACTION = 'that action id was already used for another action; reload the table and try again'

/** How many settled rounds the hand history shows. */
const HISTORY_ROUNDS = 10

/**
 * One blackjack table: rules, shoe (server-side only), seats, bankrolls, the round in play and an
 * append-only history, all in SQLite. Storage is the source of truth; the instance keeps the parsed
 * table in memory (LiveTable: read once per instance, replaced only after a committed write), so an
 * eviction or a restart mid-round resumes the identical round. Live updates go out over hibernatable WebSockets.
 * The rules of the table are in src/table (pure); this class only stores, schedules and sends.
 */
export class TableRoom extends DurableObject<CloudflareBindings> {
  /** The table in memory, its action ids and fragments, and the one way a change is committed. */
  private readonly live: LiveTable
  private readonly turnAlarm: TurnAlarm
  /** One buffered crypto.getRandomValues source per instance, not a 4 KB buffer per command. */
  private readonly shuffled: Chance = { rng: new CryptoSource() }
  /** Who is still at the table (in memory), for ghost seats and resync pacing. */
  private readonly presence = new Presence()

  constructor(ctx: DurableObjectState, env: CloudflareBindings) {
    super(ctx, env)
    this.turnAlarm = new TurnAlarm(ctx.storage)
    this.live = new LiveTable(new TableStore(ctx.storage.sql), this.turnAlarm, () => ctx.getWebSockets())
    ctx.blockConcurrencyWhile(async () => this.live.start())
  }

  /** Where the cards come from: every shoe is shuffled with crypto.getRandomValues. */
  protected chance(): Chance {
    return this.shuffled
  }

  /** Creates the table; false when this id already holds one. */
  async create(id: string, config: TableConfig): Promise<boolean> {
    return this.live.create(id, config)
  }

  /**
   * The table after a request from `session` (null: no table). The session is heard from; if its
   * seat sat out (its player had gone), it plays again, committed at once: any request brings a
   * player back.
   */
  private async arrive(session: string): Promise<TableState | null> {
    const t = this.live.table()
    if (!t) return null
    const now = Date.now()
    this.presence.seen(session, now)
    if (!t.players[seatOf(t, session)]?.away) return t
    const next = workingCopy(t)
    await this.live.commit(t, next, comeBack(next, session, now), now, null)
    return next
  }

  /** The table as the browser with `session` sees it; null for an unknown table. */
  async view(session: string): Promise<TableView | null> {
    const t = await this.arrive(session)
    return t ? tableView(t, session) : null
  }

  /** The table fragment the browser with `session` sees (what its socket gets); null for an unknown table. */
  async fragment(session: string): Promise<string | null> {
    const t = await this.arrive(session)
    return t ? this.live.shown.of(t).for(session) : null
  }

  /**
   * The table page's parts for the browser with `session`: its view (the page around the table)
   * and the table fragment as rendered here, so the page does not render it again; null for an
   * unknown table.
   */
  async page(session: string): Promise<{ view: TableView; html: string } | null> {
    const t = await this.arrive(session)
    if (!t) return null
    const view = tableView(t, session)
    return { view, html: this.live.shown.of(t).for(session, view) }
  }

  /**
   * Runs a command once per action id: a repeated id (a double click, a retried post) returns the
   * stored outcome and changes nothing. A refused command changes nothing, not even the id store.
   */
  async command(session: string, actionId: string, cmd: Command): Promise<CommandOutcome> {
    const t = await this.arrive(session)
    if (!t) return { status: 404, message: 'there is no table here', html: null, view: null }
    const refused = (status: number, message: string) => refusedOutcome(t, session, status, message)
    const key = `${session}:${actionId}`
    const command = JSON.stringify(cmd)
    const seen = this.live.actionIds.replay(key, command)
    if (seen === 'same') return { ...OUTCOME_OK, html: this.live.shown.of(t).for(session), view: null }
    if (seen === 'other') return refused(409, ANOTHER_ACTION)
    const next = workingCopy(t)
    const now = Date.now()
    // Back at the table: the bankroll this session left with (never a fresh one).
    const run = cmd.kind === 'join' ? { ...cmd, bankroll: this.live.store.keptBankroll(session) ?? undefined } : cmd
    const ran = attempt(() =>
      runCommand(next, session, run, this.chance(), now, this.presence.goneAt(t, now, this.ctx.getWebSockets())),
    )
    if (!ran.ok) return refused(ran.refusal.status, ran.refusal.message)
    const left = cmd.kind === 'leave' ? t.players[seatOf(t, session)] : null
    const fragments = await this.live.commit(t, next, ran.value, now, { key, command }, left)
    return { ...OUTCOME_OK, html: fragments.for(session), view: null }
  }

  /** The last settled rounds with their action logs, newest first; null for an unknown table. */
  async history(session: string): Promise<TableHistory | null> {
    const t = await this.arrive(session)
    if (!t) return null
    return this.live.history(t, session, HISTORY_ROUNDS)
  }

  /** A settled round as a conformance case, or null when there is no such settled round. */
  async roundCase(round: number): Promise<TableCase | null> {
    return this.live.table() ? (this.live.store.round(round)?.case ?? null) : null
  }

  /** A WebSocket from a browser at the table (the route has checked its session and origin). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') return new Response('expected a WebSocket', { status: 426 })
    const session = request.headers.get('x-table-session') ?? ''
    const t = await this.arrive(session)
    if (!t) return new Response('there is no table here', { status: 404 })
    const [client, server] = Object.values(new WebSocketPair())
    this.ctx.acceptWebSocket(server)
    server.serializeAttachment({ session })
    server.send(this.live.shown.of(t).for(session))
    return new Response(null, { status: 101, webSocket: client })
  }

  /** The turn time limit: the pending seat stands. Safe to run twice (alarms run at least once). */
  override async alarm(): Promise<void> {
    this.turnAlarm.wentOff()
    const t = this.live.table()
    if (!t) return
    const next = workingCopy(t)
    const now = Date.now()
    const steps = timeOut(next, this.chance(), now, this.presence.goneAt(t, now, this.ctx.getWebSockets()))
    if (!steps) {
      // Gone off early (set for an earlier decision's deadline) or after a round: wait for this one.
      if (next.deadline && next.deadline.at > now) await this.turnAlarm.set(next.deadline.at)
      return
    }
    await this.live.commit(t, next, steps, now, null)
  }

  /**
   * Browsers only listen. The one message the table answers is `resync` (the current table, at
   * most once a second per socket); anything else gets nothing, so a client cannot turn tiny
   * messages into full re-renders (3,000 one-byte messages once drew 3.3 MB).
   */
  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (message !== RESYNC || !this.presence.resync(ws, Date.now())) return
    const { session } = ws.deserializeAttachment() as { session: string }
    const t = await this.arrive(session)
    if (t) ws.send(this.live.shown.of(t).for(session))
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason)
    } catch {
      // Already closed.
    }
  }
}
