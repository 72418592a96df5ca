/**
 * The deployed bundle: `wrangler deploy --dry-run --outdir <tmp>` builds exactly what a deploy
 * would upload (no network, no account), and its script is gzipped here to compare with the
 * Workers free plan's size budget. The same build is what the workerd rows then run.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { ROOT } from './wrangler-dev.ts'

const run = promisify(execFile)

/** A dry-run build: its directory (temporary: `removeBundle` when done), script, raw and gzipped size in KiB. */
export interface Bundle {
  dir: string
  script: string
  rawKiB: number
  gzipKiB: number
}

/** Our Worker's configuration, and the hello-world yardstick's. */
export const OUR_CONFIG = join(ROOT, 'wrangler.toml')
export const HELLO_CONFIG = join(ROOT, 'bench/hello-worker/wrangler.toml')
/** The same hello world with our platform settings: the static assets (so wrangler dev's asset router) and observability. */
export const HELLO_PLATFORM_CONFIG = join(ROOT, 'bench/hello-worker/wrangler.platform.toml')

/** Builds a Worker exactly as `wrangler deploy` would into a fresh temporary directory. */
export async function buildBundle(config = OUR_CONFIG): Promise<Bundle> {
  const outdir = mkdtempSync(join(tmpdir(), 'blackjack-bundle-'))
  const wrangler = join(ROOT, 'node_modules/wrangler/bin/wrangler.js')
  const args = [wrangler, 'deploy', '--dry-run', '--outdir', outdir, '--config', config]
  try {
    await run(process.execPath, args, { cwd: ROOT, timeout: 120_000, env: { ...process.env, CI: '1' } })
  } catch (e) {
    rmSync(outdir, { recursive: true, force: true })
    throw e
  }
  const script = join(outdir, 'index.js')
  const code = readFileSync(script)
  return { dir: outdir, script, rawKiB: code.length / 1024, gzipKiB: gzipSync(code).length / 1024 }
}

/** Deletes a build's temporary directory. */
export function removeBundle(b: Bundle): void {
  rmSync(b.dir, { recursive: true, force: true })
}
