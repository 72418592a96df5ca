import { type Rules, resolveRules } from '../engine/rules.ts'
import { HAND_SLOTS } from './hand-slots.ts'
import { UpcardContext } from './upcard.ts'

/**
 * The expensive part of every chart, stored once per shoe: each two-card hand's raw stand, hit and
 * double values (hand-slots.ts) against each upcard. Of all the rule options they depend only on
 * `decks`, `hitSoft17` and `naturals` (the shoe and the dealer's draws) and, against an ace or a ten,
 * on what a dealer natural costs a live hand. Every other option (doubling, splitting, surrender,
 * the peek's conditioning) only picks and combines these values, cheaply. So 32 slices — one per
 * decks × hitSoft17 × naturals, 37–52 KiB each — cover every rule set of the contract, where the
 * charts themselves number in the millions.
 *
 * A slice is little-endian float64s: a header [format, decks, hitSoft17, naturals], then one block
 * of HAND_SLOTS × 3 values per (upcard, natural cost) in blockIndex order.
 */
export const HAND_VALUES_FORMAT = 1
const HEADER = 4
const BLOCK = HAND_SLOTS * 3

/** The rules a slice is for: the three options its values depend on. */
export interface SliceKey {
  decks: number
  hitSoft17: boolean
  naturals: boolean
}

/**
 * What a dealer natural costs against this upcard, as the evaluator's modes for a dealt hand and
 * a split hand: 0 none or conditioned away (peek), 1 the whole wager (ENHC, or a ten up with no
 * peek), 2 the original bet only (ENHC with OBO; split hands then carry no charge of their own).
 * Without naturals, or against 2–9, a dealer natural cannot happen: one variant.
 */
export function naturalCost(rules: Rules, up: number): 0 | 1 | 2 {
  if (!rules.naturals || (up !== 1 && up !== 10)) return 0
  if (rules.holeCard === 'enhc') return rules.obo ? 2 : 1
  return up === 10 && !rules.peekTen ? 1 : 0
}

function variants(naturals: boolean, up: number): number {
  return naturals && (up === 1 || up === 10) ? 3 : 1
}

/** Where the block of (upcard, natural cost) starts among a slice's blocks. */
function blockIndex(naturals: boolean, up: number, cost: number): number {
  let i = 0
  for (let u = 1; u < up; u++) i += variants(naturals, u)
  return i + cost
}

function blockCount(naturals: boolean): number {
  return blockIndex(naturals, 11, 0)
}

/** The static asset name of a slice, e.g. `6d-s17.bin`, `1d-h17-no-naturals.bin`. */
export function sliceName(key: SliceKey): string {
  return `${key.decks}d-${key.hitSoft17 ? 'h17' : 's17'}${key.naturals ? '' : '-no-naturals'}.bin`
}

/** Every slice of the contract (decks 1–8, S17/H17, with and without naturals). */
export function allSliceKeys(): SliceKey[] {
  const keys: SliceKey[] = []
  for (let decks = 1; decks <= 8; decks++)
    for (const hitSoft17 of [false, true])
      for (const naturals of [true, false]) keys.push({ decks, hitSoft17, naturals })
  return keys
}

/** Rules that make an UpcardContext compute the block of natural cost `cost`. */
function rulesOfCost(key: SliceKey, cost: number): Rules {
  const hole = cost === 0 ? { holeCard: 'peek' } : { holeCard: 'enhc', obo: cost === 2 }
  return resolveRules({ ...key, ...hole })
}

/** One block of a slice, computed: the upcard's hand values when a dealer natural costs `cost`. */
export function computeBlock(key: SliceKey, up: number, cost: 0 | 1 | 2): Float64Array {
  return new UpcardContext(rulesOfCost(key, cost), up).handValues()
}

/** How many float64s a slice holds, its header included. */
export function sliceLength(naturals: boolean): number {
  return HEADER + blockCount(naturals) * BLOCK
}

/** Computes a whole slice, the exact way UpcardContext computes any chart (seconds, not for a request). */
export function computeSlice(key: SliceKey): Float64Array {
  const out = new Float64Array(sliceLength(key.naturals))
  out.set([HAND_VALUES_FORMAT, key.decks, key.hitSoft17 ? 1 : 0, key.naturals ? 1 : 0])
  for (let up = 1; up <= 10; up++) {
    for (let cost = 0; cost < variants(key.naturals, up); cost++) {
      out.set(computeBlock(key, up, cost as 0 | 1 | 2), HEADER + blockIndex(key.naturals, up, cost) * BLOCK)
    }
  }
  return out
}

/**
 * A slice read back from its bytes, checked: throws an Error saying what is wrong (the caller then
 * computes the chart live) when the format, the shoe or the length is not the expected one.
 */
export function readSlice(bytes: ArrayBuffer, key: SliceKey): Float64Array {
  const want = sliceLength(key.naturals)
  if (bytes.byteLength !== want * 8) throw new Error(`the slice holds ${bytes.byteLength} bytes, not ${want * 8}`)
  const values = new Float64Array(bytes)
  if (values[0] !== HAND_VALUES_FORMAT) throw new Error(`hand-values format is ${values[0]}, not ${HAND_VALUES_FORMAT}`)
  const [decks, h17, naturals] = [values[1], values[2] === 1, values[3] === 1]
  if (decks !== key.decks || h17 !== key.hitSoft17 || naturals !== key.naturals)
    throw new Error(`the slice is for ${sliceName({ decks, hitSoft17: h17, naturals })}`)
  return values
}

/** The block of a slice for these rules and upcard, as UpcardContext's `known` values. */
export function upcardBlock(slice: Float64Array, rules: Rules, up: number): Float64Array {
  return sliceBlock(slice, rules.naturals, up, naturalCost(rules, up))
}

/** The block of (upcard, natural cost) of a slice. */
export function sliceBlock(slice: Float64Array, naturals: boolean, up: number, cost: number): Float64Array {
  const start = HEADER + blockIndex(naturals, up, cost) * BLOCK
  return slice.subarray(start, start + BLOCK)
}
