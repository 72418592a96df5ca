import type { Report } from '../../conformance/report.ts'
import { ReportView } from '../conformance/report.tsx'
import { Layout } from '../layout.tsx'

/** Where a run stands, as its page shows it (the grading run's RunStatus gives it). */
export interface RunStatus {
  status: 'running' | 'done'
  generation: number
  /** Units of work done and in all. */
  done: number
  total: number
  url: string
}

/**
 * A run's live section: progress while running (htmx polls it every 2 s and the poll stops when the
 * run is done, since the finished section has no trigger), then the report and a re-run button.
 */
export function RunSection({
  id,
  status,
  report,
  query = '',
}: {
  id: string
  status: RunStatus
  report: Report
  /** `?key=…` on the instructor's link, kept on every link of the page. */
  query?: string
}) {
  const running = status.status === 'running'
  const self = `/grade/${id}`
  const poll = running ? { 'hx-get': `${self}/progress${query}`, 'hx-trigger': 'every 2s', 'hx-swap': 'outerHTML' } : {}
  return (
    <section class="run" id="run" {...poll}>
      {running ? (
        <p class="progress">
          Grading… <progress max={status.total} value={status.done} /> {status.done} of {status.total}
        </p>
      ) : (
        <form method="post" action={`${self}/rerun${query}`} class="rerun">
          <button type="submit">Run again</button> <span class="muted">run #{status.generation}</span>
        </form>
      )}
      <ReportView report={report} selfUrl={`${self}${query}`} lists />
    </section>
  )
}

/** GET /grade/:id: the shareable page of one run. */
export function RunPage({
  id,
  status,
  report,
  notice,
  query = '',
}: {
  id: string
  status: RunStatus
  report: Report
  notice?: string
  query?: string
}) {
  return (
    <Layout title="Grading report" styles={['/assets/grader.css']}>
      <p>
        <a href="/grade">← grade another</a>
      </p>
      <h1>Grading report</h1>
      <p>
        Target <code>{status.url}</code> · the student's page (hidden hands as counts only):{' '}
        <a href={`/grade/${id}`}>{`/grade/${id}`}</a>
      </p>
      {query && (
        <p class="note">
          This is the instructor's link: it shows hidden hands in full. Keep it; share the student's page instead.
        </p>
      )}
      {notice && <p class="error">{notice}</p>}
      <RunSection id={id} status={status} report={report} query={query} />
    </Layout>
  )
}
