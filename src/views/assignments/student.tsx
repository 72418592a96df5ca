import { type Assignment, extraPoints, maxPoints } from '../../assignment/assignment.ts'
import { esc } from '../html.ts'
import { pageHtml } from '../layout.tsx'

interface Props {
  assignment: Assignment
  /** The table form's fields for the assignment's rules (the create form's names). */
  table: Record<string, string | string[]>
  /** The assignment's text for /grade (no hidden hands). */
  text: string
}

/**
 * /a/:assignment: the assignment for a student: its parts, a table with its rules, grading on
 * /grade. Written as text, byte for byte what its hono/jsx elements rendered (layout.tsx `pageHtml` says
 * why); the assignment comes from the link, so every part of it is escaped.
 */
export function studentPage({ assignment: a, table, text }: Props): string {
  const extra = extraPoints(a) > 0 ? `, plus ${extraPoints(a)} of extra credit` : ''
  let rows = ''
  for (const [tag, p] of Object.entries(a.parts))
    rows +=
      `<tr><td>${esc(tag)}</td><td>${esc(String(p.points))} points</td>` +
      `<td>${p.extraCredit ? 'extra credit' : 'required'}</td></tr>`
  let hidden = ''
  for (const [name, v] of Object.entries(table))
    for (const x of Array.isArray(v) ? v : [v]) hidden += `<input type="hidden" name="${esc(name)}" value="${esc(x)}"/>`
  const rules = a.rules ? JSON.stringify(a.rules) : 'random rules per hand'
  const body =
    `<div class="assignments"><h1>${esc(a.title)}</h1>` +
    `<p>${maxPoints(a)} points${extra}; rules: <code>${esc(rules)}</code></p>` +
    `<table><tbody>${rows}</tbody></table>` +
    `<form method="post" action="/tables">${hidden}<button type="submit">Play these rules at a new table</button></form>` +
    '<form method="post" action="/grade" enctype="multipart/form-data">' +
    `<input type="hidden" name="assignment" value="${esc(text)}"/>` +
    '<label>Your deployed program&#39;s URL <input name="url" type="url" required="" size="40" placeholder="https://…"/></label> ' +
    '<button type="submit">Grade it against this assignment</button></form></div>'
  return pageHtml({ title: a.title }, body)
}
