import { type Assignment, extraPoints, maxPoints } from '../assignment/assignment.ts'
import { assignmentText, bundledAssignment } from './gradescope.ts'
import { CLASSROOM_COMMAND, GRADER_DIR, WORKFLOW_YML } from './workflow.ts'
import { type BundleFile, type PackedFile, textFile, type ZipEntry, zipBundle } from './zip.ts'

/** The section for students that the template carries (paste it into the README, or link it). */
export const STUDENT_SECTION = 'GRADING.md'

/**
 * The assignment a Classroom template carries: a student owns the repository and can read every
 * file in it, so hidden hands cannot stay hidden there and are left out (the CLI says so).
 */
export function classroomAssignment(assignment: Assignment, command?: string): Assignment {
  const { hidden: _hidden, ...open } = bundledAssignment(assignment, command)
  return open
}

function studentSection(a: Assignment): string {
  const parts = Object.entries(a.parts)
    .map(([tag, p]) => `| ${tag} | ${p.points} | ${p.extraCredit ? 'extra credit' : 'required'} |`)
    .join('\n')
  return `## Grading

Every push is graded automatically (the **Actions** tab, workflow "Autograding Tests"): your program
is run with \`${a.command}\` and checked hand by hand against the rules of "${a.title}".
Each part earns its points times the share of its cases you pass, so partial work counts.
The maximum is ${maxPoints(a)} points${extraPoints(a) > 0 ? `, plus ${extraPoints(a)} of extra credit` : ''}.

| part | points | |
|---|---|---|
${parts}

Grade yourself before you push (Node 20 or newer), with the same command the workflow runs:

\`\`\`sh
${CLASSROOM_COMMAND.replace(' --format classroom', '')} --verbose
\`\`\`

It prints every failing case with its input and a diff. Print debugging output to standard error,
never standard output, and flush after each answer line. Do not edit \`${GRADER_DIR}/\` or
\`.github/workflows/\`: the grader and the assignment live there.
`
}

/**
 * What a GitHub Classroom template repository needs: the workflow, the bundled grader, the
 * assignment (with its command, without hidden hands) and the students' section.
 */
export function classroomFiles(assignment: Assignment, grader: Uint8Array, command?: string): BundleFile[]
export function classroomFiles(assignment: Assignment, grader: Uint8Array | PackedFile, command?: string): ZipEntry[]
export function classroomFiles(assignment: Assignment, grader: Uint8Array | PackedFile, command?: string): ZipEntry[] {
  const a = classroomAssignment(assignment, command)
  return [
    textFile('.github/workflows/classroom.yml', WORKFLOW_YML),
    { path: `${GRADER_DIR}/grader.mjs`, data: grader },
    textFile(`${GRADER_DIR}/assignment.json`, assignmentText(a)),
    textFile(STUDENT_SECTION, studentSection(a)),
  ]
}

/** The template as one zip (the page's download): the same bytes from the CLI and the Worker. */
export function classroomZip(assignment: Assignment, grader: Uint8Array | PackedFile, command?: string): Uint8Array {
  return zipBundle(classroomFiles(assignment, grader, command))
}
