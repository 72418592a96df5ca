import { ASSIGNMENT_PRESETS } from '../../assignment/presets.ts'
import { ALL_TAGS } from '../../conformance/capabilities.ts'
import { DEFAULT_GRADE_COUNT, DEFAULT_SEED, DEFAULT_SHUFFLES } from '../../conformance/plan.ts'
import { esc } from '../html.ts'
import { pageHtml } from '../layout.tsx'

/** What the grading form shows (the instructor's last input after an error). */
export interface GradeFormValues {
  url: string
  seed: string
  count: string
  shuffles: string
  rules: string
  tags: string[]
  /** A pasted assignment (JSON), or empty. */
  assignment: string
  /** A preset's id, "default" for the seeds' assignment, or empty (the fields below). */
  preset: string
}

/** The form's first values. */
export const EMPTY_FORM: GradeFormValues = {
  url: '',
  seed: DEFAULT_SEED,
  count: String(DEFAULT_GRADE_COUNT),
  shuffles: String(DEFAULT_SHUFFLES),
  rules: '',
  tags: [],
  assignment: '',
  preset: 'default',
}

const INTRO =
  '<h1>Grade a student&#39;s implementation</h1><p>The grader POSTs every case of the conformance suite to the URL as JSON ' +
  '(contract section 7, after a <code>{&quot;op&quot;:&quot;hello&quot;}</code>) and compares each answer with the ' +
  'expected one. You get a report with a link to share. For a program on your own machine use ' +
  '<code>npx blackjack grade --cmd &quot;node my-blackjack.js&quot;</code>.</p>'

const selected = (on: boolean) => (on ? ' selected=""' : '')

/** The form's fields, as they were last sent (every value escaped: it is what the instructor typed). */
function formHtml(values: GradeFormValues): string {
  const presets = ASSIGNMENT_PRESETS.map(
    (p) => `<option value="${esc(p)}"${selected(values.preset === p)}>table preset: ${esc(p)}</option>`,
  ).join('')
  const tags = ALL_TAGS.map(
    (t) =>
      `<label><input type="checkbox" name="tags" value="${esc(t)}"${values.tags.includes(t) ? ' checked=""' : ''}/> ${esc(t)}</label>`,
  ).join('')
  return (
    '<form class="grade" method="post" action="/grade" enctype="multipart/form-data">' +
    `<label class="wide">Endpoint URL <input name="url" type="url" required="" value="${esc(values.url)}" placeholder="https://student.example.workers.dev/play"/></label>` +
    '<fieldset class="wide"><legend>Assignment (its points, parts, hands and hidden hands)</legend>' +
    `<label>Preset <select name="preset"><option value="default"${selected(values.preset === 'default' || values.preset === '')}>` +
    `the seeds&#39; assignment (base parts required, extra credit optional), with the fields below</option>${presets}</select></label>` +
    '<label>or upload an assignment file <input name="assignmentFile" type="file" accept="application/json,.json"/></label>' +
    '<label class="wide">or paste one (JSON; npx blackjack assignment init writes one) ' +
    `<textarea name="assignment" rows="4">${esc(values.assignment)}</textarea></label>` +
    '<p class="note">An uploaded or pasted assignment wins over the preset; an assignment fixes the seed, hands and rules.</p></fieldset>' +
    `<fieldset><legend>Parts (none ticked: all)</legend>${tags}</fieldset>` +
    `<label>Seed <input name="seed" value="${esc(values.seed)}" maxlength="100"/></label>` +
    `<label>Generated hands <input name="count" type="number" min="0" max="2000" value="${esc(values.count)}"/></label>` +
    `<label>Shuffles for the uniformity test <input name="shuffles" type="number" min="0" max="2000" value="${esc(values.shuffles)}"/></label>` +
    `<label class="wide">Rules for the generated hands (JSON, empty: random per hand) <input name="rules" value="${esc(values.rules)}"/></label>` +
    '<button type="submit">Grade</button></form>'
  )
}

/**
 * The grading page: a student's endpoint URL, the parts and the seed. Posting it starts a run and
 * redirects to its shareable link. `error` says what was wrong with the last post. Written as text
 * (layout.tsx `pageHtml` says why).
 */
export function gradeFormHtml({ values, error, local }: { values: GradeFormValues; error?: string; local: boolean }) {
  const where = local
    ? 'Local development: localhost and private addresses may be graded.'
    : 'Only public http(s) addresses are graded here; localhost and private networks are refused.'
  const note = `<p class="note">${where} One request at a time, 5 s per case, 15 min per run, answers up to 256 KB.</p>`
  const alert = error ? `<p class="error">${esc(error)}</p>` : ''
  return pageHtml(
    { title: 'Grade an implementation', styles: ['/assets/grader.css'] },
    INTRO + note + alert + formHtml(values),
  )
}
