import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

// axe-core's source, evaluated through the DevTools protocol: that is not subject to the page's
// Content-Security-Policy, so the test reaches past it while the deployed pages stay strict.
const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The page's axe-core violations (WCAG 2.x A and AA, and best practices), as "rule: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(source)
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o: object): Promise<{ violations: Violation[] }> } }).axe
    type Violation = { id: string; nodes: { target: string[] }[] }
    const result = await axe.run({ runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] })
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
  return found
}
