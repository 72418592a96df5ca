// The Gradescope side of the autograder zip (Node only): `grader.mjs gradescope run`, which
// run_autograder calls once per submission. Everything it can meet ends in a results.json.
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Assignment } from '../assignment/assignment.ts'
import { maxPoints } from '../assignment/assignment.ts'
import { parseAssignmentText } from '../assignment/validate.ts'
import { entryFile } from '../classroom/gradescope.ts'
import { gradeImplementation } from '../conformance/grade.ts'
import { planCases } from '../conformance/plan.ts'
import { renderReport } from '../conformance/render.ts'
import type { GradescopeResults } from '../conformance/render-gradescope.ts'
import { commandTransport } from './grade-command.ts'
import { commandPool } from './grade-pool.ts'

/** Copies of the program at once: Gradescope gives half a CPU by default; answers wait on I/O. */
const JOBS = 2
/** The grader stops at 8 minutes so its results are written before Gradescope's 10-minute limit. */
const RUN_TIMEOUT_MS = 8 * 60_000

/** A shell word, quoted for sh. */
export const shellQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`

/** A results.json that grades nothing: score 0, the reason on top and on every part. */
export function notGraded(a: Assignment | null, message: string): GradescopeResults {
  const tests = Object.entries(a?.parts ?? {}).map(([tag, p]) => ({
    name: `${tag}${p.extraCredit ? ' (extra credit)' : ''}`,
    score: 0,
    max_score: p.extraCredit ? 0 : p.points,
    status: 'failed' as const,
    output: `not graded: ${message}`,
    output_format: 'text' as const,
    tags: [tag, p.extraCredit ? 'extra-credit' : 'required'],
    visibility: 'visible' as const,
  }))
  const head = a ? `${a.title}: 0 of ${maxPoints(a)} points\n` : ''
  return {
    score: 0,
    output: `${head}${message}`,
    output_format: 'text',
    visibility: 'visible',
    execution_time: 0,
    tests,
    extra_data: {},
  }
}

/** What the submission folder holds, for a message about a missing file. */
function listing(dir: string): string {
  const names = existsSync(dir) ? readdirSync(dir).sort() : []
  return names.length ? names.slice(0, 20).join(', ') + (names.length > 20 ? ', …' : '') : 'nothing'
}

/** Why a program that crashes on hello and again on a first case does not start (its crash message), or null. */
export async function crashesAtOnce(command: string, cwd: string, a: Assignment): Promise<string | null> {
  const probe = commandTransport(command, cwd)
  try {
    const hello = await probe.send({ op: 'hello' }, a.timeoutMs ?? 5000)
    if (hello.ok || hello.kind !== 'crash') return null
    const first = planCases({ assignment: a })[0]
    const again = first ? await probe.send(first.request, a.timeoutMs ?? 5000) : hello
    return !again.ok && again.kind === 'crash' ? again.message : null
  } finally {
    await probe.close()
  }
}

/**
 * Grades `<root>/submission` by `<root>/source/assignment.json` and writes
 * `<root>/results/results.json` (the student's view: hidden hands reduced, their visibility the
 * assignment's). `user` runs the program as that user through runuser (run_autograder passes it
 * when it runs as root). Never throws: any failure becomes a score-0 result that says why.
 */
export async function autograde(root: string, user?: string): Promise<GradescopeResults> {
  const out = join(root, 'results', 'results.json')
  let assignment: Assignment | null = null
  let results: GradescopeResults
  try {
    assignment = parseAssignmentText(await readFile(join(root, 'source', 'assignment.json'), 'utf8'))
    const command = assignment.command
    if (!command) throw new Error('the assignment has no "command", so the autograder cannot run the submission')
    const submission = join(root, 'submission')
    const entry = entryFile(command)
    const run = user ? `runuser -u ${user} -- sh -c ${shellQuote(command)}` : command
    const missing = entry !== undefined && !existsSync(join(submission, entry))
    const crash = missing ? null : await crashesAtOnce(run, submission, assignment)
    if (missing)
      results = notGraded(
        assignment,
        `Your submission has no ${entry}, so it could not be run (it is run with "${command}"). ` +
          `Upload ${entry} itself, not a folder holding it. Your submission holds: ${listing(submission)}.`,
      )
    else if (crash)
      results = notGraded(
        assignment,
        `Your program did not start: run with "${command}", ${crash.replace(/^the program /, 'it ')}`,
      )
    else {
      const transport = commandPool(run, JOBS, submission)
      try {
        const report = await gradeImplementation(transport, {
          assignment,
          concurrency: JOBS,
          runTimeoutMs: RUN_TIMEOUT_MS,
        })
        results = JSON.parse(renderReport(report, 'gradescope')) as GradescopeResults
      } finally {
        await transport.close()
      }
    }
  } catch (e) {
    results = notGraded(assignment, `The autograder could not grade this submission: ${(e as Error).message}`)
  }
  await mkdir(join(root, 'results'), { recursive: true })
  await writeFile(out, `${JSON.stringify(results, null, 2)}\n`)
  return results
}
