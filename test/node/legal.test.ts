import { describe, expect, it } from 'vitest'
import { parseCard } from '../../src/engine/cards.ts'
import { refusal } from '../../src/engine/legal.ts'
import { legalMask, legalMoves, MOVE_BIT, PHASE_MOVES, refusalCode } from '../../src/engine/legal-moves.ts'
import { applyMove } from '../../src/engine/play.ts'
import { startRound } from '../../src/engine/round.ts'
import { resolveRules } from '../../src/engine/rules.ts'
import type { Move, MoveName, RoundState } from '../../src/engine/state.ts'

/**
 * One statement of each legality rule: refusalCode gives the rule's code, refusal its sentence, and
 * the legal moves are exactly the moves without a code. The expected sentences are the contract's
 * rules in words (rulings 10–18), written here by hand.
 */

/** A one-seat round dealt from `cards` (player, upcard, player, hole card) after `moves`. */
function round(rules: Record<string, unknown>, cards: string[], moves: Move[] = [], bet = 10): RoundState {
  const st = startRound(resolveRules(rules), cards.map(parseCard), 0, [{ bet }])
  for (const m of moves) applyMove(st, m)
  return st
}

const filler = ['5S', '5H', '5D', '5C', '4S', '4H', '4D', '4C', '3S', '3H']

describe('each refusal has one code and one sentence', () => {
  const cases: [string, RoundState, MoveName, number | undefined, string, string][] = [
    [
      'settled',
      round({}, ['TS', '9H', 'TD', '8C', ...filler], [{ action: 'stand' }]),
      'hit',
      undefined,
      'round-over',
      'the round is over',
    ],
    [
      'wrong step',
      round({}, ['TS', 'AH', 'TD', '8C', ...filler]),
      'hit',
      undefined,
      'not-this-step',
      '"hit" is not a decision of the insurance step',
    ],
    [
      'even money without a natural',
      round({}, ['TS', 'AH', 'TD', '8C', ...filler]),
      'even-money',
      undefined,
      'no-even-money',
      'even money is offered only to a natural under an ace',
    ],
    [
      'no stake',
      round({}, ['TS', 'AH', 'TD', '8C', ...filler]),
      'insure',
      undefined,
      'insurance-stake',
      'an insurance stake must be a positive amount in whole cents',
    ],
    [
      'stake over half',
      round({}, ['TS', 'AH', 'TD', '8C', ...filler]),
      'insure',
      6,
      'insurance-over-half',
      'insurance is at most half the bet (5)',
    ],
    [
      'double off',
      round({ double: 'none' }, ['5S', '9H', '6D', '8C', ...filler]),
      'double',
      undefined,
      'double-off',
      'doubling is off at this table (rules.double is "none")',
    ],
    [
      'double on three cards',
      round({}, ['2S', '9H', '3D', '8C', ...filler], [{ action: 'hit' }]),
      'double',
      undefined,
      'double-two-cards',
      'a hand may double only on its first two cards',
    ],
    [
      'double a soft 18 under 9-11',
      round({ double: '9-11' }, ['AS', '9H', '7D', '8C', ...filler]),
      'double',
      undefined,
      'double-total',
      'doubling is allowed only on a hard 9 to 11 (rules.double is "9-11"); this hand is soft 18',
    ],
    [
      'double over the bet',
      round({}, ['5S', '9H', '6D', '8C', ...filler]),
      'double',
      11,
      'double-amount',
      "a double must add more than 0 and at most the hand's bet (10), in whole cents",
    ],
    [
      'double for less',
      round({}, ['5S', '9H', '6D', '8C', ...filler]),
      'double',
      5,
      'double-for-less-off',
      'doubling for less is off (rules.doubleForLess is false)',
    ],
    [
      'split off',
      round({ split: false }, ['8S', '9H', '8D', '8C', ...filler]),
      'split',
      undefined,
      'split-off',
      'splitting is off at this table (rules.split is false)',
    ],
    [
      'split a non-pair',
      round({}, ['8S', '9H', '7D', '8C', ...filler]),
      'split',
      undefined,
      'split-not-pair',
      'the two cards are not the same value',
    ],
    [
      'split K-Q by rank',
      round({ splitBy: 'rank' }, ['KS', '9H', 'QD', '8C', ...filler]),
      'split',
      undefined,
      'split-not-pair',
      'the two cards are not the same rank (rules.splitBy is "rank")',
    ],
    [
      'split past maxHands',
      round({ maxHands: 2 }, ['8S', '9H', '8D', '7C', '8H', ...filler], [{ action: 'split' }]),
      'split',
      undefined,
      'split-max-hands',
      'this seat already holds 2 hands, the most allowed (rules.maxHands)',
    ],
    [
      'resplit aces',
      round({ hitSplitAces: true }, ['AS', '9H', 'AD', '7C', 'AH', ...filler], [{ action: 'split' }]),
      'split',
      undefined,
      'resplit-aces-off',
      'split aces may not be resplit (rules.resplitAces is false)',
    ],
    [
      'hit split aces that may resplit',
      round({ resplitAces: true }, ['AS', '9H', 'AD', '7C', 'AH', ...filler], [{ action: 'split' }]),
      'hit',
      undefined,
      'split-aces-locked',
      'split aces may only be resplit or stood on',
    ],
    [
      'surrender off',
      round({ surrender: 'none' }, ['TS', '9H', '6D', '8C', ...filler]),
      'surrender',
      undefined,
      'surrender-off',
      'surrender is off at this table (rules.surrender is "none")',
    ],
    [
      'surrender after a hit',
      round({}, ['2S', '9H', '3D', '8C', ...filler], [{ action: 'hit' }]),
      'surrender',
      undefined,
      'surrender-not-first',
      "surrender must be the hand's first decision",
    ],
    [
      'surrender a split hand',
      round({}, ['8S', '9H', '8D', '7C', '3H', ...filler], [{ action: 'split' }]),
      'surrender',
      undefined,
      'surrender-after-split-off',
      'a hand made by splitting may not surrender (rules.surrenderAfterSplit is false)',
    ],
    [
      'late surrender under early',
      round({ surrender: 'early' }, ['TS', '9H', '6D', '8C', ...filler], [{ action: 'decline' }]),
      'surrender',
      undefined,
      'early-surrender-before-peek',
      'under early surrender the dealt hand may surrender only before the peek',
    ],
  ]
  for (const [name, st, move, amount, code, sentence] of cases) {
    it(`${name}: ${code}`, () => {
      expect(refusalCode(st, move, amount)).toBe(code)
      expect(refusal(st, move, amount)).toBe(sentence)
      if (amount === undefined && move !== 'insure' && st.phase !== 'settled')
        expect(legalMask(st) & MOVE_BIT[move]).toBe(0)
    })
  }

  it('a double or an insurance stake of less than a cent is refused, not played for nothing', () => {
    const play = round({ doubleForLess: true }, ['5S', '9H', '6D', '8C', ...filler])
    expect(refusalCode(play, 'double', 1e-9)).toBe('double-amount')
    const ins = round({}, ['TS', 'AH', 'TD', '8C', ...filler])
    expect(refusalCode(ins, 'insure', 1e-9)).toBe('insurance-stake')
  })

  it('the legal moves are exactly the moves of the step without a code', () => {
    const st = round({}, ['8S', '9H', '8D', '7C', ...filler])
    const open = PHASE_MOVES.play.filter((m) => refusalCode(st, m) === null)
    expect(open).toEqual(['hit', 'stand', 'double', 'split', 'surrender'])
    expect(legalMoves(st)).toEqual(open)
  })
})
