import { formatMoney, signedMoney } from '../table/money.ts'
import { roundRecord } from '../table/stats.ts'
import type { SeatView, TableView } from '../table/view.ts'
import { Cards, Hand, totalText } from './card.tsx'
import { attr, esc } from './html.ts'

/** The dealer (HTML text): upcard and a face-down hole card until it is revealed, and the total of what shows. */
export function Dealer({ v }: { v: TableView }): string {
  const d = v.dealer
  if (!d)
    return '<section class="dealer" aria-label="Dealer"><h2>Dealer</h2><p class="muted">Waiting for the first deal.</p></section>'
  const total = (d.blackjack ? 'Blackjack (21)' : totalText(d.total, d.soft)) + (d.revealed ? '' : ' showing')
  return (
    `<section class="dealer" aria-label="Dealer"><h2>Dealer</h2>${Cards({ cards: d.cards })}` +
    `<span class="total">${esc(total)}</span></section>`
  )
}

function handLabel(s: SeatView, i: number): string {
  return s.hands.length > 1 ? `Hand ${i + 1}` : 'Hand'
}

/**
 * Between rounds, always one line, so another seat's bet never moves the controls below (a phone's
 * tap). Beside a settled round the seat played, it says it is about the next one ("No bet yet"
 * beside a win read as if the win had no bet).
 */
function betweenRounds(s: SeatView, money: boolean): string {
  if (s.ready) return 'Bet placed, ready for the next deal'
  if (s.away) return 'Not in the next deal'
  const next = s.playing ? ' for the next round' : ''
  return money ? `No bet yet${next}` : `Not ready yet${next}`
}

/** One seat (HTML text): who sits there, bankroll and wager, hands with totals, whose turn it is, results. */
export function SeatPanel({ s, v }: { s: SeatView; v: TableView }): string {
  const money = v.features.betting
  const cls = ['seat', s.mine ? 'mine' : '', s.turn ? 'turn' : '', s.name ? '' : 'empty'].filter(Boolean).join(' ')
  // The settled round's figures, for the session statistics a browser keeps (table-extras.js).
  const record = roundRecord(v, s)
  let html =
    `<li class="${esc(cls)}" id="seat-${s.index + 1}"${s.turn ? ' aria-current="step"' : ''}` +
    `${attr('data-name', s.name)}${attr('data-record', record ? JSON.stringify(record) : null)}>` +
    `<h2>Seat ${s.index + 1}${esc(s.name ? `: ${s.name}` : ' (empty)')}${s.mine ? ' (you)' : ''}</h2>`
  if (s.name && money) {
    const bet = s.bet !== null ? ` · ${v.live && s.playing ? 'at risk' : 'bet'} ${formatMoney(s.bet)}` : ''
    html += `<p class="money">Bankroll ${esc(formatMoney(s.bankroll ?? 0))}${esc(bet)}</p>`
  }
  if (s.turn) html += `<p class="your-turn">${s.mine ? 'Your turn' : 'Deciding now'}</p>`
  if (!v.live && s.name) html += `<p class="muted">${betweenRounds(s, money)}</p>`
  for (let i = 0; i < s.hands.length; i++) {
    html += Hand({ hand: s.hands[i], label: handLabel(s, i), active: s.turn && v.turn?.hand === i, money })
  }
  if (s.evenMoney) html += '<p class="note">Took even money</p>'
  if (s.insurance !== null) html += `<p class="note">Insurance ${money ? esc(formatMoney(s.insurance)) : 'taken'}</p>`
  if (s.net !== null && s.playing && money) html += `<p class="net">Round ${esc(signedMoney(s.net))}</p>`
  if (s.broke) html += '<p class="note">Out of money: rebuy to keep playing</p>'
  if (s.away && !s.mine) html += '<p class="note">Sitting out: away from the table (back as soon as they return)</p>'
  return `${html}</li>`
}
