import { raw } from 'hono/html'
import { escapeToBuffer } from 'hono/utils/html'
import { Layout } from '../layout.tsx'

/**
 * Text escaped exactly as hono/jsx escapes text and attribute values (`&<>'"`), so the views
 * written as text are byte for byte what their JSX rendered: the same function as
 * src/views/layout.tsx's own `escaped` (not exported there).
 */
export function esc(text: string): string {
  const buffer = ['']
  escapeToBuffer(text, buffer)
  return buffer[0]
}

/**
 * A grader page (the site's layout with the grader's stylesheet) around `body`, HTML text of our
 * own; the layout is text too, so this renders synchronously.
 */
export function graderPage(title: string, body: string): string {
  return String(Layout({ title, styles: ['/assets/grader.css'], children: raw(body) }).toString())
}
