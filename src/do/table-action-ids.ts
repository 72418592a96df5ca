import { KEEP_ACTION_IDS, OUTCOME_OK, type StoredOutcome, type TableStore } from './table-store.ts'

/**
 * The action ids a table remembers, for idempotency: storage holds them (so they survive an
 * eviction), and this keeps them in memory too, read once per instance, so an action costs no
 * query to check its id. Safe because a Durable Object is single-threaded and the only writer of
 * its storage; `add` is called only after the id's transaction has committed. Each id keeps the
 * command it ran (its `commandKey`), so the same id sent with another command is told apart.
 */
export class ActionIds {
  /** Each id's command key (null for ids stored before commands were kept). */
  private seen: Map<string, string | null> | undefined
  private readonly store: TableStore

  constructor(store: TableStore) {
    this.store = store
  }

  /** The stored outcome of `key`, if that action ran before. */
  get(key: string): StoredOutcome | undefined {
    return this.all().has(key) ? OUTCOME_OK : undefined
  }

  /**
   * Whether `key` ran before: 'new' if not, 'same' if with `command` (or an id stored before
   * commands were kept), 'other' if with another command (a reused id, not a retry).
   */
  replay(key: string, command: string): 'new' | 'same' | 'other' {
    const ran = this.all().get(key)
    if (ran === undefined) return 'new'
    return ran === null || ran === command ? 'same' : 'other'
  }

  /** Notes a committed action id, forgetting the oldest beyond what storage keeps. */
  add(key: string, command: string | null = null): void {
    const seen = this.all()
    seen.set(key, command)
    // A Map iterates in insertion order, as storage prunes in rowid order: both keep the newest.
    for (const old of seen.keys()) {
      if (seen.size <= KEEP_ACTION_IDS) break
      seen.delete(old)
    }
  }

  private all(): Map<string, string | null> {
    if (this.seen === undefined) this.seen = this.store.outcomes()
    return this.seen
  }
}
