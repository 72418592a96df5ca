import { DEFAULT_RULES, type Rules } from '../engine/rules.ts'
import { FEATURE_KEYS, type Features, type TableSettings } from '../table/config.ts'
import { PRESETS, type Preset } from '../table/presets.ts'
import { checkHtml, houseRulesHtml, numberHtml } from './house-rules.tsx'
import { esc } from './html.ts'
import { pageHtml } from './layout.tsx'

const FEATURE_LABELS: Record<keyof Features, string> = {
  multiplayer: 'More than one player (up to 7 seats)',
  surrender: 'Surrender',
  double: 'Doubling down',
  split: 'Splitting pairs',
  betting: 'Betting (bankroll and table limits)',
  naturals: 'Handling blackjacks (naturals pay, dealer blackjack ends the round)',
  insurance: 'Insurance (needs blackjacks)',
  evenMoney: 'Even money (needs insurance)',
}

/** One preset: what it is, and a Play button that creates its table at once. */
function presetHtml(p: Preset): string {
  const id = esc(p.id)
  return (
    `<li class="preset"><h3>${esc(p.title)}</h3><p>${esc(p.description)}</p>` +
    `<form method="post" action="/tables"><input type="hidden" name="preset" value="${id}"/>` +
    `<button type="submit" class="primary" aria-label="${esc(`Play ${p.title}`)}">Play</button> ` +
    `<a href="${esc(`/?preset=${p.id}#custom`)}">Change its rules</a></form></li>`
  )
}

/** The page's opening and preset list: the same on every request, so made once per isolate when first asked. */
let top: string | undefined
function topHtml(): string {
  top ??=
    '<h1>Play blackjack</h1><p>Pick a table and play at once. Share its link and friends can join at the tables ' +
    `with seats for them.</p><h2>Tables</h2><ul class="presets">${PRESETS.map(presetHtml).join('')}</ul>`
  return top
}

const SOLO_CLOCK = 'Keep the clock for a player alone at the table (without it, one player has all the time they want)'
const COACH = 'Strategy coach: after each decision, show the basic-strategy play and what a different choice cost'

/** The custom form's fields, filled in from `settings`. */
function customFormHtml(settings: TableSettings): string {
  const r: Rules = { ...DEFAULT_RULES, ...settings.house }
  let features = ''
  for (const k of FEATURE_KEYS) features += checkHtml('features', FEATURE_LABELS[k], settings.features[k], k)
  return (
    '<form method="post" action="/tables" class="create"><fieldset class="features">' +
    `<legend>Features (a feature that is off is gone from play)</legend>${features}</fieldset>` +
    '<fieldset><legend>Table</legend>' +
    numberHtml('bankroll', 'Starting bankroll ($)', settings.bankroll, 0.01, 1000000, '0.01') +
    numberHtml(
      'turnSeconds',
      'Seconds per decision (0 = no limit; the seat then stands)',
      settings.turnSeconds,
      0,
      600,
      '1',
    ) +
    checkHtml('soloClock', SOLO_CLOCK, settings.soloClock === true) +
    `</fieldset><fieldset><legend>Learning</legend>${checkHtml('coach', COACH, settings.coach === true)}</fieldset>` +
    '<details class="advanced"><summary>House rules (decks, dealer, doubling, splitting, surrender, bets)</summary>' +
    `${houseRulesHtml(r, settings.features)}</details><button type="submit" class="primary">Create table</button></form>`
  )
}

/** What the home page shows: the custom form's settings, a refused form's reason, the preset it started from. */
export interface HomeView {
  settings: TableSettings
  error?: string | null
  chosen?: Preset | null
  open?: boolean
}

/**
 * The home page: one click on a preset's Play creates its table; below, folded, the custom form
 * with every feature and house rule (a preset's link fills it in and says which one it started from).
 * Written as text (layout.tsx `pageHtml` says why).
 */
export function homePageHtml(props: HomeView): string {
  const { settings, error, chosen } = props
  const alert = error ? `<p class="notice error" role="alert">${esc(error)}</p>` : ''
  const from = chosen ? esc(`, starting from “${chosen.title}”`) : ''
  const body =
    `${topHtml()}${alert}<details id="custom" class="custom"${props.open === true ? ' open=""' : ''}>` +
    `<summary><h2>Custom table${from}</h2></summary>${customFormHtml(settings)}</details>`
  const page = { title: 'New table', styles: ['/assets/table.css', '/assets/home.css'], scripts: ['/assets/home.js'] }
  return pageHtml(page, body)
}
