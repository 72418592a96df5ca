/**
 * Our Worker in workerd alone, without `wrangler dev` (issue 15). Under wrangler dev the Worker's
 * process also runs miniflare's entry Worker in front of ours, and the ASSETS binding is wrangler's
 * proxy to an asset Worker (in the process, or over loopback HTTP through the dev registry): CPU on
 * the same main thread that Cloudflare does not bill to our Worker. Here the same dry-run bundle
 * runs under a workerd config made from wrangler.toml, with ASSETS bound to workerd's own `disk`
 * service over static/ (native code, no JavaScript), so the main thread's CPU is our isolate's, the
 * HTTP server's and a file read's. Durable Objects are in memory, or on disk in a state directory
 * kept across restarts; the rate-limiting bindings, which workerd lacks, are left out (the app skips
 * them when absent, as on loopback under wrangler dev). Outbound fetches may reach loopback, as
 * under wrangler dev, so a grading run can grade this server's own /api/play.
 */
import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { experimental_readRawConfig } from 'wrangler'
import { OUR_CONFIG } from './bundle.ts'
import { killGroup, killOnExit, untilHealthy } from './children.ts'
import { type DevServer, freePort } from './wrangler-dev.ts'

/** The workerd binary wrangler itself runs (miniflare's dependency). */
const WORKERD: string = createRequire(import.meta.url)('workerd').default

/** A capnp text literal (JSON's escapes are capnp's for the characters a config holds). */
const text = (s: string) => JSON.stringify(s)

/** Where plainCapnp's Worker listens and keeps its Durable Objects (`state`: a directory; default in memory). */
export interface PlainOptions {
  port: number
  state?: string
}

/**
 * The workerd config of `config` (a wrangler.toml) running `script`: its compatibility date and
 * flags, vars as text bindings, Durable Objects (SQLite-backed as the migrations say), and
 * [assets]' binding as a disk service over its directory.
 */
export function plainCapnp(config: string, script: string, opts: PlainOptions): string {
  const raw = experimental_readRawConfig({ config }).rawConfig
  const sqlite = new Set(
    (raw.migrations ?? []).flatMap((m: { new_sqlite_classes?: string[] }) => m.new_sqlite_classes ?? []),
  )
  const objects: { name: string; class_name: string }[] = raw.durable_objects?.bindings ?? []
  const bindings = [
    ...(raw.assets?.binding ? [`(name = ${text(raw.assets.binding)}, service = "assets")`] : []),
    ...Object.entries(raw.vars ?? {}).map(([k, v]) => `(name = ${text(k)}, text = ${text(String(v))})`),
    ...objects.map((b) => `(name = ${text(b.name)}, durableObjectNamespace = ${text(b.class_name)})`),
  ]
  const namespaces = objects.map(
    (b) =>
      `(className = ${text(b.class_name)}, uniqueKey = ${text(b.class_name)}, enableSql = ${sqlite.has(b.class_name)})`,
  )
  const assets = resolve(dirname(config), raw.assets?.directory ?? 'static')
  const state = opts.state ? `\n    (name = "state", disk = (path = ${text(opts.state)}, writable = true)),` : ''
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "main", worker = .main),
    (name = "assets", disk = (path = ${text(assets)}, writable = false)),
    (name = "outbound", network = (allow = ["public", "private", "local"])),${state}
  ],
  sockets = [(name = "http", address = ${text(`127.0.0.1:${opts.port}`)}, http = (), service = "main")],
);
const main :Workerd.Worker = (
  modules = [(name = "index.js", esModule = embed ${text(basename(script))})],
  compatibilityDate = ${text(raw.compatibility_date ?? '')},
  compatibilityFlags = [${(raw.compatibility_flags ?? []).map(text).join(', ')}],
  bindings = [${bindings.join(', ')}],
  durableObjectNamespaces = [${namespaces.join(', ')}],
  durableObjectStorage = ${opts.state ? '(localDisk = "state")' : '(inMemory = void)'},
  globalOutbound = "outbound",
);
`
}

/**
 * Starts workerd on `script` (a dry-run bundle's index.js) and waits, up to 30 s, until
 * `healthPath` answers 200. `runtimePid` is workerd's own process: no wrangler in between.
 * `state`: a directory for the Durable Objects, kept after `stop` (made if need be).
 */
export async function startPlain(
  script: string,
  healthPath: string,
  opts: { config?: string; state?: string } = {},
): Promise<DevServer> {
  const port = await freePort()
  if (opts.state) mkdirSync(opts.state, { recursive: true })
  const dir = mkdtempSync(join(tmpdir(), 'blackjack-workerd-'))
  const capnp = join(dir, 'config.capnp')
  // An embed path is relative to the config file: the config sits next to a copy of the script.
  writeFileSync(capnp, plainCapnp(opts.config ?? OUR_CONFIG, script, { port, state: opts.state }))
  copyFileSync(script, join(dir, basename(script)))
  // Detached, a process group of its own, as wrangler dev is: killOnExit kills the group.
  const child = spawn(WORKERD, ['serve', capnp], { detached: true, stdio: ['ignore', 'ignore', 'pipe'] })
  const forget = killOnExit(child)
  let stderr = ''
  child.stderr?.on('data', (d) => {
    stderr += d
  })
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  const stop = async () => {
    if (forget()) killGroup(child, 'SIGTERM')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  if ((await untilHealthy(url, healthPath, child, 30_000, 50)) !== 'up') {
    await stop()
    throw new Error(`workerd did not answer ${healthPath}: ${stderr.trim() || 'no output'}`)
  }
  return { url, port, runtimePid: child.pid ?? 0, stop }
}
