import type { CaseResult } from '../../conformance/report.ts'
import { Layout } from '../layout.tsx'
import { DiffTable, InputLines, Verdict } from './diff.tsx'
import { ResultInWords } from './result-words.tsx'

const pretty = (v: unknown) => JSON.stringify(v, null, 2)

/**
 * One fixture as a student would read it: what it checks, the case as sent (the JSON to feed
 * your program), the expected answer, the reference engine's answer and its verdict.
 */
export function CasePage({ c, answer }: { c: CaseResult; answer: unknown }) {
  return (
    <Layout title={c.id} styles={['/assets/grader.css']}>
      <p>
        <a href="/conformance">← conformance suite</a>
      </p>
      <h1>
        <code>{c.id}</code>
      </h1>
      <p class="title">{c.title}</p>
      <p>
        Parts:{' '}
        {c.tags.map((t) => (
          <a class="tag" href={`/conformance?tags=${encodeURIComponent(t)}`}>
            {t}
          </a>
        ))}
      </p>
      <h2>Input</h2>
      <InputLines request={c.request} />
      <details>
        <summary>As one JSON line (what the grader sends)</summary>
        <pre class="json">{JSON.stringify(c.request)}</pre>
      </details>
      <h2>Expected answer</h2>
      <ResultInWords result={c.expected} />
      <details>
        <summary>The expected answer as JSON</summary>
        <pre class="json">{pretty(c.expected)}</pre>
      </details>
      <h2>
        The reference engine's answer <Verdict verdict={c.verdict} />
      </h2>
      <details open={c.verdict !== 'pass'}>
        <summary>The reference engine's answer as JSON</summary>
        <pre class="json">{pretty(answer)}</pre>
      </details>
      {c.differences && c.differences.length > 0 && <DiffTable differences={c.differences} />}
      <p class="note">
        A grader compares only the fields in the expected answer; money within half a cent; for an error, the code and
        the locator fields (seat, hand, action, round) the expectation carries, never the message.
      </p>
    </Layout>
  )
}
