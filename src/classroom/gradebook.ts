import { type Assignment, maxPoints, round2 } from '../assignment/assignment.ts'
import type { Report } from '../conformance/report.ts'
import { TAGS } from '../engine/protocol.ts'

/** The assignment's parts in the contract's order, as every report lists them. */
const partTags = (a: Assignment) =>
  Object.keys(a.parts).sort((x, y) => (TAGS as readonly string[]).indexOf(x) - (TAGS as readonly string[]).indexOf(y))

/** One submission of a class: its report, or why there is none (missing file, did not start). */
export interface Submission {
  student: string
  report: Report | null
  /** Why it was not graded, or what went wrong while grading (hangs, crashes, cut short). */
  problem?: string
}

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(x: string | number): string {
  const s = String(x)
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s
}

/** What went wrong in a graded submission, in a few words for a gradebook cell. */
export function problemsOf(report: Report): string {
  const out: string[] = []
  if (report.cutShort) out.push(`cut short: ${report.cutShort}`)
  for (const n of report.notes)
    if (/hangs on|answered none|cannot be reached|stopped answering/.test(n)) out.push(n.split(':')[0])
  const count = (kind: string) => report.cases.filter((c) => c.errorKind === kind).length
  const crashes = count('crash')
  const timeouts = count('timeout')
  if (crashes) out.push(`crashed on ${crashes} case${crashes > 1 ? 's' : ''}`)
  if (timeouts) out.push(`timed out on ${timeouts} case${timeouts > 1 ? 's' : ''}`)
  return out.join('; ')
}

/**
 * The gradebook: one row per submission in the order given (sorted by the caller), the points of
 * each part of the assignment, the verdict counts and the problem. Nothing in it depends on time
 * or order of grading, so the same submissions give the same bytes.
 */
export function gradebookCsv(a: Assignment, subs: readonly Submission[]): string {
  const parts = partTags(a)
  const head = ['student', 'total', 'maximum', ...parts, 'passed', 'failed', 'skipped', 'errors', 'problem']
  const rows = subs.map((s) => {
    const r = s.report
    const earned = (tag: string) => r?.parts.find((p) => p.tag === tag)?.earned ?? 0
    const t = r?.totals
    const problem = [s.problem, r ? problemsOf(r) : ''].filter(Boolean).join('; ')
    return [
      s.student,
      r?.points.earned ?? 0,
      maxPoints(a),
      ...parts.map(earned),
      t?.passed ?? '',
      t?.failed ?? '',
      t?.skipped ?? '',
      t?.errors ?? '',
      problem.slice(0, 300),
    ]
  })
  return `${[head, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`
}

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y)
  const m = s.length >> 1
  return s.length === 0 ? 0 : s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

/**
 * The class summary an instructor reads after a batch: the score distribution in tenths of the
 * maximum, the parts whose cases the class passes least, and the cases failed by the most
 * submissions (the ones to explain in class).
 */
export function classSummary(a: Assignment, subs: readonly Submission[], top = 10): string {
  const max = maxPoints(a)
  const graded = subs.filter((s) => s.report)
  const totals = subs.map((s) => s.report?.points.earned ?? 0)
  const lines = [`${subs.length} submissions: ${graded.length} graded, ${subs.length - graded.length} not graded`]
  if (subs.length === 0) return `${lines[0]}\n`
  const mean = round2(totals.reduce((x, y) => x + y, 0) / totals.length)
  lines.push(
    `total of ${max} points: mean ${mean}, median ${round2(median(totals))}, lowest ${Math.min(...totals)}, highest ${Math.max(...totals)}`,
  )
  lines.push('distribution:')
  const buckets = new Array(11).fill(0)
  for (const t of totals) buckets[max > 0 ? Math.min(10, Math.floor((t / max) * 10 + 1e-9)) : 0]++
  const widest = Math.max(...buckets)
  for (const [i, n] of buckets.entries()) {
    const label = i === 10 ? '   100%+' : `${String(i * 10).padStart(3)}–${String(i * 10 + 9).padStart(2)}%`
    lines.push(`  ${label} ${'█'.repeat(widest ? Math.round((n / widest) * 30) : 0)} ${n}`)
  }
  // Parts and cases are ranked over the programs that answered: a program that never answers
  // fails everything and says nothing about which rule the class finds hard.
  const ran = graded.filter((s) => s.report!.totals.passed + s.report!.totals.failed > 0)
  const parts = partTags(a).map((tag) => {
    let passed = 0
    let total = 0
    let losing = 0
    for (const s of ran) {
      const p = s.report!.parts.find((x) => x.tag === tag)
      if (!p) continue
      passed += p.passed
      total += p.total
      if (p.passed < p.total) losing++
    }
    return { tag, share: total ? passed / total : 1, losing }
  })
  lines.push(`parts that fail most (cases passed by the ${ran.length} programs that answered):`)
  for (const p of parts.filter((x) => x.losing > 0).sort((x, y) => x.share - y.share || x.tag.localeCompare(y.tag)))
    lines.push(
      `  ${p.tag.padEnd(12)} ${(p.share * 100).toFixed(1).padStart(5)}%  ${p.losing} of ${ran.length} lose points`,
    )
  const failing = new Map<string, { title: string; n: number }>()
  for (const s of ran)
    for (const c of s.report!.cases)
      if (c.verdict === 'fail' || (c.verdict === 'error' && c.errorKind !== 'cut-short'))
        failing.set(c.id, { title: c.title, n: (failing.get(c.id)?.n ?? 0) + 1 })
  lines.push('cases that fail most (to explain in class):')
  const worst = [...failing].sort((x, y) => y[1].n - x[1].n || x[0].localeCompare(y[0])).slice(0, top)
  for (const [id, c] of worst) lines.push(`  ${c.n} of ${ran.length}  ${id}: ${c.title}`)
  if (worst.length === 0) lines.push('  none')
  return `${lines.join('\n')}\n`
}
