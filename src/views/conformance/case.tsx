import { raw } from 'hono/html'
import type { CaseResult } from '../../conformance/report.ts'
import { esc } from '../html.ts'
import { diffTableHtml, inputLinesHtml, verdictHtml } from './diff.tsx'
import { graderPage } from './grader-page.ts'
import { resultInWordsHtml } from './result-words.tsx'

// Written as text, byte for byte what this view rendered through hono/jsx (test/node/report-views.test.ts).

const pretty = (v: unknown) => esc(JSON.stringify(v, null, 2) ?? '')

const NOTE = esc(
  'A grader compares only the fields in the expected answer; money within half a cent; for an error, the code and ' +
    'the locator fields (seat, hand, action, round) the expectation carries, never the message.',
)

/**
 * One fixture as a student would read it: what it checks, the case as sent (the JSON to feed
 * your program), the expected answer, the reference engine's answer and its verdict.
 */
export function casePageHtml(c: CaseResult, answer: unknown): string {
  let tags = ''
  for (const t of c.tags)
    tags += `<a class="tag" href="${esc(`/conformance?tags=${encodeURIComponent(t)}`)}">${esc(t)}</a>`
  return graderPage(
    c.id,
    `<p><a href="/conformance">← conformance suite</a></p><h1><code>${esc(c.id)}</code></h1>` +
      `<p class="title">${esc(c.title)}</p><p>Parts: ${tags}</p><h2>Input</h2>${inputLinesHtml(c.request)}` +
      `<details><summary>As one JSON line (what the grader sends)</summary><pre class="json">${esc(JSON.stringify(c.request) ?? '')}</pre></details>` +
      `<h2>Expected answer</h2>${resultInWordsHtml(c.expected)}` +
      `<details><summary>The expected answer as JSON</summary><pre class="json">${pretty(c.expected)}</pre></details>` +
      `<h2>${esc("The reference engine's answer")} ${verdictHtml(c.verdict)}</h2>` +
      `<details${c.verdict !== 'pass' ? ' open=""' : ''}><summary>${esc("The reference engine's answer as JSON")}</summary>` +
      `<pre class="json">${pretty(answer)}</pre></details>` +
      (c.differences && c.differences.length > 0 ? diffTableHtml(c.differences) : '') +
      `<p class="note">${NOTE}</p>`,
  )
}

/** A fixture's page as a JSX element (the routes' signature). */
export function CasePage({ c, answer }: { c: CaseResult; answer: unknown }) {
  return raw(casePageHtml(c, answer))
}
