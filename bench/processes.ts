/**
 * Child processes timed as a person runs them: wall seconds, CPU seconds of all their threads (Linux
 * /proc/self/stat, else null) and their output. For the whole-process rows of bench/simulator.ts.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

/** CPU seconds of this process's finished children (Linux /proc/self/stat cutime + cstime), else null. */
function childrenCpu(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100 // clock ticks: USER_HZ is 100 on Linux
  } catch {
    return null
  }
}

/** One finished run of a command. */
export interface Run {
  wall: number
  cpu: number | null
  stdout: string
}

/**
 * Runs a command to its end: wall seconds, its CPU seconds (all threads) when the OS tells, its output.
 * `env` is added to this process's environment.
 */
export function timed(cmd: string, args: string[], cwd?: string, env?: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const cpu0 = childrenCpu()
    const t0 = performance.now()
    const child = spawn(cmd, args, { cwd, env: env && { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'ignore'] })
    let stdout = ''
    child.stdout.on('data', (d) => {
      stdout += d
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${cmd} exited with ${code}`))
      const cpu1 = childrenCpu()
      resolve({
        wall: (performance.now() - t0) / 1000,
        cpu: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
        stdout,
      })
    })
  })
}
