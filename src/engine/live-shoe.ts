import { fillOrderedShoe } from './cards.ts'
import { cutCardPosition } from './cut-card.ts'
import type { RandomSource } from './random.ts'
import type { Rules } from './rules.ts'
import { shuffleInPlace } from './shuffle.ts'
import type { RoundState } from './state.ts'

/** A table's shoe between rounds: the cards, the next position, and whether the cut card came out. */
export interface LiveShoe {
  cards: number[]
  pos: number
  cut: number
  /** The cut card was reached: shuffle before the next round (ruling 24). */
  due: boolean
}

/** A freshly shuffled shoe with `burn` cards already burned (contract section 3 step 1). */
export function freshShoe(rules: Rules, rng: RandomSource): LiveShoe {
  return reshuffleShoe({ cards: [], pos: 0, cut: 0, due: false }, rules, rng)
}

/**
 * Shuffles `shoe` anew in place, reusing its cards array: all of the rules' decks, `burn` cards
 * burned, the cut card placed. freshShoe is this on an empty shoe, so both give the same cards
 * for the same random words.
 */
export function reshuffleShoe(shoe: LiveShoe, rules: Rules, rng: RandomSource): LiveShoe {
  shuffleInPlace(fillOrderedShoe(shoe.cards, rules.decks), rng)
  shoe.pos = rules.burn
  shoe.cut = cutCardPosition(rules)
  shoe.due = false
  return shoe
}

/** The shoe to deal the next round from: a fresh one when the cut card came out last round. */
export function shoeForNextRound(shoe: LiveShoe | null, rules: Rules, rng: RandomSource): LiveShoe {
  return !shoe || shoe.due ? freshShoe(rules, rng) : shoe
}

/** The shoe after a settled round: its position moves on, and `due` is set once the cut card is reached. */
export function shoeAfterRound(shoe: LiveShoe, round: RoundState): LiveShoe {
  return advanceShoe({ ...shoe }, round)
}

/** shoeAfterRound in place: moves `shoe` on past the cards `round` used, and marks a reshuffle due at the cut card. */
export function advanceShoe(shoe: LiveShoe, round: RoundState): LiveShoe {
  shoe.pos = round.pos
  shoe.due = round.pos > shoe.cut
  return shoe
}
