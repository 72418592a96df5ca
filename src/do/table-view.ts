import type { Rules } from '../engine/rules.ts'
import type { MoveName } from '../engine/state.ts'
import { type PublicHand, type PublicView, publicView } from '../engine/view.ts'
import type { SeatCoach } from './table-coach.ts'
import type { Features } from './table-config.ts'
import { committed, type Offer, offers } from './table-round.ts'
import { roundLive, seatOf, type TableState, turnSeat } from './table-state.ts'

/** A seat as every browser at the table sees it. Money in currency units; null where betting is off. */
export interface SeatView {
  index: number
  name: string | null
  mine: boolean
  bankroll: number | null
  /** Money at risk in the round in play, or the bet placed for the next round. */
  bet: number | null
  ready: boolean
  /** The seat's last bet (the default for the next one). */
  lastBet: number | null
  /** This seat was dealt into the current (or last) round. */
  playing: boolean
  turn: boolean
  hands: PublicHand[]
  insurance: number | null
  evenMoney: boolean
  net: number | null
  broke: boolean
  /** The strategy coach's session for this seat (public: everyone at the table sees it); null when off. */
  coach: SeatCoach | null
}

export type { Offer }

/**
 * The table as one browser may see it: the only table data that leaves the Durable Object.
 * Built from the engine's publicView (no hole card before it is revealed, no shoe, no seed).
 */
export interface TableView {
  id: string
  seq: number
  roundNo: number
  features: Features
  rules: Rules
  bankrollStart: number
  turnSeconds: number
  /** 'betting' between rounds, else the engine's phase of the round in play or just settled. */
  phase: 'betting' | PublicView['phase']
  live: boolean
  dealer: PublicView['dealer'] | null
  seats: SeatView[]
  you: number | null
  turn: { seat: number; hand: number } | null
  deadline: number | null
  offers: Offer[]
  refused: { move: MoveName; reason: string }[]
  /** The last settled round's number, when it can be downloaded as a case. */
  settled: number | null
  /** The strategy coach is on at this table. */
  coach: boolean
}

/** What the browser with `session` may see of table `t`, and which actions it may take now. */
export function tableView(t: TableState, session: string): TableView {
  const live = roundLive(t)
  const view = t.round ? publicView(t.round) : null
  const you = seatOf(t, session)
  const turn = turnSeat(t)
  const betting = t.config.features.betting
  const seats = t.players.map((p, index): SeatView => {
    const engineSeat = t.round ? t.inRound.indexOf(index) : -1
    const pub = view && engineSeat >= 0 ? view.seats[engineSeat] : null
    const atRisk = live && engineSeat >= 0 && t.round ? committed(t.round, engineSeat) : p?.ready ? p.bet : null
    return {
      index,
      name: p?.name ?? null,
      mine: index === you,
      bankroll: p && betting ? p.bankroll / 100 : null,
      bet: p && betting && atRisk !== null ? atRisk / 100 : null,
      ready: p?.ready ?? false,
      lastBet: p ? p.bet / 100 : null,
      playing: pub !== null,
      turn: index === turn,
      hands: pub?.hands ?? [],
      insurance: pub?.insurance ?? null,
      evenMoney: pub?.evenMoney ?? false,
      net: pub?.net ?? null,
      broke: p !== null && betting && p.bankroll < t.config.rules.minBet * 100,
      coach: p && t.config.coach ? (p.coach ?? { decisions: 0, correct: 0, cost: 0, costCents: 0, last: null }) : null,
    }
  })
  const mineNow = live && view !== null && you >= 0 && you === turn
  return {
    id: t.id,
    seq: t.seq,
    roundNo: t.roundNo,
    features: t.config.features,
    rules: t.config.rules,
    bankrollStart: t.config.bankroll,
    turnSeconds: t.config.turnSeconds,
    phase: view ? view.phase : 'betting',
    live,
    dealer: view?.dealer ?? null,
    seats,
    you: you >= 0 ? you : null,
    turn: live && view?.turn && turn !== null ? { seat: turn, hand: view.turn.hand } : null,
    deadline: live ? (t.deadline?.at ?? null) : null,
    offers: mineNow ? offers(t) : [],
    refused: mineNow && view ? view.refused : [],
    settled: t.round && !live ? t.roundNo : null,
    coach: t.config.coach === true,
  }
}
