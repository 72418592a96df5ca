import type { SeatView, TableView } from './view.ts'

/**
 * One seat's settled round as the session statistics count it. The table stores no per-seat history,
 * so the browser keeps these (sessionStorage, keyed by table and round: a round is counted once).
 */
export interface RoundRecord {
  round: number
  hands: number
  wins: number
  pushes: number
  losses: number
  /** Naturals paid as blackjack or taken as even money (each also counted as a win). */
  blackjacks: number
  /** The round's net and the bankroll after it, in cents; null with betting off. */
  net: number | null
  bankroll: number | null
  /** The coach's counts after the round (decisions, correct); null with the coach off. */
  coach: [correct: number, decisions: number] | null
}

const WINS = new Set(['win', 'blackjack', 'even-money'])
const LOSSES = new Set(['lose', 'bust', 'surrender'])

/** What seat `s` did in the round just settled, or null when no round is settled or it sat out. */
export function roundRecord(v: TableView, s: SeatView): RoundRecord | null {
  if (v.settled === null || !s.playing || !s.name) return null
  const outcomes = s.hands.map((h) => h.outcome)
  const count = (set: Set<string>) => outcomes.filter((o) => o !== null && set.has(o)).length
  return {
    round: v.settled,
    hands: s.hands.length,
    wins: count(WINS),
    pushes: outcomes.filter((o) => o === 'push').length,
    losses: count(LOSSES),
    blackjacks: outcomes.filter((o) => o === 'blackjack' || o === 'even-money').length,
    net: v.features.betting ? s.net : null,
    bankroll: v.features.betting ? s.bankroll : null,
    coach: s.coach ? [s.coach.correct, s.coach.decisions] : null,
  }
}

/** The chips a seat may bet now, in dollars: standard denominations within the table limits and the bankroll. */
export function chipValues(minBet: number, maxBet: number, bankrollCents: number | null): number[] {
  const top = Math.min(maxBet, bankrollCents === null ? maxBet : bankrollCents / 100)
  if (top < minBet) return []
  const chips = [1, 5, 10, 25, 50, 100, 500, 1000].filter((c) => c >= minBet && c <= top)
  // A table whose limits fall between two denominations still gets its minimum as a chip.
  return chips.length > 0 ? chips : [minBet]
}
