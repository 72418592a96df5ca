import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { Refusal } from '../table/refusal.ts'
import { pageHtml } from '../views/layout.tsx'
import { MessagePage } from '../views/table-page.tsx'

/**
 * Hono environment of the game routes: `session` is the browser's random session id; `refused`,
 * when a route sets it, answers a Refusal on that route's own page (see onError in errors.tsx).
 */
export type GameEnv = {
  Bindings: CloudflareBindings
  Variables: { session: string; refused?: (r: Refusal) => Response | Promise<Response> }
}

const COOKIE = 'bj_session'
/** Used only when SESSION_SECRET is unset AND the request is for localhost (wrangler dev, tests). */
const DEV_KEY = 'blackjack-lab-development-key-for-localhost-only'
const SESSION_ID = /^[A-Za-z0-9_-]{22,64}$/
const HMAC = { name: 'HMAC', hash: 'SHA-256' } as const

function isLocal(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]'
}

/** The HMAC key for session cookies, or null when none may be used for this request. */
function sessionKey(env: CloudflareBindings, url: URL): string | null {
  if (env.SESSION_SECRET) return env.SESSION_SECRET
  return isLocal(url) ? DEV_KEY : null
}

/**
 * The imported HMAC key of a secret, imported once per isolate (hono's signed-cookie helpers import
 * it on every request). A Worker has one or two secrets (the configured one, the development key).
 */
const keys = new Map<string, Promise<CryptoKey>>()
function cryptoKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), HMAC, false, ['sign', 'verify'])
    keys.set(secret, key)
  }
  return key
}

/**
 * The cookie values already verified in this isolate, per secret: an HMAC is deterministic, so a
 * value that verified once always does, and a player's every request then costs no verify. Only
 * whole values that verified are kept (never an id alone, never a refusal), at most MAX_KNOWN.
 */
const known = new Map<string, Map<string, string>>()
const MAX_KNOWN = 4096

/**
 * The session id in a signed cookie value (hono's format: `<id>.<base64 HMAC-SHA256>`): the id,
 * undefined when there is no cookie, false for any value that does not verify: a bad signature,
 * and also one with no signature, a short one or extra dots (`garbage`, `<id>.`, `a.b.c`), which
 * hono's getSignedCookie treats as no cookie at all.
 */
async function verified(value: string | undefined, secret: string): Promise<string | false | undefined> {
  if (value === undefined || value === '') return undefined
  let seen = known.get(secret)
  const hit = seen?.get(value)
  if (hit !== undefined) return hit
  const dot = value.lastIndexOf('.')
  const id = value.slice(0, dot)
  const signature = value.slice(dot + 1)
  if (dot < 0 || signature.length !== 44 || !signature.endsWith('=') || !SESSION_ID.test(id)) return false
  try {
    const bytes = Uint8Array.from(atob(signature), (ch) => ch.charCodeAt(0))
    const ok = await crypto.subtle.verify(HMAC, await cryptoKey(secret), bytes, new TextEncoder().encode(id))
    if (!ok) return false
    if (!seen) {
      seen = new Map()
      known.set(secret, seen)
    }
    if (seen.size >= MAX_KNOWN) seen.clear()
    seen.set(value, id)
    return id
  } catch {
    return false // not base64
  }
}

/** Signs a session id as hono's setSignedCookie would, with the key imported once. */
async function signed(id: string, secret: string): Promise<string> {
  const mac = await crypto.subtle.sign(HMAC, await cryptoKey(secret), new TextEncoder().encode(id))
  return `${id}.${btoa(String.fromCharCode(...new Uint8Array(mac)))}`
}

/** A random session id: 128 bits from crypto.getRandomValues, base64url. */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function page(c: Context, title: string, message: string, status: 500) {
  return c.html(MessagePage({ title, message }), status)
}

/** The page a browser whose cookie did not verify gets: why, and a link that starts a fresh session. */
function refusedSession(c: Context) {
  // Back to the table the request was for (its page), or the home page; the cookie is cleared,
  // so following the link starts a new session.
  const table = c.req.path.match(/^\/t\/[a-z2-7]{10}(?=\/|$)/)?.[0] ?? '/'
  const title = 'Session refused'
  // HTML text, as the table's views are (the link is our own path: /t/<10 base32 letters> or /).
  const body =
    `<h1>${title}</h1><p class="error" role="alert">Your session cookie could not be verified (it is malformed or ` +
    'its signature is wrong), so nothing was done. It has been cleared.</p>' +
    `<p><a href="${table}">Start a fresh session</a> (you come back as a new player).</p>`
  return c.html(pageHtml({ title }, body), 401)
}

/**
 * Gives each browser a signed session cookie holding only a random id (HttpOnly, SameSite=Lax; over
 * HTTPS also Secure with the __Host- prefix). Any cookie that does not verify (malformed or
 * forged) is refused with 401 and cleared, with a link that starts a fresh session; nothing else
 * changes. No cookie at all gets a new session.
 */
export const session = createMiddleware<GameEnv>(async (c, next) => {
  const url = new URL(c.req.url)
  const key = sessionKey(c.env, url)
  if (!key) {
    const message = 'The server has no SESSION_SECRET configured. Set one with `wrangler secret put SESSION_SECRET`.'
    return page(c, 'Server not configured', message, 500)
  }
  const secure = url.protocol === 'https:'
  const prefix = secure ? ('host' as const) : undefined
  const found = await verified(getCookie(c, COOKIE, prefix), key)
  if (found === false) {
    deleteCookie(c, COOKIE, { path: '/', secure, prefix })
    return refusedSession(c)
  }
  let id = found
  if (!id) {
    id = newSessionId()
    const options = { path: '/', httpOnly: true, sameSite: 'Lax', secure, prefix, maxAge: 60 * 60 * 24 * 30 } as const
    setCookie(c, COOKIE, await signed(id, key), options)
  }
  c.set('session', id)
  await next()
})
