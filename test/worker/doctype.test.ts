import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { soloTable } from './table-helpers.ts'

// Without a doctype a browser lays the page out in quirks mode (HTML Standard, "the DOCTYPE":
// a document without one is in quirks mode), where CSS boxes, line heights and tables behave as in
// old browsers. Every page the site renders must start with it; a fragment (htmx) must not.
const PAGES = [
  '/',
  '/?custom',
  '/strategy',
  '/strategy?decks=99',
  '/conformance',
  '/conformance/cases',
  '/grade',
  '/assignments/new',
  '/t/aaaaaaaaaa',
]

async function page(path: string): Promise<string> {
  const res = await exports.default.fetch(`https://example.com${path}`)
  return res.text()
}

describe('every page is in standards mode', () => {
  it.each(PAGES)('%s starts with <!DOCTYPE html>', async (path) => {
    const html = await page(path)
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true)
  })

  it('so does a table page and its history, but not the fragment htmx swaps in', async () => {
    const { id, ann } = await soloTable()
    await ann.get(`/t/${id}`)
    expect(ann.html.startsWith('<!DOCTYPE html>')).toBe(true)
    await ann.get(`/t/${id}/history`)
    expect(ann.html.startsWith('<!DOCTYPE html>')).toBe(true)
    await ann.get(`/t/${id}`, true)
    expect(ann.html).not.toContain('DOCTYPE')
  })
})
