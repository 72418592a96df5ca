// One round of blackjack, step by step, calling your functions at each rule of the assignment.
#include <algorithm>
#include <cmath>

#include "kit.h"

namespace kit {

using namespace blackjack;

namespace {

bool isAce(const std::string& c) { return c[0] == 'A'; }
int total(const Cards& cards) { return handTotal(cards).total; }

/** Your isBlackjack is asked only when it matters: two cards that make 21 under naturals. */
bool natural(const Table& t, const Cards& cards, bool fromSplit) {
    return t.rules.naturals && cards.size() == 2 && total(cards) == 21 && isBlackjack(cards, fromSplit);
}

/** Split aces that may be resplit have one decision: split again, or stand (ruling 18). */
bool onlySplitOrStand(const Table& t, const Seat& seat, const Hand& h) {
    const Rules& r = t.rules;
    bool pair = h.cards.size() == 2 && isAce(h.cards[0]) && isAce(h.cards[1]);
    return h.splitAces && !r.hitSplitAces && r.split && r.resplitAces && pair && int(seat.hands.size()) < r.maxHands;
}

/** A split hand gets its second card when play reaches it; hands without a decision end. */
void prepare(Table& t, Seat& seat, Hand& h) {
    if (h.done) return;
    if (h.cards.size() == 1) h.cards.push_back(t.draw());
    if (total(h.cards) >= 21) h.done = true;
    else if (h.splitAces && !t.rules.hitSplitAces && !onlySplitOrStand(t, seat, h)) h.done = true;
}

CaseError refuse(int i, int hi, const std::string& text, const std::string& why) {
    return CaseError("illegal-action", "\"" + text + "\" is not allowed for seat " + std::to_string(i) + ", hand " +
                                           std::to_string(hi) + ": " + why)
        .at("seat", i).at("hand", hi).at("action", text);
}

void split(Table& t, Seat& seat, int hi) {
    Hand right;
    {
        Hand& h = seat.hands[hi];
        bool aces = isAce(h.cards[0]);
        right.cards = {h.cards[1]};
        right.bet = right.wager = h.bet;
        right.fromSplit = true;
        right.splitAces = aces;
        h.cards = {h.cards[0]};
        h.fromSplit = true;
        h.splitAces = aces;
        h.acted = false;
    }
    seat.hands.insert(seat.hands.begin() + hi + 1, right);
    if (t.rules.splitDeal == "upfront") {
        seat.hands[hi].cards.push_back(t.draw());
        seat.hands[hi + 1].cards.push_back(t.draw());
    }
    prepare(t, seat, seat.hands[hi]);
}

void playSeat(Table& t, int i, Decider& decider) {
    Seat& seat = t.seats[i];
    for (int hi = 0; hi < int(seat.hands.size()); hi++) {
        prepare(t, seat, seat.hands[hi]);
        while (!seat.hands[hi].done) {
            Hand& h = seat.hands[hi];
            std::string text;
            if (!decider.action(i, hi, t, text))
                throw CaseError("missing-action", "seat " + std::to_string(i) + ", hand " + std::to_string(hi) +
                                                      " needs an action and has none left")
                    .at("seat", i).at("hand", hi);
            std::string action = text.substr(0, text.find(':'));
            if (onlySplitOrStand(t, seat, h) && action != "split" && action != "stand")
                throw refuse(i, hi, text, "split aces may only be split again or stood on");
            if (action == "hit" || action == "stand") {
                h.acted = true;
                h.done = !hitOrStand(h.cards, action, t.draw);
            } else if (action == "double") {
                std::int64_t amount = h.bet;
                if (text.find(':') != std::string::npos) {
                    double raw = std::stod(text.substr(text.find(':') + 1));
                    if (std::fabs(raw * 100 - std::round(raw * 100)) > 1e-6) throw refuse(i, hi, text, "a double is a whole number of cents");
                    amount = cents(raw) * 10;
                }
                if (!canDouble(h, t.rules, amount)) throw refuse(i, hi, text, "your canDouble says no");
                h.acted = h.doubled = h.done = true;
                h.wager += amount;
                h.cards.push_back(t.draw());
            } else if (action == "surrender") {
                if (!canSurrender(h, t.rules, false)) throw refuse(i, hi, text, "your canSurrender says no");
                h.acted = h.surrendered = h.done = true;
            } else {
                if (!canSplit(h, int(seat.hands.size()), t.rules)) throw refuse(i, hi, text, "your canSplit says no");
                split(t, seat, hi);
            }
        }
    }
}

void dealerTurn(Table& t) {
    bool anyLive = false, allNatural = true, stakes = false;
    for (const Seat& s : t.seats) {
        stakes = stakes || s.insurance > 0;
        for (const Hand& h : s.hands)
            if (!s.evenMoney && !h.surrendered && total(h.cards) <= 21) anyLive = true, allNatural = allNatural && h.natural;
    }
    if (t.rules.holeCard == "enhc" && (anyLive || stakes)) t.dealer.push_back(t.draw());
    if (natural(t, t.dealer, false)) t.dealerNatural = true;
    if (t.dealerNatural || allNatural) return;
    dealerPlays(t.dealer, t.draw, t.rules.hitSoft17);
}

}  // namespace

bool allowed(const Table& t, int i, int hi, const std::string& action) {
    const Seat& seat = t.seats[i];
    const Hand& h = seat.hands[hi];
    if (onlySplitOrStand(t, seat, h) && action != "split" && action != "stand") return false;
    if (action == "double") return canDouble(h, t.rules, h.bet);
    if (action == "split") return canSplit(h, int(seat.hands.size()), t.rules);
    if (action == "surrender") return canSurrender(h, t.rules, false);
    return true;
}

Table playRound(const Rules& rules, const Cards& shoe, int pos, const std::vector<std::int64_t>& bets, Decider& decider) {
    Table t;
    t.rules = rules;
    t.shoe = &shoe;
    t.pos = t.start = pos;
    Table* self = &t;  // draw() reads the position of this table (it is not copied while a round plays)
    t.draw = [self]() -> std::string {
        if (self->pos >= int(self->shoe->size())) throw CaseError("shoe-exhausted", "the shoe ran out of cards");
        return (*self->shoe)[self->pos++];
    };
    Deal deal = dealRound(int(bets.size()), t.draw, rules.holeCard == "peek");
    t.dealer = deal.dealer;
    for (size_t i = 0; i < bets.size(); i++) {
        Hand h;
        h.cards = deal.hands.at(i);
        h.bet = h.wager = bets[i];
        if (total(h.cards) == 21) h.done = true, h.natural = natural(t, h.cards, false);
        Seat seat;
        seat.bet = bets[i];
        seat.hands.push_back(h);
        t.seats.push_back(seat);
    }
    if (rules.naturals && rules.insurance && isAce(t.dealer.at(0)))
        for (int i = 0; i < int(t.seats.size()); i++) {
            Seat& seat = t.seats[i];
            if (rules.evenMoney && seat.hands[0].natural && decider.evenMoney(i)) seat.evenMoney = seat.hands[0].done = true;
            else seat.insurance = decider.insurance(i);
        }
    if (rules.surrender == "early")
        for (int i = 0; i < int(t.seats.size()); i++) {
            Hand& h = t.seats[i].hands[0];
            if (!h.done && decider.earlySurrender(i) && canSurrender(h, rules, true)) h.surrendered = h.done = h.acted = true;
        }
    const std::string& up = t.dealer[0];
    bool peeks = rules.holeCard == "peek" && rules.naturals && (isAce(up) || (rules.peekTen && std::string("TJQK").find(up[0]) != std::string::npos));
    if (peeks && natural(t, t.dealer, false)) {
        t.dealerNatural = true;
        return t;
    }
    for (int i = 0; i < int(t.seats.size()); i++) playSeat(t, i, decider);
    dealerTurn(t);
    return t;
}

}  // namespace kit
