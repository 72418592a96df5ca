// The players' choices as a case scripts them: the grader's side of a round.
#include "kit.h"

namespace kit {

namespace {

/** The players' choices as a case scripts them. */
struct Script : Decider {
    const std::vector<const Json*>& seats;
    std::vector<size_t> next;
    explicit Script(const std::vector<const Json*>& s) : seats(s), next(s.size(), 0) {}
    std::int64_t insurance(int i) override {
        const Json* stake = seats[i]->get("insurance");
        return stake && stake->kind == Json::Number ? cents(stake->n) * 10 : 0;
    }
    bool evenMoney(int i) override {
        const Json* em = seats[i]->get("evenMoney");
        return em && em->b;
    }
    bool earlySurrender(int i) override {
        const Json& acts = *seats[i]->get("actions");
        if (acts.a.empty() || acts.a[0].s != "surrender") return false;
        next[i] = 1;
        return true;
    }
    bool action(int i, int, const Table&, std::string& out) override {
        const Json& acts = *seats[i]->get("actions");
        if (next[i] >= acts.a.size()) return false;
        out = acts.a[next[i]++].s;
        return true;
    }
};

}  // namespace

Table playScripted(const Rules& rules, const Cards& shoe, int pos, const std::vector<const Json*>& seats) {
    std::vector<std::int64_t> bets;
    for (const Json* s : seats) bets.push_back(cents(s->get("bet")->n) * 10);
    Script script(seats);
    return playRound(rules, shoe, pos, bets, script);
}

}  // namespace kit
