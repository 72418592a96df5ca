import type { Transport } from '../conformance/transport.ts'
import { commandTransport, type StrayLines, strayNotes } from './grade-command.ts'

/**
 * N copies of a local program, each answering one case at a time (`--jobs N`): a request goes to
 * the first idle copy, so N cases are in flight and every copy keeps ruling 32's one-at-a-time.
 * Answers are judged per case, so the report is the same as with one copy.
 */
export function commandPool(command: string, jobs: number, cwd = process.cwd()): Transport {
  if (jobs <= 1) return commandTransport(command, cwd)
  const seen: StrayLines = { first: null, count: 0, answers: 0, silent: false }
  const copies = Array.from({ length: jobs }, () => commandTransport(command, cwd, seen))
  const idle = [...copies]
  const queue: ((t: Transport) => void)[] = []
  const take = () => new Promise<Transport>((r) => (idle.length ? r(idle.shift()!) : queue.push(r)))
  const give = (t: Transport) => (queue.length ? queue.shift()!(t) : idle.push(t))
  return {
    target: command,
    async send(request, timeoutMs) {
      const t = await take()
      try {
        return await t.send(request, timeoutMs)
      } finally {
        give(t)
      }
    },
    async close() {
      await Promise.all(copies.map((t) => t.close()))
    },
    notes: () => strayNotes(seen),
  }
}
