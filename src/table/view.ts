import type { Rules } from '../engine/rules.ts'
import type { MoveName } from '../engine/state.ts'
import { type PublicHand, type PublicView, publicView } from '../engine/view.ts'
import { type Hint, hint } from './coach.ts'
import type { Features } from './config.ts'
import { committed, type Offer, offers } from './funds.ts'
import { newSeatCoach, type SeatCoach } from './judgement.ts'
import { toCents } from './money.ts'
import { roundLive, seatOf, type TableState, turnSeat } from './state.ts'

/** A hand as every browser sees it: the engine's public hand with its money in cents. */
export type HandView = PublicHand

/** A seat as every browser at the table sees it. Money in cents; null where betting is off. */
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
  hands: HandView[]
  insurance: number | null
  evenMoney: boolean
  net: number | null
  broke: boolean
  /** The player has gone (no socket, not heard from) and sits out until they come back (ghost seats). */
  away: boolean
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
  /** The starting bankroll in cents (what a rebuy gives). */
  bankrollStart: number
  turnSeconds: number
  /** Bumped by every committed change of the table: a browser never swaps in a lower one. */
  version: number
  /** 'betting' between rounds, else the engine's phase of the round in play or just settled. */
  phase: 'betting' | PublicView['phase']
  live: boolean
  dealer: PublicView['dealer'] | null
  seats: SeatView[]
  you: number | null
  turn: { seat: number; hand: number } | null
  deadline: number | null
  /** With the coach on, the basic-strategy play for the viewer's pending decision (from its own hand and the upcard). */
  hint: Hint | null
  /** This round's last decision made by the time limit: whose, and what it did; else null. */
  timedOut: { seat: number; action: 'stand' | 'decline' } | null
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
  const minBet = toCents(t.config.rules.minBet)
  const seats = t.players.map((p, index): SeatView => {
    const engineSeat = t.round ? t.inRound.indexOf(index) : -1
    const pub = view && engineSeat >= 0 ? view.seats[engineSeat] : null
    const atRisk = live && engineSeat >= 0 && t.round ? committed(t.round, engineSeat) : p?.ready ? p.bet : null
    return {
      index,
      name: p?.name ?? null,
      mine: index === you,
      bankroll: p && betting ? p.bankroll : null,
      bet: p && betting && atRisk !== null ? atRisk : null,
      ready: p?.ready ?? false,
      lastBet: p ? p.bet : null,
      playing: pub !== null,
      turn: index === turn,
      hands: pub ? pub.hands.map(inCents) : [],
      insurance: pub?.insurance == null ? null : toCents(pub.insurance),
      evenMoney: pub?.evenMoney ?? false,
      net: pub?.net == null ? null : toCents(pub.net),
      broke: p !== null && betting && p.bankroll < minBet,
      away: p?.away === true,
      coach: p && t.config.coach ? (p.coach ?? newSeatCoach()) : null,
    }
  })
  const mineNow = live && view !== null && you >= 0 && you === turn
  return {
    id: t.id,
    seq: t.seq,
    roundNo: t.roundNo,
    features: t.config.features,
    rules: t.config.rules,
    bankrollStart: toCents(t.config.bankroll),
    turnSeconds: t.config.turnSeconds,
    version: t.version ?? 0,
    phase: view ? view.phase : 'betting',
    live,
    dealer: view?.dealer ?? null,
    seats,
    you: you >= 0 ? you : null,
    turn: live && view?.turn && turn !== null ? { seat: turn, hand: view.turn.hand } : null,
    deadline: live ? (t.deadline?.at ?? null) : null,
    timedOut:
      t.timedOut && t.timedOut.round === t.roundNo ? { seat: t.timedOut.seat, action: t.timedOut.action } : null,
    offers: mineNow ? offers(t) : [],
    hint:
      mineNow && t.config.coach
        ? hint(
            t,
            offers(t).map((o) => o.move),
          )
        : null,
    refused: mineNow && view ? view.refused : [],
    settled: t.round && !live ? t.roundNo : null,
    coach: t.config.coach === true,
  }
}

/** The engine's public hand (the contract's dollars) with its money in cents. */
function inCents(h: PublicHand): HandView {
  return { ...h, bet: toCents(h.bet), wager: toCents(h.wager), net: h.net === null ? null : toCents(h.net) }
}
