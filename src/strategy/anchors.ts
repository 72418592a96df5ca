/**
 * Published house edges (basic strategy, cut card) the simulator must reproduce, from
 * the project research note on engine anchors (shared notes, engine-anchors.md): Wikipedia / Hoppe simulations /
 * Wizard of Odds calculator.
 * A delta anchor compares `rules` against `base` (the published change in percentage points).
 */
export interface Anchor {
  name: string
  rules: Record<string, unknown>
  /** When set, the anchor is the house edge of `rules` minus that of `base`. */
  base?: Record<string, unknown>
  published: number
  source: string
}

const H17_DAS = { hitSoft17: true, surrender: 'none' }

/** The validation table of issue 5. */
export const ANCHORS: readonly Anchor[] = [
  {
    name: '6D H17 DAS, no surrender',
    rules: { decks: 6, ...H17_DAS },
    published: 0.64,
    source: 'Wikipedia 0.64; Hoppe sim 0.641; Wizard 0.639',
  },
  {
    name: '8D H17 DAS, no surrender',
    rules: { decks: 8, ...H17_DAS },
    published: 0.66,
    source: 'Wikipedia 0.66; Hoppe sim 0.663; Wizard 0.661',
  },
  {
    name: '6D S17 DAS LS RSA',
    rules: { decks: 6, surrender: 'late', resplitAces: true },
    published: 0.285,
    source: 'Wizard calculator BS + cut card 0.28507',
  },
  {
    name: '1D H17 DAS, no surrender',
    rules: { decks: 1, ...H17_DAS },
    published: 0.17,
    source: 'Wikipedia 0.17; Hoppe sim 0.170',
  },
  {
    name: '6:5 instead of 3:2 (6D H17 DAS LS)',
    rules: { decks: 6, hitSoft17: true, surrender: 'late', blackjackPays: '6:5' },
    base: { decks: 6, hitSoft17: true, surrender: 'late' },
    published: 1.36,
    source: 'Hoppe sim +1.358; Wizard +1.360',
  },
  {
    name: 'ENHC, all bets lost (6D H17 DAS, no surrender)',
    rules: { decks: 6, ...H17_DAS, holeCard: 'enhc', obo: false },
    base: { decks: 6, ...H17_DAS },
    published: 0.105,
    source: 'Hoppe sim +0.104, Wizard +0.105 (LS baseline); Wizard Appendix 9 CD: +0.112 without surrender',
  },
]
