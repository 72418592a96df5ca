import { Hono } from 'hono'
import type { Assignment } from '../assignment/assignment.ts'
import { ASSIGNMENT_PRESETS, defaultAssignment, presetAssignment } from '../assignment/presets.ts'
import { parseAssignmentText } from '../assignment/validate.ts'
import {
  assignmentOfForm,
  DEFAULT_COMMAND,
  decodeLink,
  encodeForLink,
  formValues,
  readAssignmentForm,
} from '../classroom/assignment-form.ts'
import { classroomAssignment, classroomZip } from '../classroom/classroom.ts'
import { assignmentText, bundledAssignment, gradescopeZip } from '../classroom/gradescope.ts'
import { tableFields } from '../classroom/table-fields.ts'
import { decodePacked, type PackedFile } from '../classroom/zip.ts'
import { PRESETS } from '../table/presets.ts'
import { builderPage } from '../views/assignments/builder.tsx'
import { studentPage } from '../views/assignments/student.tsx'
import { csrfGuard, formLimit } from './security.ts'

type Env = { Bindings: CloudflareBindings }

/** The assignment builder (/assignments/new, its downloads) and the student's page (/a/:assignment). */
export const assignments = new Hono<Env>()

const PRESET_LIST = [{ id: 'default', title: 'The seeds’ assignment (default)' }, ...PRESETS]

/** The assignment a preset id names ("default" or unknown: the seeds' assignment). */
function fromPreset(id: string | undefined): { id: string; a: Assignment } {
  if (id && ASSIGNMENT_PRESETS.includes(id)) return { id, a: presetAssignment(id) }
  return { id: 'default', a: defaultAssignment() }
}

/**
 * The bundled grader as the build packed it (`static/grader.mjs.packed`, deflated by `npm run
 * build:grader`), read once per isolate: deflating it per download cost 20–50 ms of CPU.
 */
let packed: Promise<PackedFile> | undefined
function packedGrader(env: CloudflareBindings): Promise<PackedFile> {
  packed ??= (async () => {
    const res = await env.ASSETS.fetch('https://assets.local/grader.mjs.packed')
    if (!res.ok) throw new Error('the bundled grader is not deployed (npm run build:grader builds it)')
    return decodePacked(new Uint8Array(await res.arrayBuffer()))
  })()
  // A failed read is not kept: the next download tries again.
  packed.catch(() => {
    packed = undefined
  })
  return packed
}

const plain = (message: string, status: 400 | 500) =>
  new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

assignments.get('/assignments/new', (c) => {
  const { id, a } = fromPreset(c.req.query('preset'))
  return c.html(builderPage({ presets: PRESET_LIST, preset: id, values: formValues(a, DEFAULT_COMMAND) }))
})

assignments.post('/assignments/new', formLimit, csrfGuard, async (c) => {
  const values = readAssignmentForm(await c.req.parseBody({ all: true }))
  try {
    const assignment = assignmentOfForm(values)
    const link = `/a/${encodeForLink(assignment)}`
    const built = { assignment, text: assignmentText(assignment), link }
    return c.html(builderPage({ presets: PRESET_LIST, preset: '', values, built }))
  } catch (e) {
    return c.html(builderPage({ presets: PRESET_LIST, preset: '', values, error: (e as Error).message }), 400)
  }
})

/** The downloads: the same bytes the CLI writes for the same assignment.json and command. */
assignments.post('/assignments/download/:file', formLimit, csrfGuard, async (c) => {
  const form = await c.req.parseBody()
  const file = c.req.param('file')
  let body: Uint8Array | string
  // A grader missing from the deployment is the server's fault (500), not the form's (400).
  let grader: PackedFile | undefined
  if (file === 'autograder.zip' || file === 'classroom.zip') {
    try {
      grader = await packedGrader(c.env)
    } catch (e) {
      return plain(`Sorry, the zip cannot be made here: ${(e as Error).message}`, 500)
    }
  }
  try {
    const assignment = parseAssignmentText(typeof form.assignment === 'string' ? form.assignment : '')
    const command = typeof form.command === 'string' && form.command.trim() ? form.command.trim() : undefined
    if (file === 'assignment.json') body = assignmentText(command ? bundledAssignment(assignment, command) : assignment)
    else if (file === 'autograder.zip' && grader) body = gradescopeZip(assignment, grader, command)
    else if (file === 'classroom.zip' && grader) body = classroomZip(assignment, grader, command)
    else
      return plain(`there is no download "${file.slice(0, 40)}": assignment.json, autograder.zip or classroom.zip`, 400)
  } catch (e) {
    return plain(`Refused: ${(e as Error).message}`, 400)
  }
  const type = file.endsWith('.zip') ? 'application/zip' : 'application/json; charset=utf-8'
  return new Response(body, {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${file}"` },
  })
})

assignments.get('/a/:assignment', (c) => {
  let assignment: Assignment
  try {
    assignment = decodeLink(c.req.param('assignment'))
  } catch (e) {
    return plain((e as Error).message, 400)
  }
  const open = classroomAssignment({ ...assignment, command: assignment.command ?? DEFAULT_COMMAND })
  return c.html(studentPage({ assignment: open, table: tableFields(open), text: assignmentText(open) }))
})
