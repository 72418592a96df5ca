import type { Gone } from '../table/presence.ts'
import type { TableState } from '../table/state.ts'

/** How long a browser with no socket open may go unheard before its seat counts as gone. */
export const GONE_MS = 45_000

/** How often one socket's `resync` is answered. */
const RESYNC_EVERY_MS = 1000

/**
 * Who is still at a table, in memory only: when each session was last heard from (any request, a
 * socket message) and whether it has a socket open. Lost on eviction, so a new instance counts
 * everyone as heard from when it started: a seat is never taken for gone sooner than GONE_MS after
 * the instance began. Only ever used to sit a gone seat out, which any request from it undoes.
 */
export class Presence {
  private readonly heard = new Map<string, number>()
  private started = Date.now()
  /** When each socket last had a resync answered (after hibernation one more is fine). */
  private readonly resynced = new WeakMap<WebSocket, number>()

  /** The session made a request now. */
  seen(session: string, now: number): void {
    this.heard.set(session, now)
  }

  /** True when `session` has no socket among `sockets` and has not been heard from for GONE_MS. */
  gone(session: string, now: number, sockets: WebSocket[]): boolean {
    if (now - (this.heard.get(session) ?? this.started) < GONE_MS) return false
    return !sockets.some((ws) => (ws.deserializeAttachment() as { session?: string } | null)?.session === session)
  }

  /** Which seats of `t` have gone, now: a seat's player with no socket, unheard for GONE_MS. */
  goneAt(t: TableState, now: number, sockets: WebSocket[]): Gone {
    return (seat) => {
      const p = t.players[seat]
      return p !== null && p !== undefined && this.gone(p.session, now, sockets)
    }
  }

  /** Whether a `resync` on `ws` is answered now (at most once a second per socket). */
  resync(ws: WebSocket, now: number): boolean {
    if (now - (this.resynced.get(ws) ?? 0) < RESYNC_EVERY_MS) return false
    this.resynced.set(ws, now)
    return true
  }
}
