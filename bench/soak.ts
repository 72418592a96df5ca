/**
 * `npm run soak`: the fault test of issue 13. Several tables and players play rounds through the
 * public routes of `wrangler dev` (loopback only) while the local runtime is killed with SIGKILL and
 * started again on the same port and state directory, a few times. Afterwards every table's rounds
 * must match its log (each settled round downloadable, no gap, the history logging each deal) and
 * every bankroll must equal its start plus the nets of its rounds' cases. Prints a summary; exits
 * 1 on any mismatch. Bounded: SOAK_SECONDS of play (default 120), then the checks.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createForm } from '../test/table-form.ts'
import { type Seat, SoakPlayer, sleep } from './soak-player.ts'
import { freePort, ROOT } from './wrangler-dev.ts'

const PLAY_MS = Number(process.env.SOAK_SECONDS ?? 120) * 1000
const TABLES = 3
const PLAYERS = 2
const KILLS = 4
const START_BANKROLL = 1000
const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js')

/** `wrangler dev` on one port and one state directory, killed and started again at will. */
class Runtime {
  private child: ChildProcess | null = null
  readonly url: string
  readonly port: number
  readonly state: string
  constructor(port: number, state: string) {
    this.port = port
    this.state = state
    this.url = `http://127.0.0.1:${port}`
  }

  /** Starts it and waits (up to 90 s) for /healthz; returns the milliseconds that took. */
  async start(): Promise<number> {
    const began = Date.now()
    const args = [WRANGLER, 'dev', '--ip', '127.0.0.1', '--port', String(this.port)]
    args.push('--inspector-port', String(await freePort()), '--persist-to', this.state)
    args.push('--show-interactive-dev-session=false', '--log-level', 'error')
    const child = spawn(process.execPath, args, { cwd: ROOT, detached: true, stdio: 'ignore' })
    this.child = child
    while (Date.now() - began < 90_000) {
      if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`)
      try {
        const res = await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(2000) })
        await res.arrayBuffer()
        if (res.ok) return Date.now() - began
      } catch {
        // Not listening yet.
      }
      await sleep(200)
    }
    throw new Error('wrangler dev did not answer /healthz within 90 s')
  }

  /** SIGKILL to its whole process group (wrangler and its workerd): no shutdown of any kind. */
  async kill(): Promise<void> {
    const child = this.child
    if (!child?.pid) return
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
    while (child.exitCode === null && child.signalCode === null) await sleep(50)
    this.child = null
  }
}

/** Creates a table and seats PLAYERS players at it. */
async function newTable(base: string, n: number): Promise<SoakPlayer[]> {
  const form = createForm({ bankroll: String(START_BANKROLL), turnSeconds: '600', minBet: '5', maxBet: '25' })
  const res = await fetch(`${base}/tables`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  })
  await res.arrayBuffer()
  const id = res.headers.get('location')?.split('/').pop() ?? ''
  if (res.status !== 303 || !id) throw new Error(`creating a table answered ${res.status}`)
  const players: SoakPlayer[] = []
  for (let i = 0; i < PLAYERS; i++) players.push(await SoakPlayer.sitDown(base, id, `T${n}P${i + 1}`, i + 1))
  return players
}

/** The checks after play: rounds against the log, bankrolls against the cases' nets. */
async function check(base: string, players: SoakPlayer[]): Promise<{ rounds: number; problems: string[] }> {
  const [first] = players
  const id = first.table
  const problems: string[] = []
  const nets = new Map<number, number>()
  let n = 1
  for (; ; n++) {
    const res = await fetch(`${base}/t/${id}/rounds/${n}/case.json`)
    if (res.status === 404) break
    const c = (await res.json()) as { seats: unknown[]; expect: { seats: { net: number }[] } }
    if (c.seats.length !== players.length) problems.push(`${id} round ${n}: ${c.seats.length} seats in the case`)
    // Every player bets every round and nobody leaves: engine seat k is the k-th seat.
    for (const [k, s] of c.expect.seats.entries()) nets.set(k, (nets.get(k) ?? 0) + Math.round(s.net * 100))
  }
  const settled = n - 1
  for (const later of [n + 1, n + 2]) {
    const res = await fetch(`${base}/t/${id}/rounds/${later}/case.json`)
    await res.arrayBuffer()
    if (res.status !== 404) problems.push(`${id}: round ${later} is stored but round ${n} is not (a gap)`)
  }
  const history = await first.text(`/t/${id}/history`)
  for (let r = settled; r > Math.max(0, settled - 10); r--) {
    if (!history.includes(`deal round ${r} to`)) problems.push(`${id}: the history does not log the deal of round ${r}`)
  }
  const page = await first.text(`/t/${id}`)
  players.forEach((p, k) => {
    const seen: Seat | null = p.seatOn(page)
    const expected = START_BANKROLL * 100 + (nets.get(k) ?? 0)
    if (!seen) problems.push(`${id}: no bankroll shown for seat ${p.seat}`)
    else if (seen.bankrollCents !== expected) {
      problems.push(`${id} seat ${p.seat}: bankroll ${seen.bankrollCents / 100}, start + nets = ${expected / 100}`)
    }
  })
  return { rounds: settled, problems }
}

async function main(): Promise<void> {
  const state = mkdtempSync(join(tmpdir(), 'blackjack-soak-'))
  const runtime = new Runtime(await freePort(), state)
  const starts: number[] = []
  let exitCode = 0
  try {
    starts.push(await runtime.start())
    const tables: SoakPlayer[][] = []
    for (let i = 0; i < TABLES; i++) tables.push(await newTable(runtime.url, i + 1))
    const began = Date.now()
    const until = began + PLAY_MS
    const all = tables.flat()
    const playing = all.map((p) => p.play(until))
    // Kill the runtime KILLS times, spread through the play, each near a random moment of its slot.
    const slot = PLAY_MS / (KILLS + 1)
    for (let k = 1; k <= KILLS; k++) {
      await sleep(began + slot * (k + (Math.random() - 0.5) * 0.5) - Date.now())
      await runtime.kill()
      starts.push(await runtime.start())
    }
    await Promise.all(playing)
    const results = []
    for (const players of tables) results.push({ id: players[0].table, ...(await check(runtime.url, players)) })
    const sum = (f: (p: SoakPlayer) => number) => all.reduce((a, p) => a + f(p), 0)
    console.log(`soak: ${TABLES} tables x ${PLAYERS} players, ${PLAY_MS / 1000} s of play, ${KILLS} SIGKILLs`)
    console.log(`  restarts (ms to answer again): ${starts.slice(1).join(', ')} (first start ${starts[0]} ms)`)
    console.log(
      `  actions answered ${sum((p) => p.stats.answered)}, sent again after a failure ${sum((p) => p.stats.resent)}, ` +
        `refused ${sum((p) => p.stats.refused)}, polls ${sum((p) => p.stats.polls)}`,
    )
    for (const r of results) {
      console.log(
        `  table ${r.id}: ${r.rounds} settled rounds, ${r.problems.length ? 'MISMATCH' : 'log and bankrolls match'}`,
      )
      for (const problem of r.problems) console.log(`    ${problem}`)
      if (r.problems.length || r.rounds === 0) exitCode = 1
    }
    console.log(exitCode === 0 ? 'soak: every table matches its log' : 'soak: FAILED')
  } finally {
    await runtime.kill()
    rmSync(state, { recursive: true, force: true })
  }
  process.exit(exitCode)
}

await main()
