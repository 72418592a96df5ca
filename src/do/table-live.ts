import { settledRound } from '../table/case.ts'
import type { TableConfig } from '../table/config.ts'
import type { TableHistory } from '../table/history.ts'
import { newTable, type Player, type Step, type TableState } from '../table/state.ts'
import { tableView } from '../table/view.ts'
import { ActionIds } from './table-action-ids.ts'
import type { TurnAlarm } from './table-alarm.ts'
import { type Fragments, ShownTable } from './table-sockets.ts'
import { loggedKey, type TableStore } from './table-store.ts'

/** An action a browser sent, by its id (`<session>:<actionId>`) and the command it ran (JSON). */
export interface ActionKey {
  key: string
  command: string
}

/**
 * The table of one Durable Object as it lives between storage and the browsers: the parsed table
 * in memory (read once per instance, replaced only after a committed write), the action ids already
 * run, the fragments shown, and the one way a change is written and sent (`commit`). Safe because a
 * Durable Object is single-threaded and the only writer of its storage. TableRoom holds one.
 */
export class LiveTable {
  /**
   * The stored table as last read or committed by this instance; undefined until first read. Never
   * mutated: commands run on a working copy that replaces it only once its write has committed.
   */
  private cached: TableState | null | undefined
  /** The action ids already run, for idempotency (kept in memory too; table-test.ts's forgetTable replaces it). */
  actionIds: ActionIds
  /** The table in memory's fragments, each seat's rendered once while the table is unchanged. */
  readonly shown = new ShownTable()

  /** The table's SQLite. */
  readonly store: TableStore
  private readonly turnAlarm: TurnAlarm
  /** The object's accepted WebSockets (the hibernation API keeps them, not this instance). */
  private readonly sockets: () => WebSocket[]

  constructor(store: TableStore, turnAlarm: TurnAlarm, sockets: () => WebSocket[]) {
    this.store = store
    this.turnAlarm = turnAlarm
    this.sockets = sockets
    this.actionIds = new ActionIds(store)
  }

  /**
   * Upgrades a stored table's schema (in the constructor's blockConcurrencyWhile). Only a stored
   * table is upgraded: an unknown id must write nothing (issue 13, point 4).
   */
  start(): void {
    if (this.store.exists()) this.store.migrate()
    // Known empty: no table to read until `create` makes one (saves load() asking again).
    else this.cached = null
  }

  /** The table: the in-memory copy, read from storage on this instance's first call. */
  table(): TableState | null {
    if (this.cached === undefined) this.cached = this.store.load()
    return this.cached
  }

  /** Creates the table; false when this id already holds one. */
  create(id: string, config: TableConfig): boolean {
    if (this.table()) return false
    this.store.createSchema()
    const t = newTable(id, config)
    this.store.save(t)
    this.cached = t
    return true
  }

  /** The last `rounds` settled rounds with their action logs, newest first, as `session` sees the table. */
  history(t: TableState, session: string, rounds: number): TableHistory {
    const settled = this.store.rounds(rounds)
    const steps = settled.length ? this.store.steps(settled.at(-1)?.round ?? 0, settled[0].round) : []
    return {
      view: tableView(t, session),
      rounds: settled.map((r) => ({ ...r, steps: steps.filter((s) => s.round === r.round) })),
    }
  }

  /**
   * Stores a change in one statement (the state, its log lines, the action id when a browser's
   * action made it, the round's record when this step settled it), makes it the table in memory,
   * sends every browser its fragment and arms the turn alarm. Returns the fragments, so the acting
   * browser's answer is the same HTML. `left`: the player who just left, whose bankroll is kept.
   */
  async commit(
    prev: TableState,
    next: TableState,
    steps: Step[],
    now: number,
    action: ActionKey | null,
    left: Player | null = null,
  ): Promise<Fragments> {
    next.version = (prev.version ?? 0) + 1
    const settledNow =
      next.round?.phase === 'settled' && (prev.roundNo !== next.roundNo || prev.round?.phase !== 'settled')
    const key = action ? loggedKey(action.key, action.command) : null
    this.store.commit(next, steps, now, key, settledNow ? settledRound(next, now) : null)
    if (left) this.store.keepBankroll(left.session, left.bankroll, now)
    this.cached = next
    if (action) this.actionIds.add(action.key, action.command)
    const fragments = this.shown.of(next)
    fragments.sendTo(this.sockets())
    await this.turnAlarm.armFor(next.deadline?.at ?? null)
    return fragments
  }
}
