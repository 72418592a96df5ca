import { Hono } from 'hono'
import { api } from './routes/api.ts'

/** The Worker: the game, the grader and the engine's HTTP API, each a sub-app. */
const app = new Hono<{ Bindings: CloudflareBindings }>()

app.get('/healthz', (c) => c.json({ ok: true }))
app.route('/api', api)

export { GradingRun } from './do/grading-run.ts'
export { TableRoom } from './do/table-room.ts'
export default app satisfies ExportedHandler<CloudflareBindings>
