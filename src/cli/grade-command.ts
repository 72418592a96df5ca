import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { stderrGist } from '../conformance/explain.ts'
import { parseAnswerText, type Reply, type ReplyBody, type Transport } from '../conformance/transport.ts'

/** The longest answer line read from a local program. */
export const MAX_LINE_BYTES = 1024 * 1024
/** How much of a program's standard error is kept for a crash report. */
const STDERR_KEEP = 16_000

/** What a student reads when a program that is alive never answers: how to flush, per language. */
export const FLUSH_HINT =
  'the program is running but printed no answer: its output is probably waiting in a buffer. ' +
  'Flush standard output after each answer line — Python: print(answer, flush=True); ' +
  'Java: System.out.println(answer); System.out.flush(); C++: std::cout << answer << std::endl; ' +
  'JavaScript (Node): process.stdout.write(answer + "\\n") or console.log(answer)'

interface Waiter {
  resolve(reply: Reply): void
  started: number
  /** The process the request was written to: a late exit of a killed one must not answer. */
  proc: ChildProcessWithoutNullStreams
}

/** Stray output seen so far: the first such line and how many there were. */
export interface StrayLines {
  first: string | null
  count: number
  /** Answer lines read from every copy and restart of the program. */
  answers: number
  /** The first case timed out while the program was alive and had printed nothing at all. */
  silent: boolean
}

/** A line that is JSON (an answer, maybe of the wrong shape) or looks like one, but broken. */
function isAnswerLine(line: string): boolean {
  const t = line.trimStart()
  if (t.startsWith('{') || t.startsWith('[')) return true
  try {
    JSON.parse(line)
    return true
  } catch {
    return false
  }
}

/** The run-wide notes of stray output, each said once. */
export function strayNotes(s: StrayLines): string[] {
  const out: string[] = []
  if (s.first !== null)
    out.push(
      `a line that is not an answer: \`${s.first.slice(0, 120)}\`. Print debugging output to standard error ` +
        `(${s.count} such line${s.count > 1 ? 's were' : ' was'} skipped; the answers after them were graded)`,
    )
  if (s.silent) out.push(FLUSH_HINT)
  return out
}

/**
 * The contract's local-command transport (section 7, rulings 28 and 32): the command runs in a
 * shell, each request is one JSON line on its standard input and its answer the next line on its
 * standard output that is an answer. A line that is not JSON and does not look like an answer (a
 * debugging print) is skipped and named once in the report, so later answers stay aligned. A case
 * that gets no line in time is a `timeout` and the program is killed (its whole process group)
 * and started again for the next case; a program that exits while a case waits is a `crash`,
 * reported with the last 20 lines of its standard error. Node only.
 */
export function commandTransport(command: string, cwd = process.cwd(), stray?: StrayLines): Transport {
  const seen: StrayLines = stray ?? { first: null, count: 0, answers: 0, silent: false }
  let child: ChildProcessWithoutNullStreams | null = null
  let waiter: Waiter | null = null
  let buffered = ''
  let stderr = ''

  const finish = (proc: ChildProcessWithoutNullStreams, reply: ReplyBody) => {
    const w = waiter
    if (!w || w.proc !== proc) return
    waiter = null
    w.resolve({ ...reply, ms: Date.now() - w.started })
  }
  const kill = (proc: ChildProcessWithoutNullStreams | null) => {
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
    try {
      // Negative pid: the shell and everything it started (the program may ignore SIGTERM).
      process.kill(-proc.pid!, 'SIGKILL')
    } catch {
      proc.kill('SIGKILL')
    }
  }
  const onLine = (proc: ChildProcessWithoutNullStreams, line: string) => {
    if (line.trim() === '') return
    if (!isAnswerLine(line)) {
      seen.first ??= line.trim()
      seen.count++
      return
    }
    seen.answers++
    finish(proc, parseAnswerText(line, 0))
  }
  const start = (): ChildProcessWithoutNullStreams => {
    const proc = spawn(command, { cwd, shell: true, detached: true, stdio: ['pipe', 'pipe', 'pipe'] })
    buffered = ''
    stderr = ''
    proc.stdin.on('error', () => {}) // EPIPE when it died: reported by 'exit'.
    proc.stderr.setEncoding('utf8').on('data', (d: string) => {
      if (child === proc) stderr = (stderr + d).slice(-STDERR_KEEP)
    })
    proc.stdout.setEncoding('utf8').on('data', (d: string) => {
      if (child !== proc) return
      buffered += d
      for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
        const line = buffered.slice(0, nl).replace(/\r$/, '')
        buffered = buffered.slice(nl + 1)
        onLine(proc, line)
      }
      if (buffered.length > MAX_LINE_BYTES) {
        finish(proc, { ok: false, kind: 'too-large', message: `an answer line is over ${MAX_LINE_BYTES} bytes` })
        kill(proc)
        child = null
      }
    })
    proc.on('exit', (code, signal) => {
      if (child === proc) child = null
      const how = signal ? `was killed by ${signal}` : `exited with status ${code}`
      const tail = stderrGist(stderr)
      finish(proc, {
        ok: false,
        kind: 'crash',
        message: `the program ${how} without answering${tail ? `; the end of its error output:\n${tail}` : ''}`,
      })
    })
    proc.on('error', (e) =>
      finish(proc, { ok: false, kind: 'crash', message: `could not run ${command}: ${e.message}` }),
    )
    return proc
  }

  return {
    target: command,
    send(request: unknown, timeoutMs: number): Promise<Reply> {
      return new Promise<Reply>((resolve) => {
        child ??= start()
        const proc = child
        const timer = setTimeout(() => {
          // Alive, and nothing ever came out of any copy: the classic unflushed print.
          const silent = seen.answers === 0 && seen.count === 0 && proc.exitCode === null
          if (silent) seen.silent = true
          finish(proc, {
            ok: false,
            kind: 'timeout',
            message: silent
              ? `no answer within ${timeoutMs} ms, though the program is running and printed nothing: is its output flushed? (see the note at the top)`
              : `no answer within ${timeoutMs} ms; the program was stopped and restarted for the next case`,
          })
          child = null
          kill(proc)
        }, timeoutMs)
        waiter = {
          proc,
          started: Date.now(),
          resolve: (reply) => {
            clearTimeout(timer)
            resolve(reply)
          },
        }
        proc.stdin.write(`${JSON.stringify(request)}\n`)
      })
    },
    async close() {
      const proc = child
      child = null
      if (!proc) return
      proc.stdin.end()
      const exited = new Promise((r) => proc.once('exit', r))
      const timer = setTimeout(() => kill(proc), 500)
      await exited
      clearTimeout(timer)
    },
    notes: () => (stray ? [] : strayNotes(seen)),
  }
}
