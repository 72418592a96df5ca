import type { Rules } from '../engine/rules.ts'
import type { Features } from '../table/config.ts'
import { esc } from './html.ts'

/*
 * The create form's fields as HTML text, byte for byte what their hono/jsx elements rendered
 * (attributes in the same order, `checked=""` for true, nothing for false): the home page is
 * many people's first request of an isolate, where hono/jsx runs cold (layout.tsx `pageHtml`).
 */

/** A select with its label; `options` are [value, text] pairs, the one equal to `value` selected. */
function select(name: string, label: string, value: string, options: readonly (readonly [string, string])[]): string {
  let html = `<label>${esc(label)} <select name="${esc(name)}">`
  for (const [v, text] of options)
    html += `<option value="${esc(v)}"${v === value ? ' selected=""' : ''}>${esc(text)}</option>`
  return `${html}</select></label>`
}

/** A checkbox with its label (value "on" unless given). */
export function checkHtml(name: string, label: string, checked: boolean, value = 'on'): string {
  const on = checked ? ' checked=""' : ''
  return `<label class="check"><input type="checkbox" name="${esc(name)}" value="${esc(value)}"${on}/> ${esc(label)}</label>`
}

/** A required number field with its label and range. */
export function numberHtml(name: string, label: string, value: number, min: number, max: number, step: string): string {
  return (
    `<label>${esc(label)} <input type="number" name="${esc(name)}" value="${esc(String(value))}" ` +
    `min="${esc(String(min))}" max="${esc(String(max))}" step="${esc(step)}" required=""/></label>`
  )
}

/**
 * A group of house rules that one feature toggle governs: disabled (and said why) while that
 * feature is off, since none of its options can change play then. home.js keeps it in step with
 * the toggle; without JavaScript the server's first rendering stands and the engine ignores it.
 */
function group(legend: string, body: string, needs?: string, off?: boolean): string {
  const attrs = (needs === undefined ? '' : ` data-needs="${esc(needs)}"`) + (off ? ' disabled=""' : '')
  const why = needs ? `<p class="why">Not used while the feature “${esc(legend)}” is off above.</p>` : ''
  return `<fieldset${attrs}><legend>${esc(legend)}</legend>${why}${body}</fieldset>`
}

const range = (a: number, b: number, text = (n: string) => n): [string, string][] =>
  Array.from({ length: b - a + 1 }, (_, i) => [String(a + i), text(String(a + i))])

/** The house rules of the create form, filled in from `r`, in groups by the feature they belong to. */
export function houseRulesHtml(r: Rules, f: Features): string {
  return (
    group(
      'The shoe and the dealer',
      select('decks', 'Decks', String(r.decks), range(1, 8)) +
        select('hitSoft17', 'Dealer on soft 17', r.hitSoft17 ? 'h17' : 's17', [
          ['s17', 'Stands (S17)'],
          ['h17', 'Hits (H17)'],
        ]) +
        numberHtml('penetration', 'Penetration (0 = shuffle every hand)', r.penetration, 0, 0.95, '0.01') +
        numberHtml('burn', 'Cards burned per shoe', r.burn, 0, 10, '1'),
    ) +
    group(
      'Handling blackjacks',
      select('blackjackPays', 'Blackjack pays', r.blackjackPays, [
        ['3:2', '3:2'],
        ['6:5', '6:5'],
        ['1:1', '1:1'],
      ]) +
        select('holeCard', 'Hole card', r.holeCard, [
          ['peek', 'Peek (US)'],
          ['enhc', 'No hole card (ENHC)'],
        ]) +
        checkHtml('peekTen', 'Peek under a ten too', r.peekTen) +
        checkHtml('obo', 'ENHC: lose original bets only', r.obo),
      'naturals',
      !f.naturals,
    ) +
    group(
      'Doubling down',
      select('double', 'Double on', r.double === 'none' ? 'any' : r.double, [
        ['any', 'Any two cards'],
        ['9-11', 'Hard 9–11'],
        ['10-11', 'Hard 10–11'],
      ]) +
        checkHtml('doubleForLess', 'Double for less', r.doubleForLess) +
        checkHtml('doubleAfterSplit', 'Double after split (DAS)', r.doubleAfterSplit),
      'double',
      !f.double,
    ) +
    group(
      'Splitting pairs',
      select(
        'maxHands',
        'Split up to',
        String(r.maxHands),
        range(2, 8, (v) => `${v} hands`),
      ) +
        select('splitBy', 'Pairs by', r.splitBy, [
          ['value', 'Value (K-10 is a pair)'],
          ['rank', 'Rank only'],
        ]) +
        checkHtml('resplitAces', 'Resplit aces', r.resplitAces) +
        checkHtml('hitSplitAces', 'Hit split aces', r.hitSplitAces) +
        select('splitDeal', 'Split hands get their second card', r.splitDeal, [
          ['sequential', 'As each is played'],
          ['upfront', 'At once'],
        ]),
      'split',
      !f.split,
    ) +
    group(
      'Surrender',
      select('surrender', 'Surrender', r.surrender === 'none' ? 'late' : r.surrender, [
        ['late', 'Late (after the peek)'],
        ['early', 'Early (before the peek)'],
      ]) + checkHtml('surrenderAfterSplit', 'Surrender after split', r.surrenderAfterSplit),
      'surrender',
      !f.surrender,
    ) +
    group(
      'Betting',
      numberHtml('minBet', 'Minimum bet ($)', r.minBet, 0.01, 1000000, '0.01') +
        numberHtml('maxBet', 'Maximum bet ($)', r.maxBet, 0.01, 1000000, '0.01'),
      'betting',
      !f.betting,
    )
  )
}
