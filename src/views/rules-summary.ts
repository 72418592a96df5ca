import type { Rules } from '../engine/rules.ts'
import type { MoveName } from '../engine/state.ts'
import type { Features } from '../table/config.ts'
import { formatMoney, toCents } from '../table/money.ts'

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

/** The shoe and the dealer: decks, shuffling, burn cards, soft 17, blackjacks and the hole card. */
function dealing(r: Rules): string[] {
  const out = [
    plural(r.decks, 'deck'),
    r.penetration === 0 ? 'shuffled every hand' : `cut card at ${Math.round(r.penetration * 100)}%`,
  ]
  if (r.burn > 0) out.push(`${plural(r.burn, 'card')} burned after each shuffle`)
  out.push(r.hitSoft17 ? 'dealer hits soft 17' : 'dealer stands on soft 17')
  if (!r.naturals) {
    // No blackjacks: a peek or an ENHC hole card decides nothing, so the summary does not mention one.
    out.push('no special blackjacks (a two-card 21 is an ordinary 21)')
    return out
  }
  out.push(`blackjack pays ${r.blackjackPays}`)
  if (r.holeCard === 'peek') out.push(`dealer peeks for blackjack under an ace${r.peekTen ? ' or a ten' : ''}`)
  else out.push(`no hole card${r.obo ? ' (a dealer blackjack takes original bets only)' : ''}`)
  return out
}

/** Doubling, splitting and surrender, each with every option that changes it. */
function decisions(r: Rules): string[] {
  const out: string[] = []
  if (r.double === 'none') out.push('no doubling')
  else {
    const on = r.double === 'any' ? 'any two cards' : `hard ${r.double}`
    const extras = [r.doubleForLess ? 'for less too' : '', r.split && r.doubleAfterSplit ? 'after splits too' : '']
    out.push([`double on ${on}`, ...extras.filter(Boolean)].join(', '))
  }
  if (r.split) {
    out.push(`split to ${plural(r.maxHands, 'hand')}${r.splitBy === 'rank' ? ' (same rank only)' : ''}`)
    out.push(r.resplitAces ? 'aces may be resplit' : 'no resplitting aces')
    out.push(r.hitSplitAces ? 'split aces may be hit' : 'one card to each split ace')
    if (r.splitDeal === 'upfront') out.push('split hands get their second cards at once')
  } else out.push('no splitting')
  if (r.surrender === 'none') out.push('no surrender')
  else out.push(`${r.surrender} surrender${r.split && r.surrenderAfterSplit ? ', after splits too' : ''}`)
  return out
}

/** The house rules in plain words, one phrase each, for the table page. */
export function rulesSummary(r: Rules, f: Features): string[] {
  const out = [...dealing(r), ...decisions(r)]
  out.push(r.insurance && r.naturals ? `insurance${r.evenMoney ? ' and even money' : ''}` : 'no insurance')
  if (f.betting) out.push(`bets ${formatMoney(toCents(r.minBet))}–${formatMoney(toCents(r.maxBet))}`)
  else out.push('no betting')
  out.push(f.multiplayer ? 'up to 7 players' : 'one player')
  return out
}

/** The moves this table's rules ever offer: the shortcuts and the "not offered" list name only these. */
export function tableMoves(r: Rules): MoveName[] {
  const insurance = r.naturals && r.insurance
  const evenMoney = insurance && r.evenMoney
  const moves: [MoveName, boolean][] = [
    ['hit', true],
    ['stand', true],
    ['double', r.double !== 'none'],
    ['split', r.split],
    ['surrender', r.surrender !== 'none'],
    ['insure', insurance],
    ['even-money', evenMoney],
    // "No thanks" declines insurance, even money or early surrender.
    ['decline', insurance || r.surrender === 'early'],
  ]
  return moves.filter(([, on]) => on).map(([m]) => m)
}
