import type { CaseResult } from './report.ts'

interface HandLike {
  cards?: string[]
  total?: number
  soft?: boolean
  outcome?: string
  net?: number
}
interface RoundLike {
  dealer?: HandLike & { blackjack?: boolean; bust?: boolean }
  seats?: { hands?: HandLike[]; insurance?: { stake: number; net: number } | null; net?: number }[]
}

const signed = (n: number | undefined) => (n === undefined ? '?' : n > 0 ? `+${n}` : String(n))
const cards = (h: HandLike) => `${(h.cards ?? []).join(' ')} = ${h.soft ? 'soft ' : ''}${h.total}`

function roundLines(r: RoundLike, prefix: string): string[] {
  const d = r.dealer ?? {}
  const dealer = `${prefix}dealer ${cards(d)}${d.blackjack ? ' (blackjack)' : d.bust ? ' (bust)' : ''}`
  const seats = (r.seats ?? []).map((s, i) => {
    const hands = (s.hands ?? []).map((h) => `${cards(h)} ${h.outcome} ${signed(h.net)}`).join('; ')
    const ins = s.insurance ? `; insurance ${s.insurance.stake} ${signed(s.insurance.net)}` : ''
    return `${prefix}seat ${i}: ${hands}${ins}`
  })
  return [dealer, ...seats]
}

/**
 * What should have happened, in a few lines, for a failure where a result was expected but the
 * implementation answered an error (typically `shoe-exhausted` after drawing a card it should not
 * have): the expected dealer hand and each seat's hands, outcomes and nets.
 */
export function expectedPlay(c: CaseResult): string[] {
  if (c.verdict !== 'fail' || c.differences?.[0]?.path !== 'error') return []
  const e = c.expected as (RoundLike & { rounds?: RoundLike[]; error?: unknown }) | null
  if (!e || typeof e !== 'object' || 'error' in e) return []
  const lines = e.rounds ? e.rounds.flatMap((r, i) => roundLines(r, `round ${i}: `)) : roundLines(e, '')
  return lines.slice(0, 10).map((l) => `expected play: ${l}`)
}

/** How many lines of a crashed program's standard error a report shows. */
export const STDERR_LINES = 20

/**
 * The end of a crashed program's standard error: its last STDERR_LINES non-blank lines, so a
 * whole Python or Java traceback is there, not only its last line.
 */
export function stderrGist(stderr: string): string {
  const lines = stderr.split('\n').filter((l) => l.trim() !== '')
  return lines.slice(-STDERR_LINES).join('\n')
}
