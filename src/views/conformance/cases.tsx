import type { FixtureFile } from '../../conformance/suite.ts'
import { Layout } from '../layout.tsx'

/** GET /conformance/cases: every fixture, by part of the assignment, each linking to its page. */
export function CasesIndex({ files, version }: { files: readonly FixtureFile[]; version: string }) {
  const tags = [...new Set(files.flatMap((f) => f.cases.flatMap((c) => c.tags)))]
  return (
    <Layout title="Fixtures" styles={['/assets/grader.css']}>
      <p>
        <a href="/conformance">← conformance suite</a>
      </p>
      <h1>The fixtures of suite {version}</h1>
      <p>
        Each fixture is one case of the contract with its expected answer. A case appears under every part it exercises.
      </p>
      {tags.map((tag) => (
        <section id={`part-${tag}`}>
          <h2>{tag}</h2>
          <ul class="fixtures">
            {files
              .flatMap((f) => f.cases)
              .filter((c) => c.tags.includes(tag))
              .map((c) => (
                <li>
                  <a href={`/conformance/cases/${encodeURIComponent(c.id)}`}>{c.id}</a>: {c.title}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </Layout>
  )
}
