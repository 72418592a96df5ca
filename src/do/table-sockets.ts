import { seatOf, type TableState } from '../table/state.ts'
import { tableView } from '../table/view.ts'
import { renderTable } from '../views/table.tsx'

/**
 * The table fragment of one state of the table: the one place the Durable Object renders. A view
 * depends on the session only through its seat, so each seat's fragment (and the onlookers' one)
 * is rendered at most once per change, however many sockets and responses carry it.
 */
export class Fragments {
  private readonly bySeat = new Map<number, string>()
  private readonly t: TableState

  constructor(t: TableState) {
    this.t = t
  }

  /** The fragment the browser with `session` sees (the same HTML its socket gets). */
  for(session: string): string {
    const seat = seatOf(this.t, session)
    let html = this.bySeat.get(seat)
    if (html === undefined) {
      html = renderTable(tableView(this.t, session))
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

/** The table as it is, with why an action was refused: for the acting browser only (nothing changed). */
export function refusedFragment(t: TableState, session: string, message: string): string {
  return renderTable(tableView(t, session), message)
}
