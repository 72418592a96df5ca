import { round2 } from '../assignment/assignment.ts'
import { expectedPlay } from './explain.ts'
import { pointsLine } from './groups.ts'
import { inputLines } from './render-text.ts'
import type { CaseResult, Report } from './report.ts'
import { ERROR_KIND_TEXT } from './transport.ts'
import { describeDifference } from './verdict.ts'

/** Escapes text for XML attributes and content; drops characters XML 1.0 cannot hold. */
export function xmlEscape(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const attr = (name: string, value: string | number) => ` ${name}="${xmlEscape(String(value))}"`
const seconds = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(3)

/**
 * The suite a case is listed in: generated hands in `generated`, fixtures and statistics under
 * their first tag. Each case appears once, so CI tools that keep only the first of duplicate
 * names (GitLab) lose nothing.
 */
export function junitSuiteOf(c: CaseResult): string {
  return c.source === 'generated' ? 'generated' : (c.tags[0] ?? 'untagged')
}

function details(c: CaseResult): string {
  const lines = [c.title, `tags: ${c.tags.join(', ')}`, ...inputLines(c.request).map((l) => `input ${l}`)]
  for (const d of c.differences ?? []) lines.push(describeDifference(d))
  lines.push(...expectedPlay(c))
  if (c.verdict === 'error' && c.reason) lines.push(c.reason)
  return xmlEscape(lines.join('\n'))
}

function testcase(c: CaseResult, suite: string): string {
  const open = `    <testcase${attr('name', c.id)}${attr('classname', `blackjack.${suite}`)}${attr('time', seconds(c.ms))}`
  if (c.verdict === 'pass') return `${open}/>`
  let inner: string
  if (c.verdict === 'skipped') inner = `<skipped${attr('message', c.reason ?? 'skipped')}/>`
  else if (c.verdict === 'fail')
    inner = `<failure${attr('message', c.reason ?? 'wrong answer')}${attr('type', 'fail')}>${details(c)}</failure>`
  else {
    const kind = c.errorKind ? ERROR_KIND_TEXT[c.errorKind] : 'error'
    inner = `<error${attr('message', `${kind}: ${c.reason ?? ''}`)}${attr('type', c.errorKind ?? 'error')}>${details(c)}</error>`
  }
  return `${open}>\n      ${inner}\n    </testcase>`
}

/**
 * JUnit XML (the common Ant/Surefire schema GitLab and CI reporters read): one <testsuite> per
 * part, each case once, skipped cases as <skipped>, failures with their input and diff, errors
 * typed by kind. The suite version, seed, count, the points out of the maximum and each part's
 * points travel as properties (JUnit has no field for points).
 */
export function renderJunit(report: Report): string {
  const suites = new Map<string, CaseResult[]>()
  for (const c of report.cases) suites.set(junitSuiteOf(c), [...(suites.get(junitSuiteOf(c)) ?? []), c])
  const props = {
    suiteVersion: report.suiteVersion,
    protocol: report.protocol,
    seed: report.seed,
    count: report.count,
    implementation: report.implementation.name,
    target: report.implementation.target,
    complete: String(report.complete),
    assignment: report.assignment.title,
    points: report.points.earned,
    requiredPoints: report.points.required,
    maxPoints: report.points.max,
    extraCreditPoints: round2(report.points.earned - report.points.required),
    extraCreditOnOffer: report.points.extra,
    score: pointsLine(report),
    ...Object.fromEntries(
      report.parts.map((p) => [`part.${p.tag}`, `${p.earned}/${p.points} points (${p.passed}/${p.total} cases)`]),
    ),
  }
  const properties = Object.entries(props)
    .map(([k, v]) => `      <property${attr('name', k)}${attr('value', v)}/>`)
    .join('\n')
  const t = report.totals
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attr('name', `Blackjack Lab conformance ${report.suiteVersion}`)}${attr('tests', report.cases.length)}${attr('failures', t.failed)}${attr('errors', t.errors)}${attr('skipped', t.skipped)}${attr('time', seconds(report.durationMs))}>`,
  ]
  for (const [name, cases] of suites) {
    const n = (v: CaseResult['verdict']) => cases.filter((c) => c.verdict === v).length
    const time = cases.reduce((s, c) => s + (c.ms ?? 0), 0)
    out.push(
      `  <testsuite${attr('name', name)}${attr('tests', cases.length)}${attr('failures', n('fail'))}${attr('errors', n('error'))}${attr('skipped', n('skipped'))}${attr('time', seconds(time))}${attr('timestamp', report.startedAt.slice(0, 19))}>`,
      `    <properties>\n${properties}\n    </properties>`,
      ...cases.map((c) => testcase(c, name)),
      '  </testsuite>',
    )
  }
  out.push('</testsuites>')
  return `${out.join('\n')}\n`
}
