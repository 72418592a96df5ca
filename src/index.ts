import { Hono } from 'hono'
import { api } from './routes/api.ts'
import { assignments } from './routes/assignments.tsx'
import { conformance } from './routes/conformance.tsx'
import { onError } from './routes/errors.tsx'
import { grade } from './routes/grade.tsx'
import { securityHeaders } from './routes/security.ts'
import type { GameEnv } from './routes/session.ts'
import { starter } from './routes/starter.ts'
import { strategy } from './routes/strategy.tsx'
import { tables } from './routes/tables.tsx'

/** The Worker: the game, the grader and the engine's HTTP API, each a sub-app; one error handler. */
export const app = new Hono<GameEnv>()

app.use('*', securityHeaders)
app.get('/healthz', (c) => c.json({ ok: true }))
app.route('/api', api)
app.route('/conformance', conformance)
app.route('/grade', grade)
app.route('/strategy', strategy)
app.route('/', starter)
app.route('/', assignments)
app.route('/', tables)
app.onError(onError)

export { GradingRun } from './do/grading-run.ts'
export { TableRoom } from './do/table-room.ts'
export { QuotaLedger } from './quota/ledger.ts'
export default app satisfies ExportedHandler<CloudflareBindings>
