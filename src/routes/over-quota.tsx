import type { Context, MiddlewareHandler } from 'hono'
import { RUN_TIMEOUT_MS } from '../do/grading-batch.ts'
import { clientKey, isLocal, quotaLimits } from '../quota/limits.ts'
import { esc } from '../views/html.ts'
import { pageHtml } from '../views/layout.tsx'

/** When a refused client may come back, in words: "in 42 seconds (at 11:05 UTC)". */
export function comeBack(retryAfter: number, now = Date.now()): string {
  const at = new Date(now + retryAfter * 1000).toISOString().slice(11, 16)
  const wait = retryAfter < 120 ? `${retryAfter} seconds` : `${Math.ceil(retryAfter / 60)} minutes`
  return `in ${wait} (at ${at} UTC)`
}

/**
 * The answer over a quota: 429 with Retry-After, and a page (or JSON, for a client that asks for
 * it) saying what was limited and when to come back.
 */
export function overQuota(c: Context, what: string, retryAfter: number): Response | Promise<Response> {
  const message = `Too many requests: ${what}. Please come back ${comeBack(retryAfter)}.`
  const headers = { 'retry-after': String(retryAfter) }
  if ((c.req.header('accept') ?? '').includes('application/json') && !c.req.header('accept')?.includes('text/html'))
    return c.json({ error: { code: 'over-quota', message, retryAfter } }, 429, headers)
  // Text, not JSX (views/layout.tsx `pageHtml` says why); the layout's <main> is the page's only one.
  const body = `<h1>Please come back later</h1><p role="alert">${esc(message)}</p><p><a href="/">Home</a></p>`
  return c.html(pageHtml({ title: 'Please come back later' }, body), 429, headers)
}

const HOUR = 3_600_000

/** Period of the rate limiting bindings, in seconds (wrangler.toml `simple.period`: 10 or 60). */
const BINDING_PERIOD = 60

/**
 * Checks a rate limiting binding for this client; a 429 response when over, else null. Skipped in
 * local development (generous limits) and when the binding is not configured.
 */
export async function rateLimited(c: Context, binding: 'TABLE_LIMITER' | 'STRATEGY_LIMITER', what: string) {
  const limiter = (c.env as Record<string, RateLimit | undefined>)[binding]
  if (!limiter || isLocal(c)) return null
  // No `delta`: the miniflare in the vitest plugin refuses it.
  const { success } = await limiter.limit({ key: clientKey(c) })
  return success ? null : overQuota(c, what, BINDING_PERIOD)
}

/**
 * Takes one grading run from the hourly quotas (per client, per target host) and a slot of the
 * concurrent runs for run `id`; a 429 response when any is full, else null.
 */
export async function takeGradeRun(c: Context, target: URL, id: string): Promise<Response | null> {
  const env = c.env as CloudflareBindings
  const limits = quotaLimits(env, c.req.url)
  const ledger = env.QUOTA.getByName('grading')
  const taken = await ledger.take(
    [
      { key: `client:${clientKey(c)}`, limit: limits.runsPerClientHour, windowMs: HOUR },
      { key: `target:${target.hostname}`, limit: limits.runsPerTargetHour, windowMs: HOUR },
    ],
    { id, limit: limits.concurrentRuns, maxMs: RUN_TIMEOUT_MS },
  )
  if (taken.ok) return null
  const what = taken.full.startsWith('client:')
    ? `you have started ${limits.runsPerClientHour} grading runs this hour`
    : taken.full.startsWith('target:')
      ? `${target.hostname} has been graded ${limits.runsPerTargetHour} times this hour`
      : `${limits.concurrentRuns} grading runs are in progress`
  return overQuota(c, what, taken.retryAfter)
}

/** The tables-created quota as middleware, so the create route adds it in one place. */
export const tableQuota: MiddlewareHandler = async (c, next) =>
  (await rateLimited(c, 'TABLE_LIMITER', 'too many tables created from your address')) ?? next()
