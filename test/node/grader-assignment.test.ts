import { readFileSync } from 'node:fs'
import Ajv2020 from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { BASE_TAGS, DEFAULT_ASSIGNMENT, EXTRA_TAGS } from '../../src/assignment/assignment.ts'
import { ASSIGNMENT_PRESETS, presetAssignment } from '../../src/assignment/presets.ts'
import { parseAssignment } from '../../src/assignment/validate.ts'
import { resolveRules } from '../../src/engine/rules.ts'
import { effectiveRules } from '../../src/table/config.ts'
import { PRESETS } from '../../src/table/presets.ts'

const schema = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/schema/${name}`, import.meta.url), 'utf8'))
const ajv = new Ajv2020({ allErrors: true, strict: false })
ajv.addSchema(schema('result.schema.json'))
ajv.addSchema(schema('case.schema.json'))
const validSchema = ajv.compile(schema('assignment.schema.json'))

/** The example assignment, as an instructor would write it. */
const example = {
  title: 'Project 3: Blackjack',
  rules: { decks: 6, hitSoft17: false },
  parts: { deal: { points: 10 }, dealer: { points: 10 }, surrender: { points: 3, extraCredit: true } },
  hands: 200,
  seed: 'public-seed',
  hidden: { hands: 300, seed: 'instructor-only', visibility: 'after_due_date' },
}

describe('assignment files', () => {
  it('accepts the issue example, the default and every preset, by the code and by the committed JSON Schema', () => {
    for (const a of [example, DEFAULT_ASSIGNMENT, ...ASSIGNMENT_PRESETS.map(presetAssignment)]) {
      expect(validSchema(a), JSON.stringify(validSchema.errors)).toBe(true)
      expect(parseAssignment(a)).toEqual(a)
    }
  })

  it("defaults to the seeds' assignment: the base parts required, the eight extra-credit items optional", () => {
    const parts = DEFAULT_ASSIGNMENT.parts
    expect(Object.keys(parts)).toEqual([...BASE_TAGS, ...EXTRA_TAGS])
    expect(EXTRA_TAGS).toEqual([
      'multiplayer',
      'surrender',
      'double',
      'split',
      'betting',
      'blackjack',
      'insurance',
      'even-money',
    ])
    for (const t of BASE_TAGS) expect(parts[t].extraCredit).toBeUndefined()
    for (const t of EXTRA_TAGS) expect(parts[t].extraCredit).toBe(true)
    expect(DEFAULT_ASSIGNMENT.rules).toBeUndefined() // random rules per hand, as before
  })

  it('refuses a bad assignment with a message naming the field and what is allowed (the schema agrees)', () => {
    const cases: [unknown, string][] = [
      [
        { ...example, hidden: { ...example.hidden, visibility: 'soon' } },
        'assignment field "hidden.visibility" is "soon"; it must be one of visible, after_due_date, after_published, hidden',
      ],
      [{ ...example, parts: { poker: { points: 1 } } }, 'assignment field "parts.poker"'],
      [
        { ...example, parts: { deal: { points: -1 } } },
        'assignment field "parts.deal.points" is -1; it must be a number from 0 to 1000',
      ],
      [{ ...example, parts: { deal: { points: 1, extra: true } } }, 'assignment field "parts.deal.extra"'],
      [{ ...example, hands: 2.5 }, 'assignment field "hands" is 2.5; it must be a whole number from 0 to 2000'],
      [{ ...example, seed: '' }, 'assignment field "seed"'],
      [{ ...example, note: 'x' }, 'assignment field "note" is "x"; it must be absent: the fields are title, rules'],
      [{ ...example, rules: { decks: 9 } }, 'assignment field "rules" is not valid: rules.decks is 9'],
      [{ ...example, shuffles: 100 }, 'assignment field "shuffles" is 100'],
      [{ ...example, title: undefined }, 'assignment field "title" is missing'],
    ]
    for (const [bad, message] of cases) {
      expect(() => parseAssignment(bad)).toThrow(message)
      expect(validSchema(bad), message).toBe(false)
    }
  })
})

describe("assignment presets match the game's table presets", () => {
  // Which parts each table switches off (src/table/presets.ts, read by hand).
  const off: Record<string, string[]> = {
    casino: [],
    online8: ['surrender', 'even-money'],
    rocket: ['surrender', 'double', 'insurance', 'even-money'],
    beginner: EXTRA_TAGS as string[],
  }

  it('offers one assignment per table preset', () => {
    expect(ASSIGNMENT_PRESETS).toEqual(PRESETS.map((p) => p.id))
    expect(Object.keys(off).sort()).toEqual([...ASSIGNMENT_PRESETS].sort())
  })

  for (const p of PRESETS)
    it(`${p.id}: plays the table's rules and leaves out the parts the table switches off`, () => {
      const a = presetAssignment(p.id)
      expect(resolveRules(a.rules)).toEqual(effectiveRules(p.settings))
      const want = [...BASE_TAGS, ...EXTRA_TAGS].filter((t) => !off[p.id].includes(t))
      expect(Object.keys(a.parts)).toEqual(want)
    })

  it('names the presets when asked for one that does not exist', () => {
    expect(() => presetAssignment('vegas')).toThrow(
      'there is no preset "vegas"; the presets are casino, online8, rocket, beginner',
    )
  })
})

describe('a pinned suite version', () => {
  it('refuses to grade by an assignment pinned to another major version, naming both', async () => {
    const { parseGradeArgs } = await import('../../src/cli/grade-args.ts')
    const { parseFlags } = await import('../../src/cli/args.ts')
    const flags = parseFlags(['--cmd', 'x'], ['--cmd'])
    const pinned = parseAssignment({ ...example, suiteVersion: '2.0.0' })
    expect(() => parseGradeArgs(flags, pinned)).toThrow(
      'the assignment is pinned to suite 2.0.0, but this grader has suite 1.',
    )
    expect(parseGradeArgs(flags, parseAssignment({ ...example, suiteVersion: '1.0.0' })).cmd).toBe('x')
  })
})
