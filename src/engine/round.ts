import { addCard, handBest, recount } from './cards.ts'
import { cutCardPosition } from './cut-card.ts'
import { fail } from './errors.ts'
import { isWholeCents, type Rules, toCents } from './rules.ts'
import { draw } from './shoe.ts'
import type { HandState, RoundState, SeatState } from './state.ts'
import { afterInsurance, insuranceOffered } from './steps.ts'

/** A seat joining a round: its bet in currency units. */
export interface SeatEntry {
  bet: number
}

/** Fails with `invalid-bet` unless `bet` is whole cents within the table limits (ruling 7, 8). */
export function checkBet(rules: Rules, bet: number, seat: number): void {
  if (!isWholeCents(bet))
    fail('invalid-bet', `seat ${seat} bets ${bet}, which is not a whole number of cents`, { seat })
  if (bet < rules.minBet || bet > rules.maxBet) {
    fail('invalid-bet', `seat ${seat} bets ${bet}, outside the table limits ${rules.minBet} to ${rules.maxBet}`, {
      seat,
    })
  }
}

/**
 * A fresh hand. Every hand is made here (splits too) and its fields are set by resetHand in one
 * order, so all hands share one object shape and the hot code stays monomorphic.
 */
export function newHand(cards: number[], bet: number, fromSplit: boolean): HandState {
  // Every field in the literal, so V8 gives the object room for all of them (fields added after a
  // smaller literal live in a separate store: 10 % slower simulation). Their values are resetHand's.
  const h: HandState = {
    cards,
    bet: 0,
    wager: 0,
    doubled: false,
    fromSplit: false,
    splitAces: false,
    natural: false,
    acted: false,
    done: false,
    surrendered: false,
    outcome: null,
    net: 0,
    hard: 0,
    ace: false,
  }
  resetHand(h, bet, fromSplit)
  recount(h)
  return h
}

/**
 * The one statement of a hand's starting fields (its cards aside): newHand sets them on a new hand,
 * restartRound on a reused one. The running totals are those of no cards; recount sets them for cards.
 */
function resetHand(h: HandState, bet: number, fromSplit: boolean): void {
  h.bet = bet
  h.wager = bet
  h.doubled = false
  h.fromSplit = fromSplit
  h.splitAces = false
  h.natural = false
  h.acted = false
  h.done = false
  h.surrendered = false
  h.outcome = null
  h.net = 0
  h.hard = 0
  h.ace = false
}

/** The one statement of a seat's starting fields: one hand of no cards for the seat's bet. */
function resetSeat(seat: SeatState): void {
  seat.insurance = null
  seat.evenMoney = false
  seat.insuranceNet = 0
  seat.net = 0
  if (seat.hands.length > 1) seat.hands.length = 1
  const h = seat.hands[0]
  empty(h.cards)
  resetHand(h, seat.bet, false)
}

/**
 * Starts a round: validates the bets, deals (contract section 3 step 2) from `shoe` at `pos`, and
 * runs every automatic step up to the first decision (or to settlement). `pos` must already be past
 * any burned cards. The shoe array is kept by reference, never copied. The new state is set up by
 * the same code as restartRound's (resetRound), so the two cannot differ.
 */
export function startRound(rules: Rules, shoe: number[], pos: number, entries: readonly SeatEntry[]): RoundState {
  for (let i = 0; i < entries.length; i++) checkBet(rules, entries[i].bet, i)
  const seats: SeatState[] = new Array(entries.length)
  for (let i = 0; i < entries.length; i++) {
    const bet = toCents(entries[i].bet)
    seats[i] = { bet, insurance: null, evenMoney: false, hands: [newHand([], bet, false)], insuranceNet: 0, net: 0 }
  }
  // Every field in the literal (as in newHand), in resetRound's order; the starting values are resetRound's.
  const st: RoundState = {
    v: 1,
    rules,
    shoe,
    pos: 0,
    start: 0,
    cut: cutCardPosition(rules),
    dealer: [],
    dealerNatural: false,
    revealed: false,
    seats,
    phase: 'play',
    seat: 0,
    hand: 0,
  }
  return resetRound(st, shoe, pos)
}

/**
 * Plays the next round on `st` itself: the same rules and seats with the same bets (checked when
 * `st` was started), dealt from `shoe` at `pos`. The seats' objects and arrays are reused, so a
 * round without splits allocates nothing; the reset and the deal are startRound's own code. `st` may
 * be any earlier state of these rules and seats, settled or not (e.g. a round abandoned when the shoe
 * ran out); its old cards are overwritten, so copy anything of the old round that must be kept first.
 */
export function restartRound(st: RoundState, shoe: number[], pos: number): RoundState {
  return resetRound(st, shoe, pos)
}

/**
 * The one statement of a round's starting fields, then the deal: startRound's and restartRound's
 * body. The rules, the cut card (a function of the rules) and the seats' bets stay as they were.
 */
function resetRound(st: RoundState, shoe: number[], pos: number): RoundState {
  st.shoe = shoe
  st.pos = pos
  st.start = pos
  empty(st.dealer)
  st.dealerNatural = false
  st.revealed = false
  st.phase = 'play'
  st.seat = 0
  st.hand = 0
  const { seats } = st
  for (let i = 0; i < seats.length; i++) resetSeat(seats[i])
  dealRound(st)
  return st
}

/**
 * Empties a card array in place by popping (a few cards): setting `length = 0` goes through a slow
 * runtime call in V8, and a new array would be a new allocation every round.
 */
function empty(cards: number[]): void {
  while (cards.length > 0) cards.pop()
}

/** Step 2 onwards on a reset state: deals two cards to each seat and the dealer's one or two, then the automatic steps. */
function dealRound(st: RoundState): void {
  const { rules, seats } = st
  for (let i = 0; i < seats.length; i++) addCard(seats[i].hands[0], draw(st))
  st.dealer.push(draw(st))
  for (let i = 0; i < seats.length; i++) addCard(seats[i].hands[0], draw(st))
  if (rules.holeCard === 'peek') st.dealer.push(draw(st))
  for (let i = 0; i < seats.length; i++) {
    const h = seats[i].hands[0]
    if (handBest(h) === 21) {
      h.done = true
      h.natural = rules.naturals
    }
  }
  if (insuranceOffered(st)) {
    st.phase = 'insurance'
    st.seat = 0
  } else {
    afterInsurance(st)
  }
}
