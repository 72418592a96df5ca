import { raw } from 'hono/html'
import { groupFailures, pointsCell, pointsLine } from '../../conformance/groups.ts'
import { type CaseResult, countsLine, formatScore, type PartSummary, type Report } from '../../conformance/report.ts'
import { esc } from '../html.ts'
import { caseCardHtml } from './diff.tsx'

// Written as text, byte for byte what this view rendered through hono/jsx (test/node/report-views.test.ts):
// a grading run's page went from 17 ms to a few on an isolate's first render (docs/benchmarks.md, session 6).

/** Props of the report section, shared by /conformance and a grading run's page. */
export interface ReportProps {
  report: Report
  /** The report's own URL without a format, to build the format links (`?format=json`, …). */
  selfUrl: string
  /** Where a case's own page is, when it has one (fixtures on /conformance). */
  caseHref?: (c: CaseResult) => string | undefined
  /** Failing cases shown in full; the rest are listed by id. */
  details?: number
  /** List every fixture of each part with its verdict (off on /conformance, where CPU is tight). */
  lists?: boolean
}

function withFormat(url: string, format: string): string {
  return esc(`${url}${url.includes('?') ? '&' : '?'}format=${format}`)
}

function partRow(p: PartSummary, partHref: string): string {
  const state = p.errors > 0 ? 'error' : p.failed > 0 ? 'fail' : p.graded > 0 ? 'pass' : 'skipped'
  return (
    `<tr class="${state}"><th scope="row"><a href="${esc(`${partHref}${p.tag}`)}">${esc(p.tag)}</a></th>` +
    `<td>${p.passed}</td><td>${p.failed}</td><td>${p.skipped}</td><td>${p.errors}</td>` +
    `<td class="score">${esc(formatScore(p.score))}</td><td class="score">${p.earned} / ${p.points}</td></tr>`
  )
}

const PARTS_HEAD =
  '<table class="parts"><thead><tr><th scope="col">part</th><th scope="col">passed</th><th scope="col">failed</th>' +
  '<th scope="col">skipped</th><th scope="col">errors</th><th scope="col">passed share</th><th scope="col">points</th></tr></thead>'

function partsTable(report: Report, partHref: string): string {
  const groups = [
    ['Base assignment (required)', report.parts.filter((p) => p.kind === 'base')],
    ['Extra credit', report.parts.filter((p) => p.kind === 'extra')],
  ] as const
  let html = PARTS_HEAD
  for (const [label, parts] of groups) {
    if (parts.length === 0) continue
    html += `<tbody><tr class="group"><th colspan="7">${label}</th></tr>`
    for (const p of parts) html += partRow(p, partHref)
    html += '</tbody>'
  }
  const t = report.totals
  return (
    `${html}<tfoot><tr><th scope="row">total (each case once)</th><td>${t.passed}</td><td>${t.failed}</td>` +
    `<td>${t.skipped}</td><td>${t.errors}</td><td class="score">${esc(formatScore(t.score))}</td>` +
    `<td class="score">${esc(pointsCell(report))}</td></tr></tfoot></table>`
  )
}

/** Who was graded with which suite, seed and options: the report's first line. */
function metaLine(report: Report): string {
  const impl = report.implementation
  return (
    `<p class="meta">Assignment <strong>${esc(report.assignment.title)}</strong> · suite <strong>${esc(report.suiteVersion)}</strong>` +
    ` · protocol ${esc(String(report.protocol))} · graded <strong>${esc(impl.name)}</strong> (<code>${esc(impl.target)}</code>)` +
    ` · seed <code>${esc(report.seed)}</code> · ${report.count} generated hands` +
    esc(report.tags ? ` · parts ${report.tags.join(', ')}` : '') +
    esc(report.rules ? ` · rules ${JSON.stringify(report.rules)}` : '') +
    esc(report.assignment.hidden ? ` · ${report.assignment.hidden.hands} hidden hands` : '') +
    ` · ${report.durationMs} ms</p>`
  )
}

/**
 * The report: who was graded with which suite version and seed, a row per part of the assignment
 * (base, then extra credit) with counts and score, every failure and error with its input and
 * field-by-field diff, skip reasons, and links to the same report as JSON, JUnit and Gradescope.
 */
export function reportHtml({ report, selfUrl, caseHref, details = 40, lists = false }: ReportProps): string {
  const { shared, single: bad } = groupFailures(report.cases)
  const skipped = new Map<string, number>()
  for (const c of report.cases)
    if (c.verdict === 'skipped') skipped.set(c.reason ?? '', (skipped.get(c.reason ?? '') ?? 0) + 1)
  const out: string[] = ['<section class="report" id="report">', metaLine(report)]
  if (!report.implementation.declared)
    out.push('<p class="note">No usable answer to hello: every feature was assumed.</p>')
  if (!report.complete)
    out.push(
      `<p class="error">The run was cut short: ${esc(report.cutShort ?? '')}. The rest is reported as not run.</p>`,
    )
  for (const n of report.notes) out.push(`<p class="note">${esc(n)}</p>`)
  out.push(
    `<p class="summary">Score <strong>${esc(pointsLine(report))}</strong> · ${esc(countsLine(report.totals))} (a skipped case earns nothing)</p>`,
    `<p class="formats">This report as <a href="${withFormat(selfUrl, 'json')}">JSON</a> · ` +
      `<a href="${withFormat(selfUrl, 'junit')}">JUnit XML</a> · <a href="${withFormat(selfUrl, 'gradescope')}">Gradescope results.json</a>` +
      ` · <a href="${withFormat(selfUrl, 'text')}">text</a></p>`,
    partsTable(report, lists ? '#part-' : '/conformance/cases#part-'),
  )
  if (shared.length + bad.length > 0) out.push('<h2>Failures and errors</h2>')
  if (shared.length > 0) {
    out.push('<ul class="shared">')
    for (const f of shared)
      out.push(
        `<li class="${esc(f.verdict)}">${f.count} cases${esc(f.tags.length ? ` [${f.tags.join(', ')}]` : '')}: ` +
          `<span class="pre">${esc(f.message)}</span></li>`,
      )
    out.push('</ul>')
  }
  for (const c of bad.slice(0, details)) out.push(caseCardHtml(c, caseHref?.(c)))
  if (bad.length > details) {
    const rest = bad
      .slice(details)
      .map((c) => c.id)
      .join(', ')
    out.push(`<p>… and ${bad.length - details} more: ${esc(rest)} (all of them are in the JSON report).</p>`)
  }
  if (skipped.size > 0) out.push('<h2>Skipped</h2>')
  out.push('<ul class="skipped">')
  for (const [reason, n] of skipped) out.push(`<li>${n} case${n > 1 ? 's' : ''}: ${esc(reason)}</li>`)
  out.push('</ul>')
  if (lists) out.push(partListsHtml(report, caseHref))
  out.push('</section>')
  // Pushed and joined once: a long `+=` string put 10–35 ms outliers on warm requests (session 5, /strategy).
  return out.join('')
}

/** The report as a JSX element (for the pages and fragments that compose it). */
export function ReportView(props: ReportProps) {
  return raw(reportHtml(props))
}

/**
 * The fixture cases of each part under a collapsed heading (the parts table links here), with
 * their verdicts; generated hands are only counted, there can be thousands.
 */
function partListsHtml(report: Report, caseHref: ReportProps['caseHref']): string {
  const out: string[] = ['<div class="part-lists"><h2>Cases by part</h2>']
  // Each part's cases in report order, in one pass (a filter per part was 2 ms of a cold render on Node).
  const byTag = new Map<string, CaseResult[]>()
  for (const c of report.cases)
    for (const [i, t] of c.tags.entries()) {
      if (c.tags.indexOf(t) !== i) continue // a tag listed twice lists its case once, as a filter did
      const list = byTag.get(t)
      if (list) list.push(c)
      else byTag.set(t, [c])
    }
  for (const p of report.parts) {
    const cases = byTag.get(p.tag) ?? []
    const fixtures = cases.filter((c) => c.source !== 'generated')
    out.push(
      `<details id="${esc(`part-${p.tag}`)}"><summary>${esc(p.tag)}: ${p.passed}/${p.total} passed` +
        `${p.skipped ? `, ${p.skipped} skipped` : ''}, ${p.earned} of ${p.points} points` +
        `${fixtures.length < cases.length ? ` (${cases.length - fixtures.length} generated hands)` : ''}</summary><ul class="cases">`,
    )
    for (const c of fixtures) {
      const href = caseHref?.(c)
      const id = esc(c.id)
      out.push(
        `<li class="${esc(c.verdict)}">${href ? `<a href="${esc(href)}">${id}</a>` : id} <span class="muted">${esc(c.verdict)}</span></li>`,
      )
    }
    out.push('</ul></details>')
  }
  out.push('</div>')
  return out.join('')
}
