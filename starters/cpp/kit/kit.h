// The kit's plumbing: the protocol, the round, the console. You do not need to edit anything here.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "../blackjack.h"
#include "json.h"

namespace kit {

using blackjack::Cards;
using blackjack::Hand;
using blackjack::Rules;

/** An answer of the protocol's error kind: {"error": {"code", "message", ...}}. */
struct CaseError : std::runtime_error {
    Json body = Json::object();
    CaseError(const std::string& code, const std::string& message) : std::runtime_error(message) {
        body.set("code", code);
        body.set("message", message);
    }
    CaseError& at(const std::string& key, Json v) {
        body.set(key, std::move(v));
        return *this;
    }
};

/** What play needs from a checked case. */
struct Checked {
    Rules rules;
    std::vector<Cards> shoes;
    std::vector<std::vector<const Json*>> rounds;  // each round's seats
    bool single = true;
};

Rules readRules(const Json& given);
Checked validate(const Json& c);
std::int64_t cents(double dollars);

/** Where the players' choices come from: a case's script (the grader) or the keyboard (console). */
struct Table;
struct Decider {
    virtual ~Decider() = default;
    virtual std::int64_t insurance(int seat) = 0;
    virtual bool evenMoney(int seat) = 0;
    virtual bool earlySurrender(int seat) = 0;
    /** The next action for this hand; false when there is none. */
    virtual bool action(int seat, int hand, const Table& table, std::string& out) = 0;
};

struct Seat {
    std::int64_t bet = 0;
    std::vector<Hand> hands;
    std::int64_t insurance = 0;
    bool evenMoney = false;
};

/** One round: the shoe, the seats, the dealer. Money is in tenths of a cent ("mils"). */
struct Table {
    Rules rules;
    const Cards* shoe = nullptr;
    int pos = 0, start = 0;
    std::vector<Seat> seats;
    Cards dealer;
    bool dealerNatural = false;
    blackjack::Draw draw;
};

/** Deal, insurance, early surrender, peek, seats, dealer. */
Table playRound(const Rules& rules, const Cards& shoe, int pos, const std::vector<std::int64_t>& bets, Decider& d);
/** Whether the rules (yours, and the split-aces rule) let this hand take this action now. */
bool allowed(const Table& t, int seat, int hand, const std::string& action);
/** A round played by a case's seats: their bets, insurance, even money and scripted actions. */
Table playScripted(const Rules& rules, const Cards& shoe, int pos, const std::vector<const Json*>& seats);
/** The protocol's result of one round. */
Json result(const Table& t);

/** Each unfinished part and the message of its first unwritten function. */
const std::map<std::string, std::string>& missing();
extern const std::vector<std::string> PARTS, ROUND_PARTS;
/** The answer to one request line; never throws. */
Json answer(const std::string& line);
/** A reproducible generator from a seed string. */
std::uint64_t seedOf(const std::string& seed);
/** The console game. */
void play(const Rules& rules, int players, const Cards* stacked, const std::string* seed);
/** The kit's command line; returns the exit status. */
int run(int argc, char** argv);

}  // namespace kit
