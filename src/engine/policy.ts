import { cardsBest, cardValue, isSoft } from './cards.ts'
import { legalMoves, maxInsurance } from './legal-moves.ts'
import { boundedInt, type RandomSource } from './random.ts'
import type { Move, MoveName, RoundState } from './state.ts'

/**
 * A simple playing policy for generated cases: close to basic strategy, so hands look like real
 * play, with a random legal deviation `deviate` of the time so every rule path gets exercised.
 */
export function chooseMove(st: RoundState, rng: RandomSource, deviate = 0.2): Move {
  const legal = legalMoves(st)
  const chance = (p: number) => boundedInt(rng, 1000) < p * 1000
  if (st.phase === 'insurance') {
    if (legal.includes('even-money') && chance(0.4)) return { action: 'even-money' }
    if (legal.includes('insure') && chance(0.3)) {
      const max = Math.round(maxInsurance(st) * 100)
      return { action: 'insure', amount: (1 + boundedInt(rng, max)) / 100 }
    }
    return { action: 'decline' }
  }
  if (st.phase === 'surrender') {
    const h = st.seats[st.seat].hands[0]
    const total = cardsBest(h.cards)
    return (total >= 14 && total <= 16 && chance(0.6)) || chance(0.1) ? { action: 'surrender' } : { action: 'decline' }
  }
  const pick: MoveName = chance(deviate) ? legal[boundedInt(rng, legal.length)] : basicMove(st, legal)
  if (pick === 'double' && st.rules.doubleForLess && chance(0.3)) {
    const bet = st.seats[st.seat].hands[st.hand].bet
    return { action: 'double', amount: (1 + boundedInt(rng, bet)) / 100 }
  }
  return { action: pick } as Move
}

/** A rough basic strategy over the legal moves (the real one comes with the strategy module). */
function basicMove(st: RoundState, legal: MoveName[]): MoveName {
  const h = st.seats[st.seat].hands[st.hand]
  const up = cardValue(st.dealer[0]) === 1 ? 11 : cardValue(st.dealer[0])
  const total = cardsBest(h.cards)
  const soft = isSoft(h.cards)
  const can = (m: MoveName) => legal.includes(m)
  if (can('split')) {
    const v = cardValue(h.cards[0])
    if (v === 1 || v === 8 || ((v === 2 || v === 3 || v === 6 || v === 7 || v === 9) && up <= 7)) return 'split'
  }
  if (can('surrender') && !soft && total >= 15 && total <= 16 && up >= 10) return 'surrender'
  if (can('double') && !soft && (total === 11 || (total === 10 && up <= 9) || (total === 9 && up >= 3 && up <= 6))) {
    return 'double'
  }
  if (can('double') && soft && total >= 15 && total <= 18 && up >= 4 && up <= 6) return 'double'
  if (!can('hit')) return 'stand'
  if (soft) return total <= 17 || (total === 18 && up >= 9) ? 'hit' : 'stand'
  if (total <= 11) return 'hit'
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit'
  return total <= 16 && up >= 7 ? 'hit' : 'stand'
}
