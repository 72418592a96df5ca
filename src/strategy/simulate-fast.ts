import { bestTotal, cardValue, softens } from '../engine/cards.ts'
import { type FastPlan, firstIndex } from './simulate-plan.ts'
import { DOUBLE, HIT, SPLIT, SURRENDER } from './table.ts'

export { type FastPlan, fastPlan, fastRoundRules } from './simulate-plan.ts'

/*
 * The simulator's fast round: one seat playing basic strategy in a peek game, on numbers instead of
 * a RoundState. Why: the plain round (startRound/restartRound + playStrategyMove) resets and walks
 * objects for every step (about 20 field writes, 5 array pushes and 8 calls a round); this plays the
 * same round in locals, twice as fast or more (docs/benchmarks.md, Simulator). Every rule it applies
 * is the engine's own function (the peek, the double rule, the dealer's S17/H17 rule, the payout,
 * the totals of contract section 1); what it restates is only the order of the steps for one seat
 * whose insurance and even money are declined. Rounds it does not handle go to the plain engine:
 * a whole rule set (fastRoundRules: ENHC, early surrender), or one round whose first move is a split
 * (fastRound returns PLAIN before anything is changed, so the plain round replays it from the same
 * card). test/node/simulate-fast.test.ts checks it is the same play as the plain round: the same
 * cards to the same hands, the same decisions, the same money, for thousands of seeded rounds under
 * generated rule sets.
 */

/** fastRound's result when the shoe ran out mid-round (the round is void, as in the plain engine). */
export const VOID = -1
/** fastRound's result for a round the plain engine must play (its first move is a split). */
export const PLAIN = -2

/** Outcome indices in OUTCOME_NAMES order (simulate.ts). */
const BLACKJACK = 0
const WIN = 1
const PUSH = 2
const LOSE = 3
const BUST = 4
const SURRENDERED = 5

/** What a fast round did: read by the simulator's bookkeeping (and the tests) after each round. */
export interface FastRoundResult {
  /** The hand's net in tenths of a cent, and its outcome index (OUTCOME_NAMES order). */
  net: number
  outcome: number
  doubled: boolean
  /** Cards the hand and the dealer hold at the end (the shoe's cards in deal order say which). */
  playerCards: number
  dealerCards: number
}

/**
 * Plays one round for one seat from `cards` at `pos` (past any burn) as the plain engine would with
 * basic strategy, and returns the shoe position after it; or VOID when the shoe ran out, or PLAIN
 * (nothing done) when the plain engine must play it. The result goes into `out`.
 */
export function fastRound(plan: FastPlan, cards: readonly number[], pos: number, out: FastRoundResult): number {
  const n = cards.length
  // The deal (step 2): player, upcard, player, hole card.
  if (pos + 4 > n) return VOID
  const c1 = cards[pos]
  const c2 = cards[pos + 2]
  const v1 = cardValue(c1)
  const v2 = cardValue(c2)
  const upV = cardValue(cards[pos + 1])
  const holeV = cardValue(cards[pos + 3])
  let p = pos + 4
  let hard = v1 + v2
  let ace = v1 === 1 || v2 === 1
  let dHard = upV + holeV
  let dAce = upV === 1 || holeV === 1
  const natural = plan.rules.naturals && bestTotal(hard, ace) === 21
  const bet = plan.bet
  out.doubled = false
  out.playerCards = 2
  out.dealerCards = 2
  // Steps 3–5: insurance and even money declined (nothing changes); the peek ends the round on a dealer natural.
  if (plan.peeks[upV] === 1 && bestTotal(dHard, dAce) === 21) {
    return settled(out, p, natural ? PUSH : LOSE, natural ? 0 : -bet)
  }
  // Step 6: the hand's decisions; a two-card 21 has none.
  let wager = bet
  let surrendered = false
  let total = bestTotal(hard, ace)
  if (total !== 21) {
    const code = plan.first[firstIndex(v1, v2, upV, c1 >> 2 === c2 >> 2 ? 1 : 0)]
    if (code === SPLIT) return PLAIN
    if (code === DOUBLE) {
      if (p >= n) return VOID
      const v = cardValue(cards[p++])
      hard += v
      if (v === 1) ace = true
      wager += bet
      out.doubled = true
      out.playerCards = 3
    } else if (code === SURRENDER) {
      surrendered = true
    } else if (code === HIT) {
      for (;;) {
        if (p >= n) return VOID
        const v = cardValue(cards[p++])
        hard += v
        if (v === 1) ace = true
        out.playerCards++
        // endIfNoDecision: 21 or more ends the hand; else the next decision.
        if (bestTotal(hard, ace) >= 21 || plan.later[(hard * 2 + (ace ? 1 : 0)) * 11 + upV] !== HIT) break
      }
    }
    total = bestTotal(hard, ace)
  }
  // Step 7 (dealerTurn): a dealer natural the peek did not look for; the draws to 17 only for an open hand that is not a natural.
  const dealerNatural = plan.rules.naturals && softens(dHard, dAce) && dHard === 11
  if (!dealerNatural && !surrendered && total <= 21 && !natural) {
    while (plan.dealerHits[dHard * 2 + (dAce ? 1 : 0)] === 1) {
      if (p >= n) return VOID
      const v = cardValue(cards[p++])
      dHard += v
      if (v === 1) dAce = true
      out.dealerCards++
    }
  }
  // Step 8 (settleHand's order of rules, for a hand without even money under peek).
  if (surrendered) return settled(out, p, SURRENDERED, -bet / 2)
  if (total > 21) return settled(out, p, BUST, -wager)
  if (natural) return dealerNatural ? settled(out, p, PUSH, 0) : settled(out, p, BLACKJACK, plan.blackjack)
  if (dealerNatural) return settled(out, p, LOSE, -wager)
  const dealerTotal = bestTotal(dHard, dAce)
  if (dealerTotal > 21 || total > dealerTotal) return settled(out, p, WIN, wager)
  if (total < dealerTotal) return settled(out, p, LOSE, -wager)
  return settled(out, p, PUSH, 0)
}

function settled(out: FastRoundResult, pos: number, outcome: number, net: number): number {
  out.outcome = outcome
  out.net = net
  return pos
}
