import type { ErrorKind } from './report.ts'

/** What a transport got back for one request: an answer, or why there is none. */
export type ReplyBody = { ok: true; answer: unknown } | { ok: false; kind: ErrorKind; message: string }
/** A reply and how many milliseconds it took. */
export type Reply = ReplyBody & { ms: number }

/**
 * How the grader reaches an implementation (contract section 7): one request out, one answer
 * back. `send` never throws; every problem is a failed Reply naming its kind.
 */
export interface Transport {
  /** For the report: the URL, the command, or "reference engine". */
  readonly target: string
  send(request: unknown, timeoutMs: number): Promise<Reply>
  /** Releases what the transport holds (a child process); safe to call twice. */
  close(): Promise<void>
  /** Run-wide messages the transport noticed (stray output lines), each once. */
  notes?(): string[]
}

/**
 * Parses one answer's text. Malformed JSON is named as such; a JSON value that is not an object
 * is `wrong-shape`. `ms` is carried through for the report.
 */
export function parseAnswerText(text: string, ms: number): Reply {
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    const shown = text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text
    return { ok: false, kind: 'malformed-json', message: `the answer is not valid JSON: ${JSON.stringify(shown)}`, ms }
  }
  return { ok: true, answer, ms }
}

/** Human words for each error kind, used by every report format. */
export const ERROR_KIND_TEXT: Record<ErrorKind, string> = {
  timeout: 'timeout',
  crash: 'crash',
  'malformed-json': 'malformed JSON',
  'wrong-shape': 'wrong shape',
  'too-large': 'answer too large',
  refused: 'refused by the grader',
  network: 'network error',
  'cut-short': 'not run',
}
