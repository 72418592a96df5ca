import type { Assignment } from '../assignment/assignment.ts'
import { parseAssignment } from '../assignment/validate.ts'
import { RUN_AUTOGRADER, SETUP_SH } from './gradescope-scripts.ts'
import { type BundleFile, type PackedFile, textFile, type ZipEntry, zipBundle } from './zip.ts'

/** The file name the bundled grader has inside every zip. */
export const GRADER_FILE = 'grader.mjs'

/**
 * The assignment as a bundle carries it: checked again, with `command` set (the option wins over
 * the assignment's own), so the bundle runs the submission the way the instructor said. Throws
 * with a plain message when there is no command at all.
 */
export function bundledAssignment(assignment: Assignment, command?: string): Assignment {
  const chosen = command?.trim() || assignment.command
  if (!chosen)
    throw new Error(
      'say how a submission is run: --command "python3 blackjack.py" (or the assignment\'s "command" field)',
    )
  return parseAssignment({ ...assignment, command: chosen })
}

/** The assignment file's text inside a bundle (and on the page's download): two-space JSON. */
export function assignmentText(a: Assignment): string {
  return `${JSON.stringify(a, null, 2)}\n`
}

/**
 * The files of Gradescope's autograder zip, at its root as Gradescope requires: setup.sh,
 * run_autograder, the bundled grader and the assignment (with its command).
 */
export function gradescopeFiles(assignment: Assignment, grader: Uint8Array, command?: string): BundleFile[]
export function gradescopeFiles(assignment: Assignment, grader: Uint8Array | PackedFile, command?: string): ZipEntry[]
export function gradescopeFiles(assignment: Assignment, grader: Uint8Array | PackedFile, command?: string): ZipEntry[] {
  const a = bundledAssignment(assignment, command)
  return [
    textFile('setup.sh', SETUP_SH, true),
    textFile('run_autograder', RUN_AUTOGRADER, true),
    { path: GRADER_FILE, data: grader },
    textFile('assignment.json', assignmentText(a)),
  ]
}

/**
 * Gradescope's autograder.zip for an assignment: the same bytes from the CLI and the Worker (which
 * passes the grader packed at build time, see `packFile`).
 */
export function gradescopeZip(assignment: Assignment, grader: Uint8Array | PackedFile, command?: string): Uint8Array {
  return zipBundle(gradescopeFiles(assignment, grader, command))
}

/** Source-file endings that name a submission's entry file inside a command. */
const SOURCE_FILE = /\.(py|js|mjs|cjs|ts|rb|jar|sh|pl|php|lua|java|class|exe)$/i

/**
 * The file a command needs in the submission folder, when it names one: the first word that is
 * a relative path ("./blackjack") or ends like a source file ("blackjack.py", "bj.jar").
 * Undefined when the command names none (e.g. a Java class name), so nothing is checked.
 */
export function entryFile(command: string): string | undefined {
  const words = command.trim().split(/\s+/)
  for (const [i, w] of words.entries()) {
    if (w.startsWith('-') || w.includes('{') || w.startsWith('/')) continue
    if (w.startsWith('./') && w.length > 2) return w.slice(2)
    if (i > 0 && SOURCE_FILE.test(w)) return w
  }
  return undefined
}
