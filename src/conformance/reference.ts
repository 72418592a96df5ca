import stored from '../../static/reports/folder.json' with { type: 'json' }
import { DEFAULT_ASSIGNMENT } from '../assignment/assignment.ts'
import { PROTOCOL_VERSION } from '../engine/protocol.ts'
import { engineTransport } from './engine-transport.ts'
import { gradeImplementation } from './grade.ts'
import { DEFAULT_SEED, resolveAssignment } from './plan.ts'
import { buildReport, type Report } from './report.ts'
import { scoringTags } from './score.ts'
import { allFixtures, type Fixture, fixtureRequest, SUITE_VERSION } from './suite.ts'

/**
 * Generated hands `GET /conformance` adds to the fixtures by default (the page's default report,
 * stored by `npm run charts`).
 */
export const PAGE_DEFAULT_COUNT = 20

/** The file name of the stored default report, in reportDir(). */
export const REFERENCE_REPORT_FILE = 'reference.json'

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

/**
 * True when the reference engine answers a fixture the same on every run: all but a shuffle
 * without a seed, which draws its shoe from crypto.getRandomValues (docs/protocol.md, shuffle).
 */
export function answeredAlike(f: Fixture): boolean {
  const r = fixtureRequest(f)
  return !(r.op === 'shuffle' && r.seed === undefined)
}

/** The ids of the fixtures whose pages `npm run charts` stores, made once per isolate. */
let storedIds: Set<string> | undefined

/**
 * True when a fixture of the default assignment has this id and its page is stored (in
 * reportDir): one answered alike on every run (answeredAlike). The others are rendered live.
 */
export function hasStoredPage(id: string): boolean {
  storedIds ??= new Set(
    allFixtures()
      .filter((f) => f.tags.every((t) => t in DEFAULT_ASSIGNMENT.parts) && answeredAlike(f))
      .map((f) => f.id),
  )
  return storedIds.has(id)
}

/** What the stored files were made from: they are served only for the same (reportDir names it). */
export interface ReferenceStamp {
  suiteVersion: string
  protocol: number
  seed: string
  count: number
  fixtures: string[]
}

/** The stamp of a report of the default query. */
export function stampOf(r: Report): ReferenceStamp {
  const fixtures = r.cases.filter((c) => c.source === 'fixture').map((c) => c.id)
  return { suiteVersion: r.suiteVersion, protocol: r.protocol, seed: r.seed, count: r.count, fixtures }
}

/** The stamp the stored files of this build must have. */
export function currentStamp(): ReferenceStamp {
  return { suiteVersion: SUITE_VERSION, protocol: PROTOCOL_VERSION, ...REFERENCE_QUERY, fixtures: fixtureIds() }
}

/** A stamp as 8 hex digits (FNV-1a, 32 bits): not a secret, only a name that changes with the stamp. */
export function fingerprint(s: ReferenceStamp): string {
  const text = [s.suiteVersion, s.protocol, s.seed, s.count, ...s.fixtures].join('|')
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return (h >>> 0).toString(16).padStart(8, '0')
}

/** The file, in static/reports/, that names the folder `npm run charts` last stored into. */
export const FOLDER_FILE = 'folder.json'

/**
 * The asset folder of the stored report and bodies, named by the fingerprint of what they were
 * made from (`stamp`), so files made for another suite or protocol version, another query or
 * other fixtures sit under another name. Without a stamp: this build's folder, the one
 * `npm run charts` wrote into static/reports/folder.json and the bundle carries, so no request
 * hashes the 8,000 characters of the stamp (cold, that cost 1–2 ms of the first /conformance
 * request, measured). That it is the current stamp's, and that the stored answers still equal
 * the engine's, is what test/node/reference-report.test.ts checks (run `npm run charts`).
 */
export function reportDir(stamp?: ReferenceStamp): string {
  return `/reports/${stamp ? fingerprint(stamp) : stored.folder}/`
}

/** Throws an Error saying what does not match when a stamp is not the current one. */
export function checkStamp(s: ReferenceStamp): void {
  const want = currentStamp()
  if (s.suiteVersion !== want.suiteVersion)
    throw new Error(`it is of suite ${s.suiteVersion}, not ${want.suiteVersion}`)
  if (s.protocol !== want.protocol) throw new Error(`it is of protocol ${s.protocol}, not ${want.protocol}`)
  if (s.seed !== want.seed || s.count !== want.count) throw new Error('it is not the report of the default query')
  if (
    !Array.isArray(s.fixtures) ||
    s.fixtures.length !== want.fixtures.length ||
    s.fixtures.some((id, i) => id !== want.fixtures[i])
  )
    throw new Error(`it holds ${s.fixtures?.length} fixtures where the suite has ${want.fixtures.length} (or others)`)
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
 * The default report restricted to some parts, from its own cases: exactly what grading the
 * default query with `tags` gives (the same cases, kept when they score in a selected part, and
 * the same scoring; the test compares the two), with nothing played or planned.
 */
export function selectParts(report: Report, tags: readonly string[]): Report {
  const a = resolveAssignment(REFERENCE_QUERY)
  const wanted = new Set(tags)
  const cases = report.cases.filter((c) => scoringTags(c.tags, a).some((t) => wanted.has(t)))
  const {
    suiteVersion: _v,
    protocol: _p,
    parts: _parts,
    totals: _t,
    cases: _c,
    points: _pts,
    assignment: _a,
    ...meta
  } = report
  return buildReport({ ...meta, tags: [...tags], assignment: a }, cases)
}
