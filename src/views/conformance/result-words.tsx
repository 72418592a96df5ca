import type { DealerResult, RoundResult, SeatResult } from '../../engine/result.ts'

const money = (x: number) => (x > 0 ? `+${x}` : `${x}`)
const total = (t: number, soft: boolean) => `${soft ? 'soft ' : ''}${t}`

function Dealer({ d }: { d: DealerResult }) {
  const notes = [d.blackjack && 'blackjack', d.bust && 'bust'].filter(Boolean).join(', ')
  return (
    <p>
      Dealer: <code>{d.cards.join(' ')}</code> — {total(d.total, d.soft)}
      {notes && ` (${notes})`}
    </p>
  )
}

function SeatRows({ seat, index }: { seat: SeatResult; index: number }) {
  return (
    <>
      {seat.hands.map((h, i) => (
        <tr>
          <td>{i === 0 ? `seat ${index}` : ''}</td>
          <td>{i}</td>
          <td>
            <code>{h.cards.join(' ')}</code>
          </td>
          <td>{total(h.total, h.soft)}</td>
          <td>
            {h.bet}
            {h.wager !== h.bet && ` (wager ${h.wager}${h.doubled ? ', doubled' : ''})`}
            {h.fromSplit && ' · split'}
          </td>
          <td>{h.outcome}</td>
          <td class="num">{money(h.net)}</td>
        </tr>
      ))}
      {seat.insurance && (
        <tr>
          <td />
          <td colspan={4}>insurance stake {seat.insurance.stake}</td>
          <td>{seat.insurance.net > 0 ? 'paid 2:1' : 'lost'}</td>
          <td class="num">{money(seat.insurance.net)}</td>
        </tr>
      )}
      <tr class="seat-total">
        <td />
        <td colspan={5}>
          seat {index} in all{seat.evenMoney && ' (took even money)'}
        </td>
        <td class="num">{money(seat.net)}</td>
      </tr>
    </>
  )
}

function Round({ r }: { r: RoundResult }) {
  return (
    <>
      <Dealer d={r.dealer} />
      {/* Focusable: on phones a wide table scrolls inside itself (app.css), and a keyboard must reach it. */}
      <table class="words" tabindex={0} aria-label="Each hand: cards, total, bet, outcome and net">
        <thead>
          <tr>
            <th>seat</th>
            <th>hand</th>
            <th>cards</th>
            <th>total</th>
            <th>bet</th>
            <th>outcome</th>
            <th>net</th>
          </tr>
        </thead>
        <tbody>
          {r.seats.map((seat, i) => (
            <SeatRows seat={seat} index={i} />
          ))}
        </tbody>
      </table>
      <p>{r.cardsUsed} cards dealt.</p>
    </>
  )
}

/**
 * An expected answer in words a student reads at a glance: the dealer's hand, then each hand's
 * cards, total, outcome and money; an error as its code and where it happened. The JSON stays below.
 */
export function ResultInWords({ result }: { result: unknown }) {
  const r = result as Partial<RoundResult> & {
    error?: Record<string, unknown>
    rounds?: RoundResult[]
    reshuffles?: number[]
    shoe?: unknown
  }
  if (r.error) {
    const where = ['round', 'seat', 'hand', 'action'].filter((k) => k in (r.error ?? {}))
    return (
      <p>
        An error: <code>{String(r.error.code)}</code>
        {where.length > 0 && ` at ${where.map((k) => `${k} ${JSON.stringify(r.error?.[k])}`).join(', ')}`}.
      </p>
    )
  }
  if (r.rounds) {
    return (
      <>
        {r.rounds.map((round, i) => (
          <section>
            <h3>Round {i}</h3>
            <Round r={round} />
          </section>
        ))}
        <p>New shoe after round(s): {r.reshuffles?.length ? r.reshuffles.join(', ') : 'none'}.</p>
      </>
    )
  }
  if (r.dealer && r.seats) return <Round r={r as RoundResult} />
  if (r.shoe) return <p>A full shuffled shoe (any order) of the requested decks.</p>
  return null
}
