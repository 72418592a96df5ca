import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { bet, join, launch, newPage, see, shot, stack } from './helpers.ts'

// Stacked shoes deal: seat card, dealer upcard, seat card, hole card, then draws (one seat).

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

describe('a move that takes an amount has its own form', () => {
  it('Enter in "Double for" doubles for that amount, and Enter in the insurance stake insures', async () => {
    const { page, context } = await newPage(browser)
    await page.goto('/?custom')
    await page.getByText(/^House rules/).click()
    await page.getByRole('checkbox', { name: 'Double for less' }).check()
    await page.getByRole('button', { name: 'Create table' }).click()
    await page.waitForURL(/\/t\/[a-z2-7]{10}$/)
    const id = new URL(page.url()).pathname.split('/').pop() ?? ''
    await join(page, 'Ann')
    // 8-3 (11) against a 6; doubling draws the K (21); the dealer has 6-T and draws a T (bust).
    await stack(id, ['8C', '6D', '3H', 'TC', 'KH', 'TS'])
    await bet(page, '10')
    await see(page, 'Your turn')
    const box = page.getByRole('spinbutton', { name: /^Double for/ })
    await box.fill('2.50')
    await box.press('Enter')
    // A hit would have drawn the K as a third card and left the hand to play; a double stands on it.
    await see(page, 'Win +$12.50')
    await shot(page, '20-double-for-less-enter')
    // Insurance: T-9 against an ace, the dealer has no blackjack, so the stake is lost.
    await stack(id, ['TS', 'AS', '9H', '7D'])
    await bet(page, '10')
    await see(page, 'The dealer shows an ace')
    const stake = page.getByRole('spinbutton', { name: /^Insurance stake/ })
    await stake.fill('2')
    await stake.press('Enter')
    await see(page, 'Insurance $2')
    await shot(page, '21-insurance-enter')
    await context.close()
  })
})
