import type { Rules } from '../engine/rules.ts'
import type { Features } from '../table/config.ts'
import { formatMoney, toCents } from '../table/money.ts'

/** The house rules in plain words, one phrase each, for the table page. */
export function rulesSummary(r: Rules, f: Features): string[] {
  const out = [
    `${r.decks} deck${r.decks > 1 ? 's' : ''}`,
    r.penetration === 0 ? 'shuffled every hand' : `cut card at ${Math.round(r.penetration * 100)}%`,
    r.hitSoft17 ? 'dealer hits soft 17' : 'dealer stands on soft 17',
  ]
  if (r.naturals) out.push(`blackjack pays ${r.blackjackPays}`)
  else out.push('no special blackjacks')
  out.push(r.holeCard === 'peek' ? 'dealer peeks for blackjack' : `no hole card${r.obo ? ' (original bets only)' : ''}`)
  if (r.double === 'none') out.push('no doubling')
  else
    out.push(
      `double on ${r.double === 'any' ? 'any two cards' : r.double}${r.doubleAfterSplit ? ', after splits too' : ''}`,
    )
  if (r.split) out.push(`split to ${r.maxHands} hands${r.splitBy === 'rank' ? ' (same rank only)' : ''}`)
  else out.push('no splitting')
  out.push(r.surrender === 'none' ? 'no surrender' : `${r.surrender} surrender`)
  out.push(r.insurance && r.naturals ? `insurance${r.evenMoney ? ' and even money' : ''}` : 'no insurance')
  if (f.betting) out.push(`bets ${formatMoney(toCents(r.minBet))}–${formatMoney(toCents(r.maxBet))}`)
  else out.push('no betting')
  out.push(f.multiplayer ? 'up to 7 players' : 'one player')
  return out
}
