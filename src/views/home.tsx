import { DEFAULT_RULES, type Rules } from '../engine/rules.ts'
import { FEATURE_KEYS, type Features, type TableSettings } from '../table/config.ts'
import { PRESETS } from '../table/presets.ts'
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

/** The home page: pick a preset or set every feature and house rule, then create a table. */
export function HomePage({ settings, error }: { settings: TableSettings; error?: string | null }) {
  const r: Rules = { ...DEFAULT_RULES, ...settings.house }
  return (
    <Layout title="New table" styles={['/assets/table.css']}>
      <h1>Start a blackjack table</h1>
      <p>Presets from the assignments:</p>
      <ul class="presets">
        {PRESETS.map((p) => (
          <li>
            <a href={`/?preset=${p.id}`}>{p.title}</a>: {p.description}
          </li>
        ))}
      </ul>
      {error && (
        <p class="notice error" role="alert">
          {error}
        </p>
      )}
      <form method="post" action="/tables" class="create">
        <fieldset>
          <legend>Features (a feature that is off is gone from play)</legend>
          {FEATURE_KEYS.map((k) => (
            <Check name="features" value={k} label={FEATURE_LABELS[k]} checked={settings.features[k]} />
          ))}
        </fieldset>
        <HouseRules r={r} />
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
            label="Seconds per decision"
            value={settings.turnSeconds}
            min={5}
            max={600}
            step="1"
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
        <button type="submit" class="primary">
          Create table
        </button>
      </form>
    </Layout>
  )
}
