/**
 * GET /conformance's query: read and checked, and refused with the command that runs it when
 * answering it here would mean playing hands for the request.
 */
import { parseRules, parseSeed, parseShuffles, parseTags, parseWhole } from '../conformance/options.ts'
import { DEFAULT_SEED, MAX_COUNT } from '../conformance/plan.ts'
import { PAGE_DEFAULT_COUNT } from '../conformance/reference.ts'
import type { ConformanceQuery } from '../views/conformance/page.tsx'

/** Generated hands of the page's report: the stored default report's (reference.ts). */
const CONFORMANCE_DEFAULT_COUNT = PAGE_DEFAULT_COUNT

/**
 * Why a query is not answered here, and the command that runs it; null when it is. The page
 * serves the reference engine's default report (stored by `npm run charts`) and any selection of
 * its parts, which cost no grading. Any other seed, count, rules or shuffle test means playing
 * hands for the request: measured in workerd, even 5 generated hands cost 30–40 ms of CPU on an
 * isolate's first such request and 20 cost 7–11 ms on a warm one, past the 10 ms a request may
 * use on the free plan (docs/benchmarks.md), so those run on the grader's machine.
 */
function notHere(q: ConformanceQuery): string | null {
  const asked: string[] = []
  const flags: string[] = []
  if (q.seed !== DEFAULT_SEED) {
    asked.push(`seed "${q.seed}"`)
    flags.push(`--seed ${JSON.stringify(q.seed)}`)
  }
  if (q.count !== CONFORMANCE_DEFAULT_COUNT) {
    asked.push(`${q.count} generated hands`)
    flags.push(`--count ${q.count}`)
  }
  if (q.rules.trim() !== '') {
    asked.push('rules')
    flags.push(`--rules '${q.rules.replaceAll("'", "'\\''")}'`)
  }
  if (q.shuffles !== 0) {
    asked.push(`${q.shuffles} shuffles`)
    flags.push(`--shuffles ${q.shuffles}`)
  }
  if (q.tags && q.tags.length > 1) {
    asked.push(`${q.tags.length} parts at once`)
    flags.push(`--tags ${q.tags.join(',')}`)
  } else if (q.tags) flags.push(`--tags ${q.tags[0]}`)
  if (asked.length === 0) return null
  return (
    `this page shows only the reference engine's default report (seed "${DEFAULT_SEED}", ${CONFORMANCE_DEFAULT_COUNT} generated hands, ` +
    `random rules, no shuffle test), whole or by part: a run with ${asked.join(', ')} plays hands for the request, which costs more ` +
    `than the 10 ms of CPU a request may use here. Run it on your machine instead: npx blackjack grade --cmd "npx blackjack play" ${flags.join(' ')}`
  )
}

/** The page's own query: the stored default report, whole. */
function defaultQuery(): ConformanceQuery {
  return { seed: DEFAULT_SEED, count: CONFORMANCE_DEFAULT_COUNT, tags: null, rules: '', shuffles: 0 }
}

/** The query of a GET /conformance URL (`tags` already gathered), with the error to answer when it is not served here. */
export function readQuery(url: URL, tags: string[]): { q: ConformanceQuery; error?: string } {
  const p = url.searchParams
  const q: ConformanceQuery = { ...defaultQuery(), rules: p.get('rules') ?? '' }
  try {
    q.seed = parseSeed(p.get('seed'), DEFAULT_SEED)
    q.count = parseWhole('count', p.get('count'), CONFORMANCE_DEFAULT_COUNT, 0, MAX_COUNT)
    const parsed = parseTags(tags.join(','))
    q.tags = parsed ? [...new Set(parsed)] : null
    q.shuffles = parseShuffles(p.get('shuffles'), 0)
    parseRules(q.rules)
    const other = notHere(q)
    return other ? { q, error: other } : { q }
  } catch (e) {
    return { q, error: (e as Error).message }
  }
}
