import { raw } from 'hono/html'
import type { Child } from 'hono/jsx'
import { escapeToBuffer } from 'hono/utils/html'

/** Props of every full page. */
export interface LayoutProps {
  title: string
  children: Child
  /** Extra stylesheets under /assets (e.g. "/assets/grader.css"). */
  styles?: string[]
  /** Extra scripts under /assets, loaded deferred after htmx. */
  scripts?: string[]
  /**
   * Extra markup for <head>, as HTML text of our own (never user text): e.g. a <noscript> refresh
   * while waiting on other players. Text, not JSX: hono/jsx hoists a <meta> rendered outside its
   * own <head> element to just before </head>, which would take it out of the <noscript>.
   */
  head?: string
}

/** Text escaped exactly as hono/jsx escapes text and attribute values. */
function escaped(text: string): string {
  const buffer = ['']
  escapeToBuffer(text, buffer)
  return buffer[0]
}

/** The shell between <head>'s extra elements and the page's content: the same on every page. */
const NAV =
  '</head><body><header class="site"><a href="/" class="brand">Blackjack Lab</a><nav><a href="/">Play</a> ' +
  '<a href="/strategy">Strategy</a> <a href="/conformance">Conformance</a> <a href="/grade">Grade</a></nav></header><main>'

/**
 * The page shell: one stylesheet, htmx from our own origin (no inline scripts: strict CSP).
 * Written as text, byte for byte what hono/jsx renders for the same elements (the stored report
 * pages, test/node/reference-report.test.ts, check it): rendering these elements through hono/jsx
 * cost about 3.6 ms of CPU on the first page of every isolate (docs/benchmarks.md, session 5),
 * a third of the free plan's 10 ms. Only `children` go through hono/jsx.
 */
export function Layout({ title, children, styles = [], scripts = [], head }: LayoutProps) {
  let open =
    '<html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    `<title>${escaped(`${title} · Blackjack Lab`)}</title><link rel="icon" href="data:,"/>` +
    '<link rel="stylesheet" href="/assets/app.css"/>'
  for (const href of styles) open += `<link rel="stylesheet" href="${escaped(href)}"/>`
  open += '<script src="/assets/vendor/htmx-4.0.1.min.js" defer=""></script>'
  for (const src of scripts) open += `<script src="${escaped(src)}" defer=""></script>`
  return (
    <>
      {raw(open)}
      {raw(head ?? '')}
      {raw(NAV)}
      {children}
      {raw('</main></body></html>')}
    </>
  )
}
