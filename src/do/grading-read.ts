import { planCases } from '../conformance/plan.ts'
import type { Report } from '../conformance/report.ts'
import type { CaseResult } from '../conformance/results.ts'
import { runReport } from './grading-batch.ts'
import { type GradingRun, RESULTS_PAGE } from './grading-run.ts'
import type { RunRow } from './grading-store.ts'

/**
 * A run's report read in pages of stored results, then built here in the Worker: never one RPC
 * holding the whole report (an RPC over 32 MiB fails). Null when the link holds no run.
 */
export async function readReport(stub: DurableObjectStub<GradingRun>): Promise<Report | null> {
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
