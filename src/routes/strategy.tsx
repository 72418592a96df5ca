import { Hono } from 'hono'
import { EngineError } from '../engine/errors.ts'
import { DEFAULT_RULES, RULE_SPECS, type Rules, resolveRules } from '../engine/rules.ts'
import { basicStrategy } from '../strategy/chart.ts'
import { storedChart } from '../strategy/chart-store.ts'
import { strategyPageHtml } from '../views/strategy/page.tsx'
import { rateLimited } from './over-quota.tsx'
import { warmUpStrategyCode } from './strategy-warm-up.ts'

/**
 * The basic-strategy chart for any rules: GET /strategy?rules={json}, or one query field per option.
 * The chart is built from the hand values `npm run charts` stored in the static assets (header
 * `X-Chart: stored`, about a millisecond of CPU for any rule set); only when that file cannot be
 * read is it computed here (`X-Chart: computed`, a few hundred ms).
 */
export const strategy = new Hono<{ Bindings: CloudflareBindings }>()

// At module load, not in a request: see strategy-warm-up.ts.
warmUpStrategyCode()

/** Reads the rules from `?rules=` (JSON) or from one field per option (the page's form). */
export function rulesFromQuery(query: Record<string, string>): Record<string, unknown> {
  if (query.rules !== undefined) {
    let parsed: unknown
    try {
      parsed = JSON.parse(query.rules)
    } catch {
      throw new Error('rules is not valid JSON: give a JSON object of rule options, e.g. {"decks":6}')
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('rules must be a JSON object of rule options')
    return parsed as Record<string, unknown>
  }
  const out: Record<string, unknown> = {}
  for (const [key, text] of Object.entries(query)) {
    const spec = (RULE_SPECS as Record<string, { kind: string }>)[key]
    if (!spec) continue
    out[key] = spec.kind === 'bool' ? text === 'true' : spec.kind === 'enum' ? text : Number(text)
  }
  return out
}

strategy.get('/', async (c) => {
  let rules: Rules = { ...DEFAULT_RULES }
  try {
    rules = resolveRules(rulesFromQuery(c.req.query()))
  } catch (e) {
    const error = e instanceof EngineError ? e.body.message : e instanceof Error ? e.message : String(e)
    return c.html(strategyPageHtml({ rules, error }), 400)
  }
  const stored = await storedChart(rules, (path) => c.env.ASSETS.fetch(new URL(path, c.req.url)))
  // Only a computed chart costs CPU (a few hundred ms): that alone counts against the client's quota.
  const over = stored ? null : await rateLimited(c, 'STRATEGY_LIMITER', 'too many strategy charts computed')
  if (over) return over
  c.header('X-Chart', stored ? 'stored' : 'computed')
  return c.html(strategyPageHtml({ rules, chart: stored ?? basicStrategy(rules) }))
})
