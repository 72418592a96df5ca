// Shared by the kit tests: the system Node, the built grader, and kits written into temp folders.
import { execFileSync, spawnSync } from 'node:child_process'
import { accessSync, constants, cpSync, existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..', '..')
export const GRADER = join(ROOT, 'dist', 'grader.mjs')

/**
 * The machine's own `node` (Node 20 on Debian), not the project's pinned Node 24: npm scripts put
 * node_modules/.bin first on PATH, so those entries are skipped.
 */
export function systemNode(): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir || dir.includes('node_modules')) continue
    const candidate = join(dir, 'node')
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {}
  }
  throw new Error('no system node on PATH')
}

/** Builds dist/grader.mjs and the static copies when an earlier step (npm test's pretest) did not. */
export function ensureBuilt(): void {
  if (existsSync(GRADER) && existsSync(join(ROOT, 'static', 'starter', 'python.zip'))) return
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-grader.mjs')], { cwd: ROOT, stdio: 'pipe' })
}

/** A fresh temp folder. */
export function tempDir(name: string): string {
  return mkdtempSync(join(tmpdir(), `bj-${name}-`))
}

/** Writes a kit with `blackjack starter` into a temp folder; with `solved`, the test solution over it. */
export function writeKit(lang: string, solved = false): string {
  ensureBuilt()
  const dir = join(tempDir(lang), `blackjack-${lang}`)
  const out = spawnSync(process.execPath, [join(ROOT, 'bin', 'blackjack.mjs'), 'starter', lang, '--dir', dir], {
    encoding: 'utf8',
  })
  if (out.status !== 0) throw new Error(`blackjack starter ${lang} failed: ${out.stderr}`)
  if (solved) cpSync(join(ROOT, 'test', 'kits', 'solutions', lang), dir, { recursive: true })
  return dir
}

/** Sends request lines to a kit's protocol mode; returns its answer lines, parsed. */
export function protocol(command: string, args: string[], cwd: string, requests: unknown[]): unknown[] {
  const input = `${requests.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n')}\n`
  const out = spawnSync(command, args, { cwd, input, encoding: 'utf8', timeout: 60_000, maxBuffer: 64 * 1024 * 1024 })
  if (out.status !== 0) throw new Error(`${command} exited ${out.status}: ${out.stderr}`)
  return out.stdout
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l))
}

/** Runs the bundled grader with the system Node; returns its exit status and report. */
export function gradeWithSystemNode(cmd: string, cwd: string, extra: string[] = []) {
  const out = spawnSync(systemNode(), [GRADER, 'grade', '--cmd', cmd, '--format', 'json', ...extra], {
    cwd,
    encoding: 'utf8',
    timeout: 300_000,
    maxBuffer: 256 * 1024 * 1024,
  })
  return { status: out.status, stderr: out.stderr, report: out.stdout ? JSON.parse(out.stdout) : null }
}
