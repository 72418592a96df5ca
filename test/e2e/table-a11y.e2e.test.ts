import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { baseURL, bet, createTable, join, launch, newPage, see, shot, stack } from './helpers.ts'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function noViolations(page: Page, where: string): Promise<void> {
  // Readable turns: judge the table once its paced cards have arrived (a card fading in has low contrast).
  await page.waitForFunction(() => !document.querySelector('#table .pending') && document.getAnimations().length === 0)
  expect(await axeViolations(page), where).toEqual([])
}

describe('axe-core finds nothing', () => {
  it('on every page type', async () => {
    const { page, context } = await newPage(browser)
    for (const path of [
      '/',
      '/?custom',
      '/?preset=beginner',
      '/strategy',
      '/conformance',
      '/grade',
      '/assignments/new',
      '/t/aaaaaaaaaa',
    ]) {
      await page.goto(path)
      if (path.includes('custom') || path.includes('preset')) await page.getByText(/^House rules/).click()
      await noViolations(page, path)
    }
    await page.setViewportSize({ width: 390, height: 844 })
    for (const path of ['/', '/strategy', '/conformance', '/grade', '/assignments/new']) {
      await page.goto(path)
      await noViolations(page, `${path} at 390 px`)
    }
    await context.close()
  })

  it('on the fixtures, a fixture, a built assignment and its student page', async () => {
    const { page, context } = await newPage(browser)
    await page.goto('/conformance/cases')
    await noViolations(page, '/conformance/cases')
    await page.locator('a[href^="/conformance/cases/"]').first().click()
    await page.waitForURL(/\/conformance\/cases\/[^/]+$/)
    await noViolations(page, 'a fixture')
    await page.goto('/assignments/new')
    await page.getByRole('button', { name: 'Build the assignment' }).click()
    const link = page.locator('a[href^="/a/"]').first()
    await link.waitFor()
    await noViolations(page, 'a built assignment')
    await page.goto((await link.getAttribute('href')) ?? '/')
    await noViolations(page, 'the student page of an assignment')
    // A fixture whose expected answer is a table wider than a phone (it scrolls inside itself).
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/conformance/cases/dealer-stands-on-soft-17')
    await noViolations(page, 'a fixture at 390 px')
    await context.close()
  })

  it('on a finished grading run, at both sizes', async () => {
    // A run of 5 generated hands against this server's own reference engine (POST /api/play).
    const started = await fetch(`${baseURL()}/grade`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: baseURL(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ url: `${baseURL()}/api/play`, count: '5' }).toString(),
    })
    const run = started.headers.get('location')?.split('?')[0] ?? ''
    expect(started.status, 'POST /grade').toBe(303)
    const { page, context } = await newPage(browser)
    await page.goto(run)
    await page.getByRole('button', { name: 'Run again' }).waitFor({ timeout: 60_000 })
    await noViolations(page, 'a finished run')
    await page.setViewportSize({ width: 390, height: 844 })
    await noViolations(page, 'a finished run at 390 px')
    await context.close()
  })

  it('in each phase of a round, and on the history page', async () => {
    const { page, context } = await newPage(browser)
    const id = await createTable(page)
    await noViolations(page, 'empty table')
    await join(page, 'Ann')
    await noViolations(page, 'betting')
    await stack(id, ['TS', 'AS', '9H', '7D'])
    await bet(page, '10')
    await see(page, 'The dealer shows an ace')
    await noViolations(page, 'insurance')
    await page.getByRole('button', { name: /^No thanks/ }).click()
    await see(page, 'Your turn')
    await noViolations(page, 'your turn')
    await page.getByRole('button', { name: /^Stand/ }).click()
    await see(page, 'is settled')
    // The session panel has this round's figures and chart; the chips and Repeat/Double bet are drawn.
    await page.locator('#stats .stats-seat svg').waitFor()
    await page.getByRole('button', { name: /^Repeat bet/ }).waitFor()
    await noViolations(page, 'settled')
    await page.setViewportSize({ width: 390, height: 844 })
    await noViolations(page, 'settled at 390 px')
    await page.goto(`/t/${id}/history`)
    await noViolations(page, 'history')
    await context.close()
  })

  it('on a coached table: the hint, the options and the coach panel', async () => {
    const { page, context } = await newPage(browser)
    const id = await createTable(page, 'Beginner: hit or stand')
    await join(page, 'Ann')
    await stack(id, ['TS', '6D', 'KH', 'TC'])
    await page.getByRole('button', { name: 'Deal' }).click()
    await see(page, 'Your turn')
    await page.keyboard.press('?')
    await noViolations(page, 'coached, your turn, hint open')
    await page.getByRole('button', { name: /^Stand/ }).click()
    await see(page, 'is settled')
    await page.locator('#stats .stats-seat').waitFor()
    await noViolations(page, 'coached, settled')
    await context.close()
  })
})

describe('a screen reader and a keyboard', () => {
  it('hear one sentence per change in a persistent live region, and keep the focus on the moves', async () => {
    const { page, context } = await newPage(browser)
    const id = await createTable(page)
    await join(page, 'Ann')
    const region = await page.locator('#announce').elementHandle()
    await stack(id, ['TS', '9H', '6C', '8D', '2C'])
    await bet(page, '10')
    await see(page, 'Your turn')
    // Said once the dealt cards have arrived (readable turns pace them).
    await page.locator('#announce', { hasText: 'Round 1: Your turn.' }).waitFor({ state: 'attached' })
    await page.waitForFunction(() => document.title.startsWith('Your turn · '), null, { timeout: 3000 })
    // The countdown is outside the live region.
    await expect(page.locator('[role="status"] [data-deadline]').count()).resolves.toBe(0)
    await page.getByRole('button', { name: /^Hit/ }).click()
    await page.locator('#table [data-card="2C"]').waitFor()
    // Focus is back on the first move button, not on <body>.
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toMatch(/^Hit/)
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toMatch(/^Stand/)
    await page.keyboard.press('Enter')
    await see(page, 'is settled')
    await page.waitForFunction(() => !document.title.includes('Your turn'), null, { timeout: 3000 })
    await page
      .locator('#announce', { hasText: /^Round 1 is settled\. You \+\$10\. Place bets for the next round\.$/ })
      .waitFor({ state: 'attached' })
    // The same node all along: a live region replaced by each update is never heard.
    expect(await region?.evaluate((el) => el.isConnected)).toBe(true)
    await shot(page, '40-a11y-settled')
    await context.close()
  })
})
