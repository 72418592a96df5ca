import type { Rules } from '../engine/rules.ts'
import { type Chart, strategyRules } from './chart.ts'
import { fastChartFromSlice } from './chart-fast.ts'
import { readSlice, type SliceKey, sliceName } from './hand-values.ts'

/**
 * What the store reads of an asset's answer: a Response's status and bytes. The CLI answers from the
 * disk with a plain object, since Node's first `Response` costs about 60 ms (it loads undici).
 */
export type AssetAnswer = Pick<Response, 'ok' | 'status' | 'arrayBuffer'> & { body: { cancel(): Promise<void> } | null }

/** Fetches a static asset by path (the Worker passes its ASSETS binding; tests pass a fake). */
export type AssetFetch = (path: string) => Promise<AssetAnswer>

/** Where `npm run charts` writes the hand-value slices, as a path under the static assets. */
export const CHARTS_PATH = '/charts/'

/** Slices already read in this isolate, by name (at most the 32 of the contract). */
const slices = new Map<string, Float64Array>()

/**
 * The chart for these rules built from the stored hand values (static/charts/, hand-values.ts):
 * one slice per decks × hitSoft17 × naturals covers every rule set, so this costs a fetch of at
 * most 52 KiB the first time a shoe is asked for and about a millisecond of CPU per new rule set.
 * Any failure (a missing, short or foreign file) is logged and gives null, so the caller computes
 * the chart live: the stored values save CPU, they are never needed.
 */
export async function storedChart(
  input: Rules | Record<string, unknown>,
  fetchAsset: AssetFetch,
): Promise<Chart | null> {
  const rules = strategyRules(input)
  const key: SliceKey = { decks: rules.decks, hitSoft17: rules.hitSoft17, naturals: rules.naturals }
  const name = sliceName(key)
  let slice = slices.get(name)
  if (!slice) {
    const path = `${CHARTS_PATH}${name}`
    try {
      const res = await fetchAsset(path)
      if (!res.ok) {
        await res.body?.cancel()
        throw new Error(`HTTP ${res.status}`)
      }
      slice = readSlice(await res.arrayBuffer(), key)
    } catch (e) {
      console.error(
        `stored hand values ${path} not used (${e instanceof Error ? e.message : String(e)}); computing the chart live`,
      )
      return null
    }
    slices.set(name, slice)
  }
  // `rules` is strategyRules' already: chartFromSlice would resolve them a second time.
  return fastChartFromSlice(rules, slice)
}
