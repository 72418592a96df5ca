/**
 * The bindings `wrangler types` cannot see, merged into the generated CloudflareBindings (the one
 * Bindings type of the Worker): secrets are set with `wrangler secret put`, never in wrangler.toml.
 */
interface CloudflareBindings {
  /** The HMAC key of session cookies; without it only localhost gets a development key. */
  SESSION_SECRET?: string
  /** "1" lets the grader fetch private addresses (local development of the grader only). */
  GRADER_ALLOW_PRIVATE?: string
}
