/** One difference between what a case expects and what an implementation answered. */
export interface Difference {
  /** Where, as a JSON path from the answer's root: `seats[0].hands[1].net`. */
  path: string
  expected: unknown
  actual: unknown
  /** What the difference means, in words, when the values alone do not say it (money). */
  note?: string
}

/** Money fields of ruling 33: compared exactly to the cent (contract section 7). */
const MONEY_KEYS = new Set(['bet', 'wager', 'net', 'stake'])
/** Below this many cents a difference is binary floating-point noise (0.1 + 0.2), not money. */
const CENT_NOISE = 1e-6

/** An amount rounded to cents with halves away from zero (ruling 23), in cents. */
function centsAwayFromZero(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x) * 100 + 1e-7)
}

/**
 * Why a money amount differs from the expected one, or null when it is the same amount to the
 * cent. An amount that is not whole cents is named as unrounded, with the rounding that was due;
 * one cent off is named as a rounding slip (banker's rounding, or halves rounded down).
 */
export function moneyNote(expected: number, actual: number): string | null {
  const cents = actual * 100
  if (Math.abs(cents - Math.round(cents)) > CENT_NOISE) {
    const due = centsAwayFromZero(actual) / 100
    return `${actual} is not rounded to cents; halves round away from zero: ${due}`
  }
  const diff = Math.abs(Math.round(cents) - Math.round(expected * 100))
  if (diff === 0) return null
  if (diff === 1)
    return `one cent off: amounts are rounded to cents with halves away from zero (${expected}, not ${actual})`
  return ''
}
/** Error fields a grader compares (ruling 9, 33): never `message`. */
const ERROR_KEYS = ['code', 'round', 'seat', 'hand', 'action']

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

/** A JSON path built only when a difference needs it: most compared fields agree. */
type Path = { parent: Path | null; key: string | number } | null

function pathText(p: Path): string {
  if (!p) return ''
  const head = pathText(p.parent)
  return typeof p.key === 'number' ? `${head}[${p.key}]` : head ? `${head}.${p.key}` : p.key
}

function walk(expected: unknown, actual: unknown, path: Path, key: string, out: Difference[]): void {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) {
      out.push({ path: pathText(path), expected, actual })
      return
    }
    if (expected.length !== actual.length) {
      // A length mismatch is one difference: listing every shifted element helps nobody.
      out.push({ path: `${pathText(path)}.length`, expected: expected.length, actual: actual.length })
    }
    const n = Math.min(expected.length, actual.length)
    for (let i = 0; i < n; i++) walk(expected[i], actual[i], { parent: path, key: i }, key, out)
    return
  }
  if (isRecord(expected)) {
    if (!isRecord(actual)) {
      out.push({ path: pathText(path), expected, actual })
      return
    }
    for (const k of Object.keys(expected)) {
      walk(expected[k], k in actual ? actual[k] : undefined, { parent: path, key: k }, k, out)
    }
    return
  }
  if (MONEY_KEYS.has(key) && typeof expected === 'number' && typeof actual === 'number') {
    const note = moneyNote(expected, actual)
    if (note !== null) out.push({ path: pathText(path), expected, actual, ...(note ? { note } : {}) })
    return
  }
  if (expected !== actual) out.push({ path: pathText(path), expected, actual })
}

/**
 * Compares an answer with a case's `expect` per ruling 33: fields beyond those expected are
 * ignored, money is equal to the cent (section 7, which wins over ruling 33's half a cent), and for an error only `code` and the locator
 * fields that `expect` carries count. Returns every difference (empty when they agree).
 */
export function compareAnswer(expect: unknown, actual: unknown): Difference[] {
  const out: Difference[] = []
  if (isRecord(expect) && isRecord(expect.error)) {
    const want = expect.error
    const got = isRecord(actual) && isRecord(actual.error) ? actual.error : undefined
    if (!got)
      return [
        {
          path: 'error',
          expected: want,
          actual: isRecord(actual) && !actual.error ? 'a result, not an error' : actual,
        },
      ]
    for (const k of ERROR_KEYS)
      if (k in want && want[k] !== got[k]) out.push({ path: `error.${k}`, expected: want[k], actual: got[k] })
    return out
  }
  if (isRecord(actual) && isRecord(actual.error)) {
    return [{ path: 'error', expected: 'a result, not an error', actual: actual.error }]
  }
  walk(expect, actual, null, '', out)
  return out
}
