import { existsSync } from 'node:fs'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Assignment } from '../assignment/assignment.ts'
import { classSummary, gradebookCsv, type Submission } from '../classroom/gradebook.ts'
import { entryFile } from '../classroom/gradescope.ts'
import { gradeImplementation } from '../conformance/grade.ts'
import { parseWhole } from '../conformance/options.ts'
import { FORMATS, type Format, isFormat, renderReport } from '../conformance/render.ts'
import { parseFlags } from './args.ts'
import { readAssignmentFile } from './bundle-io.ts'
import { DEFAULT_JOBS } from './grade-args.ts'
import { commandTransport } from './grade-command.ts'
import { crashesAtOnce, shellQuote } from './gradescope-run.ts'

const HELP = `blackjack grade-all — grade a whole class: every submission folder, one CSV gradebook

Usage:
  blackjack grade-all --assignment FILE --submissions DIR --command "python3 {dir}/blackjack.py"
                      [--jobs N] [--out grades.csv] [--reports DIR] [--formats text,json] [--instructor]

Each folder in DIR is one student's submission (its name is the student). The command runs in that
folder; {dir} is replaced by the folder's path. --jobs N grades N submissions at once (default
${DEFAULT_JOBS}, the cores). --out writes the CSV gradebook (default: standard output, the summary then goes
to standard error); --reports DIR writes one report per student in each of --formats (default text;
${FORMATS.join(', ')}), the student's view unless --instructor. A missing entry file, a program that
does not start, hangs or crashes gets its row with the reason; the batch always finishes.
Same submissions, same CSV. Docs: docs/assignments.md.`

/** File endings of the report formats. */
const EXT: Record<Format, string> = {
  text: 'txt',
  json: 'json',
  junit: 'xml',
  gradescope: 'gradescope.json',
  classroom: 'classroom.json',
}

/** Grades one submission folder; never throws. */
async function gradeFolder(student: string, folder: string, template: string, a: Assignment): Promise<Submission> {
  const command = template.replaceAll('{dir}', shellQuote(folder))
  const entry = entryFile(template.replaceAll('{dir}/', ''))
  if (entry && !existsSync(join(folder, entry))) return { student, report: null, problem: `missing ${entry}` }
  try {
    const crash = await crashesAtOnce(command, folder, a)
    if (crash) return { student, report: null, problem: `did not start: ${crash.split(';')[0]}` }
    const transport = commandTransport(command, folder)
    try {
      return { student, report: await gradeImplementation(transport, { assignment: a }) }
    } finally {
      await transport.close()
    }
  } catch (e) {
    return { student, report: null, problem: `not graded: ${(e as Error).message}` }
  }
}

/** A progress bar on standard error, only when it is a terminal. */
function bar(total: number): (done: number) => void {
  if (!process.stderr.isTTY) return () => {}
  return (done) => {
    const filled = Math.round((done / total) * 30)
    process.stderr.write(`\r\x1b[2K[${'█'.repeat(filled)}${'░'.repeat(30 - filled)}] ${done}/${total} submissions`)
    if (done >= total) process.stderr.write('\r\x1b[2K')
  }
}

/** `blackjack grade-all`: grades every submission folder; resolves to the exit status. */
export async function runGradeAllCommand(argv: string[]): Promise<number> {
  let subs: Submission[]
  let a: Assignment
  let flags: ReturnType<typeof parseFlags>
  try {
    flags = parseFlags(
      argv,
      ['--assignment', '--submissions', '--command', '--jobs', '--out', '--reports', '--formats'],
      ['--instructor'],
    )
    if (flags.switches.has('--help')) {
      console.log(HELP)
      return 0
    }
    const v = (name: string) => flags.values.get(name)
    a = await readAssignmentFile(v('--assignment'))
    const template = v('--command') ?? a.command
    if (!template) throw new Error('say how a submission is run: --command "python3 {dir}/blackjack.py"')
    const dir = v('--submissions')
    if (!dir) throw new Error('give the folder of submissions: --submissions DIR (one folder per student)')
    const formats = (v('--formats') ?? 'text').split(',').map((f) => f.trim())
    for (const f of formats)
      if (!isFormat(f)) throw new Error(`--formats has "${f}"; each must be one of ${FORMATS.join(', ')}`)
    const jobs = parseWhole('--jobs', v('--jobs'), DEFAULT_JOBS, 1, 64)
    const names = (
      await readdir(dir, { withFileTypes: true }).catch(() => {
        throw new Error(`cannot read the submissions folder ${dir}`)
      })
    )
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort()
    if (names.length === 0) throw new Error(`${dir} holds no submission folders (one folder per student)`)
    const tick = bar(names.length)
    subs = new Array(names.length)
    let next = 0
    let done = 0
    const worker = async () => {
      while (next < names.length) {
        const i = next++
        subs[i] = await gradeFolder(names[i], resolve(dir, names[i]), template, a)
        tick(++done)
      }
    }
    await Promise.all(Array.from({ length: Math.min(jobs, names.length) }, worker))
    const reports = v('--reports')
    if (reports) {
      await mkdir(reports, { recursive: true })
      for (const s of subs)
        for (const f of formats as Format[]) {
          const text = s.report
            ? renderReport(s.report, f, { instructor: flags.switches.has('--instructor') })
            : `${s.student}: not graded: ${s.problem}\n`
          await writeFile(join(reports, `${s.student}.${EXT[f]}`), text)
        }
    }
    const csv = gradebookCsv(a, subs)
    const out = v('--out')
    if (out) await writeFile(out, csv)
    else process.stdout.write(csv)
    ;(out ? process.stdout : process.stderr).write(classSummary(a, subs))
    if (out) console.log(`wrote ${out}${reports ? ` and ${subs.length} reports in ${reports}` : ''}`)
    return 0
  } catch (e) {
    console.error(`blackjack grade-all: ${(e as Error).message}\n(blackjack grade-all --help shows the options)`)
    return 2
  }
}
