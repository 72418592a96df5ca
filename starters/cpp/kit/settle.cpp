// Settlement and the protocol's result object, built from a played round.
#include "kit.h"

namespace kit {

using namespace blackjack;

namespace {

/** Tenths of a cent to dollars; a fraction of a cent goes through your roundToCents. */
Json money(std::int64_t mils) {
    if (mils % 10 == 0) return Json(double(mils / 10) / 100);
    return Json(double(roundToCents(mils)) / 100);
}

Outcome settle(const Table& t, const Seat& seat, const Hand& h, int index, int dealerTotal) {
    const Rules& r = t.rules;
    int total = handTotal(h.cards).total;
    if (seat.evenMoney) return {"even-money", evenMoneyNet(h.bet)};
    if (h.surrendered) return {"surrender", surrenderNet(h.bet)};
    // Original bets only: the first hand carries the seat's bet, the others get theirs back.
    if (r.holeCard == "enhc" && r.obo && t.dealerNatural && !h.natural) return {total > 21 ? "bust" : "lose", index == 0 ? -h.bet : 0};
    if (total > 21) return settleHand(total, dealerTotal, h.wager);
    if (h.natural) return t.dealerNatural ? Outcome{"push", 0} : Outcome{"blackjack", blackjackNet(h.bet, r.blackjackPays)};
    if (t.dealerNatural) return {"lose", -h.wager};
    return settleHand(total, dealerTotal, h.wager);
}

}  // namespace

Json result(const Table& t) {
    Totals d = handTotal(t.dealer);
    Json seats = Json::array();
    for (const Seat& seat : t.seats) {
        std::int64_t net = 0;
        Json hands = Json::array();
        for (size_t i = 0; i < seat.hands.size(); i++) {
            const Hand& h = seat.hands[i];
            Outcome o = settle(t, seat, h, int(i), d.total);
            net += o.net;
            Totals tot = handTotal(h.cards);
            Json out = Json::object();
            out.set("cards", Json::strings(h.cards));
            out.set("total", tot.total);
            out.set("soft", tot.soft);
            out.set("bet", double(h.bet) / 1000);
            out.set("wager", double(h.wager) / 1000);
            out.set("doubled", h.doubled);
            out.set("fromSplit", h.fromSplit);
            out.set("outcome", o.outcome);
            out.set("net", money(o.net));
            hands.push(out);
        }
        Json insurance;
        if (seat.insurance > 0) {
            std::int64_t ins = insuranceNet(seat.insurance, t.dealerNatural);
            insurance = Json::object();
            insurance.set("stake", double(seat.insurance) / 1000);
            insurance.set("net", money(ins));
            net += ins;
        }
        Json s = Json::object();
        s.set("insurance", insurance);
        s.set("evenMoney", seat.evenMoney);
        s.set("hands", hands);
        s.set("net", money(net));
        seats.push(s);
    }
    Json dealer = Json::object();
    dealer.set("cards", Json::strings(t.dealer));
    dealer.set("total", d.total);
    dealer.set("soft", d.soft);
    dealer.set("blackjack", t.dealerNatural);
    dealer.set("bust", d.total > 21);
    Json res = Json::object();
    res.set("dealer", dealer);
    res.set("seats", seats);
    res.set("cardsUsed", t.pos - t.start);
    return res;
}

}  // namespace kit
