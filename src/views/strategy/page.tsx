import { raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { Rules } from '../../engine/rules.ts'
import type { Chart } from '../../strategy/chart.ts'
import { esc } from '../html.ts'
import { pageHtml } from '../layout.tsx'
import { chartHtml } from './chart.tsx'

/** The rule options the form offers, with their choices (the rest keep the given or default values). */
export const FORM_OPTIONS: { key: keyof Rules; label: string; choices: [string, string][] }[] = [
  { key: 'decks', label: 'Decks', choices: ['1', '2', '4', '6', '8'].map((d) => [d, d]) },
  {
    key: 'hitSoft17',
    label: 'Dealer on soft 17',
    choices: [
      ['false', 'stands (S17)'],
      ['true', 'hits (H17)'],
    ],
  },
  {
    key: 'double',
    label: 'Double on',
    choices: [
      ['any', 'any two cards'],
      ['9-11', '9&ndash;11'],
      ['10-11', '10&ndash;11'],
      ['none', 'never'],
    ],
  },
  {
    key: 'doubleAfterSplit',
    label: 'Double after split',
    choices: [
      ['true', 'yes'],
      ['false', 'no'],
    ],
  },
  { key: 'maxHands', label: 'Split up to', choices: ['2', '3', '4', '8'].map((n) => [n, `${n} hands`]) },
  {
    key: 'resplitAces',
    label: 'Resplit aces',
    choices: [
      ['false', 'no'],
      ['true', 'yes'],
    ],
  },
  {
    key: 'hitSplitAces',
    label: 'Hit split aces',
    choices: [
      ['false', 'no'],
      ['true', 'yes'],
    ],
  },
  {
    key: 'surrender',
    label: 'Surrender',
    choices: [
      ['late', 'late'],
      ['none', 'none'],
      ['early', 'early'],
    ],
  },
  {
    key: 'holeCard',
    label: 'Hole card',
    choices: [
      ['peek', 'peek'],
      ['enhc', 'no hole card (ENHC)'],
    ],
  },
  {
    key: 'obo',
    label: 'ENHC: lose original bet only',
    choices: [
      ['true', 'yes'],
      ['false', 'no'],
    ],
  },
  {
    key: 'blackjackPays',
    label: 'Blackjack pays',
    choices: [
      ['3:2', '3:2'],
      ['6:5', '6:5'],
      ['1:1', '1:1'],
    ],
  },
]

/**
 * The rules form as HTML text, in a loop (each option's `selected` as hono/jsx writes it): 11
 * selects with 35 choices as JSX elements cost a page's first request more than the tables. Labels,
 * keys and choices are this file's constants and hold none of & < > " ' (a test checks), so none is escaped.
 */
function formHtml(rules: Rules): string {
  const out = ['<form method="get" action="/strategy" class="strategy-rules">']
  // Indexed loops and pieces for the one join: a destructuring for-of runs the iterator protocol per choice.
  for (let i = 0; i < FORM_OPTIONS.length; i++) {
    const o = FORM_OPTIONS[i]
    out.push('<label>', o.label, ' <select name="', o.key, '">')
    const now = String(rules[o.key])
    const choices = o.choices
    for (let j = 0; j < choices.length; j++) {
      const value = choices[j][0]
      out.push('<option value="', value, now === value ? '" selected="">' : '">', choices[j][1], '</option>')
    }
    out.push('</select></label>')
  }
  out.push('<button type="submit">Show chart</button></form>')
  return out.join('')
}

const INTRO =
  '<h1>Basic strategy</h1><p>Derived from expected values for these exact rules: exact dealer probabilities for the finite shoe, each two-card hand&#39;s value for every move, splits approximated. Hover or focus a cell for the expected values.</p>'

/** What a /strategy page shows: the rules in its form, then the chart or what was wrong. */
export interface StrategyView {
  rules: Rules
  chart?: Chart
  error?: string
}

/**
 * The standalone chart page as text: a form to choose the rules, then the chart or what was
 * wrong (escaped). No JSX at all, not even the page's own element (layout.tsx `pageHtml` says why).
 */
export function strategyPageHtml({ rules, chart, error }: StrategyView): string {
  const alert = error ? `<p class="error" role="alert">${esc(error)}</p>` : ''
  return pageHtml(
    { title: 'Basic strategy', styles: ['/assets/strategy.css'] },
    INTRO + formHtml(rules) + alert + (chart ? chartHtml(chart) : ''),
  )
}

/** strategyPageHtml as an element (raw text), for callers that render JSX. */
export function StrategyPage(view: StrategyView): HtmlEscapedString {
  return raw(strategyPageHtml(view))
}
