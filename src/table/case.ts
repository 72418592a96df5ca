import { formatCard } from '../engine/cards.ts'
import { type RoundResult, roundResult } from '../engine/result.ts'
import type { Rules } from '../engine/rules.ts'
import type { RoundState } from '../engine/state.ts'
import { toDollars } from './money.ts'
import type { TableState } from './state.ts'

/** A seat of a downloadable case, as the contract writes it (section 4). */
export interface CaseSeat {
  bet: number
  actions: string[]
  insurance?: number
  evenMoney?: boolean
}

/** A settled round as a conformance case: replaying it on any conforming engine gives `expect`. */
export interface TableCase {
  id: string
  title: string
  tags: string[]
  rules: Rules
  shoe: string[]
  seats: CaseSeat[]
  expect: RoundResult
}

/** A settled round as the hand history keeps it: the case, and who sat in each engine seat. */
export interface SettledRound {
  round: number
  at: number
  names: string[]
  seats: number[]
  case: TableCase
}

function tagsOf(st: RoundState, result: RoundResult): string[] {
  const tags = new Set(['deal', 'values', 'dealer', 'hit-stand'])
  if (st.seats.length > 1) tags.add('multiplayer')
  for (const seat of result.seats) {
    if (seat.insurance) tags.add('insurance')
    if (seat.evenMoney) tags.add('even-money')
    for (const h of seat.hands) {
      if (h.doubled) tags.add('double')
      if (h.fromSplit) tags.add('split')
      if (h.outcome === 'surrender') tags.add('surrender')
      if (h.outcome === 'blackjack') tags.add('blackjack')
    }
  }
  if (result.dealer.blackjack) tags.add('blackjack')
  if (st.seats.some((s) => s.bet !== st.seats[0].bet)) tags.add('betting')
  return [...tags]
}

/**
 * The last settled round of `t` as a downloadable case: the round's dealt cards in order (burned
 * cards excluded, as a one-round case burns nothing), each seat's recorded decisions, and its result.
 */
export function settledRound(t: TableState, at: number): SettledRound {
  const st = t.round as RoundState
  const expect = roundResult(st)
  const seats: CaseSeat[] = st.seats.map((s, i) => {
    const script = t.scripts[i]
    const seat: CaseSeat = { bet: toDollars(s.bet), actions: [...script.actions] }
    if (script.insurance) seat.insurance = script.insurance
    if (script.evenMoney) seat.evenMoney = true
    return seat
  })
  return {
    round: t.roundNo,
    at,
    names: t.inRound.map((i) => t.players[i]?.name ?? `seat ${i + 1}`),
    seats: [...t.inRound],
    case: {
      id: `table-${t.id}-round-${t.roundNo}`,
      title: `Round ${t.roundNo} at table ${t.id}`,
      tags: tagsOf(st, expect),
      rules: st.rules,
      shoe: st.shoe.slice(st.start, st.pos).map(formatCard),
      seats,
      expect,
    },
  }
}
