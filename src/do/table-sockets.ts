import { renderTable } from '../views/table.tsx'
import { seatOf, type TableState } from './table-state.ts'
import { tableView } from './table-view.ts'

/**
 * Sends every browser at the table its own view of the table. A view depends on the session
 * only through its seat, so each seat's fragment (and the onlookers' one) is rendered once,
 * however many sockets show it.
 */
export function sendToAll(sockets: WebSocket[], t: TableState): void {
  const rendered = new Map<number, string>()
  for (const ws of sockets) {
    const { session } = ws.deserializeAttachment() as { session: string }
    const seat = seatOf(t, session)
    let html = rendered.get(seat)
    if (html === undefined) {
      html = renderTable(tableView(t, session))
      rendered.set(seat, html)
    }
    try {
      ws.send(html)
    } catch {
      // A socket closing as we send: it resyncs when it reconnects.
    }
  }
}
