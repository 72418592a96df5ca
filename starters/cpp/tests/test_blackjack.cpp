// Tests of your functions: ./test (test.bat on Windows). A plain main, no library needed.
// A test of a function you have not written yet is skipped and says which one to write; add your
// own tests at the end of main: the grader's diffs are good ideas for them.
#include <deque>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <random>

#include "../blackjack.h"

using namespace blackjack;

namespace {

int passed = 0, failed = 0, skipped = 0;

struct Failure {
    std::string what;
};

void test(const std::string& name, const std::function<void()>& body) {
    try {
        body();
        passed++;
        std::cout << "ok    " << name << "\n";
    } catch (const NotImplemented& e) {
        skipped++;
        std::cout << "skip  " << name << ": not written yet: " << e.what() << "\n";
    } catch (const Failure& f) {
        failed++;
        std::cout << "FAIL  " << name << ": " << f.what << "\n";
    } catch (const std::exception& e) {
        failed++;
        std::cout << "FAIL  " << name << ": threw " << e.what() << "\n";
    }
}

template <typename T>
void eq(const T& expected, const T& actual, const std::string& what) {
    if (!(expected == actual)) throw Failure{what};
}

Draw drawing(std::deque<std::string> cards) {
    auto left = std::make_shared<std::deque<std::string>>(std::move(cards));
    return [left] {
        std::string c = left->front();
        left->pop_front();
        return c;
    };
}

Hand hand(Cards cards) {
    Hand h;
    h.cards = std::move(cards);
    h.bet = h.wager = 10000;
    return h;
}

}  // namespace

int main() {
    test("card values", [] {
        eq(1, cardValue("AS"), "AS is 1");
        eq(9, cardValue("9D"), "9D is 9");
        eq(10, cardValue("TC"), "TC is 10");
        eq(10, cardValue("KD"), "KD is 10");
    });
    test("totals from the assignment", [] {
        eq(Totals{21, false}, handTotal({"5S", "7H", "9D"}), "5,7,9 is 21");
        eq(Totals{17, true}, handTotal({"AS", "6H"}), "A,6 is soft 17");
        eq(Totals{20, true}, handTotal({"AS", "6H", "3D"}), "A,6,3 is soft 20");
        eq(Totals{15, false}, handTotal({"AS", "6H", "8D"}), "A,6,8 is hard 15");
        eq(Totals{17, false}, handTotal({"AS", "6H", "TD"}), "A,6,10 is hard 17");
        eq(Totals{12, true}, handTotal({"AS", "AH"}), "A,A is soft 12");
    });
    test("a shuffled shoe has every card once per deck, in a new order", [] {
        std::mt19937_64 one(1), two(2), again(1);
        Cards shoe = shuffleShoe(2, one);
        eq(size_t(104), shoe.size(), "two decks are 104 cards");
        std::map<std::string, int> counts;
        for (const auto& c : shoe) counts[c]++;
        eq(size_t(52), counts.size(), "52 different cards");
        for (const auto& [c, n] : counts) eq(2, n, c + " twice");
        eq(false, shuffleShoe(1, again) == shuffleShoe(1, two), "two seeds, two orders");
    });
    test("the deal: two passes, then the hole card", [] {
        Deal d = dealRound(2, drawing({"AS", "2S", "3S", "4S", "5S", "6S"}), true);
        eq(std::vector<Cards>{{"AS", "4S"}, {"2S", "5S"}}, d.hands, "seat cards");
        eq(Cards{"3S", "6S"}, d.dealer, "dealer cards");
        eq(Cards{"2S"}, dealRound(1, drawing({"AS", "2S", "3S"}), false).dealer, "no hole card");
    });
    test("hit adds a card; bust and 21 end the hand; stand does not draw", [] {
        Cards c{"TS", "2H"};
        eq(true, hitOrStand(c, "hit", drawing({"3C"})), "12 + 3 goes on");
        eq(Cards{"TS", "2H", "3C"}, c, "the card was added");
        Cards bust{"TS", "6H"}, made{"TS", "6H"}, stood{"TS", "6H"};
        eq(false, hitOrStand(bust, "hit", drawing({"KC"})), "26 is bust");
        eq(false, hitOrStand(made, "hit", drawing({"5C"})), "21 ends the hand");
        eq(false, hitOrStand(stood, "stand", drawing({"5C"})), "stand ends the hand");
        eq(Cards{"TS", "6H"}, stood, "stand draws nothing");
    });
    test("settling a hand", [] {
        eq(Outcome{"bust", -10000}, settleHand(22, 17, 10000), "bust");
        eq(Outcome{"win", 10000}, settleHand(18, 22, 10000), "dealer bust");
        eq(Outcome{"lose", -10000}, settleHand(18, 19, 10000), "lower");
        eq(Outcome{"push", 0}, settleHand(18, 18, 10000), "equal");
    });
    test("the dealer draws to 17, and hits soft 17 only under H17", [] {
        Cards d{"AS", "5H"};
        dealerPlays(d, drawing({"7C", "5D", "9S"}), false);
        eq(Cards{"AS", "5H", "7C", "5D"}, d, "the assignment's (Ace,5,7,5) makes 18");
        Cards stands{"AS", "6H"}, hits{"AS", "6H"};
        dealerPlays(stands, drawing({"4C"}), false);
        dealerPlays(hits, drawing({"4C"}), true);
        eq(Cards{"AS", "6H"}, stands, "S17 stands on soft 17");
        eq(Cards{"AS", "6H", "4C"}, hits, "H17 hits soft 17");
    });
    test("the cut card", [] {
        eq(false, cutCardReached(234, Rules{}), "0.75 x 6 x 52 = 234");
        eq(true, cutCardReached(235, Rules{}), "past the cut card");
    });
    test("rounding to cents", [] {
        eq(std::int64_t(-363), roundToCents(-3625), "-3625");
        eq(std::int64_t(188), roundToCents(1875), "1875");
        eq(std::int64_t(187), roundToCents(1874), "1874");
    });
    test("blackjack", [] {
        eq(true, isBlackjack({"AS", "KH"}, false), "A,K");
        eq(false, isBlackjack({"AS", "KH"}, true), "split A,K");
        eq(std::int64_t(15000), blackjackNet(10000, "3:2"), "3:2");
        eq(std::int64_t(12000), blackjackNet(10000, "6:5"), "6:5");
    });
    test("surrender", [] {
        eq(true, canSurrender(hand({"TS", "6H"}), Rules{}, false), "late surrender");
        eq(false, canSurrender(hand({"TS", "2H", "4D"}), Rules{}, false), "three cards");
        eq(std::int64_t(-5000), surrenderNet(10000), "half the bet");
    });
    test("double", [] {
        eq(true, canDouble(hand({"6S", "5H"}), Rules{}, 10000), "11");
        eq(false, canDouble(hand({"6S", "5H"}), Rules{}, 5000), "for less");
    });
    test("split", [] {
        eq(true, canSplit(hand({"8S", "8H"}), 1, Rules{}), "8,8");
        eq(true, canSplit(hand({"KS", "TH"}), 1, Rules{}), "K,T by value");
        eq(false, canSplit(hand({"8S", "8H"}), 4, Rules{}), "four hands held");
    });
    test("insurance and even money", [] {
        eq(std::int64_t(10000), insuranceNet(5000, true), "2:1");
        eq(std::int64_t(-5000), insuranceNet(5000, false), "lost");
        eq(std::int64_t(10000), evenMoneyNet(10000), "1:1");
    });
    // Your own tests here.
    std::cout << passed << " passed, " << failed << " failed, " << skipped << " skipped\n";
    return failed == 0 ? 0 : 1;
}
