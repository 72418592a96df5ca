import type { MoveName } from '../engine/state.ts'
import { formatMoney, toDollars } from '../table/money.ts'
import type { Offer, TableView } from '../table/view.ts'
import { esc } from './html.ts'
import { BetForms } from './table-bets.tsx'
import { TableForm } from './table-form.tsx'

/** Each move's button text and keyboard shortcut. */
export const MOVES: Record<MoveName, [label: string, key: string]> = {
  hit: ['Hit', 'H'],
  stand: ['Stand', 'S'],
  double: ['Double down', 'D'],
  split: ['Split', 'P'],
  surrender: ['Surrender', 'R'],
  insure: ['Insure', 'I'],
  'even-money': ['Take even money', 'E'],
  decline: ['No thanks', 'N'],
}

/** A submit button with the move's label and shortcut; `named` buttons post the move themselves. */
function moveButton(move: MoveName, named: boolean): string {
  const [label, key] = MOVES[move]
  const name = named ? ` name="move" value="${move}"` : ''
  return `<button type="submit"${name} data-key="${key.toLowerCase()}" aria-keyshortcuts="${key}">${label} <kbd>${key}</kbd></button>`
}

/**
 * A move that takes an amount (insurance's stake, a double for less) is its own small form with its
 * own submit button, so Enter in its box plays that move and never the first button of another form.
 */
function AmountForm({ v, offer }: { v: TableView; offer: Offer }): string {
  const insure = offer.move === 'insure'
  const max = String(toDollars(offer.max ?? 0))
  const text = insure ? 'Insurance stake (up to half the bet)' : `Double for (up to ${formatMoney(offer.max ?? 0)})`
  const children =
    `<input type="hidden" name="move" value="${offer.move}"/><label>${esc(text)} <input name="amount" type="number" ` +
    `inputmode="decimal" required="" min="0.01" step="0.01" max="${max}" value="${max}"/></label> ${moveButton(offer.move, false)}`
  return TableForm({ v, path: 'act', class: 'amount', label: insure ? 'Insure' : 'Double for less', children })
}

/** The decisions legal for the viewer now, and nothing else. */
function MoveForm({ v }: { v: TableView }): string {
  const withAmount = v.offers.find((o) => o.max !== null)
  // A move with an amount is played only from its own form (its button there has the shortcut).
  const buttons = v.offers.filter((o) => o.max === null)
  const prompt =
    v.phase === 'insurance'
      ? 'The dealer shows an ace: insurance?'
      : v.phase === 'surrender'
        ? 'Surrender early?'
        : 'Your move'
  let html = `<div class="decision"><p class="prompt">${prompt}</p>`
  if (withAmount) html += AmountForm({ v, offer: withAmount })
  if (buttons.length > 0) {
    let list = '<div class="buttons">'
    for (const o of buttons) list += moveButton(o.move, true)
    html += TableForm({ v, path: 'act', class: 'moves', label: 'Your decision', children: `${list}</div>` })
  }
  return `${html}</div>`
}

/** Taking a seat: a name and a free seat. */
function JoinForm({ v }: { v: TableView }): string {
  const free = v.seats.filter((s) => !s.name)
  if (free.length === 0) return '<p>Every seat is taken; you are watching.</p>'
  let children = '<label>Your name <input name="name" required="" maxlength="24" autocomplete="nickname"/></label> '
  if (free.length > 1) {
    children += '<label>Seat <select name="seat">'
    for (const s of free) children += `<option value="${s.index + 1}">${s.index + 1}</option>`
    children += '</select></label>'
  } else children += `<input type="hidden" name="seat" value="${free[0].index + 1}"/>`
  children += '<button type="submit">Take a seat</button>'
  return TableForm({ v, path: 'join', class: 'join', label: 'Take a seat', children })
}

/** What the viewer can do now (HTML text). */
export function Controls({ v }: { v: TableView }): string {
  if (v.you === null) return JoinForm({ v })
  const me = v.seats[v.you]
  if (v.live) {
    if (v.offers.length > 0) return MoveForm({ v })
    const text = me.playing ? 'Waiting for the other players…' : 'You sit this round out; bet for the next one.'
    return `<p class="waiting">${text}</p>`
  }
  const leave = '<button type="submit" class="secondary">Leave seat</button>'
  return BetForms({ v }) + TableForm({ v, path: 'leave', label: 'Leave the table', children: leave })
}
