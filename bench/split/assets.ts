/**
 * Benchmark scaffolding (bench/pages-split.ts), not product code: the static assets in their own
 * `wrangler dev` (their own workerd process). A Worker's `env.ASSETS` is, in production, a call into
 * Cloudflare's asset service, whose CPU the Worker is not billed for; locally miniflare's asset
 * worker runs in the Worker's process. Here wrangler.apart.toml's `ASSETS` is a service binding to
 * this Worker, which only passes each request to its own assets binding (the same directory).
 */
interface Env {
  // Typed structurally: this file is checked with the bench's Node types, not the Workers' ones.
  ASSETS: { fetch: (request: Request) => Promise<Response> }
}

export default {
  fetch: (request: Request, env: Env): Promise<Response> => env.ASSETS.fetch(request),
}
