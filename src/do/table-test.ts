/**
 * Test-only: dealing a known shoe. Nothing in the deployed Worker imports this module (src/index.ts
 * does not; a workerd test checks the dry-run bundle has none of it). The workerd tests reach a live
 * TableRoom through runInDurableObject; the end-to-end tests run src/test-worker.ts, whose TableRoom
 * is StackedTableRoom.
 */
import { parseCard } from '../engine/cards.ts'
import type { Chance } from '../table/round.ts'
import { ActionIds } from './table-action-ids.ts'
import type { Presence } from './table-presence.ts'
import { TableRoom } from './table-room.ts'
import type { TableStore } from './table-store.ts'

/** What this module reaches inside a TableRoom (private to the deployed code). */
interface Inside {
  chance(): Chance
  live: { cached: unknown; actionIds: ActionIds; store: TableStore }
  stackedShoe?: number[]
}

/**
 * The next round at `room` is dealt from `codes` in order (once; later rounds are shuffled again).
 * Kept by this instance only: an eviction before the deal forgets it.
 */
export function stackShoe(room: TableRoom, codes: number[]): void {
  const inside = room as unknown as Partial<Inside>
  if (inside.stackedShoe === undefined) {
    const shuffled = (room as unknown as Inside).chance.bind(room)
    // An own property over the class's method, deleted again once the known shoe is dealt.
    inside.chance = () => ({
      ...shuffled(),
      knownShoe: () => {
        const cards = inside.stackedShoe ?? []
        delete inside.stackedShoe
        delete inside.chance
        return cards
      },
    })
  }
  inside.stackedShoe = codes
}

/** The shoe stacked for the next deal at `room`, or null. */
export function stackedShoe(room: TableRoom): number[] | null {
  return (room as unknown as Inside).stackedShoe ?? null
}

/** Drops `room`'s in-memory copies, so its next call reads storage (for tests that edit storage directly). */
export function forgetTable(room: TableRoom): void {
  const { live } = room as unknown as Inside
  live.cached = undefined
  live.actionIds = new ActionIds(live.store)
}

/** The TableRoom of the end-to-end Worker: the deployed one, plus an RPC to stack the next shoe. */
export class StackedTableRoom extends TableRoom {
  /** The next round is dealt from `cards` in order; 400 naming a bad card. */
  async stackShoe(cards: string[]): Promise<{ status: 200 | 400 | 404; message: string | null }> {
    if (!(await this.view(''))) return { status: 404, message: 'there is no table here' }
    const codes = cards.map(parseCard)
    const bad = codes.indexOf(-1)
    if (bad >= 0) return { status: 400, message: `cards[${bad}] is not a card` }
    stackShoe(this, codes)
    return { status: 200, message: null }
  }
}

/** Every browser at `room`, and the instance itself, last heard from `ms` earlier (ghost seats). */
export function agePresence(room: TableRoom, ms: number): void {
  const inside = (room as unknown as { presence: Presence }).presence as unknown as {
    heard: Map<string, number>
    started: number
  }
  inside.started -= ms
  for (const [session, at] of inside.heard) inside.heard.set(session, at - ms)
}
