// Blackjack: the assignment. Write each function below; the kit (kit/) does the rest.
//
//   ./play                     build, then play in the terminal (with your functions)
//   ./test                     the kit's tests of your functions (tests/test_blackjack.cpp)
//   ./check                    grade it
//
// Each function is one rule of the assignment and earns one part of the grade. Until you write it,
// it throws NotImplemented: the grader then says "not implemented: write dealerPlays (part: dealer)",
// and hello (the list of parts the grader grades) leaves that part out. Debug with std::cerr or
// std::cout: in --protocol mode the kit sends std::cout to standard error.
//
// Cards are two characters, rank then suit: "AS", "TD" (ten of diamonds), "7H", "KC".
// Money is in tenths of a cent (std::int64_t): a $10 bet is 10000, so 3:2 and half bets stay exact.
// draw() takes the next card from the shoe.
#include "blackjack.h"

namespace blackjack {

// ---- Base assignment ----

/** Part values: the card's value, an ace counting 1 ("AS" -> 1, "7H" -> 7, "KD" -> 10). */
int cardValue(const std::string& card) {
    throw NotImplemented("write cardValue (part: values)");
}

/**
 * Part values: the total, and whether it is soft. Aces count 1; one ace counts 11 if that keeps the
 * total at most 21, and then the hand is soft. {AS, 6H} -> {17, true}; {AS, 6H, TD} -> {17, false}.
 */
Totals handTotal(const Cards& cards) {
    throw NotImplemented("write handTotal (part: values)");
}

/**
 * Part shuffle: every card of `decks` decks (52 each), in random order. Use
 * std::uniform_int_distribution with `random` in a Fisher-Yates shuffle (or std::shuffle): the grader
 * checks that every order is equally likely.
 */
Cards shuffleShoe(int decks, std::mt19937_64& random) {
    throw NotImplemented("write shuffleShoe (part: shuffle)");
}

/**
 * Part deal: one card to each seat in order, one to the dealer (the upcard), a second card to each
 * seat, then the dealer's hole card if holeCard. Returns each seat's two cards and the dealer's cards.
 */
Deal dealRound(int seats, const Draw& draw, bool holeCard) {
    throw NotImplemented("write dealRound (part: deal)");
}

/**
 * Part hit-stand: the player's decision on a hand. "hit" adds draw() to cards, "stand" does not.
 * Returns true if the player may act again on this hand (it has not stood, busted or made 21).
 */
bool hitOrStand(Cards& cards, const std::string& action, const Draw& draw) {
    throw NotImplemented("write hitOrStand (part: hit-stand)");
}

/** Part dealer: the dealer draws (cards.push_back(draw())) until 17 or more; with hitSoft17 it also hits a soft 17. */
void dealerPlays(Cards& cards, const Draw& draw, bool hitSoft17) {
    throw NotImplemented("write dealerPlays (part: dealer)");
}

/**
 * Part hit-stand: the outcome and net of a hand the player played out: "bust" (over 21) loses the
 * wager, a dealer bust or a higher total "win"s it, a lower total "lose"s it, equal is "push" (0).
 */
Outcome settleHand(int total, int dealerTotal, std::int64_t wager) {
    throw NotImplemented("write settleHand (part: hit-stand)");
}

/**
 * Part shoe: true once the round has dealt a card past the cut card, which sits after
 * floor(rules.penetration * rules.decks * 52) cards (cardsTaken counts burned cards too).
 * Compute it exactly: 0.7 * 52 is 36.4 in decimal but not in floating point.
 */
bool cutCardReached(int cardsTaken, const Rules& rules) {
    throw NotImplemented("write cutCardReached (part: shoe)");
}

// ---- Extra credit: one function or two per item ----

/** Part betting: tenths of a cent rounded to whole cents, halves away from zero: -3625 -> -363, 1875 -> 188. */
std::int64_t roundToCents(std::int64_t mils) {
    throw NotImplemented("write roundToCents (part: betting)");
}

/** Part blackjack: an ace and a ten-value as the first two cards of a hand not made by splitting. */
bool isBlackjack(const Cards& cards, bool fromSplit) {
    throw NotImplemented("write isBlackjack (part: blackjack)");
}

/** Part blackjack: what a winning natural nets: pays is "3:2", "6:5" or "1:1" (10000 at 3:2 -> 15000). */
std::int64_t blackjackNet(std::int64_t bet, const std::string& pays) {
    throw NotImplemented("write blackjackNet (part: blackjack)");
}

/**
 * Part surrender: may this hand surrender now? rules.surrender is "none", "late" (after the dealer
 * checks for blackjack) or "early" (before: beforePeek is true then). Only a two-card hand's first
 * decision (hand.acted is false); a hand made by splitting only with rules.surrenderAfterSplit, after the peek.
 */
bool canSurrender(const Hand& hand, const Rules& rules, bool beforePeek) {
    throw NotImplemented("write canSurrender (part: surrender)");
}

/** Part surrender: a surrendered hand loses half its bet. */
std::int64_t surrenderNet(std::int64_t bet) {
    throw NotImplemented("write surrenderNet (part: surrender)");
}

/**
 * Part double: may this hand double for `amount` more? Two cards only; rules.doubleOn is "any", "9-11"
 * or "10-11" (hard totals) or "none"; after a split only with rules.doubleAfterSplit;
 * 0 < amount <= hand.bet, and amount == hand.bet unless rules.doubleForLess.
 */
bool canDouble(const Hand& hand, const Rules& rules, std::int64_t amount) {
    throw NotImplemented("write canDouble (part: double)");
}

/**
 * Part split: may this hand split? rules.split; two cards of the same value (rules.splitBy "value")
 * or the same rank ("rank"); fewer than rules.maxHands hands held; a split ace again only with rules.resplitAces.
 */
bool canSplit(const Hand& hand, int handsHeld, const Rules& rules) {
    throw NotImplemented("write canSplit (part: split)");
}

/** Part insurance: insurance pays 2:1 when the dealer has blackjack, else the stake is lost. */
std::int64_t insuranceNet(std::int64_t stake, bool dealerBlackjack) {
    throw NotImplemented("write insuranceNet (part: insurance)");
}

/** Part even-money: a blackjack that takes even money wins its bet, 1:1. */
std::int64_t evenMoneyNet(std::int64_t bet) {
    throw NotImplemented("write evenMoneyNet (part: even-money)");
}

}  // namespace blackjack
