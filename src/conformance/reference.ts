import { DEFAULT_ASSIGNMENT } from '../assignment/assignment.ts'
import { PROTOCOL_VERSION } from '../engine/protocol.ts'
import { engineTransport } from './engine-transport.ts'
import { gradeImplementation } from './grade.ts'
import { DEFAULT_SEED } from './plan.ts'
import type { CaseResult, Report } from './report.ts'
import { allFixtures, SUITE_VERSION } from './suite.ts'

/**
 * Generated hands `GET /conformance` adds to the fixtures by default (the page's default report,
 * stored by `npm run charts`).
 */
export const PAGE_DEFAULT_COUNT = 20

/** Where `npm run charts` writes the reference engine's default report, as a static asset path. */
export const REFERENCE_REPORT_PATH = '/reports/reference.json'

/** The query of the default report, as GET /conformance passes it to gradeImplementation. */
export const REFERENCE_QUERY = { seed: DEFAULT_SEED, count: PAGE_DEFAULT_COUNT, tags: null, rules: null, shuffles: 0 }

/**
 * The reference engine's report of the default query, computed now (about 10–40 ms of CPU: every
 * fixture and 20 generated hands). `npm run charts` stores it; test/node/reference-report.test.ts
 * checks the stored one against this.
 */
export function computeReferenceReport(): Promise<Report> {
  return gradeImplementation(engineTransport(), { ...REFERENCE_QUERY })
}

/** The fixtures of the default assignment, by id, in the suite's order: what the stored report must hold. */
function fixtureIds(): string[] {
  return allFixtures()
    .filter((f) => f.tags.every((t) => t in DEFAULT_ASSIGNMENT.parts))
    .map((f) => f.id)
}

/** What the stored files were made from: checked before any of them is served (reference.meta.json). */
export interface ReferenceStamp {
  suiteVersion: string
  protocol: number
  seed: string
  count: number
  fixtures: string[]
}

/** Where `npm run charts` writes the stamp of the stored report and bodies. */
export const REFERENCE_STAMP_PATH = '/reports/reference.meta.json'

/** The stamp of a report of the default query. */
export function stampOf(r: Report): ReferenceStamp {
  const fixtures = r.cases.filter((c) => c.source === 'fixture').map((c) => c.id)
  return { suiteVersion: r.suiteVersion, protocol: r.protocol, seed: r.seed, count: r.count, fixtures }
}

/**
 * Throws an Error saying what does not match when stored files were made for another suite or
 * protocol version, another query, or other fixtures (added or removed since): the caller then
 * computes live. That the stored answers still equal the engine's is what the test checks (run
 * `npm run charts` after an engine change).
 */
export function checkStamp(s: ReferenceStamp): void {
  if (s.suiteVersion !== SUITE_VERSION) throw new Error(`it is of suite ${s.suiteVersion}, not ${SUITE_VERSION}`)
  if (s.protocol !== PROTOCOL_VERSION) throw new Error(`it is of protocol ${s.protocol}, not ${PROTOCOL_VERSION}`)
  if (s.seed !== REFERENCE_QUERY.seed || s.count !== REFERENCE_QUERY.count)
    throw new Error('it is not the report of the default query')
  const want = fixtureIds()
  if (!Array.isArray(s.fixtures) || s.fixtures.length !== want.length || s.fixtures.some((id, i) => id !== want[i]))
    throw new Error(`it holds ${s.fixtures?.length} fixtures where the suite has ${want.length} (or others)`)
}

/** The stored default report read back from its JSON text, checked (checkStamp; also complete, all parts, no rules). */
export function readReferenceReport(text: string): Report {
  const r = JSON.parse(text) as Report
  if (!r.complete || !Array.isArray(r.cases) || r.tags !== null || r.rules !== null)
    throw new Error('it is not a complete report of the default query')
  checkStamp(stampOf(r))
  return r
}

/**
 * The results of a report by case id: what gradeImplementation's `known` reuses for a run of the
 * same plan, e.g. the default query restricted to some parts (`tags`).
 */
export function resultsById(report: Report): Map<string, CaseResult> {
  return new Map(report.cases.map((c) => [c.id, c]))
}
