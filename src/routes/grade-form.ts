/**
 * The grading form of POST /grade read and checked: the target (never a private address unless
 * this is local dev), the assignment (a file, pasted text or a preset) or the form's own seed,
 * hands, rules and shuffles, and the parts to grade.
 */
import type { Assignment } from '../assignment/assignment.ts'
import { presetAssignment } from '../assignment/presets.ts'
import { parseAssignmentText } from '../assignment/validate.ts'
import { parseRules, parseSeed, parseShuffles, parseTags, parseWhole } from '../conformance/options.ts'
import { DEFAULT_GRADE_COUNT, DEFAULT_SEED, DEFAULT_SHUFFLES, MAX_COUNT } from '../conformance/plan.ts'
import { checkTarget } from '../conformance/ssrf.ts'
import type { RunConfig } from '../do/grading-store.ts'
import type { GradeFormValues } from '../views/grade/form.tsx'

/** A fresh unguessable id: 128 random bits in hex. */
const randomId = () => crypto.randomUUID().replaceAll('-', '')

/**
 * The assignment a form asks for: an uploaded file, else pasted text, else a table preset, else
 * none: the seeds' assignment with the form's own seed, hands, rules and shuffles.
 */
async function formAssignment(file: unknown, pasted: string, preset: string): Promise<Assignment | undefined> {
  if (file instanceof File && file.size > 0) return parseAssignmentText(await file.text())
  if (pasted) return parseAssignmentText(pasted)
  // "default" is the seeds' assignment with the form's seed, hands, rules and shuffles.
  if (preset && preset !== 'default') return presetAssignment(preset)
  return undefined
}

/** Reads and checks the form; returns the run's config or what was wrong. */
export async function readForm(
  form: Record<string, string | File | (string | File)[]>,
  allowPrivate: boolean,
  maxCases: number,
): Promise<{ values: GradeFormValues; config?: RunConfig; error?: string }> {
  const text = (k: string) => (typeof form[k] === 'string' ? (form[k] as string).trim() : '')
  const rawTags = form.tags === undefined ? [] : Array.isArray(form.tags) ? form.tags : [form.tags]
  const values: GradeFormValues = {
    url: text('url'),
    seed: text('seed'),
    count: text('count'),
    shuffles: text('shuffles'),
    rules: text('rules'),
    tags: rawTags.filter((t): t is string => typeof t === 'string'),
    assignment: text('assignment'),
    preset: text('preset'),
  }
  try {
    const target = checkTarget(values.url, { allowPrivate })
    if (!target.ok) throw new Error(`Refused: ${target.reason}`)
    const assignment = await formAssignment(form.assignmentFile, values.assignment, values.preset)
    if (assignment && assignment.hands > maxCases)
      throw new Error(
        `the assignment asks for ${assignment.hands} hands; this grader grades at most ${maxCases} per run`,
      )
    const tags = parseTags(values.tags.join(','))
    const base = { url: target.url.href, tags, allowPrivate, instructorKey: randomId() }
    // An assignment fixes the hands, seed, rules and shuffles; the form's own fields are for runs without one.
    const config: RunConfig = assignment
      ? {
          ...base,
          seed: assignment.seed,
          count: assignment.hands,
          rules: assignment.rules ?? null,
          shuffles: assignment.shuffles ?? DEFAULT_SHUFFLES,
          assignment,
        }
      : {
          ...base,
          seed: parseSeed(values.seed, DEFAULT_SEED),
          count: parseWhole(
            'count',
            values.count,
            Math.min(DEFAULT_GRADE_COUNT, maxCases),
            0,
            Math.min(MAX_COUNT, maxCases),
          ),
          rules: parseRules(values.rules),
          shuffles: parseShuffles(values.shuffles, DEFAULT_SHUFFLES),
        }
    return { values, config }
  } catch (e) {
    return { values, error: (e as Error).message }
  }
}
