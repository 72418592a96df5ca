import type { Context, MiddlewareHandler } from 'hono'
import { CONTENT_TYPES, type Format, isFormat, renderReport } from '../conformance/render.ts'
import type { Report } from '../conformance/report.ts'

/** A report format, or `html` for the page. */
export type Wanted = Format | 'html'

/**
 * The format a request asks for: `?format=` (json, junit, gradescope, text, html) wins; else an
 * Accept header that wants JSON and not HTML gets JSON; else the HTML page.
 * Returns null for an unknown `?format=`.
 */
export function wantedFormat(c: Context): Wanted | null {
  const q = c.req.query('format')
  if (q !== undefined) return q === 'html' ? 'html' : isFormat(q) ? q : null
  const accept = c.req.header('accept') ?? ''
  return accept.includes('application/json') && !accept.includes('text/html') ? 'json' : 'html'
}

/**
 * A report in a machine format, with its content type (JUnit as XML, Gradescope as JSON): the
 * student's view unless `instructor` (a run's instructor link).
 */
export function reportResponse(report: Report, format: Format, status: 200 | 202 = 200, instructor = false): Response {
  const { body, type } = reportBody(report, format, instructor)
  return new Response(body, { status, headers: { 'content-type': type } })
}

/** A report in a machine format as text, with its content type: the student's view unless `instructor`. */
export function reportBody(report: Report, format: Format, instructor = false): { body: string; type: string } {
  return { body: renderReport(report, format, { instructor }), type: CONTENT_TYPES[format] }
}

/** A problem in the format asked for: a JSON error body, or plain text. */
export function problemResponse(format: Wanted | null, status: 400 | 404 | 409, message: string): Response {
  if (format === 'json' || format === 'gradescope')
    return Response.json({ error: { message } }, { status, headers: { 'content-type': CONTENT_TYPES.json } })
  return new Response(`${message}\n`, { status, headers: { 'content-type': CONTENT_TYPES.text } })
}

/**
 * A middleware that adds these names to the answer's Vary, after the handler: each name once
 * (compared as whole names, case-insensitively, RFC 9110 12.5.5), nothing when it is `Vary: *`.
 */
export function varyOn(...headers: string[]): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const have = (c.res.headers.get('vary') ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean)
    if (have.includes('*')) return
    const add = headers.filter((h) => !have.includes(h.toLowerCase()))
    if (!add.length) return
    try {
      c.res.headers.append('vary', add.join(', '))
    } catch {
      // Immutable headers (a fetched response): copy it.
      c.res = new Response(c.res.body, c.res)
      c.res.headers.append('vary', add.join(', '))
    }
  }
}

/**
 * Adds `Vary: Accept, HX-Request` to every answer of a route whose body depends on them (the
 * format, and the htmx fragment), so a cache never serves JSON to a browser or a fragment as a page.
 */
export const varyOnFormat: MiddlewareHandler = varyOn('Accept', 'HX-Request')
