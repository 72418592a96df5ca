import { failureMessage, groupFailures } from './groups.ts'
import type { CaseResult, Report } from './report.ts'
import { scoringTags } from './score.ts'
import { describeDifference } from './verdict.ts'

/**
 * One test of GitHub Classroom's grader-action result (classroom-resources/autograding-command-grader's
 * `result` output, read by autograding-grading-reporter): the fields the reporter reads.
 */
export interface ClassroomTest {
  name: string
  status: 'pass' | 'fail' | 'error'
  /** What Classroom adds up: the part's earned points, partial credit included. */
  score: number
  message: string
  test_code: string
  filename: string
  /** 0: the reporter prints no " - line N". */
  line_no: number
  duration: number
}

/** The grader actions' result (version 1), which the workflow base64-encodes for the reporter. */
export interface ClassroomResult {
  version: 1
  status: 'pass' | 'fail' | 'error'
  /** The assignment's maximum (extra credit comes on top, as in every format). */
  max_score: number
  tests: ClassroomTest[]
}

/** Failing cases named in a part's message, one line each. */
const NAMED = 5

function message(cases: CaseResult[], earned: number, points: number): string {
  const passed = cases.filter((c) => c.verdict === 'pass').length
  const lines = [`${passed} of ${cases.length} cases passed: ${earned} of ${points} points`]
  const { shared, single } = groupFailures(cases)
  for (const s of shared) lines.push(`✗ ${s.count} cases: ${s.message.split('\n')[0]}`)
  for (const c of single.slice(0, NAMED)) {
    const first = c.differences?.[0]
    lines.push(`✗ ${c.id}: ${first ? describeDifference(first) : failureMessage(c).split('\n')[0]}`)
  }
  if (single.length > NAMED)
    lines.push(`… and ${single.length - NAMED} more (grade locally with --verbose for every diff)`)
  return lines.join('\n')
}

/**
 * The reporter adds the tests' scores left to right in floating point; the last test absorbs the
 * rounding noise (at most a few 1e-15) so the total Classroom records is exactly the report's points.
 */
function settleTotal(tests: ClassroomTest[], earned: number): void {
  if (tests.length === 0) return
  const last = tests[tests.length - 1]
  const before = tests.slice(0, -1).reduce((s, t) => s + t.score, 0)
  if (before + last.score === earned) return
  const exact = earned - before
  if (Math.abs(exact - last.score) < 1e-6 && before + exact === earned) last.score = exact
}

/**
 * GitHub Classroom's result: one test per part of the assignment with the part's earned points
 * (partial credit, not all or nothing), the assignment's maximum, and `status` "fail" unless every
 * graded case passed ("error" when the program answered nothing), so the run is red until then.
 * Rendered from the student's view: a repository's owner is the student.
 */
export function renderClassroom(report: Report): ClassroomResult {
  const parts = { title: report.assignment.title, parts: report.assignment.parts, hands: 0, seed: '' }
  const tests = report.parts.map((p): ClassroomTest => {
    const mine = report.cases.filter((c) => scoringTags(c.tags, parts).includes(p.tag))
    const answered = mine.some((c) => c.verdict === 'pass' || c.verdict === 'fail')
    return {
      name: `${p.tag}${p.kind === 'extra' ? ' (extra credit)' : ''}`,
      status: p.total > 0 && p.passed === p.total ? 'pass' : answered || p.total === 0 ? 'fail' : 'error',
      score: p.earned,
      message: message(mine, p.earned, p.points),
      test_code: '',
      filename: '',
      line_no: 0,
      duration: 0,
    }
  })
  settleTotal(tests, report.points.earned)
  const t = report.totals
  const status =
    t.graded > 0 && t.failed === 0 && t.errors === 0 ? 'pass' : t.passed + t.failed === 0 ? 'error' : 'fail'
  return { version: 1, status, max_score: report.points.max, tests }
}
