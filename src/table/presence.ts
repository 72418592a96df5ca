import { logRound, type Step, type TableState } from './state.ts'

/**
 * Ghost seats (issue 12): a seat whose player has gone (the table object decides that: no socket,
 * nothing heard for a while) sits out, so nobody waits on it, and any request from its player
 * brings it back. Pure: the object says who is gone.
 */

/** Whether the player in `seat` is gone, as the table object sees it now. */
export type Gone = (seat: number) => boolean

/** Nobody is gone (the default, and what a caller without presence passes). */
export const NOBODY_GONE: Gone = () => false

/** The player in `seat` sits out: not waited for, not dealt in, until they come back. */
export function sitOut(t: TableState, seat: number, why: string): Step[] {
  const p = t.players[seat]
  if (!p || p.away) return []
  p.away = true
  p.ready = false
  return [{ round: logRound(t), seat, action: `${p.name} sits out (${why})` }]
}

/**
 * The player with `session` is back: their seat is waited for and dealt in again. If the round
 * waits on their decision (which sitting out made due at once), they get a full clock for it.
 */
export function comeBack(t: TableState, session: string, now: number): Step[] {
  const seat = t.players.findIndex((p) => p?.session === session)
  const p = t.players[seat]
  if (!p?.away) return []
  delete p.away
  if (t.deadline && t.round && t.inRound[t.round.seat] === seat) {
    t.deadline = clockRuns(t) ? { seq: t.seq, at: now + t.config.turnSeconds * 1000 } : null
  }
  return [{ round: logRound(t), seat, action: `${p.name} is back` }]
}

/**
 * Whether decisions have a time limit: a turnSeconds of 0 is none, and one player here alone has
 * none either unless the creator asked for it (`soloClock`): nobody waits on them. Seats sitting
 * out do not count.
 */
export function clockRuns(t: TableState): boolean {
  const here = t.players.filter((p) => p && !p.away).length
  return t.config.turnSeconds > 0 && (t.config.soloClock === true || here > 1)
}
