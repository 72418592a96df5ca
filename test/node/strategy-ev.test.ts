import { describe, expect, it } from 'vitest'
import { parseCard } from '../../src/engine/cards.ts'
import { generateCases } from '../../src/engine/generator.ts'
import { refusal } from '../../src/engine/legal.ts'
import { legalMask, legalMoves, MOVE_BIT, PHASE_MOVES } from '../../src/engine/legal-moves.ts'
import { applyMove } from '../../src/engine/play.ts'
import { chooseMove } from '../../src/engine/policy.ts'
import { Xoshiro128ss } from '../../src/engine/random.ts'
import { startRound } from '../../src/engine/round.ts'
import { resolveRules } from '../../src/engine/rules.ts'
import { bestMove, moveCost } from '../../src/strategy/best-move.ts'
import { DealerGraph, dealerOutcomes, shoeCounts } from '../../src/strategy/dealer.ts'
import { expectedHands, UpcardContext } from '../../src/strategy/upcard.ts'

const cards = (...names: string[]) => names.map(parseCard)

describe('dealer probabilities (finite shoe, exact)', () => {
  it('6D S17 matches Farmer / Wizard Appendix 2: bust vs 6 = 0.42284; vs A bust 0.11547, natural 96/311', () => {
    const rules = resolveRules({ decks: 6 })
    expect(dealerOutcomes(shoeCounts(6, [6]), 6, rules)[5]).toBeCloseTo(0.42284, 5)
    const ace = dealerOutcomes(shoeCounts(6, [1]), 1, rules)
    expect(ace[5]).toBeCloseTo(0.11547, 5)
    expect(ace[6]).toBeCloseTo(96 / 311, 10)
    expect(ace.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
  })

  it('the folded graph gives the same stand values as the plain recursion', () => {
    const rules = resolveRules({ decks: 1, hitSoft17: true })
    for (const up of [1, 2, 6, 10]) {
      const shoe = shoeCounts(1, [up, 10, 6])
      const d = dealerOutcomes(shoe, up, rules)
      const left = shoe.reduce((a, b) => a + b, 0)
      const want = d[5] + d[0] + d[1] + d[2] + d[3] + d[4] - 2 * (d[0] + d[1] + d[2] + d[3] + d[4]) // 16 beats only a bust
      expect(new DealerGraph(up, rules).stand(shoe, left, 16)).toBeCloseTo(want, 12)
    }
  })
})

describe('player expected values', () => {
  it('1D H17 LS, 5,10 vs 10 (after the peek): stand −0.538433, hit −0.501091, double −1.002183 (Hoppe)', () => {
    const ctx = new UpcardContext(resolveRules({ decks: 1, hitSoft17: true, surrender: 'late' }), 10)
    const { evs } = ctx.firstMoves(5, 10)
    expect(evs.stand).toBeCloseTo(-0.538433, 6)
    expect(evs.hit).toBeCloseTo(-0.501091, 6)
    expect(evs.double).toBeCloseTo(-1.002183, 6)
    expect(evs.surrender).toBeCloseTo(-0.5, 12)
  })

  it('resplit approximation: with q = 0 two hands, with max 2 hands a drawn pair card stays', () => {
    expect(expectedHands(0, 4)).toEqual([2, 0])
    const [a, b] = expectedHands(0.1, 2)
    expect(a).toBeCloseTo(1.8, 12)
    expect(b).toBeCloseTo(0.2, 12)
    const [c, d] = expectedHands(0.1, 4)
    expect(c + d).toBeGreaterThan(2) // resplits add hands
  })

  it('ENHC charges doubles and splits to a dealer natural: 11 vs A doubles less than under peek', () => {
    const peek = new UpcardContext(resolveRules({ decks: 6, hitSoft17: true }), 1).firstMoves(5, 6).evs
    const enhc = new UpcardContext(resolveRules({ decks: 6, hitSoft17: true, holeCard: 'enhc', obo: false }), 1)
    const e = enhc.firstMoves(5, 6).evs
    expect(e.double as number).toBeLessThan(e.hit as number) // no OBO: hit 11 vs A under ENHC
    expect(peek.double as number).toBeGreaterThan(peek.hit as number)
  })
})

describe('bestMove (for the coach)', () => {
  const rules = { decks: 6, surrender: 'late' }
  it('picks the best legal move and prices the others', () => {
    const r = bestMove(rules, cards('TS', '6H'), parseCard('TD'), ['hit', 'stand', 'double', 'surrender'])
    expect(r.move).toBe('surrender')
    expect(moveCost(r, 'surrender')).toBe(0)
    expect(moveCost(r, 'stand')).toBeGreaterThan(0)
    const noSurrender = bestMove(rules, cards('TS', '6H'), parseCard('TD'), ['hit', 'stand'])
    expect(noSurrender.move).toBe('hit')
    expect(Object.keys(noSurrender.evs).sort()).toEqual(['hit', 'stand'])
  })

  it('three-card 16 vs T: stand beats hit (the known composition-dependent exception), 8,8 vs 6 splits', () => {
    expect(bestMove(rules, cards('4S', '5H', '7C'), parseCard('KD'), ['hit', 'stand']).move).toBe('stand')
    expect(bestMove(rules, cards('8S', '8H'), parseCard('6D'), ['hit', 'stand', 'double', 'split']).move).toBe('split')
  })

  it('insurance step: declines at 3:2, takes even money at 6:5', () => {
    expect(bestMove(rules, cards('AS', 'KH'), parseCard('AD'), ['insure', 'even-money', 'decline']).move).toBe(
      'decline',
    )
    const sixFive = bestMove({ ...rules, blackjackPays: '6:5' }, cards('AS', 'KH'), parseCard('AD'), [
      'even-money',
      'decline',
    ])
    expect(sixFive.move).toBe('even-money')
  })
})

describe('engine legality fast path (legalMask)', () => {
  it('equals the moves refusal() allows, on every decision of 400 generated rounds', () => {
    const rng = Xoshiro128ss.fromSeed('mask')
    let checked = 0
    for (const c of generateCases('mask', 400, { errorRate: 0 })) {
      const rules = resolveRules(c.rules as Record<string, unknown>)
      const shoe = ((c as { shoe?: string[] }).shoe ?? []).map(parseCard)
      const seats = ((c as { seats?: { bet: number }[] }).seats ?? []).map((s) => ({ bet: s.bet }))
      if (shoe.length === 0 || seats.length === 0) continue
      let st: ReturnType<typeof startRound>
      try {
        st = startRound(rules, shoe, 0, seats)
      } catch {
        continue
      }
      while (st.phase !== 'settled') {
        const slow = PHASE_MOVES[st.phase].filter((m) =>
          m === 'insure'
            ? refusal(st, m, Math.floor(st.seats[st.seat].bet / 2) / 100) === null && st.seats[st.seat].bet >= 2
            : refusal(st, m) === null,
        )
        expect(legalMoves(st)).toEqual(slow)
        for (const m of slow) expect(legalMask(st) & MOVE_BIT[m]).not.toBe(0)
        checked++
        try {
          applyMove(st, chooseMove(st, rng, 0.5))
        } catch {
          break
        }
      }
    }
    expect(checked).toBeGreaterThan(500)
  })
})

describe('bestMove at the early-surrender step', () => {
  it('surrenders hard 14 vs A before the peek, and declines with hard 20', () => {
    const rules = { decks: 6, surrender: 'early' }
    const r = bestMove(rules, cards('TS', '4H'), parseCard('AD'), ['surrender', 'decline'])
    expect(r.move).toBe('surrender')
    expect(r.evs.decline as number).toBeLessThan(-0.5)
    expect(bestMove(rules, cards('TS', 'KH'), parseCard('AD'), ['surrender', 'decline']).move).toBe('decline')
  })

  it('prices a split hand surrendering in play (early surrender, surrenderAfterSplit): −0.5, best for 16 vs T', () => {
    const rules = { decks: 6, surrender: 'early', surrenderAfterSplit: true }
    // A split 8 that drew a 8: hard 16 against a ten, after the peek. Stand and hit both lose more than half.
    const r = bestMove(rules, cards('8S', '8H'), parseCard('TD'), ['hit', 'stand', 'surrender'])
    expect(r.evs.surrender).toBe(-0.5)
    expect(r.evs.stand as number).toBeLessThan(-0.5)
    expect(r.evs.hit as number).toBeLessThan(-0.5)
    expect(r.move).toBe('surrender')
    expect(moveCost(r, 'stand')).toBeGreaterThan(0)
    // Without surrender among the legal moves nothing is invented.
    expect(bestMove(rules, cards('8S', '8H'), parseCard('TD'), ['hit', 'stand']).evs.surrender).toBeUndefined()
  })
})
