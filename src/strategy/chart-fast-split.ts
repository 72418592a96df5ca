import { bestTotal } from '../engine/cards.ts'
import type { Rules } from '../engine/rules.ts'
import { splitSlot } from './hand-slots.ts'
import { doubleAllowed } from './moves.ts'
import { expectedHandsOnce } from './resplit.ts'

/*
 * chart-fast.ts's split values: UpcardContext.splitValue and splitBest over a block of stored
 * values, the same arithmetic in the same order (test/node/chart-fast.test.ts), on typed arrays.
 */

/** Per split hand p,c (index p * 11 + c): slot × 3 in a block and best total. */
const SPLIT_AT = new Int16Array(121)
const SPLIT_TOTAL = new Int8Array(121)
for (let p = 1; p <= 10; p++)
  for (let c = 1; c <= 10; c++) {
    SPLIT_AT[p * 11 + c] = splitSlot(p, c) * 3
    SPLIT_TOTAL[p * 11 + c] = bestTotal(p + c, p === 1 || c === 1)
  }

/** Per chart: doubleAllowed by hard total × 2 + ace for a split hand (prepareSplits). */
const DOUBLE_SPLIT = new Uint8Array(44)

/** Asks the rules once per chart what splitValue needs of them for every split hand. */
export function prepareSplits(rules: Rules): void {
  for (let hard = 2; hard <= 21; hard++)
    for (let ace = 0; ace < 2; ace++) DOUBLE_SPLIT[hard * 2 + ace] = doubleAllowed(rules, hard, ace === 1, true) ? 1 : 0
}

/**
 * UpcardContext.splitValue: splitting a pair of `p`, per unit of the original bet, unnormalised.
 * Each split hand on the shoe without both pair cards; resplits by the expected number of hands.
 * `dealt` is the shoe without the upcard, `hole` the card completing a natural (0: none); call
 * prepareSplits(rules) first.
 */
export function splitValue(
  rules: Rules,
  block: Float64Array,
  dealt: Int32Array,
  dealtLeft: number,
  hole: number,
  conditioned: boolean,
  p: number,
): number {
  // The shoe without both pair cards is `dealt` with dealt[p] - 2 pair cards: read, not copied.
  const pairs = dealt[p] - 2
  const left = dealtLeft - 2
  const holeLeft = hole === 0 ? 0 : hole === p ? pairs : dealt[hole]
  const pn = hole === 0 ? 0 : holeLeft / left
  const resplit = p !== 1 || rules.resplitAces
  const q = resplit ? (pairs / left) * (rules.splitBy === 'rank' && p === 10 ? 0.25 : 1) : 0
  const surrender = rules.surrender !== 'none' && rules.surrenderAfterSplit
  // Split aces only stand unless hitSplitAces (UpcardContext.splitBest).
  const stands = p === 1 && !rules.hitSplitAces
  let all = 0
  let pairValue = 0
  for (let c = 1; c <= 10; c++) {
    const count = c === p ? pairs : dealt[c]
    if (count === 0) continue
    const pc = count / left
    const at = SPLIT_AT[p * 11 + c]
    // The split hand's best first move: splitBest's order of comparisons.
    let best = block[at]
    if (!(SPLIT_TOTAL[p * 11 + c] >= 21 || stands)) {
      best = Math.max(best, block[at + 1])
      if (DOUBLE_SPLIT[(p + c) * 2 + (p === 1 || c === 1 ? 1 : 0)] === 1) best = Math.max(best, block[at + 2])
      if (surrender)
        best = Math.max(best, conditioned ? -0.5 * (1 - (holeLeft - (c === hole ? 1 : 0)) / (left - 1)) : -0.5)
    }
    all += pc * best
    if (c === p) pairValue = best
  }
  const notResplit = q < 1 ? (all - q * pairValue) / (1 - q) : 0
  // Indexed, not destructured: an array pattern runs the iterator protocol, 100 times a chart.
  const expected = expectedHandsOnce(q, rules.maxHands)
  const oboCharge = rules.holeCard === 'enhc' && rules.obo ? -pn : 0
  return expected[0] * notResplit + expected[1] * pairValue + oboCharge
}
