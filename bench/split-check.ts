/**
 * The check that the `apart` set-up of bench/pages-split.ts measures the same site: a few answers
 * that read a static asset (a chart slice, the stored /conformance pages, a zip that packs the
 * grader, the static files and the `_headers` header they carry), taken from each set-up as a
 * browser would ask for them and compared byte for byte. A difference stops the run.
 */
import { createHash } from 'node:crypto'
import { defaultAssignment } from '../src/assignment/presets.ts'
import { DEFAULT_COMMAND } from '../src/classroom/assignment-form.ts'
import { assignmentText } from '../src/classroom/gradescope.ts'

/** One answer, as compared: status, body bytes, its SHA-256 (first 12 hex digits), two headers. */
export interface Answer {
  what: string
  status: number
  bytes: number
  sha: string
  type: string | null
  /** X-Frame-Options: `DENY` from static/_headers on a static file, the Worker's own on its pages. */
  frame: string | null
}

const RULES = encodeURIComponent(JSON.stringify({ decks: 2, hitSoft17: true, surrender: 'late', double: '9-11' }))

/** The requests compared: [what, asset (asked of the assets' host when apart), path, POST form]. */
const ASKED: readonly [string, boolean, string, URLSearchParams?][] = [
  ['GET /strategy, a new rule set (a slice)', false, `/strategy?rules=${RULES}`],
  ['GET /strategy (defaults)', false, '/strategy'],
  ['GET /conformance', false, '/conformance'],
  ['GET /conformance?format=json', false, '/conformance?format=json'],
  ['GET /conformance?tags=split', false, '/conformance?tags=split'],
  ['GET /conformance/cases/:id', false, '/conformance/cases/dealer-stands-on-soft-17'],
  [
    'POST /assignments/download/autograder.zip',
    false,
    '/assignments/download/autograder.zip',
    new URLSearchParams({ assignment: assignmentText(defaultAssignment()), command: DEFAULT_COMMAND }),
  ],
  ['GET /starter/python.zip (static file)', true, '/starter/python.zip'],
  ['GET /grader.mjs (static file)', true, '/grader.mjs'],
  ['GET /assets/app.css (static file)', true, '/assets/app.css'],
  // No such file: the asset router passes it to the Worker, in production as in both set-ups.
  ['GET /charts/<no such file> (404)', false, '/charts/no-such.bin'],
]

/** The answers of one set-up; `worker` and `assets` are where its pages and its static files are asked. */
export async function answers(worker: string, assets: string): Promise<Answer[]> {
  const out: Answer[] = []
  for (const [what, asset, path, form] of ASKED) {
    const base = asset ? assets : worker
    // Identity: the local runtime gzips text bodies on its own, which would hide the bytes compared.
    const headers: Record<string, string> = { 'accept-encoding': 'identity' }
    if (form) Object.assign(headers, { origin: worker, 'content-type': 'application/x-www-form-urlencoded' })
    const init = form ? { method: 'POST', headers, body: form.toString() } : { headers }
    const res = await fetch(base + path, init)
    const body = new Uint8Array(await res.arrayBuffer())
    const sha = createHash('sha256').update(body).digest('hex').slice(0, 12)
    out.push({ what, status: res.status, bytes: body.length, sha, ...pick(res.headers) })
  }
  return out
}

const pick = (h: Headers) => ({ type: h.get('content-type'), frame: h.get('x-frame-options') })

/** The answers side by side, one line each; throws, with the lines, if any set-up answered differently. */
export function compareAnswers(bySetup: Record<string, Answer[]>): string {
  const [first, ...others] = Object.entries(bySetup)
  if (!first) return ''
  const key = (a: Answer) => `${a.status} ${a.bytes} B sha ${a.sha} ${a.type ?? '-'} frame ${a.frame ?? '-'}`
  const lines = first[1].map((a, i) => {
    const same = others.every(([, list]) => key(list[i]) === key(a))
    const rest = same ? '' : others.map(([s, list]) => `; ${s}: ${key(list[i])}`).join('')
    return `${same ? 'same' : 'DIFFERS'}  ${a.what}: ${first[0]}: ${key(a)}${rest}`
  })
  const text = lines.join('\n')
  if (lines.some((l) => l.startsWith('DIFFERS'))) throw new Error(`the set-ups answer differently:\n${text}`)
  return text
}
