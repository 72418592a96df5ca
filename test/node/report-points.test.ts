import { describe, expect, it } from 'vitest'
import type { Assignment } from '../../src/assignment/assignment.ts'
import { renderGradescope, splitCents } from '../../src/conformance/render-gradescope.ts'
import { renderJunit } from '../../src/conformance/render-junit.ts'
import { renderText } from '../../src/conformance/render-text.ts'
import { buildReport, type CaseResult } from '../../src/conformance/report.ts'

const request = { rules: {}, shoe: ['TS', '6D', '8H', 'AC'], seats: [{ bet: 10, actions: ['stand'] }] }

function cases(tag: string, n: number, passed: number, hidden = false): CaseResult[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${tag}-${hidden ? 'h' : 'p'}${i}`,
    title: tag,
    tags: [tag],
    source: 'generated' as const,
    request,
    expected: {},
    verdict: i < passed ? ('pass' as const) : ('fail' as const),
    ...(i < passed ? {} : { reason: 'wrong' }),
    ...(hidden ? { hidden: true } : {}),
  }))
}

const meta = {
  implementation: { name: 'p', target: 'p', declared: true, features: null, rules: null },
  seed: 's',
  count: 0,
  tags: null,
  rules: null,
  startedAt: '2026-01-02T03:04:05.000Z',
  durationMs: 1,
  complete: true,
}

/** 20 required points and 6 of extra credit, everything passed: 26 earned of a 20-point maximum. */
function fullMarks() {
  const assignment: Assignment = {
    title: 'a',
    hands: 0,
    seed: 's',
    parts: {
      deal: { points: 10 },
      dealer: { points: 10 },
      surrender: { points: 3, extraCredit: true },
      insurance: { points: 3, extraCredit: true },
    },
  }
  const all = [
    ...cases('deal', 4, 4),
    ...cases('dealer', 4, 4),
    ...cases('surrender', 2, 2),
    ...cases('insurance', 2, 2),
  ]
  return buildReport({ ...meta, assignment }, all)
}

describe('the grade with extra credit, the same words in every format', () => {
  it('says the required total out of its maximum, then the extra credit, never a share above 100 %', () => {
    const r = fullMarks()
    expect(r.points).toMatchObject({ earned: 26, required: 20, max: 20, extra: 6 })
    const line = '20 of 20 points (100%), plus 6 extra credit (of 6 on offer)'
    expect(renderText(r)).toContain(`score ${line}`)
    expect(renderGradescope(r).output).toContain(`score ${line}`)
    expect(renderJunit(r)).toContain(`name="score" value="${line}"`)
    expect(renderJunit(r)).toContain('name="requiredPoints" value="20"')
    expect(renderJunit(r)).toContain('name="extraCreditPoints" value="6"')
    for (const out of [renderText(r), renderGradescope(r).output, renderJunit(r)])
      for (const pct of out.matchAll(/([\d.]+)%/g)) expect(Number(pct[1])).toBeLessThanOrEqual(100)
    // Gradescope's score is the grade: both together.
    expect(renderGradescope(r).score).toBe(26)
  })

  it('says only the required points when no extra credit is on offer', () => {
    const assignment: Assignment = { title: 'a', hands: 0, seed: 's', parts: { deal: { points: 10 } } }
    const r = buildReport({ ...meta, assignment }, cases('deal', 8, 5))
    expect(renderText(r)).toContain('score 6.25 of 10 points (62.5%)\n')
  })
})

describe('Gradescope tests add up to the assignment exactly', () => {
  it('splits cents by largest remainder: the shares always sum to the total', () => {
    // 3 points over 1 and 7 cases: 0.375 and 2.625 each rounded alone are 0.38 + 2.63 = 3.01.
    expect(splitCents(3, [1, 7])).toEqual([0.38, 2.62])
    expect(splitCents(10, [7, 2])).toEqual([7.78, 2.22])
    expect(splitCents(10, [1, 1, 1])).toEqual([3.34, 3.33, 3.33])
    expect(splitCents(5, [0, 0])).toEqual([0, 0])
    for (const [total, a, b] of [
      [3, 1, 7],
      [1, 3, 5],
      [10, 3, 3],
      [7.5, 5, 3],
      [3, 8, 8],
    ])
      expect(Math.round(splitCents(total, [a, b]).reduce((s, x) => s + x, 0) * 100)).toBe(Math.round(total * 100))
  })

  it('gives per-test max_scores that sum to the assignment’s points and scores that sum to the grade', () => {
    // Parts whose public/hidden split lands on half cents (the 94.01 of a 94-point assignment).
    const assignment: Assignment = {
      title: 'a',
      hands: 1,
      seed: 's',
      hidden: { seed: 'h', hands: 7, visibility: 'after_published' },
      parts: {
        deal: { points: 3 },
        dealer: { points: 1 },
        surrender: { points: 3, extraCredit: true },
        insurance: { points: 1, extraCredit: true },
      },
    }
    const all = [
      ...cases('deal', 1, 1),
      ...cases('deal', 7, 7, true),
      ...cases('dealer', 3, 2),
      ...cases('dealer', 5, 4, true),
      ...cases('surrender', 8, 8),
      ...cases('surrender', 8, 3, true),
      ...cases('insurance', 1, 0),
      ...cases('insurance', 7, 5, true),
    ]
    const r = buildReport({ ...meta, assignment }, all)
    const gs = renderGradescope(r)
    const cents = (xs: number[]) => Math.round(xs.reduce((s, x) => s + x, 0) * 100)
    // 8 points on offer in all (4 required + 4 extra), exactly.
    expect(cents(gs.tests.map((t) => t.max_score))).toBe(800)
    expect(cents(gs.tests.map((t) => t.score))).toBe(Math.round(r.points.earned * 100))
    expect(gs.score).toBe(r.points.earned)
    for (const t of gs.tests) {
      expect(t.score, t.name).toBeLessThanOrEqual(t.max_score)
      if (t.status === 'passed') expect(t.score, t.name).toBe(t.max_score)
    }
    // Each part's two tests add up to the part's points.
    for (const p of r.parts) {
      const mine = gs.tests.filter((t) => t.tags[0] === p.tag)
      expect(cents(mine.map((t) => t.max_score)), p.tag).toBe(p.points * 100)
    }
  })
})
