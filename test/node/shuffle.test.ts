import { describe, expect, it } from 'vitest'
import { orderedShoe } from '../../src/engine/cards.ts'
import { CryptoSource, type RandomSource, Xoshiro128ss } from '../../src/engine/random.ts'
import { shuffledShoe, shuffleInPlace } from '../../src/engine/shuffle.ts'

/**
 * Chi-square of where each card of one deck lands: 52 cards × 52 positions, (52-1)² = 2601 degrees
 * of freedom. With a fixed seed and sample the statistic is the same on every run, so it never flakes.
 */
function positionChiSquare(rng: RandomSource, shuffles: number, shuffle = shuffleInPlace): number {
  const counts = new Float64Array(52 * 52)
  for (let s = 0; s < shuffles; s++) {
    const deck = shuffle(orderedShoe(1), rng)
    for (let pos = 0; pos < 52; pos++) counts[deck[pos] * 52 + pos]++
  }
  const expected = shuffles / 52
  let chi = 0
  for (const c of counts) chi += (c - expected) ** 2 / expected
  return chi
}

/** Upper critical value of chi-square at df degrees of freedom, by the Wilson–Hilferty approximation. */
function chiSquareCritical(df: number, z: number): number {
  const k = 2 / (9 * df)
  return df * (1 - k + z * Math.sqrt(k)) ** 3
}

describe('Fisher–Yates shuffle', () => {
  it('returns every card of every deck exactly once', () => {
    for (const decks of [1, 2, 6, 8]) {
      const shoe = shuffledShoe(decks, Xoshiro128ss.fromSeed(`full-${decks}`))
      const counts = new Array(52).fill(0)
      for (const c of shoe) counts[c]++
      expect(counts.every((n) => n === decks)).toBe(true)
    }
  })

  it('puts every card in every position uniformly (chi-square, seeded, 52×52 table)', () => {
    const chi = positionChiSquare(Xoshiro128ss.fromSeed('uniformity'), 20_000)
    // z = 3.72 is the 0.9999 quantile: a fair shuffle stays below it.
    expect(chi).toBeLessThan(chiSquareCritical(2601, 3.72))
  })

  it('the same test catches the classic biased shuffle (swap with any position)', () => {
    const naive = (cards: number[], rng: RandomSource) => {
      for (let i = 0; i < cards.length; i++) {
        const j = rng.nextUint32() % cards.length
        ;[cards[i], cards[j]] = [cards[j], cards[i]]
      }
      return cards
    }
    const chi = positionChiSquare(Xoshiro128ss.fromSeed('uniformity'), 20_000, naive)
    expect(chi).toBeGreaterThan(chiSquareCritical(2601, 3.72))
  })

  it('live shuffles come from crypto.getRandomValues and still give a full shoe', () => {
    const a = shuffledShoe(6, new CryptoSource())
    const b = shuffledShoe(6, new CryptoSource())
    expect(a).toHaveLength(312)
    expect(a).not.toEqual(b)
  })
})
