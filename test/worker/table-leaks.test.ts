import { describe, expect, it } from 'vitest'
import type { TableCase } from '../../src/do/table-case.ts'
import { formatCard } from '../../src/engine/cards.ts'
import { runCase } from '../../src/engine/case.ts'
import { Xoshiro128ss } from '../../src/engine/random.ts'
import { cardName } from '../../src/views/card.tsx'
import { Browser, createForm, createTable, offered, tableState } from './table-helpers.ts'

// Property test over many generated rounds: random house rules on a ONE-deck shoe (so every card is
// unique), 1 to 3 players making random legal decisions through the real routes. Before each reveal,
// no response (page, htmx fragment or WebSocket message) may name the hole card or any undealt card;
// after each round, the downloaded case replays on the engine to exactly its `expect`.

const rng = Xoshiro128ss.fromSeed('table-leaks-v1')
const pick = <T>(xs: readonly T[]): T => xs[Math.floor((rng.nextUint32() / 2 ** 32) * xs.length)]

function randomForm(): URLSearchParams {
  const features = ['multiplayer', 'surrender', 'double', 'split', 'betting', 'naturals', 'insurance', 'evenMoney']
  return createForm(
    {
      decks: '1',
      burn: pick(['0', '1', '3']),
      penetration: pick(['0', '0.5', '0.75']),
      hitSoft17: pick(['s17', 'h17']),
      holeCard: pick(['peek', 'peek', 'enhc']),
      surrender: pick(['late', 'early']),
      doubleForLess: pick(['on', '']),
      surrenderAfterSplit: pick(['on', '']),
      resplitAces: pick(['on', '']),
      hitSplitAces: pick(['on', '']),
      splitDeal: pick(['sequential', 'upfront']),
      maxHands: pick(['2', '3', '4']),
      double: pick(['any', '9-11']),
    },
    features.filter((f) => f === 'multiplayer' || f === 'betting' || rng.nextUint32() % 6 !== 0),
  )
}

/** The secrets of each state a WebSocket message may come from, by "round:seq". */
const secretLog = new Map<string, string[]>()

/** Card strings no response may show now: the undealt shoe and an unrevealed hole card. */
async function secrets(id: string): Promise<string[]> {
  const t = await tableState(id)
  const st = t.round
  if (!st || st.phase === 'settled') return []
  const key = `${id}:${t.roundNo}:${t.seq}`
  const hidden = st.shoe.slice(st.pos)
  if (!st.revealed && st.dealer.length > 1) hidden.push(st.dealer[1])
  const shown = new Set(st.shoe.slice(st.start, st.pos).filter((c) => st.revealed || c !== st.dealer[1]))
  const out = hidden.filter((c) => !shown.has(c)).map(formatCard)
  secretLog.set(key, out)
  return out
}

/** A WebSocket message is checked against the secrets of the exact state it shows. */
function checkMessage(id: string, html: string): void {
  const [, round, seq, phase] = html.match(/data-round="(\d+)" data-seq="(\d+)" data-phase="([a-z]+)"/) ?? []
  if (phase === 'settled' || phase === 'betting') return
  const hidden = secretLog.get(`${id}:${round}:${seq}`)
  if (!hidden) throw new Error(`a message of round ${round}, seq ${seq} (${phase}) that no step produced`)
  assertNoLeak(html, hidden)
}

function assertNoLeak(html: string, hidden: string[]): void {
  for (const card of hidden) {
    expect(html).not.toMatch(new RegExp(`(?<![A-Za-z0-9])${card}(?![A-Za-z0-9])`))
    expect(html).not.toContain(cardName(card))
  }
}

async function playRound(id: string, players: Browser[], ws: string[]): Promise<number> {
  for (const p of players) {
    await p.get(`/t/${id}`)
    const res = await p.post(`/t/${id}/bet`, { amount: pick(['5', '10', '12.50', '25']) })
    const hidden = await secrets(id)
    await p.get(`/t/${id}`)
    assertNoLeak(p.html, hidden)
    if (res.status !== 303) throw new Error(`bet refused: ${p.html.slice(0, 300)}`)
  }
  let responses = 0
  for (let step = 0; step < 60; step++) {
    const t = await tableState(id)
    if (!t.round || t.round.phase === 'settled') break
    const seat = t.inRound[t.round.seat]
    const p = players[seat]
    const htmx = rng.nextUint32() % 2 === 0
    await p.get(`/t/${id}`, htmx)
    const moves = offered(p.html)
    expect(moves.length).toBeGreaterThan(0)
    const move = pick(moves)
    const amount = p.html.match(/name="amount"[^>]*value="([\d.]+)"/)?.[1]
    const res = await p.post(`/t/${id}/act`, { move, ...(amount ? { amount } : {}) }, { htmx })
    expect(res.status).toBeLessThan(400)
    const hidden = await secrets(id)
    if (htmx) assertNoLeak(p.html, hidden)
    for (const other of players) assertNoLeak(await other.get(`/t/${id}`, rng.nextUint32() % 2 === 0), hidden)
    for (const message of ws.splice(0)) checkMessage(id, message)
    responses += players.length + 1
  }
  return responses
}

describe('no leaks, exact replays', () => {
  it('over many generated rounds, nothing unrevealed is ever sent, and every case replays exactly', async () => {
    let rounds = 0
    let responses = 0
    const tags = new Map<string, number>()
    for (let table = 0; table < 12; table++) {
      const host = new Browser()
      const id = await createTable(randomForm(), host)
      const players = [host]
      const count = 1 + (rng.nextUint32() % 3)
      for (let i = 0; i < count; i++) {
        const b = i === 0 ? host : new Browser()
        await b.get(`/t/${id}`)
        await b.act(id, 'join', { name: `P${i + 1}`, seat: String(i + 1) })
        if (i > 0) players.push(b)
      }
      const messages: string[] = []
      const res = await host.request(`/t/${id}/ws`, { headers: { Upgrade: 'websocket', Origin: 'http://localhost' } })
      res.webSocket?.accept()
      res.webSocket?.addEventListener('message', (e) => messages.push(String(e.data)))
      for (let r = 0; r < 6; r++) {
        responses += await playRound(id, players, messages)
        const t = await tableState(id)
        const c = (await (await host.request(`/t/${id}/rounds/${t.roundNo}/case.json`)).json()) as TableCase
        const { expect: expected, ...request } = c
        expect(runCase(request)).toEqual(expected)
        for (const tag of c.tags) tags.set(tag, (tags.get(tag) ?? 0) + 1)
        rounds++
      }
      for (const message of messages.splice(0)) checkMessage(id, message)
      res.webSocket?.close()
    }
    console.log(
      `no-leak property: ${rounds} rounds, ${responses} responses checked; case tags:`,
      Object.fromEntries(tags),
    )
    expect(rounds).toBe(72)
  }, 240_000)
})
