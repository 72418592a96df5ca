// Checks a whole case before anything is dealt, in the contract's order: case, rules, shoe, bets.
#include <cmath>
#include <map>
#include <regex>
#include <set>

#include "kit.h"

namespace kit {

namespace {

bool wholeCents(const Json& x) {
    return x.kind == Json::Number && std::isfinite(x.n) && std::fabs(x.n * 100 - std::round(x.n * 100)) < 1e-6;
}

bool isCard(const Json& c) {
    return c.kind == Json::String && c.s.size() == 2 && std::string("A23456789TJQK").find(c.s[0]) != std::string::npos &&
           std::string("SHDC").find(c.s[1]) != std::string::npos;
}

CaseError caseError(const std::string& m) { return CaseError("invalid-case", m); }

const std::vector<std::string> RULE_KEYS = {"decks", "hitSoft17", "naturals", "blackjackPays", "holeCard", "peekTen",
    "obo", "double", "doubleForLess", "doubleAfterSplit", "split", "splitBy", "maxHands", "resplitAces", "hitSplitAces",
    "splitDeal", "surrender", "surrenderAfterSplit", "insurance", "evenMoney", "penetration", "burn", "minBet", "maxBet"};

void setRule(Rules& r, const std::string& key, const Json& v) {
    auto bad = [&] { return CaseError("invalid-rules", "rule " + key + " cannot be " + write(v)); };
    auto flag = [&](bool& field) { if (v.kind != Json::Bool) throw bad(); field = v.b; };
    auto choice = [&](std::string& field, std::set<std::string> allowed) {
        if (v.kind != Json::String || !allowed.count(v.s)) throw bad();
        field = v.s;
    };
    auto whole = [&](int& field, int lo, int hi) {
        if (v.kind != Json::Number || v.n != std::floor(v.n) || v.n < lo || v.n > hi) throw bad();
        field = int(v.n);
    };
    auto money = [&](double& field) { if (!wholeCents(v) || v.n <= 0) throw bad(); field = v.n; };
    if (key == "decks") whole(r.decks, 1, 8);
    else if (key == "hitSoft17") flag(r.hitSoft17);
    else if (key == "naturals") flag(r.naturals);
    else if (key == "blackjackPays") choice(r.blackjackPays, {"3:2", "6:5", "1:1"});
    else if (key == "holeCard") choice(r.holeCard, {"peek", "enhc"});
    else if (key == "peekTen") flag(r.peekTen);
    else if (key == "obo") flag(r.obo);
    else if (key == "double") choice(r.doubleOn, {"any", "9-11", "10-11", "none"});
    else if (key == "doubleForLess") flag(r.doubleForLess);
    else if (key == "doubleAfterSplit") flag(r.doubleAfterSplit);
    else if (key == "split") flag(r.split);
    else if (key == "splitBy") choice(r.splitBy, {"value", "rank"});
    else if (key == "maxHands") whole(r.maxHands, 2, 8);
    else if (key == "resplitAces") flag(r.resplitAces);
    else if (key == "hitSplitAces") flag(r.hitSplitAces);
    else if (key == "splitDeal") choice(r.splitDeal, {"sequential", "upfront"});
    else if (key == "surrender") choice(r.surrender, {"none", "late", "early"});
    else if (key == "surrenderAfterSplit") flag(r.surrenderAfterSplit);
    else if (key == "insurance") flag(r.insurance);
    else if (key == "evenMoney") flag(r.evenMoney);
    else if (key == "penetration") {
        if (v.kind != Json::Number || v.n < 0 || v.n > 0.95) throw bad();
        r.penetration = v.n;
    } else if (key == "burn") whole(r.burn, 0, 10);
    else if (key == "minBet") money(r.minBet);
    else if (key == "maxBet") money(r.maxBet);
    else {
        std::string all;
        for (const auto& k : RULE_KEYS) all += (all.empty() ? "" : ", ") + k;
        throw CaseError("invalid-rules", "unknown rule \"" + key + "\"; the rules are " + all);
    }
}

std::vector<const Json*> checkSeats(const Json* seats) {
    if (!seats || seats->kind != Json::Array || seats->a.empty() || seats->a.size() > 7)
        throw caseError("seats must list 1 to 7 seats");
    static const std::regex action("hit|stand|double|split|surrender|double:[0-9]+(\\.[0-9]+)?");
    std::vector<const Json*> out;
    for (size_t i = 0; i < seats->a.size(); i++) {
        const Json& s = seats->a[i];
        std::string where = "seat " + std::to_string(i);
        if (s.kind != Json::Object) throw caseError(where + " must be an object");
        for (const auto& [k, v] : s.o)
            if (k != "bet" && k != "actions" && k != "insurance" && k != "evenMoney") throw caseError(where + " has an unknown field " + k);
        if (!s.has("bet") || s.get("bet")->kind != Json::Number) throw caseError(where + ": bet must be a number");
        const Json* acts = s.get("actions");
        bool ok = acts && acts->kind == Json::Array;
        if (ok)
            for (const Json& a : acts->a) ok = ok && a.kind == Json::String && std::regex_match(a.s, action);
        if (!ok) throw caseError(where + ": actions must be a list of hit, stand, double, split, surrender");
        const Json* ins = s.get("insurance");
        if (ins && ins->kind != Json::Null && ins->kind != Json::Number) throw caseError(where + ": insurance must be a number");
        const Json* em = s.get("evenMoney");
        if (em && em->kind != Json::Bool) throw caseError(where + ": evenMoney must be true or false");
        out.push_back(&s);
    }
    return out;
}

Cards cardsOf(const Json& shoe, int decks) {
    std::map<std::string, int> seen;
    Cards out;
    for (const Json& c : shoe.a) {
        if (!isCard(c)) throw CaseError("invalid-shoe", write(c) + " is not a card (rank A23456789TJQK then suit SHDC)");
        if (++seen[c.s] > decks)
            throw CaseError("invalid-shoe", c.s + " appears more than " + std::to_string(decks) + " times in a " +
                                                std::to_string(decks) + "-deck shoe");
        out.push_back(c.s);
    }
    return out;
}

void checkBets(const Rules& rules, const std::vector<const Json*>& seats, int round) {
    for (size_t i = 0; i < seats.size(); i++) {
        const Json& bet = *seats[i]->get("bet");
        const Json* ins = seats[i]->get("insurance");
        Json stake = ins && ins->kind == Json::Number ? *ins : Json(0.0);
        std::string problem;
        if (!wholeCents(bet) || bet.n < rules.minBet || bet.n > rules.maxBet)
            problem = "seat " + std::to_string(i) + ": bet " + write(bet) + " is outside the table limits";
        else if (!wholeCents(stake) || stake.n < 0 || cents(stake.n) * 2 > cents(bet.n))
            problem = "seat " + std::to_string(i) + ": insurance is 0 to half the bet";
        if (!problem.empty()) {
            CaseError e("invalid-bet", problem);
            if (round >= 0) e.at("round", round);
            throw e.at("seat", int(i));
        }
    }
}

}  // namespace

std::int64_t cents(double dollars) { return std::llround(dollars * 100); }

Rules readRules(const Json& given) {
    Rules r;
    for (const auto& [k, v] : given.o) setRule(r, k, v);
    if (r.minBet > r.maxBet) throw CaseError("invalid-rules", "minBet is above maxBet");
    return r;
}

Checked validate(const Json& c) {
    static const std::set<std::string> keys = {"id", "title", "tags", "expect", "rules", "shoe", "seats", "shoes", "rounds"};
    for (const auto& [k, v] : c.o)
        if (!keys.count(k)) throw caseError("unknown field " + k);
    if (c.has("id") && c.get("id")->kind != Json::String) throw caseError("id must be a string");
    if (c.has("title") && c.get("title")->kind != Json::String) throw caseError("title must be a string");
    if (const Json* tags = c.get("tags")) {
        bool ok = tags->kind == Json::Array;
        if (ok)
            for (const Json& t : tags->a) ok = ok && t.kind == Json::String;
        if (!ok) throw caseError("tags must be a list of strings");
    }
    if (c.has("rules") && c.get("rules")->kind != Json::Object) throw caseError("rules must be an object");
    std::string has;
    for (const char* k : {"shoe", "seats", "shoes", "rounds"})
        if (c.has(k)) has += std::string(has.empty() ? "" : ",") + k;
    Checked out;
    std::vector<const Json*> shoes;
    if (has == "shoe,seats") {
        if (c.get("shoe")->kind != Json::Array) throw caseError("shoe must be a list of cards");
        shoes.push_back(c.get("shoe"));
        out.rounds.push_back(checkSeats(c.get("seats")));
    } else if (has == "shoes,rounds") {
        const Json& s = *c.get("shoes");
        bool ok = s.kind == Json::Array && !s.a.empty();
        if (ok)
            for (const Json& one : s.a) ok = ok && one.kind == Json::Array;
        if (!ok) throw caseError("shoes must be a non-empty list of lists of cards");
        const Json& r = *c.get("rounds");
        if (r.kind != Json::Array || r.a.empty()) throw caseError("rounds must be a non-empty list");
        for (const Json& one : r.a) {
            if (one.kind != Json::Object || one.o.size() != 1 || !one.has("seats")) throw caseError("each round is {\"seats\": [...]}");
            out.rounds.push_back(checkSeats(one.get("seats")));
        }
        for (const Json& one : s.a) shoes.push_back(&one);
        out.single = false;
    } else throw caseError("a case has shoe and seats, or shoes and rounds");
    out.rules = readRules(c.has("rules") ? *c.get("rules") : Json::object());
    for (const Json* s : shoes) out.shoes.push_back(cardsOf(*s, out.rules.decks));
    for (size_t r = 0; r < out.rounds.size(); r++) checkBets(out.rules, out.rounds[r], out.single ? -1 : int(r));
    return out;
}

}  // namespace kit
