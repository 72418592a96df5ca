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

/** A stored body as it is served: its bytes, content type, and whether they are gzipped. */
export interface StoredBody {
  body: Uint8Array<ArrayBuffer>
  type: string
  gzip: boolean
}

/**
 * The stored body of the default report (`part` null) or one part of it in a format, as it is
 * (nothing parsed or rendered); with `gzip`, its gzipped twin where the kind has one. Null when
 * there is none in this build (or the twin is not gzip: then the plain one is the answer).
 */
export async function storedBody(
  fetchAsset: AssetFetch,
  part: string | null,
  format: Wanted,
  fragment: boolean,
  gzip = false,
): Promise<StoredBody | null> {
  const file = storedFile(part, format, fragment, gzip)
  const type = format === 'html' ? 'text/html; charset=UTF-8' : CONTENT_TYPES[format]
  return file ? storedAsset(fetchAsset, file, type, gzip) : null
}

/** Any stored file of this build, as bytes to send with `type` (gzipped ones checked to be gzip); null when missing. */
export async function storedAsset(
  fetchAsset: AssetFetch,
  file: string,
  type: string,
  gzip = false,
): Promise<StoredBody | null> {
  const res = await asset(fetchAsset, file)
  if (!res) return null
  // Kept as bytes: encoded once, not on every answer (the JSON is 552 KiB).
  const body = new Uint8Array(await res.arrayBuffer())
  // A twin that is not gzip (its magic number 1f 8b) must not go out labelled gzip.
  if (gzip && (body[0] !== 0x1f || body[1] !== 0x8b)) {
    unused(`${storedDir()}${file}`, new Error('not gzip'))
    return null
  }
  return { body, type, gzip }
}

/**
 * True when a request's Accept-Encoding takes gzip (RFC 9110 12.5.3): `gzip` or `*` listed with a
 * weight above 0, and gzip not refused by name (`gzip;q=0`). No header: false (plain bytes).
 */
export function acceptsGzip(header: string | undefined | null): boolean {
  let star = false
  for (const item of (header ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = item.split(';').map((x) => x.trim())
    const q = params.find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (coding === 'gzip' || coding === 'x-gzip') return weight > 0
    if (coding === '*') star = weight > 0
  }
  return star
}

/**
 * The gzipped twin when the request takes gzip and `read(true)` finds one, else the plain body:
 * `read(gzip)` reads one of them (null when that one is not stored).
 */
export async function preferGzip(
  acceptEncoding: string | undefined,
  read: (gzip: boolean) => Promise<StoredBody | null> | null,
): Promise<StoredBody | null> {
  return (acceptsGzip(acceptEncoding) && (await read(true))) || read(false)
}

/**
 * A stored body's answer. Gzipped bytes go out as they are (`encodeBody: "manual"`: the runtime
 * would otherwise gzip them again for the Content-Encoding header) and are decoded by the client.
 */
export function storedResponse(s: StoredBody): Response {
  const headers: Record<string, string> = { 'content-type': s.type }
  if (!s.gzip) return new Response(s.body, { headers })
  headers['content-encoding'] = 'gzip'
  return new Response(s.body, { headers, encodeBody: 'manual' })
}

/** The most entries a cache of this route holds: the oldest entry goes first. */
const CACHED = 24

/** The value for `key` in `map`, made (and kept) on the first ask. */
export function remember<V>(map: Map<string, V>, key: string, make: () => V): V {
  let value = map.get(key)
  if (value === undefined) {
    if (map.size >= CACHED) map.delete(map.keys().next().value as string)
    value = make()
    map.set(key, value)
  }
  return value
}

/**
 * A stored body, read once per isolate (`map` holds them by file; a missing one is asked for
 * again: `asset` remembers what is missing and logs it once).
 */
export async function storedOnce(
  map: Map<string, Promise<StoredBody | null>>,
  key: string,
  read: () => Promise<StoredBody | null>,
): Promise<StoredBody | null> {
  const stored = await remember(map, key, read)
  if (!stored) map.delete(key)
  return stored
}
