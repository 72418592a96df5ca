import { mkdirSync } from 'node:fs'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core'
import { inject } from 'vitest'

/** Where screenshots go (gitignored). */
export const SHOTS = 'test-results/e2e'

/** Debian's Chromium, headless, with nothing phoning home. */
export function launch(): Promise<Browser> {
  mkdirSync(SHOTS, { recursive: true })
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export function baseURL(): string {
  return inject('baseURL')
}

/** A phone's viewport (an iPhone 14's CSS pixels). */
export const PHONE = { width: 390, height: 844 }

/** A new browser (its own cookies), with or without JavaScript, at a laptop's size unless told. */
export async function newPage(
  browser: Browser,
  javaScriptEnabled = true,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    javaScriptEnabled,
    viewport: { width: 1100, height: 900 },
    ...options,
  })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return { context, page }
}

/** Creates a table from the home page (a preset's Play button, or the custom form) and returns its id. */
export async function createTable(page: Page, preset?: string): Promise<string> {
  await page.goto(preset ? '/' : '/?custom')
  if (preset) await page.getByRole('button', { name: `Play ${preset}` }).click()
  else await page.getByRole('button', { name: 'Create table' }).click()
  await page.waitForURL(/\/t\/[a-z2-7]{10}$/)
  return new URL(page.url()).pathname.split('/').pop() ?? ''
}

/** Takes a seat under `name`. */
export async function join(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your name').fill(name)
  await page.getByRole('button', { name: 'Take a seat' }).click()
  await page.locator('#table .seat.mine').waitFor()
}

/** Stacks the next round's shoe through the test-only route (it exists only in src/test-worker.ts). */
export async function stack(id: string, cards: string[]): Promise<void> {
  const res = await fetch(`${baseURL()}/t/${id}/test/shoe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cards }),
  })
  if (!res.ok) throw new Error(`stacking failed: ${res.status} ${await res.text()}`)
}

/** Places a bet (when betting is on) and deals. */
export async function bet(page: Page, amount: string, button: RegExp = /^(Deal|Place bet)$/): Promise<void> {
  await page.getByLabel(/^Bet/).fill(amount)
  await page.getByRole('button', { name: button }).click()
}

/** Waits until the table says `text`. */
export async function see(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('#table').getByText(text).first().waitFor()
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** The page's scroll width and its viewport's width (equal when nothing scrolls sideways). */
export function fitsWidth(page: Page): Promise<{ scroll: number; client: number }> {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
}

/** The chip button worth `amount` ("$25"), which posts that bet. */
export function chip(page: Page, amount: string): Locator {
  return page.locator(`#table button.chip[value="${amount.replace('$', '')}"]`)
}
