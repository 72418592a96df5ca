// A scripted console session with a stacked shoe: what a person sees when they hit, then stand.
import { spawnSync } from 'node:child_process'
import { expect } from 'vitest'
import { answer } from '../../src/engine/protocol.ts'

interface HandOut {
  cards: string[]
  total: number
  soft: boolean
  outcome: string
  net: number
}
interface RoundOut {
  dealer: { cards: string[]; total: number; bust: boolean; blackjack: boolean }
  seats: { hands: HandOut[] }[]
}

const play = (shoe: string[], actions: string[]) =>
  answer({ shoe, seats: [{ bet: 10, actions }] }) as unknown as RoundOut

/**
 * The first seed whose shoe (shuffled by the reference engine) deals a round with no ace up, no
 * natural, and a hit that leaves the player under 21: so the session is exactly hit, then stand.
 */
export function stackedRound(): { shoe: string[]; dealt: RoundOut; played: RoundOut } {
  for (let i = 0; ; i++) {
    const { shoe } = answer({ op: 'shuffle', decks: 1, seed: `kit-console-${i}` }) as { shoe: string[] }
    const cards = shoe.slice(0, 15)
    const played = play(cards, ['hit', 'stand'])
    const hand = played.seats[0].hands[0]
    const pair = 'TJQK'.includes(cards[0][0]) ? 'TJQK'.includes(cards[2][0]) : cards[0][0] === cards[2][0]
    if (cards[1][0] === 'A' || pair || played.dealer.blackjack || hand.cards.length !== 3 || hand.total >= 21) continue
    const dealt = play(cards, ['stand'])
    if (dealt.seats[0].hands[0].total === 21) continue
    return { shoe: cards, dealt, played }
  }
}

const money = (net: number) => `${net >= 0 ? '+' : '-'}${Math.abs(net).toFixed(2)}`
const total = (h: { total: number; soft: boolean }) => `(${h.soft ? 'soft ' : ''}${h.total})`

/**
 * Plays the stacked round in a kit's console mode and checks the screen: bet 10, try to split the
 * unpaired hand (refused, and asked again), hit, stand, no more rounds.
 */
export function consoleSession(dir: string, [cmd, args]: [string, string[]]): void {
  const { shoe, dealt, played } = stackedRound()
  const input = '10\np\nh\ns\nn\n'
  const out = spawnSync(cmd, [...args, '--shoe', shoe.join(',')], {
    cwd: dir,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  })
  expect(out.status, out.stderr).toBe(0)
  const screen = out.stdout
  const two = dealt.seats[0].hands[0]
  const three = played.seats[0].hands[0]
  const up = shoe[1]
  // The two cards, then the three after the hit, each with its total and the dealer's upcard.
  expect(screen).toContain(`Player 1: ${two.cards.join(' ')} ${total(two)}   dealer shows ${up}`)
  expect(screen).toContain(`Player 1: ${three.cards.join(' ')} ${total(three)}   dealer shows ${up}`)
  // The dealer's whole hand, and how the hand ended with its money.
  const d = played.dealer
  expect(screen).toContain(`Dealer: ${d.cards.join(' ')} (${d.total})${d.bust ? ' (bust)' : ''}`)
  expect(screen).toContain(`Player 1: ${three.cards.join(' ')} (${three.total}): ${three.outcome} ${money(three.net)}`)
  expect(screen).toContain('You cannot split this hand now.')
  expect(screen).toMatch(/Another round\?/)
}
