import { raw } from 'hono/html'
import type { FixtureFile } from '../../conformance/suite.ts'
import { esc } from '../html.ts'
import { graderPage } from './grader-page.ts'

// Written as text, byte for byte what this view rendered through hono/jsx (test/node/report-views.test.ts).

/** GET /conformance/cases: every fixture, by part of the assignment, each linking to its page. */
export function casesIndexHtml(files: readonly FixtureFile[], version: string): string {
  const cases = files.flatMap((f) => f.cases)
  const tags = [...new Set(cases.flatMap((c) => c.tags))]
  const out: string[] = [
    `<p><a href="/conformance">← conformance suite</a></p><h1>The fixtures of suite ${esc(version)}</h1>`,
    '<p>Each fixture is one case of the contract with its expected answer. A case appears under every part it exercises.</p>',
  ]
  for (const tag of tags) {
    out.push(`<section id="${esc(`part-${tag}`)}"><h2>${esc(tag)}</h2><ul class="fixtures">`)
    for (const c of cases)
      if (c.tags.includes(tag))
        out.push(
          `<li><a href="${esc(`/conformance/cases/${encodeURIComponent(c.id)}`)}">${esc(c.id)}</a>: ${esc(c.title)}</li>`,
        )
    out.push('</ul></section>')
  }
  return graderPage('Fixtures', out.join(''))
}

/** The fixtures' list as a JSX element (the routes' signature). */
export function CasesIndex({ files, version }: { files: readonly FixtureFile[]; version: string }) {
  return raw(casesIndexHtml(files, version))
}
