import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { join } from 'node:path'
import { unzipSync } from 'fflate'
import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { KIT_LANGUAGES } from '../../src/cli/starter-kit.ts'
import { starter } from '../../src/routes/starter.ts'
import { ensureBuilt, GRADER, gradeWithSystemNode, ROOT, systemNode } from '../kits/helpers.ts'

beforeAll(ensureBuilt)

describe('the bundled grader (dist/grader.mjs)', () => {
  it('is one file that runs on the system Node', () => {
    const version = spawnSync(systemNode(), ['--version'], { encoding: 'utf8' }).stdout.trim()
    console.log(`system node ${version}, grader bundle ${Math.round(readFileSync(GRADER).length / 1024)} KiB`)
    expect(Number(version.match(/^v(\d+)/)?.[1])).toBeGreaterThanOrEqual(20)
    // No import of anything outside the file but Node's own modules (fflate's Node build imports
    // "module" without the node: prefix, which is the same built-in).
    const imports = [...readFileSync(GRADER, 'utf8').matchAll(/\bfrom\s*"([^"]+)"/g)].map((m) => m[1])
    expect(imports.length).toBeGreaterThan(0)
    expect(imports.filter((m) => !isBuiltin(m))).toEqual([])
  })

  it('grades a sample program with grade --cmd on the system Node', () => {
    const { status, report } = gradeWithSystemNode(`"${systemNode()}" test/students/correct.mjs`, ROOT, [
      '--count',
      '40',
    ])
    expect(report.totals.failed + report.totals.errors).toBe(0)
    expect(report.totals.passed).toBeGreaterThan(100)
    expect(status).toBe(0)
  })

  it('catches a buggy program on the system Node too', () => {
    const { status, report } = gradeWithSystemNode(`"${systemNode()}" test/students/dealer-hits-soft-17.mjs`, ROOT, [
      '--count',
      '40',
    ])
    expect(status).toBe(1)
    expect(report.parts.find((p: { tag: string }) => p.tag === 'dealer').failed).toBeGreaterThan(0)
  })
})

/** The route mounted in a test app, its static assets read from static/ as the Worker's ASSETS would. */
function siteApp() {
  const app = new Hono()
  const ASSETS = {
    async fetch(input: string) {
      try {
        return new Response(readFileSync(join(ROOT, 'static', new URL(input).pathname)))
      } catch {
        return new Response('not found', { status: 404 })
      }
    },
  }
  app.route('/', starter)
  return (path: string) => app.request(path, {}, { ASSETS })
}

describe('GET /grader.mjs and /starter/<lang>.zip', () => {
  const get = siteApp()

  it('serves the grader bundle for download', async () => {
    const res = await get('/grader.mjs')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(GRADER))).toBe(true)
  })

  it.each(KIT_LANGUAGES)('serves the %s kit as a zip with the grader, check scripts and a README', async (lang) => {
    const res = await get(`/starter/${lang}.zip`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain(`blackjack-${lang}.zip`)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const grader = files[`blackjack-${lang}/grader.mjs`]
    expect(Buffer.from(grader).equals(readFileSync(GRADER))).toBe(true)
    expect(Object.keys(files)).toContain(`blackjack-${lang}/check`)
    expect(Object.keys(files)).toContain(`blackjack-${lang}/check.bat`)
    expect(Object.keys(files)).toContain(`blackjack-${lang}/README.md`)
  })

  it('answers an unknown kit in words, with the list of kits', async () => {
    const res = await get('/starter/rust.zip')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('python.zip, javascript.zip, java.zip, cpp.zip')
  })

  it('says so when the build step has not run', async () => {
    const app = new Hono().route('/', starter)
    const res = await app.request(
      '/grader.mjs',
      {},
      { ASSETS: { fetch: async () => new Response('', { status: 404 }) } },
    )
    expect(res.status).toBe(503)
    expect(await res.text()).toContain('npm run build:grader')
  })
})
