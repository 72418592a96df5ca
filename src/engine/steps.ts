import { addCard, cardsBest, cardValue, handBest, isAce } from './cards.ts'
import { dealerTurn } from './dealer.ts'
import type { Rules } from './rules.ts'
import { settle } from './settle.ts'
import { draw } from './shoe.ts'
import type { HandState, RoundState, SeatState } from './state.ts'

/*
 * Steps 3 to 6 of a round (contract section 3): insurance, early surrender, the peek, and finding the
 * next hand with a decision. Each runs every automatic step it can, then stops at a decision.
 */

/** Step 3: insurance and even money are offered only with naturals, insurance and an ace up. */
export function insuranceOffered(st: RoundState): boolean {
  return st.rules.naturals && st.rules.insurance && isAce(st.dealer[0])
}

/** Even money is offered to a seat holding a natural when insurance is offered (ruling 11). */
export function evenMoneyOffered(st: RoundState, seat: number): boolean {
  return st.rules.evenMoney && insuranceOffered(st) && st.seats[seat].hands[0].natural
}

/** Moves on from the insurance step to early surrender, the peek, then the seats' play. */
export function afterInsurance(st: RoundState): void {
  if (st.rules.surrender === 'early') {
    const next = nextEarlySurrenderSeat(st, 0)
    if (next >= 0) {
      st.phase = 'surrender'
      st.seat = next
      st.hand = 0
      return
    }
  }
  afterSurrender(st)
}

/** The first seat from `from` on whose hand has a decision for early surrender (ruling 12), or -1. */
export function nextEarlySurrenderSeat(st: RoundState, from: number): number {
  for (let i = from; i < st.seats.length; i++) if (!st.seats[i].hands[0].done) return i
  return -1
}

function peekApplies(st: RoundState): boolean {
  return peeksAt(st.rules, st.dealer[0])
}

/** Step 5's rule: the dealer peeks for a natural with this upcard (a card code). */
export function peeksAt(rules: Rules, up: number): boolean {
  if (rules.holeCard !== 'peek' || !rules.naturals) return false
  return isAce(up) || (rules.peekTen && cardValue(up) === 10)
}

/** Step 5, the peek: a dealer natural ends the round at once. Otherwise play begins. */
export function afterSurrender(st: RoundState): void {
  if (peekApplies(st) && cardsBest(st.dealer) === 21) {
    st.dealerNatural = true
    st.revealed = true
    settle(st)
    return
  }
  st.seat = 0
  st.hand = 0
  nextDecision(st)
}

/** True when a split-ace hand may still resplit, so it has a decision (ruling 18). */
export function canResplitAces(st: RoundState, seat: SeatState, h: HandState): boolean {
  const { rules } = st
  return (
    rules.split &&
    rules.resplitAces &&
    h.cards.length === 2 &&
    isAce(h.cards[0]) &&
    isAce(h.cards[1]) &&
    seat.hands.length < rules.maxHands
  )
}

/** Deals a split hand its second card when play reaches it, and ends hands that have no decision. */
function prepareHand(st: RoundState, seat: SeatState, h: HandState): void {
  if (h.done) return
  if (h.cards.length === 1) addCard(h, draw(st, st.seat, st.hand))
  endIfNoDecision(st, seat, h)
}

/** Ends a hand that has no decision left: 21 or more, or split aces that may neither hit nor resplit. */
export function endIfNoDecision(st: RoundState, seat: SeatState, h: HandState): void {
  if (handBest(h) >= 21) h.done = true
  else if (h.splitAces && !st.rules.hitSplitAces && !canResplitAces(st, seat, h)) h.done = true
}

/** Step 6: finds the next hand with a decision, from the current seat and hand; else the dealer plays. */
export function nextDecision(st: RoundState): void {
  while (st.seat < st.seats.length) {
    const seat = st.seats[st.seat]
    while (st.hand < seat.hands.length) {
      const h = seat.hands[st.hand]
      prepareHand(st, seat, h)
      if (!h.done) {
        st.phase = 'play'
        return
      }
      st.hand++
    }
    st.seat++
    st.hand = 0
  }
  settle(st, dealerTurn(st))
}
