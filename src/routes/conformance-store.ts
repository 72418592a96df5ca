import {
  checkStamp,
  REFERENCE_REPORT_PATH,
  REFERENCE_STAMP_PATH,
  type ReferenceStamp,
  readReferenceReport,
} from '../conformance/reference.ts'
import { CONTENT_TYPES } from '../conformance/render.ts'
import type { Report } from '../conformance/report.ts'
import { STORED_BODIES } from './conformance-body.tsx'
import type { Wanted } from './grade-format.ts'

/** Fetches a static asset by path (the Worker passes its ASSETS binding; tests pass a fake). */
export type AssetFetch = (path: string) => Promise<Response>

/** A stored asset's text; throws on any status but 200. */
async function assetText(fetchAsset: AssetFetch, path: string): Promise<string> {
  const res = await fetchAsset(path)
  if (!res.ok) {
    await res.body?.cancel()
    throw new Error(`HTTP ${res.status}`)
  }
  return res.text()
}

function logUnused(path: string, e: unknown): void {
  console.error(`stored ${path} not used (${e instanceof Error ? e.message : String(e)}); computing it live`)
}

/**
 * Whether the files `npm run charts` stored in static/reports/ match this suite (their stamp, a
 * few KiB, read once per isolate). They save CPU, they are never needed: on any failure (missing,
 * unreadable, another suite) this logs once and says no, and the route computes instead.
 */
let usable: Promise<boolean> | undefined
export function storedUsable(fetchAsset: AssetFetch): Promise<boolean> {
  usable ??= assetText(fetchAsset, REFERENCE_STAMP_PATH)
    .then((text) => {
      checkStamp(JSON.parse(text) as ReferenceStamp)
      return true
    })
    .catch((e) => {
      logUnused(REFERENCE_STAMP_PATH, e)
      return false
    })
  return usable
}

/** The stored default report (static/reports/reference.json), read once per isolate; null when not usable. */
let report: Promise<Report | null> | undefined
export function storedReport(fetchAsset: AssetFetch): Promise<Report | null> {
  report ??= storedUsable(fetchAsset).then(async (ok) => {
    if (!ok) return null
    try {
      return readReferenceReport(await assetText(fetchAsset, REFERENCE_REPORT_PATH))
    } catch (e) {
      logUnused(REFERENCE_REPORT_PATH, e)
      return null
    }
  })
  return report
}

/**
 * The stored body of the default report in a format, streamed from the assets as it is (no
 * parsing, no rendering); null when there is none for it or the stored files are not usable.
 */
export async function storedBody(fetchAsset: AssetFetch, format: Wanted, fragment: boolean): Promise<Response | null> {
  const stored = STORED_BODIES.find((b) => b.format === format && b.fragment === fragment)
  if (!stored || !(await storedUsable(fetchAsset))) return null
  const res = await fetchAsset(`/reports/${stored.file}`)
  if (!res.ok) {
    await res.body?.cancel()
    logUnused(stored.file, new Error(`HTTP ${res.status}`))
    return null
  }
  const type = format === 'html' ? 'text/html; charset=UTF-8' : CONTENT_TYPES[format]
  return new Response(res.body, { status: 200, headers: { 'content-type': type } })
}
