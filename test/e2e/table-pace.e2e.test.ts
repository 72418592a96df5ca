import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, bet, createTable, join, launch, see, shot, stack } from './helpers.ts'

// Ann 10-6 (16) stands against 6 and a ten in the hole: the dealer turns it over and draws a 5 (21).
const SHOE = ['TS', '6D', '6C', 'TD', '5H']

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function standAndWatch(page: Page, id: string): Promise<string[]> {
  await join(page, 'Ann')
  await stack(id, SHOE)
  await bet(page, '10')
  await see(page, 'Your turn')
  // Sample what is visible every 100 ms from the moment Stand is pressed.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { seen: string[] }).seen = seen
    const look = () => {
      const visible = (sel: string) => {
        const el = document.querySelector(sel)
        return el !== null && getComputedStyle(el).visibility !== 'hidden'
      }
      seen.push(
        `${visible('#table .dealer [data-card="TD"]')}|${visible('#table .dealer [data-card="5H"]')}|${visible('#table .result')}`,
      )
    }
    setInterval(look, 100)
  })
  await page.getByRole('button', { name: /^Stand/ }).click()
  await see(page, 'Lose −$10')
  await page.waitForTimeout(200)
  return page.evaluate(() => [...new Set((window as unknown as { seen: string[] }).seen)])
}

describe('readable turns', () => {
  it('turns the hole card, draws card by card, then shows the result', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const id = await createTable(page)
    const seen = await standAndWatch(page, id)
    // In order: the hole card shows first, then the drawn 5, then the result.
    expect(seen).toContain('true|false|false')
    expect(seen).toContain('true|true|false')
    expect(seen.at(-1)).toBe('true|true|true')
    expect(seen.indexOf('true|false|false')).toBeLessThan(seen.indexOf('true|true|false'))
    await shot(page, '50-paced-settled-1280')
    await context.close()
  })

  it('is instant under prefers-reduced-motion', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), reducedMotion: 'reduce' })
    const page = await context.newPage()
    const id = await createTable(page)
    const seen = await standAndWatch(page, id)
    expect(seen.filter((s) => s.startsWith('true'))).toEqual(['true|true|true'])
    await context.close()
  })
})
