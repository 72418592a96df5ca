import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { renderReport } from '../../src/conformance/render.ts'
import { renderGradescope } from '../../src/conformance/render-gradescope.ts'
import { renderJunit } from '../../src/conformance/render-junit.ts'
import { sampleReport } from './report-fixtures.ts'

describe('JUnit XML', () => {
  const xml = renderJunit(sampleReport())

  it('is well-formed XML, even with markup and control characters in the answers', () => {
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).toContain('Dealer &lt;stands&gt; &amp; &quot;pays&quot;')
    expect(xml).not.toContain('\u0001')
  })

  it('has the shape CI reporters read: testsuites > testsuite > testcase with failure/error/skipped', () => {
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml)
    const root = doc.testsuites
    expect(root).toMatchObject({ tests: '4', failures: '1', errors: '1', skipped: '1', time: '1.234' })
    const suites = [root.testsuite].flat() as Record<string, unknown>[]
    expect(suites.map((s) => s.name)).toEqual(['dealer', 'split', 'generated'])
    const dealer = suites[0] as {
      testcase: Record<string, unknown>[]
      properties: { property: { name: string; value: string }[] }
    }
    expect(dealer.testcase.map((t) => t.name)).toEqual(['a-pass', 'b-fail'])
    expect(dealer.testcase[1].failure).toMatchObject({ message: 'dealer.total: expected 17, got 18', type: 'fail' })
    expect(dealer.properties.property).toContainEqual({ name: 'suiteVersion', value: sampleReport().suiteVersion })
    expect((suites[1] as { testcase: { skipped: { message: string } } }).testcase.skipped.message).toBe(
      'needs the "split" feature',
    )
    expect((suites[2] as { testcase: { error: { type: string } } }).testcase.error.type).toBe('malformed-json')
  })

  it('lists each case once, so tools that drop duplicate names lose nothing', () => {
    const names = [...xml.matchAll(/<testcase name="([^"]+)"/g)].map((m) => m[1])
    expect(new Set(names).size).toBe(names.length)
    expect(names).toHaveLength(sampleReport().cases.length)
  })
})

describe('Gradescope results.json', () => {
  const results = renderGradescope(sampleReport())

  it("has a top-level score equal to the report's points, and one test per part worth its points", () => {
    expect(results.score).toBe(sampleReport().points.earned)
    expect(results.tests.map((t) => t.name)).toEqual(
      sampleReport().parts.map((p) => (p.kind === 'extra' ? `${p.tag} (extra credit)` : p.tag)),
    )
    const dealer = results.tests.find((t) => t.name === 'dealer')!
    expect(dealer).toMatchObject({ score: 3.33, max_score: 10, status: 'failed', visibility: 'visible' })
    expect(results.tests.find((t) => t.name === 'hit-stand')).toMatchObject({
      score: 10,
      max_score: 10,
      status: 'passed',
    })
    expect(results.execution_time).toBe(1)
    expect(results.extra_data).toMatchObject({ suiteVersion: sampleReport().suiteVersion, seed: 'seed' })
  })

  it("puts the input and diff of each failing case in its part's output, and the per-part points at the top", () => {
    const dealer = results.tests.find((t) => t.name === 'dealer')!
    expect(dealer.output).toContain('input shoe ["TS","6D","8H","AC"]')
    expect(dealer.output).toContain('dealer.total: expected 17, got 18')
    expect(results.tests.find((t) => t.name === 'split (extra credit)')!.output).toContain(
      '1 skipped (earn nothing): needs the "split" feature',
    )
    expect(results.output).toContain('required dealer       1/3 33.3% 3.33/10 points')
  })

  it('renders as JSON through the shared dispatcher', () => {
    expect(JSON.parse(renderReport(sampleReport(), 'gradescope'))).toEqual(results)
    expect(JSON.parse(renderReport(sampleReport(), 'json'))).toEqual(sampleReport())
  })
})
