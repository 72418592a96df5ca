import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, join, launch, newPage, SHOTS, see, stack } from './helpers.ts'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

describe('starting in one click', () => {
  it('plays the beginner table from its Play button, with no form to fill', async () => {
    const { page, context } = await newPage(browser)
    await page.goto('/')
    await page.getByRole('button', { name: 'Play Beginner: hit or stand' }).click()
    await page.waitForURL(/\/t\/[a-z2-7]{10}$/)
    await see(page, 'Take a seat')
    await expect(page.locator('.help').textContent()).resolves.toContain('strategy coach on')
    await join(page, 'Ann')
    await stack(new URL(page.url()).pathname.split('/').pop() ?? '', ['TS', '6D', 'KH', 'TC'])
    await page.getByRole('button', { name: 'Deal' }).click()
    await see(page, 'Your turn')
    // Learning first: ? opens the hint before deciding.
    await page.keyboard.press('?')
    await page
      .locator('#hint')
      .getByText(/^Basic strategy: stand/)
      .waitFor()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${SHOTS}/32-beginner-hint-390.png`, fullPage: true })
    await context.close()
  })

  it('folds the custom form; a switched-off feature disables its house rules, and the preset is named', async () => {
    const { page, context } = await newPage(browser)
    await page.goto('/?preset=rocket')
    await expect(
      page.getByRole('heading', { name: 'Custom table, starting from “Rocket Academy”' }).count(),
    ).resolves.toBe(1)
    await page.getByText(/^House rules/).click()
    const splitting = page.getByRole('group', { name: 'Splitting pairs' })
    await expect(splitting.isDisabled()).resolves.toBe(false)
    await page.getByRole('checkbox', { name: 'Splitting pairs' }).uncheck()
    await expect(page.getByRole('combobox', { name: 'Split up to' }).isDisabled()).resolves.toBe(true)
    await expect(
      splitting.getByText('Not used while the feature “Splitting pairs” is off above.').isVisible(),
    ).resolves.toBe(true)
    await page.getByRole('button', { name: 'Create table' }).click()
    await page.waitForURL(/\/t\/[a-z2-7]{10}$/)
    await expect(page.locator('.help').textContent()).resolves.toContain('no splitting')
    await context.close()
  })

  it('fits a phone: Play is on the first screen and nothing scrolls sideways', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/')
    const box = await page.getByRole('button', { name: 'Play Casino classic' }).boundingBox()
    expect(box && box.y + box.height).toBeLessThan(844)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: `${SHOTS}/30-home-390.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: `${SHOTS}/31-home-1280.png` })
    await context.close()
  })
})
