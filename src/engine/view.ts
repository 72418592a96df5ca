import { formatCard, handTotal } from './cards.ts'
import { refusal } from './legal.ts'
import { legalMoves, maxInsurance, PHASE_MOVES } from './legal-moves.ts'
import { milsToAmount } from './settle.ts'
import type { MoveName, Outcome, Phase, RoundState } from './state.ts'

/** A hand as any player may see it. `outcome` and `net` appear once the round is settled. */
export interface PublicHand {
  cards: string[]
  total: number
  soft: boolean
  bet: number
  wager: number
  doubled: boolean
  fromSplit: boolean
  natural: boolean
  surrendered: boolean
  done: boolean
  outcome: Outcome | null
  net: number | null
}

/** A seat as any player may see it. */
export interface PublicSeat {
  bet: number
  insurance: number | null
  evenMoney: boolean
  hands: PublicHand[]
  net: number | null
}

/**
 * What the table may show: never the hole card before it is revealed, never the shoe.
 * `dealer.cards` holds `null` for a face-down hole card; totals count only face-up cards.
 */
export interface PublicView {
  phase: Phase
  /** The seat and hand whose decision is pending; null once settled. */
  turn: { seat: number; hand: number } | null
  dealer: { cards: (string | null)[]; total: number; soft: boolean; blackjack: boolean; revealed: boolean }
  seats: PublicSeat[]
  /** Moves legal now, and why each other move of this step is not. */
  legal: MoveName[]
  refused: { move: MoveName; reason: string }[]
  /** The largest insurance stake the pending seat may place (insurance step only). */
  maxInsurance: number | null
  cardsUsed: number
}

/** The public view of a round: the only form of round state that may leave the server. */
export function publicView(st: RoundState): PublicView {
  const settled = st.phase === 'settled'
  const shown = st.revealed ? st.dealer : st.dealer.slice(0, 1)
  const { total, soft } = handTotal(shown)
  const legal = legalMoves(st)
  const phaseMoves = st.phase === 'settled' ? [] : PHASE_MOVES[st.phase]
  const refused = phaseMoves
    .filter((m) => !legal.includes(m))
    .map((move) => ({ move, reason: refusal(st, move, move === 'insure' ? maxInsurance(st) : undefined) ?? '' }))
  return {
    phase: st.phase,
    turn: settled ? null : { seat: st.seat, hand: st.hand },
    dealer: {
      cards: st.revealed ? shown.map(formatCard) : [formatCard(st.dealer[0]), ...(st.dealer.length > 1 ? [null] : [])],
      total,
      soft,
      blackjack: st.revealed && st.dealerNatural,
      revealed: st.revealed,
    },
    seats: st.seats.map((seat) => ({
      bet: seat.bet / 100,
      insurance: seat.insurance === null ? null : seat.insurance / 100,
      evenMoney: seat.evenMoney,
      net: settled ? milsToAmount(seat.net) : null,
      hands: seat.hands.map((h) => ({
        ...handTotal(h.cards),
        cards: h.cards.map(formatCard),
        bet: h.bet / 100,
        wager: h.wager / 100,
        doubled: h.doubled,
        fromSplit: h.fromSplit,
        natural: h.natural,
        surrendered: h.surrendered,
        done: h.done,
        outcome: settled ? h.outcome : null,
        net: settled ? milsToAmount(h.net) : null,
      })),
    })),
    legal,
    refused,
    maxInsurance: st.phase === 'insurance' ? maxInsurance(st) : null,
    cardsUsed: st.pos - st.start,
  }
}
