import { describe, expect, it } from 'vitest'
import { defaultAssignment } from '../../src/assignment/presets.ts'
import { assignmentOfForm, encodeForLink, formValues } from '../../src/classroom/assignment-form.ts'
import { assignmentText } from '../../src/classroom/gradescope.ts'
import { tableFields } from '../../src/classroom/table-fields.ts'
import { TAGS } from '../../src/engine/protocol.ts'
import { PRESETS, presetById } from '../../src/table/presets.ts'
import { builderPage } from '../../src/views/assignments/builder.tsx'
import { studentPage } from '../../src/views/assignments/student.tsx'
import { gradeFormHtml } from '../../src/views/grade/form.tsx'
import { homePageHtml } from '../../src/views/home.tsx'
import { esc } from '../../src/views/html.ts'

// The pages written as text (src/views/layout.tsx pageHtml) escape by hand: each user-given field is
// checked here, so a value put in without esc() fails. H holds every character HTML reads.
const H = `<b>&"'</b>`
const E = '&lt;b&gt;&amp;&quot;&#39;&lt;/b&gt;'
const count = (html: string, part: string) => html.split(part).length - 1

describe('esc', () => {
  it('escapes & < > " and \' as hono/jsx does, and nothing else', () => {
    expect(esc(H)).toBe(E)
    expect(esc('plain – text 1.5×')).toBe('plain – text 1.5×')
  })
})

describe('the builder (/assignments/new) shows back what was typed, escaped', () => {
  const values = formValues(defaultAssignment())
  for (const k of ['title', 'rules', 'hands', 'seed', 'shuffles', 'timeoutMs', 'hiddenHands', 'hiddenSeed'] as const)
    values[k] = H
  values.command = H
  values.visibility = H
  for (const t of TAGS) values.parts[t].points = H

  it('in every field of a refused form, and in the error', () => {
    const html = builderPage({ presets: PRESETS, preset: '', values, error: `title is ${H}` })
    expect(html).not.toContain('<b>')
    // 8 text fields, the command, the points of every part, the error.
    expect(count(html, E)).toBe(8 + 1 + TAGS.length + 1)
  })

  it('in the built assignment: heading, downloads, links, commands and JSON', () => {
    const ok = formValues({ ...defaultAssignment(), title: H, seed: H, command: `python3 ${H}.py` })
    const assignment = assignmentOfForm(ok)
    const text = assignmentText(assignment)
    const built = { assignment, text, link: `/a/${encodeForLink(assignment)}?x=${H}` }
    const html = builderPage({ presets: PRESETS, preset: 'casino', values: ok, built })
    expect(html).not.toContain('<b>')
    expect(html).toContain(`<h2>${E}</h2>`)
    expect(html).toContain(`<input name="title" value="${E}" size="50"/>`)
    // The link, in the anchor and the read-only field.
    expect(count(html, `?x=${E}"`)).toBe(2)
    // The JSON in each of the three downloads and in the <pre>.
    expect(count(html, esc(text))).toBe(4)
    expect(html).toContain('<option value="casino" selected="">Casino classic</option>')
  })
})

describe('the student page (/a/:assignment) escapes what came in the link', () => {
  it('title, rules, points and the assignment for /grade', () => {
    const a = { ...defaultAssignment(), title: H, rules: { decks: 2 } }
    const text = assignmentText(a)
    const html = studentPage({ assignment: a, table: { ...tableFields(a), [H]: [H, H] }, text })
    expect(html).not.toContain('<b>')
    expect(html).toContain(`<title>${E} · Blackjack Lab</title>`)
    expect(html).toContain(`<h1>${E}</h1>`)
    expect(html).toContain(
      `<input type="hidden" name="${E}" value="${E}"/><input type="hidden" name="${E}" value="${E}"/>`,
    )
    expect(html).toContain(`<input type="hidden" name="assignment" value="${esc(text)}"/>`)
    expect(html).toContain('<code>{&quot;decks&quot;:2}</code>')
  })
})

describe('the home page', () => {
  it('escapes a refused form’s reason and opens the custom form for it', () => {
    const html = homePageHtml({ settings: presetById(undefined).settings, error: `no table ${H}`, open: true })
    expect(html).toContain(`<p class="notice error" role="alert">no table ${E}</p>`)
    expect(html).toContain('<details id="custom" class="custom" open="">')
    expect(html).not.toContain('<b>')
  })
})

describe('the grading form (/grade) after a refused post', () => {
  it('shows back every field as typed, escaped, with the reason', () => {
    const values = { url: H, seed: H, count: H, shuffles: H, rules: H, tags: [], assignment: H, preset: '' }
    const html = gradeFormHtml({ values, error: `Refused: ${H}`, local: false })
    expect(html).not.toContain('<b>')
    expect(html).toContain(`<p class="error">Refused: ${E}</p>`)
    for (const name of ['url', 'seed', 'count', 'shuffles', 'rules']) expect(html).toMatch(`name="${name}"`)
    expect(count(html, `value="${E}"`)).toBe(5)
    expect(html).toContain(`<textarea name="assignment" rows="4">${E}</textarea>`)
  })
})
