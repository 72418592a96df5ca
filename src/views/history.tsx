import type { TableHistory } from '../table/history.ts'
import { formatMoney, signedMoney, toCents } from '../table/money.ts'
import { Cards, totalText } from './card.tsx'
import { judgementText } from './coach.tsx'
import { Layout } from './layout.tsx'

const WORDS: Record<string, string> = {
  blackjack: 'blackjack',
  win: 'win',
  push: 'push',
  lose: 'lose',
  bust: 'bust',
  surrender: 'surrender',
  'even-money': 'even money',
}

/** A natural is called Blackjack here as at the table (a "soft 21" only when naturals are off). */
function natural(outcome: string): boolean {
  return outcome === 'blackjack' || outcome === 'even-money'
}

/** The hand history: the last settled rounds, each with its cards, results and logged actions. */
export function HistoryPage({ h }: { h: TableHistory }) {
  const { view } = h
  const money = view.features.betting
  return (
    <Layout title={`Hand history · table ${view.id}`} styles={['/assets/table.css']}>
      <h1>Hand history</h1>
      <p>
        <a href={`/t/${view.id}`}>Back to table {view.id}</a>
      </p>
      {h.rounds.length === 0 && <p>No round has been settled at this table yet.</p>}
      {h.rounds.map((r) => {
        const result = r.case.expect
        return (
          <article class="round" id={`round-${r.round}`}>
            <h2>Round {r.round}</h2>
            <p>
              Dealer: <Cards cards={result.dealer.cards} />{' '}
              {result.dealer.blackjack ? 'Blackjack' : totalText(result.dealer.total, result.dealer.soft)}
            </p>
            <ul>
              {result.seats.map((seat, i) => (
                <li>
                  Seat {r.seats[i] + 1} ({r.names[i]}):{' '}
                  {seat.hands.map((hand) => (
                    <span class="hist-hand">
                      <Cards cards={hand.cards} />{' '}
                      {natural(hand.outcome) ? 'Blackjack' : totalText(hand.total, hand.soft)}, {WORDS[hand.outcome]}
                      {money ? ` ${signedMoney(toCents(hand.net))}` : ''}
                    </span>
                  ))}
                  {seat.insurance &&
                    money &&
                    ` · insurance ${formatMoney(toCents(seat.insurance.stake))} ${signedMoney(toCents(seat.insurance.net))}`}
                  {money && ` · round ${signedMoney(toCents(seat.net))}`}
                </li>
              ))}
            </ul>
            <details>
              <summary>Actions</summary>
              <ol>
                {r.steps.map((s) => (
                  <li>
                    {s.seat === null ? 'Dealer' : `Seat ${s.seat + 1}`}: {s.action}
                    {s.verdict && (
                      <span class="coach-note">
                        {' '}
                        — {s.verdict.correct ? 'Matches basic strategy.' : 'Deviation from basic strategy.'}{' '}
                        {judgementText(s.verdict, 'The player', money)}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            </details>
            <p>
              <a href={`/t/${view.id}/rounds/${r.round}/case.json`} download>
                Download as a conformance case
              </a>
            </p>
          </article>
        )
      })}
    </Layout>
  )
}
