import { seatOf, type TableState } from '../table/state.ts'
import { type TableView, tableView } from '../table/view.ts'
import { renderTable } from '../views/table.tsx'
import type { StoredOutcome } from './table-store.ts'

/**
 * The table fragment of one state of the table: the one place the Durable Object renders. A view
 * depends on the session only through its seat, so each seat's fragment (and the onlookers' one)
 * is rendered at most once per change, however many sockets and responses carry it.
 */
export class Fragments {
  private readonly bySeat = new Map<number, string>()
  /** The state these fragments show (never mutated: a change makes a new state, and new fragments). */
  readonly t: TableState

  constructor(t: TableState) {
    this.t = t
  }

  /**
   * The fragment the browser with `session` sees (the same HTML its socket gets); `view`, when the
   * caller has it already, is that browser's view of this state (so it is not built twice).
   */
  for(session: string, view?: TableView): string {
    const seat = seatOf(this.t, session)
    let html = this.bySeat.get(seat)
    if (html === undefined) {
      html = renderTable(view ?? tableView(this.t, session))
      this.bySeat.set(seat, html)
    }
    return html
  }

  /** Sends every browser at the table, over its socket, its seat's fragment. */
  sendTo(sockets: WebSocket[]): void {
    for (const ws of sockets) {
      const { session } = ws.deserializeAttachment() as { session: string }
      try {
        ws.send(this.for(session))
      } catch {
        // A socket closing as we send: it resyncs when it reconnects.
      }
    }
  }
}

/**
 * The fragments of the table in memory, each seat's rendered at most once while the table stays
 * unchanged: every poll, page, socket and retry of the same state gets the same HTML (action ids
 * included, as every socket of one seat always did) instead of rendering it again. A change is a
 * new state object (the table in memory is never mutated), so it gets new fragments.
 */
export class ShownTable {
  private shown: Fragments | null = null

  /** The fragments of `t`: those already rendered while `t` is the table shown, else new ones. */
  of(t: TableState): Fragments {
    if (this.shown?.t !== t) this.shown = new Fragments(t)
    return this.shown
  }
}

/**
 * What a command did: its status (200 or the refusal's), a message, and the table fragment the
 * acting browser sees now (the same HTML its socket got). `view` comes with a refusal only, for
 * a browser without JavaScript, whose answer is the whole page.
 */
export interface CommandOutcome extends StoredOutcome {
  html: string | null
  view: TableView | null
}

/** A refused command's outcome: the table as it is, with why, for the acting browser only (nothing changed). */
export function refusedOutcome(t: TableState, session: string, status: number, message: string): CommandOutcome {
  const view = tableView(t, session)
  return { status, message, html: renderTable(view, message), view }
}
