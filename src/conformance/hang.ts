import type { Reply } from './transport.ts'

const timedOut = (reply: Reply) => !reply.ok && reply.kind === 'timeout'

/** Timeouts in a row, before any answer, that mark a part as one the program hangs on. */
export const HANG_AFTER = 3

/**
 * Watches for a part the program hangs on: when the first HANG_AFTER cases of a part (by the
 * case's first tag, its family) all time out, the rest of the cases carrying that part are not
 * sent, so a program that hangs on every surrender costs three timeouts, not hundreds. A part
 * that answered once is never marked: a program that hangs on some of its cases is graded fully.
 */
export class HangWatch {
  private readonly timeouts = new Map<string, number>()
  private readonly answered = new Set<string>()
  private readonly hanging: string[] = []
  private anyAnswer = false
  private silentTimeouts = 0

  /** Notes any reply (hello's too): a program that never answers anything stops the run early. */
  recordAny(reply: Reply): void {
    this.note(timedOut(reply))
  }

  private note(timeout: boolean): void {
    if (!timeout) this.anyAnswer = true
    else if (!this.anyAnswer) this.silentTimeouts++
  }

  /** True when the first HANG_AFTER requests all timed out and nothing ever answered. */
  neverAnswers(): boolean {
    return !this.anyAnswer && this.silentTimeouts >= HANG_AFTER
  }

  /** Notes the reply to a case with these tags (`timeout`: it timed out). */
  record(tags: readonly string[], timeout: boolean): void {
    this.note(timeout)
    const part = tags[0]
    if (part === undefined || this.answered.has(part) || this.hanging.includes(part)) return
    if (!timeout) {
      this.answered.add(part)
      return
    }
    const n = (this.timeouts.get(part) ?? 0) + 1
    this.timeouts.set(part, n)
    if (n >= HANG_AFTER) this.hanging.push(part)
  }

  /** The part of `tags` the program hangs on, or undefined. */
  hangsOn(tags: readonly string[]): string | undefined {
    return this.hanging.find((t) => tags.includes(t))
  }

  /** Every part marked so far, in the order they were found. */
  parts(): readonly string[] {
    return this.hanging
  }
}
