import { buildReport, type CaseResult, type Report } from '../../src/conformance/report.ts'

const request = {
  rules: { hitSoft17: false },
  shoe: ['TS', '6D', '8H', 'AC'],
  seats: [{ bet: 10, actions: ['stand'] }],
}

/** A small report with one case of each verdict, and text that needs escaping. */
export function sampleReport(): Report {
  const cases: CaseResult[] = [
    {
      id: 'a-pass',
      title: 'passes',
      tags: ['dealer', 'hit-stand'],
      source: 'fixture',
      request,
      expected: {},
      verdict: 'pass',
      ms: 3,
    },
    {
      id: 'b-fail',
      title: 'Dealer <stands> & "pays"',
      tags: ['dealer'],
      source: 'fixture',
      request,
      expected: { dealer: { total: 17 } },
      actual: { dealer: { total: 18 } },
      verdict: 'fail',
      reason: 'dealer.total: expected 17, got 18',
      differences: [{ path: 'dealer.total', expected: 17, actual: 18 }],
      ms: 4,
    },
    {
      id: 'c-skip',
      title: 'split',
      tags: ['split'],
      source: 'fixture',
      request,
      expected: {},
      verdict: 'skipped',
      reason: 'needs the "split" feature',
    },
    {
      id: 'gen-x-1',
      title: 'generated',
      tags: ['deal', 'dealer'],
      source: 'generated',
      request,
      expected: {},
      verdict: 'error',
      errorKind: 'malformed-json',
      reason: 'the answer is not valid JSON: "\u0001<oops>"',
      ms: 5,
    },
  ]
  return buildReport(
    {
      implementation: { name: 'Student <b>', target: 'node s.js', declared: true, features: null, rules: null },
      seed: 'seed',
      count: 1,
      tags: null,
      rules: null,
      startedAt: '2026-01-02T03:04:05.000Z',
      durationMs: 1234,
      complete: true,
    },
    cases,
  )
}
