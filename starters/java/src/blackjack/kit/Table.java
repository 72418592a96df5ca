package blackjack.kit;

import blackjack.Blackjack;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * One round of blackjack, step by step, calling your functions at each rule of the assignment.
 * Money is kept in whole tenths of a cent ("mils") so 3:2, 6:5 and half-bet surrenders stay exact.
 */
public final class Table {
    /** Where the players' choices come from: a case's script (the grader) or the keyboard (console). */
    public interface Decider {
        long insurance(int seat);
        boolean evenMoney(int seat);
        boolean earlySurrender(int seat);
        /** The next action for this hand, or null when there is none. */
        String action(int seat, int hand, Table table);
    }

    /** One seat: its hands, its insurance stake and whether it took even money. */
    public static final class Seat {
        public final long bet;
        public final List<Hand> hands = new ArrayList<>();
        public long insurance;
        public boolean evenMoney;

        Seat(long bet) {
            this.bet = bet;
        }
    }

    public final Rules rules;
    public final List<String> shoe;
    public int pos;
    public final int start;
    public final List<Seat> seats = new ArrayList<>();
    public List<String> dealer = new ArrayList<>();
    public boolean dealerNatural;
    public final Supplier<String> draw = () -> {
        if (pos >= shoe().size()) throw new CaseError("shoe-exhausted", "the shoe ran out of cards");
        return shoe().get(pos++);
    };

    private List<String> shoe() {
        return shoe;
    }

    Table(Rules rules, List<String> shoe, int pos) {
        this.rules = rules;
        this.shoe = shoe;
        this.pos = pos;
        this.start = pos;
    }

    static boolean isAce(String c) {
        return c.charAt(0) == 'A';
    }

    static int total(List<String> cards) {
        return Blackjack.handTotal(cards).total();
    }

    /** Your isBlackjack is asked only when it matters: two cards that make 21 under naturals. */
    boolean natural(List<String> cards, boolean fromSplit) {
        return rules.naturals() && cards.size() == 2 && total(cards) == 21 && Blackjack.isBlackjack(cards, fromSplit);
    }

    /** Split aces that may be resplit have one decision: split again, or stand (ruling 18). */
    boolean onlySplitOrStand(Seat seat, Hand h) {
        boolean pair = h.cards.size() == 2 && isAce(h.cards.get(0)) && isAce(h.cards.get(1));
        return h.splitAces && !rules.hitSplitAces() && rules.split() && rules.resplitAces() && pair
                && seat.hands.size() < rules.maxHands();
    }

    /** Deal, insurance, early surrender, peek, seats, dealer. */
    public static Table play(Rules rules, List<String> shoe, int pos, List<Long> bets, Decider decider) {
        Table t = new Table(rules, shoe, pos);
        Types.Deal deal = Blackjack.dealRound(bets.size(), t.draw, rules.holeCard().equals("peek"));
        t.dealer = new ArrayList<>(deal.dealer());
        for (int i = 0; i < bets.size(); i++) {
            Seat seat = new Seat(bets.get(i));
            Hand h = new Hand(deal.hands().get(i), bets.get(i));
            if (total(h.cards) == 21) {
                h.done = true;
                h.natural = t.natural(h.cards, false);
            }
            seat.hands.add(h);
            t.seats.add(seat);
        }
        if (rules.naturals() && rules.insurance() && isAce(t.dealer.get(0))) {
            for (int i = 0; i < t.seats.size(); i++) {
                Seat seat = t.seats.get(i);
                if (rules.evenMoney() && seat.hands.get(0).natural && decider.evenMoney(i)) seat.evenMoney = seat.hands.get(0).done = true;
                else seat.insurance = decider.insurance(i);
            }
        }
        if (rules.surrender().equals("early")) {
            for (int i = 0; i < t.seats.size(); i++) {
                Hand h = t.seats.get(i).hands.get(0);
                if (!h.done && decider.earlySurrender(i) && Blackjack.canSurrender(h, rules, true)) h.surrendered = h.done = h.acted = true;
            }
        }
        String up = t.dealer.get(0);
        boolean peeks = rules.holeCard().equals("peek") && rules.naturals() && (isAce(up) || (rules.peekTen() && "TJQK".indexOf(up.charAt(0)) >= 0));
        if (peeks && t.natural(t.dealer, false)) {
            t.dealerNatural = true;
            return t;
        }
        for (int i = 0; i < t.seats.size(); i++) t.playSeat(i, decider);
        t.dealerTurn();
        return t;
    }

    /** A split hand gets its second card when play reaches it; hands without a decision end. */
    private void prepare(Seat seat, Hand h) {
        if (h.done) return;
        if (h.cards.size() == 1) h.cards.add(draw.get());
        if (total(h.cards) >= 21) h.done = true;
        else if (h.splitAces && !rules.hitSplitAces() && !onlySplitOrStand(seat, h)) h.done = true;
    }

    private static CaseError refuse(int i, int hi, String text, String why) {
        return new CaseError("illegal-action", "\"" + text + "\" is not allowed for seat " + i + ", hand " + hi + ": " + why)
                .at("seat", i).at("hand", hi).at("action", text);
    }

    private void playSeat(int i, Decider decider) {
        Seat seat = seats.get(i);
        for (int hi = 0; hi < seat.hands.size(); hi++) {
            Hand h = seat.hands.get(hi);
            prepare(seat, h);
            while (!h.done) {
                String text = decider.action(i, hi, this);
                if (text == null)
                    throw new CaseError("missing-action", "seat " + i + ", hand " + hi + " needs an action and has none left").at("seat", i).at("hand", hi);
                String action = text.contains(":") ? text.substring(0, text.indexOf(':')) : text;
                if (onlySplitOrStand(seat, h) && !action.equals("split") && !action.equals("stand"))
                    throw refuse(i, hi, text, "split aces may only be split again or stood on");
                switch (action) {
                    case "hit", "stand" -> {
                        h.acted = true;
                        h.done = !Blackjack.hitOrStand(h.cards, action, draw);
                    }
                    case "double" -> {
                        long amount = h.bet;
                        if (text.contains(":")) {
                            double raw = Double.parseDouble(text.substring(text.indexOf(':') + 1));
                            if (Math.abs(raw * 100 - Math.rint(raw * 100)) > 1e-6) throw refuse(i, hi, text, "a double is a whole number of cents");
                            amount = Math.round(raw * 100) * 10;
                        }
                        if (!Blackjack.canDouble(h, rules, amount)) throw refuse(i, hi, text, "your canDouble says no");
                        h.acted = h.doubled = h.done = true;
                        h.wager += amount;
                        h.cards.add(draw.get());
                    }
                    case "surrender" -> {
                        if (!Blackjack.canSurrender(h, rules, false)) throw refuse(i, hi, text, "your canSurrender says no");
                        h.acted = h.surrendered = h.done = true;
                    }
                    default -> {
                        if (!Blackjack.canSplit(h, seat.hands.size(), rules)) throw refuse(i, hi, text, "your canSplit says no");
                        split(seat, hi);
                    }
                }
            }
        }
    }

    private void split(Seat seat, int hi) {
        Hand h = seat.hands.get(hi);
        boolean aces = isAce(h.cards.get(0));
        Hand right = new Hand(List.of(h.cards.get(1)), h.bet);
        right.fromSplit = true;
        right.splitAces = aces;
        h.cards = new ArrayList<>(List.of(h.cards.get(0)));
        h.fromSplit = true;
        h.splitAces = aces;
        h.acted = false;
        seat.hands.add(hi + 1, right);
        if (rules.splitDeal().equals("upfront")) {
            h.cards.add(draw.get());
            right.cards.add(draw.get());
        }
        prepare(seat, h);
    }

    private void dealerTurn() {
        List<Hand> live = new ArrayList<>();
        boolean stakes = false;
        for (Seat s : seats) {
            stakes |= s.insurance > 0;
            for (Hand h : s.hands) if (!s.evenMoney && !h.surrendered && total(h.cards) <= 21) live.add(h);
        }
        if (rules.holeCard().equals("enhc") && (!live.isEmpty() || stakes)) dealer.add(draw.get());
        if (natural(dealer, false)) dealerNatural = true;
        if (dealerNatural || live.stream().allMatch(h -> h.natural)) return;
        Blackjack.dealerPlays(dealer, draw, rules.hitSoft17());
    }
}
