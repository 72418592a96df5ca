import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ASSIGNMENT, blackjack, submit, tempDir, writeAssignment } from './classroom-helpers.ts'

/** The test assignment without hidden hands, so the CLI's --format json shows every case. */
const work = tempDir('grade-all')
const { hidden: _hidden, ...PUBLIC } = ASSIGNMENT
const assignmentFile = writeAssignment(work, { ...PUBLIC, timeoutMs: 1500 })
const subs = join(work, 'submissions')
/** A class: correct, buggy, missing file, crash at start, hang at start (folder name = student). */
const CLASS: Record<string, string | null> = {
  ada: 'correct',
  bob: 'blackjack-pays-even',
  cy: null,
  dee: 'crash-at-start',
  eve: 'hang-at-start',
}
// In the contract's order (docs/protocol.md), as every report lists the parts.
const PARTS = ['deal', 'values', 'dealer', 'hit-stand', 'blackjack']

let first: { csv: string; summary: string }

const gradeAll = async (jobs: number, name: string) => {
  const out = join(work, `${name}.csv`)
  const r = await blackjack([
    'grade-all',
    '--assignment',
    assignmentFile,
    '--submissions',
    subs,
    '--command',
    'node {dir}/blackjack.mjs',
    '--jobs',
    String(jobs),
    '--out',
    out,
    '--reports',
    join(work, `${name}-reports`),
    '--formats',
    'text,json',
  ])
  expect(r.code, r.stderr).toBe(0)
  return { csv: readFileSync(out, 'utf8'), summary: r.stdout }
}

/** The CSV as records (a tiny RFC 4180 reader: quoted fields may hold commas). */
function records(csv: string): Record<string, string>[] {
  const rows = csv
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
        .map((m) => m[1].replace(/^"|"$/g, '').replaceAll('""', '"'))
        .slice(0, -1),
    )
  const [head, ...body] = rows
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])))
}

beforeAll(async () => {
  for (const [student, sample] of Object.entries(CLASS)) submit(join(subs, student), sample)
  mkdirSync(join(subs, 'ada', 'notes'), { recursive: true }) // a sub-folder inside a submission is not a student
  first = await gradeAll(3, 'first')
}, 120_000)

describe('blackjack grade-all', () => {
  it('writes one row per student: graded ones with the CLI points, the others 0 with the reason', async () => {
    const rows = records(first.csv)
    expect(rows.map((r) => r.student)).toEqual(['ada', 'bob', 'cy', 'dee', 'eve'])
    expect(Object.keys(rows[0])).toEqual([
      'student',
      'total',
      'maximum',
      ...PARTS,
      'passed',
      'failed',
      'skipped',
      'errors',
      'problem',
    ])
    for (const row of rows.slice(0, 2)) {
      const cli = await blackjack([
        'grade',
        '--assignment',
        assignmentFile,
        '--cmd',
        `node test/students/${CLASS[row.student]}.mjs`,
        '--format',
        'json',
      ])
      const report = JSON.parse(cli.stdout)
      expect(Number(row.total), row.student).toBe(report.points.earned)
      expect(Number(row.maximum)).toBe(40)
      for (const p of report.parts) expect(Number(row[p.tag]), p.tag).toBe(p.earned)
      expect([row.passed, row.failed, row.skipped, row.errors].map(Number)).toEqual([
        report.totals.passed,
        report.totals.failed,
        report.totals.skipped,
        report.totals.errors,
      ])
    }
    const [, bob, cy, dee, eve] = rows
    expect(Number(bob.total)).toBeLessThan(45)
    for (const r of [cy, dee, eve]) {
      expect(Number(r.total)).toBe(0)
      for (const p of PARTS) expect(r[p]).toBe('0')
    }
    expect(cy.problem).toBe('missing blackjack.mjs')
    expect(dee.problem).toBe('did not start: the program exited with status 1 without answering')
    expect(eve.problem).toMatch(/^the program answered none of the first requests/)
  })

  it('gives the same CSV for the same submissions, whatever --jobs', async () => {
    const again = await gradeAll(1, 'again')
    expect(again.csv).toBe(first.csv)
  })

  it('writes one report per student in each format', () => {
    const files = readdirSync(join(work, 'first-reports')).sort()
    expect(files).toEqual(Object.keys(CLASS).flatMap((s) => [`${s}.json`, `${s}.txt`]))
    const bob = JSON.parse(readFileSync(join(work, 'first-reports', 'bob.json'), 'utf8'))
    expect(bob.points.earned).toBe(Number(records(first.csv)[1].total))
  })

  it('prints a class summary: the distribution and the parts and cases that fail most', () => {
    expect(first.summary).toContain('5 submissions: 3 graded, 2 not graded')
    expect(first.summary).toMatch(/100%\+ █+ 2/)
    expect(first.summary).toMatch(/0– 9% █+ 3/)
    // Only bob answers and fails: the blackjack part, and its 3:2 case, top the lists.
    expect(first.summary).toMatch(
      /parts that fail most \(cases passed by the 2 programs that answered\):\n {2}blackjack /,
    )
    expect(first.summary).toMatch(/cases that fail most \(to explain in class\):\n {2}1 of 2 {2}blackjack-/)
  })
})
