import { describe, expect, it } from 'vitest'
import { P_THRESHOLD, UNIFORMITY_ID } from '../../src/conformance/shuffle-stats.ts'
import { caseOf, gradeStudent, partOf } from './grader-helpers.ts'

describe('grading the sample students over the local-command transport', () => {
  it('passes the correct student 100%: every fixture, generated hands and the shuffle statistics', async () => {
    const report = await gradeStudent('correct', { count: 60, shuffles: 300 })
    expect(report.implementation).toMatchObject({ name: 'Sample student', declared: true })
    expect(report.totals).toMatchObject({ failed: 0, errors: 0, skipped: 0, score: 1 })
    expect(report.totals.passed).toBe(report.cases.length)
    expect(caseOf(report, UNIFORMITY_ID).verdict).toBe('pass')
    expect(report.complete).toBe(true)
  })

  it('pins "dealer hits soft 17 under S17" to the dealer part, with what should have happened', async () => {
    const report = await gradeStudent('dealer-hits-soft-17', { count: 0 })
    const c = caseOf(report, 'dealer-stands-on-soft-17')
    expect(c.verdict).toBe('fail')
    // The fixture holds only the cards S17 play uses: the extra hit runs the shoe dry.
    expect(c.differences?.[0]).toMatchObject({ path: 'error', actual: { code: 'shoe-exhausted' } })
    expect(partOf(report, 'dealer').failed).toBeGreaterThan(0)
    for (const tag of ['shuffle', 'values', 'errors', 'shoe']) expect(partOf(report, tag).failed).toBe(0)
  })

  it('pins "blackjack pays 1:1" to the blackjack part with a diff of the natural\'s net', async () => {
    const report = await gradeStudent('blackjack-pays-even', { count: 0 })
    const blackjack = partOf(report, 'blackjack')
    expect(blackjack.failed).toBeGreaterThan(blackjack.passed / 4)
    const failures = report.cases.filter((c) => c.verdict === 'fail')
    expect(failures.every((c) => c.tags.includes('blackjack') || c.tags.includes('even-money'))).toBe(true)
    // A 10 bet natural: 3:2 pays 15, the bug pays 10.
    const diffs = failures.flatMap((c) => c.differences ?? [])
    expect(diffs).toContainEqual({ path: 'seats[0].hands[0].net', expected: 15, actual: 10 })
    for (const tag of ['shuffle', 'values', 'errors', 'shoe']) expect(partOf(report, tag).failed).toBe(0)
  })

  it('pins "split aces draw more cards" to the split part', async () => {
    const report = await gradeStudent('split-aces-draw-more', { count: 0 })
    expect(caseOf(report, 'split-aces-get-one-card-each').verdict).toBe('fail')
    const failures = report.cases.filter((c) => c.verdict === 'fail')
    expect(failures.length).toBeGreaterThan(0)
    expect(failures.every((c) => c.tags.includes('split'))).toBe(true)
  })

  it('pins "insurance paid 1:1" to the insurance part with a diff of the insurance net', async () => {
    const report = await gradeStudent('insurance-pays-even', { count: 0 })
    const c = caseOf(report, 'insurance-half-bet-wins-2-to-1-on-dealer-natural')
    expect(c.differences).toContainEqual({ path: 'seats[0].insurance.net', expected: 10, actual: 5 })
    const failures = report.cases.filter((x) => x.verdict === 'fail')
    expect(failures.every((x) => x.differences?.some((d) => d.path.includes('insurance')))).toBe(true)
    expect(partOf(report, 'insurance').failed).toBeGreaterThan(0)
  })

  it('fails the sort-based shuffle on the chi-square while every shuffle is a full deck', async () => {
    const report = await gradeStudent('sort-shuffle', { count: 0, shuffles: 1000, tags: ['shuffle'] })
    const stats = caseOf(report, UNIFORMITY_ID)
    expect(stats.verdict).toBe('fail')
    expect((stats.actual as { pValue: number }).pValue).toBeLessThan(P_THRESHOLD)
    expect(stats.reason).toContain('cards do not land uniformly')
    expect(stats.differences?.[0].path).toBe('chi-square p-value')
    // The ten shuffle fixtures (full decks, errors) still pass: only uniformity is wrong.
    expect(partOf(report, 'shuffle')).toMatchObject({ passed: 10, failed: 1 })
  })

  it('names a crash, keeps its stderr, and restarts the program for the next case', async () => {
    const report = await gradeStudent('crash-on-rounds', { count: 0, tags: ['shoe'] })
    const crashed = report.cases.filter((c) => c.errorKind === 'crash')
    expect(crashed.length).toBeGreaterThan(0)
    expect(crashed.every((c) => 'rounds' in (c.request as object))).toBe(true)
    expect(crashed[0].reason).toContain("TypeError: Cannot read properties of undefined (reading 'length')")
    const single = report.cases.filter((c) => !('rounds' in (c.request as object)))
    expect(single.length).toBeGreaterThan(0)
    expect(single.every((c) => c.verdict === 'pass')).toBe(true)
  })

  it('marks a hang as a timeout, kills it and goes on with the next case', async () => {
    const report = await gradeStudent('hang-on-upfront', { count: 0, tags: ['split'], caseTimeoutMs: 1_500 })
    const timedOut = report.cases.filter((c) => c.verdict === 'error')
    expect(timedOut.length).toBeGreaterThan(0)
    expect(timedOut.every((c) => c.errorKind === 'timeout')).toBe(true)
    expect(timedOut.every((c) => JSON.stringify(c.request).includes('"splitDeal":"upfront"'))).toBe(true)
    expect(timedOut[0].reason).toContain('no answer within 1500 ms')
    expect(report.cases.filter((c) => c.verdict === 'pass').length).toBeGreaterThan(20)
  })

  it('skips undeclared extra credit, naming the reason; a skipped case earns nothing and lowers no required part', async () => {
    const report = await gradeStudent('base-only', { count: 20 })
    expect(report.implementation.features).toEqual([
      'shuffle',
      'deal',
      'values',
      'dealer',
      'hit-stand',
      'shoe',
      'errors',
    ])
    expect(partOf(report, 'split')).toMatchObject({ passed: 0, failed: 0, errors: 0, score: 0, earned: 0 })
    const split = caseOf(report, 'split-aces-get-one-card-each')
    expect(split).toMatchObject({
      verdict: 'skipped',
      reason: 'needs the "split" feature, which hello does not declare',
    })
    // Required parts are graded whatever hello declares: no case of them is skipped for a rule value.
    expect(report.cases.some((c) => c.verdict === 'skipped' && c.reason?.startsWith('uses '))).toBe(false)
    expect(report.totals).toMatchObject({ failed: 0, errors: 0 })
    expect(report.totals.skipped).toBeGreaterThan(100)
    // Every required part is whole; the extra credit earns nothing.
    expect(report.points).toMatchObject({ required: 70, earned: 70, max: 70 })
  })
})
