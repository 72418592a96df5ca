import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chip, createTable, join, launch, newPage, see, stack } from './helpers.ts'

// Stacked shoes deal: seat card, dealer upcard, seat card, hole card, then draws (one seat).
// T-9 (19) against 9-8 (17): standing wins the bet.
const WIN = ['TS', '9H', '9C', '8D']

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const chips = (page: Page) =>
  page.locator('#table form.chips button.chip').evaluateAll((bs) => bs.map((b) => b.firstChild?.textContent?.trim()))
const wager = (page: Page) => page.locator('#table .seat.mine .wager').first().textContent()

async function standAndSettle(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Stand/ }).click()
  await see(page, 'is settled')
}

describe('betting like a table', () => {
  it('offers chips within the limits and the bankroll; chips, Repeat and Double bet play by click and by key', async () => {
    const { page, context } = await newPage(browser, true, { reducedMotion: 'reduce' })
    const id = await createTable(page)
    await join(page, 'Ann')
    // $5 to $100 with $1,000: every chip from $5 to $100; no Repeat or Double before a round is played.
    expect(await chips(page)).toEqual(['$5', '$10', '$25', '$50', '$100'])
    await expect(page.locator('#table button.again').count()).resolves.toBe(0)
    await stack(id, WIN)
    await chip(page, '$25').click()
    await see(page, 'Your turn')
    expect(await wager(page)).toBe('wager $25')
    await standAndSettle(page)
    await see(page, 'Win +$25')
    // After a round settles the focus is on the bet box, not on Deal.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'amount')
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement).type)).resolves.toBe('number')
    await expect(page.getByRole('button', { name: 'Repeat bet $25' }).count()).resolves.toBe(1)
    await expect(page.getByRole('button', { name: 'Double bet $50' }).count()).resolves.toBe(1)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: 'test-results/e2e/60-chips-after-a-round-1280.png' })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: 'test-results/e2e/61-chips-after-a-round-390.png' })
    // Shortcuts work outside the bet box: B repeats the bet, X doubles it, a digit bets that chip.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur())
    await stack(id, WIN)
    await page.keyboard.press('b')
    await see(page, 'Your turn')
    expect(await wager(page)).toBe('wager $25')
    await standAndSettle(page)
    await page.evaluate(() => (document.activeElement as HTMLElement).blur())
    await stack(id, WIN)
    await page.keyboard.press('x')
    await see(page, 'Your turn')
    expect(await wager(page)).toBe('wager $50')
    await standAndSettle(page)
    await page.evaluate(() => (document.activeElement as HTMLElement).blur())
    await stack(id, WIN)
    await page.keyboard.press('2')
    await see(page, 'Your turn')
    expect(await wager(page)).toBe('wager $10')
    await standAndSettle(page)
    // The bet box still takes an exact amount.
    await stack(id, WIN)
    await page.getByLabel(/^Bet \(/).fill('12.50')
    await page.getByLabel(/^Bet \(/).press('Enter')
    await see(page, 'Your turn')
    expect(await wager(page)).toBe('wager $12.50')
    // The keyboard list names the betting keys (this table has betting).
    await expect(page.locator('.help').textContent()).resolves.toMatch(/bet a chip · B repeat bet · X double bet/)
    await context.close()
  })

  it('shows only the chips the bankroll covers, and none without betting', async () => {
    const { page, context } = await newPage(browser)
    await page.goto('/?custom')
    await page.getByLabel('Starting bankroll ($)').fill('30')
    await page.getByRole('button', { name: 'Create table' }).click()
    await page.waitForURL(/\/t\/[a-z2-7]{10}$/)
    const id = new URL(page.url()).pathname.split('/').pop() ?? ''
    await join(page, 'Ann')
    expect(await chips(page)).toEqual(['$5', '$10', '$25'])
    // Bet $25 and lose (T-6 against 9-8): $5 left, so the $5 chip only, and no Repeat or Double.
    await stack(id, ['TS', '9H', '6C', '8D'])
    await chip(page, '$25').click()
    await standAndSettle(page)
    expect(await chips(page)).toEqual(['$5'])
    await expect(page.locator('#table button.again').count()).resolves.toBe(0)
    const beginner = await newPage(browser)
    await createTable(beginner.page, 'Beginner: hit or stand')
    await join(beginner.page, 'Bo')
    await expect(beginner.page.locator('#table form.chips').count()).resolves.toBe(0)
    await expect(beginner.page.locator('.help').textContent()).resolves.not.toContain('repeat bet')
    await beginner.context.close()
    await context.close()
  })

  it('works without JavaScript: a chip and Repeat bet are plain form posts', async () => {
    const { page, context } = await newPage(browser, false)
    const id = await createTable(page)
    await join(page, 'Ann')
    await stack(id, WIN)
    await chip(page, '$10').click()
    await see(page, 'Your turn')
    expect(await wager(page)).toBe('wager $10')
    await standAndSettle(page)
    await stack(id, WIN)
    await page.getByRole('button', { name: 'Repeat bet $10' }).click()
    await see(page, 'Your turn')
    expect(await wager(page)).toBe('wager $10')
    await standAndSettle(page)
    await see(page, 'Win +$10')
    await context.close()
  })
})
