/** ln Γ(x) for x > 0, by the Lanczos approximation (g = 7, n = 9; about 15 significant digits). */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61503916999186,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ]
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const z = x - 1
  let a = c[0]
  const t = z + 7.5
  for (let i = 1; i < 9; i++) a += c[i] / (z + i)
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a)
}

/**
 * The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a): by its series when
 * x < a + 1 (then Q = 1 − P), else by Lentz's continued fraction (Numerical Recipes §6.2).
 */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a))
  if (x < a + 1) {
    let term = 1 / a
    let sum = term
    for (let n = 1; n < 100_000; n++) {
      term *= x / (a + n)
      sum += term
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break
    }
    return Math.max(0, 1 - sum * front)
  }
  const tiny = 1e-300
  let b = x + 1 - a
  let c = 1 / tiny
  let d = 1 / b
  let h = d
  for (let i = 1; i < 100_000; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < tiny) d = tiny
    c = b + an / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-15) break
  }
  return front * h
}

/** P(X ≥ statistic) for a chi-square variable with `df` degrees of freedom: the test's p-value. */
export function chiSquarePValue(statistic: number, df: number): number {
  return gammaQ(df / 2, statistic / 2)
}

/**
 * Pearson's statistic for a table of counts that should all equal `expected`:
 * Σ (observed − expected)² / expected.
 */
export function chiSquareStatistic(counts: ArrayLike<number>, expected: number): number {
  let sum = 0
  for (let i = 0; i < counts.length; i++) {
    const d = counts[i] - expected
    sum += (d * d) / expected
  }
  return sum
}
