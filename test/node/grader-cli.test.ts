import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT, student } from './grader-helpers.ts'

/** Runs `blackjack grade` as an instructor would; resolves to its exit status and output. */
function grade(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['bin/blackjack.mjs', 'grade', ...args],
      { cwd: ROOT, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    )
  })
}

const LAST_LINE = /^\d+ passed, \d+ failed, \d+ skipped, \d+ errors$/

describe('blackjack grade (the CLI)', () => {
  it('grades a local program with one command: exit 0, the counts as the last line', async () => {
    const r = await grade(['--cmd', student('correct'), '--count', '20', '--shuffles', '0'])
    expect(r.code).toBe(0)
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines.at(-1)).toMatch(LAST_LINE)
    expect(lines.at(-1)).toMatch(/ 0 failed, 0 skipped, 0 errors$/)
    expect(r.stdout).toContain('Extra credit')
    expect(r.stdout).not.toContain('\x1b[') // no colour when not a terminal
  })

  it('exits 1 when a case fails, showing the case input and the diff', async () => {
    const r = await grade([
      '--cmd',
      student('insurance-pays-even'),
      '--count',
      '0',
      '--shuffles',
      '0',
      '--tags',
      'insurance',
    ])
    expect(r.code).toBe(1)
    expect(r.stdout).toContain(':( insurance-half-bet-wins-2-to-1-on-dealer-natural [insurance, blackjack]')
    expect(r.stdout).toContain('input shoe ["TS","AH","9D","KC"]')
    expect(r.stdout).toContain('seats[0].insurance.net: expected 10, got 5')
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(LAST_LINE)
  })

  it('writes JUnit XML with --format junit --out FILE, and still prints the text summary', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'bj-')), 'report.xml')
    const r = await grade([
      '--cmd',
      student('blackjack-pays-even'),
      '--count',
      '5',
      '--shuffles',
      '0',
      '--format',
      'junit',
      '--out',
      out,
    ])
    expect(r.code).toBe(1)
    const xml = readFileSync(out, 'utf8')
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).toContain('<testsuite name="blackjack"')
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(LAST_LINE)
  })

  it('prints Gradescope results.json with --format gradescope', async () => {
    const r = await grade([
      '--cmd',
      student('correct'),
      '--count',
      '0',
      '--shuffles',
      '0',
      '--tags',
      'values',
      '--format',
      'gradescope',
    ])
    expect(r.code).toBe(0)
    const results = JSON.parse(r.stdout) as {
      score: number
      tests: { name: string; score: number; max_score: number }[]
    }
    // --tags values: only the values part is graded and counted, worth its 10 points.
    expect(results.tests).toEqual([expect.objectContaining({ name: 'values', score: 10, max_score: 10 })])
    expect(results.score).toBe(10)
  })

  it('refuses bad arguments with exit 2 and says what is wrong', async () => {
    expect((await grade([])).stderr).toContain('give exactly one of --url URL or --cmd "COMMAND"')
    const bad = await grade(['--cmd', 'x', '--tags', 'poker'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('unknown part "poker"')
    expect((await grade(['--cmd', 'x', '--rules', '{"decks":0}'])).stderr).toContain('rules.decks is 0')
    expect((await grade(['--cmd', 'x', '--shuffles', '50'])).code).toBe(2)
    expect((await grade(['--url', 'ftp://example.com/'])).stderr).toContain('ftp: URLs are not allowed')
  })
})

describe('blackjack grade --url (the HTTP transport)', () => {
  let server: ChildProcess
  let url = ''
  beforeAll(async () => {
    server = spawn(process.execPath, ['test/students/http-server.mjs', '0'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    url = await new Promise<string>((resolve) =>
      server.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim())),
    )
  })
  afterAll(() => {
    server.kill()
  })

  it('grades the correct student served over HTTP on 127.0.0.1 at 100%', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    const r = await grade(['--url', url, '--count', '20', '--shuffles', '300', '--format', 'json'])
    expect(r.code).toBe(0)
    const report = JSON.parse(r.stdout) as {
      totals: { failed: number; errors: number; passed: number }
      cases: unknown[]
    }
    expect(report.totals).toMatchObject({ failed: 0, errors: 0 })
    expect(report.totals.passed).toBe(report.cases.length)
  })
})
