import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { stderrGist } from '../conformance/explain.ts'
import { parseAnswerText, type Reply, type ReplyBody, type Transport } from '../conformance/transport.ts'

/** The longest answer line read from a local program. */
export const MAX_LINE_BYTES = 1024 * 1024

interface Waiter {
  resolve(reply: Reply): void
  started: number
  /** The process the request was written to: a late exit of a killed one must not answer. */
  proc: ChildProcessWithoutNullStreams
}

/**
 * The contract's local-command transport (section 7, rulings 28 and 32): the command runs in a
 * shell, each request is one JSON line on its standard input and its answer the next non-blank
 * line on its standard output. A case that gets no line in time is a `timeout` and the program is
 * killed (its whole process group) and started again for the next case; a program that exits
 * while a case waits is a `crash`, reported with the end of its standard error. Node only.
 */
export function commandTransport(command: string, cwd = process.cwd()): Transport {
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
  const start = (): ChildProcessWithoutNullStreams => {
    const proc = spawn(command, { cwd, shell: true, detached: true, stdio: ['pipe', 'pipe', 'pipe'] })
    buffered = ''
    stderr = ''
    proc.stdin.on('error', () => {}) // EPIPE when it died: reported by 'exit'.
    proc.stderr.setEncoding('utf8').on('data', (d: string) => {
      if (child === proc) stderr = (stderr + d).slice(-2000)
    })
    proc.stdout.setEncoding('utf8').on('data', (d: string) => {
      if (child !== proc) return
      buffered += d
      for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
        const line = buffered.slice(0, nl).replace(/\r$/, '')
        buffered = buffered.slice(nl + 1)
        if (line.trim() === '') continue
        finish(proc, parseAnswerText(line, 0))
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
        message: `the program ${how} without answering${tail ? `; its last error output:\n${tail}` : ''}`,
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
          finish(proc, {
            ok: false,
            kind: 'timeout',
            message: `no answer within ${timeoutMs} ms; the program was stopped and restarted for the next case`,
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
  }
}
