// A completed kit (kept for the kit tests, never shipped). Blackjack: the assignment. Write each function below; the kit (kit/) does the rest.
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
    char r = card[0];
    return r == 'A' ? 1 : std::string("TJQK").find(r) != std::string::npos ? 10 : r - '0';
}

/**
 * Part values: the total, and whether it is soft. Aces count 1; one ace counts 11 if that keeps the
 * total at most 21, and then the hand is soft. {AS, 6H} -> {17, true}; {AS, 6H, TD} -> {17, false}.
 */
Totals handTotal(const Cards& cards) {
    int total = 0;
    bool ace = false;
    for (const auto& c : cards) total += cardValue(c), ace = ace || c[0] == 'A';
    bool soft = ace && total + 10 <= 21;
    return {soft ? total + 10 : total, soft};
}

/**
 * Part shuffle: every card of `decks` decks (52 each), in random order. Use
 * std::uniform_int_distribution with `random` in a Fisher-Yates shuffle (or std::shuffle): the grader
 * checks that every order is equally likely.
 */
Cards shuffleShoe(int decks, std::mt19937_64& random) {
    Cards shoe;
    for (int d = 0; d < decks; d++)
        for (char r : std::string("A23456789TJQK"))
            for (char s : std::string("SHDC")) shoe.push_back(std::string{r, s});
    for (size_t i = shoe.size() - 1; i > 0; i--) {
        std::uniform_int_distribution<size_t> pick(0, i);
        std::swap(shoe[i], shoe[pick(random)]);
    }
    return shoe;
}

/**
 * Part deal: one card to each seat in order, one to the dealer (the upcard), a second card to each
 * seat, then the dealer's hole card if holeCard. Returns each seat's two cards and the dealer's cards.
 */
Deal dealRound(int seats, const Draw& draw, bool holeCard) {
    Deal d;
    for (int i = 0; i < seats; i++) d.hands.push_back({draw()});
    d.dealer.push_back(draw());
    for (auto& h : d.hands) h.push_back(draw());
    if (holeCard) d.dealer.push_back(draw());
    return d;
}

/**
 * Part hit-stand: the player's decision on a hand. "hit" adds draw() to cards, "stand" does not.
 * Returns true if the player may act again on this hand (it has not stood, busted or made 21).
 */
bool hitOrStand(Cards& cards, const std::string& action, const Draw& draw) {
    if (action == "stand") return false;
    cards.push_back(draw());
    return handTotal(cards).total < 21;
}

/** Part dealer: the dealer draws (cards.push_back(draw())) until 17 or more; with hitSoft17 it also hits a soft 17. */
void dealerPlays(Cards& cards, const Draw& draw, bool hitSoft17) {
    for (;;) {
        Totals t = handTotal(cards);
        if (t.total < 17 || (t.total == 17 && t.soft && hitSoft17)) cards.push_back(draw());
        else return;
    }
}

/**
 * Part hit-stand: the outcome and net of a hand the player played out: "bust" (over 21) loses the
 * wager, a dealer bust or a higher total "win"s it, a lower total "lose"s it, equal is "push" (0).
 */
Outcome settleHand(int total, int dealerTotal, std::int64_t wager) {
    if (total > 21) return {"bust", -wager};
    if (dealerTotal > 21 || total > dealerTotal) return {"win", wager};
    return total < dealerTotal ? Outcome{"lose", -wager} : Outcome{"push", 0};
}

/**
 * Part shoe: true once the round has dealt a card past the cut card, which sits after
 * floor(rules.penetration * rules.decks * 52) cards (cardsTaken counts burned cards too).
 * Compute it exactly: 0.7 * 52 is 36.4 in decimal but not in floating point.
 */
bool cutCardReached(int cardsTaken, const Rules& rules) {
    // penetration has at most a few decimals: scale it to a whole number to floor exactly.
    long long millionths = std::llround(rules.penetration * 1e6);
    return cardsTaken > millionths * rules.decks * 52 / 1000000;
}

// ---- Extra credit: one function or two per item ----

/** Part betting: tenths of a cent rounded to whole cents, halves away from zero: -3625 -> -363, 1875 -> 188. */
std::int64_t roundToCents(std::int64_t mils) {
    std::int64_t c = ((mils < 0 ? -mils : mils) + 5) / 10;
    return mils < 0 ? -c : c;
}

/** Part blackjack: an ace and a ten-value as the first two cards of a hand not made by splitting. */
bool isBlackjack(const Cards& cards, bool fromSplit) {
    return !fromSplit && cards.size() == 2 && handTotal(cards).total == 21;
}

/** Part blackjack: what a winning natural nets: pays is "3:2", "6:5" or "1:1" (10000 at 3:2 -> 15000). */
std::int64_t blackjackNet(std::int64_t bet, const std::string& pays) {
    std::int64_t num = pays[0] - '0', den = pays[2] - '0';
    return bet * num / den;
}

/**
 * Part surrender: may this hand surrender now? rules.surrender is "none", "late" (after the dealer
 * checks for blackjack) or "early" (before: beforePeek is true then). Only a two-card hand's first
 * decision (hand.acted is false); a hand made by splitting only with rules.surrenderAfterSplit, after the peek.
 */
bool canSurrender(const Hand& hand, const Rules& rules, bool beforePeek) {
    if (rules.surrender == "none" || hand.acted || hand.cards.size() != 2) return false;
    if (hand.fromSplit) return rules.surrenderAfterSplit && !beforePeek;
    return rules.surrender == (beforePeek ? "early" : "late");
}

/** Part surrender: a surrendered hand loses half its bet. */
std::int64_t surrenderNet(std::int64_t bet) {
    return -bet / 2;
}

/**
 * Part double: may this hand double for `amount` more? Two cards only; rules.doubleOn is "any", "9-11"
 * or "10-11" (hard totals) or "none"; after a split only with rules.doubleAfterSplit;
 * 0 < amount <= hand.bet, and amount == hand.bet unless rules.doubleForLess.
 */
bool canDouble(const Hand& hand, const Rules& rules, std::int64_t amount) {
    if (rules.doubleOn == "none" || hand.cards.size() != 2 || (hand.fromSplit && !rules.doubleAfterSplit)) return false;
    Totals t = handTotal(hand.cards);
    int low = rules.doubleOn == "9-11" ? 9 : rules.doubleOn == "10-11" ? 10 : 0;
    if (low && (t.soft || t.total < low || t.total > 11)) return false;
    return amount > 0 && amount <= hand.bet && (amount == hand.bet || rules.doubleForLess);
}

/**
 * Part split: may this hand split? rules.split; two cards of the same value (rules.splitBy "value")
 * or the same rank ("rank"); fewer than rules.maxHands hands held; a split ace again only with rules.resplitAces.
 */
bool canSplit(const Hand& hand, int handsHeld, const Rules& rules) {
    if (!rules.split || hand.cards.size() != 2 || handsHeld >= rules.maxHands) return false;
    const std::string &a = hand.cards[0], &b = hand.cards[1];
    bool same = rules.splitBy == "rank" ? a[0] == b[0] : cardValue(a) == cardValue(b);
    return same && !(hand.fromSplit && a[0] == 'A' && !rules.resplitAces);
}

/** Part insurance: insurance pays 2:1 when the dealer has blackjack, else the stake is lost. */
std::int64_t insuranceNet(std::int64_t stake, bool dealerBlackjack) {
    return dealerBlackjack ? 2 * stake : -stake;
}

/** Part even-money: a blackjack that takes even money wins its bet, 1:1. */
std::int64_t evenMoneyNet(std::int64_t bet) {
    return bet;
}

}  // namespace blackjack
