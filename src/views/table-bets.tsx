import { formatMoney, toCents, toDollars } from '../table/money.ts'
import { chipValues } from '../table/stats.ts'
import type { TableView } from '../table/view.ts'
import { TableForm } from './table-form.tsx'

/** The betting shortcuts: chips by their place (1, 2, …), B bets the last bet again, X doubles it. */
export const BET_KEYS = { repeat: 'B', double: 'X' } as const

/** A button that is a whole bet: one click (or its key) posts `amount` as a plain form would. */
function BetButton({ cents, label, shortcut, cls }: { cents: number; label: string; shortcut: string; cls: string }) {
  return (
    <button
      type="submit"
      name="amount"
      value={String(toDollars(cents))}
      class={cls}
      data-key={shortcut.toLowerCase()}
      aria-keyshortcuts={shortcut}
    >
      {label} <kbd>{shortcut}</kbd>
    </button>
  )
}

/**
 * Betting like a table: a chip is a bet in one click; Repeat bet and Double bet replay the seat's last
 * bet (shown after a round it played, when the limits and the bankroll allow). Each is a plain form
 * post, so it works without JavaScript; the bet box above them stays for exact amounts.
 */
function Chips({ v }: { v: TableView }) {
  const me = v.seats[v.you ?? 0]
  const { minBet, maxBet } = v.rules
  const chips = chipValues(minBet, maxBet, me.bankroll).slice(0, 9)
  const top = Math.min(toCents(maxBet), me.bankroll ?? Number.POSITIVE_INFINITY)
  const last = me.playing && me.lastBet !== null && me.lastBet >= toCents(minBet) ? me.lastBet : null
  const again = last !== null && last <= top ? last : null
  const twice = last !== null && last * 2 <= top ? last * 2 : null
  if (chips.length === 0) return null
  return (
    <TableForm v={v} path="bet" class="chips" label="One-click bets">
      {chips.map((c, i) => (
        <BetButton cents={toCents(c)} label={formatMoney(toCents(c))} shortcut={String(i + 1)} cls="chip" />
      ))}
      {again !== null && (
        <BetButton cents={again} label={`Repeat bet ${formatMoney(again)}`} shortcut={BET_KEYS.repeat} cls="again" />
      )}
      {twice !== null && (
        <BetButton cents={twice} label={`Double bet ${formatMoney(twice)}`} shortcut={BET_KEYS.double} cls="again" />
      )}
    </TableForm>
  )
}

/** Between rounds: the bet (or, with betting off, a plain deal), deal now, rebuy and leave. */
export function BetForms({ v }: { v: TableView }) {
  const me = v.seats[v.you ?? 0]
  // The form's fields are in dollars, as the contract's rules are; the view's money is cents.
  const { minBet, maxBet } = v.rules
  const others = v.seats.some((s) => s.name && !s.mine && !s.ready)
  const betting = v.features.betting
  if (me.broke) {
    return (
      <TableForm v={v} path="rebuy" label="Rebuy">
        <p>Your bankroll is below the minimum bet.</p>
        <button type="submit">Rebuy {formatMoney(v.bankrollStart)} of play money</button>
      </TableForm>
    )
  }
  if (me.ready) {
    return (
      <TableForm v={v} path="deal" label="Deal now">
        <p>Your bet is placed. Waiting for the other players…</p>
        <button type="submit">Deal now without them</button>
      </TableForm>
    )
  }
  const max = Math.min(maxBet, me.bankroll === null ? maxBet : toDollars(me.bankroll))
  return (
    <>
      <TableForm v={v} path="bet" class="bet" label="Place your bet">
        {betting && (
          <label>
            Bet ({formatMoney(toCents(minBet))} to {formatMoney(toCents(max))}){' '}
            <input
              name="amount"
              type="number"
              inputmode="decimal"
              required
              min={String(minBet)}
              max={String(max)}
              step="0.01"
              value={String(Math.min(me.lastBet === null ? minBet : toDollars(me.lastBet), max))}
              data-focus=""
            />
          </label>
        )}
        <button type="submit" data-focus={betting ? undefined : ''}>
          {others ? 'Place bet' : 'Deal'}
        </button>
      </TableForm>
      {betting && <Chips v={v} />}
    </>
  )
}
