import { bestTotal, cardValue } from '../engine/cards.ts'
import { blackjackRatio, type Rules, resolveRules } from '../engine/rules.ts'
import type { MoveName } from '../engine/state.ts'
import { UpcardContext } from './upcard.ts'

/** The coach's answer: the best legal move and the expected value (per unit bet) of each legal move. */
export interface BestMove {
  move: MoveName
  evs: Partial<Record<MoveName, number>>
}

const contexts = new Map<string, UpcardContext>()

function contextFor(rules: Rules, up: number): UpcardContext {
  const key = `${JSON.stringify(rules)}|${up}`
  let ctx = contexts.get(key)
  if (!ctx) {
    if (contexts.size > 200) contexts.clear() // bounded: a table reuses a handful of rule sets
    ctx = new UpcardContext(rules, up)
    contexts.set(key, ctx)
  }
  return ctx
}

/**
 * The best of `legalMoves` for a hand (engine card codes) against an upcard, with each legal
 * move's expected value per unit of the hand's bet: exact for the hand's composition (stand, hit,
 * double, surrender), split by the chart's approximation. Play-step values are after the peek.
 * Insurance-step moves: decline 0, insure (half the bet) and even money relative to declining;
 * early-surrender step: surrender −0.5 against playing on, both before the peek.
 */
export function bestMove(
  rulesInput: Rules | Record<string, unknown>,
  playerCards: readonly number[],
  upcard: number,
  legalMoves: readonly MoveName[],
): BestMove {
  if (legalMoves.length === 0) throw new Error('bestMove needs at least one legal move')
  const rules = resolveRules(rulesInput as Record<string, unknown>)
  const up = cardValue(upcard)
  const values = playerCards.map(cardValue)
  const ctx = contextFor(rules, up)
  const evs: Partial<Record<MoveName, number>> = {}
  if (legalMoves.includes('decline') && !legalMoves.includes('surrender')) {
    insuranceValues(ctx, values, evs, rules)
  } else {
    const play = playValues(ctx, values)
    if (legalMoves.includes('decline')) {
      // Early surrender: decided before the peek, so playing on also risks the dealer's natural.
      const best = Math.max(...(Object.values(play.moves) as number[]))
      evs.surrender = -0.5
      evs.decline = ctx.conditioned ? best * (1 - play.pNatural) - play.pNatural : best
    } else {
      Object.assign(evs, play.moves)
      // A split hand's surrender under early surrender with surrenderAfterSplit: the only play-step
      // surrender the evaluator does not price for a dealt hand. Play-step values are after the
      // peek (or under ENHC lose half whatever the hole card, contract ruling 14), so it is −0.5 exactly.
      if (legalMoves.includes('surrender') && evs.surrender === undefined) evs.surrender = -0.5
    }
  }
  let move = legalMoves[0]
  for (const m of legalMoves) if ((evs[m] ?? -Infinity) > (evs[move] ?? -Infinity)) move = m
  const legalEvs: Partial<Record<MoveName, number>> = {}
  for (const m of legalMoves) if (evs[m] !== undefined) legalEvs[m] = evs[m]
  return { move, evs: legalEvs }
}

/** What choosing `move` costs against the best move, per unit bet (0 for the best move). */
export function moveCost(result: BestMove, move: MoveName): number {
  const best = result.evs[result.move] ?? 0
  const chosen = result.evs[move]
  return chosen === undefined ? Number.NaN : best - chosen
}

function playValues(ctx: UpcardContext, cards: number[]) {
  if (cards.length === 2) {
    const { evs, pNatural } = ctx.firstMoves(cards[0], cards[1])
    return { moves: evs as Partial<Record<MoveName, number>>, pNatural }
  }
  const ev = ctx.main
  for (const v of cards) ev.take(v)
  const pNatural = ev.pNatural()
  const scale = ctx.conditioned ? 1 / (1 - pNatural) : 1
  let hard = 0
  for (const v of cards) hard += v
  const ace = cards.includes(1)
  const total = bestTotal(hard, ace)
  const moves: Partial<Record<MoveName, number>> = { stand: ev.stand(total) * scale }
  if (total < 21) moves.hit = ev.hit(hard, ace) * scale
  for (const v of cards) ev.give(v)
  return { moves, pNatural }
}

function insuranceValues(ctx: UpcardContext, cards: number[], evs: Partial<Record<MoveName, number>>, rules: Rules) {
  const ev = ctx.main
  for (const v of cards) ev.take(v)
  const p = ev.pNatural()
  for (const v of cards) ev.give(v)
  evs.decline = 0
  evs.insure = 0.5 * (2 * p - (1 - p))
  const natural = cards.length === 2 && cards.includes(1) && cards.includes(10)
  if (natural) {
    const [num, den] = blackjackRatio(rules)
    evs['even-money'] = 1 - (num / den) * (1 - p)
  }
}
