import { FEATURE_KEYS, type Features, type TableSettings } from './config.ts'

/** Every feature on. */
const ALL_ON: Features = {
  multiplayer: true,
  surrender: true,
  double: true,
  split: true,
  betting: true,
  naturals: true,
  insurance: true,
  evenMoney: true,
}

/** A named starting point: the tables the seeds describe, named for what they are (never by seed file). */
export interface Preset {
  id: string
  title: string
  description: string
  settings: TableSettings
}

/** The presets offered on the home page. */
export const PRESETS: readonly Preset[] = [
  {
    id: 'casino',
    title: 'Casino classic',
    description:
      '6 decks, dealer stands on soft 17, blackjack pays 3:2, peek, double after split, split to 4, late surrender.',
    settings: {
      features: { ...ALL_ON },
      house: { decks: 6, hitSoft17: false, blackjackPays: '3:2', holeCard: 'peek', doubleAfterSplit: true },
      bankroll: 1000,
      turnSeconds: 30,
    },
  },
  {
    id: 'online8',
    title: 'Online 8-deck',
    description:
      '8 decks shuffled every hand, $5–$100, no resplits, one card to split aces, no hole card (OBO), insurance.',
    settings: {
      features: { ...ALL_ON, surrender: false, evenMoney: false },
      house: { decks: 8, penetration: 0, minBet: 5, maxBet: 100, maxHands: 2, holeCard: 'enhc', obo: true },
      bankroll: 500,
      turnSeconds: 30,
    },
  },
  {
    id: 'rocket',
    title: 'Rocket Academy',
    description: 'Hit, stand and split (same rank only), betting, blackjack pays 1.5×, several players.',
    settings: {
      features: { ...ALL_ON, surrender: false, double: false, insurance: false, evenMoney: false },
      house: { decks: 1, splitBy: 'rank' },
      bankroll: 100,
      turnSeconds: 30,
    },
  },
  {
    id: 'beginner',
    title: 'Beginner: hit or stand',
    description: 'The basics only: one player, hit or stand, no money. The strategy coach is on.',
    settings: {
      features: Object.fromEntries(FEATURE_KEYS.map((k) => [k, false])) as unknown as Features,
      house: { decks: 6 },
      bankroll: 1000,
      // A solo table has no clock: nobody waits on its only player.
      turnSeconds: 0,
      // Learning first: the beginner's table coaches from the first decision.
      coach: true,
    },
  },
]

/** The preset with this id, or the classic casino table. */
export function presetById(id: string | undefined): Preset {
  return PRESETS.find((p) => p.id === id) ?? PRESETS[0]
}
