// A sample student's blackjack engine, part 2: playing one round from a scripted case.
// Money is kept in integer tenths of a cent ("mils") so 3:2 and 6:5 payouts stay exact.
import { cents, fail, isAce, total, value, wholeCents } from './validate.mjs'

const newHand = (cards, bet) => ({
  cards,
  bet,
  wager: bet,
  doubled: false,
  fromSplit: false,
  splitAces: false,
  natural: false,
  acted: false,
  done: false,
  surrendered: false,
})

/**
 * Plays one round: deal, insurance, early surrender, peek, the seats, the dealer, settlement.
 * Returns the round's result and the shoe position after it.
 */
export function playRound(rules, shoe, pos, seatsIn, bugs) {
  const g = { rules, bugs, shoe, pos, start: pos, dealer: [], dealerNatural: false }
  const draw = () => {
    if (g.pos >= shoe.length) fail('shoe-exhausted', 'the shoe ran out of cards')
    return shoe[g.pos++]
  }
  g.draw = draw
  const seats = seatsIn.map((s) => ({
    bet: cents(s.bet) * 10,
    insurance: null,
    evenMoney: false,
    hands: [newHand([], cents(s.bet) * 10)],
  }))
  const scripts = seatsIn.map((s) => ({ actions: s.actions, next: 0 }))
  for (const s of seats) s.hands[0].cards.push(draw())
  g.dealer.push(draw())
  for (const s of seats) s.hands[0].cards.push(draw())
  if (rules.holeCard === 'peek') g.dealer.push(draw())
  for (const s of seats) {
    const h = s.hands[0]
    if (total(h.cards).total === 21) {
      h.done = true
      h.natural = rules.naturals
    }
  }
  // Insurance and even money, seat by seat.
  if (rules.naturals && rules.insurance && isAce(g.dealer[0])) {
    seats.forEach((s, i) => {
      if (seatsIn[i].evenMoney && rules.evenMoney && s.hands[0].natural) {
        s.evenMoney = true
        s.hands[0].done = true
      } else if (seatsIn[i].insurance) s.insurance = cents(seatsIn[i].insurance) * 10
    })
  }
  // Early surrender: only seats whose hand has a decision, and only if their first action says so.
  if (rules.surrender === 'early') {
    seats.forEach((s, i) => {
      const h = s.hands[0]
      if (!h.done && scripts[i].actions[scripts[i].next] === 'surrender') {
        scripts[i].next++
        h.surrendered = h.done = h.acted = true
      }
    })
  }
  // The peek: a dealer natural ends the round at once.
  const up = g.dealer[0]
  const peeks = rules.holeCard === 'peek' && rules.naturals && (isAce(up) || (rules.peekTen && value(up) === 10))
  if (peeks && total(g.dealer).total === 21) {
    g.dealerNatural = true
    return { result: settle(g, seats), pos: g.pos }
  }
  for (let i = 0; i < seats.length; i++) playSeat(g, seats[i], i, scripts[i])
  dealerTurn(g, seats)
  return { result: settle(g, seats), pos: g.pos }
}

function canResplitAces(g, seat, h) {
  const r = g.rules
  return (
    r.split &&
    r.resplitAces &&
    h.cards.length === 2 &&
    isAce(h.cards[0]) &&
    isAce(h.cards[1]) &&
    seat.hands.length < r.maxHands
  )
}

/** Split aces (without hitSplitAces) may only be resplit or stood on. */
function onlySplitOrStand(g, seat, h) {
  return h.splitAces && !hitsSplitAces(g) && canResplitAces(g, seat, h)
}

// BUG splitAcesDrawMore: split aces are played like any hand, whatever hitSplitAces says.
const hitsSplitAces = (g) => g.rules.hitSplitAces || g.bugs.splitAcesDrawMore

/** Deals a split hand its second card when play reaches it; ends hands with no decision. */
function prepare(g, seat, h) {
  if (h.done) return
  if (h.cards.length === 1) h.cards.push(g.draw())
  if (total(h.cards).total >= 21) h.done = true
  else if (h.splitAces && !hitsSplitAces(g) && !canResplitAces(g, seat, h)) h.done = true
}

function refuses(g, seat, h, action, amount) {
  const r = g.rules
  if (action === 'hit') return onlySplitOrStand(g, seat, h)
  if (action === 'stand') return false
  if (action === 'double') {
    if (r.double === 'none' || h.cards.length !== 2 || onlySplitOrStand(g, seat, h)) return true
    if (h.fromSplit && !r.doubleAfterSplit) return true
    const { total: t, soft } = total(h.cards)
    if (r.double === '9-11' && (soft || t < 9 || t > 11)) return true
    if (r.double === '10-11' && (soft || t < 10 || t > 11)) return true
    if (amount === undefined) return false
    if (!wholeCents(amount) || amount <= 0 || cents(amount) * 10 > h.bet) return true
    return cents(amount) * 10 !== h.bet && !r.doubleForLess
  }
  if (action === 'split') {
    const [a, b] = h.cards
    if (!r.split || h.cards.length !== 2 || seat.hands.length >= r.maxHands) return true
    if (r.splitBy === 'rank' ? a[0] !== b[0] : value(a) !== value(b)) return true
    return h.fromSplit && isAce(a) && !r.resplitAces
  }
  // surrender
  if (r.surrender === 'none' || onlySplitOrStand(g, seat, h) || h.acted || h.cards.length !== 2) return true
  return h.fromSplit ? !r.surrenderAfterSplit : r.surrender !== 'late'
}

function playSeat(g, seat, i, script) {
  for (let hi = 0; hi < seat.hands.length; hi++) {
    const h = seat.hands[hi]
    prepare(g, seat, h)
    while (!h.done) {
      const text = script.actions[script.next]
      if (text === undefined) fail('missing-action', `seat ${i} hand ${hi} needs an action`, { seat: i, hand: hi })
      script.next++
      const [action, raw] = text.split(':')
      const amount = raw === undefined ? undefined : Number(raw)
      if (refuses(g, seat, h, action, amount))
        fail('illegal-action', `seat ${i} hand ${hi} may not ${text}`, { seat: i, hand: hi, action: text })
      h.acted = true
      if (action === 'hit') {
        h.cards.push(g.draw())
        if (total(h.cards).total >= 21) h.done = true
      } else if (action === 'stand') h.done = true
      else if (action === 'double') {
        h.wager += amount === undefined ? h.bet : cents(amount) * 10
        h.doubled = true
        h.cards.push(g.draw())
        h.done = true
      } else if (action === 'surrender') h.surrendered = h.done = true
      else split(g, seat, hi)
    }
  }
}

function split(g, seat, hi) {
  const h = seat.hands[hi]
  const aces = isAce(h.cards[0])
  const right = { ...newHand([h.cards[1]], h.bet), fromSplit: true, splitAces: aces }
  h.cards = [h.cards[0]]
  h.fromSplit = true
  h.splitAces = aces
  h.acted = false
  seat.hands.splice(hi + 1, 0, right)
  if (g.rules.splitDeal === 'upfront') {
    // BUG hangOnUpfront: waits for a card "to arrive" that never does.
    while (g.bugs.hangOnUpfront) {}
    h.cards.push(g.draw())
    right.cards.push(g.draw())
  }
  prepare(g, seat, h)
}

function dealerTurn(g, seats) {
  const { rules } = g
  let open = false
  let openNonNatural = false
  for (const s of seats)
    for (const h of s.hands)
      if (!s.evenMoney && !h.surrendered && total(h.cards).total <= 21) {
        open = true
        if (!h.natural) openNonNatural = true
      }
  const stakes = seats.some((s) => s.insurance)
  if (rules.holeCard === 'enhc' && (open || stakes)) g.dealer.push(g.draw())
  if (rules.naturals && g.dealer.length === 2 && total(g.dealer).total === 21) g.dealerNatural = true
  if (g.dealerNatural || !openNonNatural) return
  // BUG dealerHitsSoft17: hits soft 17 even when the table stands on it (S17).
  const h17 = rules.hitSoft17 || g.bugs.dealerHitsSoft17
  for (;;) {
    const { total: t, soft } = total(g.dealer)
    if (t < 17 || (t === 17 && soft && h17)) g.dealer.push(g.draw())
    else break
  }
}

const PAYS = { '3:2': [3, 2], '6:5': [6, 5], '1:1': [1, 1] }

function settleHand(g, seat, h, index, dealerTotal) {
  const { total: t } = total(h.cards)
  if (seat.evenMoney) return ['even-money', h.bet]
  if (h.surrendered) return ['surrender', -h.bet / 2]
  if (g.rules.holeCard === 'enhc' && g.rules.obo && g.dealerNatural && !h.natural)
    return [t > 21 ? 'bust' : 'lose', index === 0 ? -h.bet : 0]
  if (t > 21) return ['bust', -h.wager]
  if (h.natural) {
    if (g.dealerNatural) return ['push', 0]
    // BUG blackjackPaysEven: a natural is paid like any win.
    const [num, den] = g.bugs.blackjackPaysEven ? [1, 1] : PAYS[g.rules.blackjackPays]
    return ['blackjack', (h.bet * num) / den]
  }
  if (g.dealerNatural) return ['lose', -h.wager]
  if (dealerTotal > 21 || t > dealerTotal) return ['win', h.wager]
  return t < dealerTotal ? ['lose', -h.wager] : ['push', 0]
}

/** Mils to currency, rounded to cents with halves away from zero. */
const money = (mils) => (Math.sign(mils) * Math.floor((Math.abs(mils) + 5) / 10)) / 100 + 0

/** Mils to currency the way this student does it: rounded, or (bugs) not rounded, or half to even. */
function moneyOf(g, mils) {
  // BUG unroundedMoney: the exact amount, never rounded to cents (7.575).
  if (g.bugs.unroundedMoney) return mils / 1000 + 0
  // BUG bankersRounding: halves go to the even cent (7.565 becomes 7.56, not 7.57).
  if (g.bugs.bankersRounding && Math.abs(mils) % 10 === 5) {
    const down = Math.sign(mils) * Math.floor(Math.abs(mils) / 10)
    return (down % 2 === 0 ? down : down + Math.sign(mils)) / 100 + 0
  }
  return money(mils)
}

function settle(g, seats) {
  const d = total(g.dealer)
  return {
    dealer: { cards: g.dealer, total: d.total, soft: d.soft, blackjack: g.dealerNatural, bust: d.total > 21 },
    seats: seats.map((s) => {
      let net = 0
      const hands = s.hands.map((h, i) => {
        const [outcome, hnet] = settleHand(g, s, h, i, d.total)
        net += hnet
        const { total: t, soft } = total(h.cards)
        const [bet, wager] = [h.bet / 1000, h.wager / 1000]
        return {
          cards: h.cards,
          total: t,
          soft,
          bet,
          wager,
          doubled: h.doubled,
          fromSplit: h.fromSplit,
          outcome,
          net: moneyOf(g, hnet),
        }
      })
      let insurance = null
      if (s.insurance) {
        // BUG insurancePaysEven: a winning insurance stake is paid 1:1, not 2:1.
        const insNet = g.dealerNatural ? s.insurance * (g.bugs.insurancePaysEven ? 1 : 2) : -s.insurance
        insurance = { stake: s.insurance / 1000, net: moneyOf(g, insNet) }
        net += insNet
      }
      return { insurance, evenMoney: s.evenMoney, hands, net: moneyOf(g, net) }
    }),
    cardsUsed: g.pos - g.start,
  }
}
