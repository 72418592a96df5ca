import { DEFAULT_CASE_TIMEOUT_MS, DEFAULT_RUN_TIMEOUT_MS, type GradeOptions } from '../conformance/grade.ts'
import { parseRules, parseSeed, parseShuffles, parseTags, parseWhole } from '../conformance/options.ts'
import { DEFAULT_GRADE_COUNT, DEFAULT_SEED, DEFAULT_SHUFFLES, MAX_COUNT } from '../conformance/plan.ts'
import { FORMATS, type Format, isFormat } from '../conformance/render.ts'
import type { Flags } from './args.ts'

/** `blackjack grade`'s arguments, checked. */
export interface GradeArgs {
  url?: string
  cmd?: string
  format: Format
  out?: string
  verbose: boolean
  grade: GradeOptions
}

/** Checks `blackjack grade`'s flags; throws an Error whose message is shown to the user. */
export function parseGradeArgs(flags: Flags): GradeArgs {
  const v = (name: string) => flags.values.get(name)
  const url = flags.values.get('--url')
  const cmd = flags.values.get('--cmd')
  if ((url === undefined) === (cmd === undefined)) throw new Error('give exactly one of --url URL or --cmd "COMMAND"')
  const format = flags.values.get('--format') ?? 'text'
  if (!isFormat(format)) throw new Error(`--format is "${format}"; it must be one of ${FORMATS.join(', ')}`)
  return {
    url,
    cmd,
    format,
    out: flags.values.get('--out'),
    verbose: flags.switches.has('--verbose'),
    grade: {
      seed: parseSeed(v('--seed'), DEFAULT_SEED),
      count: parseWhole('--count', v('--count'), DEFAULT_GRADE_COUNT, 0, MAX_COUNT),
      tags: parseTags(v('--tags')),
      rules: parseRules(v('--rules')),
      shuffles: parseShuffles(v('--shuffles'), DEFAULT_SHUFFLES),
      caseTimeoutMs: parseWhole('--timeout', v('--timeout'), DEFAULT_CASE_TIMEOUT_MS, 10, 600_000),
      runTimeoutMs: parseWhole('--run-timeout', v('--run-timeout'), DEFAULT_RUN_TIMEOUT_MS / 1000, 1, 86_400) * 1000,
    },
  }
}
