import type { Rules } from './rules.ts'

/** How a hand ended, as reported in a result (contract section 5). */
export type Outcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust' | 'surrender' | 'even-money'

/** Where a round stands: who must decide what, or that it is over. */
export type Phase = 'insurance' | 'surrender' | 'play' | 'settled'

/** One hand of a seat. Money is integer cents; `net` is tenths of a cent so payouts stay exact. */
export interface HandState {
  cards: number[]
  bet: number
  wager: number
  doubled: boolean
  fromSplit: boolean
  /** Made by splitting a pair of aces. */
  splitAces: boolean
  /** A natural: a two-card 21 on the seat's first hand as dealt, with `naturals` on. */
  natural: boolean
  /** A decision has been applied to this hand (surrender must be a hand's first decision). */
  acted: boolean
  done: boolean
  surrendered: boolean
  outcome: Outcome | null
  net: number
  /**
   * Running totals of `cards`, kept by the engine wherever it deals a card (`addCard`): the sum with
   * aces as 1, and whether an ace is among them. Optional because a round stored before they
   * existed lacks them; the engine reads them only through `hardOf`/`aceOf`, which fall back to
   * adding up `cards`.
   */
  hard?: number
  ace?: boolean
}

/** One seat at the table. */
export interface SeatState {
  bet: number
  /** Insurance stake in cents; null when not offered or declined. */
  insurance: number | null
  evenMoney: boolean
  hands: HandState[]
  /** Tenths of a cent, set at settlement. */
  insuranceNet: number
  net: number
}

/**
 * A whole round as plain JSON-serialisable data, so a Durable Object can store it as is.
 * `shoe` and the dealer's hole card are secrets: only `publicView` may leave the server.
 */
export interface RoundState {
  v: 1
  rules: Rules
  shoe: number[]
  /** Index of the next card to deal. */
  pos: number
  /** `pos` when the round's deal began (burned cards are before it). */
  start: number
  /** Cut card position N of ruling 24. */
  cut: number
  dealer: number[]
  dealerNatural: boolean
  /** The hole card has been shown (peek found a natural, or the dealer's turn came). */
  revealed: boolean
  seats: SeatState[]
  phase: Phase
  /** Seat and hand whose decision is pending. */
  seat: number
  hand: number
}

/** A decision a seat makes. Amounts are in currency units (dollars), as in the contract's JSON. */
export type Move =
  | { action: 'hit' | 'stand' | 'split' | 'surrender' | 'decline' | 'even-money' }
  | { action: 'double'; amount?: number }
  | { action: 'insure'; amount: number }

/** The names of every move. */
export type MoveName = Move['action']
