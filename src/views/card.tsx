import { formatMoney, signedMoney } from '../table/money.ts'
import type { HandView } from '../table/view.ts'

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

/** One card drawn as a card; a null card is face down and says nothing about itself. */
export function Card({ card }: { card: string | null }) {
  if (card === null) return <span class="card back" role="img" aria-label="Face-down card" />
  const [, symbol, red] = SUITS[card[1]] ?? ['', card[1], false]
  const rank = card[0] === 'T' ? '10' : card[0]
  return (
    <span class={red ? 'card red' : 'card'} role="img" aria-label={cardName(card)} data-card={card}>
      <span class="rank" aria-hidden="true">
        {rank}
      </span>
      <span class="suit" aria-hidden="true">
        {symbol}
      </span>
    </span>
  )
}

/** A row of cards. */
export function Cards({ cards }: { cards: (string | null)[] }) {
  return (
    <span class="cards">
      {cards.map((c) => (
        <Card card={c} />
      ))}
    </span>
  )
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

/** One seat's hand: its cards, its total, its wager and, once settled, the result and money moved. */
export function Hand(props: { hand: HandView; label: string; active: boolean; money: boolean }) {
  const { hand, label, active, money: withMoney } = props
  return (
    <div class={active ? 'hand active' : 'hand'} aria-current={active ? 'true' : undefined}>
      <span class="hand-label">{label}</span>
      <Cards cards={hand.cards} />
      <span class="total">{totalText(hand.total, hand.soft, hand.natural)}</span>
      {withMoney && (
        <span class="wager">
          wager {formatMoney(hand.wager)}
          {hand.doubled ? ' (doubled)' : ''}
        </span>
      )}
      {!withMoney && hand.doubled && <span class="wager">doubled</span>}
      {hand.outcome && (
        <strong class={`result ${hand.outcome}`}>
          {OUTCOME_WORDS[hand.outcome]}
          {withMoney ? ` ${signedMoney(hand.net ?? 0)}` : ''}
        </strong>
      )}
    </div>
  )
}
