import { planCases } from '../conformance/plan.ts'
import type { Report } from '../conformance/report.ts'
import type { CaseResult } from '../conformance/results.ts'
import { runReport } from './grading-report.ts'
import { type GradingRun, RESULTS_PAGE } from './grading-run.ts'
import type { RunRow } from './grading-store.ts'

type RunStub = DurableObjectStub<GradingRun>

/**
 * A run's report, in full (the student/instructor split is the renderer's), never in one RPC
 * over 32 MiB. A finished run's report was stored when it finished: read in parts, usually one
 * RPC. Else (still running, or finished before reports were stored) it is built here in the
 * Worker from the stored results, read in pages. Null when the link holds no run.
 */
export async function readReport(stub: RunStub): Promise<Report | null> {
  return (await storedReport(stub))?.report ?? builtReport(stub)
}

/**
 * The stored report of a finished run and the generation it is of, or null when there is none
 * (still running, finished before reports were stored, or a re-run began mid-read).
 */
export async function storedReport(stub: RunStub): Promise<{ report: Report; generation: number } | null> {
  const first = await stub.storedReport(0)
  if (!first) return null
  const parts = [...first.parts]
  for (let more = first.more; more; ) {
    const next = await stub.storedReport(parts.length)
    if (next?.generation !== first.generation) return null
    parts.push(...next.parts)
    more = next.more
  }
  return { report: JSON.parse(parts.join('')) as Report, generation: first.generation }
}

/** The report built from the run's row and its stored results, read in pages. */
export async function builtReport(stub: RunStub): Promise<Report | null> {
  const row = (await stub.row()) as unknown as RunRow | null
  if (!row) return null
  const results = new Map<number, CaseResult>()
  for (let from = 0; ; ) {
    const page = (await stub.resultsPage(from)) as unknown as [number, CaseResult][]
    for (const [idx, r] of page) results.set(idx, r)
    if (page.length < RESULTS_PAGE) break
    from = page[page.length - 1][0] + 1
  }
  return runReport(row, planCases(row.config), results)
}
