import { raw } from 'hono/html'
import { escapeToBuffer } from 'hono/utils/html'
import { Layout, type LayoutProps } from './layout.tsx'

/**
 * Text escaped for HTML text and attribute values, by hono's own escape (the one layout.tsx and
 * hono/jsx use), so a page written as text is byte for byte what hono/jsx rendered.
 */
export function escaped(text: string): string {
  const buffer = ['']
  escapeToBuffer(text, buffer)
  return buffer[0]
}

/**
 * A whole page as text: the shell of layout.tsx around `body`, HTML text of our own. The pages
 * people open first (home, /strategy, the assignment pages) are written as text, not JSX: hono/jsx
 * runs cold on an isolate's first request, and its elements cost several ms of CPU there against
 * the free plan's 10 ms (docs/benchmarks.md, session 6). Only the shell still goes through
 * Layout (a handful of raw strings, layout.tsx is not ours to change).
 */
export function pageHtml(props: Omit<LayoutProps, 'children'>, body: string): string {
  return String(Layout({ ...props, children: raw(body) }))
}
