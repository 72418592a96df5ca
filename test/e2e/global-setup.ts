import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort } from '../../bench/wrangler-dev.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}:\n${log()}`)
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`wrangler dev did not answer /healthz within 90 s:\n${log()}`)
}

/**
 * Starts `wrangler dev` on loopback with a throw-away state directory, running the end-to-end Worker
 * src/test-worker.ts (the deployed one plus the stacked-shoe test route, which exists only there),
 * waits for /healthz, and stops it afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // E2E_BASE_URL: run against a server already started with `npx wrangler dev src/test-worker.ts`.
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL)
    return async () => {}
  }
  const port = await freePort()
  const state = mkdtempSync(join(tmpdir(), 'blackjack-e2e-'))
  const args = ['wrangler', 'dev', 'src/test-worker.ts', '--ip', '127.0.0.1', '--port', String(port)]
  args.push('--persist-to', state, '--show-interactive-dev-session=false', '--log-level', 'warn')
  const child = spawn('npx', args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: '1' },
  })
  let output = ''
  child.stdout?.on('data', (d) => {
    output += d
  })
  child.stderr?.on('data', (d) => {
    output += d
  })
  const baseURL = `http://127.0.0.1:${port}`
  // The whole process group: npx, wrangler and its workerd children.
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal)
    } catch {
      // Already gone.
    }
  }
  // Vitest may exit without awaiting a teardown when several projects run: never leave a server behind.
  process.once('exit', () => {
    killGroup('SIGKILL')
    rmSync(state, { recursive: true, force: true })
  })
  const stop = async () => {
    if (child.exitCode === null) {
      killGroup('SIGTERM')
      await new Promise((r) => setTimeout(r, 1000))
      if (child.exitCode === null) killGroup('SIGKILL')
    }
    rmSync(state, { recursive: true, force: true })
  }
  try {
    await waitForHealth(baseURL, child, () => output.slice(-4000))
  } catch (e) {
    await stop()
    throw e
  }
  project.provide('baseURL', baseURL)
  return stop
}
