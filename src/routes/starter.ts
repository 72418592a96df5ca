import { Hono } from 'hono'

/** The starter kits the site serves, as built into the static assets by `npm run build:grader`. */
const KITS = ['python', 'javascript', 'java', 'cpp']

/** What the route needs of the Worker's environment: the static assets binding. */
interface StarterBindings {
  ASSETS: { fetch(input: string): Promise<Response> }
}

/**
 * Downloads for students: GET /grader.mjs (the self-contained grader for Node 20+) and
 * GET /starter/<lang>.zip (a kit with that grader inside). The files are build artefacts in the
 * static assets, and once built the asset router serves them before any Worker code runs (their
 * download names come from static/_headers). So this route answers what the assets do not hold:
 * a kit that does not exist (404, in words, with the list), a file not built on this deployment
 * (503, saying how to build it) and GET /starter; it serves the files itself only where the Worker
 * runs first (a test app, `run_worker_first`), with the same names.
 * Registered in src/index.ts with `app.route('/', starter)`.
 */
export const starter = new Hono<{ Bindings: StarterBindings }>()

async function asset(env: StarterBindings, url: string, path: string): Promise<Response | null> {
  const res = await env.ASSETS.fetch(new URL(path, url).href)
  return res.ok ? res : null
}

function missing(what: string): Response {
  return new Response(`${what} is not built on this deployment (npm run build:grader builds it before a deploy).\n`, {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}

starter.get('/grader.mjs', async (c) => {
  const res = await asset(c.env, c.req.url, '/grader.mjs')
  if (!res) return missing('The grader')
  return new Response(res.body, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'content-disposition': 'attachment; filename="grader.mjs"',
      'cache-control': 'public, max-age=300',
    },
  })
})

starter.get('/starter', (c) =>
  c.text(`Starter kits: ${KITS.map((k) => `/starter/${k}.zip`).join(', ')}. The grader alone: /grader.mjs\n`),
)

starter.get('/starter/:file', async (c) => {
  const file = c.req.param('file')
  const lang = file.endsWith('.zip') ? file.slice(0, -4) : file
  if (!KITS.includes(lang))
    return c.text(`There is no starter kit "${file}". The kits are ${KITS.map((k) => `${k}.zip`).join(', ')}.\n`, 404)
  const res = await asset(c.env, c.req.url, `/starter/${lang}.zip`)
  if (!res) return missing(`The ${lang} kit`)
  return new Response(res.body, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="blackjack-${lang}.zip"`,
      'cache-control': 'public, max-age=300',
    },
  })
})
