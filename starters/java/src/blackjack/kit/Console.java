package blackjack.kit;

import blackjack.Blackjack;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** The assignment itself: blackjack in the terminal, with a real shuffled shoe and your functions. */
public final class Console {
    private static final String[][] KEYS = {{"h", "hit"}, {"s", "stand"}, {"d", "double"}, {"p", "split"}, {"r", "surrender"}};
    private final BufferedReader in;

    Console(BufferedReader in) {
        this.in = in;
    }

    private String ask(String prompt) {
        System.out.print(prompt);
        System.out.flush();
        try {
            String line = in.readLine();
            return line == null ? null : line.trim().toLowerCase();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private boolean yes(String question) {
        String a = ask(question + " [y/n] ");
        return a != null && a.startsWith("y");
    }

    private boolean done(String part) {
        return !Parts.missing().containsKey(part);
    }

    private Table.Decider keyboard(List<Long> bets) {
        return new Table.Decider() {
            public long insurance(int i) {
                return done("insurance") && yes("Player " + (i + 1) + ": the dealer shows an ace. Insurance?") ? bets.get(i) / 2 : 0;
            }
            public boolean evenMoney(int i) {
                return done("even-money") && yes("Player " + (i + 1) + ": blackjack! Take even money?");
            }
            public boolean earlySurrender(int i) {
                return done("surrender") && yes("Player " + (i + 1) + ": surrender before the dealer checks?");
            }
            public String action(int i, int hi, Table t) {
                Table.Seat seat = t.seats.get(i);
                Hand h = seat.hands.get(hi);
                Types.Totals tot = Blackjack.handTotal(h.cards);
                String label = "Player " + (i + 1) + (seat.hands.size() > 1 ? ", hand " + (hi + 1) : "");
                System.out.println(label + ": " + String.join(" ", h.cards) + " (" + (tot.soft() ? "soft " : "") + tot.total()
                        + ")   dealer shows " + t.dealer.get(0));
                List<String[]> offer = new ArrayList<>();
                for (String[] k : KEYS) if (k[1].equals("hit") || k[1].equals("stand") || done(k[1])) offer.add(k);
                StringBuilder names = new StringBuilder();
                for (String[] k : offer) names.append(names.isEmpty() ? "" : ", ").append(k[1]).append(" [").append(k[0]).append("]");
                while (true) {
                    String typed = ask(names + "? ");
                    if (typed == null || typed.isEmpty()) return null;
                    String chosen = null;
                    for (String[] k : offer) if (typed.startsWith(k[0])) chosen = k[1];
                    if (chosen == null) System.out.println("Type one of the letters in brackets.");
                    else if (!allowed(t, seat, h, chosen)) System.out.println("You cannot " + chosen + " this hand now.");
                    else return chosen;
                }
            }
        };
    }

    /** Asks your rules first, so a refused move is asked again instead of ending the round. */
    private static boolean allowed(Table t, Table.Seat seat, Hand h, String action) {
        if (t.onlySplitOrStand(seat, h) && !action.equals("split") && !action.equals("stand")) return false;
        return switch (action) {
            case "double" -> Blackjack.canDouble(h, t.rules, h.bet);
            case "split" -> Blackjack.canSplit(h, seat.hands.size(), t.rules);
            case "surrender" -> Blackjack.canSurrender(h, t.rules, false);
            default -> true;
        };
    }

    @SuppressWarnings("unchecked")
    private static void show(Map<String, Object> res) {
        Map<String, Object> d = (Map<String, Object>) res.get("dealer");
        String tail = (Boolean) d.get("blackjack") ? " (blackjack)" : (Boolean) d.get("bust") ? " (bust)" : "";
        System.out.println("Dealer: " + String.join(" ", (List<String>) d.get("cards")) + " (" + d.get("total") + ")" + tail);
        List<Map<String, Object>> seats = (List<Map<String, Object>>) res.get("seats");
        for (int i = 0; i < seats.size(); i++) {
            List<Map<String, Object>> hands = (List<Map<String, Object>>) seats.get(i).get("hands");
            for (int j = 0; j < hands.size(); j++) {
                Map<String, Object> h = hands.get(j);
                String label = "Player " + (i + 1) + (hands.size() > 1 ? ", hand " + (j + 1) : "");
                System.out.printf("%s: %s (%s): %s %+.2f%n", label, String.join(" ", (List<String>) h.get("cards")), h.get("total"),
                        h.get("outcome"), (Double) h.get("net"));
            }
            Map<String, Object> ins = (Map<String, Object>) seats.get(i).get("insurance");
            if (ins != null) System.out.printf("Player %d: insurance %+.2f%n", i + 1, (Double) ins.get("net"));
        }
    }

    private long askBet(Rules rules, int i) {
        while (true) {
            String typed = ask("Player " + (i + 1) + ", your bet (" + rules.minBet() + "-" + rules.maxBet() + ")? ");
            try {
                double bet = typed == null || typed.isEmpty() ? rules.minBet() : Double.parseDouble(typed);
                if (bet >= rules.minBet() && bet <= rules.maxBet() && Math.abs(bet * 100 - Math.rint(bet * 100)) < 1e-6)
                    return Math.round(bet * 100) * 10;
            } catch (NumberFormatException e) {
                // asked again below
            }
            System.out.println("The table takes bets from " + rules.minBet() + " to " + rules.maxBet() + ", in whole cents.");
        }
    }

    /** Rounds until the player says no (or the input ends). */
    @SuppressWarnings("unchecked")
    void play(Rules rules, int players, List<String> stacked, String seed) {
        for (String part : Parts.ROUND_PARTS)
            if (!done(part)) {
                System.out.println("Not ready to play yet: " + Parts.missing().get(part) + ". Run the tests: ./test");
                return;
            }
        Random random = seed == null ? new SecureRandom() : Protocol.seeded(seed);
        List<String> shoe = stacked != null ? stacked : Blackjack.shuffleShoe(rules.decks(), random);
        int pos = stacked != null ? 0 : rules.burn();
        long[] won = new long[players];
        while (true) {
            List<Long> bets = new ArrayList<>();
            for (int i = 0; i < players; i++) bets.add(done("betting") ? askBet(rules, i) : 10000L);
            Map<String, Object> res;
            try {
                Table t = Table.play(rules, shoe, pos, bets, keyboard(bets));
                pos = t.pos;
                res = Settle.result(t);
            } catch (CaseError e) {
                System.out.println("The round stopped: " + e.getMessage());
                return;
            }
            show(res);
            StringBuilder line = new StringBuilder("Winnings:");
            for (int i = 0; i < players; i++) {
                won[i] += Math.round((Double) ((List<Map<String, Object>>) (List<?>) res.get("seats")).get(i).get("net") * 100);
                line.append(String.format("%s player %d %+.2f", i == 0 ? "" : ",", i + 1, won[i] / 100.0));
            }
            System.out.println(line);
            if (!yes("Another round?")) return;
            if (!done("shoe") || Blackjack.cutCardReached(pos, rules)) {
                if (stacked == null) System.out.println("Shuffling a new shoe.");
                shoe = stacked != null ? stacked : Blackjack.shuffleShoe(rules.decks(), random);
                pos = stacked != null ? 0 : rules.burn();
            }
        }
    }
}
