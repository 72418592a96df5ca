import { EngineError } from '../engine/errors.ts'
import { advanceShoe, type LiveShoe, reshuffleShoe } from '../engine/live-shoe.ts'
import { Xoshiro128ss } from '../engine/random.ts'
import { restartRound, startRound } from '../engine/round.ts'
import { type Rules, resolveRules } from '../engine/rules.ts'
import { MILS_PER_CENT } from '../engine/settle.ts'
import type { RoundState } from '../engine/state.ts'
import { emptyTotals, outcomeIndex, type SimTotals } from './sim-totals.ts'
import { type FastRoundResult, fastPlan, fastRound, fastRoundRules, PLAIN, VOID } from './simulate-fast.ts'
import { playStrategyMove, type StrategyTable, strategyTable } from './table.ts'

/** Optional parts of a simulation run. */
export interface SimOptions {
  /** Called every `every` rounds with the rounds done. */
  onProgress?: (done: number) => void
  every?: number
  /** The rules' strategy table, prebuilt (worker threads get it from the parent). */
  table?: StrategyTable
  /** Every round through the plain engine, never fastRound (the tests compare the two). */
  plain?: boolean
}

/**
 * Plays `rounds` rounds of one seat with basic strategy through the engine (startRound once, then
 * restartRound and playStrategyMove, i.e. applyMove's implementation; the shoe, cut card, burn and reshuffles are the engine's live-shoe
 * rules), drawing shuffles from xoshiro128** seeded with `seed`. One round state and one shoe are
 * reused throughout, so the loop allocates nothing in the common case.
 */
export function simulate(
  rulesInput: Record<string, unknown>,
  rounds: number,
  seed: string,
  options: SimOptions = {},
): SimTotals {
  const rules = resolveRules(rulesInput)
  const table = options.table ?? strategyTable(rulesInput)
  const every = options.every ?? 1 << 16
  const onProgress = options.onProgress
  const rng = Xoshiro128ss.fromSeed(seed)
  const seats = [{ bet: rules.minBet }]
  const unit = Math.round(rules.minBet * 100) * MILS_PER_CENT
  const t = emptyTotals()
  const shoe: LiveShoe = { cards: [], pos: 0, cut: 0, due: true }
  let st: RoundState | null = null
  const plan = !options.plain && fastRoundRules(rules) ? fastPlan(table, rules, unit) : null
  const out: FastRoundResult = { net: 0, outcome: 0, doubled: false, playerCards: 0, dealerCards: 0 }
  // A countdown, not `(r + 1) % every` each round: an integer division per round for a rare event.
  let untilProgress = every
  for (let r = 0; r < rounds; r++) {
    if (shoe.due) {
      reshuffleShoe(shoe, rules, rng)
      t.shuffles++
    }
    if (plan !== null) {
      // The same round in locals (simulate-fast.ts: why, and the test that it is the same play).
      const end = fastRound(plan, shoe.cards, shoe.pos, out)
      if (end === VOID) {
        t.voided++
        shoe.due = true
        r--
        continue
      }
      if (end !== PLAIN) {
        shoe.pos = end // advanceShoe's two rules
        shoe.due = end > shoe.cut
        const net = out.net / unit
        t.net += net
        t.net2 += net * net
        t.hands++
        if (out.doubled) t.doubles++
        t.outcomes[out.outcome]++
        if (--untilProgress === 0) {
          untilProgress = every
          onProgress?.(r + 1)
        }
        continue
      }
    }
    st = playRound(table, rules, shoe, seats, st)
    if (st.phase !== 'settled') {
      // The shoe ran out mid-round (a deep cut card and many splits): void the round, play it again on a fresh shoe.
      t.voided++
      shoe.due = true
      r--
      continue
    }
    advanceShoe(shoe, st)
    const seat = st.seats[0]
    const net = seat.net / unit
    t.net += net
    t.net2 += net * net
    const hands = seat.hands
    t.hands += hands.length
    if (hands.length > 1) t.splits += hands.length - 1
    for (let i = 0; i < hands.length; i++) {
      const h = hands[i]
      if (h.doubled) t.doubles++
      t.outcomes[outcomeIndex(h.outcome)]++
    }
    if (--untilProgress === 0) {
      untilProgress = every
      onProgress?.(r + 1)
    }
  }
  t.rounds = rounds
  return t
}

/**
 * Plays one round to settlement on `st` (restarted in place) or, the first time, on a new state.
 * When the shoe runs out the state is returned unsettled; restartRound resets all of it next time.
 */
function playRound(
  table: StrategyTable,
  rules: Rules,
  shoe: LiveShoe,
  seats: { bet: number }[],
  prev: RoundState | null,
): RoundState {
  let st = prev
  try {
    st = st === null ? startRound(rules, shoe.cards, shoe.pos, seats) : restartRound(st, shoe.cards, shoe.pos)
    while (st.phase !== 'settled') playStrategyMove(table, st)
  } catch (e) {
    // A fresh shoe always has the cards for the first deal, so a first round never fails here.
    if (e instanceof EngineError && e.body.code === 'shoe-exhausted' && st !== null) return st
    throw e
  }
  return st
}
