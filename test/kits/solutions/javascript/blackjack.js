// A completed kit (kept for the kit tests, never shipped). Blackjack: the assignment. Write each function below; the kit does the rest.
//
//   node blackjack.js               play in the terminal (with your functions)
//   node blackjack.js --protocol    what the grader runs
//   node --test                     the kit's tests of your functions
//   ./check  (check.bat on Windows) grade it
//
// Each function is one rule of the assignment and earns one part of the grade. Until you write it,
// it throws NotImplementedError: the grader then says "not implemented: write <function> (part: <part>)",
// and `hello` (the list of parts the grader grades) leaves that part out. Debug with console.error
// or plain console.log: in --protocol mode the kit sends your logs to standard error.
//
// Cards are two characters, rank then suit: "AS", "TD" (ten of diamonds), "7H", "KC".
// Money is in tenths of a cent (an integer): a $10 bet is 10000, so 3:2 and half bets stay exact.
// draw() takes the next card from the shoe. A hand is { cards, bet, wager, fromSplit, acted, ... }.
import * as self from './blackjack.js'
import { isMain, run } from './kit/main.js'

// ---- Base assignment ----

/** Part values: the card's value, an ace counting 1 ("AS" -> 1, "7H" -> 7, "KD" -> 10). */
export function cardValue(card) {
  return card[0] === 'A' ? 1 : 'TJQK'.includes(card[0]) ? 10 : Number(card[0])
}

/**
 * Part values: [total, soft]. Aces count 1; one ace counts 11 if that keeps the total at most 21,
 * and then the hand is soft. ["AS", "6H"] -> [17, true]; ["AS", "6H", "TD"] -> [17, false].
 */
export function handTotal(cards) {
  const total = cards.reduce((sum, c) => sum + cardValue(c), 0)
  const soft = cards.some((c) => c[0] === 'A') && total + 10 <= 21
  return [soft ? total + 10 : total, soft]
}

/**
 * Part shuffle: every card of `decks` decks (52 each), in random order. random() gives a number in
 * [0, 1): use it in a Fisher-Yates shuffle; the grader checks that every order is equally likely.
 */
export function shuffleShoe(decks, random) {
  const shoe = []
  for (let d = 0; d < decks; d++) for (const r of 'A23456789TJQK') for (const s of 'SHDC') shoe.push(r + s)
  for (let i = shoe.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[shoe[i], shoe[j]] = [shoe[j], shoe[i]]
  }
  return shoe
}

/**
 * Part deal: one card to each seat in order, one to the dealer (the upcard), a second card to each
 * seat, then the dealer's hole card if holeCard. Returns [each seat's two cards, the dealer's cards].
 */
export function dealRound(seats, draw, holeCard) {
  const hands = Array.from({ length: seats }, () => [draw()])
  const dealer = [draw()]
  for (const hand of hands) hand.push(draw())
  if (holeCard) dealer.push(draw())
  return [hands, dealer]
}

/**
 * Part hit-stand: the player's decision on a hand. "hit" pushes draw() onto cards, "stand" does not.
 * Returns true if the player may act again on this hand (it has not stood, busted or made 21).
 */
export function hitOrStand(cards, action, draw) {
  if (action === 'stand') return false
  cards.push(draw())
  return handTotal(cards)[0] < 21
}

/** Part dealer: the dealer draws (cards.push(draw())) until 17 or more; with hitSoft17 it also hits a soft 17. */
export function dealerPlays(cards, draw, hitSoft17) {
  for (;;) {
    const [total, soft] = handTotal(cards)
    if (total < 17 || (total === 17 && soft && hitSoft17)) cards.push(draw())
    else return
  }
}

/**
 * Part hit-stand: [outcome, net] of a hand the player played out: "bust" (over 21) loses the wager,
 * a dealer bust or a higher total "win"s it, a lower total "lose"s it, equal is "push" (0).
 */
export function settleHand(total, dealerTotal, wager) {
  if (total > 21) return ['bust', -wager]
  if (dealerTotal > 21 || total > dealerTotal) return ['win', wager]
  return total < dealerTotal ? ['lose', -wager] : ['push', 0]
}

/**
 * Part shoe: true once the round has dealt a card past the cut card, which sits after
 * floor(rules.penetration * rules.decks * 52) cards (cardsTaken counts burned cards too).
 * Compute it exactly: 0.7 * 52 is 36.4 in decimal but not in floating point.
 */
export function cutCardReached(cardsTaken, rules) {
  // penetration has at most a few decimals: scale to an integer to floor exactly.
  return cardsTaken > Math.floor((Math.round(rules.penetration * 1e6) * rules.decks * 52) / 1e6)
}

// ---- Extra credit: one function or two per item ----

/** Part betting: tenths of a cent rounded to whole cents, halves away from zero: -3625 -> -363, 1875 -> 188. */
export function roundToCents(mils) {
  return Math.sign(mils) * Math.floor((Math.abs(mils) + 5) / 10)
}

/** Part blackjack: an ace and a ten-value as the first two cards of a hand not made by splitting. */
export function isBlackjack(cards, fromSplit) {
  return !fromSplit && cards.length === 2 && handTotal(cards)[0] === 21
}

/** Part blackjack: what a winning natural nets: pays is "3:2", "6:5" or "1:1" (10000 at 3:2 -> 15000). */
export function blackjackNet(bet, pays) {
  const [num, den] = pays.split(':').map(Number)
  return (bet * num) / den
}

/**
 * Part surrender: may this hand surrender now? rules.surrender is "none", "late" (after the dealer
 * checks for blackjack) or "early" (before: beforePeek is true then). Only a two-card hand's first
 * decision (hand.acted is false); a hand made by splitting only with rules.surrenderAfterSplit, after the peek.
 */
export function canSurrender(hand, rules, beforePeek) {
  if (rules.surrender === 'none' || hand.acted || hand.cards.length !== 2) return false
  if (hand.fromSplit) return rules.surrenderAfterSplit && !beforePeek
  return rules.surrender === (beforePeek ? 'early' : 'late')
}

/** Part surrender: a surrendered hand loses half its bet. */
export function surrenderNet(bet) {
  return -bet / 2
}

/**
 * Part double: may this hand double for `amount` more? Two cards only; rules.double is "any", "9-11"
 * or "10-11" (hard totals) or "none"; after a split only with rules.doubleAfterSplit;
 * 0 < amount <= hand.bet, and amount === hand.bet unless rules.doubleForLess.
 */
export function canDouble(hand, rules, amount) {
  if (rules.double === 'none' || hand.cards.length !== 2 || (hand.fromSplit && !rules.doubleAfterSplit)) return false
  const [total, soft] = handTotal(hand.cards)
  const low = { any: 0, '9-11': 9, '10-11': 10 }[rules.double]
  if (low && (soft || total < low || total > 11)) return false
  return amount > 0 && amount <= hand.bet && (amount === hand.bet || rules.doubleForLess)
}

/**
 * Part split: may this hand split? rules.split; two cards of the same value (rules.splitBy "value")
 * or the same rank ("rank"); fewer than rules.maxHands hands held; a split ace again only with rules.resplitAces.
 */
export function canSplit(hand, handsHeld, rules) {
  const [a, b] = hand.cards
  if (!rules.split || hand.cards.length !== 2 || handsHeld >= rules.maxHands) return false
  const same = rules.splitBy === 'rank' ? a[0] === b[0] : cardValue(a) === cardValue(b)
  return same && !(hand.fromSplit && a[0] === 'A' && !rules.resplitAces)
}

/** Part insurance: insurance pays 2:1 when the dealer has blackjack, else the stake is lost. */
export function insuranceNet(stake, dealerBlackjack) {
  return dealerBlackjack ? 2 * stake : -stake
}

/** Part even-money: a blackjack that takes even money wins its bet, 1:1. */
export function evenMoneyNet(bet) {
  return bet
}

// Run as a program (not imported by the tests): the kit plays, or serves the grader, with this module.
if (isMain(import.meta.url)) process.exitCode = run(self, import.meta.url, process.argv.slice(2))
