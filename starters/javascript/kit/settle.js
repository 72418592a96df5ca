// Settlement and the protocol's result object, built from a played round.

/** Tenths of a cent to currency; a fraction of a cent goes through your roundToCents. */
export function money(t, mils) {
  if (mils % 10 === 0) return mils / 1000 + 0 // + 0: never -0
  return t.s.roundToCents(mils) / 100 + 0
}

function settleHand(t, seat, h, index, dealerTotal) {
  const { s, rules } = t
  const total = t.total(h.cards)
  if (seat.evenMoney) return ['even-money', s.evenMoneyNet(h.bet)]
  if (h.surrendered) return ['surrender', s.surrenderNet(h.bet)]
  // Original bets only: the first hand carries the seat's bet, the others get theirs back.
  if (rules.holeCard === 'enhc' && rules.obo && t.dealerNatural && !h.natural)
    return [total > 21 ? 'bust' : 'lose', index === 0 ? -h.bet : 0]
  if (total > 21) return s.settleHand(total, dealerTotal, h.wager)
  if (h.natural) return t.dealerNatural ? ['push', 0] : ['blackjack', s.blackjackNet(h.bet, rules.blackjackPays)]
  if (t.dealerNatural) return ['lose', -h.wager]
  return s.settleHand(total, dealerTotal, h.wager)
}

/** The protocol's result of one round (section 5 of the contract). */
export function result(t) {
  const [dTotal, dSoft] = t.s.handTotal(t.dealer)
  const seats = t.seats.map((seat) => {
    let net = 0
    const hands = seat.hands.map((h, i) => {
      const [outcome, handNet] = settleHand(t, seat, h, i, dTotal)
      net += handNet
      const [total, soft] = t.s.handTotal(h.cards)
      return {
        cards: h.cards,
        total,
        soft,
        bet: h.bet / 1000,
        wager: h.wager / 1000,
        doubled: h.doubled,
        fromSplit: h.fromSplit,
        outcome,
        net: money(t, handNet),
      }
    })
    let insurance = null
    if (seat.insurance) {
      const insNet = t.s.insuranceNet(seat.insurance, t.dealerNatural)
      insurance = { stake: seat.insurance / 1000, net: money(t, insNet) }
      net += insNet
    }
    return { insurance, evenMoney: seat.evenMoney, hands, net: money(t, net) }
  })
  const dealer = { cards: t.dealer, total: dTotal, soft: dSoft, blackjack: t.dealerNatural, bust: dTotal > 21 }
  return { dealer, seats, cardsUsed: t.pos - t.start }
}
