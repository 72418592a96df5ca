import type { RandomSource } from './random.ts'
import { cutCardPosition, type Rules } from './rules.ts'
import { shuffledShoe } from './shuffle.ts'
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
  return { cards: shuffledShoe(rules.decks, rng), pos: rules.burn, cut: cutCardPosition(rules), due: false }
}

/** The shoe to deal the next round from: a fresh one when the cut card came out last round. */
export function shoeForNextRound(shoe: LiveShoe | null, rules: Rules, rng: RandomSource): LiveShoe {
  return !shoe || shoe.due ? freshShoe(rules, rng) : shoe
}

/** The shoe after a settled round: its position moves on, and `due` is set once the cut card is reached. */
export function shoeAfterRound(shoe: LiveShoe, round: RoundState): LiveShoe {
  return { ...shoe, pos: round.pos, due: round.pos > shoe.cut }
}
