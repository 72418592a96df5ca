import { readFile } from 'node:fs/promises'
import { basicStrategy, type Chart } from '../strategy/chart.ts'
import { type AssetAnswer, type AssetFetch, storedChart } from '../strategy/chart-store.ts'

/**
 * The static assets folder of this checkout, where `npm run charts` writes static/charts/: two levels
 * up from src/cli/, one up from the bundled grader (dist/grader.mjs).
 */
const STATIC = new URL(import.meta.url.endsWith('.ts') ? '../../static/' : '../static/', import.meta.url)

/**
 * Reads a static asset from disk as the Worker's ASSETS binding would serve it (404 when absent), as
 * a plain answer: Node's first `new Response` loads undici, about 60 ms of a start-up of ~150.
 */
async function readAsset(path: string): Promise<AssetAnswer> {
  let bytes: Uint8Array
  try {
    bytes = await readFile(new URL(`.${path}`, STATIC))
  } catch {
    return { ok: false, status: 404, body: null, arrayBuffer: async () => new ArrayBuffer(0) }
  }
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  return { ok: true, status: 200, body: null, arrayBuffer: async () => copy }
}

/**
 * The chart a simulation plays: the stored one when `npm run charts` wrote it (static/charts/, read
 * and checked in a few milliseconds, the same file and the same checks as the Worker's), else the
 * one computed by basicStrategy. A simulation's start-up is otherwise the chart's computation.
 */
export async function simulationChart(
  rules: Record<string, unknown>,
  read: AssetFetch = readAsset,
): Promise<{ chart: Chart; stored: boolean }> {
  const stored = await storedChart(rules, read)
  return stored ? { chart: stored, stored: true } : { chart: basicStrategy(rules), stored: false }
}
