// biome-ignore-all lint/correctness/noUnusedFunctionParameters: each stub names the parameters you will use
// Blackjack: the assignment. Write each function below; the kit does the rest.
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
import { NotImplementedError } from './kit/cards.js'
import { isMain, run } from './kit/main.js'

// ---- Base assignment ----

/** Part values: the card's value, an ace counting 1 ("AS" -> 1, "7H" -> 7, "KD" -> 10). */
export function cardValue(card) {
  throw new NotImplementedError('write cardValue (part: values)')
}

/**
 * Part values: [total, soft]. Aces count 1; one ace counts 11 if that keeps the total at most 21,
 * and then the hand is soft. ["AS", "6H"] -> [17, true]; ["AS", "6H", "TD"] -> [17, false].
 */
export function handTotal(cards) {
  throw new NotImplementedError('write handTotal (part: values)')
}

/**
 * Part shuffle: every card of `decks` decks (52 each), in random order. random() gives a number in
 * [0, 1): use it in a Fisher-Yates shuffle; the grader checks that every order is equally likely.
 */
export function shuffleShoe(decks, random) {
  throw new NotImplementedError('write shuffleShoe (part: shuffle)')
}

/**
 * Part deal: one card to each seat in order, one to the dealer (the upcard), a second card to each
 * seat, then the dealer's hole card if holeCard. Returns [each seat's two cards, the dealer's cards].
 */
export function dealRound(seats, draw, holeCard) {
  throw new NotImplementedError('write dealRound (part: deal)')
}

/**
 * Part hit-stand: the player's decision on a hand. "hit" pushes draw() onto cards, "stand" does not.
 * Returns true if the player may act again on this hand (it has not stood, busted or made 21).
 */
export function hitOrStand(cards, action, draw) {
  throw new NotImplementedError('write hitOrStand (part: hit-stand)')
}

/** Part dealer: the dealer draws (cards.push(draw())) until 17 or more; with hitSoft17 it also hits a soft 17. */
export function dealerPlays(cards, draw, hitSoft17) {
  throw new NotImplementedError('write dealerPlays (part: dealer)')
}

/**
 * Part hit-stand: [outcome, net] of a hand the player played out: "bust" (over 21) loses the wager,
 * a dealer bust or a higher total "win"s it, a lower total "lose"s it, equal is "push" (0).
 */
export function settleHand(total, dealerTotal, wager) {
  throw new NotImplementedError('write settleHand (part: hit-stand)')
}

/**
 * Part shoe: true once the round has dealt a card past the cut card, which sits after
 * floor(rules.penetration * rules.decks * 52) cards (cardsTaken counts burned cards too).
 * Compute it exactly: 0.7 * 52 is 36.4 in decimal but not in floating point.
 */
export function cutCardReached(cardsTaken, rules) {
  throw new NotImplementedError('write cutCardReached (part: shoe)')
}

// ---- Extra credit: one function or two per item ----

/** Part betting: tenths of a cent rounded to whole cents, halves away from zero: -3625 -> -363, 1875 -> 188. */
export function roundToCents(mils) {
  throw new NotImplementedError('write roundToCents (part: betting)')
}

/** Part blackjack: an ace and a ten-value as the first two cards of a hand not made by splitting. */
export function isBlackjack(cards, fromSplit) {
  throw new NotImplementedError('write isBlackjack (part: blackjack)')
}

/** Part blackjack: what a winning natural nets: pays is "3:2", "6:5" or "1:1" (10000 at 3:2 -> 15000). */
export function blackjackNet(bet, pays) {
  throw new NotImplementedError('write blackjackNet (part: blackjack)')
}

/**
 * Part surrender: may this hand surrender now? rules.surrender is "none", "late" (after the dealer
 * checks for blackjack) or "early" (before: beforePeek is true then). Only a two-card hand's first
 * decision (hand.acted is false); a hand made by splitting only with rules.surrenderAfterSplit, after the peek.
 */
export function canSurrender(hand, rules, beforePeek) {
  throw new NotImplementedError('write canSurrender (part: surrender)')
}

/** Part surrender: a surrendered hand loses half its bet. */
export function surrenderNet(bet) {
  throw new NotImplementedError('write surrenderNet (part: surrender)')
}

/**
 * Part double: may this hand double for `amount` more? Two cards only; rules.double is "any", "9-11"
 * or "10-11" (hard totals) or "none"; after a split only with rules.doubleAfterSplit;
 * 0 < amount <= hand.bet, and amount === hand.bet unless rules.doubleForLess.
 */
export function canDouble(hand, rules, amount) {
  throw new NotImplementedError('write canDouble (part: double)')
}

/**
 * Part split: may this hand split? rules.split; two cards of the same value (rules.splitBy "value")
 * or the same rank ("rank"); fewer than rules.maxHands hands held; a split ace again only with rules.resplitAces.
 */
export function canSplit(hand, handsHeld, rules) {
  throw new NotImplementedError('write canSplit (part: split)')
}

/** Part insurance: insurance pays 2:1 when the dealer has blackjack, else the stake is lost. */
export function insuranceNet(stake, dealerBlackjack) {
  throw new NotImplementedError('write insuranceNet (part: insurance)')
}

/** Part even-money: a blackjack that takes even money wins its bet, 1:1. */
export function evenMoneyNet(bet) {
  throw new NotImplementedError('write evenMoneyNet (part: even-money)')
}

// Run as a program (not imported by the tests): the kit plays, or serves the grader, with this module.
if (isMain(import.meta.url)) process.exitCode = run(self, import.meta.url, process.argv.slice(2))
