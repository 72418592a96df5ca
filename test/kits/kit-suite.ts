// The tests every starter kit passes, run once per language by test/node/kit-<lang>.test.ts.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { allFixtures, fixtureRequest } from '../../src/conformance/suite.ts'
import { generateCases } from '../../src/engine/generator.ts'
import { TAGS } from '../../src/engine/protocol.ts'
import { consoleSession } from './console-session.ts'
import { gradeWithSystemNode, protocol, ROOT, writeKit } from './helpers.ts'

/** How one language's kit is built and run. */
export interface KitSpec {
  lang: 'python' | 'javascript' | 'java' | 'cpp'
  /** Compiles the kit in its folder (Java, C++); throws with the compiler's output on failure. */
  build?: string[]
  /** The program in protocol or console mode: command and arguments, run in the kit folder. */
  program: [string, string[]]
  /** The kit's own unit tests. */
  unitTests: [string, string[]]
  /** The name the not-implemented message gives the first function of the base assignment. */
  firstFunction: string
}

function run(dir: string, [cmd, args]: [string, string[]], input = '') {
  return spawnSync(cmd, args, { cwd: dir, input, encoding: 'utf8', timeout: 240_000 })
}

function build(spec: KitSpec, dir: string): void {
  if (!spec.build) return
  const out = run(dir, [spec.build[0], spec.build.slice(1)])
  if (out.status !== 0) throw new Error(`${spec.lang} kit did not build:\n${out.stdout}${out.stderr}`)
}

/** Every fixture's request and some generated hands: what the grader sends. */
function requests(): Record<string, unknown>[] {
  const generated = generateCases('kit-stubs', 40).map(({ expect: _e, ...c }) => c)
  return [...allFixtures().map(fixtureRequest), ...generated]
}

const NOT_IMPLEMENTED = /^not implemented: write [A-Za-z_]+ \(part: [a-z-]+\)$/

/** The kit as written (every function a stub), then with the completed solution over it. */
export function kitSuite(spec: KitSpec): void {
  const cmd = [spec.program[0], ...spec.program[1], '--protocol'].join(' ')
  let dir: string

  beforeAll(() => {
    dir = writeKit(spec.lang)
    build(spec, dir)
  }, 300_000)

  describe(`the ${spec.lang} kit as written`, () => {
    it('answers hello with no parts', () => {
      const [hello] = protocol(spec.program[0], [...spec.program[1], '--protocol'], dir, [{ op: 'hello' }])
      expect(hello).toEqual({ name: expect.any(String), protocol: 1, features: [] })
    })

    it('answers every case and shuffle with a not-implemented error naming the function and part', () => {
      const reqs = [...requests(), { op: 'shuffle', decks: 1, seed: 's' }]
      const answers = protocol(spec.program[0], [...spec.program[1], '--protocol'], dir, reqs) as {
        error: { code: string; message: string }
      }[]
      expect(answers).toHaveLength(reqs.length)
      for (const a of answers) {
        expect(a.error.code).toBe('not-implemented')
        expect(a.error.message).toMatch(NOT_IMPLEMENTED)
      }
      // A round needs the card values first; a shuffle needs the shuffle.
      const firstCase = reqs.findIndex((r) => !('op' in r))
      expect(answers[firstCase].error.message).toBe(`not implemented: write ${spec.firstFunction} (part: values)`)
      expect(answers.at(-1)!.error.message).toMatch(/\(part: shuffle\)$/)
    })

    it('never crashes: every line gets exactly one answer, the program exits cleanly', () => {
      const junk = ['not json', '[1,2]', '42', '"text"', 'null', '{"op":"nope"}', '{', '{"shoe":5}', '\u00e9\u00e8']
      const out = run(dir, spec.program, '')
      expect(out.status).toBe(0) // the console mode on empty input: stops at once
      const answers = protocol(spec.program[0], [...spec.program[1], '--protocol'], dir, [...junk, '', { op: 'hello' }])
      expect(answers).toHaveLength(junk.length + 1)
      for (const a of answers.slice(0, 5)) expect((a as { error: { code: string } }).error.code).toBe('invalid-case')
    })

    it('grades 0 with the bundled grader on the system Node', () => {
      const { report } = gradeWithSystemNode(cmd, dir, ['--count', '20', '--shuffles', '0'])
      expect(report.totals.passed).toBe(0)
    })

    it('runs its own unit tests, every one skipped until written', () => {
      const out = run(dir, spec.unitTests)
      expect(out.status, out.stdout + out.stderr).toBe(0)
      expect(out.stdout + out.stderr).toMatch(/skip/i)
    })

    it('console mode says what to write first', () => {
      const out = run(dir, spec.program, '\n')
      expect(out.stdout).toContain(`Not ready to play yet: write ${spec.firstFunction} (part: values)`)
    })
  })

  describe(`the ${spec.lang} kit with its functions written (test/kits/solutions/${spec.lang})`, () => {
    beforeAll(() => {
      cpSync(join(ROOT, 'test', 'kits', 'solutions', spec.lang), dir, { recursive: true })
      build(spec, dir)
    }, 300_000)

    it('declares every part in hello', () => {
      const [hello] = protocol(spec.program[0], [...spec.program[1], '--protocol'], dir, [{ op: 'hello' }]) as {
        features: string[]
      }[]
      expect([...hello.features].sort()).toEqual([...TAGS].sort())
    })

    it('scores 100 % on every part, base and extra credit', () => {
      const { status, report } = gradeWithSystemNode(cmd, dir, ['--count', '120'])
      const parts = report.parts as { tag: string; passed: number; graded: number }[]
      for (const tag of TAGS) {
        const part = parts.find((p) => p.tag === tag)
        expect(part?.graded, tag).toBeGreaterThan(0)
        expect(part?.passed, tag).toBe(part?.graded)
      }
      expect(status).toBe(0)
    })

    it('passes its own unit tests', () => {
      const out = run(dir, spec.unitTests)
      expect(out.status, out.stdout + out.stderr).toBe(0)
      expect(out.stdout + out.stderr).not.toMatch(/\bskip(ped)? +[1-9]|[1-9]\d* skipped|FAIL/)
    })

    it('plays a stacked shoe in the console: hit, then stand, as a person expects', () => {
      consoleSession(dir, spec.program)
    })
  })

  it('ships no build output or solution in the template', () => {
    expect(existsSync(join(ROOT, 'starters', spec.lang, 'out'))).toBe(false)
  })
}
