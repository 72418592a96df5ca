package blackjack;

import blackjack.kit.Hand;
import blackjack.kit.NotImplemented;
import blackjack.kit.Rules;
import blackjack.kit.Types.Deal;
import blackjack.kit.Types.Outcome;
import blackjack.kit.Types.Totals;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Tests of your methods: ./test (test.bat on Windows). A plain main, no library needed.
 * A test of a method you have not written yet is skipped and says which one to write; add your own
 * tests at the end of main: the grader's diffs are good ideas for them.
 */
public final class BlackjackTest {
    private static int passed, failed, skipped;

    interface Body {
        void run();
    }

    static void test(String name, Body body) {
        try {
            body.run();
            passed++;
            System.out.println("ok    " + name);
        } catch (NotImplemented e) {
            skipped++;
            System.out.println("skip  " + name + ": not written yet: " + e.getMessage());
        } catch (AssertionError | RuntimeException e) {
            failed++;
            System.out.println("FAIL  " + name + ": " + e.getMessage());
        }
    }

    static void eq(Object expected, Object actual) {
        if (!Objects.equals(expected, actual)) throw new AssertionError("expected " + expected + ", got " + actual);
    }

    static Supplier<String> drawing(String... cards) {
        Iterator<String> it = Arrays.asList(cards).iterator();
        return it::next;
    }

    static List<String> cards(String... cards) {
        return new ArrayList<>(Arrays.asList(cards));
    }

    static Rules rules() {
        return Rules.DEFAULTS;
    }

    public static void main(String[] args) {
        test("card values", () -> eq(List.of(1, 2, 9, 10, 10, 10, 10),
                cards("AS", "2H", "9D", "TC", "JS", "QH", "KD").stream().map(Blackjack::cardValue).toList()));
        test("totals from the assignment", () -> {
            eq(new Totals(21, false), Blackjack.handTotal(cards("5S", "7H", "9D")));
            eq(new Totals(17, true), Blackjack.handTotal(cards("AS", "6H")));
            eq(new Totals(20, true), Blackjack.handTotal(cards("AS", "6H", "3D")));
            eq(new Totals(15, false), Blackjack.handTotal(cards("AS", "6H", "8D")));
            eq(new Totals(17, false), Blackjack.handTotal(cards("AS", "6H", "TD")));
            eq(new Totals(12, true), Blackjack.handTotal(cards("AS", "AH")));
        });
        test("a shuffled shoe has every card once per deck, in a new order", () -> {
            List<String> shoe = Blackjack.shuffleShoe(2, new Random(1));
            eq(104, shoe.size());
            Map<String, Integer> counts = new HashMap<>();
            for (String c : shoe) counts.merge(c, 1, Integer::sum);
            eq(52, counts.size());
            eq(true, counts.values().stream().allMatch(n -> n == 2));
            eq(false, Blackjack.shuffleShoe(1, new Random(1)).equals(Blackjack.shuffleShoe(1, new Random(2))));
        });
        test("the deal: two passes, then the hole card", () -> {
            Deal d = Blackjack.dealRound(2, drawing("AS", "2S", "3S", "4S", "5S", "6S"), true);
            eq(List.of(List.of("AS", "4S"), List.of("2S", "5S")), d.hands());
            eq(List.of("3S", "6S"), d.dealer());
            eq(List.of("2S"), Blackjack.dealRound(1, drawing("AS", "2S", "3S"), false).dealer());
        });
        test("hit adds a card; bust and 21 end the hand; stand does not draw", () -> {
            List<String> hand = cards("TS", "2H");
            eq(true, Blackjack.hitOrStand(hand, "hit", drawing("3C")));
            eq(List.of("TS", "2H", "3C"), hand);
            eq(false, Blackjack.hitOrStand(cards("TS", "6H"), "hit", drawing("KC")));
            eq(false, Blackjack.hitOrStand(cards("TS", "6H"), "hit", drawing("5C")));
            List<String> stood = cards("TS", "6H");
            eq(false, Blackjack.hitOrStand(stood, "stand", drawing("5C")));
            eq(List.of("TS", "6H"), stood);
        });
        test("settling a hand", () -> {
            eq(new Outcome("bust", -10000), Blackjack.settleHand(22, 17, 10000));
            eq(new Outcome("win", 10000), Blackjack.settleHand(18, 22, 10000));
            eq(new Outcome("lose", -10000), Blackjack.settleHand(18, 19, 10000));
            eq(new Outcome("push", 0), Blackjack.settleHand(18, 18, 10000));
        });
        test("the dealer draws to 17, and hits soft 17 only under H17", () -> {
            List<String> d = cards("AS", "5H");
            Blackjack.dealerPlays(d, drawing("7C", "5D", "9S"), false);
            eq(List.of("AS", "5H", "7C", "5D"), d); // the assignment's (Ace,5,7,5) makes 18
            List<String> stands = cards("AS", "6H");
            Blackjack.dealerPlays(stands, drawing("4C"), false);
            eq(List.of("AS", "6H"), stands);
            List<String> hits = cards("AS", "6H");
            Blackjack.dealerPlays(hits, drawing("4C"), true);
            eq(List.of("AS", "6H", "4C"), hits);
        });
        test("the cut card", () -> {
            eq(false, Blackjack.cutCardReached(234, rules())); // 0.75 x 6 x 52 = 234
            eq(true, Blackjack.cutCardReached(235, rules()));
        });
        test("rounding to cents", () -> eq(List.of(-363L, 188L, 187L, 0L),
                List.of(-3625L, 1875L, 1874L, -1L).stream().map(Blackjack::roundToCents).toList()));
        test("blackjack", () -> {
            eq(true, Blackjack.isBlackjack(cards("AS", "KH"), false));
            eq(false, Blackjack.isBlackjack(cards("AS", "KH"), true));
            eq(15000L, Blackjack.blackjackNet(10000, "3:2"));
            eq(12000L, Blackjack.blackjackNet(10000, "6:5"));
        });
        test("surrender", () -> {
            eq(true, Blackjack.canSurrender(new Hand(cards("TS", "6H"), 10000), rules(), false));
            eq(false, Blackjack.canSurrender(new Hand(cards("TS", "2H", "4D"), 10000), rules(), false));
            eq(-5000L, Blackjack.surrenderNet(10000));
        });
        test("double", () -> {
            eq(true, Blackjack.canDouble(new Hand(cards("6S", "5H"), 10000), rules(), 10000));
            eq(false, Blackjack.canDouble(new Hand(cards("6S", "5H"), 10000), rules(), 5000));
        });
        test("split", () -> {
            eq(true, Blackjack.canSplit(new Hand(cards("8S", "8H"), 10000), 1, rules()));
            eq(true, Blackjack.canSplit(new Hand(cards("KS", "TH"), 10000), 1, rules()));
            eq(false, Blackjack.canSplit(new Hand(cards("8S", "8H"), 10000), 4, rules()));
        });
        test("insurance and even money", () -> {
            eq(10000L, Blackjack.insuranceNet(5000, true));
            eq(-5000L, Blackjack.insuranceNet(5000, false));
            eq(10000L, Blackjack.evenMoneyNet(10000));
        });
        // Your own tests here.
        System.out.println(passed + " passed, " + failed + " failed, " + skipped + " skipped");
        System.exit(failed == 0 ? 0 : 1);
    }
}
