import type { TableHistory } from '../table/history.ts'
import { formatMoney, signedMoney, toCents } from '../table/money.ts'
import { Cards, totalText } from './card.tsx'
import { judgementText } from './coach.tsx'
import { esc } from './html.ts'
import { pageHtml } from './layout.tsx'

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

type Round = TableHistory['rounds'][number]

/** One seat's line of a settled round: its hands with results, insurance and the round's net. */
function seatLine(seat: Round['case']['expect']['seats'][number], r: Round, i: number, money: boolean): string {
  let html = `<li>Seat ${r.seats[i] + 1} (${esc(r.names[i] ?? '')}): `
  for (const hand of seat.hands) {
    const total = natural(hand.outcome) ? 'Blackjack' : totalText(hand.total, hand.soft)
    html +=
      `<span class="hist-hand">${Cards({ cards: hand.cards })} ${esc(total)}, ${esc(WORDS[hand.outcome] ?? '')}` +
      `${money ? esc(` ${signedMoney(toCents(hand.net))}`) : ''}</span>`
  }
  if (seat.insurance && money) {
    html += esc(
      ` · insurance ${formatMoney(toCents(seat.insurance.stake))} ${signedMoney(toCents(seat.insurance.net))}`,
    )
  }
  if (money) html += esc(` · round ${signedMoney(toCents(seat.net))}`)
  return `${html}</li>`
}

/** A settled round: the dealer, each seat, the logged actions with the coach's verdicts, the download. */
function roundArticle(r: Round, id: string, money: boolean): string {
  const d = r.case.expect.dealer
  let html =
    `<article class="round" id="round-${r.round}"><h2>Round ${r.round}</h2><p>Dealer: ${Cards({ cards: d.cards })} ` +
    `${esc(d.blackjack ? 'Blackjack' : totalText(d.total, d.soft))}</p><ul>`
  r.case.expect.seats.forEach((seat, i) => {
    html += seatLine(seat, r, i, money)
  })
  html += '</ul><details><summary>Actions</summary><ol>'
  for (const s of r.steps) {
    html += `<li>${s.seat === null ? 'Dealer' : `Seat ${s.seat + 1}`}: ${esc(s.action)}`
    if (s.verdict) {
      const verdict = s.verdict.correct ? 'Matches basic strategy.' : 'Deviation from basic strategy.'
      html += `<span class="coach-note"> — ${verdict} ${esc(judgementText(s.verdict, 'The player', money))}</span>`
    }
    html += '</li>'
  }
  return `${html}</ol></details><p><a href="/t/${id}/rounds/${r.round}/case.json" download="">Download as a conformance case</a></p></article>`
}

/** The hand history: the last settled rounds, each with its cards, results and logged actions (HTML text in the layout). */
export function HistoryPage({ h }: { h: TableHistory }) {
  const { view } = h
  const money = view.features.betting
  const id = esc(view.id)
  let body = `<h1>Hand history</h1><p><a href="/t/${id}">Back to table ${id}</a></p>`
  if (h.rounds.length === 0) body += '<p>No round has been settled at this table yet.</p>'
  for (const r of h.rounds) body += roundArticle(r, id, money)
  return pageHtml({ title: `Hand history · table ${view.id}`, styles: ['/assets/table.css'] }, body)
}
