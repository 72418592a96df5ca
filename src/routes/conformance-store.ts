import { REFERENCE_REPORT_FILE, readReferenceReport, reportDir } from '../conformance/reference.ts'
import { CONTENT_TYPES } from '../conformance/render.ts'
import type { Report } from '../conformance/report.ts'
import { storedFile } from './conformance-body.tsx'
import type { Wanted } from './grade-format.ts'

/** Fetches a static asset by path (the Worker passes its ASSETS binding; tests pass a fake). */
export type AssetFetch = (path: string) => Promise<Response>

/** The folder of this build's stored files (reference.ts reportDir), named once per isolate. */
let dir: string | undefined
const storedDir = () => {
  dir ??= reportDir()
  return dir
}

/** Files already found missing or unreadable in this isolate: logged once, not asked for again. */
const missing = new Set<string>()

/**
 * A stored asset, or null (logged once) when it is missing: files `npm run charts` stored in
 * static/reports/ save CPU, they are never needed, and the route computes instead.
 */
async function asset(fetchAsset: AssetFetch, file: string): Promise<Response | null> {
  const path = `${storedDir()}${file}`
  if (missing.has(path)) return null
  try {
    const res = await fetchAsset(path)
    if (res.ok) return res
    await res.body?.cancel()
    throw new Error(`HTTP ${res.status}`)
  } catch (e) {
    unused(path, e)
    return null
  }
}

function unused(path: string, e: unknown): void {
  missing.add(path)
  console.error(`stored ${path} not used (${e instanceof Error ? e.message : String(e)}); computing it live`)
}

/** The stored default report, read once per isolate; null when there is none for this build. */
let report: Promise<Report | null> | undefined
export function storedReport(fetchAsset: AssetFetch): Promise<Report | null> {
  report ??= (async () => {
    try {
      const res = await asset(fetchAsset, REFERENCE_REPORT_FILE)
      return res ? readReferenceReport(await res.text()) : null
    } catch (e) {
      unused(`${storedDir()}${REFERENCE_REPORT_FILE}`, e)
      return null
    }
  })()
  return report
}

/**
 * The stored body of the default report (`part` null) or one part of it in a format, as it is
 * (nothing parsed or rendered); null when there is none in this build.
 */
export async function storedBody(
  fetchAsset: AssetFetch,
  part: string | null,
  format: Wanted,
  fragment: boolean,
): Promise<{ body: Uint8Array<ArrayBuffer>; type: string } | null> {
  const file = storedFile(part, format, fragment)
  const res = file ? await asset(fetchAsset, file) : null
  if (!res) return null
  // Kept as bytes: encoded once, not on every answer (the JSON is 552 KiB).
  return {
    body: new Uint8Array(await res.arrayBuffer()),
    type: format === 'html' ? 'text/html; charset=UTF-8' : CONTENT_TYPES[format],
  }
}
