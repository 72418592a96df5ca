import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { runCase } from '../../src/engine/case.ts'
import { generateCases } from '../../src/engine/generator.ts'
import { TAGS } from '../../src/engine/protocol.ts'

/** A digest of cases without error messages: wording may improve, cards and scripts may not change. */
const digest = (x: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(x, (key, value) => (key === 'message' ? undefined : value)))
    .digest('hex')

describe('seeded case generator', () => {
  it('is deterministic across runs and versions (golden digest)', () => {
    // If this changes, every generated case instructors pinned changes: bump SUITE_VERSION's major.
    expect(digest(generateCases('golden', 40))).toBe(GOLDEN_DIGEST)
  })

  it('case i does not depend on how many cases are asked for', () => {
    expect(generateCases('prefix', 5)).toEqual(generateCases('prefix', 12).slice(0, 5))
  })

  it('every case replays to its own expectation and validates as a case', () => {
    for (const c of generateCases('replay', 200)) {
      const { expect: want, ...request } = c
      expect(runCase(request)).toEqual(want)
    }
  })

  it('exercises every tag but shuffle, and every error code, within 2,000 cases', () => {
    const cases = generateCases('coverage', 2000)
    const tags = new Set(cases.flatMap((c) => c.tags))
    for (const tag of TAGS.filter((t) => t !== 'shuffle')) expect(tags.has(tag), tag).toBe(true)
    const codes = new Set(cases.map((c) => (c.expect as { error?: { code: string } }).error?.code).filter(Boolean))
    expect([...codes].sort()).toEqual([
      'illegal-action',
      'invalid-bet',
      'invalid-case',
      'invalid-rules',
      'invalid-shoe',
      'missing-action',
      'shoe-exhausted',
    ])
  })

  it('plays every case under given rules when asked', () => {
    for (const c of generateCases('fixed', 50, { rules: { decks: 2, hitSoft17: true }, errorRate: 0 })) {
      expect(c.rules).toEqual({ decks: 2, hitSoft17: true })
      expect('error' in (c.expect as object)).toBe(false)
    }
  })
})

const GOLDEN_DIGEST = '84d8fca87d3d4088421fef93019d3bdde10d93e8205d33dc7114230eb17d1b22'
