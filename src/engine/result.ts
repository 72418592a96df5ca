import { formatCard, handTotal } from './cards.ts'
import { milsToAmount } from './settle.ts'
import type { Outcome, RoundState } from './state.ts'

/** A hand in a result (contract section 5). */
export interface HandResult {
  cards: string[]
  total: number
  soft: boolean
  bet: number
  wager: number
  doubled: boolean
  fromSplit: boolean
  outcome: Outcome
  net: number
}

/** A seat in a result. */
export interface SeatResult {
  insurance: { stake: number; net: number } | null
  evenMoney: boolean
  hands: HandResult[]
  net: number
}

/** The dealer in a result. */
export interface DealerResult {
  cards: string[]
  total: number
  soft: boolean
  blackjack: boolean
  bust: boolean
}

/** The result of one round (contract section 5). */
export interface RoundResult {
  dealer: DealerResult
  seats: SeatResult[]
  cardsUsed: number
}

/** The result of a multi-round case. */
export interface MultiRoundResult {
  rounds: RoundResult[]
  reshuffles: number[]
}

/** The dealer's cards as reported: all of them once revealed. */
export function dealerResult(cards: readonly number[], blackjack: boolean): DealerResult {
  const { total, soft } = handTotal(cards)
  return { cards: cards.map(formatCard), total, soft, blackjack, bust: total > 21 }
}

/** Builds the contract's result JSON for a settled round. */
export function roundResult(st: RoundState): RoundResult {
  if (st.phase !== 'settled') throw new Error('roundResult: the round is not settled yet')
  return {
    dealer: dealerResult(st.dealer, st.dealerNatural),
    seats: st.seats.map((seat) => ({
      insurance: seat.insurance ? { stake: seat.insurance / 100, net: milsToAmount(seat.insuranceNet) } : null,
      evenMoney: seat.evenMoney,
      hands: seat.hands.map((h) => {
        const { total, soft } = handTotal(h.cards)
        return {
          cards: h.cards.map(formatCard),
          total,
          soft,
          bet: h.bet / 100,
          wager: h.wager / 100,
          doubled: h.doubled,
          fromSplit: h.fromSplit,
          outcome: h.outcome as Outcome,
          net: milsToAmount(h.net),
        }
      }),
      net: milsToAmount(seat.net),
    })),
    cardsUsed: st.pos - st.start,
  }
}
