package blackjack.kit;

import blackjack.Blackjack;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/** Which parts of the assignment are written: each part's functions, called once with an example. */
public final class Parts {
    private Parts() {}

    private static Supplier<String> drawFrom(String... cards) {
        int[] i = {0};
        return () -> cards[i[0]++ % cards.length];
    }

    private record Probe(String part, Runnable call) {}

    // Each part and a call of each of its functions, in the order a case needs them; a part is
    // finished when none of its calls throws NotImplemented.
    private static final List<Probe> PROBES = List.of(
            new Probe("values", () -> Blackjack.cardValue("AS")),
            new Probe("values", () -> Blackjack.handTotal(List.of("AS", "6H"))),
            new Probe("deal", () -> Blackjack.dealRound(1, drawFrom("TS", "6H", "7D", "9C"), true)),
            new Probe("hit-stand", () -> Blackjack.hitOrStand(new ArrayList<>(List.of("TS", "6H")), "stand", drawFrom("5C"))),
            new Probe("hit-stand", () -> Blackjack.settleHand(20, 18, 10000)),
            new Probe("dealer", () -> Blackjack.dealerPlays(new ArrayList<>(List.of("TS", "6H")), drawFrom("5C"), false)),
            new Probe("shuffle", () -> Blackjack.shuffleShoe(1, new Random(1))),
            new Probe("shoe", () -> Blackjack.cutCardReached(10, Rules.DEFAULTS)),
            new Probe("betting", () -> Blackjack.roundToCents(-3625)),
            new Probe("blackjack", () -> Blackjack.isBlackjack(List.of("AS", "KH"), false)),
            new Probe("blackjack", () -> Blackjack.blackjackNet(10000, "3:2")),
            new Probe("surrender", () -> Blackjack.canSurrender(new Hand(List.of("TS", "6H"), 10000), Rules.DEFAULTS, false)),
            new Probe("surrender", () -> Blackjack.surrenderNet(10000)),
            new Probe("double", () -> Blackjack.canDouble(new Hand(List.of("6S", "5H"), 10000), Rules.DEFAULTS, 10000)),
            new Probe("split", () -> Blackjack.canSplit(new Hand(List.of("8S", "8H"), 10000), 1, Rules.DEFAULTS)),
            new Probe("insurance", () -> Blackjack.insuranceNet(5000, true)),
            new Probe("even-money", () -> Blackjack.evenMoneyNet(10000)));
    static final List<String> ROUND_PARTS = List.of("values", "deal", "hit-stand", "dealer");
    private static Map<String, String> missing;

    /** Each unfinished part and the message of its first unwritten function (asked once). */
    public static synchronized Map<String, String> missing() {
        if (missing != null) return missing;
        Map<String, String> out = new LinkedHashMap<>();
        for (Probe p : PROBES) {
            if (out.containsKey(p.part())) continue;
            try {
                p.call().run();
            } catch (NotImplemented e) {
                out.put(p.part(), e.getMessage());
            } catch (RuntimeException e) {
                // written, if wrongly: the grader will say what is wrong
            }
        }
        return missing = out;
    }

    /** Every part, in order. */
    public static List<String> parts() {
        return PROBES.stream().map(Probe::part).distinct().toList();
    }
}
