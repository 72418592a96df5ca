import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT, systemNode, tempDir } from '../kits/helpers.ts'
import { baseURL, launch, newPage } from './helpers.ts'

// A student's first five minutes: download a kit from the site in a browser, unzip it, run its check.
let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

describe('a starter kit from the site', () => {
  it('downloads in Chromium, unzips, and its check grades it with the system Node', async () => {
    const { context, page } = await newPage(browser)
    await page.goto('/healthz')
    // A link to the kit, clicked as a student clicks the one on the home page.
    await page.evaluate(() => {
      const a = document.createElement('a')
      a.href = '/starter/python.zip'
      a.textContent = 'Python kit'
      document.body.append(a)
    })
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('text=Python kit')])
    const dir = tempDir('e2e-kit')
    const zip = join(dir, download.suggestedFilename())
    await download.saveAs(zip)
    await context.close()
    // The asset router serves the built kit before any Worker code, with static/_headers' download name.
    expect(download.suggestedFilename()).toBe('blackjack-python.zip')

    const unzip = spawnSync('unzip', ['-q', zip, '-d', dir], { encoding: 'utf8' })
    expect(unzip.status, unzip.stderr).toBe(0)
    const kit = join(dir, 'blackjack-python')
    expect(existsSync(join(kit, 'grader.mjs'))).toBe(true)

    // `./check` as the student types it; `node` on PATH is the system's (Node 20 here).
    const env = {
      ...process.env,
      PATH: [dirname(systemNode()), ...(process.env.PATH ?? '').split(delimiter)].join(delimiter),
    }
    const check = () =>
      spawnSync('./check', ['--count', '20', '--shuffles', '0'], { cwd: kit, env, encoding: 'utf8', timeout: 120_000 })
    const stubs = check()
    expect(stubs.stdout).toContain('hello: features')
    expect(stubs.stdout).toMatch(/^0 passed, \d+ failed, \d+ skipped, \d+ errors$/m)

    // The functions written: the same check passes every case.
    copyFileSync(join(ROOT, 'test', 'kits', 'solutions', 'python', 'blackjack.py'), join(kit, 'blackjack.py'))
    const solved = check()
    expect(solved.status, solved.stdout + solved.stderr).toBe(0)
    expect(solved.stdout).toMatch(/^\d+ passed, 0 failed, 0 skipped, 0 errors$/m)
  })
})

describe('the downloads the asset router serves', () => {
  it('name each file for saving: the grader and every kit, as attachments', async () => {
    const names: Record<string, string> = { '/grader.mjs': 'grader.mjs' }
    for (const lang of ['python', 'javascript', 'java', 'cpp']) names[`/starter/${lang}.zip`] = `blackjack-${lang}.zip`
    for (const [path, name] of Object.entries(names)) {
      const res = await fetch(baseURL() + path)
      await res.arrayBuffer()
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-disposition'), path).toBe(`attachment; filename="${name}"`)
      // Still the static file's own headers, not a Worker's page (its frame policy is SAMEORIGIN).
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
    }
  })
})
