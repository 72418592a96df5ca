import { boundedInt, type RandomSource } from './random.ts'

type MutableCase = Record<string, unknown> & { tags: string[]; rules: Record<string, unknown> }
type Seat = { bet: number; actions: string[]; insurance?: number }

function firstSeats(c: MutableCase): Seat[] {
  return (c.seats as Seat[] | undefined) ?? (c.rounds as { seats: Seat[] }[])[0].seats
}

function firstShoe(c: MutableCase): string[] {
  return (c.shoe as string[] | undefined) ?? (c.shoes as string[][])[0]
}

/** Ways to break a generated case, one per error code of contract section 5. */
const BREAKERS: ((c: MutableCase, rng: RandomSource) => void)[] = [
  (c) => {
    c.note = 'an unknown field'
  },
  (c) => {
    c.rules.decks = 9
  },
  (c, rng) => {
    const shoe = firstShoe(c)
    shoe[boundedInt(rng, shoe.length)] = '1X'
  },
  (c) => {
    const seat = firstSeats(c)[0]
    seat.bet = Math.round(((c.rules.maxBet as number) ?? 100) * 100 + 1) / 100
  },
  (c) => {
    const seat = firstSeats(c).find((s) => s.actions.length > 0)
    seat?.actions.pop()
  },
  (c) => {
    const seat = firstSeats(c)[0]
    seat.actions.unshift(seat.actions.length % 2 === 0 ? 'split' : 'surrender')
  },
  (c) => {
    const shoe = firstShoe(c)
    shoe.pop()
  },
]

/**
 * Turns a generated case into an error case (invalid-case, invalid-rules, invalid-shoe,
 * invalid-bet, missing-action, illegal-action or shoe-exhausted, whichever the break causes).
 * The expectation is then computed by the engine like any other generated case.
 */
export function injectError(c: MutableCase, rng: RandomSource): void {
  BREAKERS[boundedInt(rng, BREAKERS.length)](c, rng)
  c.tags.push('errors')
}
