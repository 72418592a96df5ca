/**
 * A player of `npm run soak` (bench/soak.ts): one browser at one table, over the public routes
 * with htmx's headers, deciding from the table fragment each answer carries. When the runtime is
 * down (killed mid-request) it sends the same request again, same action id, until it is answered:
 * a retried action must act once.
 */

/** Waits `ms` (at least 0). */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)))

/** A seat as a page shows it. */
export interface Seat {
  bankrollCents: number
}

/** What a player counted while playing. */
export interface PlayerStats {
  answered: number
  resent: number
  refused: number
  polls: number
}

export class SoakPlayer {
  html = ''
  readonly stats: PlayerStats = { answered: 0, resent: 0, refused: 0, polls: 0 }

  readonly base: string
  readonly table: string
  readonly cookie: string
  readonly seat: number

  private constructor(base: string, table: string, cookie: string, seat: number) {
    this.base = base
    this.table = table
    this.cookie = cookie
    this.seat = seat
  }

  /** Opens the table (a new session) and takes seat `seat` as `name`. */
  static async sitDown(base: string, table: string, name: string, seat: number): Promise<SoakPlayer> {
    const page = await fetch(`${base}/t/${table}`)
    await page.arrayBuffer()
    const cookie = page.headers.get('set-cookie')?.match(/bj_session=[^;]*/)?.[0] ?? ''
    const p = new SoakPlayer(base, table, cookie, seat)
    const status = await p.post('join', { name, seat: String(seat) }, Date.now() + 30_000)
    if (status !== 200) throw new Error(`${name} could not sit down: ${status}`)
    return p
  }

  /** A GET with this player's cookie, retried while the runtime is down; the body. */
  async text(path: string, htmx = false): Promise<string> {
    for (;;) {
      try {
        const headers: Record<string, string> = { cookie: this.cookie, ...(htmx ? { 'hx-request': 'true' } : {}) }
        const res = await fetch(this.base + path, { headers, signal: AbortSignal.timeout(10_000) })
        return await res.text()
      } catch {
        await sleep(200)
      }
    }
  }

  /** Posts a table form (a fresh action id), sending it again unchanged until answered; the status. */
  async post(verb: string, fields: Record<string, string>, until: number): Promise<number> {
    const body = new URLSearchParams({ ...fields, actionId: crypto.randomUUID() }).toString()
    const headers = {
      cookie: this.cookie,
      origin: this.base,
      'content-type': 'application/x-www-form-urlencoded',
      'hx-request': 'true',
    }
    for (let tries = 0; ; tries++) {
      try {
        const init = { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) }
        const res = await fetch(`${this.base}/t/${this.table}/${verb}`, init)
        this.html = await res.text()
        this.stats.answered++
        if (tries > 0) this.stats.resent++
        if (res.status !== 200) this.stats.refused++
        return res.status
      } catch {
        // The runtime is down (or was killed mid-request): the same request once it is back.
        if (Date.now() > until + 120_000) return 0
        await sleep(200)
      }
    }
  }

  /** This player's seat on a page or fragment, or null. */
  seatOn(html: string): Seat | null {
    const from = html.indexOf(`id="seat-${this.seat}"`)
    if (from < 0) return null
    const panel = html.slice(from, html.indexOf('id="seat-', from + 10) >>> 0)
    const m = panel.match(/Bankroll \$([\d.]+)/)
    return m ? { bankrollCents: Math.round(Number(m[1]) * 100) } : null
  }

  /** Plays until `until`: bets when it may, decides on its turn (stand, hit, decline), else polls. */
  async play(until: number): Promise<void> {
    this.html = await this.text(`/t/${this.table}`, true)
    while (Date.now() < until) {
      const seq = this.html.match(/<section id="table"[^>]*data-seq="(\d+)"/)?.[1]
      const moves = [...this.html.matchAll(/name="move" value="([a-z-]+)"/g)].map((m) => m[1])
      const mine = this.html.slice(this.html.indexOf(`id="seat-${this.seat}"`))
      const waiting = /Bet placed, ready for the next deal/.test(mine.slice(0, mine.indexOf('id="seat-', 10) >>> 0))
      if (seq && moves.includes('decline')) {
        await this.post('act', { move: 'decline', seq }, until)
      } else if (seq && moves.includes('stand')) {
        const move = moves.includes('hit') && Math.random() < 0.35 ? 'hit' : 'stand'
        await this.post('act', { move, seq }, until)
      } else if (this.html.includes(`action="/t/${this.table}/bet"`) && !waiting) {
        await this.post('bet', { amount: String(5 + Math.floor(Math.random() * 21)) }, until)
      } else {
        await sleep(150)
        this.stats.polls++
        this.html = await this.text(`/t/${this.table}`, true)
      }
    }
  }
}
