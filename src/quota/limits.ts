import type { Context } from 'hono'
import { isLocalDev } from '../conformance/ssrf.ts'

/** What an operator can set (wrangler.toml `[vars]`, see docs/deploy.md), with the safe defaults. */
export interface QuotaLimits {
  /** Grading runs (and re-runs) one client may start per hour. */
  runsPerClientHour: number
  /** Grading runs aimed at one target host per hour, whoever starts them. */
  runsPerTargetHour: number
  /** Grading runs in progress at once on the whole service. */
  concurrentRuns: number
  /** Hands (cases) one run may grade. */
  casesPerRun: number
}

export const DEFAULT_LIMITS: QuotaLimits = {
  runsPerClientHour: 10,
  runsPerTargetHour: 20,
  concurrentRuns: 20,
  casesPerRun: 500,
}

/** Local development (wrangler dev on loopback) multiplies every limit by this: generous, still bounded. */
export const LOCAL_FACTOR = 100

const VARS: Record<keyof QuotaLimits, string> = {
  runsPerClientHour: 'GRADE_RUNS_PER_CLIENT_HOUR',
  runsPerTargetHour: 'GRADE_RUNS_PER_TARGET_HOUR',
  concurrentRuns: 'GRADE_CONCURRENT_RUNS',
  casesPerRun: 'GRADE_CASES_PER_RUN',
}

/** The limits in force: each var when it is a positive whole number, else its default; scaled in local dev. */
export function quotaLimits(env: unknown, requestUrl: string): QuotaLimits {
  const vars = (env ?? {}) as Record<string, unknown>
  const local = isLocalDev(requestUrl, vars.GRADER_ALLOW_PRIVATE)
  const out = { ...DEFAULT_LIMITS }
  for (const k of Object.keys(VARS) as (keyof QuotaLimits)[]) {
    const n = Number(vars[VARS[k]])
    if (Number.isSafeInteger(n) && n > 0) out[k] = n
    if (local) out[k] *= LOCAL_FACTOR
  }
  return out
}

/** Whether the request is to a local dev server (limits are generous there, rate limiters skipped). */
export function isLocal(c: Context): boolean {
  return isLocalDev(c.req.url, (c.env as Record<string, unknown> | undefined)?.GRADER_ALLOW_PRIVATE)
}

/** Who is asking: the client address Cloudflare saw (one key for every client behind no proxy in tests). */
export function clientKey(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown-client'
}
