// The grader's side: hello, shuffle requests and cases, one JSON line in and one JSON line out.
#include <iostream>
#include <memory>
#include <random>

#include "kit.h"

namespace kit {

using namespace blackjack;

namespace {

Draw drawFrom(Cards cards) {
    auto i = std::make_shared<size_t>(0);
    return [cards, i]() { return cards[(*i)++ % cards.size()]; };
}

struct Probe {
    std::string part;
    std::function<void()> call;
};

Hand handOf(Cards cards) {
    Hand h;
    h.cards = std::move(cards);
    h.bet = h.wager = 10000;
    return h;
}

// Each part and a call of each of its functions, in the order a case needs them; a part is finished
// when none of its calls throws NotImplemented.
const std::vector<Probe>& probes() {
    static const std::vector<Probe> all = {
        {"values", [] { cardValue("AS"); }},
        {"values", [] { handTotal({"AS", "6H"}); }},
        {"deal", [] { dealRound(1, drawFrom({"TS", "6H", "7D", "9C"}), true); }},
        {"hit-stand", [] { Cards c{"TS", "6H"}; hitOrStand(c, "stand", drawFrom({"5C"})); }},
        {"hit-stand", [] { settleHand(20, 18, 10000); }},
        {"dealer", [] { Cards c{"TS", "6H"}; dealerPlays(c, drawFrom({"5C"}), false); }},
        {"shuffle", [] { std::mt19937_64 r(1); shuffleShoe(1, r); }},
        {"shoe", [] { cutCardReached(10, Rules{}); }},
        {"betting", [] { roundToCents(-3625); }},
        {"blackjack", [] { isBlackjack({"AS", "KH"}, false); }},
        {"blackjack", [] { blackjackNet(10000, "3:2"); }},
        {"surrender", [] { canSurrender(handOf({"TS", "6H"}), Rules{}, false); }},
        {"surrender", [] { surrenderNet(10000); }},
        {"double", [] { canDouble(handOf({"6S", "5H"}), Rules{}, 10000); }},
        {"split", [] { canSplit(handOf({"8S", "8H"}), 1, Rules{}); }},
        {"insurance", [] { insuranceNet(5000, true); }},
        {"even-money", [] { evenMoneyNet(10000); }},
    };
    return all;
}

Json hello() {
    Json features = Json::array();
    for (const auto& p : PARTS)
        if (!missing().count(p)) features.push(p);
    bool playable = true;
    for (const auto& p : ROUND_PARTS) playable = playable && !missing().count(p);
    if (playable) features.push("errors"), features.push("multiplayer");
    Json out = Json::object();
    out.set("name", "C++ starter kit");
    out.set("protocol", 1);
    out.set("features", features);
    return out;
}

Json runCase(const Json& c) {
    for (const auto& p : ROUND_PARTS)
        if (missing().count(p)) throw NotImplemented(missing().at(p));
    Checked k = validate(c);
    if (k.single) return result(playScripted(k.rules, k.shoes[0], 0, k.rounds[0]));
    Json results = Json::array(), reshuffles = Json::array();
    int shoe = 0, pos = k.rules.burn, last = -2;
    for (int r = 0; r < int(k.rounds.size()); r++) {
        try {
            if (r > 0 && last == r - 1) {
                shoe++;
                pos = k.rules.burn;
                if (shoe >= int(k.shoes.size())) throw CaseError("shoe-exhausted", "round " + std::to_string(r) + " needs a new shoe and the case has no more");
            }
            if (pos > int(k.shoes[shoe].size())) throw CaseError("shoe-exhausted", "the shoe is too short to burn its cards");
            Table t = playScripted(k.rules, k.shoes[shoe], pos, k.rounds[r]);
            results.push(result(t));
            pos = t.pos;
            if (cutCardReached(pos, k.rules)) reshuffles.push(r), last = r;
        } catch (CaseError& e) {
            e.at("round", r);
            throw;
        }
    }
    Json out = Json::object();
    out.set("rounds", results);
    out.set("reshuffles", reshuffles);
    return out;
}

Json shuffle(const Json& req) {
    if (missing().count("shuffle")) throw NotImplemented(missing().at("shuffle"));
    for (const auto& [k, v] : req.o)
        if (k != "op" && k != "decks" && k != "seed" && k != "id") throw CaseError("invalid-case", "a shuffle request has no field " + k);
    const Json* seed = req.get("seed");
    if (seed && seed->kind != Json::String) throw CaseError("invalid-case", "seed must be a string");
    if (req.has("id") && req.get("id")->kind != Json::String) throw CaseError("invalid-case", "id must be a string");
    const Json* d = req.get("decks");
    if (!d || d->kind != Json::Number || d->n != int(d->n) || d->n < 1 || d->n > 8)
        throw CaseError("invalid-rules", "decks must be a whole number from 1 to 8");
    std::mt19937_64 random(seed ? seedOf(seed->s) : std::random_device{}() * 0x9E3779B97F4A7C15ULL ^ std::random_device{}());
    Json out = Json::object();
    out.set("shoe", Json::strings(shuffleShoe(int(d->n), random)));
    return out;
}

Json error(const std::string& code, const std::string& message) {
    Json e = Json::object();
    e.set("code", code);
    e.set("message", message);
    Json out = Json::object();
    out.set("error", e);
    return out;
}

}  // namespace

const std::vector<std::string> PARTS = {"values", "deal", "hit-stand", "dealer", "shuffle", "shoe", "betting",
    "blackjack", "surrender", "double", "split", "insurance", "even-money"};
const std::vector<std::string> ROUND_PARTS = {"values", "deal", "hit-stand", "dealer"};

const std::map<std::string, std::string>& missing() {
    static const std::map<std::string, std::string> out = [] {
        std::map<std::string, std::string> m;
        for (const Probe& p : probes()) {
            if (m.count(p.part)) continue;
            try {
                p.call();
            } catch (const NotImplemented& e) {
                m[p.part] = e.what();
            } catch (...) {
                // written, if wrongly: the grader will say what is wrong
            }
        }
        return m;
    }();
    return out;
}

std::uint64_t seedOf(const std::string& seed) {
    std::uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a
    for (unsigned char c : seed) h = (h ^ c) * 0x100000001b3ULL;
    return h;
}

Json answer(const std::string& line) {
    try {
        Json req;
        try {
            req = parse(line);
        } catch (const std::invalid_argument&) {
            req = Json();
        }
        if (req.kind != Json::Object) throw CaseError("invalid-case", "a request must be a JSON object");
        const Json* op = req.get("op");
        if (op && op->kind == Json::String && op->s == "hello") return hello();
        if (op && op->kind == Json::String && op->s == "shuffle") return shuffle(req);
        if (op) throw CaseError("invalid-case", "unknown op " + write(*op));
        return runCase(req);
    } catch (const CaseError& e) {
        Json out = Json::object();
        out.set("error", e.body);
        return out;
    } catch (const NotImplemented& e) {
        return error("not-implemented", std::string("not implemented: ") + e.what());
    } catch (const std::exception& e) {
        // A bug in your code: say what, and keep answering.
        std::cerr << "your code threw: " << e.what() << "\n";
        return error("exception", std::string("your code threw: ") + e.what());
    }
}

}  // namespace kit
