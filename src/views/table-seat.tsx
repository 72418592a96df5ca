import { formatMoney, signedMoney } from '../table/money.ts'
import { roundRecord } from '../table/stats.ts'
import type { SeatView, TableView } from '../table/view.ts'
import { Cards, Hand, totalText } from './card.tsx'

/** The dealer: upcard and a face-down hole card until it is revealed, and the total of what shows. */
export function Dealer({ v }: { v: TableView }) {
  const d = v.dealer
  return (
    <section class="dealer" aria-label="Dealer">
      <h2>Dealer</h2>
      {d ? (
        <>
          <Cards cards={d.cards} />
          <span class="total">
            {d.blackjack ? 'Blackjack (21)' : totalText(d.total, d.soft)}
            {d.revealed ? '' : ' showing'}
          </span>
        </>
      ) : (
        <p class="muted">Waiting for the first deal.</p>
      )}
    </section>
  )
}

function handLabel(s: SeatView, i: number): string {
  return s.hands.length > 1 ? `Hand ${i + 1}` : 'Hand'
}

/** One seat: who sits there, bankroll and wager, hands with totals, whose turn it is, results. */
export function SeatPanel({ s, v }: { s: SeatView; v: TableView }) {
  const money = v.features.betting
  const cls = ['seat', s.mine ? 'mine' : '', s.turn ? 'turn' : '', s.name ? '' : 'empty'].filter(Boolean).join(' ')
  // The settled round's figures, for the session statistics a browser keeps (table-extras.js).
  const record = roundRecord(v, s)
  return (
    <li
      class={cls}
      id={`seat-${s.index + 1}`}
      aria-current={s.turn ? 'step' : undefined}
      data-name={s.name ?? undefined}
      data-record={record ? JSON.stringify(record) : undefined}
    >
      <h2>
        Seat {s.index + 1}
        {s.name ? `: ${s.name}` : ' (empty)'}
        {s.mine ? ' (you)' : ''}
      </h2>
      {s.name && money && (
        <p class="money">
          Bankroll {formatMoney(s.bankroll ?? 0)}
          {s.bet !== null ? ` · ${v.live && s.playing ? 'at risk' : 'bet'} ${formatMoney(s.bet)}` : ''}
        </p>
      )}
      {s.turn && <p class="your-turn">{s.mine ? 'Your turn' : 'Deciding now'}</p>}
      {/* Always one line between rounds, so another seat's bet never moves the controls below (a phone's tap). */}
      {!v.live && s.name && (
        <p class="muted">
          {s.ready
            ? 'Bet placed, ready for the next deal'
            : s.away
              ? 'Not in the next deal'
              : money
                ? 'No bet yet'
                : 'Not ready yet'}
        </p>
      )}
      {s.hands.map((h, i) => (
        <Hand hand={h} label={handLabel(s, i)} active={s.turn && v.turn?.hand === i} money={money} />
      ))}
      {s.evenMoney && <p class="note">Took even money</p>}
      {s.insurance !== null && <p class="note">Insurance {money ? formatMoney(s.insurance) : 'taken'}</p>}
      {s.net !== null && s.playing && money && <p class="net">Round {signedMoney(s.net)}</p>}
      {s.broke && <p class="note">Out of money: rebuy to keep playing</p>}
      {s.away && !s.mine && <p class="note">Sitting out: away from the table (back as soon as they return)</p>}
    </li>
  )
}
