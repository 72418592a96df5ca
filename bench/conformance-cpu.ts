/**
 * CPU time of `GET /conformance` (all fixtures + the default generated hands, HTML), the Workers
 * free plan allowing 10 ms of CPU per request. workerd does not report CPU time locally (and its
 * clocks stop during execution), so this runs the same route code — the Hono sub-app, the engine,
 * the grader, the JSX page — on Node's V8, bundled by esbuild as wrangler does, and reads
 * process.cpuUsage() around each request: an approximation of what workerd would bill.
 *
 *   npx node bench/conformance-cpu.ts [requests=200]
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = new URL('..', import.meta.url).pathname
const out = join(mkdtempSync(join(tmpdir(), 'bj-bench-')), 'conformance.mjs')
await build({
  entryPoints: [join(root, 'src/routes/conformance.tsx')],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  jsx: 'automatic',
  jsxImportSource: 'hono/jsx',
  outfile: out,
  logLevel: 'error',
})
const { conformance } = (await import(pathToFileURL(out).href)) as {
  conformance: { request: (path: string) => Promise<Response> | Response }
}

async function cpuMs(path: string): Promise<number> {
  const before = process.cpuUsage()
  const res = await conformance.request(path)
  await res.text()
  const used = process.cpuUsage(before)
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
  return (used.user + used.system) / 1000
}

function summary(label: string, xs: number[]): void {
  const s = [...xs].sort((a, b) => a - b)
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(2)
  console.log(
    `${label.padEnd(44)} first ${xs[0].toFixed(2)} ms · median ${q(0.5)} · p90 ${q(0.9)} · p99 ${q(0.99)} ms (${xs.length} requests)`,
  )
}

const n = Number(process.argv[2] ?? 200)
for (const [label, path] of [
  ['GET /conformance (HTML, default suite)', '/'],
  ['GET /conformance?format=json', '/?format=json'],
  ['GET /conformance?format=junit', '/?format=junit'],
  ['GET /conformance?count=0 (fixtures only)', '/?count=0'],
  ['GET /conformance?count=10', '/?count=10'],
  ['GET /conformance?count=40', '/?count=40'],
  ['GET /conformance?count=100', '/?count=100'],
  ['GET /conformance?tags=dealer', '/?tags=dealer'],
  ['GET /conformance/cases/dealer-stands-on-soft-17', '/cases/dealer-stands-on-soft-17'],
] as const) {
  const xs: number[] = []
  for (let i = 0; i < n; i++) xs.push(await cpuMs(path))
  summary(label, xs)
}
