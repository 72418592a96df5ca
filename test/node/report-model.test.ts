import { describe, expect, it } from 'vitest'
import { EXTRA_TAGS } from '../../src/assignment/assignment.ts'
import { renderText } from '../../src/conformance/render-text.ts'
import { allPassed, BASE_TAGS, buildReport, countsLine } from '../../src/conformance/report.ts'
import { SUITE_VERSION } from '../../src/conformance/suite.ts'
import { sampleReport } from './report-fixtures.ts'

describe('the result model', () => {
  it('counts a case in each of its parts, skipped cases in the denominator, each case once in the total', () => {
    const r = sampleReport()
    const dealer = r.parts.find((p) => p.tag === 'dealer')!
    expect(dealer).toMatchObject({ passed: 1, failed: 1, errors: 1, skipped: 0, graded: 3, total: 3, kind: 'base' })
    expect(r.parts.find((p) => p.tag === 'hit-stand')).toMatchObject({ passed: 1, total: 1, score: 1 })
    expect(r.totals).toMatchObject({ passed: 1, failed: 1, skipped: 1, errors: 1, graded: 3, total: 4 })
    // A skipped case earns nothing: it stays in the count the fraction is taken of.
    expect(r.totals.score).toBeCloseTo(1 / 4)
    expect(r.parts.find((p) => p.tag === 'split')).toMatchObject({ kind: 'extra', total: 1, skipped: 1, score: 0 })
  })

  it("scores each part as points x passed / cases, out of the required parts' maximum", () => {
    const r = sampleReport()
    // The default assignment: 7 required parts of 10 points, 8 extra-credit items of 3.
    expect(r.points.max).toBe(70)
    expect(r.points.extra).toBe(24)
    const earned = (tag: string) => r.parts.find((p) => p.tag === tag)!.earned
    expect(earned('dealer')).toBe(3.33) // 10 x 1/3
    expect(earned('hit-stand')).toBe(10)
    expect(earned('deal')).toBe(0)
    expect(earned('split')).toBe(0)
    expect(r.points.earned).toBe(13.33)
    expect(r.points.required).toBe(13.33)
  })

  it('lists every part of the assignment in the contract order, base first, and carries the suite version', () => {
    const r = sampleReport()
    expect(r.parts.map((p) => p.tag)).toEqual([...BASE_TAGS, ...EXTRA_TAGS])
    expect(BASE_TAGS).toEqual(['shuffle', 'deal', 'values', 'dealer', 'hit-stand', 'shoe', 'errors'])
    expect(r.suiteVersion).toBe(SUITE_VERSION)
    expect(r.protocol).toBe(1)
  })

  it('passes a run only when something was graded and nothing failed or errored', () => {
    expect(allPassed(sampleReport())).toBe(false)
    const { assignment: _a, notes: _n, points: _p, ...meta } = sampleReport()
    const onlySkipped = buildReport(
      meta,
      sampleReport().cases.filter((c) => c.verdict === 'skipped'),
    )
    expect(allPassed(onlySkipped)).toBe(false)
    expect(
      allPassed(
        buildReport(
          meta,
          sampleReport().cases.filter((c) => c.verdict === 'pass'),
        ),
      ),
    ).toBe(true)
  })
})

describe('the text report', () => {
  it("ends with the counts line, shows each failure's input and diff, and groups skip reasons", () => {
    const text = renderText(sampleReport())
    const lines = text.trimEnd().split('\n')
    expect(lines.at(-1)).toBe('1 passed, 1 failed, 1 skipped, 1 errors')
    expect(lines.at(-1)).toBe(countsLine(sampleReport().totals))
    expect(text).toContain(':( b-fail [dealer]')
    expect(text).toContain('input shoe ["TS","6D","8H","AC"]')
    expect(text).toContain('dealer.total: expected 17, got 18')
    expect(text).toContain(':! gen-x-1 [deal, dealer]')
    expect(text).toContain('malformed JSON: the answer is not valid JSON')
    expect(text).toContain(':| 1 case: needs the "split" feature')
    expect(text).not.toContain('\x1b[')
  })

  it('colours verdicts only when asked', () => {
    expect(renderText(sampleReport(), { colour: true })).toContain('\x1b[31m:(\x1b[0m')
  })
})
