import { bodyLimit } from 'hono/body-limit'
import { csrf } from 'hono/csrf'
import { secureHeaders } from 'hono/secure-headers'

/** The most bytes a form post may have. */
export const MAX_FORM_BYTES = 8 * 1024

/**
 * Secure headers with a strict Content-Security-Policy: scripts, styles and connections only from
 * our own origin (no inline scripts, no eval), no framing, forms post only to us.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
  },
  referrerPolicy: 'same-origin',
})

/**
 * CSRF protection: a form post must come from our own origin (Origin or Sec-Fetch-Site), else 403.
 * hono's csrf() throws an HTTPException; the Worker's onError answers it with CSRF_REFUSED.
 */
export const csrfGuard = csrf()

/** The answer to a form from another site (csrf() is the only middleware here that throws a 403). */
export const CSRF_REFUSED = 'Refused: this form was not posted from this site (cross-site request forgery protection).'

/** Refuses bodies over MAX_FORM_BYTES with 413 before reading them. */
export const formLimit = bodyLimit({
  maxSize: MAX_FORM_BYTES,
  onError: (c) => c.text(`Refused: the request body is over ${MAX_FORM_BYTES} bytes.`, 413),
})
