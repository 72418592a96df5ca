import { bestTotal } from '../engine/cards.ts'
import type { Rules } from '../engine/rules.ts'
import { DealerGraph, shoeCounts } from './dealer.ts'
import { type DealerStand, HandEvaluator } from './evaluator.ts'
import { HAND_SLOTS, mainSlot, splitSlot } from './hand-slots.ts'
import { doubleAllowed, MOVES, type MoveEvs, naturalMode, peeks } from './moves.ts'
import { expectedHandsOnce } from './resplit.ts'

export { type Action, doubleAllowed, MOVES, type MoveEvs, peeks } from './moves.ts'
export { expectedHands } from './resplit.ts'

/**
 * Everything computed for one rule set and one upcard: a shoe with the upcard removed, one
 * evaluator for ordinary hands and one per split card, sharing the dealer-outcome cache.
 *
 * With `known` (a block of hand-values.ts: every two-card hand's raw stand, hit and double values
 * for these rules and this upcard, computed beforehand by this same class) the expensive values are
 * read instead of computed; everything else (peek conditioning, surrender, splits, cells) is the
 * same code, so the result is the same to the last bit.
 */
export class UpcardContext {
  readonly main: HandEvaluator
  private readonly splits = new Map<number, HandEvaluator>()
  /** The dealer's graph, built on first use: a context reading `known` values never needs it. */
  private graph: DealerGraph | null = null
  private readonly dealer: DealerStand = {
    stand: (shoe, left, total) => {
      this.graph ??= new DealerGraph(this.up, this.rules)
      return this.graph.stand(shoe, left, total)
    },
  }
  private readonly cache: Map<number, number>[] = []
  /** The round reached play only if the dealer had no natural (peek): values are divided by this. */
  readonly conditioned: boolean

  readonly rules: Rules
  readonly up: number
  /** The shoe with the upcard removed (not to be changed). */
  readonly shoe: Int32Array
  private readonly known: Float64Array | null

  constructor(rules: Rules, up: number, known: Float64Array | null = null) {
    this.rules = rules
    this.up = up
    this.known = known
    this.conditioned = peeks(rules, up)
    this.shoe = shoeCounts(rules.decks, [up])
    this.main = new HandEvaluator(rules, up, this.shoe, naturalMode(rules, up, false), this.dealer, this.cache)
  }

  /**
   * Values of the moves at the first decision of the dealt hand a,b; after the peek when there is
   * one. `split: false` leaves a pair's split out (a chart's hard row of 8 holds 4,4 but no split).
   */
  firstMoves(a: number, b: number, split = true): { evs: MoveEvs; pNatural: number } {
    const values = new Float64Array(MOVES.length)
    const pNatural = this.firstValues(a, b, split, values)
    const evs: MoveEvs = {}
    for (let i = 0; i < MOVES.length; i++) if (!Number.isNaN(values[i])) evs[MOVES[i]] = values[i]
    return { evs, pNatural }
  }

  /**
   * firstMoves into `out`, by the index of each move in MOVES (NaN: not a move of this hand), without
   * an object per hand: a chart asks 550 times. Returns P(dealer natural) given the hand.
   */
  firstValues(a: number, b: number, split: boolean, out: Float64Array): number {
    const ev = this.main
    ev.take(a)
    ev.take(b)
    const pNatural = ev.pNatural()
    const scale = this.conditioned ? 1 / (1 - pNatural) : 1
    this.decision(ev, mainSlot(a, b), a + b, a === 1 || b === 1, scale, out)
    out[4] = split && this.canSplit(a, b) ? this.splitOf(a) * scale : Number.NaN
    ev.give(b)
    ev.give(a)
    return pNatural
  }

  /**
   * The raw values (no peek scaling) this context's decisions use, per slot of hand-slots.ts:
   * stand, hit, double of every two-card hand, NaN where a value is never asked for (a total of 21)
   * or the hand cannot be dealt. What `known` holds; computed, so it needs no `known`.
   */
  handValues(): Float64Array {
    const out = new Float64Array(HAND_SLOTS * 3).fill(Number.NaN)
    const fill = (ev: HandEvaluator, slot: number, a: number, b: number) => {
      if (ev.shoe[a] === 0 || ev.shoe[b] - (a === b ? 1 : 0) <= 0) return
      ev.take(a)
      ev.take(b)
      const hard = a + b
      const ace = a === 1 || b === 1
      const total = bestTotal(hard, ace)
      out[slot * 3] = ev.stand(total)
      if (total < 21) {
        out[slot * 3 + 1] = ev.hit(hard, ace)
        out[slot * 3 + 2] = ev.double(hard, ace)
      }
      ev.give(b)
      ev.give(a)
    }
    for (let a = 1; a <= 10; a++) for (let b = a; b <= 10; b++) fill(this.main, mainSlot(a, b), a, b)
    for (let p = 1; p <= 10; p++) for (let c = 1; c <= 10; c++) fill(this.splitEvaluator(p), splitSlot(p, c), p, c)
    return out
  }

  /** Raw stand value of the two-card hand in `slot` now held by `ev`. */
  private stand(ev: HandEvaluator, slot: number, total: number): number {
    return this.known ? this.known[slot * 3] : ev.stand(total)
  }

  private hit(ev: HandEvaluator, slot: number, hard: number, ace: boolean): number {
    return this.known ? this.known[slot * 3 + 1] : ev.hit(hard, ace)
  }

  private double(ev: HandEvaluator, slot: number, hard: number, ace: boolean): number {
    return this.known ? this.known[slot * 3 + 2] : ev.double(hard, ace)
  }

  private canSplit(a: number, b: number): boolean {
    return this.rules.split && a === b
  }

  /** Stand, hit, double, surrender values (out[0..3], NaN if not allowed) of the dealt hand now held by `ev` (in `slot`), times `scale`. */
  private decision(ev: HandEvaluator, slot: number, hard: number, ace: boolean, scale: number, out: Float64Array) {
    const { rules } = this
    const total = bestTotal(hard, ace)
    out[0] = this.stand(ev, slot, total) * scale
    out[1] = out[2] = out[3] = Number.NaN
    if (total >= 21) return
    out[1] = this.hit(ev, slot, hard, ace) * scale
    if (doubleAllowed(rules, hard, ace, false)) out[2] = this.double(ev, slot, hard, ace) * scale
    if (rules.surrender === 'late') {
      // Late surrender after the peek loses half; without a peek it loses half whatever the hole card (contract ruling 14).
      out[3] = this.conditioned ? -0.5 * (1 - ev.pNatural()) * scale : -0.5
    }
  }

  /**
   * The best move's value at a split hand's first decision (the hand now held by `ev`, in `slot`):
   * split aces only stand unless hitSplitAces; doubling as DAS and the double rule allow; surrender
   * when surrenderAfterSplit allows it (late or early: the peek is long past).
   */
  private splitBest(ev: HandEvaluator, slot: number, hard: number, ace: boolean): number {
    const { rules } = this
    const total = bestTotal(hard, ace)
    let best = this.stand(ev, slot, total)
    if (total >= 21 || (this.splitCard === 1 && !rules.hitSplitAces)) return best
    best = Math.max(best, this.hit(ev, slot, hard, ace))
    if (doubleAllowed(rules, hard, ace, true)) best = Math.max(best, this.double(ev, slot, hard, ace))
    if (rules.surrender !== 'none' && rules.surrenderAfterSplit)
      best = Math.max(best, this.conditioned ? -0.5 * (1 - ev.pNatural()) : -0.5)
    return best
  }

  /** splitValue by pair card, each computed once (a deterministic function of the pair card). */
  private readonly splitMemo = new Float64Array(11).fill(Number.NaN)

  private splitOf(p: number): number {
    if (Number.isNaN(this.splitMemo[p])) this.splitMemo[p] = this.splitValue(p)
    return this.splitMemo[p]
  }

  /** The pair card being split while splitValue runs (split aces without hitSplitAces only stand). */
  private splitCard = 0

  /**
   * The value of splitting a pair of `p`, per unit of the original bet, unnormalised. Each split
   * hand is valued on the shoe without both pair cards; resplits are approximated by the expected
   * number of hands (up to maxHands) that draw a resplittable card.
   */
  splitValue(p: number): number {
    const { rules } = this
    const ev = this.splitEvaluator(p)
    this.splitCard = p
    ev.take(p)
    const pNatural = ev.pNatural()
    const resplit = p !== 1 || rules.resplitAces
    const sameRank = rules.splitBy === 'rank' && p === 10 ? 0.25 : 1
    const q = resplit ? ev.p(p) * sameRank : 0
    let all = 0
    let pairValue = 0
    for (let c = 1; c <= 10; c++) {
      if (ev.shoe[c] === 0) continue
      const pc = ev.p(c)
      ev.take(c)
      const best = this.splitBest(ev, splitSlot(p, c), p + c, p === 1 || c === 1)
      ev.give(c)
      all += pc * best
      if (c === p) pairValue = best
    }
    ev.give(p)
    this.splitCard = 0
    const notResplit = q < 1 ? (all - q * pairValue) / (1 - q) : 0
    const [hands, stuck] = expectedHandsOnce(q, rules.maxHands)
    const oboCharge = rules.holeCard === 'enhc' && rules.obo ? -pNatural : 0
    return hands * notResplit + stuck * pairValue + oboCharge
  }

  /** The evaluator of a split hand of `p`: the shoe without both pair cards (one is back in the hand). */
  private splitEvaluator(p: number): HandEvaluator {
    let ev = this.splits.get(p)
    if (!ev) {
      const { rules, up } = this
      const shoe = shoeCounts(rules.decks, [up, p])
      ev = new HandEvaluator(rules, up, shoe, naturalMode(rules, up, true), this.dealer, this.cache, 32 ** (p - 1))
      this.splits.set(p, ev)
    }
    return ev
  }
}
