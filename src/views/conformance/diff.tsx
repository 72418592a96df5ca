import type { Difference } from '../../conformance/compare.ts'
import { expectedPlay } from '../../conformance/explain.ts'
import { inputLines } from '../../conformance/render-text.ts'
import type { CaseResult } from '../../conformance/report.ts'
import { ERROR_KIND_TEXT } from '../../conformance/transport.ts'
import { esc } from '../html.ts'

// Written as text, byte for byte what these views rendered through hono/jsx (test/node/report-views.test.ts):
// hono/jsx cost most of a report page's CPU on an isolate's first request (docs/benchmarks.md, session 6).

const show = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v))

/** Expected against actual, one row per differing field. */
export function diffTableHtml(differences: readonly Difference[]): string {
  let html = '<table class="diff"><thead><tr><th>field</th><th>expected</th><th>actual</th></tr></thead><tbody>'
  for (const d of differences) {
    html +=
      `<tr><td><code>${esc(d.path || '(answer)')}</code></td>` +
      `<td class="expected"><code>${esc(show(d.expected))}</code></td>` +
      `<td class="actual"><code>${esc(show(d.actual))}</code>${d.note ? `<div class="note">${esc(d.note)}</div>` : ''}</td></tr>`
  }
  return `${html}</tbody></table>`
}

/** The case's input, a line per field (rules, shoe, seats, …). */
export function inputLinesHtml(request: unknown): string {
  return `<pre class="input">${esc(inputLines(request).join('\n'))}</pre>`
}

/** A verdict as a small badge. */
export function verdictHtml(verdict: CaseResult['verdict']): string {
  return `<span class="${esc(`verdict ${verdict}`)}">${esc(verdict)}</span>`
}

/**
 * One failing, erroring or skipped case: its title and tags, its input, and what went wrong —
 * the diff for a failure, the named error kind, or the skip reason. `href` links to its page.
 */
export function caseCardHtml(c: CaseResult, href?: string): string {
  const play = expectedPlay(c)
  const id = esc(c.id)
  let html =
    `<article class="${esc(`case ${c.verdict}`)}" id="case-${id}"><h4>${verdictHtml(c.verdict)} ` +
    `${href ? `<a href="${esc(href)}">${id}</a>` : `<code>${id}</code>`} <span class="tags">${esc(c.tags.join(' · '))}</span></h4>` +
    `<p class="title">${esc(c.title)}</p>`
  if (c.verdict === 'skipped') html += `<p class="reason">skipped: ${esc(c.reason ?? '')}</p>`
  else if (c.request !== null) html += inputLinesHtml(c.request)
  if (c.verdict === 'fail' && !c.differences?.length) html += `<p class="reason">${esc(c.reason ?? '')}</p>`
  if (c.verdict === 'error') {
    const kind = c.errorKind ? ERROR_KIND_TEXT[c.errorKind] : 'error'
    html += `<p class="reason"><strong>${esc(kind)}</strong>: <span class="pre">${esc(c.reason ?? '')}</span></p>`
  }
  if (c.differences && c.differences.length > 0) html += diffTableHtml(c.differences)
  if (play.length > 0) html += `<pre class="play">${esc(play.join('\n'))}</pre>`
  return `${html}</article>`
}
