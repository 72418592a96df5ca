import { EngineError, type EngineErrorBody, fail } from './errors.ts'
import { applyMove } from './play.ts'
import { type MultiRoundResult, type RoundResult, roundResult } from './result.ts'
import { startRound } from './round.ts'
import { cutCardReached } from './shoe.ts'
import type { Move, RoundState } from './state.ts'
import { evenMoneyOffered } from './steps.ts'
import { type CaseSeat, validateCase } from './validate.ts'

/** What an engine answers to a case: a result, or an error (contract section 5). */
export type CaseAnswer = RoundResult | MultiRoundResult | { error: EngineErrorBody }

/** Parses a validated action string into a move. */
export function parseAction(text: string): Move {
  if (text.startsWith('double:')) return { action: 'double', amount: Number(text.slice(7)) }
  return { action: text as 'hit' | 'stand' | 'split' | 'surrender' }
}

/**
 * Plays one round to settlement, answering each pending decision from the seats' scripted input:
 * insurance and even money from `insurance`/`evenMoney`, the rest from `actions` in play order.
 */
export function playScripted(st: RoundState, seats: readonly CaseSeat[]): void {
  const next = seats.map(() => 0)
  while (st.phase !== 'settled') {
    const i = st.seat
    const seat = seats[i]
    if (st.phase === 'insurance') {
      if (seat.evenMoney && evenMoneyOffered(st, i)) applyMove(st, { action: 'even-money' })
      else if (seat.insurance) applyMove(st, { action: 'insure', amount: seat.insurance })
      else applyMove(st, { action: 'decline' })
      continue
    }
    const text = seat.actions[next[i]]
    if (st.phase === 'surrender') {
      if (text === 'surrender') next[i]++
      applyMove(st, { action: text === 'surrender' ? 'surrender' : 'decline' })
      continue
    }
    if (text === undefined) {
      fail('missing-action', `seat ${i} has no action left, but hand ${st.hand} needs a decision`, {
        seat: i,
        hand: st.hand,
      })
    }
    next[i]++
    applyMove(st, parseAction(text), text)
  }
}

function runValid(c: unknown): RoundResult | MultiRoundResult {
  const { rules, shoes, rounds, single } = validateCase(c)
  if (single) {
    const st = startRound(rules, shoes[0], 0, rounds[0])
    playScripted(st, rounds[0])
    return roundResult(st)
  }
  const results: RoundResult[] = []
  const reshuffles: number[] = []
  let shoe = 0
  let pos = rules.burn
  for (let r = 0; r < rounds.length; r++) {
    try {
      if (r > 0 && reshuffles.at(-1) === r - 1) {
        shoe++
        pos = rules.burn
        if (shoe >= shoes.length)
          fail('shoe-exhausted', `round ${r} needs a new shoe, but the case supplies only ${shoes.length}`)
      }
      if (pos > shoes[shoe].length) {
        fail('shoe-exhausted', `shoes[${shoe}] has ${shoes[shoe].length} cards, fewer than the ${rules.burn} to burn`)
      }
      const st = startRound(rules, shoes[shoe], pos, rounds[r])
      playScripted(st, rounds[r])
      results.push(roundResult(st))
      pos = st.pos
      if (cutCardReached(st)) reshuffles.push(r)
    } catch (e) {
      if (e instanceof EngineError) e.body.round = r
      throw e
    }
  }
  return { rounds: results, reshuffles }
}

/** Runs a case on the reference engine; every contract error becomes `{ error }`. */
export function runCase(c: unknown): CaseAnswer {
  try {
    return runValid(c)
  } catch (e) {
    if (e instanceof EngineError) return { error: orderedBody(e.body) }
    throw e
  }
}

/** The error body with its fields in a stable, readable order. */
function orderedBody(b: EngineErrorBody): EngineErrorBody {
  const out: EngineErrorBody = { code: b.code, message: b.message }
  if (b.round !== undefined) out.round = b.round
  if (b.seat !== undefined) out.seat = b.seat
  if (b.hand !== undefined) out.hand = b.hand
  if (b.action !== undefined) out.action = b.action
  return out
}
