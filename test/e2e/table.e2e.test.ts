import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bet, createTable, join, launch, newPage, see, shot, stack } from './helpers.ts'

// Stacked shoes deal: seat card, dealer upcard, seat card, hole card, then draws (one seat).

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Marks the window, so a later check proves htmx swapped the table without reloading the page. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { marked: boolean }).marked = true
  })
}
async function stillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true)
}

describe('one player in Chromium', () => {
  let page: Page
  let id: string

  beforeAll(async () => {
    ;({ page } = await newPage(browser))
    await page.goto('/')
    await shot(page, '00-home')
    id = await createTable(page)
    await join(page, 'Ann')
    await shot(page, '01-seated')
  })

  it('plays a full round with hit and stand, by keyboard, swapping only the table', async () => {
    await stack(id, ['TS', '9H', '6C', '8D', '2C'])
    await mark(page)
    await bet(page, '10')
    await see(page, 'Your turn')
    await expect(page.locator('#table .dealer [aria-label="Face-down card"]').count()).resolves.toBe(1)
    await shot(page, '02-your-turn')
    await page.keyboard.press('h')
    await page.locator('#table [data-card="2C"]').waitFor()
    await see(page, '18')
    await page.keyboard.press('s')
    await see(page, 'Win +$10')
    await see(page, 'Bankroll $1010')
    expect(await stillMarked(page)).toBe(true)
    await shot(page, '03-hit-stand-win')
  })

  it('doubles down', async () => {
    await stack(id, ['6S', '9C', '5H', '7D', 'TD', '9S'])
    await bet(page, '10')
    await page.getByRole('button', { name: /^Double down/ }).click()
    await see(page, 'Win +$20')
    await shot(page, '04-double')
  })

  it('splits a pair', async () => {
    await stack(id, ['8S', '6C', '8H', 'TD', '3D', 'TC', '9H'])
    await bet(page, '10')
    await page.getByRole('button', { name: /^Split/ }).click()
    await see(page, 'Hand 2')
    await shot(page, '05-split-playing')
    await page.getByRole('button', { name: /^Stand/ }).click()
    await page.locator('#table [data-card="TC"]').waitFor()
    await page.getByRole('button', { name: /^Stand/ }).click()
    await see(page, 'Round +$20')
    await shot(page, '06-split-settled')
  })

  it('surrenders', async () => {
    await stack(id, ['TS', 'TC', '6H', '7D'])
    await bet(page, '10')
    await see(page, 'Your turn')
    await page.keyboard.press('r')
    await see(page, 'Surrender −$5')
    await shot(page, '07-surrender')
  })

  it('takes insurance under an ace', async () => {
    await stack(id, ['TS', 'AS', '9H', 'KD'])
    await bet(page, '10')
    await see(page, 'The dealer shows an ace')
    await shot(page, '08-insurance-offer')
    await page.getByRole('button', { name: /^Insure/ }).click()
    await see(page, 'Insurance $5')
    await see(page, 'Lose −$10')
    await shot(page, '09-insurance-paid')
  })

  it('is paid 3:2 for a blackjack', async () => {
    await stack(id, ['AS', '9C', 'KH', '7D'])
    await bet(page, '10')
    await see(page, 'Blackjack +$15')
    await shot(page, '10-blackjack')
    const res = await page.request.get(`/t/${id}/rounds/6/case.json`)
    expect((await res.json()).expect.seats[0].hands[0].outcome).toBe('blackjack')
  })
})

describe('two browsers at one table', () => {
  it('both players act in turn and each sees the other’s moves live', async () => {
    const a = await newPage(browser)
    const b = await newPage(browser)
    const id = await createTable(a.page)
    await join(a.page, 'Ann')
    const frames: string[] = []
    b.page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))))
    await b.page.goto(`/t/${id}`)
    await join(b.page, 'Bob')
    await see(a.page, 'Seat 2: Bob')
    // Ann T-9 (19), Bob 9-T (19), dealer 7 and T (17); Ann's hit draws the 2C.
    await stack(id, ['TS', '9C', '7H', '9D', 'TH', 'TD', '2C'])
    await bet(a.page, '10', /^Place bet$/)
    await see(a.page, 'Waiting for the other players')
    await bet(b.page, '20', /^Deal$/)
    await see(a.page, 'Your turn')
    await see(b.page, 'Ann is deciding')
    await expect(b.page.getByRole('button', { name: /^Hit/ }).count()).resolves.toBe(0)
    await a.page.keyboard.press('h')
    await b.page.locator('#table [data-card="2C"]').waitFor()
    await shot(b.page, '11-bob-sees-ann-hit')
    expect(frames.some((f) => f.includes('data-card="2C"'))).toBe(true)
    await see(b.page, 'Your turn')
    await b.page.getByRole('button', { name: /^Stand/ }).click()
    await see(a.page, 'Round 1 is settled')
    await see(a.page, 'Win +$20')
    await shot(a.page, '12-ann-sees-bob-stand')
    await a.context.close()
    await b.context.close()
  })
})

describe('the order of table updates', () => {
  it('never swaps in an older table than the one shown, whichever path brings it', async () => {
    const { context, page } = await newPage(browser)
    const id = await createTable(page)
    await join(page, 'Ann')
    await stack(id, ['TS', '9H', '6C', '8D'])
    await bet(page, '10')
    await see(page, 'Your turn')
    const shown = await page.locator('#table').evaluate((el) => el.outerHTML)
    const seq = Number(/data-seq="(\d+)"/.exec(shown)?.[1])
    const version = Number(/data-version="(\d+)"/.exec(shown)?.[1])
    expect(seq).toBeGreaterThan(0)
    // A table as an update would bring it, with its order and a marker to find it by.
    const table = (s: number, v: number, marker: string) =>
      shown
        .replace(/data-seq="\d+"/, `data-seq="${s}"`)
        .replace(/data-version="\d+"/, `data-version="${v}"`)
        .replace('</section>', `<p id="${marker}">${marker}</p></section>`)
    // Swapped as the WebSocket extension swaps a push: through htmx.swap on the live element.
    const swapIn = (html: string) =>
      page.evaluate(async (text) => {
        const htmx = (window as unknown as { htmx: { swap(ctx: object): Promise<void> } }).htmx
        await htmx.swap({ sourceElement: document.getElementById('live'), target: '#table', swap: 'outerHTML', text })
      }, html)
    const has = (marker: string) => page.locator(`#${marker}`).count()
    await swapIn(table(seq, version - 1, 'older-version'))
    expect(await has('older-version')).toBe(0)
    await swapIn(table(seq - 1, version + 5, 'older-seq'))
    expect(await has('older-seq')).toBe(0)
    await swapIn(table(seq, version, 'same'))
    expect(await has('same')).toBe(1)
    await swapIn(table(seq, version + 1, 'newer'))
    expect(await has('newer')).toBe(1)
    // Once the newer one is shown, the one it replaced is older in turn.
    await swapIn(table(seq, version, 'replaced'))
    expect(await has('replaced')).toBe(0)
    await context.close()
  })
})

describe('without a WebSocket', () => {
  it('falls back to polling: the other browser still sees each move', async () => {
    const a = await newPage(browser)
    const b = await newPage(browser)
    await b.context.routeWebSocket(/\/ws$/, (ws) => ws.close({ code: 1008, reason: 'blocked by the test' }))
    const id = await createTable(a.page)
    await join(a.page, 'Ann')
    await b.page.goto(`/t/${id}`)
    await join(b.page, 'Bob')
    await stack(id, ['TS', '9C', '7H', '9D', 'TH', 'TD', '2C'])
    await bet(a.page, '10', /^Place bet$/)
    await bet(b.page, '20')
    await see(a.page, 'Your turn')
    await a.page.keyboard.press('h')
    await b.page.locator('#table [data-card="2C"]').waitFor({ timeout: 10_000 })
    await see(b.page, 'Your turn')
    await a.context.close()
    await b.context.close()
  })
})

describe('with JavaScript disabled', () => {
  it('plays the same round with plain forms (post, then 303 back)', async () => {
    const { page, context } = await newPage(browser, false)
    const id = await createTable(page)
    await join(page, 'Ann')
    await stack(id, ['TS', '9H', '6C', '8D', '2C'])
    await bet(page, '10')
    await see(page, 'Your turn')
    await page.getByRole('button', { name: /^Hit/ }).click()
    await page.locator('#table [data-card="2C"]').waitFor()
    await page.getByRole('button', { name: /^Stand/ }).click()
    await see(page, 'Win +$10')
    expect(new URL(page.url()).pathname).toBe(`/t/${id}`)
    await shot(page, '13-no-js-win')
    await context.close()
  })
})

describe('the strategy coach', () => {
  it('judges a deviation after the decision and says what it cost, in words', async () => {
    const { page, context } = await newPage(browser)
    await page.goto('/?custom')
    await expect(page.getByRole('checkbox', { name: /Strategy coach/ }).isChecked()).resolves.toBe(false)
    await page.getByRole('checkbox', { name: /Strategy coach/ }).check()
    await page.getByRole('button', { name: 'Create table' }).click()
    await page.waitForURL(/\/t\/[a-z2-7]{10}$/)
    const id = new URL(page.url()).pathname.split('/').pop() ?? ''
    await join(page, 'Ann')
    await see(page, 'Seat 1: Ann (you) — No decisions yet.')
    // 20 (T-K) against a 6: basic strategy stands; Ann hits and draws a ten.
    await stack(id, ['TS', '6D', 'KH', 'TC', 'TD'])
    await bet(page, '10')
    await see(page, 'Your turn')
    // "Ask me before a costly mistake" is on at a coached table: Ann confirms the hit.
    page.once('dialog', (d) => void d.accept())
    await page.keyboard.press('h')
    await see(page, 'Deviation from basic strategy.')
    const coach = page.locator('#table section.coach')
    const words = ((await coach.textContent()) ?? '').replace(/\s+/g, ' ')
    expect(words).toMatch(
      /Round 1: hard 20 against a 6\. Basic strategy: stand \(EV \+0\.\d{3}\)\. You hit \(EV −0\.\d{3}\): cost 1\.\d{3} × bet = \$15\.\d\d\./,
    )
    expect(words).toMatch(/0 of 1 decision matched basic strategy; total cost \$15\.\d\d\./)
    await expect(coach.getByRole('link', { name: /Basic-strategy chart/ }).getAttribute('href')).resolves.toMatch(
      /^\/strategy\?rules=%7b/,
    )
    await shot(page, '14-coach-deviation')
    await context.close()
  })
})
