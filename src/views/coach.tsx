import { cardValue, handTotal, parseCard } from '../engine/cards.ts'
import type { Rules } from '../engine/rules.ts'
import type { MoveName } from '../engine/state.ts'
import type { Judgement, SeatCoach } from '../table/judgement.ts'
import { formatMoney, toCents } from '../table/money.ts'
import type { SeatView, TableView } from '../table/view.ts'
import { esc } from './html.ts'

/**
 * The basic-strategy chart of a rule set: /strategy?rules=<the rules as JSON, URL-encoded>. The
 * escapes are written in lower case (equally valid): "%2C" and "%7D" would read as card codes
 * (two of clubs, seven of diamonds) to anyone scanning the page for unrevealed cards.
 */
export function chartUrl(rules: Rules): string {
  const query = encodeURIComponent(JSON.stringify(rules)).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase())
  return `/strategy?rules=${query}`
}

/** Each move as basic strategy advises it, per step. */
export const ADVICE: Record<Judgement['step'], Partial<Record<MoveName, string>>> = {
  play: { hit: 'hit', stand: 'stand', double: 'double down', split: 'split', surrender: 'surrender' },
  insurance: { insure: 'insure', 'even-money': 'take even money', decline: 'decline insurance' },
  surrender: { surrender: 'surrender early', decline: 'play on' },
}

/** Each move as the player made it, per step. */
const DONE: Record<Judgement['step'], Partial<Record<MoveName, string>>> = {
  play: { hit: 'hit', stand: 'stood', double: 'doubled down', split: 'split', surrender: 'surrendered' },
  insurance: { insure: 'insured', 'even-money': 'took even money', decline: 'declined insurance' },
  surrender: { surrender: 'surrendered early', decline: 'played on' },
}

/** An expected value per unit bet, three places, with a real minus sign: "−0.154", "+0.683", "0.000". */
export function evText(x: number): string {
  const r = Math.round(x * 1000) / 1000
  if (r === 0) return '0.000'
  return `${r < 0 ? '−' : '+'}${Math.abs(r).toFixed(3)}`
}

/** The hand as players name it: "hard 16", "soft 18", "a pair of 8s", "blackjack". */
export function handName(cards: string[]): string {
  const codes = cards.map(parseCard)
  if (codes.length === 2 && cards[0][0] === cards[1][0]) {
    const v = cardValue(codes[0])
    return v === 1 ? 'a pair of aces' : `a pair of ${v}s`
  }
  const { total, soft } = handTotal(codes)
  if (codes.length === 2 && total === 21 && soft) return 'blackjack'
  return `${soft ? 'soft' : 'hard'} ${total}`
}

/** The dealer's upcard as players name it: "an ace", "an 8", "a 10". */
export function upcardName(card: string): string {
  const v = cardValue(parseCard(card))
  return v === 1 ? 'an ace' : v === 8 ? 'an 8' : `a ${v}`
}

function chosenText(v: Judgement, money: boolean): string {
  let text = DONE[v.step][v.chosen] ?? v.chosen
  if (money && v.amount !== undefined) {
    if (v.chosen === 'insure') text += ` for ${formatMoney(toCents(v.amount))}`
    if (v.chosen === 'double' && toCents(v.amount) !== v.bet) text = `doubled for ${formatMoney(toCents(v.amount))}`
  }
  return v.timedOut ? `${text} (time limit)` : text
}

/** The coach's words on one decision, as plain sentences. */
export function judgementText(v: Judgement, who: string, money: boolean): string {
  const where = `Round ${v.round}${v.hands > 1 ? `, hand ${v.hand + 1}` : ''}: ${handName(v.cards)} against ${upcardName(v.upcard)}.`
  const advice = `Basic strategy: ${ADVICE[v.step][v.best] ?? v.best} (EV ${evText(v.bestEv)}).`
  const relative = v.step === 'insurance' ? ' Values at the insurance step are relative to declining.' : ''
  if (v.correct) return `${where} ${advice} ${who} ${chosenText(v, money)}: that is the basic-strategy play.${relative}`
  const cost = `cost ${v.cost.toFixed(3)} × bet${money ? ` = ${formatMoney(v.costCents, true)}` : ''}`
  return `${where} ${advice} ${who} ${chosenText(v, money)} (EV ${evText(v.chosenEv)}): ${cost}.${relative}`
}

/** A seat's session in one sentence: "12 of 14 decisions matched basic strategy; total cost $1.23." */
function summaryText(c: SeatCoach, money: boolean): string {
  if (c.decisions === 0) return 'No decisions yet.'
  const cost = money ? formatMoney(c.costCents, true) : `${c.cost.toFixed(3)} × bet`
  return `${c.correct} of ${c.decisions} decision${c.decisions === 1 ? '' : 's'} matched basic strategy; total cost ${cost}.`
}

function SeatCoachItem({ s, c, money }: { s: SeatView; c: SeatCoach; money: boolean }): string {
  const last = c.last
  let html =
    `<li class="coach-seat" data-seat="${s.index + 1}"><p class="coach-summary"><strong>Seat ${s.index + 1}: ` +
    `${esc(s.name ?? '')}${s.mine ? ' (you)' : ''}</strong> — ${esc(summaryText(c, money))}</p>`
  if (last) {
    const who = s.mine ? 'You' : (s.name ?? `Seat ${s.index + 1}`)
    html +=
      `<p class="${last.correct ? 'verdict correct' : 'verdict deviation'}" data-correct="${last.correct}"><strong>` +
      `<span aria-hidden="true">${last.correct ? '✓ ' : '✗ '}</span>` +
      `${last.correct ? 'Matches basic strategy.' : 'Deviation from basic strategy.'}</strong> ` +
      `${esc(judgementText(last, who, money))}</p>`
  }
  return `${html}</li>`
}

/**
 * The strategy coach (HTML text; tables with the coach on): per seated player, the verdict on their
 * last decision and their session's counts. Public: every browser at the table sees every seat's.
 */
export function CoachPanel({ v }: { v: TableView }): string {
  if (!v.coach) return ''
  const seats = v.seats.filter((s) => s.name && s.coach)
  let list = '<ul>'
  for (const s of seats) list += SeatCoachItem({ s, c: s.coach as SeatCoach, money: v.features.betting })
  const body =
    seats.length === 0
      ? '<p class="muted">Take a seat: after each decision the coach shows the basic-strategy play.</p>'
      : `${list}</ul>`
  return (
    `<section class="coach" aria-labelledby="coach-title"><h2 id="coach-title">Strategy coach</h2>${body}` +
    `<p class="coach-chart"><a href="${esc(chartUrl(v.rules))}">Basic-strategy chart for this table&#39;s rules</a></p></section>`
  )
}
