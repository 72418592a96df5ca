import { DurableObject } from 'cloudflare:workers'
import { parseCard } from '../engine/cards.ts'
import { CryptoSource } from '../engine/random.ts'
import { renderTable } from '../views/table.tsx'
import { ActionIds, OK } from './table-action-ids.ts'
import { TurnAlarm } from './table-alarm.ts'
import { type SettledRound, settledRound, type TableCase } from './table-case.ts'
import { runCommand } from './table-commands.ts'
import type { TableConfig } from './table-config.ts'
import { timeOut } from './table-round.ts'
import { sendToAll } from './table-sockets.ts'
import { type Command, newTable, type Step, TableError, type TableState, workingCopy } from './table-state.ts'
import { type LoggedStep, type StoredOutcome, TableStore } from './table-store.ts'
import { type TableView, tableView } from './table-view.ts'

/** The bindings the table reads: E2E_STACKED_SHOES is set only by the end-to-end test harness. */
type TableEnv = CloudflareBindings & { E2E_STACKED_SHOES?: string }

/** What a command did: its status (200 or the refusal's), a message, and the table as the caller now sees it. */
export interface CommandOutcome extends StoredOutcome {
  view: TableView | null
}

/** The hand history: the table as the caller sees it, the last settled rounds, and their logged actions. */
export interface TableHistory {
  view: TableView
  rounds: (SettledRound & { steps: LoggedStep[] })[]
}

/** How many settled rounds the hand history shows. */
const HISTORY_ROUNDS = 10

/**
 * One blackjack table: rules, shoe (server-side only), seats, bankrolls, the round in play and an
 * append-only history, all in SQLite. Storage is the source of truth; the instance keeps the parsed
 * table in memory (read once per instance, replaced only after a committed write), so an eviction or
 * a restart mid-round resumes the identical round. Live updates go out over hibernatable WebSockets.
 */
export class TableRoom extends DurableObject<TableEnv> {
  private readonly store: TableStore
  /**
   * The stored table as last read or committed by this instance; undefined until first read. Safe
   * because a Durable Object is single-threaded and the only writer of its storage. Never mutated:
   * commands run on a working copy that replaces it only once its transaction has committed.
   */
  private cached: TableState | null | undefined
  /** The action ids already run, for idempotency (kept in memory too). */
  private readonly actionIds: ActionIds
  private readonly turnAlarm: TurnAlarm

  constructor(ctx: DurableObjectState, env: TableEnv) {
    super(ctx, env)
    this.store = new TableStore(ctx.storage.sql)
    this.actionIds = new ActionIds(this.store)
    this.turnAlarm = new TurnAlarm(ctx.storage)
    ctx.blockConcurrencyWhile(async () => this.store.migrate())
  }

  /** The table: the in-memory copy, read from storage on this instance's first call. */
  private table(): TableState | null {
    if (this.cached === undefined) this.cached = this.store.load()
    return this.cached
  }

  /** Drops the in-memory copies, so the next call reads storage (for tests that edit storage directly). */
  forgetTable(): void {
    this.cached = undefined
    this.actionIds.forget()
  }

  /** Creates the table; false when this id already holds one. */
  async create(id: string, config: TableConfig): Promise<boolean> {
    if (this.table()) return false
    const t = newTable(id, config)
    this.store.save(t)
    this.cached = t
    return true
  }

  /** The table as the browser with `session` sees it; null for an unknown table. */
  async view(session: string): Promise<TableView | null> {
    const t = this.table()
    return t ? tableView(t, session) : null
  }

  /**
   * Runs a command once per action id: a repeated id (a double click, a retried post) returns the
   * stored outcome and changes nothing. A refused command changes nothing, not even the id store.
   */
  async command(session: string, actionId: string, cmd: Command): Promise<CommandOutcome> {
    const t = this.table()
    if (!t) return { status: 404, message: 'there is no table here', view: null }
    const key = `${session}:${actionId}`
    const seen = this.actionIds.get(key)
    if (seen) return { ...seen, view: tableView(t, session) }
    const next = workingCopy(t)
    const now = Date.now()
    try {
      const steps = runCommand(next, session, cmd, new CryptoSource(), now)
      this.ctx.storage.transactionSync(() => {
        this.commit(t, next, steps, now)
        this.store.remember(key, now, OK)
      })
      this.cached = next
      this.actionIds.add(key)
    } catch (e) {
      if (e instanceof TableError) return { status: e.status, message: e.message, view: tableView(t, session) }
      throw e
    }
    await this.afterChange(next)
    return { status: 200, message: null, view: tableView(next, session) }
  }

  /** The last settled rounds with their action logs, newest first; null for an unknown table. */
  async history(session: string): Promise<TableHistory | null> {
    const t = this.table()
    if (!t) return null
    const rounds = this.store.rounds(HISTORY_ROUNDS)
    const steps = rounds.length ? this.store.steps(rounds.at(-1)?.round ?? 0, rounds[0].round) : []
    return {
      view: tableView(t, session),
      rounds: rounds.map((r) => ({ ...r, steps: steps.filter((s) => s.round === r.round) })),
    }
  }

  /** A settled round as a conformance case, or null when there is no such settled round. */
  async roundCase(round: number): Promise<TableCase | null> {
    return this.store.round(round)?.case ?? null
  }

  /** Test only: the next round is dealt from `cards` in order. Refused unless E2E_STACKED_SHOES is "1". */
  async stackShoe(cards: string[]): Promise<StoredOutcome> {
    if (this.env.E2E_STACKED_SHOES !== '1') return { status: 404, message: 'not found' }
    const t = this.table()
    if (!t) return { status: 404, message: 'there is no table here' }
    const codes = cards.map(parseCard)
    const bad = codes.indexOf(-1)
    if (bad >= 0) return { status: 400, message: `cards[${bad}] is not a card` }
    const next = { ...t, stacked: codes }
    this.store.save(next)
    this.cached = next
    return { status: 200, message: null }
  }

  /** A WebSocket from a browser at the table (the route has checked its session and origin). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade') !== 'websocket') return new Response('expected a WebSocket', { status: 426 })
    const t = this.table()
    if (!t) return new Response('there is no table here', { status: 404 })
    const session = request.headers.get('x-table-session') ?? ''
    const [client, server] = Object.values(new WebSocketPair())
    this.ctx.acceptWebSocket(server)
    server.serializeAttachment({ session })
    server.send(renderTable(tableView(t, session)))
    return new Response(null, { status: 101, webSocket: client })
  }

  /** The turn time limit: the pending seat stands. Safe to run twice (alarms run at least once). */
  override async alarm(): Promise<void> {
    this.turnAlarm.wentOff()
    const t = this.table()
    if (!t) return
    const next = workingCopy(t)
    const now = Date.now()
    const step = timeOut(next, new CryptoSource(), now)
    if (!step) {
      // Gone off early (set for an earlier decision's deadline) or after a round: wait for this one.
      if (next.deadline && next.deadline.at > now) await this.turnAlarm.set(next.deadline.at)
      return
    }
    this.ctx.storage.transactionSync(() => this.commit(t, next, [step], now))
    this.cached = next
    await this.afterChange(next)
  }

  override async webSocketMessage(ws: WebSocket): Promise<void> {
    // Browsers only listen; any message is answered with the current table (a cheap resync).
    const t = this.table()
    const { session } = ws.deserializeAttachment() as { session: string }
    if (t) ws.send(renderTable(tableView(t, session)))
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason)
    } catch {
      // Already closed.
    }
  }

  /** Stores the new table, its log lines and, when this step settled the round, the round's record. */
  private commit(prev: TableState, next: TableState, steps: Step[], now: number): void {
    this.store.save(next)
    this.store.log(next, steps, now)
    const settledNow =
      next.round?.phase === 'settled' && (prev.roundNo !== next.roundNo || prev.round?.phase !== 'settled')
    if (settledNow) this.store.saveRound(settledRound(next, now))
  }

  /** After a committed change: every browser sees it, and the turn alarm goes off by the deadline. */
  private async afterChange(t: TableState): Promise<void> {
    sendToAll(this.ctx.getWebSockets(), t)
    await this.turnAlarm.armFor(t.deadline?.at ?? null)
  }
}
