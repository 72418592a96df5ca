/**
 * `npm run charts`: precomputes the stored hand values every basic-strategy chart is built from
 * (src/strategy/hand-values.ts), one slice per decks × hitSoft17 × naturals, as
 * static/charts/<decks>d-<s17|h17>[-no-naturals].bin, and removes any other file there. GET /strategy
 * then builds any rule set's chart from one slice in about a millisecond instead of the few hundred
 * the computation costs (the free plan allows 10 ms a request). Run it after any change to the
 * strategy code; test/node/stored-charts.test.ts fails until you do. See docs/strategy.md.
 *
 * It also stores the reference engine's default conformance report (static/reports/reference.json,
 * src/conformance/reference.ts), which GET /conformance serves instead of computing it and whose
 * fixtures' results every other query reuses. Run it after any change to the engine or the suite;
 * test/node/reference-report.test.ts fails until you do.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'fflate'
import {
  computeReferenceReport,
  FOLDER_FILE,
  fingerprint,
  REFERENCE_REPORT_FILE,
  reportDir,
  selectParts,
  stampOf,
} from '../conformance/reference.ts'
import { TAGS } from '../engine/protocol.ts'
import type { Rules } from '../engine/rules.ts'
import { type Chart, chartFromSlice, strategyRules } from '../strategy/chart.ts'
import { allSliceKeys, computeSlice, readSlice, sliceName } from '../strategy/hand-values.ts'
import { importBundled } from './bundled-import.ts'

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

/** The project's static/reports: the stored default conformance report and bodies, in a folder per fingerprint. */
export const REPORTS_ROOT = join(import.meta.dirname, '..', '..', 'static', 'reports')
/** This build's folder of them (reference.ts reportDir). */
export const REPORTS_DIR = join(import.meta.dirname, '..', '..', 'static', ...reportDir().split('/'))

type BodiesModule = typeof import('../routes/conformance-body.tsx')

/** The route's body renderer, bundled (it renders JSX): the very code GET /conformance renders with. */
function bodiesModule(): Promise<BodiesModule> {
  return importBundled<BodiesModule>(join(import.meta.dirname, '..', 'routes', 'conformance-body.tsx'))
}

/**
 * A stored body gzipped, the same bytes on every machine (fflate is plain JavaScript, where
 * node:zlib's output may change with its build; no time in the header), so a rerun of
 * `npm run charts` changes no file.
 */
export function storedGzip(body: string): Uint8Array {
  return gzipSync(new TextEncoder().encode(body), { level: 9, mtime: 0 })
}

/**
 * Writes the reference engine's default report where GET /conformance reads it
 * (static/reports/<fingerprint>/reference.json) and its body in every format, whole and part by
 * part (the large kinds also gzipped, `<file>.gz`), after removing any older folder.
 */
export async function writeReferenceReport(): Promise<void> {
  const report = await computeReferenceReport()
  const dir = join(REPORTS_ROOT, '..', ...reportDir(stampOf(report)).split('/'))
  rmSync(REPORTS_ROOT, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  // The folder's name for the Worker's bundle (reference.ts reportDir): computed here, not per isolate.
  writeFileSync(join(REPORTS_ROOT, FOLDER_FILE), `${JSON.stringify({ folder: fingerprint(stampOf(report)) })}\n`)
  const text = JSON.stringify(report)
  writeFileSync(join(dir, REFERENCE_REPORT_FILE), text)
  const { referenceBodies, gzipTwin } = await bodiesModule()
  let bytes = text.length
  for (const [file, body] of await referenceBodies(report, TAGS, selectParts)) {
    writeFileSync(join(dir, file), body)
    bytes += body.length
    const twin = gzipTwin(file)
    if (twin === null) continue
    const gz = storedGzip(body)
    writeFileSync(join(dir, twin), gz)
    bytes += gz.length
  }
  console.log(
    `reference report: ${report.cases.length} cases; ${(bytes / 1024).toFixed(0)} KiB in static${reportDir(stampOf(report))}`,
  )
}

async function main(): Promise<void> {
  await writeReferenceReport()
  if (process.argv.includes('--report-only')) return
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

if (import.meta.main) await main()
