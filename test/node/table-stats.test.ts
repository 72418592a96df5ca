import { describe, expect, it } from 'vitest'
import { chipValues, roundRecord } from '../../src/table/stats.ts'
import type { HandView, SeatView, TableView } from '../../src/table/view.ts'

const hand = (outcome: HandView['outcome'], net: number): HandView =>
  ({
    cards: ['TS', '9H'],
    total: 19,
    soft: false,
    natural: false,
    bet: 1000,
    wager: 1000,
    doubled: false,
    outcome,
    net,
  }) as HandView

const seat = (over: Partial<SeatView>): SeatView =>
  ({
    index: 0,
    name: 'Ann',
    mine: true,
    bankroll: 101000,
    playing: true,
    hands: [],
    net: 0,
    coach: null,
    ...over,
  }) as SeatView

const table = (over: Partial<TableView> = {}): TableView =>
  ({ settled: 3, features: { betting: true }, ...over }) as TableView

describe('chipValues: the chips a seat may bet', () => {
  it('keeps the denominations within the limits and the bankroll', () => {
    expect(chipValues(5, 100, 100000)).toEqual([5, 10, 25, 50, 100])
    expect(chipValues(5, 100, 3000)).toEqual([5, 10, 25])
    expect(chipValues(1, 1000, null)).toEqual([1, 5, 10, 25, 50, 100, 500, 1000])
  })
  it('offers the minimum when no denomination fits, and nothing when the bankroll is below it', () => {
    expect(chipValues(7, 8, 100000)).toEqual([7])
    expect(chipValues(5, 100, 400)).toEqual([])
  })
})

describe('roundRecord: one seat in the settled round', () => {
  it('counts a split into a win and a loss, a blackjack and even money as wins and blackjacks', () => {
    const split = seat({ hands: [hand('win', 1000), hand('bust', -1000)], net: 0, bankroll: 100000 })
    expect(roundRecord(table(), split)).toEqual({
      round: 3,
      hands: 2,
      wins: 1,
      pushes: 0,
      losses: 1,
      blackjacks: 0,
      net: 0,
      bankroll: 100000,
      coach: null,
    })
    const bj = roundRecord(table(), seat({ hands: [hand('blackjack', 1500)], net: 1500 }))
    expect([bj?.wins, bj?.blackjacks, bj?.net]).toEqual([1, 1, 1500])
    const even = roundRecord(table(), seat({ hands: [hand('even-money', 1000)], net: 1000 }))
    expect([even?.wins, even?.blackjacks]).toEqual([1, 1])
    const gone = roundRecord(table(), seat({ hands: [hand('surrender', -500)], net: -500 }))
    expect([gone?.losses, gone?.pushes]).toEqual([1, 0])
  })
  it('has no money with betting off, and the coach counts when the coach is on', () => {
    const coach = { decisions: 4, correct: 3, cost: 0.2, costCents: 0, last: null }
    const r = roundRecord(
      table({ features: { betting: false } as TableView['features'] }),
      seat({ hands: [hand('push', 0)], coach }),
    )
    expect([r?.pushes, r?.net, r?.bankroll, r?.coach]).toEqual([1, null, null, [3, 4]])
  })
  it('is null before a round settles, for a seat that sat out, and for an empty seat', () => {
    expect(roundRecord(table({ settled: null }), seat({ hands: [hand(null, 0)] }))).toBeNull()
    expect(roundRecord(table(), seat({ playing: false }))).toBeNull()
    expect(roundRecord(table(), seat({ name: null }))).toBeNull()
  })
})
