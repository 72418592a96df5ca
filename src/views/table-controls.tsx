import type { MoveName } from '../engine/state.ts'
import { formatMoney, toDollars } from '../table/money.ts'
import type { Offer, TableView } from '../table/view.ts'
import { BetForms } from './table-bets.tsx'
import { TableForm } from './table-form.tsx'

/** Each move's button text and keyboard shortcut. */
export const MOVES: Record<MoveName, [label: string, key: string]> = {
  hit: ['Hit', 'H'],
  stand: ['Stand', 'S'],
  double: ['Double down', 'D'],
  split: ['Split', 'P'],
  surrender: ['Surrender', 'R'],
  insure: ['Insure', 'I'],
  'even-money': ['Take even money', 'E'],
  decline: ['No thanks', 'N'],
}

function MoveButton({ move }: { move: MoveName }) {
  const [label, key] = MOVES[move]
  return (
    <button type="submit" name="move" value={move} data-key={key.toLowerCase()} aria-keyshortcuts={key}>
      {label} <kbd>{key}</kbd>
    </button>
  )
}

/**
 * A move that takes an amount (insurance's stake, a double for less) is its own small form with its
 * own submit button, so Enter in its box plays that move and never the first button of another form.
 */
function AmountForm({ v, offer }: { v: TableView; offer: Offer }) {
  const insure = offer.move === 'insure'
  const [label, key] = MOVES[offer.move]
  const max = String(toDollars(offer.max ?? 0))
  return (
    <TableForm v={v} path="act" class="amount" label={insure ? 'Insure' : 'Double for less'}>
      <input type="hidden" name="move" value={offer.move} />
      <label>
        {insure ? 'Insurance stake (up to half the bet)' : `Double for (up to ${formatMoney(offer.max ?? 0)})`}{' '}
        <input name="amount" type="number" inputmode="decimal" required min="0.01" step="0.01" max={max} value={max} />
      </label>{' '}
      <button type="submit" data-key={key.toLowerCase()} aria-keyshortcuts={key}>
        {label} <kbd>{key}</kbd>
      </button>
    </TableForm>
  )
}

/** The decisions legal for the viewer now, and nothing else. */
function MoveForm({ v }: { v: TableView }) {
  const withAmount = v.offers.find((o) => o.max !== null)
  // A move with an amount is played only from its own form (its button there has the shortcut).
  const buttons = v.offers.filter((o) => o.max === null)
  const prompt =
    v.phase === 'insurance'
      ? 'The dealer shows an ace: insurance?'
      : v.phase === 'surrender'
        ? 'Surrender early?'
        : 'Your move'
  return (
    <div class="decision">
      <p class="prompt">{prompt}</p>
      {withAmount && <AmountForm v={v} offer={withAmount} />}
      {buttons.length > 0 && (
        <TableForm v={v} path="act" class="moves" label="Your decision">
          <div class="buttons">
            {buttons.map((o) => (
              <MoveButton move={o.move} />
            ))}
          </div>
        </TableForm>
      )}
    </div>
  )
}

/** Taking a seat: a name and a free seat. */
function JoinForm({ v }: { v: TableView }) {
  const free = v.seats.filter((s) => !s.name)
  if (free.length === 0) return <p>Every seat is taken; you are watching.</p>
  return (
    <TableForm v={v} path="join" class="join" label="Take a seat">
      <label>
        Your name <input name="name" required maxlength={24} autocomplete="nickname" />
      </label>{' '}
      {free.length > 1 && (
        <label>
          Seat{' '}
          <select name="seat">
            {free.map((s) => (
              <option value={String(s.index + 1)}>{s.index + 1}</option>
            ))}
          </select>
        </label>
      )}
      {free.length === 1 && <input type="hidden" name="seat" value={String(free[0].index + 1)} />}
      <button type="submit">Take a seat</button>
    </TableForm>
  )
}

/** What the viewer can do now. */
export function Controls({ v }: { v: TableView }) {
  if (v.you === null) return <JoinForm v={v} />
  const me = v.seats[v.you]
  if (v.live) {
    if (v.offers.length > 0) return <MoveForm v={v} />
    return (
      <p class="waiting">
        {me.playing ? 'Waiting for the other players…' : 'You sit this round out; bet for the next one.'}
      </p>
    )
  }
  return (
    <>
      <BetForms v={v} />
      <TableForm v={v} path="leave" label="Leave the table">
        <button type="submit" class="secondary">
          Leave seat
        </button>
      </TableForm>
    </>
  )
}
