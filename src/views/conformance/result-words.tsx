import type { DealerResult, RoundResult, SeatResult } from '../../engine/result.ts'
import { esc } from '../html.ts'

// Written as text, byte for byte what these views rendered through hono/jsx (test/node/report-views.test.ts).

const money = (x: number) => (x > 0 ? `+${x}` : `${x}`)
const total = (t: number, soft: boolean) => `${soft ? 'soft ' : ''}${t}`

function dealerHtml(d: DealerResult): string {
  const notes = [d.blackjack && 'blackjack', d.bust && 'bust'].filter(Boolean).join(', ')
  return `<p>Dealer: <code>${esc(d.cards.join(' '))}</code> — ${esc(total(d.total, d.soft))}${notes ? esc(` (${notes})`) : ''}</p>`
}

function seatRowsHtml(seat: SeatResult, index: number): string {
  let html = ''
  seat.hands.forEach((h, i) => {
    const wager = h.wager !== h.bet ? ` (wager ${h.wager}${h.doubled ? ', doubled' : ''})` : ''
    html +=
      `<tr><td>${i === 0 ? `seat ${index}` : ''}</td><td>${i}</td><td><code>${esc(h.cards.join(' '))}</code></td>` +
      `<td>${esc(total(h.total, h.soft))}</td><td>${h.bet}${esc(wager)}${h.fromSplit ? ' · split' : ''}</td>` +
      `<td>${esc(h.outcome)}</td><td class="num">${money(h.net)}</td></tr>`
  })
  if (seat.insurance)
    html +=
      `<tr><td></td><td colspan="4">insurance stake ${seat.insurance.stake}</td>` +
      `<td>${seat.insurance.net > 0 ? 'paid 2:1' : 'lost'}</td><td class="num">${money(seat.insurance.net)}</td></tr>`
  return (
    `${html}<tr class="seat-total"><td></td><td colspan="5">seat ${index} in all${seat.evenMoney ? ' (took even money)' : ''}</td>` +
    `<td class="num">${money(seat.net)}</td></tr>`
  )
}

/* Focusable: on phones a wide table scrolls inside itself (app.css), and a keyboard must reach it. */
const WORDS_HEAD =
  '<table class="words" tabindex="0" aria-label="Each hand: cards, total, bet, outcome and net"><thead><tr><th>seat</th>' +
  '<th>hand</th><th>cards</th><th>total</th><th>bet</th><th>outcome</th><th>net</th></tr></thead><tbody>'

function roundHtml(r: RoundResult): string {
  let html = dealerHtml(r.dealer) + WORDS_HEAD
  r.seats.forEach((seat, i) => {
    html += seatRowsHtml(seat, i)
  })
  return `${html}</tbody></table><p>${r.cardsUsed} cards dealt.</p>`
}

/**
 * An expected answer in words a student reads at a glance: the dealer's hand, then each hand's
 * cards, total, outcome and money; an error as its code and where it happened. The JSON stays below.
 */
export function resultInWordsHtml(result: unknown): string {
  const r = result as Partial<RoundResult> & {
    error?: Record<string, unknown>
    rounds?: RoundResult[]
    reshuffles?: number[]
    shoe?: unknown
  }
  if (r.error) {
    const where = ['round', 'seat', 'hand', 'action'].filter((k) => k in (r.error ?? {}))
    const at = where.length > 0 ? ` at ${where.map((k) => `${k} ${JSON.stringify(r.error?.[k])}`).join(', ')}` : ''
    return `<p>An error: <code>${esc(String(r.error.code))}</code>${esc(at)}.</p>`
  }
  if (r.rounds) {
    let html = ''
    r.rounds.forEach((round, i) => {
      html += `<section><h3>Round ${i}</h3>${roundHtml(round)}</section>`
    })
    return `${html}<p>New shoe after round(s): ${esc(r.reshuffles?.length ? r.reshuffles.join(', ') : 'none')}.</p>`
  }
  if (r.dealer && r.seats) return roundHtml(r as RoundResult)
  if (r.shoe) return '<p>A full shuffled shoe (any order) of the requested decks.</p>'
  return ''
}
