/**
 * The table rows measured in workerd: a table action under load next to hello world (plain, and
 * with our platform settings: static assets and observability), next to the Durable Object floor
 * (the least any DO-backed action costs on this runtime), and the CPU of one action.
 */
import { type Figure, quantile } from './figures.ts'
import { type LoadResult, loadGet, loadPost, loadTableActions } from './load.ts'
import { act, newPlayer, type Player } from './table-client.ts'
import { cpuFigure, cpuPerRequest, getter } from './workerd-cpu.ts'
import type { DevServer } from './wrangler-dev.ts'

/** The servers of the table rows: ours, the hello-world Worker, and hello world with our platform settings. */
export interface TableServers {
  ours: DevServer
  hello: DevServer
  helloPlatform: DevServer
}

function loadRows(prefix: string, label: string, r: LoadResult): Figure[] {
  return [
    { key: `${prefix}RequestsPerSecond`, label: `${label}: requests/s`, value: r.requestsPerSecond, unit: 'req/s' },
    { key: `${prefix}LatencyP50`, label: `${label}: latency p50`, value: r.p50, unit: 'ms', digits: 1 },
    {
      key: `${prefix}LatencyP99`,
      label: `${label}: latency p99`,
      value: r.p99,
      unit: 'ms',
      digits: 1,
      note: r.failed ? `${r.failed} of ${r.total} answers failed (${r.why})` : undefined,
    },
  ]
}

function ratio(key: string, label: string, a: LoadResult, b: LoadResult, goal?: number, note?: string): Figure {
  return {
    key,
    label,
    value: a.requestsPerSecond / b.requestsPerSecond,
    unit: '×',
    digits: 2,
    goal: goal === undefined ? undefined : { op: '>=', target: goal },
    note,
  }
}

/** Every load run, one after another in this run: hello world, the DO floor, both with our platform settings, the action. */
export async function loadFigures(s: TableServers, seconds: number, connections: number): Promise<Figure[]> {
  const run = async (load: (secs: number) => Promise<LoadResult>) => {
    await load(2) // warm-up, not counted
    return load(seconds)
  }
  const hello = await run((t) => loadGet(s.hello.url, '/', t, connections))
  const floorRead = await run((t) => loadPost(s.hello.url, '/do/read', t, connections))
  const floorWrite = await run((t) => loadPost(s.hello.url, '/do/write', t, connections))
  const platform = await run((t) => loadGet(s.helloPlatform.url, '/', t, connections))
  const platformWrite = await run((t) => loadPost(s.helloPlatform.url, '/do/write', t, connections))
  const action = await run((t) => loadTableActions(s.ours.url, t, connections))
  const how = `autocannon, ${connections} connections, ${seconds} s each, same runtime, same run`
  return [
    ...loadRows('hello', 'hello-world Hono GET / under load', hello),
    ...loadRows('action', 'table action (bet, decline, stand) under load', action),
    ratio('actionThroughputRatio', 'table action throughput ÷ hello-world throughput', action, hello, 0.5, how),
    ratio(
      'floorReadRatio',
      'DO floor, one RPC ÷ hello world',
      floorRead,
      hello,
      undefined,
      'bench/hello-worker: a POST that makes one Durable Object RPC, nothing stored',
    ),
    ratio(
      'floorWriteRatio',
      'DO floor, one RPC + one SQLite write ÷ hello world',
      floorWrite,
      hello,
      undefined,
      'the least a state-changing action can cost: one RPC, one row written in a transaction (a durable commit)',
    ),
    ratio('actionToFloorRatio', 'table action ÷ DO write floor', action, floorWrite),
    ratio(
      'platformHelloRatio',
      'hello world with our [assets] and observability ÷ hello world',
      platform,
      hello,
      undefined,
      'what wrangler dev’s asset router and log stream cost every request locally (not billed CPU in production)',
    ),
    ratio(
      'actionToPlatformHelloRatio',
      'table action ÷ hello world with our [assets] and observability',
      action,
      platform,
    ),
    ratio(
      'platformFloorWriteRatio',
      'DO write floor with our [assets] and observability ÷ hello world',
      platformWrite,
      hello,
      undefined,
      'the same one RPC + one SQLite write, on the Worker with our platform settings: the ceiling for any table-like action here',
    ),
    ratio(
      'actionToPlatformFloorRatio',
      'table action ÷ DO write floor with our settings',
      action,
      platformWrite,
      0.9,
      'the goal of issue 14: the action costs little more than the platform’s least state-changing call, same run',
    ),
  ]
}

/** CPU per request, one at a time, read from workerd's main thread: the action, its read half, the floor. */
export async function actionCpuFigures(s: TableServers, n: number): Promise<Figure[]> {
  const { ours, hello } = s
  const player = await newPlayer(ours.url)
  const send = async () => {
    const status = await act(player)
    if (status !== 200) throw new Error(`a table action answered ${status}`)
  }
  await cpuPerRequest(ours.runtimePid, send, 30)
  const action = await cpuPerRequest(ours.runtimePid, send, n)
  const base = await cpuPerRequest(ours.runtimePid, getter(`${ours.url}/healthz`), n)
  const view = await cpuPerRequest(ours.runtimePid, fragment(player), n)
  const helloCpu = await cpuPerRequest(hello.runtimePid, getter(`${hello.url}/`), n)
  const write = poster(`${hello.url}/do/write/cpu`)
  await cpuPerRequest(hello.runtimePid, write, 30)
  const floor = await cpuPerRequest(hello.runtimePid, write, n)
  const baseline = base ? quantile(base.cpu, 0.5) : 0
  const helloBase = helloCpu ? quantile(helloCpu.cpu, 0.5) : 0
  const net = (p: number) => (action ? quantile(action.cpu, p) - baseline : null)
  const floorNet = (p: number) => (floor ? quantile(floor.cpu, p) - helloBase : null)
  return [
    cpuFigure('actionCpuWorkerdMedian', 'table action CPU in workerd, median', net(0.5)),
    cpuFigure(
      'actionCpuWorkerdP99',
      'table action CPU in workerd, p99',
      net(0.99),
      3,
      `main-thread CPU per action (route, session, Durable Object, SQLite, fragment) minus a GET /healthz (${baseline.toFixed(2)} ms); ${n} actions one at a time`,
    ),
    cpuFigure(
      'tableViewCpuWorkerdMedian',
      'table fragment GET CPU in workerd, median',
      view ? quantile(view.cpu, 0.5) - baseline : null,
      undefined,
      'the read path of an action alone (session, Durable Object view, render), net of /healthz',
    ),
    cpuFigure(
      'floorWriteCpuMedian',
      'DO write floor CPU in workerd, median',
      floorNet(0.5),
      undefined,
      `one RPC + one SQLite write, minus hello world's GET / (${helloBase.toFixed(2)} ms)`,
    ),
    cpuFigure('floorWriteCpuP99', 'DO write floor CPU in workerd, p99', floorNet(0.99)),
    cpuFigure(
      'actionCpuWorkerdAllThreads',
      'table action CPU in workerd, p99, all threads, gross',
      action ? quantile(action.cpuAll, 0.99) : null,
    ),
    cpuFigure(
      'helloCpuWorkerd',
      'hello-world GET / CPU in workerd, median, gross',
      helloCpu ? helloBase : null,
      undefined,
      'main thread of the hello-world Worker’s workerd (no assets, so no asset router in front)',
    ),
  ]
}

/** A GET of the player's table fragment, as htmx polls it: fails unless it answers 200. */
function fragment(p: Player): () => Promise<void> {
  return async () => {
    const res = await fetch(`${p.base}/t/${p.table}`, { headers: { 'hx-request': 'true', cookie: p.cookie } })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`the table fragment answered ${res.status}`)
  }
}

/** A POST that reads the whole body and fails on any status but 200. */
function poster(url: string): () => Promise<void> {
  return async () => {
    const res = await fetch(url, { method: 'POST' })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`POST ${url} answered ${res.status}`)
  }
}
