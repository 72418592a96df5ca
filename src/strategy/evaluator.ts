import { bestTotal } from '../engine/cards.ts'
import type { Rules } from '../engine/rules.ts'

/**
 * What a dealer natural costs a hand that has not been settled before it:
 * - 'cond': peek — the round would have ended at the peek, so that mass is left out (values are
 *   "unnormalised": divide by P(no natural) for the EV after the peek);
 * - 'full': the hand loses its whole wager (ENHC without OBO, or a ten up with no peek);
 * - 'obo': the hand loses only its original bet (ENHC with OBO);
 * - 'none': nothing here (split hands under OBO: the one lost bet is charged once for the seat).
 */
export type NaturalMode = 'cond' | 'full' | 'obo' | 'none'

/** Base of the hand-multiset key: a value can appear at most 31 times among removed cards. */
const B = 32
const POW = Array.from({ length: 11 }, (_, v) => (v === 0 ? 0 : B ** (v - 1)))

/** What the evaluator needs of the dealer: DealerGraph.stand (UpcardContext builds the graph on first use). */
export interface DealerStand {
  stand(shoe: Int32Array, left: number, total: number): number
}

/**
 * Expected values of one player hand against one upcard for a finite shoe, exact for stand, hit and
 * double (optimal hit/stand after the first decision, composition by composition). The shoe is
 * held mutably: cards are removed as the hand draws them and put back on the way out.
 */
export class HandEvaluator {
  readonly shoe: Int32Array
  private left: number
  private key = 0
  // Made on first use: a context reading stored values (UpcardContext's `known`) never needs them.
  private bestMemo: Map<number, number> | undefined
  private standMemo: Map<number, number> | undefined

  /**
   * @param shoe remaining cards with the upcard and any extra known cards (`baseKey`) removed
   * @param standCache shared per upcard: by player total (each Map made on first use), keyed by every player-side card removed
   */
  readonly rules: Rules
  readonly up: number
  readonly mode: NaturalMode
  private readonly graph: DealerStand
  private readonly standCache: Map<number, number>[]
  private readonly baseKey: number

  constructor(
    rules: Rules,
    up: number,
    shoe: Int32Array,
    mode: NaturalMode,
    graph: DealerStand,
    standCache: Map<number, number>[],
    baseKey = 0,
  ) {
    this.rules = rules
    this.up = up
    this.mode = mode
    this.graph = graph
    this.standCache = standCache
    this.baseKey = baseKey
    this.shoe = shoe.slice()
    this.left = 0
    for (let v = 1; v <= 10; v++) this.left += this.shoe[v]
  }

  /** Removes a card value from the shoe into the hand. */
  take(v: number): void {
    this.shoe[v]--
    this.left--
    this.key += POW[v]
  }

  /** Puts a card value back from the hand into the shoe. */
  give(v: number): void {
    this.shoe[v]++
    this.left++
    this.key -= POW[v]
  }

  /** Probability of drawing value `v` next. */
  p(v: number): number {
    return this.shoe[v] / this.left
  }

  /** P(dealer natural) given the cards removed now (the hole card completes the upcard). */
  pNatural(): number {
    if (!this.rules.naturals) return 0
    if (this.up === 1) return this.shoe[10] / this.left
    if (this.up === 10) return this.shoe[1] / this.left
    return 0
  }

  /** The loss charged for a dealer natural against a live hand of wager `w`. */
  naturalLoss(w: number): number {
    switch (this.mode) {
      case 'full':
        return -w
      case 'obo':
        return -1
      default:
        return 0
    }
  }

  /** Per unit wager, the non-natural part of standing on `total` now (the dealer's draws are exact). */
  private standNoNatural(total: number): number {
    this.standCache[total] ??= new Map()
    const cache = this.standCache[total]
    const k = this.key + this.baseKey
    let v = cache.get(k)
    if (v === undefined) {
      v = this.graph.stand(this.shoe, this.left, total)
      cache.set(k, v)
    }
    return v
  }

  /** Value of standing on `total` with wager `w`. */
  stand(total: number, w = 1): number {
    if (w === 1) {
      this.standMemo ??= new Map()
      const seen = this.standMemo.get(this.key)
      if (seen !== undefined) return seen
    }
    const v = w * this.standNoNatural(total) + this.pNatural() * this.naturalLoss(w)
    if (w === 1) this.standMemo?.set(this.key, v)
    return v
  }

  /** Value of a bust with wager `w` (a natural still costs its mode's loss instead). */
  bust(w: number): number {
    const pn = this.pNatural()
    return -w * (1 - pn) + pn * this.naturalLoss(w)
  }

  /** Best of stand and hit from here on (no double, no surrender after the first decision). */
  best(hard: number, ace: boolean): number {
    const total = bestTotal(hard, ace)
    if (total >= 21) return this.stand(total)
    this.bestMemo ??= new Map()
    const seen = this.bestMemo.get(this.key)
    if (seen !== undefined) return seen
    const v = Math.max(this.stand(total), this.hit(hard, ace))
    this.bestMemo.set(this.key, v)
    return v
  }

  /** Value of hitting, then playing on optimally (hit/stand). */
  hit(hard: number, ace: boolean): number {
    let ev = 0
    const left = this.left
    for (let v = 1; v <= 10; v++) {
      const c = this.shoe[v]
      if (c === 0) continue
      const p = c / left
      const h = hard + v
      this.take(v)
      ev += p * (h > 21 ? this.bust(1) : this.best(h, ace || v === 1))
      this.give(v)
    }
    return ev
  }

  /** Value of doubling: one card, then stand, with the wager doubled. */
  double(hard: number, ace: boolean): number {
    let ev = 0
    const left = this.left
    for (let v = 1; v <= 10; v++) {
      const c = this.shoe[v]
      if (c === 0) continue
      const p = c / left
      const h = hard + v
      const a = ace || v === 1
      this.take(v)
      ev += p * (h > 21 ? this.bust(2) : this.stand(bestTotal(h, a), 2))
      this.give(v)
    }
    return ev
  }
}
