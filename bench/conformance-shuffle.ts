/**
 * How the shuffle uniformity test separates correct from biased shuffles: for several sample
 * sizes S, the chi-square statistic and p-value (52 × 52 card-by-position table, 2601 degrees of
 * freedom) of five runs each of a Fisher–Yates shuffle and three classic biased ones. The grader
 * uses S = 1000 and passes p ≥ 1e-4 (src/conformance/shuffle-stats.ts).
 *
 *   npx node bench/conformance-shuffle.ts
 */
import { chiSquarePValue, chiSquareStatistic } from '../src/conformance/chi-square.ts'

type Shuffle = (deck: number[]) => number[]
const pick = (n: number) => Math.floor(Math.random() * n)
const swap = (a: number[], i: number, j: number) => {
  const t = a[i]
  a[i] = a[j]
  a[j] = t
}

const SHUFFLES: [string, Shuffle][] = [
  [
    'Fisher–Yates (correct)',
    (a) => {
      for (let i = a.length - 1; i > 0; i--) swap(a, i, pick(i + 1))
      return a
    },
  ],
  ['sort(() => Math.random() - 0.5)', (a) => a.sort(() => Math.random() - 0.5)],
  [
    'naive: swap each with any position',
    (a) => {
      for (let i = 0; i < a.length; i++) swap(a, i, pick(a.length))
      return a
    },
  ],
  [
    "Sattolo's off-by-one (j < i)",
    (a) => {
      for (let i = a.length - 1; i > 0; i--) swap(a, i, pick(i))
      return a
    },
  ],
]

for (const [name, shuffle] of SHUFFLES) {
  console.log(name)
  for (const S of [260, 520, 1000, 2000]) {
    const runs: string[] = []
    for (let run = 0; run < 5; run++) {
      const counts = new Float64Array(52 * 52)
      for (let s = 0; s < S; s++) {
        const deck = shuffle(Array.from({ length: 52 }, (_, i) => i))
        for (let pos = 0; pos < 52; pos++) counts[deck[pos] * 52 + pos]++
      }
      const x = chiSquareStatistic(counts, S / 52)
      runs.push(`χ²=${x.toFixed(0)} p=${chiSquarePValue(x, 2601).toExponential(1)}`)
    }
    console.log(`  S=${String(S).padEnd(5)} ${runs.join('  ')}`)
  }
}
