/**
 * Issue 15, the Worker's share: the routes of bench/pages-routes.ts and bench/charts-cpu.ts with the
 * Durable Objects in a second `wrangler dev` (a second workerd process), so the CPU of the Worker,
 * which the free plan limits to 10 ms a request, is read apart from its objects' (metered on their
 * own); and, in the `apart` set-up, with the static assets in a third one (bench/split/assets.toml),
 * as production's `env.ASSETS` is a call into Cloudflare's asset service, not the Worker's CPU. Both
 * set-ups run in one go, alternated restart by restart (bench/split-run.ts); a few answers that read
 * assets are first compared byte for byte across them (bench/split-check.ts). Figures are each
 * process's main-thread CPU across one request, net of that process's during /healthz (GET / for the
 * floor, bench/hello-worker split the same way).
 *
 *   node bench/pages-split.ts [samples=100] [restarts=one per route] [--only=<regex>] [--floor=<regex>]
 *                             [--setup=in|apart|both|plain]
 *
 * A restart restarts every process: the route is the first request of a fresh Worker isolate and of
 * fresh objects. --only / --floor pick rows as in pages-cpu.ts ('none' matches none); the floor's
 * default is its ASSETS.fetch, Durable Object and static-file rows. --setup: `in` is session 6's
 * split (the assets in the Worker's process), `apart` the three processes; default both. `plain`
 * (alone, not with the others) runs workerd without wrangler (bench/workerd-plain.ts): the Worker's
 * process is then the Worker's isolate, its objects (same process) and native asset reads.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Bundle, buildBundle, HELLO_PLATFORM_CONFIG, OUR_CONFIG, removeBundle } from './bundle.ts'
import { ROUTES } from './charts-cpu.ts'
import { formatTable } from './figures.ts'
import { FLOOR_ROWS, ok } from './pages-floor.ts'
import { makeState, PAGE_ROUTES, type PageRoute } from './pages-routes.ts'
import { answers, compareAnswers } from './split-check.ts'
import {
  firstRows,
  measured,
  type Probe,
  SETUPS,
  type Setup,
  type Side,
  type SplitMeasured,
  splitTarget,
  startSet,
  type Target,
  warmRows,
} from './split-run.ts'
import { splitFigures, splitTable } from './split-table.ts'

export type { Setup, SplitMeasured } from './split-run.ts'
export { splitFigures, splitTable } from './split-table.ts'

/** charts-cpu's routes as page routes; the new-rule-set one takes the next of its 144 rule sets each time. */
function chartRoutes(): PageRoute[] {
  return ROUTES.map((r, k) => {
    let i = 0
    // 20 warm-up requests + 124 samples: no rule set twice in one process.
    return { name: r.name, samples: k === 0 ? 124 : undefined, send: (s) => () => ok(fetch(s.base + r.path(i++))) }
  })
}

/** What each set-up is asked before its warm rows, and the judge of those answers (it throws to stop the run). */
interface Check<T> {
  probe: Probe<T>
  compare: (found: Record<string, T>) => string
}
const NO_CHECK: Check<null> = { probe: async () => null, compare: () => '' }

/** Both set-ups' rows measured: warm first, the answers compared, then `restarts` fresh sets each. */
async function measure<T>(
  t: Target,
  setups: readonly Setup[],
  n: number,
  restarts: number,
  dirs: [string, string],
  check: Check<T>,
) {
  const warm = new Map<Setup, Awaited<ReturnType<typeof warmRows<T>>>>()
  for (const s of setups) warm.set(s, await warmRows(t, s, n, dirs, check.probe))
  // Before the restarts, which take most of the run: figures of a set-up that answers otherwise are worthless.
  const compared = check.compare(Object.fromEntries([...warm].map(([s, w]) => [s, w.found])))
  const first = await firstRows(t, setups, restarts, dirs)
  const rows = t.rows.flatMap((row, i) =>
    setups.map((setup): SplitMeasured => {
      const f = first.get(setup)
      const w = warm.get(setup)?.rows[i]
      const side = (s: Side) => measured(row.name, f?.[s][i] ?? [], w?.[s])
      // A static file asked of the assets' host never reaches the Worker: no share (n/a, not −baseline).
      const unasked = row.asset && setup === 'apart'
      return {
        name: row.name,
        setup,
        worker: unasked ? measured(row.name, []) : side('worker'),
        objects: side('objects'),
        assets: w?.assets ? side('assets') : null,
      }
    }),
  )
  return { rows, compared }
}

/** Our routes and the floor's, split: `n` warm samples, `restarts` fresh sets per set-up (default one per row). */
export async function measureSplit(
  n: number,
  restarts?: number,
  filter: { only?: RegExp; floor?: RegExp; setups?: readonly Setup[] } = {},
): Promise<{ ours: SplitMeasured[]; floor: SplitMeasured[]; answers: string }> {
  const setups = filter.setups ?? SETUPS
  // workerd alone has no asset router: a static file never reaches our Worker in production, so it has no row there.
  const plain = setups.includes('plain')
  const routes = [...PAGE_ROUTES, ...chartRoutes()].filter(
    (r) => (!filter.only || filter.only.test(r.name)) && !(plain && r.asset),
  )
  const floorRows = FLOOR_ROWS.filter((r) => (filter.floor ?? /ASSETS|DO|static file/).test(r.name))
  const tmp = mkdtempSync(join(tmpdir(), 'blackjack-split-'))
  const dirs = (state: string): [string, string] => [join(tmp, 'registry'), join(tmp, state)]
  const bundles: Bundle[] = []
  let compared = ''
  try {
    let ours: SplitMeasured[] = []
    if (routes.length) {
      const bundle = await buildBundle(OUR_CONFIG)
      bundles.push(bundle)
      // The table, the assignment and the run are made once, across the split; restarts find them in `state`.
      const t0 = splitTarget('wrangler', OUR_CONFIG, bundle.script, '/healthz', [])
      // workerd alone keeps its objects in a storage of its own: its state is made there.
      if (plain && setups.length > 1) throw new Error('--setup=plain runs alone')
      const setup = await startSet(t0, plain ? 'plain' : 'in', ...dirs('ours'))
      const made = await makeState(setup.servers.worker?.url ?? '').finally(setup.stop)
      const rows = routes.map((r) => ({ ...r, send: (base: string) => r.send({ ...made, base }) }))
      const check = { probe: answers, compare: compareAnswers }
      const m = await measure({ ...t0, rows }, setups, n, restarts ?? routes.length, dirs('ours'), check)
      compared = m.compared
      ours = m.rows
    }
    let floor: SplitMeasured[] = []
    if (floorRows.length) {
      const bundle = await buildBundle(HELLO_PLATFORM_CONFIG)
      bundles.push(bundle)
      const t = splitTarget('hello', HELLO_PLATFORM_CONFIG, bundle.script, '/', [...floorRows])
      floor = (await measure(t, setups, n, restarts ?? floorRows.length, dirs('floor'), NO_CHECK)).rows
    }
    return { ours, floor, answers: compared }
  } finally {
    rmSync(tmp, { recursive: true, force: true })
    for (const b of bundles) removeBundle(b)
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const flag = (k: string) => args.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3)
  const regex = (v: string | undefined) => (v === undefined ? undefined : new RegExp(v === 'none' ? '$^' : v, 'i'))
  const setup = flag('setup') ?? 'both'
  if (!['in', 'apart', 'both', 'plain'].includes(setup))
    throw new Error(`--setup is in, apart, both or plain, not "${setup}"`)
  const [samples, count] = args.filter((a) => !a.startsWith('--'))
  const setups = setup === 'both' ? SETUPS : [setup as Setup]
  const filter = { only: regex(flag('only')), floor: regex(flag('floor')), setups }
  const r = await measureSplit(Number(samples ?? 100), count === undefined ? undefined : Number(count), filter)
  if (r.answers) console.log(`Answers that read assets, per set-up (identity encoding):\n${r.answers}\n`)
  console.log(`${splitTable(r.ours, r.floor)}\n`)
  console.log(formatTable(splitFigures(r.ours, r.floor)))
}
