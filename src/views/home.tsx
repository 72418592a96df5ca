import { DEFAULT_RULES, type Rules } from '../engine/rules.ts'
import { FEATURE_KEYS, type Features, type TableSettings } from '../table/config.ts'
import { PRESETS, type Preset } from '../table/presets.ts'
import { Check, HouseRules, NumberField } from './house-rules.tsx'
import { Layout } from './layout.tsx'

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
function PresetCard({ p }: { p: Preset }) {
  return (
    <li class="preset">
      <h3>{p.title}</h3>
      <p>{p.description}</p>
      <form method="post" action="/tables">
        <input type="hidden" name="preset" value={p.id} />
        <button type="submit" class="primary" aria-label={`Play ${p.title}`}>
          Play
        </button>{' '}
        <a href={`/?preset=${p.id}#custom`}>Change its rules</a>
      </form>
    </li>
  )
}

/**
 * The home page: one click on a preset's Play creates its table; below, folded, the custom form
 * with every feature and house rule (a preset's link fills it in and says which one it started from).
 */
export function HomePage(props: {
  settings: TableSettings
  error?: string | null
  chosen?: Preset | null
  open?: boolean
}) {
  const { settings, error, chosen } = props
  const r: Rules = { ...DEFAULT_RULES, ...settings.house }
  return (
    <Layout title="New table" styles={['/assets/table.css', '/assets/home.css']} scripts={['/assets/home.js']}>
      <h1>Play blackjack</h1>
      <p>Pick a table and play at once. Share its link and friends can join at the tables with seats for them.</p>
      <h2>Tables</h2>
      <ul class="presets">
        {PRESETS.map((p) => (
          <PresetCard p={p} />
        ))}
      </ul>
      {error && (
        <p class="notice error" role="alert">
          {error}
        </p>
      )}
      <details id="custom" class="custom" open={props.open === true}>
        <summary>
          <h2>Custom table{chosen ? `, starting from “${chosen.title}”` : ''}</h2>
        </summary>
        <form method="post" action="/tables" class="create">
          <fieldset class="features">
            <legend>Features (a feature that is off is gone from play)</legend>
            {FEATURE_KEYS.map((k) => (
              <Check name="features" value={k} label={FEATURE_LABELS[k]} checked={settings.features[k]} />
            ))}
          </fieldset>
          <fieldset>
            <legend>Table</legend>
            <NumberField
              name="bankroll"
              label="Starting bankroll ($)"
              value={settings.bankroll}
              min={0.01}
              max={1000000}
              step="0.01"
            />
            <NumberField
              name="turnSeconds"
              label="Seconds per decision (0 = no limit; the seat then stands)"
              value={settings.turnSeconds}
              min={0}
              max={600}
              step="1"
            />
            <Check
              name="soloClock"
              label="Keep the clock for a player alone at the table (without it, one player has all the time they want)"
              checked={settings.soloClock === true}
            />
          </fieldset>
          <fieldset>
            <legend>Learning</legend>
            <Check
              name="coach"
              label="Strategy coach: after each decision, show the basic-strategy play and what a different choice cost"
              checked={settings.coach === true}
            />
          </fieldset>
          <details class="advanced">
            <summary>House rules (decks, dealer, doubling, splitting, surrender, bets)</summary>
            <HouseRules r={r} f={settings.features} />
          </details>
          <button type="submit" class="primary">
            Create table
          </button>
        </form>
      </details>
    </Layout>
  )
}
