import { DEFAULT_RULES, type Rules } from '../engine/rules.ts'
import { FEATURE_KEYS, type Features, type TableSettings } from '../table/config.ts'
import { PRESETS } from '../table/presets.ts'
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

function Select(props: { name: string; label: string; value: string; options: [string, string][] }) {
  return (
    <label>
      {props.label}{' '}
      <select name={props.name}>
        {props.options.map(([value, text]) => (
          <option value={value} selected={value === props.value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

function Check({ name, label, checked, value }: { name: string; label: string; checked: boolean; value?: string }) {
  return (
    <label class="check">
      <input type="checkbox" name={name} value={value ?? 'on'} checked={checked} /> {label}
    </label>
  )
}

function NumberField(props: { name: string; label: string; value: number; min: number; max: number; step: string }) {
  return (
    <label>
      {props.label}{' '}
      <input
        type="number"
        name={props.name}
        value={String(props.value)}
        min={String(props.min)}
        max={String(props.max)}
        step={props.step}
        required
      />
    </label>
  )
}

function HouseRules({ r }: { r: Rules }) {
  const range = (a: number, b: number): [string, string][] =>
    Array.from({ length: b - a + 1 }, (_, i) => [String(a + i), String(a + i)])
  return (
    <fieldset>
      <legend>House rules</legend>
      <Select name="decks" label="Decks" value={String(r.decks)} options={range(1, 8)} />
      <Select
        name="hitSoft17"
        label="Dealer on soft 17"
        value={r.hitSoft17 ? 'h17' : 's17'}
        options={[
          ['s17', 'Stands (S17)'],
          ['h17', 'Hits (H17)'],
        ]}
      />
      <Select
        name="blackjackPays"
        label="Blackjack pays"
        value={r.blackjackPays}
        options={[
          ['3:2', '3:2'],
          ['6:5', '6:5'],
          ['1:1', '1:1'],
        ]}
      />
      <Select
        name="holeCard"
        label="Hole card"
        value={r.holeCard}
        options={[
          ['peek', 'Peek (US)'],
          ['enhc', 'No hole card (ENHC)'],
        ]}
      />
      <Check name="peekTen" label="Peek under a ten too" checked={r.peekTen} />
      <Check name="obo" label="ENHC: lose original bets only" checked={r.obo} />
      <Select
        name="double"
        label="Double on"
        value={r.double === 'none' ? 'any' : r.double}
        options={[
          ['any', 'Any two cards'],
          ['9-11', 'Hard 9–11'],
          ['10-11', 'Hard 10–11'],
        ]}
      />
      <Check name="doubleForLess" label="Double for less" checked={r.doubleForLess} />
      <Check name="doubleAfterSplit" label="Double after split (DAS)" checked={r.doubleAfterSplit} />
      <Select
        name="maxHands"
        label="Split up to"
        value={String(r.maxHands)}
        options={range(2, 8).map(([v]) => [v, `${v} hands`])}
      />
      <Select
        name="splitBy"
        label="Pairs by"
        value={r.splitBy}
        options={[
          ['value', 'Value (K-10 is a pair)'],
          ['rank', 'Rank only'],
        ]}
      />
      <Check name="resplitAces" label="Resplit aces" checked={r.resplitAces} />
      <Check name="hitSplitAces" label="Hit split aces" checked={r.hitSplitAces} />
      <Select
        name="splitDeal"
        label="Split hands get their second card"
        value={r.splitDeal}
        options={[
          ['sequential', 'As each is played'],
          ['upfront', 'At once'],
        ]}
      />
      <Select
        name="surrender"
        label="Surrender"
        value={r.surrender === 'none' ? 'late' : r.surrender}
        options={[
          ['late', 'Late (after the peek)'],
          ['early', 'Early (before the peek)'],
        ]}
      />
      <Check name="surrenderAfterSplit" label="Surrender after split" checked={r.surrenderAfterSplit} />
      <NumberField
        name="penetration"
        label="Penetration (0 = shuffle every hand)"
        value={r.penetration}
        min={0}
        max={0.95}
        step="0.01"
      />
      <NumberField name="burn" label="Cards burned per shoe" value={r.burn} min={0} max={10} step="1" />
      <NumberField name="minBet" label="Minimum bet ($)" value={r.minBet} min={0.01} max={1000000} step="0.01" />
      <NumberField name="maxBet" label="Maximum bet ($)" value={r.maxBet} min={0.01} max={1000000} step="0.01" />
    </fieldset>
  )
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
