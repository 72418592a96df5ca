import { groupFailures, pointsCell, pointsLine } from '../../conformance/groups.ts'
import { type CaseResult, countsLine, formatScore, type PartSummary, type Report } from '../../conformance/report.ts'
import { CaseCard } from './diff.tsx'

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
  return `${url}${url.includes('?') ? '&' : '?'}format=${format}`
}

function PartRow({ p, partHref }: { p: PartSummary; partHref: string }) {
  const state = p.errors > 0 ? 'error' : p.failed > 0 ? 'fail' : p.graded > 0 ? 'pass' : 'skipped'
  return (
    <tr class={state}>
      <th scope="row">
        <a href={`${partHref}${p.tag}`}>{p.tag}</a>
      </th>
      <td>{p.passed}</td>
      <td>{p.failed}</td>
      <td>{p.skipped}</td>
      <td>{p.errors}</td>
      <td class="score">{formatScore(p.score)}</td>
      <td class="score">
        {p.earned} / {p.points}
      </td>
    </tr>
  )
}

function PartsTable({ report, partHref }: { report: Report; partHref: string }) {
  const groups = [
    ['Base assignment (required)', report.parts.filter((p) => p.kind === 'base')],
    ['Extra credit', report.parts.filter((p) => p.kind === 'extra')],
  ] as const
  const t = report.totals
  return (
    <table class="parts">
      <thead>
        <tr>
          <th scope="col">part</th>
          <th scope="col">passed</th>
          <th scope="col">failed</th>
          <th scope="col">skipped</th>
          <th scope="col">errors</th>
          <th scope="col">passed share</th>
          <th scope="col">points</th>
        </tr>
      </thead>
      {groups.map(([label, parts]) =>
        parts.length === 0 ? null : (
          <tbody>
            <tr class="group">
              <th colspan={7}>{label}</th>
            </tr>
            {parts.map((p) => (
              <PartRow p={p} partHref={partHref} />
            ))}
          </tbody>
        ),
      )}
      <tfoot>
        <tr>
          <th scope="row">total (each case once)</th>
          <td>{t.passed}</td>
          <td>{t.failed}</td>
          <td>{t.skipped}</td>
          <td>{t.errors}</td>
          <td class="score">{formatScore(t.score)}</td>
          <td class="score">{pointsCell(report)}</td>
        </tr>
      </tfoot>
    </table>
  )
}

/**
 * The report: who was graded with which suite version and seed, a row per part of the assignment
 * (base, then extra credit) with counts and score, every failure and error with its input and
 * field-by-field diff, skip reasons, and links to the same report as JSON, JUnit and Gradescope.
 */
export function ReportView({ report, selfUrl, caseHref, details = 40, lists = false }: ReportProps) {
  const impl = report.implementation
  const { shared, single: bad } = groupFailures(report.cases)
  const skipped = new Map<string, number>()
  for (const c of report.cases)
    if (c.verdict === 'skipped') skipped.set(c.reason ?? '', (skipped.get(c.reason ?? '') ?? 0) + 1)
  return (
    <section class="report" id="report">
      <p class="meta">
        Assignment <strong>{report.assignment.title}</strong> · suite <strong>{report.suiteVersion}</strong> · protocol{' '}
        {report.protocol} · graded <strong>{impl.name}</strong> (<code>{impl.target}</code>) · seed{' '}
        <code>{report.seed}</code> · {report.count} generated hands
        {report.tags ? ` · parts ${report.tags.join(', ')}` : ''}
        {report.rules ? ` · rules ${JSON.stringify(report.rules)}` : ''}
        {report.assignment.hidden ? ` · ${report.assignment.hidden.hands} hidden hands` : ''} · {report.durationMs} ms
      </p>
      {!impl.declared && <p class="note">No usable answer to hello: every feature was assumed.</p>}
      {!report.complete && (
        <p class="error">The run was cut short: {report.cutShort}. The rest is reported as not run.</p>
      )}
      {report.notes.map((n) => (
        <p class="note">{n}</p>
      ))}
      <p class="summary">
        Score <strong>{pointsLine(report)}</strong> · {countsLine(report.totals)} (a skipped case earns nothing)
      </p>
      <p class="formats">
        This report as <a href={withFormat(selfUrl, 'json')}>JSON</a> ·{' '}
        <a href={withFormat(selfUrl, 'junit')}>JUnit XML</a> ·{' '}
        <a href={withFormat(selfUrl, 'gradescope')}>Gradescope results.json</a> ·{' '}
        <a href={withFormat(selfUrl, 'text')}>text</a>
      </p>
      <PartsTable report={report} partHref={lists ? '#part-' : '/conformance/cases#part-'} />
      {shared.length + bad.length > 0 && <h2>Failures and errors</h2>}
      {shared.length > 0 && (
        <ul class="shared">
          {shared.map((f) => (
            <li class={f.verdict}>
              {f.count} cases{f.tags.length ? ` [${f.tags.join(', ')}]` : ''}: <span class="pre">{f.message}</span>
            </li>
          ))}
        </ul>
      )}
      {bad.slice(0, details).map((c) => (
        <CaseCard c={c} href={caseHref?.(c)} />
      ))}
      {bad.length > details && (
        <p>
          … and {bad.length - details} more:{' '}
          {bad
            .slice(details)
            .map((c) => c.id)
            .join(', ')}{' '}
          (all of them are in the JSON report).
        </p>
      )}
      {skipped.size > 0 && <h2>Skipped</h2>}
      <ul class="skipped">
        {[...skipped].map(([reason, n]) => (
          <li>
            {n} case{n > 1 ? 's' : ''}: {reason}
          </li>
        ))}
      </ul>
      {lists && <PartLists report={report} caseHref={caseHref} />}
    </section>
  )
}

/**
 * The fixture cases of each part under a collapsed heading (the parts table links here), with
 * their verdicts; generated hands are only counted, there can be thousands.
 */
function PartLists({ report, caseHref }: Pick<ReportProps, 'report' | 'caseHref'>) {
  return (
    <div class="part-lists">
      <h2>Cases by part</h2>
      {report.parts.map((p) => {
        const cases = report.cases.filter((c) => c.tags.includes(p.tag))
        const fixtures = cases.filter((c) => c.source !== 'generated')
        return (
          <details id={`part-${p.tag}`}>
            <summary>
              {p.tag}: {p.passed}/{p.total} passed{p.skipped ? `, ${p.skipped} skipped` : ''}, {p.earned} of {p.points}{' '}
              points
              {fixtures.length < cases.length ? ` (${cases.length - fixtures.length} generated hands)` : ''}
            </summary>
            <ul class="cases">
              {fixtures.map((c) => {
                const href = caseHref?.(c)
                return (
                  <li class={c.verdict}>
                    {href ? <a href={href}>{c.id}</a> : c.id} <span class="muted">{c.verdict}</span>
                  </li>
                )
              })}
            </ul>
          </details>
        )
      })}
    </div>
  )
}
