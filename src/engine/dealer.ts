import { bestTotal, cardValue, handBest, hardTotal, hasAce, softens } from './cards.ts'
import { draw, FOR_DEALER } from './shoe.ts'
import type { HandState, RoundState } from './state.ts'

function busted(h: HandState): boolean {
  return handBest(h) > 21
}

/** A hand the dealer's cards still matter for: not bust, not surrendered, not settled by even money. */
function unresolved(h: HandState, evenMoney: boolean): boolean {
  return !evenMoney && !h.surrendered && !busted(h)
}

/** True when the dealer must draw another card under S17/H17 (seed 1.4). */
export function dealerMustHit(cards: readonly number[], hitSoft17: boolean): boolean {
  return mustHit(hardTotal(cards), hasAce(cards), hitSoft17)
}

/** The S17/H17 rule on a hand's hard total (aces as 1) and whether it holds an ace (the simulator's fast round reads it too). */
export function mustHit(hard: number, ace: boolean, hitSoft17: boolean): boolean {
  const total = bestTotal(hard, ace)
  return total < 17 || (total === 17 && hitSoft17 && softens(hard, ace))
}

/**
 * Step 7: the dealer's turn. Under ENHC the second card is drawn only when a hand (naturals
 * included) is unresolved or an insurance stake is held; the dealer then draws to 17 only if a
 * hand other than a natural is unresolved. Returns the dealer's final best total for settlement.
 */
export function dealerTurn(st: RoundState): number {
  const { rules } = st
  st.revealed = true
  let anyOpen = false
  let anyOpenNonNatural = false
  let anyStake = false
  for (let i = 0; i < st.seats.length; i++) {
    const seat = st.seats[i]
    if (seat.insurance) anyStake = true
    for (let j = 0; j < seat.hands.length; j++) {
      const h = seat.hands[j]
      if (!unresolved(h, seat.evenMoney)) continue
      anyOpen = true
      if (!h.natural) anyOpenNonNatural = true
    }
  }
  const cards = st.dealer
  if (rules.holeCard === 'enhc' && (anyOpen || anyStake)) cards.push(draw(st, FOR_DEALER))
  // The hard total and the ace are added up once and then kept card by card, instead of re-adding
  // the whole hand for the natural check, before every draw (as dealerMustHit would) and to settle.
  let hard = 0
  let ace = false
  for (let i = 0; i < cards.length; i++) {
    const v = cardValue(cards[i])
    hard += v
    if (v === 1) ace = true
  }
  if (rules.naturals && cards.length === 2 && softens(hard, ace) && hard === 11) st.dealerNatural = true
  if (!st.dealerNatural && anyOpenNonNatural) {
    while (mustHit(hard, ace, rules.hitSoft17)) {
      const card = draw(st, FOR_DEALER)
      cards.push(card)
      const v = cardValue(card)
      hard += v
      if (v === 1) ace = true
    }
  }
  return bestTotal(hard, ace)
}
