import type { BodyView, FinishedBody, Viewer } from './grading-bodies.ts'

// What a finished run keeps in its Durable Object's SQLite until a re-run: its report as JSON (session 5)
// and its bodies as rendered (session 6), each in parts under SQLite's 2 MB per value.

/**
 * Characters per stored part of a report or a body: at most 3 bytes each in UTF-8 (a pair of
 * surrogates, 2 characters, is 4), so a part stays under SQLite's 2 MB per value in Durable Objects.
 */
export const REPORT_PART = 256 * 1024
/** Parts per read of a stored report or body: at most 12 MiB of text (16 MiB of gzip), well under an RPC's 32 MiB. */
export const REPORT_PARTS_PER_READ = 16

/** Stores a finished generation's report, replacing any other, in parts of at most REPORT_PART characters. */
export function saveReport(sql: SqlStorage, generation: number, json: string): void {
  sql.exec('DELETE FROM report')
  for (let part = 0; part * REPORT_PART < json.length || part === 0; part++)
    sql.exec(
      'INSERT INTO report (part, generation, json) VALUES (?, ?, ?)',
      part,
      generation,
      json.slice(part * REPORT_PART, (part + 1) * REPORT_PART),
    )
}

/**
 * Parts of the stored report of `generation` from `from` on, at most REPORT_PARTS_PER_READ of
 * them; `more` when parts are left. Null when none is stored for it (a run stored before the
 * report was, or one still running).
 */
export function reportParts(
  sql: SqlStorage,
  generation: number,
  from: number,
): { parts: string[]; more: boolean } | null {
  const rows = sql
    .exec<{ json: string }>(
      'SELECT json FROM report WHERE generation = ? AND part >= ? ORDER BY part LIMIT ?',
      generation,
      from,
      REPORT_PARTS_PER_READ + 1,
    )
    .toArray()
  if (!rows.length) return null
  return { parts: rows.slice(0, REPORT_PARTS_PER_READ).map((r) => r.json), more: rows.length > REPORT_PARTS_PER_READ }
}

/** Bytes per stored part of a gzipped body: under SQLite's 2 MB per value in Durable Objects. */
export const GZIP_PART = 1024 * 1024

/** Parts of a stored body, as one read returns them (the Worker joins them). */
export interface BodyParts {
  generation: number
  type: string
  /** True when the parts are the gzipped twin's bytes. */
  gzip: boolean
  parts: (string | ArrayBuffer)[]
  /** Parts are left: read again from `parts.length` on. */
  more: boolean
}

/** Splits `data` into pieces of at most `size` (one, possibly empty, at the least). */
function pieces<T extends string | Uint8Array>(data: T, size: number): T[] {
  const out: T[] = []
  for (let at = 0; at < data.length || at === 0; at += size) out.push(data.slice(at, at + size) as T)
  return out
}

/** Stores a finished generation's bodies, replacing every other: text in characters, gzip in bytes. */
export function saveBodies(sql: SqlStorage, generation: number, bodies: readonly FinishedBody[]): void {
  sql.exec('DELETE FROM body')
  const insert = (b: FinishedBody, gzip: number, part: number, data: string | Uint8Array) =>
    sql.exec(
      'INSERT INTO body (viewer, view, gzip, part, generation, type, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
      b.viewer,
      b.view,
      gzip,
      part,
      generation,
      b.type,
      typeof data === 'string' ? data : data.slice().buffer,
    )
  for (const b of bodies) {
    for (const [i, p] of pieces(b.text, REPORT_PART).entries()) insert(b, 0, i, p)
    if (b.gzip) for (const [i, p] of pieces(b.gzip, GZIP_PART).entries()) insert(b, 1, i, p)
  }
}

/**
 * Parts of one stored body of `generation` from part `from` on (at most REPORT_PARTS_PER_READ:
 * 16 MiB of gzip or 12 MiB of text, under an RPC's 32 MiB): the gzipped twin when `gzip` and
 * there is one, else the plain text. Null when none is stored (a run finished before bodies were).
 */
export function bodyParts(
  sql: SqlStorage,
  generation: number,
  viewer: Viewer,
  view: BodyView,
  gzip: boolean,
  from: number,
): BodyParts | null {
  // A later part is read in the kind the first one came in: never gzip bytes after plain text.
  for (const z of gzip ? (from === 0 ? [1, 0] : [1]) : [0]) {
    const rows = sql
      .exec<{ type: string; data: string | ArrayBuffer }>(
        'SELECT type, data FROM body WHERE viewer = ? AND view = ? AND gzip = ? AND generation = ? AND part >= ? ' +
          'ORDER BY part LIMIT ?',
        viewer,
        view,
        z,
        generation,
        from,
        REPORT_PARTS_PER_READ + 1,
      )
      .toArray()
    if (!rows.length) continue
    const parts = rows.slice(0, REPORT_PARTS_PER_READ).map((r) => r.data)
    return { generation, type: rows[0].type, gzip: z === 1, parts, more: rows.length > REPORT_PARTS_PER_READ }
  }
  return null
}
