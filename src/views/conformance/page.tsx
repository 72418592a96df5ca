import { ALL_TAGS } from '../../conformance/capabilities.ts'
import type { CaseResult, Report } from '../../conformance/report.ts'
import { Layout } from '../layout.tsx'
import { ReportView } from './report.tsx'

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

/**
 * The filter form: all parts or one; htmx swaps only the report in. Several parts at once, other
 * seeds, counts, rules and the shuffle test cost more CPU than a request may use, so the page
 * leaves them to the command line (said on the page).
 */
export function ConformanceForm({ q }: { q: ConformanceQuery }) {
  return (
    <form
      class="filters"
      method="get"
      action="/conformance"
      hx-get="/conformance"
      hx-target="#report"
      hx-swap="outerHTML"
      hx-push-url="true"
    >
      <fieldset>
        <legend>Part</legend>
        <label>
          <input type="radio" name="tags" value="" checked={!q.tags} /> all
        </label>
        {ALL_TAGS.map((t) => (
          <label>
            <input type="radio" name="tags" value={t} checked={q.tags?.[0] === t} /> {t}
          </label>
        ))}
      </fieldset>
      <button type="submit">Show</button>
    </form>
  )
}

/** GET /conformance as a page: the form and the reference engine's report. */
export function ConformancePage({ report, q, selfUrl }: { report: Report; q: ConformanceQuery; selfUrl: string }) {
  return (
    <Layout title="Conformance" styles={['/assets/grader.css']}>
      <h1>Conformance suite</h1>
      <p>
        The reference engine run against every fixture of the suite and {q.count} seeded generated hands. The same suite
        grades students' implementations: see <a href="/grade">Grade</a>, or run{' '}
        <code>npx blackjack grade --cmd "node my-blackjack.js"</code>.
      </p>
      <p class="note">
        Other seeds, counts, rules or the shuffle uniformity test play hands, which costs more than this page may spend
        on a request: run them with{' '}
        <code>
          npx blackjack grade --cmd "npx blackjack play" --seed S --count N --rules '{'{'}"hitSoft17":true{'}'}'
          --shuffles 1000
        </code>
        .
      </p>
      <ConformanceForm q={q} />
      <ReportView report={report} selfUrl={selfUrl} caseHref={caseHref} />
    </Layout>
  )
}

/** A page for a bad query: what was wrong, and the form to fix it. */
export function ConformanceError({ message, q }: { message: string; q: ConformanceQuery }) {
  return (
    <Layout title="Conformance" styles={['/assets/grader.css']}>
      <h1>Conformance suite</h1>
      <ConformanceForm q={q} />
      <section class="report" id="report">
        <p class="error">{message}</p>
      </section>
    </Layout>
  )
}
