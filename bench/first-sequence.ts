/**
 * Issue 15, what a fresh isolate pays request by request: per restart of the `apart` set-up
 * (bench/split-run.ts: the Worker, its objects and its static assets in three workerd processes),
 * 20 `GET /healthz`, then the given paths in order, each one's main-thread CPU in the Worker's
 * process net of the health request's median. So one run tells a first request from the second
 * and third of the same kind: e.g. a new rule set on a new slice, then another slice, then the same
 * slice (the chart's code compiled, the slice's fetch not paid again). With `--plain` the Worker runs
 * in workerd alone instead (bench/workerd-plain.ts: no wrangler dev entry Worker, ASSETS a native
 * disk service): the CPU that is our isolate's, as close to Cloudflare's bill as this machine shows.
 *
 *   node bench/first-sequence.ts [--plain] <restarts> <path> [path ...]   ({r} in a path: the restart's number, from 1)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildBundle, OUR_CONFIG, removeBundle } from './bundle.ts'
import { quantile } from './figures.ts'
import { ok } from './pages-floor.ts'
import { baseline, perRequest, splitTarget, startSet } from './split-run.ts'
import type { DevServer } from './wrangler-dev.ts'

/**
 * Per path, its CPU in each restart (ms, net of /healthz's median), the paths sent in order to one
 * fresh isolate: under wrangler dev's `apart` set-up, or with `plain` in workerd alone.
 */
export async function firstSequence(restarts: number, paths: string[], plain = false): Promise<number[][]> {
  const tmp = mkdtempSync(join(tmpdir(), 'blackjack-sequence-'))
  const bundle = await buildBundle(OUR_CONFIG)
  const t = splitTarget('wrangler', OUR_CONFIG, bundle.script, '/healthz', [])
  const seen = paths.map((): number[] => [])
  try {
    for (let r = 0; r < restarts; r++) {
      const run = await startSet(t, plain ? 'plain' : 'apart', join(tmp, 'registry'), join(tmp, 'state'))
      try {
        const { url } = run.servers.worker as DevServer
        const base = (await baseline(run, t.health, 20)).worker ?? 0
        for (const [k, path] of paths.entries()) {
          const cpu = await perRequest(run, () => ok(fetch(url + path.replaceAll('{r}', String(r + 1)))), 1)
          seen[k].push((cpu.worker?.[0] ?? 0) - base)
        }
      } finally {
        await run.stop()
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true })
    removeBundle(bundle)
  }
  return seen
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const plain = args[0] === '--plain'
  const [restarts, ...paths] = plain ? args.slice(1) : args
  if (!(Number(restarts) >= 1) || paths.length === 0)
    throw new Error('usage: first-sequence.ts [--plain] <restarts> <path> ...')
  const seen = await firstSequence(Number(restarts), paths, plain)
  for (let r = 0; r < Number(restarts); r++)
    console.log(`restart ${r}: ${seen.map((xs) => xs[r].toFixed(2)).join('  ')}`)
  for (const [k, path] of paths.entries()) {
    const xs = seen[k]
    console.log(`${k + 1}. ${path}: median ${quantile(xs, 0.5).toFixed(2)}, worst ${Math.max(...xs).toFixed(2)} ms`)
  }
}
