import { formatMoney, signedMoney } from '../table/money.ts'
import type { HandView } from '../table/view.ts'
import { esc } from './html.ts'

const RANK_NAMES: Record<string, string> = { A: 'Ace', T: '10', J: 'Jack', Q: 'Queen', K: 'King' }
const SUITS: Record<string, [name: string, symbol: string, red: boolean]> = {
  S: ['spades', '♠', false],
  H: ['hearts', '♥', true],
  D: ['diamonds', '♦', true],
  C: ['clubs', '♣', false],
}

/** A card's spoken name: "Ace of spades", "10 of hearts". */
export function cardName(card: string): string {
  return `${RANK_NAMES[card[0]] ?? card[0]} of ${SUITS[card[1]]?.[0] ?? card[1]}`
}

const FACE_DOWN = '<span class="card back" role="img" aria-label="Face-down card"></span>'
/** Each card's HTML, made once per isolate: a table shows the same few cards again and again. */
const CARD_HTML = new Map<string, string>()

/** One card drawn as a card (HTML text); a null card is face down and says nothing about itself. */
export function Card({ card }: { card: string | null }): string {
  if (card === null) return FACE_DOWN
  let html = CARD_HTML.get(card)
  if (html === undefined) {
    const [, symbol, red] = SUITS[card[1]] ?? ['', card[1], false]
    const rank = card[0] === 'T' ? '10' : card[0]
    html =
      `<span class="${red ? 'card red' : 'card'}" role="img" aria-label="${esc(cardName(card))}" data-card="${esc(card)}">` +
      `<span class="rank" aria-hidden="true">${esc(rank)}</span><span class="suit" aria-hidden="true">${esc(symbol)}</span></span>`
    CARD_HTML.set(card, html)
  }
  return html
}

/** A row of cards (HTML text). */
export function Cards({ cards }: { cards: (string | null)[] }): string {
  let html = '<span class="cards">'
  for (const card of cards) html += Card({ card })
  return `${html}</span>`
}

/** A total as players say it: "soft 17", "21", "bust (24)". */
export function totalText(total: number, soft: boolean, natural = false): string {
  if (natural) return 'Blackjack (21)'
  if (total > 21) return `bust (${total})`
  return soft ? `soft ${total}` : String(total)
}

const OUTCOME_WORDS: Record<string, string> = {
  blackjack: 'Blackjack',
  win: 'Win',
  push: 'Push',
  lose: 'Lose',
  bust: 'Bust',
  surrender: 'Surrender',
  'even-money': 'Even money',
}

/** One seat's hand (HTML text): its cards, its total, its wager and, once settled, the result and money moved. */
export function Hand(props: { hand: HandView; label: string; active: boolean; money: boolean }): string {
  const { hand, label, active, money: withMoney } = props
  let html =
    `${active ? '<div class="hand active" aria-current="true">' : '<div class="hand">'}` +
    `<span class="hand-label">${esc(label)}</span>${Cards({ cards: hand.cards })}` +
    `<span class="total">${esc(totalText(hand.total, hand.soft, hand.natural))}</span>`
  if (withMoney)
    html += `<span class="wager">wager ${esc(formatMoney(hand.wager))}${hand.doubled ? ' (doubled)' : ''}</span>`
  else if (hand.doubled) html += '<span class="wager">doubled</span>'
  if (hand.outcome) {
    const money = withMoney ? ` ${signedMoney(hand.net ?? 0)}` : ''
    html += `<strong class="result ${esc(hand.outcome)}">${esc(OUTCOME_WORDS[hand.outcome] ?? '')}${esc(money)}</strong>`
  }
  return `${html}</div>`
}
