import { EngineError } from '../engine/errors.ts'
import type { RandomSource } from '../engine/random.ts'
import { checkBet } from '../engine/round.ts'
import { applyLive, deal, unfunded } from './table-round.ts'
import {
  type Command,
  logRound,
  money,
  type Player,
  roundLive,
  type Step,
  seatOf,
  TableError,
  type TableState,
  turnSeat,
} from './table-state.ts'

function mySeat(t: TableState, session: string): [number, Player] {
  const i = seatOf(t, session)
  const p = t.players[i]
  if (!p) throw new TableError(403, 'you have no seat at this table; take a free seat first')
  return [i, p]
}

function betweenRounds(t: TableState, what: string): void {
  if (roundLive(t)) throw new TableError(409, `a round is in play; ${what} once it is settled`)
}

function join(t: TableState, session: string, name: string, wanted?: number): Step[] {
  const mine = seatOf(t, session)
  if (mine >= 0) throw new TableError(409, `you already sit in seat ${mine + 1}`)
  const seat = wanted ?? t.players.indexOf(null)
  if (seat < 0) throw new TableError(409, `all ${t.players.length} seats are taken`)
  if (!Number.isInteger(seat) || seat >= t.players.length) {
    throw new TableError(400, `there is no seat ${seat + 1}; this table has seats 1 to ${t.players.length}`)
  }
  if (t.players[seat]) throw new TableError(409, `seat ${seat + 1} is taken`)
  const { bankroll } = t.config
  t.players[seat] = {
    session,
    name,
    bankroll: Math.round(bankroll * 100),
    bet: t.config.rules.minBet * 100,
    ready: false,
  }
  return [{ round: logRound(t), seat, action: `${name} sits down` }]
}

function placeBet(t: TableState, session: string, amount: number | undefined, rng: RandomSource, now: number): Step[] {
  const [seat, p] = mySeat(t, session)
  betweenRounds(t, 'bets are for the next round; place yours')
  const { rules, features } = t.config
  // With betting off every round is played for a fixed notional bet: the table minimum.
  const bet = features.betting ? amount : rules.minBet
  if (bet === undefined || !Number.isFinite(bet)) throw new TableError(400, 'a bet needs an amount, e.g. 10')
  try {
    checkBet(rules, bet, seat)
  } catch (e) {
    if (e instanceof EngineError) throw new TableError(422, `a bet of ${bet} is not allowed: ${e.message}`)
    throw e
  }
  const cents = Math.round(bet * 100)
  if (features.betting && cents > p.bankroll) {
    throw new TableError(422, `your bankroll is ${money(p.bankroll)}, less than the bet of ${money(cents)}`)
  }
  p.bet = cents
  p.ready = true
  const steps: Step[] = [{ round: logRound(t), seat, action: features.betting ? `bet ${money(cents)}` : 'ready' }]
  // Everyone seated has bet: deal at once (a single player's bet deals straight away).
  if (t.players.every((q) => !q || q.ready)) steps.push(...deal(t, rng, now))
  return steps
}

function dealNow(t: TableState, session: string, rng: RandomSource, now: number): Step[] {
  const [seat, p] = mySeat(t, session)
  betweenRounds(t, 'the next deal comes')
  if (!p.ready) throw new TableError(409, 'place your bet before you deal')
  return [{ round: logRound(t), seat, action: 'deal now' }, ...deal(t, rng, now)]
}

function leave(t: TableState, session: string): Step[] {
  const [seat, p] = mySeat(t, session)
  if (roundLive(t) && t.inRound.includes(seat)) throw new TableError(409, 'finish this round before you leave')
  t.players[seat] = null
  return [{ round: logRound(t), seat, action: `${p.name} leaves` }]
}

function rebuy(t: TableState, session: string): Step[] {
  const [seat, p] = mySeat(t, session)
  const { rules, bankroll, features } = t.config
  if (!features.betting) throw new TableError(409, 'betting is off at this table, so there is nothing to rebuy')
  if (roundLive(t) && t.inRound.includes(seat)) throw new TableError(409, 'finish this round before you rebuy')
  if (p.bankroll >= rules.minBet * 100) {
    throw new TableError(
      409,
      `you can rebuy only when your bankroll is below the minimum bet (${money(rules.minBet * 100)})`,
    )
  }
  p.bankroll = Math.round(bankroll * 100)
  p.ready = false
  return [{ round: logRound(t), seat, action: `rebuys ${money(p.bankroll)} of play money` }]
}

function move(t: TableState, session: string, cmd: Extract<Command, { kind: 'move' }>, rng: RandomSource, now: number) {
  if (!roundLive(t)) throw new TableError(409, 'no round is in play; place a bet to deal the next one')
  if (cmd.seq !== t.seq) {
    throw new TableError(409, 'that action was for an earlier moment of the round; here is the table as it is now')
  }
  const seat = turnSeat(t) as number
  const mine = seatOf(t, session)
  if (mine < 0) throw new TableError(403, 'you have no seat at this table, so you cannot act in this round')
  if (mine !== seat)
    throw new TableError(403, `it is not your turn: seat ${seat + 1} (${t.players[seat]?.name}) decides now`)
  const why = unfunded(t, cmd.move)
  if (why) throw new TableError(422, why)
  return [applyLive(t, cmd.move, rng, now)]
}

/**
 * Runs one command for the browser with `session` on `t` (mutating it) and returns the log lines.
 * Throws TableError when the command is refused; the caller then discards `t`.
 */
export function runCommand(t: TableState, session: string, cmd: Command, rng: RandomSource, now: number): Step[] {
  switch (cmd.kind) {
    case 'join':
      return join(t, session, cmd.name, cmd.seat)
    case 'leave':
      return leave(t, session)
    case 'bet':
      return placeBet(t, session, cmd.amount, rng, now)
    case 'deal':
      return dealNow(t, session, rng, now)
    case 'rebuy':
      return rebuy(t, session)
    case 'move':
      return move(t, session, cmd, rng, now)
  }
}
