// One round of blackjack, step by step, calling your functions at each rule of the assignment.
// Money is kept in whole tenths of a cent ("mils") so 3:2, 6:5 and half-bet surrenders stay exact.
import { isAce, isTen, newHand } from './cards.js'
import { CaseError } from './validate.js'

/** The state of one round: the shoe, the seats, the dealer. */
export class Table {
  constructor(s, rules, shoe, pos) {
    Object.assign(this, { s, rules, shoe, pos, start: pos, seats: [], dealer: [], dealerNatural: false })
    this.draw = () => {
      if (this.pos >= this.shoe.length) throw new CaseError('shoe-exhausted', 'the shoe ran out of cards')
      return this.shoe[this.pos++]
    }
  }

  total(cards) {
    return this.s.handTotal(cards)[0]
  }

  /** Your isBlackjack is asked only when it matters: two cards that make 21 under naturals. */
  natural(cards, fromSplit) {
    return this.rules.naturals && cards.length === 2 && this.total(cards) === 21 && this.s.isBlackjack(cards, fromSplit)
  }

  /** Split aces that may be resplit have one decision: split again, or stand (ruling 18). */
  onlySplitOrStand(seat, h) {
    const r = this.rules
    const pair = h.cards.length === 2 && isAce(h.cards[0]) && isAce(h.cards[1])
    return h.splitAces && !r.hitSplitAces && r.split && r.resplitAces && pair && seat.hands.length < r.maxHands
  }
}

/** Deal, insurance, early surrender, peek, seats, dealer; returns the table (its pos is the shoe position). */
export function playRound(s, rules, shoe, pos, bets, decider) {
  const t = new Table(s, rules, shoe, pos)
  const [hands, dealer] = s.dealRound(bets.length, t.draw, rules.holeCard === 'peek')
  t.dealer = dealer
  t.seats = bets.map((bet, i) => ({ bet, hands: [newHand([...hands[i]], bet)], insurance: 0, evenMoney: false }))
  for (const seat of t.seats) {
    const h = seat.hands[0]
    if (t.total(h.cards) === 21) {
      h.done = true
      h.natural = t.natural(h.cards, false)
    }
  }
  if (rules.naturals && rules.insurance && isAce(t.dealer[0])) {
    t.seats.forEach((seat, i) => {
      if (rules.evenMoney && seat.hands[0].natural && decider.evenMoney(i)) seat.evenMoney = seat.hands[0].done = true
      else seat.insurance = decider.insurance(i)
    })
  }
  if (rules.surrender === 'early') {
    t.seats.forEach((seat, i) => {
      const h = seat.hands[0]
      if (!h.done && decider.earlySurrender(i) && s.canSurrender(h, rules, true))
        h.surrendered = h.done = h.acted = true
    })
  }
  const up = t.dealer[0]
  const peeks = rules.holeCard === 'peek' && rules.naturals && (isAce(up) || (rules.peekTen && isTen(up)))
  if (peeks && t.natural(t.dealer, false)) {
    t.dealerNatural = true
    return t
  }
  for (let i = 0; i < t.seats.length; i++) playSeat(t, i, decider)
  dealerTurn(t)
  return t
}

/** A split hand gets its second card when play reaches it; hands without a decision end. */
function prepare(t, seat, h) {
  if (h.done) return
  if (h.cards.length === 1) h.cards.push(t.draw())
  if (t.total(h.cards) >= 21) h.done = true
  else if (h.splitAces && !t.rules.hitSplitAces && !t.onlySplitOrStand(seat, h)) h.done = true
}

const refuse = (i, hi, text, why) =>
  new CaseError('illegal-action', `"${text}" is not allowed for seat ${i}, hand ${hi}: ${why}`, {
    seat: i,
    hand: hi,
    action: text,
  })

function playSeat(t, i, decider) {
  const { s, rules } = t
  const seat = t.seats[i]
  for (let hi = 0; hi < seat.hands.length; hi++) {
    const h = seat.hands[hi]
    prepare(t, seat, h)
    while (!h.done) {
      const text = decider.action(i, hi, t)
      if (text == null)
        throw new CaseError('missing-action', `seat ${i}, hand ${hi} needs an action and has none left`, {
          seat: i,
          hand: hi,
        })
      const [action, raw] = text.split(':')
      if (t.onlySplitOrStand(seat, h) && action !== 'split' && action !== 'stand')
        throw refuse(i, hi, text, 'split aces may only be split again or stood on')
      if (action === 'hit' || action === 'stand') {
        h.acted = true
        h.done = !s.hitOrStand(h.cards, action, t.draw)
      } else if (action === 'double') {
        if (raw !== undefined && Math.abs(Number(raw) * 100 - Math.round(Number(raw) * 100)) > 1e-6)
          throw refuse(i, hi, text, 'a double is a whole number of cents')
        const amount = raw === undefined ? h.bet : Math.round(Number(raw) * 1000)
        if (!s.canDouble(h, rules, amount)) throw refuse(i, hi, text, 'your canDouble says no')
        h.acted = h.doubled = h.done = true
        h.wager += amount
        h.cards.push(t.draw())
      } else if (action === 'surrender') {
        if (!s.canSurrender(h, rules, false)) throw refuse(i, hi, text, 'your canSurrender says no')
        h.acted = h.surrendered = h.done = true
      } else {
        if (!s.canSplit(h, seat.hands.length, rules)) throw refuse(i, hi, text, 'your canSplit says no')
        split(t, seat, hi)
      }
    }
  }
}

function split(t, seat, hi) {
  const h = seat.hands[hi]
  const aces = isAce(h.cards[0])
  const right = newHand([h.cards[1]], h.bet, { fromSplit: true, splitAces: aces })
  Object.assign(h, { cards: [h.cards[0]], fromSplit: true, splitAces: aces, acted: false })
  seat.hands.splice(hi + 1, 0, right)
  if (t.rules.splitDeal === 'upfront') {
    h.cards.push(t.draw())
    right.cards.push(t.draw())
  }
  prepare(t, seat, h)
}

function dealerTurn(t) {
  const live = t.seats.flatMap((s) => s.hands.filter((h) => !s.evenMoney && !h.surrendered && t.total(h.cards) <= 21))
  const stakes = t.seats.some((s) => s.insurance)
  if (t.rules.holeCard === 'enhc' && (live.length > 0 || stakes)) t.dealer.push(t.draw())
  if (t.natural(t.dealer, false)) t.dealerNatural = true
  if (t.dealerNatural || live.every((h) => h.natural)) return
  t.s.dealerPlays(t.dealer, t.draw, t.rules.hitSoft17)
}
