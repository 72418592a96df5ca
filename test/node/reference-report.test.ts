import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { REPORTS_DIR } from '../../src/cli/charts.ts'
import { engineTransport } from '../../src/conformance/engine-transport.ts'
import { gradeImplementation } from '../../src/conformance/grade.ts'
import {
  computeReferenceReport,
  currentStamp,
  fingerprint,
  REFERENCE_QUERY,
  REFERENCE_REPORT_FILE,
  readReferenceReport,
  reportDir,
  selectParts,
  stampOf,
} from '../../src/conformance/reference.ts'
import type { Report } from '../../src/conformance/report.ts'
import { TAGS } from '../../src/engine/protocol.ts'
import {
  CASES_INDEX_FILE,
  caseFile,
  GZIP_SUFFIX,
  gzipTwin,
  referenceBodies,
  storedFile,
} from '../../src/routes/conformance-body.tsx'

/** A report without what says when it ran and how long it took (the rest is deterministic). */
function timeless(r: Report): unknown {
  const { startedAt: _s, durationMs: _d, ...rest } = r
  return { ...rest, cases: r.cases.map(({ ms: _ms, ...c }) => c) }
}

const text = readFileSync(join(REPORTS_DIR, REFERENCE_REPORT_FILE), 'utf8')

describe('the stored default conformance report (static/reports/reference.json)', () => {
  it('equals the report the engine gives now (else run `npm run charts`)', async () => {
    const stored = readReferenceReport(text)
    expect(timeless(stored)).toEqual(timeless(await computeReferenceReport()))
  })

  it('is refused, saying why, when it is of another suite or lacks a fixture', () => {
    const r = JSON.parse(text) as Report
    expect(() => readReferenceReport(JSON.stringify({ ...r, suiteVersion: '0.9.0' }))).toThrow(/suite 0\.9\.0/)
    expect(() => readReferenceReport(JSON.stringify({ ...r, cases: r.cases.slice(1) }))).toThrow(/fixtures/)
    expect(() => readReferenceReport(JSON.stringify({ ...r, seed: 'other' }))).toThrow(/default query/)
  })
})

describe('a selection of parts of the default report, from its stored cases (selectParts)', () => {
  const stored = readReferenceReport(text)
  for (const tags of [['dealer', 'surrender'], ['values'], ['shuffle'], ['multiplayer', 'insurance', 'deal']])
    it(`equals the report graded for those parts: ${tags.join(', ')}`, async () => {
      const full = await gradeImplementation(engineTransport(), { ...REFERENCE_QUERY, tags })
      const selected = selectParts(stored, tags)
      expect(timeless(selected)).toEqual(timeless(full))
      expect(selected.cases.length).toBeGreaterThan(0)
      expect(selected.startedAt).toBe(stored.startedAt)
    })
})

describe('the stored bodies of the default report (static/reports/)', () => {
  it('are what GET /conformance renders from the stored report, whole and by part, in every format', async () => {
    const report = readReferenceReport(text)
    const bodies = await referenceBodies(report, TAGS, selectParts)
    const twins = [...bodies.keys()].flatMap((f) => gzipTwin(f) ?? [])
    expect([...bodies.keys(), ...twins, REFERENCE_REPORT_FILE].sort()).toEqual(readdirSync(REPORTS_DIR).sort())
    expect(bodies.has(storedFile('dealer', 'html', true) as string)).toBe(true)
    // 7 formats of the whole report and of each part; each fixture's page and JSON but the 4
    // shuffles without a seed (one is answered at random); the fixtures' list.
    const unseeded = [
      'shuffle-two-decks-without-seed',
      'shuffle-zero-decks-is-invalid-rules',
      'shuffle-fractional-decks-is-invalid-rules',
      'shuffle-unknown-field-is-invalid-case',
    ]
    expect(bodies.size).toBe((TAGS.length + 1) * 7 + 2 * (stampOf(report).fixtures.length - unseeded.length) + 1)
    expect(bodies.has(caseFile('dealer-stands-on-soft-17', 'json'))).toBe(true)
    for (const id of unseeded) expect(bodies.has(caseFile(id, 'html')), id).toBe(false)
    for (const [file, body] of bodies)
      expect(readFileSync(join(REPORTS_DIR, file), 'utf8'), `${file} is stale: run npm run charts`).toBe(body)
    expect(reportDir(stampOf(report))).toBe(reportDir())
    // The folder the bundle names (static/reports/folder.json) is this suite's: else run npm run charts.
    expect(reportDir(), 'static/reports/folder.json is stale: run npm run charts').toBe(reportDir(currentStamp()))
    expect(fingerprint({ ...stampOf(report), fixtures: stampOf(report).fixtures.slice(1) })).not.toBe(
      fingerprint(stampOf(report)),
    )
  })
})

describe('the gzipped twins of the large stored bodies (static/reports/*.gz)', () => {
  const files = readdirSync(REPORTS_DIR)
  const gz = files.filter((f) => f.endsWith(GZIP_SUFFIX))

  it("are there for every JSON report and JUnit file, whole and by part, and the fixtures' list, and nothing else", () => {
    const large = [null, ...TAGS].flatMap((p) => [`${p ?? 'all'}.report.json.gz`, `${p ?? 'all'}.junit.xml.gz`])
    expect(gz.sort()).toEqual([...large, `${CASES_INDEX_FILE}.gz`].sort())
    expect(storedFile('dealer', 'json', false, true)).toBe('dealer.report.json.gz')
    expect(storedFile('dealer', 'html', false, true)).toBeNull()
  })

  it('each decompress to exactly their plain twin, and are smaller', () => {
    for (const twin of gz) {
      const plain = readFileSync(join(REPORTS_DIR, twin.slice(0, -GZIP_SUFFIX.length)))
      const packed = readFileSync(join(REPORTS_DIR, twin))
      expect(gunzipSync(packed).equals(plain), `${twin} is stale: run npm run charts`).toBe(true)
      expect(packed.length).toBeLessThan(plain.length)
    }
  })
})
