import type { Difference } from '../../conformance/compare.ts'
import { expectedPlay } from '../../conformance/explain.ts'
import { inputLines } from '../../conformance/render-text.ts'
import type { CaseResult } from '../../conformance/report.ts'
import { ERROR_KIND_TEXT } from '../../conformance/transport.ts'

const show = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v))

/** Expected against actual, one row per differing field. */
export function DiffTable({ differences }: { differences: Difference[] }) {
  return (
    <table class="diff">
      <thead>
        <tr>
          <th>field</th>
          <th>expected</th>
          <th>actual</th>
        </tr>
      </thead>
      <tbody>
        {differences.map((d) => (
          <tr>
            <td>
              <code>{d.path || '(answer)'}</code>
            </td>
            <td class="expected">
              <code>{show(d.expected)}</code>
            </td>
            <td class="actual">
              <code>{show(d.actual)}</code>
              {d.note && <div class="note">{d.note}</div>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The case's input, a line per field (rules, shoe, seats, …). */
export function InputLines({ request }: { request: unknown }) {
  return <pre class="input">{inputLines(request).join('\n')}</pre>
}

/** A verdict as a small badge. */
export function Verdict({ verdict }: { verdict: CaseResult['verdict'] }) {
  return <span class={`verdict ${verdict}`}>{verdict}</span>
}

/**
 * One failing, erroring or skipped case: its title and tags, its input, and what went wrong —
 * the diff for a failure, the named error kind, or the skip reason. `href` links to its page.
 */
export function CaseCard({ c, href }: { c: CaseResult; href?: string }) {
  const play = expectedPlay(c)
  return (
    <article class={`case ${c.verdict}`} id={`case-${c.id}`}>
      <h4>
        <Verdict verdict={c.verdict} /> {href ? <a href={href}>{c.id}</a> : <code>{c.id}</code>}{' '}
        <span class="tags">{c.tags.join(' · ')}</span>
      </h4>
      <p class="title">{c.title}</p>
      {c.verdict === 'skipped' ? (
        <p class="reason">skipped: {c.reason}</p>
      ) : (
        c.request !== null && <InputLines request={c.request} />
      )}
      {c.verdict === 'fail' && !c.differences?.length && <p class="reason">{c.reason}</p>}
      {c.verdict === 'error' && (
        <p class="reason">
          <strong>{c.errorKind ? ERROR_KIND_TEXT[c.errorKind] : 'error'}</strong>: <span class="pre">{c.reason}</span>
        </p>
      )}
      {c.differences && c.differences.length > 0 && <DiffTable differences={c.differences} />}
      {play.length > 0 && <pre class="play">{play.join('\n')}</pre>}
    </article>
  )
}
