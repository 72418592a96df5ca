import { mustHit } from '../engine/dealer.ts'
import { doubleTotalAllowed } from '../engine/legal-moves.ts'
import type { Rules } from '../engine/rules.ts'
import { blackjackWin } from '../engine/settle.ts'
import { peeksAt } from '../engine/steps.ts'
import { DOUBLE, HIT, SPLIT, STAND, type StrategyTable, SURRENDER, slotOfTotals } from './table.ts'

/*
 * The fast round's plan (simulate-fast.ts): a rule set and a strategy table turned once per run
 * into lookup tables, each entry computed by the engine's own rule function, so that the round
 * asks no rule and compares no option strings.
 */

/** True when every round of these rules can be played by fastRound (one seat, peek, no early surrender). */
export function fastRoundRules(rules: Rules): boolean {
  return rules.holeCard === 'peek' && rules.surrender !== 'early'
}

/**
 * A rule set and strategy table as lookup tables for fastRound, each entry computed once by the
 * engine's own rule function (or strategyCode's legality, for the moves): the round then asks no
 * rule twice and compares no option strings.
 */
export interface FastPlan {
  rules: Rules
  /** The seat's bet in tenths of a cent (as HandState.bet × MILS_PER_CENT). */
  bet: number
  /** What a natural wins on the bet (settle.ts blackjackWin). */
  blackjack: number
  /** peeksAt by upcard value (1–10). */
  peeks: Uint8Array
  /** mustHit (S17/H17) by hard total × 2 + ace. */
  dealerHits: Uint8Array
  /** The first decision's move code by firstIndex(v1, v2, upcard value, same rank). */
  first: Uint8Array
  /** A later decision's move code (hit or stand) by (hard total × 2 + ace) × 11 + upcard value. */
  later: Uint8Array
}

/** A card code of value v (1–10): the rank v − 1, so 10 is a ten, suit 0. */
const codeOf = (v: number) => (v - 1) * 4

/** Where the first decision of two cards v1, v2 against upcard `up` (same rank or not) sits in FastPlan.first. */
export function firstIndex(v1: number, v2: number, up: number, sameRank: number): number {
  return ((v1 * 11 + v2) * 11 + up) * 2 + sameRank
}

/** The plan of a rule set (fastRoundRules) and table, for a seat betting `bet` tenths of a cent. */
export function fastPlan(table: StrategyTable, rules: Rules, bet: number): FastPlan {
  const peeks = new Uint8Array(11)
  const dealerHits = new Uint8Array(64)
  const first = new Uint8Array(firstIndex(10, 10, 10, 1) + 1)
  const later = new Uint8Array(64 * 11)
  for (let up = 1; up <= 10; up++) peeks[up] = peeksAt(rules, codeOf(up)) ? 1 : 0
  for (let hard = 0; hard < 32; hard++) {
    for (let ace = 0; ace < 2; ace++) {
      dealerHits[hard * 2 + ace] = mustHit(hard, ace === 1, rules.hitSoft17) ? 1 : 0
      for (let up = 1; up <= 10; up++) later[(hard * 2 + ace) * 11 + up] = laterCode(table, hard, ace === 1, up)
    }
  }
  for (let v1 = 1; v1 <= 10; v1++) {
    for (let v2 = 1; v2 <= 10; v2++) {
      for (let up = 1; up <= 10; up++) {
        for (let sameRank = 0; sameRank < 2; sameRank++) {
          const isPair = v1 === v2 && (rules.splitBy !== 'rank' || sameRank === 1)
          first[firstIndex(v1, v2, up, sameRank)] = firstCode(table, rules, v1, v2, up, isPair)
        }
      }
    }
  }
  return { rules, bet, blackjack: blackjackWin(rules, bet), peeks, dealerHits, first, later }
}

/**
 * strategyCode (table.ts) at a dealt hand's first decision: the first legal move of its cell. Legal
 * there (legal-moves.ts for a first, unsplit, two-card hand): hit, stand; double by the double rule;
 * split for a pair when splitting is on (one hand is always under maxHands); late surrender.
 */
function firstCode(table: StrategyTable, rules: Rules, v1: number, v2: number, up: number, isPair: boolean): number {
  const hard = v1 + v2
  const ace = v1 === 1 || v2 === 1
  for (let packed = table.prefs[slotOfTotals(v1 === v2 ? v1 : 0, hard, ace, up)]; packed !== 0; packed >>>= 3) {
    const code = packed & 7
    if (code === HIT || code === STAND) return code
    if (code === DOUBLE && rules.double !== 'none' && doubleTotalAllowed(rules, hard, ace)) return code
    if (code === SPLIT && isPair && rules.split) return code
    if (code === SURRENDER && rules.surrender === 'late') return code
  }
  return STAND
}

/** strategyCode after a hit: only hit and stand are legal (three cards or more, the hand has acted). */
function laterCode(table: StrategyTable, hard: number, ace: boolean, up: number): number {
  for (let packed = table.prefs[slotOfTotals(0, hard, ace, up)]; packed !== 0; packed >>>= 3) {
    const code = packed & 7
    if (code === HIT || code === STAND) return code
  }
  return STAND
}
