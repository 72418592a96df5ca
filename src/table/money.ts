import { toCents } from '../engine/rules.ts'

/**
 * Money inside the table is integer cents. Dollars appear only at the edges that need them: the
 * contract's JSON (rules, cases, the engine's moves) and the forms' fields. These are the crossings.
 */
export { toCents }

/** Cents as a dollar amount, for the contract's JSON and the forms' fields. */
export function toDollars(cents: number): number {
  return cents / 100
}

/**
 * The one money formatter: cents as players read them ("$10", "$12.50", "−$5"). With `exact`
 * the cents are always shown ("$0.57", "$12.00"), as a cost is.
 */
export function formatMoney(cents: number, exact = false): string {
  const abs = Math.abs(Math.round(cents))
  const text = !exact && abs % 100 === 0 ? String(abs / 100) : (abs / 100).toFixed(2)
  return `${cents < 0 && abs > 0 ? '−' : ''}$${text}`
}

/** A signed amount in cents: "+$10", "−$5", "$0". */
export function signedMoney(cents: number): string {
  return cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents)
}
