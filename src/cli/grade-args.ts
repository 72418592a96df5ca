import { availableParallelism } from 'node:os'
import type { Assignment } from '../assignment/assignment.ts'
import { DEFAULT_CASE_TIMEOUT_MS, DEFAULT_RUN_TIMEOUT_MS, type GradeOptions } from '../conformance/grade.ts'
import { parseRules, parseSeed, parseShuffles, parseTags, parseWhole } from '../conformance/options.ts'
import { MAX_COUNT } from '../conformance/plan.ts'
import { FORMATS, type Format, isFormat } from '../conformance/render.ts'
import { SUITE_VERSION } from '../conformance/suite.ts'
import type { Flags } from './args.ts'

/** `blackjack grade`'s arguments, checked. */
export interface GradeArgs {
  url?: string
  cmd?: string
  format: Format
  out?: string
  verbose: boolean
  /** The instructor's view: hidden hands in full. */
  instructor: boolean
  /** Copies of the program (local command) or requests in flight (HTTP). */
  jobs: number
  grade: GradeOptions
}

/** The default `--jobs`: the machine's cores. */
export const DEFAULT_JOBS = Math.max(1, availableParallelism())

/**
 * Checks `blackjack grade`'s flags against the assignment (already read and checked); throws an
 * Error whose message is shown to the user. `--seed`, `--count`, `--rules`, `--shuffles` and
 * `--timeout` override the assignment's fields; `--cmd` defaults to its `command`.
 */
export function parseGradeArgs(flags: Flags, assignment: Assignment): GradeArgs {
  const v = (name: string) => flags.values.get(name)
  const url = v('--url')
  const cmd = v('--cmd') ?? (url === undefined ? assignment.command : undefined)
  if ((url === undefined) === (cmd === undefined)) throw new Error('give exactly one of --url URL or --cmd "COMMAND"')
  const format = v('--format') ?? 'text'
  if (!isFormat(format)) throw new Error(`--format is "${format}"; it must be one of ${FORMATS.join(', ')}`)
  if (assignment.suiteVersion && assignment.suiteVersion.split('.')[0] !== SUITE_VERSION.split('.')[0])
    throw new Error(
      `the assignment is pinned to suite ${assignment.suiteVersion}, but this grader has suite ${SUITE_VERSION}; use a grader of the same major version`,
    )
  const rules = parseRules(v('--rules'))
  return {
    url,
    cmd,
    format,
    out: v('--out'),
    verbose: flags.switches.has('--verbose'),
    instructor: flags.switches.has('--instructor'),
    jobs: parseWhole('--jobs', v('--jobs'), DEFAULT_JOBS, 1, 64),
    grade: {
      assignment,
      seed: parseSeed(v('--seed'), assignment.seed),
      count: parseWhole('--count', v('--count'), assignment.hands, 0, MAX_COUNT),
      tags: parseTags(v('--tags')),
      ...(rules ? { rules } : {}),
      shuffles: parseShuffles(v('--shuffles'), assignment.shuffles ?? 1000),
      caseTimeoutMs: parseWhole(
        '--timeout',
        v('--timeout'),
        assignment.timeoutMs ?? DEFAULT_CASE_TIMEOUT_MS,
        10,
        600_000,
      ),
      runTimeoutMs: parseWhole('--run-timeout', v('--run-timeout'), DEFAULT_RUN_TIMEOUT_MS / 1000, 1, 86_400) * 1000,
    },
  }
}
