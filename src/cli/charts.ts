/**
 * `npm run charts`: precomputes the stored hand values every basic-strategy chart is built from
 * (src/strategy/hand-values.ts), one slice per decks × hitSoft17 × naturals, as
 * static/charts/<decks>d-<s17|h17>[-no-naturals].bin, and removes any other file there. GET /strategy
 * then builds any rule set's chart from one slice in about a millisecond instead of the few hundred
 * the computation costs (the free plan allows 10 ms a request). Run it after any change to the
 * strategy code; test/node/stored-charts.test.ts fails until you do. See docs/strategy.md.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Rules } from '../engine/rules.ts'
import { type Chart, chartFromSlice, strategyRules } from '../strategy/chart.ts'
import { allSliceKeys, computeSlice, readSlice, sliceName } from '../strategy/hand-values.ts'

/** The project's static/charts directory. */
export const CHARTS_DIR = join(import.meta.dirname, '..', '..', 'static', 'charts')

/**
 * On Node, the chart the Worker serves for these rules: built from the stored slice in
 * static/charts (a millisecond, where basicStrategy computes for a few hundred). Throws when the
 * slice is missing or unreadable (run `npm run charts`).
 */
export function storedChartSync(input: Rules | Record<string, unknown>): Chart {
  const rules = strategyRules(input)
  const key = { decks: rules.decks, hitSoft17: rules.hitSoft17, naturals: rules.naturals }
  const bytes = readFileSync(join(CHARTS_DIR, sliceName(key)))
  return chartFromSlice(rules, readSlice(new Uint8Array(bytes).buffer, key))
}

function main(): void {
  const dir = CHARTS_DIR
  mkdirSync(dir, { recursive: true })
  const files = new Set<string>()
  let bytes = 0
  for (const key of allSliceKeys()) {
    const started = performance.now()
    const slice = computeSlice(key)
    const name = sliceName(key)
    writeFileSync(join(dir, name), slice)
    files.add(name)
    bytes += slice.byteLength
    console.log(`${name.padEnd(24)} ${(performance.now() - started).toFixed(0).padStart(5)} ms`)
  }
  for (const old of readdirSync(dir)) if (!files.has(old)) rmSync(join(dir, old))
  console.log(`${files.size} slices, ${(bytes / 1024).toFixed(0)} KiB in static/charts`)
}

if (import.meta.main) main()
