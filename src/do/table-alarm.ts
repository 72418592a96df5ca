/**
 * A table's turn alarm. The time it is set for is kept in memory (read from storage once per
 * instance), so the common action, whose decision moves the deadline later, writes no alarm.
 */
export class TurnAlarm {
  private readonly storage: DurableObjectStorage
  /** When the alarm is set to go off (null: none); undefined until read from storage. */
  private at: number | null | undefined

  constructor(storage: DurableObjectStorage) {
    this.storage = storage
  }

  /**
   * Makes the alarm go off no later than `deadline`. An alarm already set for an earlier time is
   * left alone: it goes off early, finds the deadline not yet reached and sets itself for it (see
   * TableRoom.alarm). Without a deadline a set alarm is left too: it finds nothing to do.
   */
  async armFor(deadline: number | null): Promise<void> {
    if (deadline === null) return
    if (this.at === undefined) this.at = await this.storage.getAlarm()
    if (this.at !== null && this.at <= deadline) return
    await this.set(deadline)
  }

  /** Sets the alarm for `at`. */
  async set(at: number): Promise<void> {
    this.at = undefined // unknown until the write has happened
    await this.storage.setAlarm(at)
    this.at = at
  }

  /** The alarm has gone off: none is set until one is set again. */
  wentOff(): void {
    this.at = null
  }
}
