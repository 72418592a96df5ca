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

  it('has the fields Gradescope reads, one test per case', () => {
    expect(results.tests).toHaveLength(4)
    for (const t of results.tests) {
      expect(typeof t.name).toBe('string')
      expect(typeof t.score).toBe('number')
      expect(typeof t.max_score).toBe('number')
      expect(t.output_format).toBe('text')
      expect(t.visibility).toBe('visible')
      expect(Array.isArray(t.tags)).toBe(true)
    }
    expect(results.tests.map((t) => [t.score, t.max_score, t.status])).toEqual([
      [1, 1, 'passed'],
      [0, 1, 'failed'],
      [0, 0, undefined],
      [0, 1, 'failed'],
    ])
    expect(results.execution_time).toBe(1)
    expect(results.extra_data).toMatchObject({ suiteVersion: sampleReport().suiteVersion, seed: 'seed' })
  })

  it('puts the input and diff of a failure in its output, and the per-part table at the top', () => {
    expect(results.tests[1].output).toContain('input shoe ["TS","6D","8H","AC"]')
    expect(results.tests[1].output).toContain('dealer.total: expected 17, got 18')
    expect(results.tests[2].output).toContain('skipped: needs the "split" feature (does not count)')
    expect(results.output).toContain('base  dealer       1/3 33.3%')
  })

  it('renders as JSON through the shared dispatcher', () => {
    expect(JSON.parse(renderReport(sampleReport(), 'gradescope'))).toEqual(results)
    expect(JSON.parse(renderReport(sampleReport(), 'json'))).toEqual(sampleReport())
  })
})
