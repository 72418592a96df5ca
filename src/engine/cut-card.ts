/**
 * Where the cut card goes (ruling 24), exactly: from the decimal the rules were written in, never
 * from its binary double.
 */
import type { Rules } from './rules.ts'

/** The cut card position N of ruling 24: floor(penetration × decks × 52), computed exactly. */
export function cutCardPosition(rules: Rules): number {
  let cut = cutCache.get(rules)
  if (cut === undefined) {
    cut = exactCut(rules)
    cutCache.set(rules, cut)
  }
  return cut
}

/** Rules objects are reused round after round: compute each one's cut card once. */
const cutCache = new WeakMap<Rules, number>()

function exactCut(rules: Rules): number {
  // Use the decimal the JSON wrote (its shortest round-trip form), not the binary double:
  // 0.7 × 52 must be exactly 36.4, never 36.39999.
  const [digits, exp] = decimalParts(rules.penetration)
  const product = BigInt(digits) * BigInt(rules.decks * 52)
  return Number(exp >= 0 ? product * 10n ** BigInt(exp) : product / 10n ** BigInt(-exp))
}

/** A non-negative number as integer digits and a power of ten: 0.75 → ["75", -2]. */
function decimalParts(x: number): [string, number] {
  const [mantissa, e = '0'] = x.toString().split('e')
  const [whole, frac = ''] = mantissa.split('.')
  return [(whole + frac).replace(/^0+(?=\d)/, ''), Number(e) - frac.length]
}
