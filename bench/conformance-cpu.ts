/**
 * CPU time of `GET /conformance` (the stored default report, HTML; static/ read from disk as the ASSETS binding) on Node's V8:
 * the same route code — the Hono sub-app, the engine, the grader, the JSX page — bundled by
 * esbuild as wrangler does, with process.cpuUsage() read around each request. An approximation of
 * what workerd would bill (another V8 build, other flags); `npm run bench` prints it next to the
 * figure measured in workerd itself (workerd.ts).
 *
 *   npx node bench/conformance-cpu.ts [requests=200]   # every variant of the route, in detail
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { importBundled } from '../src/cli/bundled-import.ts'
import { quantile } from './figures.ts'

type App = { request: (path: string, init?: RequestInit, env?: unknown) => Promise<Response> | Response }

const STATIC = new URL('../static', import.meta.url).pathname

/** The Worker's ASSETS binding, read from static/ on disk (as wrangler dev serves it). */
const env = {
  ASSETS: {
    fetch: async (url: URL | string) => {
      try {
        return new Response(readFileSync(join(STATIC, decodeURIComponent(new URL(String(url)).pathname))))
      } catch {
        return new Response('not found', { status: 404 })
      }
    },
  },
}

/** The conformance sub-app, bundled from src/routes/conformance.tsx and imported. */
export async function conformanceApp(): Promise<App> {
  const root = new URL('..', import.meta.url).pathname
  return (await importBundled<{ conformance: App }>(join(root, 'src/routes/conformance.tsx'))).conformance
}

/** CPU milliseconds (user + system) of one request to the sub-app; fails unless it answers 200. */
export async function cpuMs(app: App, path: string): Promise<number> {
  const before = process.cpuUsage()
  const res = await app.request(`http://localhost${path}`, {}, env)
  await res.text()
  const used = process.cpuUsage(before)
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
  return (used.user + used.system) / 1000
}

/** CPU per request of `GET /conformance` (default suite, HTML) on Node, `count` requests in a row. */
export async function nodeConformanceCpu(count: number): Promise<number[]> {
  const app = await conformanceApp()
  const xs: number[] = []
  for (let i = 0; i < count; i++) xs.push(await cpuMs(app, '/'))
  return xs
}

function summary(label: string, xs: number[]): void {
  const q = (p: number) => quantile(xs, p).toFixed(2)
  console.log(
    `${label.padEnd(44)} first ${xs[0].toFixed(2)} ms · median ${q(0.5)} · p90 ${q(0.9)} · p99 ${q(0.99)} ms (${xs.length} requests)`,
  )
}

if (import.meta.main) {
  const app = await conformanceApp()
  const n = Number(process.argv[2] ?? 200)
  for (const [label, path] of [
    ['GET /conformance (HTML, default suite)', '/'],
    ['GET /conformance?format=json', '/?format=json'],
    ['GET /conformance?format=junit', '/?format=junit'],
    ['GET /conformance?tags=dealer', '/?tags=dealer'],
    ['GET /conformance?tags=dealer&seed=blackjack-lab (rendered)', '/?tags=dealer&seed=blackjack-lab'],
    ['GET /conformance/cases/dealer-stands-on-soft-17', '/cases/dealer-stands-on-soft-17'],
  ] as const) {
    const xs: number[] = []
    for (let i = 0; i < n; i++) xs.push(await cpuMs(app, path))
    summary(label, xs)
  }
}
