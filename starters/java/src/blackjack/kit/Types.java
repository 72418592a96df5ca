package blackjack.kit;

import java.util.List;

/** The small values your functions return. */
public final class Types {
    private Types() {}

    /** A hand's total and whether it is soft (an ace counted as 11). */
    public record Totals(int total, boolean soft) {}

    /** The cards of a deal: each seat's two cards, and the dealer's one or two. */
    public record Deal(List<List<String>> hands, List<String> dealer) {}

    /** How a hand ended ("win", "lose", "push", "bust") and what it netted, in tenths of a cent. */
    public record Outcome(String outcome, long net) {}
}
