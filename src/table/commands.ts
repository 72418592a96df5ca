import { checkBet } from '../engine/round.ts'
import { unfunded } from './funds.ts'
import { formatMoney, toCents, toDollars } from './money.ts'
import { betLimitsText } from './plain-words.ts'
import { type Gone, NOBODY_GONE, sitOut } from './presence.ts'
import { engineRefusalIn, Refusal } from './refusal.ts'
import { applyLive, type Chance, deal } from './round.ts'
import {
  type Command,
  logRound,
  type Player,
  roundLive,
  type Step,
  seatOf,
  type TableState,
  turnSeat,
} from './state.ts'

function mySeat(t: TableState, session: string): [number, Player] {
  const i = seatOf(t, session)
  const p = t.players[i]
  if (!p) throw new Refusal(403, 'you have no seat at this table; take a free seat first')
  return [i, p]
}

function betweenRounds(t: TableState, what: string): void {
  if (roundLive(t)) throw new Refusal(409, `a round is in play; ${what} once it is settled`)
}

function join(t: TableState, session: string, name: string, wanted?: number, kept?: number): Step[] {
  const mine = seatOf(t, session)
  if (mine >= 0) throw new Refusal(409, `you already sit in seat ${mine + 1}`)
  const seat = wanted ?? t.players.indexOf(null)
  if (seat < 0) throw new Refusal(409, `all ${t.players.length} seats are taken`)
  if (!Number.isInteger(seat) || seat >= t.players.length) {
    throw new Refusal(400, `there is no seat ${seat + 1}; this table has seats 1 to ${t.players.length}`)
  }
  if (t.players[seat]) throw new Refusal(409, `seat ${seat + 1} is taken`)
  // Back at the table: the bankroll it left with, never a fresh one (rebuy has its own rule).
  const bankroll = kept ?? toCents(t.config.bankroll)
  t.players[seat] = {
    session,
    name,
    bankroll,
    bet: toCents(t.config.rules.minBet),
    ready: false,
  }
  return [{ round: logRound(t), seat, action: `${name} sits down` }]
}

function placeBet(t: TableState, session: string, amount: number | undefined, chance: Chance, now: number): Step[] {
  const [seat, p] = mySeat(t, session)
  betweenRounds(t, 'bets are for the next round; place yours')
  const { rules, features } = t.config
  // With betting off every round is played for a fixed notional bet: the table minimum.
  const cents = features.betting ? amount : toCents(rules.minBet)
  if (cents === undefined || !Number.isFinite(cents)) throw new Refusal(400, 'a bet needs an amount, e.g. 10')
  // The engine states the bet rules, in the contract's dollars.
  const bet = toDollars(cents)
  engineRefusalIn(
    () => checkBet(rules, bet, seat),
    () => betLimitsText(rules, cents),
  )
  if (features.betting && cents > p.bankroll) {
    throw new Refusal(422, `your bankroll is ${formatMoney(p.bankroll)}, less than the bet of ${formatMoney(cents)}`)
  }
  p.bet = cents
  p.ready = true
  const steps: Step[] = [{ round: logRound(t), seat, action: features.betting ? `bet ${formatMoney(cents)}` : 'ready' }]
  // Everyone seated has bet: deal at once (a single player's bet deals straight away). A seat
  // sitting out is not waited for.
  if (t.players.every((q) => !q || q.ready || q.away)) steps.push(...deal(t, chance, now))
  return steps
}

function dealNow(t: TableState, session: string, chance: Chance, now: number, gone: Gone): Step[] {
  const [seat, p] = mySeat(t, session)
  betweenRounds(t, 'the next deal comes')
  if (!p.ready) throw new Refusal(409, 'place your bet before you deal')
  // Dealt without them: a seat whose player has gone sits out, so the next rounds do not wait.
  const ghosts = t.players.flatMap((q, i) => (q && !q.ready && gone(i) ? sitOut(t, i, 'gone: no bet') : []))
  return [{ round: logRound(t), seat, action: 'deal now' }, ...ghosts, ...deal(t, chance, now)]
}

function leave(t: TableState, session: string): Step[] {
  const [seat, p] = mySeat(t, session)
  if (roundLive(t) && t.inRound.includes(seat)) throw new Refusal(409, 'finish this round before you leave')
  t.players[seat] = null
  return [{ round: logRound(t), seat, action: `${p.name} leaves` }]
}

function rebuy(t: TableState, session: string): Step[] {
  const [seat, p] = mySeat(t, session)
  const { rules, bankroll, features } = t.config
  if (!features.betting) throw new Refusal(409, 'betting is off at this table, so there is nothing to rebuy')
  if (roundLive(t) && t.inRound.includes(seat)) throw new Refusal(409, 'finish this round before you rebuy')
  const minBet = toCents(rules.minBet)
  if (p.bankroll >= minBet) {
    throw new Refusal(409, `you can rebuy only when your bankroll is below the minimum bet (${formatMoney(minBet)})`)
  }
  p.bankroll = toCents(bankroll)
  p.ready = false
  return [{ round: logRound(t), seat, action: `rebuys ${formatMoney(p.bankroll)} of play money` }]
}

function move(t: TableState, session: string, cmd: Extract<Command, { kind: 'move' }>, chance: Chance, now: number) {
  if (!roundLive(t)) throw new Refusal(409, 'no round is in play; place a bet to deal the next one')
  if (cmd.seq !== t.seq) {
    throw new Refusal(409, 'that action was for an earlier moment of the round; here is the table as it is now')
  }
  const seat = turnSeat(t) as number
  const mine = seatOf(t, session)
  if (mine < 0) throw new Refusal(403, 'you have no seat at this table, so you cannot act in this round')
  if (mine !== seat)
    throw new Refusal(403, `it is not your turn: seat ${seat + 1} (${t.players[seat]?.name}) decides now`)
  const why = unfunded(t, cmd.move)
  if (why) throw new Refusal(422, why)
  return [applyLive(t, cmd.move, chance, now)]
}

/**
 * Runs one command for the browser with `session` on `t` (mutating it) and returns the log lines.
 * Throws a Refusal when the command is refused; the caller then discards `t`.
 */
export function runCommand(
  t: TableState,
  session: string,
  cmd: Command,
  chance: Chance,
  now: number,
  gone: Gone = NOBODY_GONE,
): Step[] {
  switch (cmd.kind) {
    case 'join':
      return join(t, session, cmd.name, cmd.seat, cmd.bankroll)
    case 'leave':
      return leave(t, session)
    case 'bet':
      return placeBet(t, session, cmd.cents, chance, now)
    case 'deal':
      return dealNow(t, session, chance, now, gone)
    case 'rebuy':
      return rebuy(t, session)
    case 'move':
      return move(t, session, cmd, chance, now)
  }
}
