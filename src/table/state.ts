import type { LiveShoe } from '../engine/live-shoe.ts'
import type { Move, RoundState } from '../engine/state.ts'
import type { TableConfig } from './config.ts'
import type { Judgement, SeatCoach } from './judgement.ts'

/** A player in a seat. Money is integer cents. */
export interface Player {
  /** The session id of the browser that owns the seat (never shown to anyone). */
  session: string
  name: string
  bankroll: number
  /** The bet for the next round (the last one placed, as a default). */
  bet: number
  /** The bet is placed: the seat plays the next round. */
  ready: boolean
  /** The strategy coach's counts for this player's time in the seat (tables with the coach on). */
  coach?: SeatCoach
  /**
   * Sitting out: the player has gone (no socket, nothing heard for a while) and a decision timed
   * out, or another player dealt without them. Not waited for, not dealt in; any request from the
   * player's session clears it (src/table/presence.ts). Absent when here.
   */
  away?: true
}

/** One engine seat's decisions in contract form, recorded as they are applied (for the replay case). */
export interface SeatScript {
  actions: string[]
  insurance?: number
  evenMoney?: boolean
}

/**
 * Everything a table is, as one JSON document stored in the Durable Object. The round (with the
 * shoe and the hole card) and the shoe are secrets: only `tableView` may leave the object.
 */
export interface TableState {
  v: 1
  id: string
  config: TableConfig
  /** The round's sequence number: bumped by every step of play (deal, decision, time-out). */
  seq: number
  /**
   * Bumped by every committed change (a command or a time-out), unlike `seq`, which only play
   * moves: the order of the table fragments a browser is sent. Absent in tables stored before it.
   */
  version?: number
  /** Rounds dealt so far; the current (or last) round is number `roundNo`. */
  roundNo: number
  players: (Player | null)[]
  shoe: LiveShoe | null
  /** The round in play, or the last settled one. */
  round: RoundState | null
  /** The table seat of each engine seat of `round` (empty seats and seats without a bet are skipped). */
  inRound: number[]
  scripts: SeatScript[]
  /** When the pending seat stands automatically; `seq` ties it to one decision. */
  deadline: { seq: number; at: number } | null
  /** The last decision the time limit made, this round or an earlier one (the table says so). */
  timedOut?: { round: number; seat: number; action: 'stand' | 'decline' }
  /** The shoe ran out mid-round and a new one was brought out: shuffle before the next round. */
  newShoe: boolean
  /** Stored form only: the shoe's cards are the round's `shoe` (see table-store.ts). */
  shoeInRound?: true
}

/**
 * A request to change the table, as the routes send it. A bet is in cents; a move is the engine's
 * (the contract's), so its amounts are dollars.
 */
export type Command =
  /** `bankroll`: what this session left the table with before (cents), filled in by the table object. */
  | { kind: 'join'; name: string; seat?: number; bankroll?: number }
  | { kind: 'leave' }
  | { kind: 'bet'; cents?: number }
  | { kind: 'deal' }
  | { kind: 'rebuy' }
  | { kind: 'move'; move: Move; seq: number }

/** One line of the append-only action log. */
export interface Step {
  /** The round the line belongs to: the one in play, or the next one between rounds. */
  round: number
  seat: number | null
  action: string
  /** The strategy coach's judgement of this decision (tables with the coach on). */
  verdict?: Judgement
}

/** True when a round is dealt and not yet settled. */
export function roundLive(t: TableState): boolean {
  return t.round !== null && t.round.phase !== 'settled'
}

/** The seat index of a session, or -1. */
export function seatOf(t: TableState, session: string): number {
  return t.players.findIndex((p) => p?.session === session)
}

/** The table seat whose decision is pending, or null. */
export function turnSeat(t: TableState): number | null {
  return t.round && roundLive(t) ? t.inRound[t.round.seat] : null
}

/** The round a table-level action (join, bet, leave, rebuy) belongs to in the log. */
export function logRound(t: TableState): number {
  return roundLive(t) ? t.roundNo : t.roundNo + 1
}

/**
 * A copy of `t` for a command to change: what commands change in place (the seats' players and
 * their coach counts, the seats' scripts) is copied; the rest is shared. The round and the shoe are
 * shared too, because every step replaces them rather than changing them (`applyLive` applies the
 * move to its own copy of the round). Much cheaper than a structuredClone of the whole table.
 */
export function workingCopy(t: TableState): TableState {
  return {
    ...t,
    players: t.players.map((p) => (p ? { ...p, ...(p.coach ? { coach: { ...p.coach } } : {}) } : null)),
    scripts: t.scripts.map((s) => ({ ...s, actions: [...s.actions] })),
  }
}

/** A new, empty table. */
export function newTable(id: string, config: TableConfig): TableState {
  return {
    v: 1,
    id,
    config,
    seq: 0,
    version: 0,
    roundNo: 0,
    players: Array.from({ length: config.seats }, () => null),
    shoe: null,
    round: null,
    inRound: [],
    scripts: [],
    deadline: null,
    newShoe: false,
  }
}
