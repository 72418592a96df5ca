import { raw } from 'hono/html'
import { ALL_TAGS } from '../../conformance/capabilities.ts'
import type { CaseResult, Report } from '../../conformance/report.ts'
import { esc } from '../html.ts'
import { graderPage } from './grader-page.ts'
import { reportHtml } from './report.tsx'

// Written as text, byte for byte what these views rendered through hono/jsx (test/node/report-views.test.ts).

/** What the filter form shows: the query as the user typed it. */
export interface ConformanceQuery {
  seed: string
  count: number
  tags: string[] | null
  rules: string
  shuffles: number
}

/** Where a fixture's page is. */
export const caseHref = (c: CaseResult) =>
  c.source === 'fixture' ? `/conformance/cases/${encodeURIComponent(c.id)}` : undefined

const radio = (value: string, checked: boolean) =>
  `<input type="radio" name="tags" value="${esc(value)}"${checked ? ' checked=""' : ''}/>`

/**
 * The filter form: all parts or one; htmx swaps only the report in. Several parts at once, other
 * seeds, counts, rules and the shuffle test cost more CPU than a request may use, so the page
 * leaves them to the command line (said on the page).
 */
export function conformanceFormHtml(q: ConformanceQuery): string {
  let html =
    '<form class="filters" method="get" action="/conformance" hx-get="/conformance" hx-target="#report" ' +
    `hx-swap="outerHTML" hx-push-url="true"><fieldset><legend>Part</legend><label>${radio('', !q.tags)} all</label>`
  for (const t of ALL_TAGS) html += `<label>${radio(t, q.tags?.[0] === t)} ${esc(t)}</label>`
  return `${html}</fieldset><button type="submit">Show</button></form>`
}

const ABOUT_END = `${esc(" seeded generated hands. The same suite grades students' implementations: see ")}<a href="/grade">Grade</a>, or run `
const COMMAND = `<code>${esc('npx blackjack grade --cmd "node my-blackjack.js"')}</code>.</p>`
const NOTE =
  '<p class="note">Other seeds, counts, rules or the shuffle uniformity test play hands, which costs more than this page ' +
  `may spend on a request: run them with <code>${esc(`npx blackjack grade --cmd "npx blackjack play" --seed S --count N --rules '{"hitSoft17":true}' --shuffles 1000`)}</code>.</p>`

/** GET /conformance as a page: the form and the reference engine's report. */
export function conformancePageHtml(report: Report, q: ConformanceQuery, selfUrl: string): string {
  return graderPage(
    'Conformance',
    `<h1>Conformance suite</h1><p>The reference engine run against every fixture of the suite and ${q.count}${ABOUT_END}${COMMAND}` +
      `${NOTE}${conformanceFormHtml(q)}${reportHtml({ report, selfUrl, caseHref })}`,
  )
}

/** A page for a bad query: what was wrong, and the form to fix it. */
export function conformanceErrorHtml(message: string, q: ConformanceQuery): string {
  return graderPage(
    'Conformance',
    `<h1>Conformance suite</h1>${conformanceFormHtml(q)}<section class="report" id="report"><p class="error">${esc(message)}</p></section>`,
  )
}

/** GET /conformance as a JSX element (the routes' signature). */
export function ConformancePage({ report, q, selfUrl }: { report: Report; q: ConformanceQuery; selfUrl: string }) {
  return raw(conformancePageHtml(report, q, selfUrl))
}

/** A bad query's page as a JSX element (the routes' signature). */
export function ConformanceError({ message, q }: { message: string; q: ConformanceQuery }) {
  return raw(conformanceErrorHtml(message, q))
}
