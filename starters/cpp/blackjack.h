// Blackjack: the functions you write (blackjack.cpp) and the types the kit hands them.
#pragma once

#include <cstdint>
#include <functional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace blackjack {

using Cards = std::vector<std::string>;
/** draw() takes the next card from the shoe. */
using Draw = std::function<std::string()>;

/** Thrown by a function you have not written yet; its message names the function and the part. */
struct NotImplemented : std::logic_error {
    using std::logic_error::logic_error;
};

/** The table's rules: the protocol's rules object, every option filled in with its default. */
struct Rules {
    int decks = 6;
    bool hitSoft17 = false;
    bool naturals = true;
    std::string blackjackPays = "3:2";
    std::string holeCard = "peek";
    bool peekTen = true;
    bool obo = true;
    std::string doubleOn = "any";  // the protocol's "double"
    bool doubleForLess = false;
    bool doubleAfterSplit = true;
    bool split = true;
    std::string splitBy = "value";
    int maxHands = 4;
    bool resplitAces = false;
    bool hitSplitAces = false;
    std::string splitDeal = "sequential";
    std::string surrender = "late";
    bool surrenderAfterSplit = false;
    bool insurance = true;
    bool evenMoney = true;
    double penetration = 0.75;
    int burn = 1;
    double minBet = 5;
    double maxBet = 100;
};

/** One hand of a seat. Money (bet, wager) is in tenths of a cent: $10 is 10000. */
struct Hand {
    Cards cards;
    std::int64_t bet = 0;
    std::int64_t wager = 0;
    bool doubled = false, fromSplit = false, splitAces = false, natural = false;
    bool acted = false, done = false, surrendered = false;
};

/** A hand's total and whether it is soft (an ace counted as 11). */
struct Totals {
    int total;
    bool soft;
    bool operator==(const Totals& o) const { return total == o.total && soft == o.soft; }
};

/** The cards of a deal: each seat's two cards, and the dealer's one or two. */
struct Deal {
    std::vector<Cards> hands;
    Cards dealer;
};

/** How a hand ended ("win", "lose", "push", "bust") and what it netted, in tenths of a cent. */
struct Outcome {
    std::string outcome;
    std::int64_t net;
    bool operator==(const Outcome& o) const { return outcome == o.outcome && net == o.net; }
};

// ---- Base assignment (each is described in blackjack.cpp) ----
int cardValue(const std::string& card);
Totals handTotal(const Cards& cards);
Cards shuffleShoe(int decks, std::mt19937_64& random);
Deal dealRound(int seats, const Draw& draw, bool holeCard);
bool hitOrStand(Cards& cards, const std::string& action, const Draw& draw);
void dealerPlays(Cards& cards, const Draw& draw, bool hitSoft17);
Outcome settleHand(int total, int dealerTotal, std::int64_t wager);
bool cutCardReached(int cardsTaken, const Rules& rules);

// ---- Extra credit ----
std::int64_t roundToCents(std::int64_t mils);
bool isBlackjack(const Cards& cards, bool fromSplit);
std::int64_t blackjackNet(std::int64_t bet, const std::string& pays);
bool canSurrender(const Hand& hand, const Rules& rules, bool beforePeek);
std::int64_t surrenderNet(std::int64_t bet);
bool canDouble(const Hand& hand, const Rules& rules, std::int64_t amount);
bool canSplit(const Hand& hand, int handsHeld, const Rules& rules);
std::int64_t insuranceNet(std::int64_t stake, bool dealerBlackjack);
std::int64_t evenMoneyNet(std::int64_t bet);

}  // namespace blackjack
