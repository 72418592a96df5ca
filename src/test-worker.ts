/**
 * The Worker as the end-to-end tests run it (test/e2e/global-setup.ts: `wrangler dev src/test-worker.ts`):
 * the deployed Worker plus POST /t/:id/test/shoe, which stacks a table's next shoe. Never deployed:
 * wrangler.toml's main is src/index.ts, which imports nothing of this.
 */
import { Hono } from 'hono'
import { app } from './index.ts'
import type { GameEnv } from './routes/session.ts'
import { testRoutes } from './routes/table-test.ts'

const worker = new Hono<GameEnv>()
worker.route('/', testRoutes)
worker.route('/', app)

export { GradingRun } from './do/grading-run.ts'
export { StackedTableRoom as TableRoom } from './do/table-test.ts'
export { QuotaLedger } from './quota/ledger.ts'
export default worker satisfies ExportedHandler<CloudflareBindings>
