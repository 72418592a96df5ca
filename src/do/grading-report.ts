import { implementationOf } from '../conformance/capabilities.ts'
import type { PlannedCase } from '../conformance/plan.ts'
import { resolveAssignment } from '../conformance/plan.ts'
import { buildReport, type CaseResult, type Report } from '../conformance/report.ts'
import { judgeTally, newTally } from '../conformance/shuffle-stats.ts'
import { unsentResult } from '../conformance/verdict.ts'
import { type FinishedBody, finishedBodies } from './grading-bodies.ts'
import { saveBodies, saveReport } from './grading-body-store.ts'
import type { GradingStore, RunConfig, RunRow, RunStatus } from './grading-store.ts'

// A run's report and status from what is stored, and its end: the report and bodies written once.

/** The assignment a run grades by, with the form's seed, count and rules applied. */
export function runAssignment(config: RunConfig) {
  return resolveAssignment(config)
}

/** Whether a run includes the uniformity test. */
export function runsShuffle(row: RunRow): boolean {
  const inAssignment = 'shuffle' in runAssignment(row.config).parts
  return row.config.shuffles > 0 && inAssignment && (!row.config.tags || row.config.tags.includes('shuffle'))
}

/**
 * Ends a run: done now, with why it was cut short (if it was). Its report is fixed from here
 * until a re-run, so it is built once, and every body a viewer can ask for is rendered from it
 * (grading-bodies.ts); then the row, the report and the bodies are written with no await
 * between (one implicit transaction), so a view finds either the running run or all of them.
 * A first view reads its body in one RPC instead of parsing and rendering the report (issue 15).
 */
export async function finish(row: RunRow, plan: PlannedCase[], store: GradingStore, cutShort?: string): Promise<true> {
  row.status = 'done'
  row.finishedAt = Date.now()
  row.cutShort = cutShort ?? row.cutShort
  row.cases = plan.length
  const report = runReport(row, plan, store.results())
  let bodies: FinishedBody[] = []
  try {
    const status = runStatus(row, plan.length, store.resultCount())
    bodies = await finishedBodies(store.id, status, report, row.config.instructorKey)
  } catch {
    // Rendering failed (out of memory?): the run still ends, and its views render from the report.
  }
  store.save(row)
  saveReport(store.sql, row.generation, JSON.stringify(report))
  saveBodies(store.sql, row.generation, bodies)
  return true
}

/** Where a run stands, from its row, its planned cases and how many results are stored. */
export function runStatus(row: RunRow, cases: number, stored: number): RunStatus {
  const shuffles = runsShuffle(row) ? row.config.shuffles : 0
  return {
    status: row.status,
    generation: row.generation,
    done: Math.min(stored, cases) + (row.tally?.samples ?? 0) + (stored > cases ? 1 : 0),
    total: cases + shuffles + (shuffles ? 1 : 0),
    url: row.config.url,
  }
}

/**
 * The run's report from what is stored: every planned case in order (those without a result yet
 * are "not run" once the run is over, and left out while it runs), then the uniformity test.
 */
export function runReport(row: RunRow, plan: PlannedCase[], results: Map<number, CaseResult>): Report {
  const cases: CaseResult[] = []
  const running = row.status === 'running'
  plan.forEach((p, i) => {
    const r = results.get(i)
    if (r) cases.push(r)
    else if (!running) cases.push(unsentResult(p, 'error', row.cutShort ?? 'the run ended', 'cut-short'))
  })
  const shuffle = results.get(plan.length)
  if (shuffle) cases.push(shuffle)
  else if (!running && runsShuffle(row))
    cases.push({
      ...judgeTally(row.tally ?? newTally(row.config.shuffles), row.config.seed, null),
      reason: row.cutShort ?? 'the run ended',
    })
  const { config } = row
  return buildReport(
    {
      implementation: implementationOf(
        row.caps ?? { name: '(waiting for hello)', declared: false, features: null, rules: null },
        config.url,
      ),
      assignment: runAssignment(config),
      seed: config.seed,
      count: config.count,
      tags: config.tags,
      rules: config.rules,
      startedAt: new Date(row.startedAt).toISOString(),
      durationMs: (row.finishedAt ?? Date.now()) - row.startedAt,
      complete: !running && !row.cutShort,
      ...(row.cutShort ? { cutShort: row.cutShort } : running ? { cutShort: 'still running' } : {}),
    },
    cases,
  )
}
