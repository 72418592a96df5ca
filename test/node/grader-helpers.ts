import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { commandTransport } from '../../src/cli/grade-command.ts'
import { type GradeOptions, gradeImplementation } from '../../src/conformance/grade.ts'
import type { CaseResult, Report } from '../../src/conformance/report.ts'

/** The repository root (the students run from there). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** The command that runs a sample student, as an instructor would type it. */
export const student = (name: string) => `node test/students/${name}.mjs`

/** Grades a sample student through the CLI's local-command transport. */
export async function gradeStudent(name: string, options: Partial<GradeOptions> = {}): Promise<Report> {
  const transport = commandTransport(student(name), ROOT)
  try {
    return await gradeImplementation(transport, {
      seed: 'test',
      count: 10,
      shuffles: 0,
      caseTimeoutMs: 5_000,
      ...options,
    })
  } finally {
    await transport.close()
  }
}

/** A case of a report by id (throws when absent, so a test names what it missed). */
export function caseOf(report: Report, id: string): CaseResult {
  const c = report.cases.find((x) => x.id === id)
  if (!c) throw new Error(`no case ${id} in the report`)
  return c
}

/** A part's summary by tag. */
export function partOf(report: Report, tag: string) {
  const p = report.parts.find((x) => x.tag === tag)
  if (!p) throw new Error(`no part ${tag} in the report`)
  return p
}

/** Runs `blackjack grade` as an instructor would; resolves to its exit status and output. */
export function runGrade(
  args: string[],
  timeoutMs = 90_000,
): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  const started = Date.now()
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['bin/blackjack.mjs', 'grade', ...args],
      { cwd: ROOT, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr, ms: Date.now() - started }),
    )
  })
}
