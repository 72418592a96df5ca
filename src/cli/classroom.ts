import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { maxPoints } from '../assignment/assignment.ts'
import { classroomFiles, classroomZip } from '../classroom/classroom.ts'
import { parseFlags } from './args.ts'
import { readAssignmentFile, readGraderBundle } from './bundle-io.ts'

const HELP = `blackjack classroom — write what a GitHub Classroom template repository needs

Usage:
  blackjack classroom --assignment FILE [--command "python3 blackjack.py"] --out DIR [--zip FILE]

Writes into DIR: .github/workflows/classroom.yml (grades every push and reports partial points per
part through classroom-resources/autograding-grading-reporter), .github/blackjack/grader.mjs (the
bundled grader), .github/blackjack/assignment.json and GRADING.md (a section for students).
--command is how a submission is run (default: the assignment's "command"). --zip also writes the
same files as one zip. The workflow runs: blackjack grade --assignment FILE --format classroom.
Hidden hands are left out: a student can read every file of their repository.
Docs: docs/assignments.md.`

/** `blackjack classroom`: writes a Classroom template's files; resolves to the exit status. */
export async function runClassroomCommand(argv: string[]): Promise<number> {
  try {
    const flags = parseFlags(argv, ['--assignment', '--command', '--out', '--zip'])
    if (flags.switches.has('--help')) {
      console.log(HELP)
      return 0
    }
    const out = flags.values.get('--out')
    if (!out) throw new Error('give the folder to write: --out DIR (the template repository)')
    const assignment = await readAssignmentFile(flags.values.get('--assignment'))
    const grader = await readGraderBundle()
    const command = flags.values.get('--command')
    for (const f of classroomFiles(assignment, grader, command)) {
      await mkdir(dirname(join(out, f.path)), { recursive: true })
      await writeFile(join(out, f.path), f.data)
    }
    const zip = flags.values.get('--zip')
    if (zip) await writeFile(zip, classroomZip(assignment, grader, command))
    if (assignment.hidden)
      console.error(
        'note: the hidden hands are left out of the template, since a student can read every file of their repository',
      )
    console.error(
      `wrote ${out}: .github/workflows/classroom.yml, .github/blackjack/, GRADING.md ("${assignment.title}", ${maxPoints(assignment)} points)`,
    )
    return 0
  } catch (e) {
    console.error(`blackjack classroom: ${(e as Error).message}\n(blackjack classroom --help shows the options)`)
    return 2
  }
}
