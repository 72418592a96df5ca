import { raw } from 'hono/html'
import type { Report } from '../../conformance/report.ts'
import { graderPage } from '../conformance/grader-page.ts'
import { reportHtml } from '../conformance/report.tsx'
import { esc } from '../html.ts'

// Written as text, byte for byte what these views rendered through hono/jsx (test/node/report-views.test.ts):
// a finished run's bodies are rendered by its Durable Object when it ends (do/grading-bodies.ts).

/** Where a run stands, as its page shows it (the grading run's RunStatus gives it). */
export interface RunStatus {
  status: 'running' | 'done'
  generation: number
  /** Units of work done and in all. */
  done: number
  total: number
  url: string
}

/** What a run's page and section are rendered from. */
export interface RunProps {
  id: string
  status: RunStatus
  report: Report
  /** `?key=…` on the instructor's link, kept on every link of the page. */
  query?: string
  /** A message above the section (a refused re-run). */
  notice?: string
}

/**
 * A run's live section: progress while running (htmx polls it every 2 s and the poll stops when the
 * run is done, since the finished section has no trigger), then the report and a re-run button.
 */
export function runSectionHtml({ id, status, report, query = '' }: RunProps): string {
  const self = `/grade/${id}`
  if (status.status === 'running') {
    const poll = esc(`${self}/progress${query}`)
    return (
      `<section class="run" id="run" hx-get="${poll}" hx-trigger="every 2s" hx-swap="outerHTML">` +
      `<p class="progress">Grading… <progress max="${status.total}" value="${status.done}"></progress> ${status.done} of ${status.total}</p>` +
      `${reportHtml({ report, selfUrl: `${self}${query}`, lists: true })}</section>`
    )
  }
  return (
    `<section class="run" id="run"><form method="post" action="${esc(`${self}/rerun${query}`)}" class="rerun">` +
    `<button type="submit">Run again</button> <span class="muted">run #${status.generation}</span></form>` +
    `${reportHtml({ report, selfUrl: `${self}${query}`, lists: true })}</section>`
  )
}

const INSTRUCTOR_NOTE = esc(
  "This is the instructor's link: it shows hidden hands in full. Keep it; share the student's page instead.",
)

/** GET /grade/:id: the shareable page of one run. */
export function runPageHtml(props: RunProps): string {
  const { id, status, notice, query = '' } = props
  const student = esc(`/grade/${id}`)
  const body =
    `<p><a href="/grade">← grade another</a></p><h1>Grading report</h1><p>Target <code>${esc(status.url)}</code> · ` +
    `${esc("the student's page (hidden hands as counts only):")} <a href="${student}">${student}</a></p>` +
    (query ? `<p class="note">${INSTRUCTOR_NOTE}</p>` : '') +
    (notice ? `<p class="error">${esc(notice)}</p>` : '') +
    runSectionHtml(props)
  return graderPage('Grading report', body)
}

/** The run's section as a JSX element (for pages that compose it). */
export function RunSection(props: RunProps) {
  return raw(runSectionHtml(props))
}

/** The run's page as a JSX element (the routes send it with `c.html`). */
export function RunPage(props: RunProps) {
  return raw(runPageHtml(props))
}
