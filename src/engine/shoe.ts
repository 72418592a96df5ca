import { fail } from './errors.ts'
import type { RoundState } from './state.ts'

/** Takes the next card from the shoe, or fails with `shoe-exhausted`. */
export function draw(st: RoundState): number {
  if (st.pos >= st.shoe.length) {
    fail(
      'shoe-exhausted',
      `the shoe ran out of cards: all ${st.shoe.length} cards were used and the round needs another`,
    )
  }
  return st.shoe[st.pos++]
}

/**
 * True when the round has reached the cut card (ruling 24): a card at 0-based position `cut` or
 * beyond has been taken, burned cards included.
 */
export function cutCardReached(st: RoundState): boolean {
  return st.pos > st.cut
}
