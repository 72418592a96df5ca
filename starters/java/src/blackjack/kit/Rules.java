package blackjack.kit;

/**
 * The table's rules: the protocol's rules object, every option filled in (defaults in DEFAULTS).
 * Money (minBet, maxBet) is in dollars here, as in the protocol.
 */
public record Rules(
        int decks, boolean hitSoft17, boolean naturals, String blackjackPays, String holeCard, boolean peekTen,
        boolean obo, String doubleOn, boolean doubleForLess, boolean doubleAfterSplit, boolean split, String splitBy,
        int maxHands, boolean resplitAces, boolean hitSplitAces, String splitDeal, String surrender,
        boolean surrenderAfterSplit, boolean insurance, boolean evenMoney, double penetration, int burn,
        double minBet, double maxBet) {

    /** The contract's defaults. */
    public static final Rules DEFAULTS = new Rules(6, false, true, "3:2", "peek", true, true, "any", false, true, true,
            "value", 4, false, false, "sequential", "late", false, true, true, 0.75, 1, 5, 100);
}
