/**
 * Randomness is injected: every shuffle takes a RandomSource of uniform 32-bit words.
 * Live tables use CryptoSource (crypto.getRandomValues); fixtures and generated cases use the
 * seeded Xoshiro128ss, whose output for a given seed string is fixed forever (known-answer tests).
 */
export interface RandomSource {
  /** A uniform integer in [0, 2^32). */
  nextUint32(): number
}

const TWO_32 = 2 ** 32

/**
 * A uniform integer in [0, n) for 1 ≤ n ≤ 2^21, by Lemire's multiply-and-reject method
 * (arXiv 1805.10941): never `%` on the output, so no modulo bias. x·n < 2^53 stays exact.
 */
export function boundedInt(rng: RandomSource, n: number): number {
  let m = rng.nextUint32() * n
  // m is a whole number below 2^53, so ToUint32 (>>> 0) is exactly m mod 2^32, without a float division.
  let low = m >>> 0
  if (low < n) {
    const threshold = (TWO_32 - n) % n
    while (low < threshold) {
      m = rng.nextUint32() * n
      low = m >>> 0
    }
  }
  return Math.floor(m / TWO_32)
}

/** xoshiro128** 1.1 (Blackman and Vigna), 32-bit words; state is four uint32 values. */
export class Xoshiro128ss implements RandomSource {
  private s: Uint32Array
  constructor(state: readonly number[]) {
    if (state.length !== 4 || state.every((w) => w >>> 0 === 0))
      throw new Error('xoshiro128** needs four words, not all zero')
    this.s = Uint32Array.from(state, (w) => w >>> 0)
  }

  /** A generator seeded from a string: UTF-8 bytes → FNV-1a 64 → SplitMix64 → four words. */
  static fromSeed(seed: string): Xoshiro128ss {
    const mix = splitMix64(fnv1a64(seed))
    const a = mix()
    const b = mix()
    const words = [Number(a >> 32n), Number(a & 0xffffffffn), Number(b >> 32n), Number(b & 0xffffffffn)]
    return new Xoshiro128ss(words.every((w) => w === 0) ? [1, 0, 0, 0] : words)
  }

  nextUint32(): number {
    // The four words in locals: one load and one store each (shuffles call this 311 times a shoe).
    const s = this.s
    const s0 = s[0]
    const s1 = s[1]
    const s2 = s[2] ^ s0
    const s3 = s[3] ^ s1
    const m = Math.imul(s1, 5)
    const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0
    s[0] = s0 ^ s3
    s[1] = s1 ^ s2
    s[2] = s2 ^ (s1 << 9)
    s[3] = (s3 << 11) | (s3 >>> 21)
    return result
  }

  /**
   * Fisher–Yates over `cards` exactly as shuffleInPlace with boundedInt does it (the same words,
   * the same swaps), with the generator's state held in locals: twice as fast, and shuffles are
   * a fifth of a simulation's time. Known-answer and golden tests pin both to the same output.
   */
  shuffle(cards: number[]): number[] {
    // The integer arithmetic below needs n ≤ 2^16; a shoe has at most 416 cards.
    if (cards.length > 1 << 16) throw new Error('Xoshiro128ss.shuffle takes at most 65,536 items')
    const s = this.s
    let s0 = s[0] | 0
    let s1 = s[1] | 0
    let s2 = s[2] | 0
    let s3 = s[3] | 0
    for (let i = cards.length - 1; i > 0; i--) {
      const n = i + 1
      let j = 0
      for (;;) {
        const x = Math.imul(s1, 5)
        const word = Math.imul((x << 7) | (x >>> 25), 9)
        const t = s1 << 9
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = (s3 << 11) | (s3 >>> 21)
        // boundedInt's word × n = j·2^32 + low, in 32-bit integers instead of a float product, a
        // division and a floor (20–30 % faster shuffles): low is the product's low word (imul); j its
        // high word from the two 16-bit halves of the word, each product under 2^32 for n ≤ 2^16.
        const low = Math.imul(word, n) >>> 0
        j = ((word >>> 16) * n + (((word & 0xffff) * n) >>> 16)) >>> 16
        // boundedInt's rejection: only a low word under (2^32 - n) mod n is drawn again.
        if (low >= n || low >= (TWO_32 - n) % n) break
      }
      const c = cards[i]
      cards[i] = cards[j]
      cards[j] = c
    }
    s[0] = s0
    s[1] = s1
    s[2] = s2
    s[3] = s3
    return cards
  }
}

const MASK64 = 0xffffffffffffffffn

/** FNV-1a, 64-bit, over the UTF-8 bytes of `text`. */
export function fnv1a64(text: string): bigint {
  let h = 0xcbf29ce484222325n
  for (const byte of new TextEncoder().encode(text)) {
    h ^= BigInt(byte)
    h = (h * 0x100000001b3n) & MASK64
  }
  return h
}

/** SplitMix64 (Vigna): a generator of 64-bit words from a 64-bit seed. */
export function splitMix64(seed: bigint): () => bigint {
  let x = seed & MASK64
  return () => {
    x = (x + 0x9e3779b97f4a7c15n) & MASK64
    let z = x
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64
    return z ^ (z >> 31n)
  }
}

/** Uniform words from crypto.getRandomValues, fetched 1,024 at a time (the call caps at 64 KiB). */
export class CryptoSource implements RandomSource {
  private buf = new Uint32Array(1024)
  private i = this.buf.length
  nextUint32(): number {
    if (this.i === this.buf.length) {
      crypto.getRandomValues(this.buf)
      this.i = 0
    }
    return this.buf[this.i++]
  }
}
