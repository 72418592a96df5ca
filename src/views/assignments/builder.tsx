import { type Assignment, extraPoints, maxPoints, VISIBILITIES } from '../../assignment/assignment.ts'
import type { AssignmentFormValues } from '../../classroom/assignment-form.ts'
import { esc } from '../html.ts'
import { pageHtml } from '../layout.tsx'

/*
 * The builder as HTML text, byte for byte what its hono/jsx elements rendered (layout.tsx `pageHtml` says
 * why): every value from the form is escaped, since a refused form shows back what was typed.
 */

/** What the builder shows after a post: the checked assignment, its text and its student link. */
export interface Built {
  assignment: Assignment
  text: string
  link: string
}

interface Props {
  presets: readonly { id: string; title: string }[]
  preset: string
  values: AssignmentFormValues
  built?: Built
  error?: string
}

const checked = (on: boolean) => (on ? ' checked=""' : '')

/** `<option>`s of `values`, the one equal to `now` selected. */
function options(values: readonly { id: string; title: string }[], now: string): string {
  let html = ''
  for (const v of values)
    html += `<option value="${esc(v.id)}"${v.id === now ? ' selected=""' : ''}>${esc(v.title)}</option>`
  return html
}

const DOWNLOADS = [
  ['assignment.json', 'assignment.json'],
  ['autograder.zip', 'Gradescope autograder (autograder.zip)'],
  ['classroom.zip', 'GitHub Classroom template (classroom.zip)'],
]

/** The three downloads, each a plain form posting the assignment back (no JavaScript needed). */
function downloadsHtml(built: Built, command: string): string {
  const fields =
    `<input type="hidden" name="assignment" value="${esc(built.text)}"/>` +
    `<input type="hidden" name="command" value="${esc(command)}"/>`
  let html = '<div class="downloads">'
  for (const [file, label] of DOWNLOADS)
    html +=
      `<form method="post" action="/assignments/download/${file}">${fields}` +
      `<button type="submit" data-file="${file}">Download ${label}</button></form>`
  return `${html}</div>`
}

/** The CLI route to the same files (byte for byte). */
function commandsHtml(command: string): string {
  const q = command.replaceAll("'", "'\\''")
  const text = `npx blackjack assignment check assignment.json
npx blackjack gradescope --assignment assignment.json --command '${q}' --out autograder.zip
npx blackjack classroom --assignment assignment.json --command '${q}' --out template/ --zip classroom.zip
npx blackjack grade-all --assignment assignment.json --submissions submissions/ --command '${q.replace(/(\S+\.\w+)/, '{dir}/$1')}' --out grades.csv`
  return `<pre class="commands">${esc(text)}</pre>`
}

/** The table of parts: graded, points, extra credit. */
function partsHtml(parts: AssignmentFormValues['parts']): string {
  let rows = ''
  for (const [tag, p] of Object.entries(parts)) {
    const t = esc(tag)
    rows +=
      `<tr><td>${t}</td><td><input type="checkbox" name="part-${t}"${checked(p.on)} aria-label="grade ${t}"/></td>` +
      `<td><input name="points-${t}" value="${esc(p.points)}" size="4" aria-label="points of ${t}"/></td>` +
      `<td><input type="checkbox" name="extra-${t}"${checked(p.extra)} aria-label="${t} is extra credit"/></td></tr>`
  }
  return (
    '<fieldset><legend>Parts and points</legend><table><thead><tr><th>part</th><th>graded</th><th>points</th>' +
    `<th>extra credit</th></tr></thead><tbody>${rows}</tbody></table></fieldset>`
  )
}

/** The assignment's form, filled in from `v`. */
function formHtml(v: AssignmentFormValues): string {
  const input = (name: string, value: string, size?: number) =>
    `<input name="${name}" value="${esc(value)}"${size === undefined ? '' : ` size="${size}"`}/>`
  const visibilities = VISIBILITIES.map((x) => ({ id: x, title: x }))
  return (
    '<form method="post" action="/assignments/new" class="builder">' +
    `<label>Title ${input('title', v.title, 50)}</label>` +
    '<label>Rules (JSON; empty: random rules per hand)' +
    `<textarea name="rules" rows="3" cols="70">${esc(v.rules)}</textarea></label>` +
    partsHtml(v.parts) +
    '<fieldset><legend>Public hands</legend>' +
    `<label>Generated hands ${input('hands', v.hands, 5)}</label> <label>Seed ${input('seed', v.seed)}</label> ` +
    `<label><input type="checkbox" name="fixtures"${checked(v.fixtures)}/> the hand-written fixtures too</label> ` +
    `<label>Shuffles for the uniformity test (0 or 260–2000) ${input('shuffles', v.shuffles, 5)}</label> ` +
    `<label>Time per case (ms) ${input('timeoutMs', v.timeoutMs, 6)}</label></fieldset>` +
    '<fieldset><legend>Hidden hands (only the instructor sees their inputs)</legend>' +
    `<label>Hands (0: none) ${input('hiddenHands', v.hiddenHands, 5)}</label> ` +
    `<label>Seed ${input('hiddenSeed', v.hiddenSeed)}</label> ` +
    `<label>Gradescope visibility <select name="visibility">${options(visibilities, v.visibility)}</select></label>` +
    `</fieldset><label>How a submission is run (from its folder) ${input('command', v.command, 40)}</label>` +
    '<button type="submit">Build the assignment</button></form>'
  )
}

/** The built assignment: its maximum, downloads, student link and the same from the command line. */
function builtHtml(built: Built, command: string): string {
  const a = built.assignment
  const extra = extraPoints(a) > 0 ? ` plus ${extraPoints(a)} of extra credit` : ''
  const link = esc(built.link)
  return (
    `<section class="built"><h2>${esc(a.title)}</h2>` +
    `<p class="max-score">Maximum score: <strong>${maxPoints(a)}</strong> points${extra}</p>` +
    downloadsHtml(built, command) +
    '<p>For students (play these rules, grade a deployed program; no hidden hands in it): ' +
    `<a href="${link}">the student page</a> ` +
    `<input readonly="" value="${link}" size="50" aria-label="the student page&#39;s link"/></p>` +
    '<p>The same files from the command line, after saving assignment.json:</p>' +
    `${commandsHtml(command)}<pre class="assignment-json">${esc(built.text)}</pre></section>`
  )
}

/** /assignments/new: build an assignment from a preset, see its maximum, download it and its zips. */
export function builderPage({ presets, preset, values, built, error }: Props): string {
  const body =
    '<div class="assignments"><h1>New assignment</h1>' +
    '<form method="get" action="/assignments/new" class="preset"><label>Start from a preset ' +
    `<select name="preset">${options(presets, preset)}</select></label> <button type="submit">Start from it</button></form>` +
    (error ? `<p class="error">${esc(error)}</p>` : '') +
    formHtml(values) +
    (built ? builtHtml(built, values.command) : '') +
    '</div>'
  return pageHtml({ title: 'New assignment' }, body)
}
