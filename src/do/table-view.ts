import type { Rules } from '../engine/rules.ts'
import type { MoveName } from '../engine/state.ts'
import { type PublicHand, type PublicView, publicView } from '../engine/view.ts'
import type { Features } from './table-config.ts'
import { committed } from './table-round.ts'
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
}

/** A decision the viewer may take now, with what the form needs. */
export interface Offer {
  move: MoveName
  /** Largest amount (insurance stake, double for less); null when the move takes no amount. */
  max: number | null
}

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
}

function offersFor(t: TableState, view: PublicView): Offer[] {
  const st = t.round
  if (!st) return []
  const bet = st.seats[st.seat].hands[st.hand].bet
  const player = t.players[t.inRound[st.seat]]
  // Cents the seat may still put at risk: its bankroll less what the round already holds.
  const free = t.config.features.betting ? (player?.bankroll ?? 0) - committed(st, st.seat) : Number.POSITIVE_INFINITY
  return view.legal.flatMap((move): Offer[] => {
    if (move === 'insure') {
      const max = Math.min(Math.round((view.maxInsurance ?? 0) * 100), free)
      return max > 0 ? [{ move, max: max / 100 }] : []
    }
    if (move === 'double' && t.config.rules.doubleForLess) {
      const max = Math.min(bet, free)
      return max > 0 ? [{ move, max: max / 100 }] : []
    }
    if ((move === 'double' || move === 'split') && bet > free) return []
    return [{ move, max: null }]
  })
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
    offers: mineNow && view ? offersFor(t, view) : [],
    refused: mineNow && view ? view.refused : [],
    settled: t.round && !live ? t.roundNo : null,
  }
}
