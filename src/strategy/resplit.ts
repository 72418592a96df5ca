/**
 * Splitting into at most `max` hands when each new one-card hand draws a resplittable card with
 * probability q: the expected number of hands that end on another card, and of hands that drew a
 * resplittable card when no more splits were allowed.
 */
export function expectedHands(q: number, max: number): [number, number] {
  // g(pending, hands) needs g(pending - 1, hands) and, below the limit, g(pending + 1, hands + 1):
  // so the states 1 ≤ pending ≤ hands ≤ max are filled from hands = max down, pending upwards
  // (index pending * 16 + hands; pending 0 is 0 and 0). A chart asks this 100 times.
  const ends = ENDS.fill(0)
  const stuck = STUCK.fill(0)
  for (let hands = max; hands >= 2; hands--) {
    for (let pending = 1; pending <= hands; pending++) {
      const key = pending * 16 + hands
      const a1 = ends[key - 16]
      const b1 = stuck[key - 16]
      if (hands < max) {
        ends[key] = (1 - q) * (a1 + 1) + q * ends[key + 17]
        stuck[key] = (1 - q) * b1 + q * stuck[key + 17]
      } else {
        ends[key] = (1 - q) * (a1 + 1) + q * a1
        stuck[key] = (1 - q) * b1 + q * (b1 + 1)
      }
    }
  }
  return [ends[2 * 16 + 2], stuck[2 * 16 + 2]]
}

/** expectedHands by limit, then q (expectedHandsOnce): across charts the same shoes ask the same questions (at most 8 × 10 × 10 × 2 q's a limit). */
const handsMemo = new Map<number, Map<number, [number, number]>>()

export function expectedHandsOnce(q: number, max: number): [number, number] {
  let byQ = handsMemo.get(max)
  if (!byQ) {
    byQ = new Map()
    handsMemo.set(max, byQ)
  }
  let out = byQ.get(q)
  if (!out) {
    out = expectedHands(q, max)
    byQ.set(q, out)
  }
  return out
}

/** Scratch for expectedHands (hands ≤ 8, pending ≤ hands + 1). */
const ENDS = new Float64Array(10 * 16)
const STUCK = new Float64Array(10 * 16)
