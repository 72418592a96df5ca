import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from './grader-helpers.ts'

/** A small assignment with hidden hands, as an instructor writes it; its command runs blackjack.mjs. */
export const HIDDEN_SEED = 'instructor-only-c1a55'
export const ASSIGNMENT = {
  title: 'Project 3: Blackjack',
  parts: {
    deal: { points: 10 },
    dealer: { points: 10 },
    'hit-stand': { points: 10 },
    values: { points: 10 },
    blackjack: { points: 5, extraCredit: true },
  },
  hands: 20,
  seed: 'public-seed',
  hidden: { hands: 12, seed: HIDDEN_SEED, visibility: 'after_due_date' },
  shuffles: 0,
  timeoutMs: 2000,
}

/** A fresh temporary folder. */
export const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `bj-${name}-`))

/** Writes the test assignment into `dir`; returns its path. */
export function writeAssignment(dir: string, a: object = ASSIGNMENT): string {
  const file = join(dir, 'assignment.json')
  writeFileSync(file, JSON.stringify(a))
  return file
}

/**
 * Copies sample student `name` (test/students/<name>.mjs, with the lib it imports) into `dir` as
 * blackjack.mjs, as a student's submission would hold it; `null` leaves the entry file out.
 */
export function submit(dir: string, name: string | null): void {
  mkdirSync(dir, { recursive: true })
  cpSync(join(ROOT, 'test/students/lib'), join(dir, 'lib'), { recursive: true })
  if (name) cpSync(join(ROOT, `test/students/${name}.mjs`), join(dir, 'blackjack.mjs'))
}

/** Runs a program; resolves to its exit status and output (never rejects). */
export function run(
  file: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      {
        cwd: options.cwd ?? ROOT,
        env: options.env ?? process.env,
        timeout: options.timeout ?? 120_000,
        maxBuffer: 1 << 26,
      },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    )
  })
}

/** Runs the `blackjack` command of this checkout (Node 24, the sources). */
export const blackjack = (args: string[], cwd = ROOT) =>
  run(process.execPath, [join(ROOT, 'bin/blackjack.mjs'), ...args], { cwd })
