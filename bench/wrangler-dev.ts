/**
 * `wrangler dev` on loopback for the benchmark: a free port, a throw-away --persist-to directory,
 * its own process group (stopped as a group, by its id), and the CPU time its workerd has used.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { killGroup, killOnExit, untilHealthy } from './children.ts'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js')

/** A free loopback port, found by letting the OS pick one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** What to run: a wrangler config, optionally a prebuilt script (then `--no-bundle`), and a path that answers 200 once up. */
export interface DevOptions {
  config: string
  script?: string
  healthPath: string
  /** A --persist-to directory kept after `stop` (state carried across restarts); default: a throw-away one. */
  persistTo?: string
  /** Extra environment for wrangler (e.g. CLOUDFLARE_DEV_REGISTRY_PATH, so two sessions find each other and no one else's). */
  env?: Record<string, string>
}

/** A running `wrangler dev`. */
export interface DevServer {
  url: string
  port: number
  /** The workerd process that runs the Worker (not wrangler's proxy in front of it); 0 if not found. */
  runtimePid: number
  stop: () => Promise<void>
}

/**
 * Starts `wrangler dev` and waits (up to 90 s) until `healthPath` answers 200. A start that fails
 * with "Address already in use" is tried again (twice at most) on new ports: the ports are free when
 * chosen, but another process can take one before wrangler binds it, and with several sessions on
 * one dev registry that happened about once in a few hundred starts (the inspector's socket).
 */
export async function startDev(opts: DevOptions): Promise<DevServer> {
  return retryWhenAddressInUse(() => startDevOnce(opts))
}

/** Runs `start` again (at most `attempts` times in all) while it fails with "Address already in use"; any other failure at once. */
export async function retryWhenAddressInUse<T>(start: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start()
    } catch (e) {
      if (attempt >= attempts || !String(e).includes('Address already in use')) throw e
    }
  }
}

async function startDevOnce(opts: DevOptions): Promise<DevServer> {
  const port = await freePort()
  const state = opts.persistTo ?? mkdtempSync(join(tmpdir(), 'blackjack-bench-'))
  const args = [WRANGLER, 'dev', ...(opts.script ? [opts.script, '--no-bundle'] : []), '--config', opts.config]
  args.push('--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(await freePort()))
  args.push('--persist-to', state)
  args.push('--show-interactive-dev-session=false', '--log-level', 'error')
  const env = opts.env ? { ...process.env, ...opts.env } : process.env
  const child = spawn(process.execPath, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const forget = killOnExit(child)
  let log = ''
  child.stdout?.on('data', (d) => {
    log = (log + d).slice(-4000)
  })
  child.stderr?.on('data', (d) => {
    log = (log + d).slice(-4000)
  })
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      killGroup(child, 'SIGTERM')
      for (let i = 0; i < 20 && child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 100))
      if (child.exitCode === null) killGroup(child, 'SIGKILL')
    }
    forget()
    if (!opts.persistTo) rmSync(state, { recursive: true, force: true })
  }
  const health = await untilHealthy(url, opts.healthPath, child, 90_000, 250)
  if (health !== 'up') {
    const code = child.exitCode
    await stop()
    throw new Error(
      health === 'exited'
        ? `wrangler dev exited with ${code}:\n${log}`
        : `wrangler dev did not answer ${opts.healthPath} within 90 s:\n${log}`,
    )
  }
  return { url, port, runtimePid: child.pid ? findRuntime(child.pid, port) : 0, stop }
}

/**
 * The workerd running the Worker: in wrangler's process group, and not the one listening on the
 * public port (that is wrangler's proxy, which only forwards). 0 without /proc (not Linux).
 */
function findRuntime(pgid: number, port: number): number {
  let found = 0
  let dirs: string[]
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d))
  } catch {
    return 0
  }
  for (const pid of dirs) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) !== pgid || !stat.includes('(workerd)')) continue
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      if (!cmd.includes(`entry=127.0.0.1:${port}`)) found = Number(pid)
    } catch {
      // The process ended while we looked.
    }
  }
  return found
}

/**
 * CPU time used so far, in milliseconds, from the scheduler's nanosecond counters
 * (/proc/<pid>/task/<tid>/schedstat): of the main thread only (`thread: 'main'`, the thread
 * workerd runs every isolate on) or summed over all threads (V8's helper threads for concurrent
 * compilation and garbage collection too). null when unreadable (not Linux).
 */
export function processCpuMs(pid: number, thread: 'main' | 'all' = 'main'): number | null {
  if (!pid) return null
  try {
    const tids = thread === 'main' ? [String(pid)] : readdirSync(`/proc/${pid}/task`)
    let ns = 0
    for (const tid of tids) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0])
      } catch (e) {
        if (thread === 'main') throw e // else: a helper thread that just ended
      }
    }
    return ns / 1e6
  } catch {
    return null
  }
}
