import { esc } from './html.ts'

/** What every full page gives the shell: its title and any extra stylesheets, scripts and head markup. */
export interface LayoutProps {
  title: string
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

/** The shell between <head>'s extra elements and the page's content: the same on every page. */
const NAV =
  '</head><body><header class="site"><a href="/" class="brand">Blackjack Lab</a><nav><a href="/">Play</a> ' +
  '<a href="/strategy">Strategy</a> <a href="/conformance">Conformance</a> <a href="/grade">Grade</a></nav></header><main>'

/** Everything before a page's content: the head, its extra elements and the site's header, up to <main>. */
function opening({ title, styles = [], scripts = [], head }: LayoutProps): string {
  let open =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    `<title>${esc(`${title} · Blackjack Lab`)}</title><link rel="icon" href="data:,"/>` +
    '<link rel="stylesheet" href="/assets/app.css"/>'
  for (const href of styles) open += `<link rel="stylesheet" href="${esc(href)}"/>`
  open += '<script src="/assets/vendor/htmx-4.0.1.min.js" defer=""></script>'
  for (const src of scripts) open += `<script src="${esc(src)}" defer=""></script>`
  return open + (head ?? '') + NAV
}

const CLOSE = '</main></body></html>'

/**
 * A whole page as HTML text: the shell around `body`, HTML of our own (its user text escaped with
 * `esc`). The pages people open first (home, /strategy, the assignment pages, the table, a grading
 * run) are written as text, not JSX: on an isolate's first request hono/jsx runs cold, and
 * rendering through it cost several ms of CPU there against the free plan's 10 ms
 * (docs/benchmarks.md, sessions 5 and 6).
 */
export function pageHtml(props: LayoutProps, body: string): string {
  return opening(props) + body + CLOSE
}
