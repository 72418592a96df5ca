import { DurableObject } from 'cloudflare:workers'
import { Hono } from 'hono'

/** ASSETS exists only under wrangler.platform.toml (our [assets] with its binding). */
type Env = { FLOOR: DurableObjectNamespace<Floor>; ASSETS?: Fetcher }

/**
 * The least a Durable Object call can cost on this runtime: the floor under any table action.
 * `read` is one RPC; `write` is one RPC with one SQLite row written in a transaction (a durable
 * commit, as every table action makes).
 */
export class Floor extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS hits (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL)')
  }

  async read(): Promise<number> {
    return 1
  }

  async write(): Promise<number> {
    return this.ctx.storage.transactionSync(
      () =>
        this.ctx.storage.sql
          .exec<{ n: number }>(
            'INSERT INTO hits (id, n) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET n = n + 1 RETURNING n',
          )
          .one().n,
    )
  }
}

/** Pages of n KiB, made once per isolate: the floor sends a body and does no work for it. */
const pages = new Map<number, string>()
function page(kib: number): string {
  let html = pages.get(kib)
  if (html === undefined) {
    const row = '<p>The floor: a page of about the size of ours, sent as it is, nothing rendered.</p>\n'
    html = `<!doctype html><html lang="en"><title>floor</title><main>\n${row.repeat(Math.ceil((kib * 1024) / row.length))}</main></html>`
    pages.set(kib, html)
  }
  return html
}

/**
 * Benchmark scaffolding, not product code. Hello world on Hono: the baseline a table action's
 * throughput is compared with; and the platform's floors, so each of our routes can be read as
 * "ours − the floor doing the same I/O": the Durable Object floor (`/do/read/:name`,
 * `/do/write/:name`, one object per name), one static-assets read passed through (`/asset/<path>`,
 * as /starter/<lang>.zip and /grader.mjs do), and a ready page of n KiB (`/html/:kib`, 1–512).
 */
const app = new Hono<{ Bindings: Env }>()
app.get('/', (c) => c.text('Hello, world!'))
app.post('/do/read/:name', async (c) => c.text(String(await c.env.FLOOR.getByName(c.req.param('name')).read())))
app.post('/do/write/:name', async (c) => c.text(String(await c.env.FLOOR.getByName(c.req.param('name')).write())))
app.get('/asset/*', async (c) => {
  if (!c.env.ASSETS) return c.text('no ASSETS binding: run with wrangler.platform.toml', 501)
  const res = await c.env.ASSETS.fetch(new URL(c.req.path.slice('/asset'.length), c.req.url))
  // ?type= sets the content type, to see whether the runtime's handling of a text type costs anything.
  const type = c.req.query('type') ?? 'application/octet-stream'
  return new Response(res.body, { status: res.status, headers: { 'content-type': type } })
})
app.get('/html/:kib{[0-9]+}', (c) => {
  const kib = Number(c.req.param('kib'))
  return kib >= 1 && kib <= 512 ? c.html(page(kib)) : c.text('1 to 512 KiB', 400)
})

export default app
