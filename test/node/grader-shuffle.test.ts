import { describe, expect, it } from 'vitest'
import { ASSUME_ALL, parseHello, skipReason } from '../../src/conformance/capabilities.ts'
import { chiSquarePValue } from '../../src/conformance/chi-square.ts'
import { addShuffleReply, judgeTally, newTally, shuffleRequest } from '../../src/conformance/shuffle-stats.ts'
import { formatCard } from '../../src/engine/cards.ts'

const ok = (answer: unknown) => ({ ok: true as const, answer, ms: 0 })

describe('the chi-square p-value', () => {
  it('matches known values of the distribution', () => {
    expect(chiSquarePValue(3.841, 1)).toBeCloseTo(0.05, 3)
    expect(chiSquarePValue(9.488, 4)).toBeCloseTo(0.05, 3)
    expect(chiSquarePValue(2601, 2601)).toBeCloseTo(0.496, 2)
    expect(chiSquarePValue(2601 + 4 * 72.1, 2601)).toBeLessThan(1e-4)
  })
})

describe('the shuffle uniformity test', () => {
  const deck = Array.from({ length: 52 }, (_, i) => formatCard(i))

  it('passes a perfectly balanced table (every card at every position equally often)', () => {
    const tally = newTally(520)
    for (let s = 0; s < 520; s++) addShuffleReply(tally, {}, ok({ shoe: deck.map((_, p) => deck[(p + s) % 52]) }))
    const first = deck
    const verdict = judgeTally(tally, 'x', ok({ shoe: first }))
    expect(verdict.verdict).toBe('pass')
    expect(verdict.actual).toMatchObject({ samples: 520, statistic: 0, df: 2601, pValue: 1 })
  })

  it('fails a shuffle that always returns the same order, naming the most lopsided cells', () => {
    const tally = newTally(300)
    for (let s = 0; s < 300; s++) addShuffleReply(tally, {}, ok({ shoe: deck }))
    const verdict = judgeTally(tally, 'x', ok({ shoe: deck }))
    expect(verdict.verdict).toBe('fail')
    expect(verdict.differences?.[1]).toMatchObject({ expected: 'about 5.8 times', actual: '300 times' })
  })

  it('fails a shoe that is not a full deck, and a seed that gives a different shoe the second time', () => {
    const short = newTally(300)
    addShuffleReply(short, shuffleRequest('s', 0), ok({ shoe: deck.slice(1) }))
    expect(judgeTally(short, 's', null)).toMatchObject({
      verdict: 'fail',
      differences: [{ path: 'shoe.length', expected: 52, actual: 51 }],
    })
    const tally = newTally(260)
    for (let s = 0; s < 260; s++) addShuffleReply(tally, {}, ok({ shoe: deck.map((_, p) => deck[(p + s) % 52]) }))
    const again = judgeTally(tally, 's', ok({ shoe: [...deck].reverse() }))
    expect(again.verdict).toBe('fail')
    expect(again.reason).toContain('gave a different shoe the second time')
  })

  it('reports a sample without an answer as an error of that kind', () => {
    const tally = newTally(300)
    addShuffleReply(tally, {}, { ok: false, kind: 'timeout', message: 'no answer within 5 ms', ms: 5 })
    expect(judgeTally(tally, 's', null)).toMatchObject({ verdict: 'error', errorKind: 'timeout' })
  })
})

describe('hello and skips (ruling 31)', () => {
  const dealerCase = { rules: { hitSoft17: true }, shoe: [], seats: [] }

  it('assumes everything without a usable hello', () => {
    for (const answer of [undefined, { error: { code: 'invalid-case' } }, { name: 'x' }, 'hello'])
      expect(parseHello(answer)).toEqual(ASSUME_ALL)
  })

  it('skips a case needing an undeclared feature or rule value, naming why', () => {
    const caps = parseHello({ name: 's', protocol: 1, features: ['dealer'], rules: { hitSoft17: [false] } })
    expect(skipReason(caps, ['dealer', 'split'], dealerCase)).toBe(
      'needs the "split" feature, which hello does not declare',
    )
    expect(skipReason(caps, ['dealer'], dealerCase)).toBe(
      'uses hitSoft17 = true, but hello declares only false for hitSoft17',
    )
    // Options left out of a present rules map support only their default.
    expect(skipReason(caps, ['dealer'], { rules: { decks: 2 } })).toBe(
      'uses decks = 2, but hello declares only the default for decks',
    )
    expect(skipReason(caps, ['dealer'], { rules: {} })).toBeNull()
  })

  it('reads numeric ranges, and never skips a case for a value the contract forbids (an errors case)', () => {
    const caps = parseHello({
      name: 's',
      protocol: 1,
      features: ['shuffle', 'errors'],
      rules: { decks: { min: 1, max: 2 } },
    })
    expect(skipReason(caps, ['shuffle'], { op: 'shuffle', decks: 2 })).toBeNull()
    expect(skipReason(caps, ['shuffle'], { op: 'shuffle', decks: 6 })).toContain('uses decks = 6')
    expect(skipReason(caps, ['errors'], { rules: { decks: 9 } })).toBeNull()
  })
})
