import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { parseAssignment } from '../../src/assignment/validate.ts'
import { ASSIGNMENT, blackjack, HIDDEN_SEED, run, submit, tempDir, writeAssignment } from './classroom-helpers.ts'
import { ROOT } from './grader-helpers.ts'

const schema = JSON.parse(readFileSync(join(ROOT, 'fixtures/schema/classroom-result.schema.json'), 'utf8'))
const validResult = new Ajv2020({ allErrors: true, strict: false }).compile(schema)
const work = tempDir('classroom')
const template = join(work, 'template')
const assignmentFile = writeAssignment(work)

/** What autograding-grading-reporter's notify-classroom.js records: Σ tests' scores (left to right) of max_score. */
const reporterPoints = (r: { max_score: number; tests: { score: number }[] }) => ({
  totalPoints: r.tests.reduce((s, t) => s + t.score, 0),
  maxPoints: r.max_score,
})

interface Step {
  id?: string
  run?: string
  uses?: string
  env?: Record<string, string>
  with?: Record<string, unknown>
}

beforeAll(async () => {
  const r = await blackjack([
    'classroom',
    '--assignment',
    assignmentFile,
    '--command',
    'node blackjack.mjs',
    '--out',
    template,
    '--zip',
    join(work, 'template.zip'),
  ])
  expect(r.code, r.stderr).toBe(0)
  expect(r.stderr).toContain('hidden hands are left out')
}, 60_000)

const workflow = () => parse(readFileSync(join(template, '.github/workflows/classroom.yml'), 'utf8'))
const steps = (): Step[] => workflow().jobs['run-autograding-tests'].steps

/** Runs the workflow's grading step as GitHub's runner would (bash, GITHUB_OUTPUT), on the system Node. */
async function gradingStep(student: string) {
  const repo = tempDir('student-repo')
  execFileSync('cp', ['-r', join(template, '.github'), repo])
  submit(repo, student)
  const output = join(repo, 'github-output')
  writeFileSync(output, '')
  const step = steps().find((s) => s.id === 'blackjack')!
  const r = await run('bash', ['-e', '-c', step.run!], {
    cwd: repo,
    env: { PATH: '/usr/bin:/bin', GITHUB_OUTPUT: output, HOME: repo },
  })
  expect(r.code, r.stderr).toBe(0)
  const line = readFileSync(output, 'utf8').trim()
  expect(line).toMatch(/^result=[A-Za-z0-9+/=]+$/)
  return JSON.parse(Buffer.from(line.slice('result='.length), 'base64').toString('utf8'))
}

describe('blackjack classroom: the template', () => {
  it('writes a workflow that parses as YAML, runs on push and hands the grading step to the reporter', () => {
    const w = workflow()
    expect(w.on).toContain('push')
    const all = steps()
    const grading = all.find((s) => s.id === 'blackjack')!
    expect(grading.run).toContain(
      'node .github/blackjack/grader.mjs grade --assignment .github/blackjack/assignment.json --format classroom',
    )
    const reporter = all.find((s) => s.uses?.startsWith('classroom-resources/autograding-grading-reporter@'))!
    expect(reporter.with?.runners).toBe('blackjack')
    // The reporter reads `${runner.toUpperCase()}_RESULTS` (its src/main.js).
    // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub's expression syntax, not a template
    expect(reporter.env?.BLACKJACK_RESULTS).toBe('${{ steps.blackjack.outputs.result }}')
    expect(all.indexOf(reporter)).toBeGreaterThan(all.indexOf(grading))
  })

  it('carries the bundled grader and the assignment with its command but without the hidden hands', () => {
    const a = JSON.parse(readFileSync(join(template, '.github/blackjack/assignment.json'), 'utf8'))
    const { hidden: _h, ...open } = parseAssignment(ASSIGNMENT)
    expect(a).toEqual({ ...open, command: 'node blackjack.mjs' })
    expect(
      readFileSync(join(template, '.github/blackjack/grader.mjs')).equals(readFileSync(join(ROOT, 'dist/grader.mjs'))),
    ).toBe(true)
    expect(readFileSync(join(template, 'GRADING.md'), 'utf8')).toContain('node blackjack.mjs')
    const zipped = unzipSync(readFileSync(join(work, 'template.zip')))
    for (const [path, data] of Object.entries(zipped))
      expect(Buffer.from(data).equals(readFileSync(join(template, path))), path).toBe(true)
    for (const path of Object.keys(zipped))
      expect(readFileSync(join(template, path), 'utf8')).not.toContain(HIDDEN_SEED)
  })
})

describe('the grading step and blackjack grade --format classroom', () => {
  it('gives partial points per part that add up to the CLI points, valid against the reporter format', async () => {
    const open = writeAssignment(tempDir('open'), { ...ASSIGNMENT, hidden: undefined })
    for (const student of ['correct', 'blackjack-pays-even', 'dealer-hits-soft-17']) {
      const result = await gradingStep(student)
      expect(validResult(result), JSON.stringify(validResult.errors)).toBe(true)
      const cli = await blackjack([
        'grade',
        '--assignment',
        open,
        '--cmd',
        `node test/students/${student}.mjs`,
        '--format',
        'json',
      ])
      const points = JSON.parse(cli.stdout).points
      expect(reporterPoints(result), student).toEqual({ totalPoints: points.earned, maxPoints: points.max })
      const local = await blackjack([
        'grade',
        '--assignment',
        open,
        '--cmd',
        `node test/students/${student}.mjs`,
        '--format',
        'classroom',
      ])
      expect(JSON.parse(local.stdout)).toEqual(result)
    }
  })

  it('is partial, not all or nothing: a program with one wrong part keeps the others', async () => {
    // Hits soft 17 where the assignment's rules stand: only the dealer part is wrong.
    const result = await gradingStep('dealer-hits-soft-17')
    const dealer = result.tests.find((t: { name: string }) => t.name === 'dealer')
    const deal = result.tests.find((t: { name: string }) => t.name === 'deal')
    expect(dealer.status).toBe('fail')
    expect(dealer.score).toBeGreaterThan(0)
    expect(dealer.score).toBeLessThan(10)
    expect(dealer.message).toMatch(/✗ /)
    expect(deal.score).toBe(10)
    expect(result.status).toBe('fail')
  })

  it('says "error" when the program answers nothing', async () => {
    const result = await gradingStep('crash-at-start')
    expect(validResult(result)).toBe(true)
    expect(result.status).toBe('error')
    expect(reporterPoints(result).totalPoints).toBe(0)
  })
})
