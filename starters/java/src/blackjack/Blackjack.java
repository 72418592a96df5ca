package blackjack;

import blackjack.kit.Hand;
import blackjack.kit.Kit;
import blackjack.kit.NotImplemented;
import blackjack.kit.Rules;
import blackjack.kit.Types.Deal;
import blackjack.kit.Types.Outcome;
import blackjack.kit.Types.Totals;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Blackjack: the assignment. Write each method below; the kit (package blackjack.kit) does the rest.
 *
 * <pre>
 *   ./play                     play in the terminal (with your methods)    [Windows: play.bat]
 *   ./test                     the kit's tests of your methods             [test.bat]
 *   ./check                    grade it                                    [check.bat]
 * </pre>
 *
 * Each method is one rule of the assignment and earns one part of the grade. Until you write it, it
 * throws NotImplemented: the grader then says "not implemented: write dealerPlays (part: dealer)", and
 * hello (the list of parts the grader grades) leaves that part out. Debug with System.out.println
 * or System.err.println: in --protocol mode the kit sends your prints to standard error.
 *
 * Cards are two characters, rank then suit: "AS", "TD" (ten of diamonds), "7H", "KC".
 * Money is in tenths of a cent (a long): a $10 bet is 10000, so 3:2 and half bets stay exact.
 * draw.get() takes the next card from the shoe.
 */
public final class Blackjack {
    private Blackjack() {}

    // ---- Base assignment ----

    /** Part values: the card's value, an ace counting 1 ("AS" -> 1, "7H" -> 7, "KD" -> 10). */
    public static int cardValue(String card) {
        throw new NotImplemented("write cardValue (part: values)");
    }

    /**
     * Part values: the total, and whether it is soft. Aces count 1; one ace counts 11 if that keeps the
     * total at most 21, and then the hand is soft. [AS, 6H] -> (17, soft); [AS, 6H, TD] -> (17, hard).
     */
    public static Totals handTotal(List<String> cards) {
        throw new NotImplemented("write handTotal (part: values)");
    }

    /**
     * Part shuffle: every card of `decks` decks (52 each), in random order. Use random.nextInt(n) in a
     * Fisher-Yates shuffle: the grader checks that every order is equally likely.
     */
    public static List<String> shuffleShoe(int decks, Random random) {
        throw new NotImplemented("write shuffleShoe (part: shuffle)");
    }

    /**
     * Part deal: one card to each seat in order, one to the dealer (the upcard), a second card to each
     * seat, then the dealer's hole card if holeCard. Returns each seat's two cards and the dealer's cards.
     */
    public static Deal dealRound(int seats, Supplier<String> draw, boolean holeCard) {
        throw new NotImplemented("write dealRound (part: deal)");
    }

    /**
     * Part hit-stand: the player's decision on a hand. "hit" adds draw.get() to cards, "stand" does not.
     * Returns true if the player may act again on this hand (it has not stood, busted or made 21).
     */
    public static boolean hitOrStand(List<String> cards, String action, Supplier<String> draw) {
        throw new NotImplemented("write hitOrStand (part: hit-stand)");
    }

    /** Part dealer: the dealer draws (cards.add(draw.get())) until 17 or more; with hitSoft17 it also hits a soft 17. */
    public static void dealerPlays(List<String> cards, Supplier<String> draw, boolean hitSoft17) {
        throw new NotImplemented("write dealerPlays (part: dealer)");
    }

    /**
     * Part hit-stand: the outcome and net of a hand the player played out: "bust" (over 21) loses the
     * wager, a dealer bust or a higher total "win"s it, a lower total "lose"s it, equal is "push" (0).
     */
    public static Outcome settleHand(int total, int dealerTotal, long wager) {
        throw new NotImplemented("write settleHand (part: hit-stand)");
    }

    /**
     * Part shoe: true once the round has dealt a card past the cut card, which sits after
     * floor(rules.penetration() * rules.decks() * 52) cards (cardsTaken counts burned cards too).
     * Compute it exactly: 0.7 * 52 is 36.4 in decimal but not in floating point.
     */
    public static boolean cutCardReached(int cardsTaken, Rules rules) {
        throw new NotImplemented("write cutCardReached (part: shoe)");
    }

    // ---- Extra credit: one method or two per item ----

    /** Part betting: tenths of a cent rounded to whole cents, halves away from zero: -3625 -> -363, 1875 -> 188. */
    public static long roundToCents(long mils) {
        throw new NotImplemented("write roundToCents (part: betting)");
    }

    /** Part blackjack: an ace and a ten-value as the first two cards of a hand not made by splitting. */
    public static boolean isBlackjack(List<String> cards, boolean fromSplit) {
        throw new NotImplemented("write isBlackjack (part: blackjack)");
    }

    /** Part blackjack: what a winning natural nets: pays is "3:2", "6:5" or "1:1" (10000 at 3:2 -> 15000). */
    public static long blackjackNet(long bet, String pays) {
        throw new NotImplemented("write blackjackNet (part: blackjack)");
    }

    /**
     * Part surrender: may this hand surrender now? rules.surrender() is "none", "late" (after the dealer
     * checks for blackjack) or "early" (before: beforePeek is true then). Only a two-card hand's first
     * decision (hand.acted is false); a hand made by splitting only with rules.surrenderAfterSplit(), after the peek.
     */
    public static boolean canSurrender(Hand hand, Rules rules, boolean beforePeek) {
        throw new NotImplemented("write canSurrender (part: surrender)");
    }

    /** Part surrender: a surrendered hand loses half its bet. */
    public static long surrenderNet(long bet) {
        throw new NotImplemented("write surrenderNet (part: surrender)");
    }

    /**
     * Part double: may this hand double for `amount` more? Two cards only; rules.doubleOn() is "any",
     * "9-11" or "10-11" (hard totals) or "none"; after a split only with rules.doubleAfterSplit();
     * 0 < amount <= hand.bet, and amount == hand.bet unless rules.doubleForLess().
     */
    public static boolean canDouble(Hand hand, Rules rules, long amount) {
        throw new NotImplemented("write canDouble (part: double)");
    }

    /**
     * Part split: may this hand split? rules.split(); two cards of the same value (rules.splitBy() "value")
     * or the same rank ("rank"); fewer than rules.maxHands() hands held; a split ace again only with rules.resplitAces().
     */
    public static boolean canSplit(Hand hand, int handsHeld, Rules rules) {
        throw new NotImplemented("write canSplit (part: split)");
    }

    /** Part insurance: insurance pays 2:1 when the dealer has blackjack, else the stake is lost. */
    public static long insuranceNet(long stake, boolean dealerBlackjack) {
        throw new NotImplemented("write insuranceNet (part: insurance)");
    }

    /** Part even-money: a blackjack that takes even money wins its bet, 1:1. */
    public static long evenMoneyNet(long bet) {
        throw new NotImplemented("write evenMoneyNet (part: even-money)");
    }

    /** The kit's command line: the console game, or --protocol for the grader. */
    public static void main(String[] args) throws Exception {
        System.exit(Kit.run(args));
    }
}
