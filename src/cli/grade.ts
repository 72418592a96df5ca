import { writeFile } from 'node:fs/promises'
import { type Assignment, DEFAULT_ASSIGNMENT } from '../assignment/assignment.ts'
import { DEFAULT_CASE_TIMEOUT_MS, DEFAULT_RUN_TIMEOUT_MS, gradeImplementation } from '../conformance/grade.ts'
import { httpTransport } from '../conformance/http-transport.ts'
import { DEFAULT_GRADE_COUNT, DEFAULT_SEED, DEFAULT_SHUFFLES } from '../conformance/plan.ts'
import { renderReport } from '../conformance/render.ts'
import { allPassed } from '../conformance/report.ts'
import { checkTarget } from '../conformance/ssrf.ts'
import type { Transport } from '../conformance/transport.ts'
import { parseFlags } from './args.ts'
import { readAssignmentFile } from './bundle-io.ts'
import { DEFAULT_JOBS, type GradeArgs, parseGradeArgs } from './grade-args.ts'
import { commandPool } from './grade-pool.ts'

const HELP = `blackjack grade — grade a blackjack implementation against the conformance suite

Usage:
  blackjack grade --url URL | --cmd "COMMAND" [--assignment FILE] [options]

Target (one of; the assignment's "command" when neither is given):
  --url URL          POST each case to URL as JSON (HTTP transport; localhost is fine here)
  --cmd "COMMAND"    run COMMAND in a shell, one JSON line in, one JSON line out per case

Options:
  --assignment FILE  grade by this assignment (blackjack assignment init writes one); default: the
                     seeds' assignment (base parts required, the eight extra-credit items optional)
  --instructor       the instructor's view: hidden hands with their input, answer and diff
  --jobs N           N copies of the program (--cmd) or N requests in flight (--url) (default ${DEFAULT_JOBS}, the cores)
  --seed S           seed of the generated hands (default: the assignment's, "${DEFAULT_SEED}")
  --count N          generated hands, 0–2000 (default: the assignment's, ${DEFAULT_GRADE_COUNT})
  --tags a,b         only the cases and points of these parts (deal, dealer, split, ...)
  --rules JSON       play every generated hand under these rules, e.g. '{"hitSoft17":true}'
  --shuffles N       one-deck shuffles for the uniformity test, 0 to leave it out (default ${DEFAULT_SHUFFLES})
  --timeout MS       time one case may take (default ${DEFAULT_CASE_TIMEOUT_MS})
  --run-timeout S    time the whole run may take (default ${DEFAULT_RUN_TIMEOUT_MS / 1000})
  --format F         text | json | junit | gradescope | classroom (default text)
  --out FILE         write the report there (the text summary still goes to the terminal)
  --verbose          show every failing case in full

Exit status: 0 when every graded case passed, 1 otherwise, 2 for a usage error.
The last line of the text report reads "N passed, M failed, K skipped, E errors".
Docs: docs/grading.md.`

const VALUED = [
  '--url',
  '--cmd',
  '--seed',
  '--count',
  '--tags',
  '--rules',
  '--shuffles',
  '--timeout',
  '--run-timeout',
  '--format',
  '--out',
  '--assignment',
  '--jobs',
]

/** Reads and checks `--assignment FILE`, or the default assignment. */
function readAssignment(file: string | undefined): Promise<Assignment> {
  return file === undefined ? Promise.resolve(DEFAULT_ASSIGNMENT) : readAssignmentFile(file)
}

function transportFor(args: GradeArgs): Transport {
  if (args.cmd) return commandPool(args.cmd, args.jobs)
  // The CLI runs on the instructor's own machine: private and loopback targets are allowed.
  const checked = checkTarget(args.url!, { allowPrivate: true })
  if (!checked.ok) throw new Error(checked.reason)
  return httpTransport(checked.url.href, { policy: { allowPrivate: true } })
}

/** A progress line on standard error, rewritten in place, only when it is a terminal. */
function progress(): ((done: number, total: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined
  let last = 0
  return (done, total) => {
    const now = Date.now()
    if (now - last < 100 && done < total) return
    last = now
    process.stderr.write(`\r\x1b[2Kgrading ${done}/${total}…${done >= total ? '\r\x1b[2K' : ''}`)
  }
}

/** `blackjack grade`: grades a local program or a URL; resolves to the exit status. */
export async function runGradeCommand(argv: string[]): Promise<number> {
  let args: GradeArgs
  try {
    const flags = parseFlags(argv, VALUED, ['--verbose', '--instructor'])
    if (flags.switches.has('--help')) {
      console.log(HELP)
      return 0
    }
    args = parseGradeArgs(flags, await readAssignment(flags.values.get('--assignment')))
  } catch (e) {
    console.error(`blackjack grade: ${(e as Error).message}\n(blackjack grade --help shows the options)`)
    return 2
  }
  let transport: Transport
  try {
    transport = transportFor(args)
  } catch (e) {
    console.error(`blackjack grade: ${(e as Error).message}`)
    return 2
  }
  const onProgress = progress()
  const stop = new AbortController()
  const onSigint = () => stop.abort()
  process.once('SIGINT', onSigint)
  try {
    const concurrency = args.jobs
    const report = await gradeImplementation(transport, { ...args.grade, concurrency, signal: stop.signal, onProgress })
    onProgress?.(1, 1)
    const text = {
      colour: process.stdout.isTTY && !process.env.NO_COLOR,
      verbose: args.verbose,
      instructor: args.instructor,
    }
    if (args.out) {
      await writeFile(args.out, renderReport(report, args.format, { ...text, colour: false }))
      process.stdout.write(renderReport(report, 'text', text))
    } else process.stdout.write(renderReport(report, args.format, text))
    return allPassed(report) ? 0 : 1
  } finally {
    process.off('SIGINT', onSigint)
    await transport.close()
  }
}
