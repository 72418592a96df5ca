import { describe, expect, it } from 'vitest'
import { formatCard, parseCard } from '../../src/engine/cards.ts'
import { freshShoe, shoeAfterRound, shoeForNextRound } from '../../src/engine/live-shoe.ts'
import { applyMove } from '../../src/engine/play.ts'
import { Xoshiro128ss } from '../../src/engine/random.ts'
import { startRound } from '../../src/engine/round.ts'
import { resolveRules } from '../../src/engine/rules.ts'
import { publicView } from '../../src/engine/view.ts'

const shoeOf = (...cards: string[]) => cards.map(parseCard)

describe('publicView: only what a player may see', () => {
  it('hides the hole card and the shoe until the dealer turn reveals them', () => {
    const rules = resolveRules({})
    const shoe = shoeOf('TS', '6C', '7H', 'QD', '4S', '9H')
    const st = startRound(rules, shoe, 0, [{ bet: 10 }])
    const before = publicView(st)
    expect(before.dealer.cards).toEqual(['6C', null])
    expect(before.dealer.total).toBe(6)
    const text = JSON.stringify(before)
    for (const secret of ['QD', '4S', '9H']) expect(text).not.toContain(secret)
    expect(before.legal).toEqual(['hit', 'stand', 'double', 'surrender'])
    expect(before.refused.map((r) => r.move)).toEqual(['split'])
    expect(before.refused[0].reason).toMatch(/not the same value/)
    applyMove(st, { action: 'stand' })
    const after = publicView(st)
    expect(after.dealer.cards).toEqual(['6C', 'QD', '4S'])
    expect(after.seats[0].hands[0].outcome).toBe('lose')
    expect(after.seats[0].net).toBe(-10)
    expect(JSON.stringify(after)).not.toContain('9H')
  })

  it('shows no hole card at all under ENHC, and the upcard only', () => {
    const st = startRound(resolveRules({ holeCard: 'enhc' }), shoeOf('TS', '6C', '7H', 'QD'), 0, [{ bet: 10 }])
    expect(publicView(st).dealer.cards).toEqual(['6C'])
    expect(JSON.stringify(publicView(st))).not.toContain('QD')
  })

  it('offers insurance with its largest stake under an ace, and even money to a natural', () => {
    const st = startRound(resolveRules({}), shoeOf('AS', 'AD', 'KH', '9S', '5C'), 0, [{ bet: 25 }])
    const v = publicView(st)
    expect(v.phase).toBe('insurance')
    expect(v.legal).toEqual(['insure', 'even-money', 'decline'])
    expect(v.maxInsurance).toBe(12.5)
    expect(v.dealer.cards).toEqual(['AD', null])
  })
})

describe('live shoe: cut card, burn, reshuffle', () => {
  it('burns after a shuffle, and reshuffles only after the round that reached the cut card', () => {
    const rules = resolveRules({ decks: 1, penetration: 0.25, burn: 2 })
    const rng = Xoshiro128ss.fromSeed('live')
    let shoe = freshShoe(rules, rng)
    expect(shoe.pos).toBe(2)
    expect(shoe.cut).toBe(13)
    const first = shoe.cards.slice(0, 3).map(formatCard)
    let rounds = 0
    while (!shoe.due) {
      const st = startRound(rules, shoe.cards, shoe.pos, [{ bet: 10 }])
      while (st.phase !== 'settled') applyMove(st, { action: st.phase === 'play' ? 'stand' : 'decline' })
      shoe = shoeAfterRound(shoe, st)
      rounds++
      expect(shoe.due).toBe(shoe.pos > 13)
    }
    expect(rounds).toBeGreaterThan(1)
    const next = shoeForNextRound(shoe, rules, rng)
    expect(next).not.toBe(shoe)
    expect(next.pos).toBe(2)
    expect(next.cards.slice(0, 3).map(formatCard)).not.toEqual(first)
    expect(shoeForNextRound(next, rules, rng)).toBe(next)
  })
})
