import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import { XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { parseAssignment } from '../../src/assignment/validate.ts'
import { planCases } from '../../src/conformance/plan.ts'
import { ROOT, runGrade, student } from './grader-helpers.ts'

const dir = mkdtempSync(join(tmpdir(), 'bj-assignment-'))
const schema = JSON.parse(readFileSync(join(ROOT, 'fixtures/schema/gradescope-results.schema.json'), 'utf8'))
const validGradescope = new Ajv2020({ allErrors: true, strict: false }).compile(schema)

const HIDDEN_SEED = 'instructor-only-7f3a'
/** A small assignment with hidden hands, written as an instructor would. */
const assignment = {
  title: 'Project 3: Blackjack',
  parts: {
    deal: { points: 10 },
    dealer: { points: 10 },
    'hit-stand': { points: 10 },
    values: { points: 10 },
    blackjack: { points: 5, extraCredit: true },
    multiplayer: { points: 3, extraCredit: true },
    betting: { points: 3, extraCredit: true },
  },
  hands: 30,
  seed: 'public-seed',
  hidden: { hands: 60, seed: HIDDEN_SEED, visibility: 'after_due_date' },
  shuffles: 0,
}
const file = join(dir, 'assignment.json')
writeFileSync(file, JSON.stringify(assignment))

/** The score line's points, required plus extra credit: "score 40 of 40 points (100%), plus 21.5 extra credit …". */
const textPoints = (text: string) => {
  const m = /^score ([\d.]+) of [\d.]+ points(?:[^\n]*?, plus ([\d.]+) extra credit)?/m.exec(text)
  return m ? Math.round((Number(m[1]) + Number(m[2] ?? 0)) * 100) / 100 : Number.NaN
}

describe('blackjack grade --assignment', () => {
  it('gives the same points in text, JSON, JUnit and Gradescope; Gradescope is valid against its published spec', async () => {
    const run = (format: string) =>
      runGrade(['--cmd', student('blackjack-pays-even'), '--assignment', file, '--format', format])
    const [text, json, junit, gs] = await Promise.all(['text', 'json', 'junit', 'gradescope'].map(run))
    const points = textPoints(text.stdout)
    expect(points).toBeGreaterThan(0)
    expect(JSON.parse(json.stdout).points.earned).toBe(points)
    expect(XMLValidator.validate(junit.stdout)).toBe(true)
    expect(junit.stdout).toContain(`<property name="points" value="${points}"/>`)
    const results = JSON.parse(gs.stdout)
    expect(validGradescope(results), JSON.stringify(validGradescope.errors)).toBe(true)
    expect(results.score).toBe(points)
    const hidden = results.tests.filter((t: { name: string }) => t.name.endsWith('hidden hands'))
    expect(hidden.length).toBe(7)
    expect(hidden.every((t: { visibility: string }) => t.visibility === 'after_due_date')).toBe(true)
  })

  it("keeps every hidden hand's input and seed out of the student's reports; --instructor shows them", async () => {
    const hiddenCases = planCases({ assignment: parseAssignment(assignment) }).filter((p) => p.hidden)
    expect(hiddenCases.length).toBeGreaterThan(5)
    const shoes = hiddenCases.map((p) => JSON.stringify(p.request.shoe ?? p.request.shoes))
    for (const format of ['text', 'json', 'junit', 'gradescope']) {
      const r = await runGrade([
        '--cmd',
        student('blackjack-pays-even'),
        '--assignment',
        file,
        '--format',
        format,
        '--verbose',
      ])
      expect(r.stdout, format).not.toContain(HIDDEN_SEED)
      for (const shoe of shoes) expect(r.stdout, format).not.toContain(shoe.slice(1, -1))
      if (format === 'text') expect(r.stdout).toMatch(/hidden-\d+/)
    }
    const instructor = await runGrade([
      '--cmd',
      student('blackjack-pays-even'),
      '--assignment',
      file,
      '--instructor',
      '--verbose',
    ])
    const failedHidden = shoes.filter((s) => instructor.stdout.includes(s.slice(1, -1)))
    expect(failedHidden.length).toBeGreaterThan(0)
    expect(instructor.stdout).not.toContain(HIDDEN_SEED)
  })

  it('grades a program that hangs on every surrender case within 60 s with default options', async () => {
    const r = await runGrade(['--cmd', student('hang-on-surrender')])
    expect(r.ms).toBeLessThan(60_000)
    expect(r.stdout).toContain('note: the program hangs on surrender')
    expect(r.stdout).toMatch(/^:! \d+ cases \[surrender\]: not run: the program hangs on surrender$/m)
    expect(r.stdout).toMatch(/score 70 of 70 points \(100%\), plus [\d.]+ extra credit \(of 24 on offer\)/)
  }, 90_000)

  it('writes the default assignment and each preset with assignment init, and checks a file', () => {
    const cli = (...args: string[]) =>
      execFileSync(process.execPath, ['bin/blackjack.mjs', 'assignment', ...args], { cwd: ROOT, encoding: 'utf8' })
    const def = JSON.parse(cli('init'))
    expect(def.parts.surrender).toEqual({ points: 3, extraCredit: true })
    const out = join(dir, 'rocket.json')
    cli('init', '--preset', 'rocket', '--out', out)
    expect(JSON.parse(readFileSync(out, 'utf8')).rules).toMatchObject({ decks: 1, splitBy: 'rank' })
    expect(cli('check', out)).toContain('is a valid assignment')
    writeFileSync(
      join(dir, 'bad.json'),
      JSON.stringify({ ...assignment, hidden: { ...assignment.hidden, visibility: 'later' } }),
    )
    expect(() => cli('check', join(dir, 'bad.json'))).toThrow(
      /hidden\.visibility.*visible, after_due_date, after_published, hidden/,
    )
  })
})
