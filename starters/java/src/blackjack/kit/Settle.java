package blackjack.kit;

import blackjack.Blackjack;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Settlement and the protocol's result object, built from a played round. */
public final class Settle {
    private Settle() {}

    /** Tenths of a cent to dollars; a fraction of a cent goes through your roundToCents. */
    static double money(long mils) {
        if (mils % 10 == 0) return mils / 10 / 100.0 + 0.0;
        return Blackjack.roundToCents(mils) / 100.0 + 0.0;
    }

    private static Types.Outcome hand(Table t, Table.Seat seat, Hand h, int index, int dealerTotal) {
        Rules r = t.rules;
        int total = Table.total(h.cards);
        if (seat.evenMoney) return new Types.Outcome("even-money", Blackjack.evenMoneyNet(h.bet));
        if (h.surrendered) return new Types.Outcome("surrender", Blackjack.surrenderNet(h.bet));
        // Original bets only: the first hand carries the seat's bet, the others get theirs back.
        if (r.holeCard().equals("enhc") && r.obo() && t.dealerNatural && !h.natural)
            return new Types.Outcome(total > 21 ? "bust" : "lose", index == 0 ? -h.bet : 0);
        if (total > 21) return Blackjack.settleHand(total, dealerTotal, h.wager);
        if (h.natural)
            return t.dealerNatural ? new Types.Outcome("push", 0) : new Types.Outcome("blackjack", Blackjack.blackjackNet(h.bet, r.blackjackPays()));
        if (t.dealerNatural) return new Types.Outcome("lose", -h.wager);
        return Blackjack.settleHand(total, dealerTotal, h.wager);
    }

    /** The protocol's result of one round (section 5 of the contract). */
    public static Map<String, Object> result(Table t) {
        Types.Totals d = Blackjack.handTotal(t.dealer);
        List<Object> seats = new ArrayList<>();
        for (Table.Seat seat : t.seats) {
            long net = 0;
            List<Object> hands = new ArrayList<>();
            for (int i = 0; i < seat.hands.size(); i++) {
                Hand h = seat.hands.get(i);
                Types.Outcome o = hand(t, seat, h, i, d.total());
                net += o.net();
                Types.Totals tot = Blackjack.handTotal(h.cards);
                Map<String, Object> out = new LinkedHashMap<>();
                out.put("cards", h.cards);
                out.put("total", tot.total());
                out.put("soft", tot.soft());
                out.put("bet", h.bet / 1000.0);
                out.put("wager", h.wager / 1000.0);
                out.put("doubled", h.doubled);
                out.put("fromSplit", h.fromSplit);
                out.put("outcome", o.outcome());
                out.put("net", money(o.net()));
                hands.add(out);
            }
            Map<String, Object> insurance = null;
            if (seat.insurance > 0) {
                long ins = Blackjack.insuranceNet(seat.insurance, t.dealerNatural);
                insurance = new LinkedHashMap<>();
                insurance.put("stake", seat.insurance / 1000.0);
                insurance.put("net", money(ins));
                net += ins;
            }
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("insurance", insurance);
            s.put("evenMoney", seat.evenMoney);
            s.put("hands", hands);
            s.put("net", money(net));
            seats.add(s);
        }
        Map<String, Object> dealer = new LinkedHashMap<>();
        dealer.put("cards", t.dealer);
        dealer.put("total", d.total());
        dealer.put("soft", d.soft());
        dealer.put("blackjack", t.dealerNatural);
        dealer.put("bust", d.total() > 21);
        Map<String, Object> res = new LinkedHashMap<>();
        res.put("dealer", dealer);
        res.put("seats", seats);
        res.put("cardsUsed", t.pos - t.start);
        return res;
    }
}
