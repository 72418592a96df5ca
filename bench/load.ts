/**
 * Load on loopback with autocannon, bounded in time: a plain GET (the hello-world Worker), and a
 * real table action per request (each connection plays at its own table; see table-client.ts).
 */
import autocannon, { type Request, type Result } from 'autocannon'
import { afterAction, newPlayer, nextAction, type Player } from './table-client.ts'

/** What one load run measured. */
export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p99: number
  /** Answers that were not 200 table fragments (or not 2xx), plus connection errors and timeouts. */
  failed: number
  /** What the failed answers were, e.g. "3 × HTTP 409, 2 connection errors" (empty when none). */
  why: string
  total: number
}

/** Counts failures by kind, so a failed answer says what it was instead of only that it failed. */
class Failures {
  private readonly byKind = new Map<string, number>()
  count = 0
  add(kind: string): void {
    this.count++
    this.byKind.set(kind, (this.byKind.get(kind) ?? 0) + 1)
  }
  describe(r: Result): string {
    const parts = [...this.byKind].map(([k, n]) => `${n} × ${k}`)
    if (r.errors) parts.push(`${r.errors} connection errors`)
    if (r.timeouts) parts.push(`${r.timeouts} timeouts`)
    return parts.join(', ')
  }
}

function summary(r: Result, failed: number, why?: string): LoadResult {
  const plain = [`${r.non2xx} non-2xx answers`, `${r.errors} connection errors`, `${r.timeouts} timeouts`]
  return {
    why: why ?? plain.filter((s) => !s.startsWith('0 ')).join(', '),
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: failed + r.errors + r.timeouts,
    total: r.requests.total,
  }
}

/** GETs `path` on `connections` connections for `seconds` seconds. */
export async function loadGet(url: string, path: string, seconds: number, connections: number): Promise<LoadResult> {
  const r = await autocannon({ url: url + path, connections, duration: seconds, timeout: 10 })
  return summary(r, r.non2xx)
}

/**
 * POSTs to `prefix`/<name> on `connections` connections for `seconds` seconds, one name per
 * connection (the DO floor: one Durable Object per connection, as one table per player).
 */
export async function loadPost(url: string, prefix: string, seconds: number, connections: number): Promise<LoadResult> {
  let next = 0
  const request: Request = {
    method: 'POST',
    setupRequest: (req, context) => {
      if (typeof context.name !== 'string') context.name = `c${next++}`
      return { ...req, path: `${prefix}/${context.name}` }
    },
  }
  const r = await perConnection(url, seconds, connections, request)
  return summary(r, r.non2xx)
}

/**
 * Table actions for `seconds` seconds: one table and seated player per connection, each request
 * the player's next valid action (bet, decline insurance, stand), chosen from the fragment the
 * previous one returned.
 */
export async function loadTableActions(url: string, seconds: number, connections: number): Promise<LoadResult> {
  const players: Player[] = []
  for (let i = 0; i < connections; i++) players.push(await newPlayer(url))
  let assigned = 0
  const failed = new Failures()
  const playerOf = (context: Record<string, unknown>): Player => {
    if (typeof context.player !== 'number') context.player = assigned++ % players.length
    return players[context.player as number]
  }
  const request: Request = {
    setupRequest: (req, context) => {
      const a = nextAction(playerOf(context))
      return { ...req, method: a.method, path: a.path, headers: a.headers, body: a.body }
    },
    onResponse: (status, body, context) => {
      const p = playerOf(context)
      if (!afterAction(p, status, body)) failed.add(failureKind(status, body))
    },
  }
  const r = await perConnection(url, seconds, connections, request)
  return summary(r, failed.count, failed.describe(r))
}

/** "HTTP 409: <the table's message>", the message read from the fragment's alert, cut short. */
function failureKind(status: number, body: string): string {
  const message = body.match(/role="alert"[^>]*>([^<]{1,80})/)?.[1]?.trim()
  return message ? `HTTP ${status}: ${message}` : `HTTP ${status}`
}

/**
 * Runs `request` on every connection for `seconds` seconds. The requests list is long so autocannon
 * never reaches its end, where it would reset a connection's context (its player or object name).
 */
function perConnection(url: string, seconds: number, connections: number, request: Request): Promise<Result> {
  return autocannon({ url, connections, duration: seconds, timeout: 10, requests: new Array(1_000_000).fill(request) })
}
