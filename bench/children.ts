/**
 * The bench's child processes (wrangler dev, workerd): never left behind when the bench exits or is
 * interrupted, and waited for until they answer.
 */
import type { ChildProcess } from 'node:child_process'

const running = new Set<ChildProcess>()
let guarded = false

/** On exit or interruption (Ctrl-C, a timeout), never leave a child process behind. */
function guard(): void {
  if (guarded) return
  guarded = true
  const killAll = () => {
    for (const child of running) killGroup(child, 'SIGKILL')
  }
  process.once('exit', killAll)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAll()
      process.exit(130)
    })
  }
}

/**
 * Keeps `child` (spawned `detached`: a process group of its own) to be killed, group and all, if
 * this process exits or is interrupted first. The function it returns forgets it again.
 */
export function killOnExit(child: ChildProcess): () => boolean {
  guard()
  running.add(child)
  return () => running.delete(child)
}

/**
 * Polls `url + healthPath` every `everyMs` until it answers 2xx ('up'), `child` exits ('exited')
 * or `ms` have passed ('timeout').
 */
export async function untilHealthy(
  url: string,
  healthPath: string,
  child: ChildProcess,
  ms: number,
  everyMs: number,
): Promise<'up' | 'exited' | 'timeout'> {
  const deadline = Date.now() + ms
  for (;;) {
    if (child.exitCode !== null) return 'exited'
    try {
      const res = await fetch(url + healthPath, { signal: AbortSignal.timeout(2000) })
      await res.arrayBuffer()
      if (res.ok) return 'up'
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) return 'timeout'
    await new Promise((r) => setTimeout(r, everyMs))
  }
}

/** Sends `signal` to the process group `child` leads (it was spawned `detached`); nothing if it is gone. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}
