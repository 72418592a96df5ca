// The assignment itself: blackjack in the terminal, with a real shuffled shoe and your functions.
import { readSync } from 'node:fs'
import { missing, PARTS, ROUND_PARTS, seeded } from './protocol.js'
import { result } from './settle.js'
import { playRound } from './table.js'
import { CaseError } from './validate.js'

const KEYS = { h: 'hit', s: 'stand', d: 'double', p: 'split', r: 'surrender' }
const EXTRA_KEYS = ['double', 'split', 'surrender']

/** Reads one line from the keyboard (or a pipe), synchronously: null when the input has ended. */
export function readLine(prompt) {
  process.stdout.write(prompt)
  const bytes = []
  const one = Buffer.alloc(1)
  for (;;) {
    let n
    try {
      n = readSync(0, one, 0, 1, null)
    } catch (e) {
      if (e.code === 'EAGAIN') {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20)
        continue
      }
      if (e.code === 'EOF') return null
      throw e
    }
    if (n === 0) return bytes.length ? Buffer.from(bytes).toString('utf8') : null
    if (one[0] === 10) return Buffer.from(bytes).toString('utf8').replace(/\r$/, '')
    bytes.push(one[0])
  }
}

/** Asks your rules first, so a refused move is asked again instead of ending the round. */
function allowed(s, t, seat, h, action) {
  if (t.onlySplitOrStand(seat, h) && action !== 'split' && action !== 'stand') return false
  if (action === 'double') return s.canDouble(h, t.rules, h.bet)
  if (action === 'split') return s.canSplit(h, seat.hands.length, t.rules)
  if (action === 'surrender') return s.canSurrender(h, t.rules, false)
  return true
}

/** The players' choices typed at the keyboard; only finished parts are offered. */
function keyboard(s, ask, say, bets) {
  const todo = missing(s)
  const done = new Set(PARTS.map(([p]) => p).filter((p) => !(p in todo)))
  const yes = (q) => (ask(`${q} [y/n] `) ?? '').trim().toLowerCase().startsWith('y')
  return {
    insurance: (i) =>
      done.has('insurance') && yes(`Player ${i + 1}: the dealer shows an ace. Insurance?`)
        ? Math.floor(bets[i] / 2)
        : 0,
    evenMoney: (i) => done.has('even-money') && yes(`Player ${i + 1}: blackjack! Take even money?`),
    earlySurrender: (i) => done.has('surrender') && yes(`Player ${i + 1}: surrender before the dealer checks?`),
    action(i, hi, t) {
      const seat = t.seats[i]
      const h = seat.hands[hi]
      const [total, soft] = s.handTotal(h.cards)
      const label = `Player ${i + 1}${seat.hands.length > 1 ? `, hand ${hi + 1}` : ''}`
      say(`${label}: ${h.cards.join(' ')} (${soft ? 'soft ' : ''}${total})   dealer shows ${t.dealer[0]}`)
      const offer = Object.keys(KEYS).filter((k) => !EXTRA_KEYS.includes(KEYS[k]) || done.has(KEYS[k]))
      const names = offer.map((k) => `${KEYS[k]} [${k}]`).join(', ')
      for (;;) {
        const typed = (ask(`${names}? `) ?? '').trim().toLowerCase().slice(0, 1)
        if (typed === '') return null
        if (!offer.includes(typed)) say(`Type one of ${offer.join(', ')}.`)
        else if (!allowed(s, t, seat, h, KEYS[typed])) say(`You cannot ${KEYS[typed]} this hand now.`)
        else return KEYS[typed]
      }
    },
  }
}

function show(say, res) {
  const d = res.dealer
  const tail = d.blackjack ? ' (blackjack)' : d.bust ? ' (bust)' : ''
  say(`Dealer: ${d.cards.join(' ')} (${d.total})${tail}`)
  res.seats.forEach((seat, i) => {
    seat.hands.forEach((h, j) => {
      const label = `Player ${i + 1}${seat.hands.length > 1 ? `, hand ${j + 1}` : ''}`
      say(`${label}: ${h.cards.join(' ')} (${h.total}): ${h.outcome} ${h.net >= 0 ? '+' : ''}${h.net.toFixed(2)}`)
    })
    if (seat.insurance) say(`Player ${i + 1}: insurance ${seat.insurance.net.toFixed(2)}`)
  })
}

function askBet(rules, i, ask, say) {
  for (;;) {
    const typed = (ask(`Player ${i + 1}, your bet (${rules.minBet}-${rules.maxBet})? `) ?? '').trim()
    const bet = typed === '' ? rules.minBet : Number(typed)
    if (bet >= rules.minBet && bet <= rules.maxBet && Math.abs(bet * 100 - Math.round(bet * 100)) < 1e-6)
      return Math.round(bet * 100) * 10
    say(`The table takes bets from ${rules.minBet} to ${rules.maxBet}, in whole cents.`)
  }
}

/** Rounds until the player says no (or the input ends). */
export function play(s, rules, players, stacked, seed, ask = readLine, say = console.log) {
  const todo = missing(s)
  for (const part of ROUND_PARTS)
    if (part in todo) return say(`Not ready to play yet: ${todo[part]}. Run the tests: node --test`)
  const random = seed == null ? Math.random : seeded(seed)
  const newShoe = () => (stacked ? [stacked, 0] : [s.shuffleShoe(rules.decks, random), rules.burn])
  let [shoe, pos] = newShoe()
  const won = Array(players).fill(0)
  for (;;) {
    const bets = Array.from({ length: players }, (_, i) => ('betting' in todo ? 10000 : askBet(rules, i, ask, say)))
    let res
    try {
      const table = playRound(s, rules, shoe, pos, bets, keyboard(s, ask, say, bets))
      pos = table.pos
      res = result(table)
    } catch (e) {
      if (e instanceof CaseError) return say(`The round stopped: ${e.message}`)
      throw e
    }
    show(say, res)
    res.seats.forEach((seat, i) => {
      won[i] += Math.round(seat.net * 100)
    })
    say(`Winnings: ${won.map((m, i) => `player ${i + 1} ${m >= 0 ? '+' : ''}${(m / 100).toFixed(2)}`).join(', ')}`)
    if (!(ask('Another round? [y/n] ') ?? '').trim().toLowerCase().startsWith('y')) return
    if ('shoe' in todo || s.cutCardReached(pos, rules)) {
      if (!stacked) say('Shuffling a new shoe.')
      ;[shoe, pos] = newShoe()
    }
  }
}
