import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, newPage, shot } from './helpers.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'bj-assignment-page-'))

/** Runs this checkout's `blackjack` command. */
function blackjack(args: string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [join(ROOT, 'bin/blackjack.mjs'), ...args], { cwd: dir }, (err, _out, stderr) =>
      err ? reject(new Error(stderr)) : resolve(stderr),
    ),
  )
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Clicks a download button and returns the file's bytes. */
async function download(page: Page, file: string): Promise<Buffer> {
  const [d] = await Promise.all([page.waitForEvent('download'), page.locator(`button[data-file="${file}"]`).click()])
  expect(d.suggestedFilename()).toBe(file)
  const path = join(dir, `page-${file}`)
  await d.saveAs(path)
  return readFileSync(path)
}

describe('/assignments/new in Chromium without JavaScript', () => {
  it('builds an assignment whose three downloads are byte for byte what the CLI writes', async () => {
    const { context, page } = await newPage(browser, false)
    await page.goto('/assignments/new')
    await page.locator('select[name="preset"]').selectOption('rocket')
    await page.getByRole('button', { name: 'Start from it' }).click()
    await expect.poll(() => page.locator('input[name="title"]').inputValue()).toContain('Rocket Academy')
    await page.getByLabel('points of deal', { exact: true }).fill('25')
    await page.getByLabel('grade surrender', { exact: true }).check()
    await page.getByLabel('surrender is extra credit').check()
    await page.getByLabel('points of surrender', { exact: true }).fill('4')
    await page.locator('input[name="hiddenHands"]').fill('30')
    await page.locator('input[name="hiddenSeed"]').fill('instructor-only-e2e')
    await page.locator('input[name="command"]').fill('python3 blackjack.py')
    await page.getByRole('button', { name: 'Build the assignment' }).click()
    const max = await page.locator('.max-score').textContent()
    await shot(page, 'assignment-built')

    const assignment = await download(page, 'assignment.json')
    const a = JSON.parse(assignment.toString('utf8'))
    expect(a.parts.deal.points).toBe(25)
    expect(a.parts.surrender).toEqual({ points: 4, extraCredit: true })
    expect(a.hidden.seed).toBe('instructor-only-e2e')
    const required = Object.values(a.parts as Record<string, { points: number; extraCredit?: boolean }>)
      .filter((p) => !p.extraCredit)
      .reduce((s, p) => s + p.points, 0)
    expect(max ?? '').toContain(`Maximum score: ${required} points`)
    const gradescope = await download(page, 'autograder.zip')
    const classroom = await download(page, 'classroom.zip')
    await context.close()

    const file = join(dir, 'assignment.json')
    writeFileSync(file, assignment)
    await blackjack(['gradescope', '--assignment', file, '--out', join(dir, 'cli-autograder.zip')])
    await blackjack([
      'classroom',
      '--assignment',
      file,
      '--out',
      join(dir, 'template'),
      '--zip',
      join(dir, 'cli-classroom.zip'),
    ])
    expect(gradescope.equals(readFileSync(join(dir, 'cli-autograder.zip')))).toBe(true)
    expect(classroom.equals(readFileSync(join(dir, 'cli-classroom.zip')))).toBe(true)
  })
})
