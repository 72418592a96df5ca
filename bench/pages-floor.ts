/**
 * The floor of bench/pages-cpu.ts: the same I/O as our routes with nothing of ours, on
 * bench/hello-worker under our platform settings (one ASSETS.fetch passed through, a ready page,
 * one Durable Object write on one object or on a new one each time).
 */

/** A row: a name and a request maker for a server. */
export interface Row {
  name: string
  send: (base: string) => () => Promise<unknown>
  /** A static file, no Worker: bench/pages-split.ts asks it of the assets' host when they run apart. */
  asset?: boolean
}

/** Reads the whole body; throws unless the status is `status`. */
export async function ok(res: Promise<Response>, status = 200): Promise<void> {
  const r = await res
  await r.arrayBuffer()
  if (r.status !== status) throw new Error(`${r.url} answered ${r.status}`)
}

const TEXT_JS = encodeURIComponent('text/javascript; charset=utf-8')

/** The floor: the same I/O as our routes with nothing of ours, on hello world with our [assets]. */
export const FLOOR_ROWS: readonly Row[] = [
  { name: 'floor: ASSETS.fetch of 1.3 KiB, passed through', send: (b) => () => ok(fetch(`${b}/asset/assets/app.css`)) },
  { name: 'floor: ASSETS.fetch of ~97 KiB (a kit zip)', send: (b) => () => ok(fetch(`${b}/asset/starter/python.zip`)) },
  { name: 'floor: ASSETS.fetch of ~265 KiB (grader.mjs)', send: (b) => () => ok(fetch(`${b}/asset/grader.mjs`)) },
  {
    name: 'floor: the same 265 KiB as text/javascript',
    send: (b) => () => ok(fetch(`${b}/asset/grader.mjs?type=${TEXT_JS}`)),
  },
  {
    // A client that takes no compressed answer: whether the text type's cost is the runtime gzipping it.
    name: 'floor: the same, Accept-Encoding: identity',
    send: (b) => () =>
      ok(fetch(`${b}/asset/grader.mjs?type=${TEXT_JS}`, { headers: { 'accept-encoding': 'identity' } })),
  },
  { name: 'floor: a ready 4 KiB HTML page', send: (b) => () => ok(fetch(`${b}/html/4`)) },
  { name: 'floor: a ready 16 KiB HTML page', send: (b) => () => ok(fetch(`${b}/html/16`)) },
  { name: 'floor: a ready 64 KiB HTML page', send: (b) => () => ok(fetch(`${b}/html/64`)) },
  {
    name: 'floor: one DO RPC + one SQLite write',
    send: (b) => () => ok(fetch(`${b}/do/write/pages`, { method: 'POST' })),
  },
  {
    // As POST /tables does: every table is a new object (locally a new SQLite file).
    name: 'floor: the same on a new DO each time',
    send: (b) => () => ok(fetch(`${b}/do/write/${crypto.randomUUID()}`, { method: 'POST' })),
  },
  { name: 'floor: a static file, no Worker', send: (b) => () => ok(fetch(`${b}/assets/app.css`)), asset: true },
]
