import { describe, expect, it } from 'vitest'
import { DEFAULT_RULES, type Rules } from '../../src/engine/rules.ts'
import type { Features } from '../../src/table/config.ts'
import { PRESETS } from '../../src/table/presets.ts'
import { rulesSummary, tableMoves } from '../../src/views/rules-summary.ts'
import { createForm, soloTable, stack, tableState, text } from './table-helpers.ts'

const ALL: Features = {
  multiplayer: true,
  surrender: true,
  double: true,
  split: true,
  betting: true,
  naturals: true,
  insurance: true,
  evenMoney: true,
}
const summary = (r: Partial<Rules>, f: Partial<Features> = {}) =>
  rulesSummary({ ...DEFAULT_RULES, ...r }, { ...ALL, ...f }).join(' · ')

describe('the house-rules summary', () => {
  it('names every option that changes play', () => {
    const words = summary({
      doubleForLess: true,
      resplitAces: true,
      hitSplitAces: true,
      surrenderAfterSplit: true,
      burn: 2,
      peekTen: true,
    })
    for (const phrase of [
      'for less too',
      'aces may be resplit',
      'split aces may be hit',
      'late surrender, after splits too',
      '2 cards burned after each shuffle',
      'dealer peeks for blackjack under an ace or a ten',
    ])
      expect(words).toContain(phrase)
    const plain = summary({ peekTen: false, resplitAces: false, hitSplitAces: false, burn: 0 })
    expect(plain).toContain('dealer peeks for blackjack under an ace ·')
    expect(plain).toContain('no resplitting aces')
    expect(plain).toContain('one card to each split ace')
    expect(plain).not.toContain('burned')
  })

  it('never mentions a peek for blackjack on a table with blackjacks off', () => {
    const words = summary({ naturals: false, insurance: false, evenMoney: false })
    expect(words).not.toMatch(/peek|hole card|blackjack pays/)
    expect(words).toContain('no special blackjacks')
  })
})

describe('the moves a table has', () => {
  it('is hit and stand only when every feature is off', () => {
    const r = { ...DEFAULT_RULES, double: 'none', split: false, surrender: 'none', naturals: false } as const
    expect(tableMoves({ ...r, insurance: false, evenMoney: false })).toEqual(['hit', 'stand'])
  })

  it('has "no thanks" under early surrender even without insurance', () => {
    expect(tableMoves({ ...DEFAULT_RULES, surrender: 'early', insurance: false })).toContain('decline')
  })
})

describe('the table page in plain words', () => {
  it('lists shortcuts and "not offered" reasons only for the features the table has', async () => {
    const { id, ann } = await soloTable(createForm({}, []))
    const page = text(await ann.get(`/t/${id}`))
    expect(page).toMatch(/Keyboard H hit · S stand\b/)
    expect(page).not.toMatch(/\b[DPRIEN] (double|split|surrender|insure|take even money|no thanks)\b/)
    await stack(id, ['8S', '6C', '8H', 'TD'])
    await ann.act(id, 'bet', {})
    expect(text(ann.html)).toContain('Your turn')
    expect(ann.html).not.toContain('Why other actions are not offered')
  })

  it("gives reasons without the contract's option names", async () => {
    const { id, ann } = await soloTable(createForm({ double: '10-11' }))
    // 9-7 (16): doubling needs a hard 10 or 11.
    await stack(id, ['9S', '6C', '7H', 'TD'])
    await ann.act(id, 'bet', { amount: '10' })
    const words = text(ann.html)
    expect(words).toContain('Double down: doubling is allowed only on a hard 10 to 11; this hand is 16')
    expect(words).not.toContain('rules.')
  })

  it('calls a natural Blackjack in the history, as the table does', async () => {
    const { id, ann } = await soloTable()
    await stack(id, ['AS', '9C', 'KH', '7D'])
    await ann.act(id, 'bet', { amount: '10' })
    const history = text(await ann.get(`/t/${id}/history`))
    expect(history).toMatch(/Seat 1 \(Ann\):.*Blackjack, blackjack \+\$15/)
    expect(history).not.toContain('soft 21')
  })

  it('offers chips the bankroll covers, and names the betting keys only on a table with betting', async () => {
    const plain = await soloTable(createForm({}, []))
    const none = await plain.ann.get(`/t/${plain.id}`)
    expect(none).not.toContain('class="chip"')
    expect(text(none)).not.toMatch(/bet a chip|repeat bet|double bet/)
    const { id, ann } = await soloTable(createForm({ bankroll: '30' }))
    const page = await ann.get(`/t/${id}`)
    const chips = [...page.matchAll(/<button[^>]*value="([\d.]+)"[^>]*class="chip"/g)].map((m) => m[1])
    expect(chips).toEqual(['5', '10', '25'])
    expect(text(page)).toMatch(/1 ?, 2 ?, … bet a chip · B repeat bet · X double bet/)
  })

  it('shows the bet limit the bankroll allows', async () => {
    const { id, ann } = await soloTable(createForm({ bankroll: '10' }))
    expect(text(await ann.get(`/t/${id}`))).toContain('Bet ($5 to $10)')
  })
})

describe('the turn clock', () => {
  it('is off on a table created with 0 seconds (the beginner preset): nothing stands by itself', async () => {
    const { id, ann } = await soloTable(createForm({ turnSeconds: '0' }, []))
    await stack(id, ['TS', '6C', '6H', 'TD'])
    await ann.act(id, 'bet', {})
    expect(text(ann.html)).toContain('Your turn')
    expect((await tableState(id)).deadline).toBeNull()
    expect(ann.html).not.toContain('data-deadline')
    expect(PRESETS.find((p) => p.id === 'beginner')?.settings.turnSeconds).toBe(0)
  })
})

describe('the hint', () => {
  it('shows basic strategy before the decision, from the hand and the upcard only, with the coach on', async () => {
    const { id, ann } = await soloTable(createForm({ coach: 'on' }))
    // Hard 20 (T-K) against a 6: every basic-strategy chart stands.
    await stack(id, ['TS', '6D', 'KH', 'TC'])
    await ann.act(id, 'bet', { amount: '10' })
    const words = text(ann.html)
    expect(words.match(/Hint.{0,120}/)?.[0]).toMatch(
      /^Hint \? Basic strategy: stand ?\. You have hard 20 against a 6\./,
    )
    expect(ann.html).not.toContain('data-card="TC"')
    const off = await soloTable(createForm({}))
    await stack(off.id, ['TS', '6D', 'KH', 'TC'])
    await off.ann.act(off.id, 'bet', { amount: '10' })
    expect(text(off.ann.html)).not.toContain('Hint')
  })
})

describe('a settled round in words', () => {
  // Stacked shoes deal in contract order: seat card, dealer upcard, seat card, hole card, then draws.
  it('says a push gives the bet back (not "You $0") and that "no bet yet" is about the next round', async () => {
    const { id, ann } = await soloTable()
    expect(text(ann.html)).toMatch(/No bet yet(?! for)/)
    await stack(id, ['TS', 'TH', 'KC', 'QD'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'stand' })
    const t = text(ann.html)
    expect(t).toContain('Round 1 is settled. Push: you get your bet back. Place bets for the next round.')
    expect(t).not.toContain('You $0')
    expect(t).toContain('No bet yet for the next round')
  })

  it('says a split that won one hand and lost the other breaks even', async () => {
    const { id, ann } = await soloTable()
    // 8s against a 9 and a ten (19): the first 8 draws a ten (18, loses), the second a 3 and a ten (21, wins).
    await stack(id, ['8S', '9H', '8C', 'TD', 'TC', '3S', 'TH'])
    await ann.act(id, 'bet', { amount: '10' })
    await ann.act(id, 'act', { move: 'split' })
    await ann.act(id, 'act', { move: 'stand' })
    await ann.act(id, 'act', { move: 'hit' })
    const t = text(ann.html)
    expect(t).toContain('Win +$10')
    expect(t).toContain('Lose −$10')
    expect(t).toContain('Round 1 is settled. You break even. Place bets for the next round.')
  })
})
