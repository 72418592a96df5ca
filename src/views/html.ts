import { escapeToBuffer } from 'hono/utils/html'

/**
 * Text or an attribute value escaped exactly as hono/jsx escapes them (its own `escapeToBuffer`:
 * `&`, `<`, `>`, `"`, `'`). The table's views are written as HTML text, not JSX (rendering
 * through hono/jsx cost 5–7 ms on an isolate's first request: docs/benchmarks.md, session 6), so
 * every string from a player or the table's state goes through here on its way into the HTML.
 */
export function esc(text: string): string {
  const buffer: [string] = ['']
  escapeToBuffer(text, buffer)
  return buffer[0]
}

/** An attribute as hono/jsx writes it: ` name="value"` with the value escaped, nothing for null or undefined. */
export function attr(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'number' ? ` ${name}="${value}"` : ` ${name}="${esc(value)}"`
}
