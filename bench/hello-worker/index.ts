import { DurableObject } from 'cloudflare:workers'
import { Hono } from 'hono'

type Env = { FLOOR: DurableObjectNamespace<Floor> }

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

/**
 * Benchmark scaffolding, not product code. Hello world on Hono: the baseline a table action's
 * throughput is compared with; and the Durable Object floor (`/do/read/:name`, `/do/write/:name`,
 * one object per name), so the table's figures can be read against the least any DO-backed action costs.
 */
const app = new Hono<{ Bindings: Env }>()
app.get('/', (c) => c.text('Hello, world!'))
app.post('/do/read/:name', async (c) => c.text(String(await c.env.FLOOR.getByName(c.req.param('name')).read())))
app.post('/do/write/:name', async (c) => c.text(String(await c.env.FLOOR.getByName(c.req.param('name')).write())))

export default app
