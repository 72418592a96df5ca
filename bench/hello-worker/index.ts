import { Hono } from 'hono'

/** Hello world on Hono: the baseline a table action's throughput is compared with. */
const app = new Hono()
app.get('/', (c) => c.text('Hello, world!'))

export default app
