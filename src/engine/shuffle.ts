import { formatCard, orderedShoe } from './cards.ts'
import { fail } from './errors.ts'
import { boundedInt, CryptoSource, type RandomSource, Xoshiro128ss } from './random.ts'
import { describeSpec, fitsSpec, RULE_SPECS } from './rules.ts'

/** Shuffles in place by Fisher–Yates: position i swaps with a uniform j in [0, i]. */
export function shuffleInPlace(cards: number[], rng: RandomSource): number[] {
  // The seeded generator's own copy of this loop with its state in locals (the same words, the same
  // swaps: test/node/bench-engine.test.ts checks it word for word). Kept because a generic loop costs
  // the simulator 10–27 % (docs/benchmarks.md, Simulator).
  if (rng instanceof Xoshiro128ss) return rng.shuffle(cards)
  for (let i = cards.length - 1; i > 0; i--) {
    const j = boundedInt(rng, i + 1)
    const t = cards[i]
    cards[i] = cards[j]
    cards[j] = t
  }
  return cards
}

/** A freshly shuffled shoe of `decks` decks. */
export function shuffledShoe(decks: number, rng: RandomSource): number[] {
  return shuffleInPlace(orderedShoe(decks), rng)
}

const SHUFFLE_KEYS = new Set(['op', 'decks', 'seed', 'id'])

/**
 * The `{ "op": "shuffle", "decks", "seed"? }` request of contract section 6 (ruling 29).
 * With a seed the shoe is reproducible; without one it comes from crypto.getRandomValues.
 */
export function shuffleOp(req: Record<string, unknown>): { shoe: string[] } {
  for (const key of Object.keys(req)) {
    if (!SHUFFLE_KEYS.has(key))
      fail('invalid-case', `a shuffle request has no field "${key}"; it takes op, decks, seed and id`)
  }
  if (req.id !== undefined && typeof req.id !== 'string') fail('invalid-case', 'id must be a string')
  if (req.seed !== undefined && typeof req.seed !== 'string') fail('invalid-case', 'seed must be a string')
  if (!fitsSpec(RULE_SPECS.decks, req.decks)) {
    fail('invalid-rules', `decks is ${JSON.stringify(req.decks)}, but it must be ${describeSpec(RULE_SPECS.decks)}`)
  }
  const rng = typeof req.seed === 'string' ? Xoshiro128ss.fromSeed(req.seed) : new CryptoSource()
  return { shoe: shuffledShoe(req.decks as number, rng).map(formatCard) }
}
