import type { Visibility } from '../assignment/assignment.ts'
import { expectedPlay } from './explain.ts'
import { failureMessage, groupFailures, pointsLine } from './groups.ts'
import { inputLines } from './render-text.ts'
import { type CaseResult, formatScore, type PartSummary, type Report } from './report.ts'
import { scoringTags } from './score.ts'
import { describeDifference } from './verdict.ts'

/** A test of Gradescope's results.json (gradescope-autograders.readthedocs.io/en/latest/specs/). */
export interface GradescopeTest {
  name: string
  score: number
  max_score: number
  /** Absent for a test with no case (a part with no hidden hand): nothing to pass or fail. */
  status?: 'passed' | 'failed'
  output: string
  output_format: 'text'
  tags: string[]
  visibility: Visibility
}

/** Gradescope's results.json, the fields this grader fills (fixtures/schema/gradescope-results.schema.json). */
export interface GradescopeResults {
  score: number
  output: string
  output_format: 'text'
  visibility: Visibility
  execution_time: number
  tests: GradescopeTest[]
  extra_data: Record<string, unknown>
}

/** Failing cases shown in full in one test's output; the rest are listed by id. */
const DETAILS = 15

function caseLines(c: CaseResult): string[] {
  const lines = [`✗ ${c.id}: ${c.title}`, ...inputLines(c.request).map((l) => `  input ${l}`)]
  if (c.verdict === 'error' || !c.differences?.length) lines.push(`  ${failureMessage(c).split('\n').join('\n  ')}`)
  for (const d of c.differences ?? []) lines.push(`  ${describeDifference(d)}`)
  for (const l of expectedPlay(c)) lines.push(`  ${l}`)
  return lines
}

/**
 * `total` (points to the cent) split in proportion to `weights`, to the cent, by largest
 * remainder: each share rounded down to the cent, then the cents left over go one each to the
 * largest remainders (the first on a tie). So the shares add up to `total` exactly, where rounding
 * each share on its own can miss it by a cent (a part's points split between its public and its
 * hidden test: 10 points over 7 and 2 cases are 7.78 + 2.22, not 7.78 + 2.22 + 0.01 of drift).
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  const cents = Math.round(total * 100)
  const sum = weights.reduce((s, w) => s + w, 0)
  if (sum === 0) return weights.map(() => 0)
  const exact = weights.map((w) => (cents * w) / sum)
  const floors = exact.map((x) => Math.floor(x + 1e-9))
  let left = cents - floors.reduce((s, f) => s + f, 0)
  const byRemainder = exact.map((_x, i) => i).sort((i, j) => exact[j] - floors[j] - (exact[i] - floors[i]) || i - j)
  for (const i of byRemainder) {
    if (left <= 0) break
    floors[i]++
    left--
  }
  return floors.map((c) => c / 100)
}

/**
 * A part's earned points split between its public and hidden tests like its maximum (splitCents),
 * except that a test whose every case passed gets exactly its max_score, the other the rest.
 */
function splitEarned(earned: number, passed: number[], cases: CaseResult[][], max: number[]): number[] {
  const all = cases.map((cs, i) => passed[i] === cs.length)
  if (all[0] && all[1]) return max
  if (all[0] || all[1]) {
    const full = all[0] ? 0 : 1
    const out = [0, 0]
    out[full] = max[full]
    out[1 - full] = Math.max(0, Math.round((earned - max[full]) * 100) / 100)
    return out
  }
  return splitCents(earned, passed)
}

function testOf(
  part: PartSummary,
  cases: CaseResult[],
  name: string,
  visibility: Visibility,
  points: { score: number; max: number },
): GradescopeTest {
  const passed = cases.filter((c) => c.verdict === 'pass').length
  const { shared, single } = groupFailures(cases)
  const lines = [`${passed} of ${cases.length} cases passed`]
  for (const s of shared) lines.push(`✗ ${s.count} cases: ${s.message}`)
  for (const c of single.slice(0, DETAILS)) lines.push(...caseLines(c))
  if (single.length > DETAILS)
    lines.push(
      `… and ${single.length - DETAILS} more: ${single
        .slice(DETAILS)
        .map((c) => c.id)
        .join(', ')}`,
    )
  const skipped = cases.filter((c) => c.verdict === 'skipped').length
  if (skipped)
    lines.push(`${skipped} skipped (earn nothing): ${cases.find((c) => c.verdict === 'skipped')?.reason ?? ''}`)
  return {
    name,
    score: points.score,
    max_score: points.max,
    ...(cases.length > 0 ? { status: passed === cases.length ? 'passed' : 'failed' } : {}),
    output: lines.join('\n'),
    output_format: 'text',
    tags: [part.tag, part.kind === 'base' ? 'required' : 'extra-credit'],
    visibility,
  }
}

/**
 * Gradescope results.json: one test per part of the assignment worth its points (a second test
 * per part for the hidden hands, with the assignment's visibility), its failing cases in its
 * output, and the top-level `score` the report's points — the same number as every other format.
 * Extra-credit tests say so in their name; Gradescope's own total should be the stated maximum.
 */
export function renderGradescope(report: Report): GradescopeResults {
  const tests: GradescopeTest[] = []
  const parts = { title: report.assignment.title, parts: report.assignment.parts, hands: 0, seed: '' }
  for (const p of report.parts) {
    const mine = report.cases.filter((c) => scoringTags(c.tags, parts).includes(p.tag))
    const label = `${p.tag}${p.kind === 'extra' ? ' (extra credit)' : ''}`
    const open = mine.filter((c) => !c.hidden)
    const hidden = mine.filter((c) => c.hidden)
    const passed = (cs: CaseResult[]) => cs.filter((c) => c.verdict === 'pass').length
    // The part's points and its earned points, each split between the two tests to the cent.
    const [maxOpen, maxHidden] = splitCents(mine.length === 0 ? 0 : p.points, [open.length, hidden.length])
    const [scoreOpen, scoreHidden] = splitEarned(
      p.earned,
      [passed(open), passed(hidden)],
      [open, hidden],
      [maxOpen, maxHidden],
    )
    tests.push(testOf(p, open, label, 'visible', { score: scoreOpen, max: maxOpen }))
    if (report.assignment.hidden)
      tests.push(
        testOf(p, hidden, `${label}: hidden hands`, report.assignment.hidden.visibility, {
          score: scoreHidden,
          max: maxHidden,
        }),
      )
  }
  const table = report.parts.map(
    (p) =>
      `${p.kind === 'base' ? 'required' : 'extra   '} ${p.tag.padEnd(12)} ${p.passed}/${p.total} ${formatScore(p.score)} ${p.earned}/${p.points} points`,
  )
  const head = `${report.assignment.title} · Blackjack Lab suite ${report.suiteVersion}, seed "${report.seed}", ${report.count} generated hands`
  return {
    score: report.points.earned,
    output: [
      head,
      ...(report.complete ? [] : [`cut short: ${report.cutShort}`]),
      ...report.notes.map((n) => `note: ${n}`),
      ...table,
      `score ${pointsLine(report)}`,
    ].join('\n'),
    output_format: 'text',
    visibility: 'visible',
    execution_time: Math.round(report.durationMs / 1000),
    tests,
    extra_data: {
      suiteVersion: report.suiteVersion,
      seed: report.seed,
      count: report.count,
      points: report.points,
      implementation: report.implementation,
      totals: report.totals,
    },
  }
}
