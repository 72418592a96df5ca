import type { Child } from 'hono/jsx'
import type { Rules } from '../engine/rules.ts'
import type { Features } from '../table/config.ts'

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

/** A checkbox with its label. */
export function Check({
  name,
  label,
  checked,
  value,
}: {
  name: string
  label: string
  checked: boolean
  value?: string
}) {
  return (
    <label class="check">
      <input type="checkbox" name={name} value={value ?? 'on'} checked={checked} /> {label}
    </label>
  )
}

/** A number field with its label and range. */
export function NumberField(props: {
  name: string
  label: string
  value: number
  min: number
  max: number
  step: string
}) {
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

/**
 * A group of house rules that one feature toggle governs: disabled (and said why) while that
 * feature is off, since none of its options can change play then. home.js keeps it in step with
 * the toggle; without JavaScript the server's first rendering stands and the engine ignores it.
 */
function Group(props: { legend: string; needs?: string; off?: boolean; children: Child }) {
  return (
    <fieldset data-needs={props.needs} disabled={props.off}>
      <legend>{props.legend}</legend>
      {props.needs && <p class="why">Not used while the feature “{props.legend}” is off above.</p>}
      {props.children}
    </fieldset>
  )
}

/** The house rules of the create form, filled in from `r`, in groups by the feature they belong to. */
export function HouseRules({ r, f }: { r: Rules; f: Features }) {
  const range = (a: number, b: number): [string, string][] =>
    Array.from({ length: b - a + 1 }, (_, i) => [String(a + i), String(a + i)])
  return (
    <>
      <Group legend="The shoe and the dealer">
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
        <NumberField
          name="penetration"
          label="Penetration (0 = shuffle every hand)"
          value={r.penetration}
          min={0}
          max={0.95}
          step="0.01"
        />
        <NumberField name="burn" label="Cards burned per shoe" value={r.burn} min={0} max={10} step="1" />
      </Group>
      <Group legend="Handling blackjacks" needs="naturals" off={!f.naturals}>
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
      </Group>
      <Group legend="Doubling down" needs="double" off={!f.double}>
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
      </Group>
      <Group legend="Splitting pairs" needs="split" off={!f.split}>
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
      </Group>
      <Group legend="Surrender" needs="surrender" off={!f.surrender}>
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
      </Group>
      <Group legend="Betting" needs="betting" off={!f.betting}>
        <NumberField name="minBet" label="Minimum bet ($)" value={r.minBet} min={0.01} max={1000000} step="0.01" />
        <NumberField name="maxBet" label="Maximum bet ($)" value={r.maxBet} min={0.01} max={1000000} step="0.01" />
      </Group>
    </>
  )
}
