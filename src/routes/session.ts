import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { MessagePage } from '../views/table-page.tsx'

/** The Worker's bindings as the game reads them: secrets and test switches are optional. */
export type GameBindings = CloudflareBindings & { SESSION_SECRET?: string; E2E_STACKED_SHOES?: string }

/** Hono environment of the game routes: `session` is the browser's random session id. */
export type GameEnv = { Bindings: GameBindings; Variables: { session: string } }

const COOKIE = 'bj_session'
/** Used only when SESSION_SECRET is unset AND the request is for localhost (wrangler dev, tests). */
const DEV_KEY = 'blackjack-lab-development-key-for-localhost-only'
const SESSION_ID = /^[A-Za-z0-9_-]{22,64}$/

function isLocal(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]'
}

/** The HMAC key for session cookies, or null when none may be used for this request. */
export function sessionKey(env: GameBindings, url: URL): string | null {
  if (env.SESSION_SECRET) return env.SESSION_SECRET
  return isLocal(url) ? DEV_KEY : null
}

/** A random session id: 128 bits from crypto.getRandomValues, base64url. */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * Gives each browser a signed session cookie holding only a random id (HttpOnly, SameSite=Lax; over
 * HTTPS also Secure with the __Host- prefix). A cookie whose signature fails is refused with 401
 * and cleared, so the next request starts a fresh session; nothing else changes.
 */
export const session = createMiddleware<GameEnv>(async (c, next) => {
  const url = new URL(c.req.url)
  const key = sessionKey(c.env, url)
  if (!key) {
    const message = 'The server has no SESSION_SECRET configured. Set one with `wrangler secret put SESSION_SECRET`.'
    return c.html(MessagePage({ title: 'Server not configured', message }), 500)
  }
  const secure = url.protocol === 'https:'
  const prefix = secure ? ('host' as const) : undefined
  const found = await getSignedCookie(c, key, COOKIE, prefix)
  if (found === false || (found !== undefined && !SESSION_ID.test(found))) {
    deleteCookie(c, COOKIE, { path: '/', secure, prefix })
    const message =
      'Your session cookie failed its signature check, so nothing was done. It has been cleared: reload the page to get a new session.'
    return c.html(MessagePage({ title: 'Session refused', message }), 401)
  }
  let id = found
  if (!id) {
    id = newSessionId()
    await setSignedCookie(c, COOKIE, id, key, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      prefix,
      maxAge: 60 * 60 * 24 * 30,
    })
  }
  c.set('session', id)
  await next()
})
