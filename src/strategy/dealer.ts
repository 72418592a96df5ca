import { softens } from '../engine/cards.ts'
/**
 * The dealer's final-total probabilities for a finite shoe, by exact recursion over the dealer's
 * draws (cards removed as they are drawn). Card values are 1..10 (1 = ace, 10 = any ten-value card);
 * a shoe composition is an Int32Array of length 11 counting each value (index 0 unused).
 */

/** Indices of a dealer outcome vector: final 17..21 (0..4), bust, natural. */
export const DBUST = 5
export const DBJ = 6
export const OUTCOMES = 7

/** The dealer's rules that matter here. */
export interface DealerRules {
  hitSoft17: boolean
  /** A two-card 21 is a natural (else it is an ordinary 21). */
  naturals: boolean
}

/**
 * Probabilities of the dealer's final outcomes [17, 18, 19, 20, 21, bust, natural] with upcard `up`,
 * drawing from `shoe` (the upcard and the player's cards already removed). Unconditional: the
 * natural's mass is included, so callers can condition on "no natural" (peek) or charge it (ENHC).
 * `shoe` is mutated during the recursion and restored before returning.
 */
export function dealerOutcomes(shoe: Int32Array, up: number, rules: DealerRules): Float64Array {
  let n = 0
  for (let v = 1; v <= 10; v++) n += shoe[v]
  const memo = new Map<number, Float64Array>()
  const h17 = rules.hitSoft17
  // key: the multiset of the dealer's drawn cards (base 20 per value), which fixes the rest of the shoe.
  const walk = (hard: number, ace: boolean, cards: number, key: number, left: number): Float64Array => {
    const soft = softens(hard, ace)
    const total = soft ? hard + 10 : hard
    const out = new Float64Array(OUTCOMES)
    if (total > 21) {
      out[DBUST] = 1
      return out
    }
    if (cards === 2 && total === 21 && rules.naturals) {
      out[DBJ] = 1
      return out
    }
    if (total > 17 || (total === 17 && !(h17 && soft))) {
      out[total - 17] = 1
      return out
    }
    const seen = memo.get(key)
    if (seen) return seen
    for (let v = 1; v <= 10; v++) {
      const c = shoe[v]
      if (c === 0) continue
      const p = c / left
      shoe[v] = c - 1
      const sub = walk(hard + v, ace || v === 1, cards + 1, key + POW20[v], left - 1)
      shoe[v] = c
      for (let i = 0; i < OUTCOMES; i++) out[i] += p * sub[i]
    }
    memo.set(key, out)
    return out
  }
  return walk(up, up === 1, 1, 0, n)
}

const POW20 = Array.from({ length: 11 }, (_, v) => (v === 0 ? 0 : 20 ** (v - 1)))

/** A shoe composition of `decks` decks, minus the listed card values. */
export function shoeCounts(decks: number, removed: readonly number[] = []): Int32Array {
  const shoe = new Int32Array(11)
  for (let v = 1; v <= 9; v++) shoe[v] = 4 * decks
  shoe[10] = 16 * decks
  for (const v of removed) {
    if (shoe[v] <= 0) throw new Error(`no card of value ${v} left to remove`)
    shoe[v]--
  }
  return shoe
}

/**
 * The dealer's drawing tree for one upcard, folded into a graph of the dealer's card multisets
 * (the order of draws does not change the rest of the shoe). Built once; then valuing a player's
 * stand for any shoe is one tight pass over the nodes, with no allocation.
 */
export class DealerGraph {
  /** Per node and card value: the child node (>= 0) or a final outcome as -1 - outcome index. */
  private readonly child: Int32Array
  /** Per node and card value: how many of that value the dealer holds beyond the upcard. */
  private readonly drawn: Int32Array
  /** Per node: cards drawn beyond the upcard. */
  private readonly depth: Int32Array
  private readonly values: Float64Array
  private readonly leaf = new Float64Array(OUTCOMES)
  readonly size: number

  constructor(up: number, rules: DealerRules) {
    const child: number[] = []
    const drawn: number[] = []
    const depth: number[] = []
    const index = new Map<number, number>()
    const state: { hard: number; ace: boolean }[] = []
    const add = (key: number, hard: number, ace: boolean, counts: number[], k: number): number => {
      let i = index.get(key)
      if (i === undefined) {
        i = state.length
        index.set(key, i)
        state.push({ hard, ace })
        drawn.push(...counts)
        depth.push(k)
      }
      return i
    }
    add(0, up, up === 1, new Array(11).fill(0), 0)
    const keys = [0]
    // Breadth first: a child always has one card more than its parent, so it gets a later index.
    for (let i = 0; i < state.length; i++) {
      const { hard, ace } = state[i]
      for (let v = 0; v <= 10; v++) {
        if (v === 0) {
          child.push(0)
          continue
        }
        const h = hard + v
        const a = ace || v === 1
        const soft = softens(h, a)
        const total = soft ? h + 10 : h
        const cards = depth[i] + 2
        let code: number
        if (total > 21) code = -1 - DBUST
        else if (cards === 2 && total === 21 && rules.naturals) code = -1 - DBJ
        else if (total > 17 || (total === 17 && !(rules.hitSoft17 && soft))) code = -1 - (total - 17)
        else {
          const counts = drawn.slice(i * 11, i * 11 + 11)
          counts[v]++
          const key = keys[i] + POW20[v]
          const before = state.length
          code = add(key, h, a, counts, depth[i] + 1)
          if (code === before) keys.push(key)
        }
        child.push(code)
      }
    }
    this.size = state.length
    this.child = Int32Array.from(child)
    this.drawn = Int32Array.from(drawn)
    this.depth = Int32Array.from(depth)
    this.values = new Float64Array(this.size)
  }

  /**
   * Per unit wager, the value of standing on `total` (at most 21) against this upcard, drawing from
   * `shoe` of `left` cards: +1 dealer bust or lower total, −1 higher, 0 push, and 0 for a dealer
   * natural, whose mass the caller charges or conditions away.
   */
  stand(shoe: Int32Array, left: number, total: number): number {
    const leaf = this.leaf
    for (let i = 0; i < 5; i++) leaf[i] = total > 17 + i ? 1 : total < 17 + i ? -1 : 0
    leaf[DBUST] = 1
    leaf[DBJ] = 0
    const { child, drawn, depth, values } = this
    for (let i = this.size - 1; i >= 0; i--) {
      const base = i * 11
      let acc = 0
      for (let v = 1; v <= 10; v++) {
        const c = shoe[v] - drawn[base + v]
        if (c <= 0) continue
        const ch = child[base + v]
        acc += c * (ch >= 0 ? values[ch] : leaf[-1 - ch])
      }
      values[i] = acc / (left - depth[i])
    }
    return values[0]
  }
}
