import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseAssignment } from '../../src/assignment/validate.ts'
import { entryFile, gradescopeZip } from '../../src/classroom/gradescope.ts'
import { notGraded } from '../../src/cli/gradescope-run.ts'
import { ASSIGNMENT, blackjack, HIDDEN_SEED, run, submit, tempDir, writeAssignment } from './classroom-helpers.ts'
import { ROOT } from './grader-helpers.ts'

const schema = JSON.parse(readFileSync(join(ROOT, 'fixtures/schema/gradescope-results.schema.json'), 'utf8'))
const validResults = new Ajv2020({ allErrors: true, strict: false }).compile(schema)
const work = tempDir('gradescope')
const zip = join(work, 'autograder.zip')
/** The system's Node (20 on this machine): what proves the bundle runs on Node 20. */
const SYSTEM_NODE = '/usr/bin/node'

beforeAll(async () => {
  const made = await blackjack([
    'gradescope',
    '--assignment',
    writeAssignment(work),
    '--command',
    'node blackjack.mjs',
    '--out',
    zip,
  ])
  expect(made.code, made.stderr).toBe(0)
}, 60_000)

/** Unzips the autograder as Gradescope does (into source/), drops in a submission, runs run_autograder. */
async function autograde(student: string | null) {
  const root = tempDir('autograder-root')
  execFileSync('unzip', ['-q', zip, '-d', join(root, 'source')])
  submit(join(root, 'submission'), student)
  // Only the system's directories on PATH: run_autograder finds /usr/bin/node, not the project's Node 24.
  const env = { AUTOGRADER_ROOT: root, PATH: '/usr/bin:/bin', HOME: root }
  const r = await run('bash', [join(root, 'source/run_autograder')], { cwd: root, env })
  expect(r.code, r.stderr).toBe(0)
  const text = readFileSync(join(root, 'results/results.json'), 'utf8')
  const results = JSON.parse(text)
  expect(validResults(results), JSON.stringify(validResults.errors)).toBe(true)
  return { results, text, log: r.stdout + r.stderr }
}

/** The CLI's Gradescope score for the same program and assignment. */
async function cliScore(student: string): Promise<number> {
  const file = writeAssignment(tempDir('cli'))
  const r = await blackjack([
    'grade',
    '--assignment',
    file,
    '--cmd',
    `node test/students/${student}.mjs`,
    '--format',
    'gradescope',
  ])
  return JSON.parse(r.stdout).score
}

describe('blackjack gradescope: the autograder zip', () => {
  it('holds setup.sh and run_autograder (executable) at its root, the bundled grader and the assignment with its command', () => {
    const files = unzipSync(readFileSync(zip))
    expect(Object.keys(files)).toEqual(['setup.sh', 'run_autograder', 'grader.mjs', 'assignment.json'])
    const listing = execFileSync('unzip', ['-Z', zip], { encoding: 'utf8' })
    expect(listing).toMatch(/-rwxr-xr-x .* setup\.sh/)
    expect(listing).toMatch(/-rwxr-xr-x .* run_autograder/)
    const bundled = JSON.parse(new TextDecoder().decode(files['assignment.json']))
    expect(bundled).toEqual({ ...parseAssignment(ASSIGNMENT), command: 'node blackjack.mjs' })
    expect(Buffer.from(files['grader.mjs']).equals(readFileSync(join(ROOT, 'dist/grader.mjs')))).toBe(true)
    execFileSync('bash', ['-n', '-c', new TextDecoder().decode(files['setup.sh'])])
    execFileSync('bash', ['-n', '-c', new TextDecoder().decode(files.run_autograder)])
  })

  it('is the same bytes every time for the same assignment', () => {
    const grader = new Uint8Array(readFileSync(join(ROOT, 'dist/grader.mjs')))
    const a = parseAssignment(ASSIGNMENT)
    const first = gradescopeZip(a, grader, 'node blackjack.mjs')
    expect(Buffer.from(first).equals(readFileSync(zip))).toBe(true)
    expect(Buffer.from(gradescopeZip(a, grader, 'node blackjack.mjs')).equals(Buffer.from(first))).toBe(true)
  })

  it('refuses without a command, naming the option', async () => {
    const r = await blackjack([
      'gradescope',
      '--assignment',
      writeAssignment(tempDir('nocmd')),
      '--out',
      join(work, 'x.zip'),
    ])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--command')
  })
})

describe('run_autograder on the system Node', () => {
  it('uses a Node 20 here, the oldest the bundle supports', () => {
    expect(execFileSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' })).toMatch(/^v(2\d|[3-9]\d)\./)
  })

  it('grades a correct and a buggy submission with the CLI scores; no hidden seed or hidden input', async () => {
    for (const student of ['correct', 'blackjack-pays-even']) {
      const { results, text } = await autograde(student)
      expect(results.score, student).toBe(await cliScore(student))
      expect(text).not.toContain(HIDDEN_SEED)
      const hidden = results.tests.filter((t: { name: string }) => t.name.endsWith('hidden hands'))
      expect(hidden.map((t: { visibility: string }) => t.visibility)).toEqual(Array(5).fill('after_due_date'))
    }
  })

  it('scores a submission without its entry file 0 and names the file', async () => {
    const { results } = await autograde(null)
    expect(results.score).toBe(0)
    expect(results.output).toContain('Your submission has no blackjack.mjs')
    expect(results.output).toContain('lib')
    expect(results.tests.length).toBe(5)
  })

  it('scores a program that crashes as it starts 0 and shows its error output', async () => {
    const { results } = await autograde('crash-at-start')
    expect(results.score).toBe(0)
    expect(results.output).toContain('Your program did not start')
    expect(results.output).toContain('SyntaxError')
  })

  it('still writes results.json when the grader cannot run (no assignment)', async () => {
    const root = tempDir('broken-root')
    execFileSync('unzip', ['-q', zip, '-d', join(root, 'source')])
    execFileSync('rm', [join(root, 'source/assignment.json')])
    const r = await run('bash', [join(root, 'source/run_autograder')], {
      env: { AUTOGRADER_ROOT: root, PATH: '/usr/bin:/bin' },
    })
    expect(r.code).toBe(0)
    const results = JSON.parse(readFileSync(join(root, 'results/results.json'), 'utf8'))
    expect(validResults(results)).toBe(true)
    expect(results.score).toBe(0)
    expect(results.output).toContain('could not grade')
  })
})

describe('gradescope run --user (what run_autograder does as root when setup.sh made the user)', () => {
  const asRoot = process.getuid?.() === 0 && execFileSync('id', ['-u', 'nobody']).length > 0
  it.runIf(asRoot)(
    'runs the submission as that user, who cannot read the source folder and its hidden seed',
    async () => {
      const root = tempDir('as-user')
      execFileSync('unzip', ['-q', zip, '-d', join(root, 'source')])
      submit(join(root, 'submission'), 'read-source')
      execFileSync('chmod', ['-R', 'a+rX', root])
      execFileSync('chmod', ['-R', 'o=', join(root, 'source')])
      const r = await run(SYSTEM_NODE, [
        join(root, 'source/grader.mjs'),
        'gradescope',
        'run',
        '--root',
        root,
        '--user',
        'nobody',
      ])
      expect(r.code, r.stderr).toBe(0)
      const text = readFileSync(join(root, 'results/results.json'), 'utf8')
      expect(text).toContain('EACCES')
      expect(text).not.toContain(HIDDEN_SEED)
    },
  )
})

describe('helpers of the autograder', () => {
  it('finds the entry file a command names', () => {
    expect(entryFile('python3 blackjack.py')).toBe('blackjack.py')
    expect(entryFile('node src/main.js --fast')).toBe('src/main.js')
    expect(entryFile('java -jar build/bj.jar')).toBe('build/bj.jar')
    expect(entryFile('./blackjack')).toBe('blackjack')
    expect(entryFile('java -cp . blackjack.Main')).toBeUndefined()
  })

  it('writes a valid score-0 result that lists every part', () => {
    const r = notGraded(parseAssignment(ASSIGNMENT), 'why')
    expect(validResults(r)).toBe(true)
    expect(r.tests.map((t) => t.max_score)).toEqual([10, 10, 10, 10, 0])
  })
})
