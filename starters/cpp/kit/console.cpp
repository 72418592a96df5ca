// The assignment itself: blackjack in the terminal, with a real shuffled shoe and your functions.
#include <cmath>
#include <cstdio>
#include <iostream>
#include <random>

#include "kit.h"

namespace kit {

using namespace blackjack;

namespace {

bool done(const std::string& part) { return !missing().count(part); }

bool ask(const std::string& prompt, std::string& out) {
    std::cout << prompt << std::flush;
    if (!std::getline(std::cin, out)) return false;
    while (!out.empty() && (out.back() == '\r' || out.back() == ' ')) out.pop_back();
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return true;
}

bool yes(const std::string& q) {
    std::string a;
    return ask(q + " [y/n] ", a) && !a.empty() && a[0] == 'y';
}

std::string join(const Cards& cards) {
    std::string s;
    for (const auto& c : cards) s += (s.empty() ? "" : " ") + c;
    return s;
}

std::string signedMoney(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.2f", v);
    return buf;
}

struct Keyboard : Decider {
    const std::vector<std::int64_t>& bets;
    explicit Keyboard(const std::vector<std::int64_t>& b) : bets(b) {}
    std::string player(int i) { return "Player " + std::to_string(i + 1); }
    std::int64_t insurance(int i) override {
        return done("insurance") && yes(player(i) + ": the dealer shows an ace. Insurance?") ? bets[i] / 2 : 0;
    }
    bool evenMoney(int i) override { return done("even-money") && yes(player(i) + ": blackjack! Take even money?"); }
    bool earlySurrender(int i) override { return done("surrender") && yes(player(i) + ": surrender before the dealer checks?"); }
    bool action(int i, int hi, const Table& t, std::string& out) override {
        const Seat& seat = t.seats[i];
        const Hand& h = seat.hands[hi];
        Totals tot = handTotal(h.cards);
        std::string label = player(i) + (seat.hands.size() > 1 ? ", hand " + std::to_string(hi + 1) : "");
        std::cout << label << ": " << join(h.cards) << " (" << (tot.soft ? "soft " : "") << tot.total << ")   dealer shows "
                  << t.dealer[0] << "\n";
        std::vector<std::pair<char, std::string>> offer = {{'h', "hit"}, {'s', "stand"}};
        if (done("double")) offer.push_back({'d', "double"});
        if (done("split")) offer.push_back({'p', "split"});
        if (done("surrender")) offer.push_back({'r', "surrender"});
        std::string names;
        for (const auto& [k, a] : offer) names += (names.empty() ? "" : ", ") + a + " [" + k + "]";
        for (;;) {
            std::string typed;
            if (!ask(names + "? ", typed) || typed.empty()) return false;
            std::string chosen;
            for (const auto& [k, a] : offer)
                if (typed[0] == k) chosen = a;
            if (chosen.empty()) std::cout << "Type one of the letters in brackets.\n";
            else if (!allowed(t, i, hi, chosen)) std::cout << "You cannot " << chosen << " this hand now.\n";
            else return out = chosen, true;
        }
    }
};

void show(const Json& res) {
    const Json& d = *res.get("dealer");
    std::string tail = d.get("blackjack")->b ? " (blackjack)" : d.get("bust")->b ? " (bust)" : "";
    Cards dc;
    for (const Json& c : d.get("cards")->a) dc.push_back(c.s);
    std::cout << "Dealer: " << join(dc) << " (" << int(d.get("total")->n) << ")" << tail << "\n";
    const auto& seats = res.get("seats")->a;
    for (size_t i = 0; i < seats.size(); i++) {
        const auto& hands = seats[i].get("hands")->a;
        for (size_t j = 0; j < hands.size(); j++) {
            Cards hc;
            for (const Json& c : hands[j].get("cards")->a) hc.push_back(c.s);
            std::cout << "Player " << i + 1 << (hands.size() > 1 ? ", hand " + std::to_string(j + 1) : "") << ": " << join(hc)
                      << " (" << int(hands[j].get("total")->n) << "): " << hands[j].get("outcome")->s << " "
                      << signedMoney(hands[j].get("net")->n) << "\n";
        }
        const Json& ins = *seats[i].get("insurance");
        if (ins.kind == Json::Object) std::cout << "Player " << i + 1 << ": insurance " << signedMoney(ins.get("net")->n) << "\n";
    }
}

std::int64_t askBet(const Rules& rules, int i) {
    for (;;) {
        std::string typed;
        if (!ask("Player " + std::to_string(i + 1) + ", your bet (" + write(Json(rules.minBet)) + "-" + write(Json(rules.maxBet)) + ")? ", typed))
            return cents(rules.minBet) * 10;
        double bet = typed.empty() ? rules.minBet : std::atof(typed.c_str());
        if (bet >= rules.minBet && bet <= rules.maxBet && std::fabs(bet * 100 - std::round(bet * 100)) < 1e-6) return cents(bet) * 10;
        std::cout << "The table takes bets from " << rules.minBet << " to " << rules.maxBet << ", in whole cents.\n";
    }
}

}  // namespace

void play(const Rules& rules, int players, const Cards* stacked, const std::string* seed) {
    for (const auto& p : ROUND_PARTS)
        if (!done(p)) {
            std::cout << "Not ready to play yet: " << missing().at(p) << ". Run the tests: ./test\n";
            return;
        }
    std::mt19937_64 random(seed ? seedOf(*seed) : std::random_device{}());
    Cards shoe = stacked ? *stacked : shuffleShoe(rules.decks, random);
    int pos = stacked ? 0 : rules.burn;
    std::vector<std::int64_t> won(players, 0);
    for (;;) {
        std::vector<std::int64_t> bets;
        for (int i = 0; i < players; i++) bets.push_back(done("betting") ? askBet(rules, i) : 10000);
        Json res;
        try {
            Keyboard keys(bets);
            Table t = playRound(rules, shoe, pos, bets, keys);
            pos = t.pos;
            res = result(t);
        } catch (const CaseError& e) {
            std::cout << "The round stopped: " << e.what() << "\n";
            return;
        }
        show(res);
        std::cout << "Winnings:";
        for (int i = 0; i < players; i++) {
            won[i] += std::llround(res.get("seats")->a[i].get("net")->n * 100);
            std::cout << (i ? ", " : " ") << "player " << i + 1 << " " << signedMoney(won[i] / 100.0);
        }
        std::cout << "\n";
        if (!yes("Another round?")) return;
        if (!done("shoe") || cutCardReached(pos, rules)) {
            if (!stacked) std::cout << "Shuffling a new shoe.\n";
            shoe = stacked ? *stacked : shuffleShoe(rules.decks, random);
            pos = stacked ? 0 : rules.burn;
        }
    }
}

}  // namespace kit
