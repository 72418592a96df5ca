import { cardsBest, handBest } from './cards.ts'
import { blackjackRatio, type Rules } from './rules.ts'
import type { HandState, Outcome, RoundState, SeatState } from './state.ts'

/** Tenths of a cent per cent: every payout of the contract is a whole number of these. */
export const MILS_PER_CENT = 10

/**
 * Step 8: settles every hand by the first rule of ruling 22 that applies, and every insurance
 * stake on its own. Nets are exact (tenths of a cent); rounding happens only when reported.
 * `dealerTotal` is the dealer's best total (dealerTurn returns it; it defaults to adding up the cards).
 */
export function settle(st: RoundState, dealerTotal = cardsBest(st.dealer)): void {
  for (let s = 0; s < st.seats.length; s++) {
    const seat = st.seats[s]
    let net = 0
    for (let i = 0; i < seat.hands.length; i++) {
      const h = seat.hands[i]
      h.outcome = settleHand(st, seat, h, i, dealerTotal)
      net += h.net
    }
    if (seat.insurance) {
      seat.insuranceNet = (st.dealerNatural ? 2 * seat.insurance : -seat.insurance) * MILS_PER_CENT
      net += seat.insuranceNet
    }
    seat.net = net
  }
  st.phase = 'settled'
}

function settleHand(st: RoundState, seat: SeatState, h: HandState, index: number, dealerTotal: number): Outcome {
  const { rules } = st
  const bet = h.bet * MILS_PER_CENT
  const wager = h.wager * MILS_PER_CENT
  const total = handBest(h)
  if (seat.evenMoney) return done(h, 'even-money', bet)
  if (h.surrendered) return done(h, 'surrender', -bet / 2)
  if (rules.holeCard === 'enhc' && rules.obo && st.dealerNatural && !h.natural) {
    return done(h, total > 21 ? 'bust' : 'lose', index === 0 ? -bet : 0)
  }
  if (total > 21) return done(h, 'bust', -wager)
  if (h.natural) {
    if (st.dealerNatural) return done(h, 'push', 0)
    return done(h, 'blackjack', blackjackWin(rules, bet))
  }
  if (st.dealerNatural) return done(h, 'lose', -wager)
  if (dealerTotal > 21) return done(h, 'win', wager)
  if (total > dealerTotal) return done(h, 'win', wager)
  if (total < dealerTotal) return done(h, 'lose', -wager)
  return done(h, 'push', 0)
}

/**
 * What a natural wins on `bet` (tenths of a cent, so the result is exact). Indexing, not
 * destructuring: a destructured tuple's iterator bytecode kept settleHand from being inlined.
 */
export function blackjackWin(rules: Rules, bet: number): number {
  const ratio = blackjackRatio(rules)
  return (bet * ratio[0]) / ratio[1]
}

/** Records a hand's net and returns its outcome (no tuple allocated: this runs once per hand simulated). */
function done(h: HandState, outcome: Outcome, net: number): Outcome {
  h.net = net
  return outcome
}

/** Rounds tenths of a cent to a currency amount in cents, halves away from zero (ruling 23). */
export function milsToAmount(mils: number): number {
  const cents = Math.sign(mils) * Math.floor((Math.abs(mils) + MILS_PER_CENT / 2) / MILS_PER_CENT)
  return cents / 100 + 0
}
