import { DECK_SIZE, formatCard, parseCard } from '../engine/cards.ts'
import type { Difference } from './compare.ts'

/**
 * Checks that a shuffle answer `{ shoe }` holds every card of `decks` decks exactly `decks` times
 * (contract section 6), naming the first card that is missing, extra or not a card.
 */
export function fullShoeDifferences(answer: unknown, decks: number): Difference[] {
  const shoe = (answer as { shoe?: unknown })?.shoe
  if (!Array.isArray(shoe)) return [{ path: 'shoe', expected: `a list of ${decks * DECK_SIZE} cards`, actual: shoe }]
  if (shoe.length !== decks * DECK_SIZE)
    return [{ path: 'shoe.length', expected: decks * DECK_SIZE, actual: shoe.length }]
  const counts = new Array<number>(DECK_SIZE).fill(0)
  for (let i = 0; i < shoe.length; i++) {
    const code = parseCard(shoe[i])
    if (code < 0) return [{ path: `shoe[${i}]`, expected: 'a card string', actual: shoe[i] }]
    counts[code]++
  }
  const out: Difference[] = []
  counts.forEach((n, code) => {
    if (n !== decks) out.push({ path: `shoe: count of ${formatCard(code)}`, expected: decks, actual: n })
  })
  return out
}
