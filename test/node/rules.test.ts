import { describe, expect, it } from 'vitest'
import { bestTotal, cardsBest, formatCard, handTotal, parseCard } from '../../src/engine/cards.ts'
import { runCase } from '../../src/engine/case.ts'
import { cutCardPosition } from '../../src/engine/cut-card.ts'
import { DEFAULT_RULES, resolveRules } from '../../src/engine/rules.ts'
import { milsToAmount } from '../../src/engine/settle.ts'

const cards = (...xs: string[]) => xs.map(parseCard)
const errorOf = (c: unknown) => (runCase(c) as { error: { code: string; message: string } }).error

describe('cards', () => {
  it('round-trips every card string and refuses others', () => {
    for (let code = 0; code < 52; code++) expect(parseCard(formatCard(code))).toBe(code)
    for (const bad of ['10H', '1S', 'as', 'A', 'AX', 9, null]) expect(parseCard(bad)).toBe(-1)
  })

  it('totals per section 1 (seed 1.2 examples)', () => {
    expect(handTotal(cards('5S', '7S', '9S'))).toEqual({ total: 21, soft: false })
    expect(handTotal(cards('AS', '6S'))).toEqual({ total: 17, soft: true })
    expect(handTotal(cards('AS', '6S', '3S'))).toEqual({ total: 20, soft: true })
    expect(handTotal(cards('AS', '6S', '8S'))).toEqual({ total: 15, soft: false })
    expect(handTotal(cards('AS', '6S', 'TS'))).toEqual({ total: 17, soft: false })
    expect(handTotal(cards('AS', 'AH', 'AD', 'AC'))).toEqual({ total: 14, soft: true })
    expect(cardsBest(cards('KS', 'QS', '2S'))).toBe(22)
  })

  it('bestTotal counts one ace as 11 only while that keeps the hand at most 21 (section 1)', () => {
    expect(bestTotal(7, true)).toBe(17) // A,6
    expect(bestTotal(11, true)).toBe(21) // A,K: the largest hard total that still softens
    expect(bestTotal(12, true)).toBe(12) // A,A,K: 22 would bust, so the ace stays 1
    expect(bestTotal(11, false)).toBe(11)
    expect(bestTotal(25, false)).toBe(25)
  })
})

describe('rules', () => {
  it('fills every default of section 2', () => {
    expect(resolveRules({})).toEqual(DEFAULT_RULES)
  })

  it('names the key and the allowed values of a bad option', () => {
    expect(() => resolveRules({ decks: 9 })).toThrow(/rules\.decks is 9, but it must be a whole number from 1 to 8/)
    expect(() => resolveRules({ double: '9-10' })).toThrow(/rules\.double .* "any", "9-11", "10-11", "none"/)
    expect(() => resolveRules({ hitsoft17: true })).toThrow(/rules\.hitsoft17 is not a rule option/)
    expect(() => resolveRules({ minBet: 50, maxBet: 10 })).toThrow(/minBet \(50\) is above rules\.maxBet \(10\)/)
    expect(() => resolveRules({ minBet: 0.001 })).toThrow(/whole cents/)
  })

  it('places the cut card at floor(penetration × decks × 52), computed on the decimal', () => {
    expect(cutCardPosition({ ...DEFAULT_RULES })).toBe(234)
    expect(cutCardPosition({ ...DEFAULT_RULES, decks: 1, penetration: 0.7 })).toBe(36)
    expect(cutCardPosition({ ...DEFAULT_RULES, decks: 3, penetration: 0.333 })).toBe(51)
    expect(cutCardPosition({ ...DEFAULT_RULES, decks: 8, penetration: 0 })).toBe(0)
  })

  it('rounds money to cents with halves away from zero', () => {
    expect(milsToAmount(75_750)).toBe(75.75)
    expect(milsToAmount(75_75)).toBe(7.58)
    expect(milsToAmount(25)).toBe(0.03)
    expect(milsToAmount(-25)).toBe(-0.03)
    expect(milsToAmount(-24)).toBe(-0.02)
    expect(Object.is(milsToAmount(-4), 0)).toBe(true)
  })
})

describe('error messages say what, where and why', () => {
  const base = { shoe: ['TS', '9C', '7H', '8D', '5S'], seats: [{ bet: 10, actions: ['hit'] }] }

  it('points at the bad action string', () => {
    expect(errorOf({ ...base, seats: [{ bet: 10, actions: ['stand', 'hitt'] }] }).message).toMatch(
      /seats\[0\]\.actions\[1\] is "hitt"/,
    )
  })

  it('names an unknown case field and the fields a case has (contract section 4)', () => {
    expect(errorOf({ ...base, shoeCards: [] })).toMatchObject({
      code: 'invalid-case',
      message: expect.stringMatching(
        /unknown field "shoeCards"; a case has id, title, tags, rules, expect, and either shoe and seats or shoes and rounds/,
      ),
    })
  })

  it('points at the bad card', () => {
    expect(errorOf({ ...base, shoe: ['TS', '10C'] }).message).toMatch(/shoe\[1\] is "10C", not a card/)
  })

  it('says why an action is illegal and where', () => {
    const e = errorOf({ ...base, seats: [{ bet: 10, actions: ['split'] }] }) as unknown as Record<string, unknown>
    expect(e).toMatchObject({ code: 'illegal-action', seat: 0, hand: 0, action: 'split' })
    expect(e.message).toMatch(/not the same value/)
  })

  it('says which seat ran out of actions', () => {
    expect(errorOf({ ...base, seats: [{ bet: 10, actions: [] }] })).toMatchObject({
      code: 'missing-action',
      seat: 0,
      hand: 0,
    })
  })
})
