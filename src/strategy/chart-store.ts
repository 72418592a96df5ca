import type { Rules } from '../engine/rules.ts'
import { type Chart, chartKey } from './chart.ts'
import { chartFromJson, chartHash } from './chart-json.ts'
import { STORED_CHARTS } from './stored-charts.ts'

/** Fetches a static asset by path (the Worker passes its ASSETS binding; tests pass a fake). */
export type AssetFetch = (path: string) => Promise<Response>

/** Where `npm run charts` writes the charts, as a path under the static assets. */
export const CHARTS_PATH = '/charts/'

/** Charts already loaded in this isolate, by key (at most one per stored file). */
const loaded = new Map<string, Chart>()

/**
 * The precomputed chart for these rules when `npm run charts` stored one (static/charts/), else
 * null. Any failure (missing or unreadable file, a file for other rules) is logged and gives null,
 * so the caller computes the chart live: a stored chart saves CPU, it is never needed.
 */
export async function storedChart(
  rules: Rules | Record<string, unknown>,
  fetchAsset: AssetFetch,
): Promise<Chart | null> {
  const key = chartKey(rules)
  const seen = loaded.get(key)
  if (seen) return seen
  const hash = await chartHash(key)
  if (!STORED_CHARTS.has(hash)) return null
  const path = `${CHARTS_PATH}${hash}.json`
  try {
    const res = await fetchAsset(path)
    if (!res.ok) {
      await res.body?.cancel()
      throw new Error(`HTTP ${res.status}`)
    }
    const chart = chartFromJson(await res.json())
    if (chartKey(chart.rules) !== key) throw new Error('the file holds the chart of other rules')
    loaded.set(key, chart)
    return chart
  } catch (e) {
    console.error(`stored chart ${path} not used (${e instanceof Error ? e.message : String(e)}); computing it live`)
    return null
  }
}
