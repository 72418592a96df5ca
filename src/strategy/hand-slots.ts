/**
 * The two-card hands whose values a chart needs against one upcard, numbered so the values fit a
 * flat array (hand-values.ts stores them in that order, three per hand: stand, hit, double).
 * Slots 0–54: the dealt hands a,b with 1 ≤ a ≤ b ≤ 10; slots 55–154: a split hand of p that drew c
 * (p, c = 1..10), valued on the shoe without both pair cards.
 */
export const HAND_SLOTS = 155

/** The slot of the dealt hand a,b (either order). */
export function mainSlot(a: number, b: number): number {
  const lo = Math.min(a, b)
  const hi = Math.max(a, b)
  // Rows lo = 1..10 hold 10, 9, … 1 hands: the row starts after the (lo - 1) longer rows.
  return ((lo - 1) * (22 - lo)) / 2 + (hi - lo)
}

/** The slot of the split hand of pair card `p` that drew `c`. */
export function splitSlot(p: number, c: number): number {
  return 55 + (p - 1) * 10 + (c - 1)
}
