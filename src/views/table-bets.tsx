import { formatMoney, toCents, toDollars } from '../table/money.ts'
import { chipValues } from '../table/stats.ts'
import type { TableView } from '../table/view.ts'
import { esc } from './html.ts'
import { TableForm } from './table-form.tsx'

/** The betting shortcuts: chips by their place (1, 2, …), B bets the last bet again, X doubles it. */
export const BET_KEYS = { repeat: 'B', double: 'X' } as const

/** A button that is a whole bet: one click (or its key) posts `amount` as a plain form would. */
function betButton(cents: number, label: string, shortcut: string, cls: string): string {
  return (
    `<button type="submit" name="amount" value="${toDollars(cents)}" class="${cls}" data-key="${shortcut.toLowerCase()}" ` +
    `aria-keyshortcuts="${shortcut}">${esc(label)} <kbd>${shortcut}</kbd></button>`
  )
}

/**
 * Betting like a table: a chip is a bet in one click; Repeat bet and Double bet replay the seat's last
 * bet (shown after a round it played, when the limits and the bankroll allow). Each is a plain form
 * post, so it works without JavaScript; the bet box above them stays for exact amounts.
 */
function Chips({ v }: { v: TableView }): string {
  const me = v.seats[v.you ?? 0]
  const { minBet, maxBet } = v.rules
  const chips = chipValues(minBet, maxBet, me.bankroll).slice(0, 9)
  const top = Math.min(toCents(maxBet), me.bankroll ?? Number.POSITIVE_INFINITY)
  const last = me.playing && me.lastBet !== null && me.lastBet >= toCents(minBet) ? me.lastBet : null
  const again = last !== null && last <= top ? last : null
  const twice = last !== null && last * 2 <= top ? last * 2 : null
  if (chips.length === 0) return ''
  let children = ''
  for (let i = 0; i < chips.length; i++) {
    const cents = toCents(chips[i])
    children += betButton(cents, formatMoney(cents), String(i + 1), 'chip')
  }
  if (again !== null) children += betButton(again, `Repeat bet ${formatMoney(again)}`, BET_KEYS.repeat, 'again')
  if (twice !== null) children += betButton(twice, `Double bet ${formatMoney(twice)}`, BET_KEYS.double, 'again')
  return TableForm({ v, path: 'bet', class: 'chips', label: 'One-click bets', children })
}

/** Between rounds (HTML text): the bet (or, with betting off, a plain deal), deal now, rebuy and leave. */
export function BetForms({ v }: { v: TableView }): string {
  const me = v.seats[v.you ?? 0]
  // The form's fields are in dollars, as the contract's rules are; the view's money is cents.
  const { minBet, maxBet } = v.rules
  const others = v.seats.some((s) => s.name && !s.mine && !s.ready)
  const betting = v.features.betting
  if (me.broke) {
    const children = `<p>Your bankroll is below the minimum bet.</p><button type="submit">Rebuy ${esc(formatMoney(v.bankrollStart))} of play money</button>`
    return TableForm({ v, path: 'rebuy', label: 'Rebuy', children })
  }
  if (me.ready) {
    const children =
      '<p>Your bet is placed. Waiting for the other players…</p><button type="submit">Deal now without them</button>'
    return TableForm({ v, path: 'deal', label: 'Deal now', children })
  }
  const max = Math.min(maxBet, me.bankroll === null ? maxBet : toDollars(me.bankroll))
  let children = ''
  if (betting) {
    const value = Math.min(me.lastBet === null ? minBet : toDollars(me.lastBet), max)
    children +=
      `<label>Bet (${esc(formatMoney(toCents(minBet)))} to ${esc(formatMoney(toCents(max)))}) <input name="amount" ` +
      `type="number" inputmode="decimal" required="" min="${minBet}" max="${max}" step="0.01" value="${value}" data-focus=""/></label>`
  }
  children += `<button type="submit"${betting ? '' : ' data-focus=""'}>${others ? 'Place bet' : 'Deal'}</button>`
  const bet = TableForm({ v, path: 'bet', class: 'bet', label: 'Place your bet', children })
  return betting ? bet + Chips({ v }) : bet
}
