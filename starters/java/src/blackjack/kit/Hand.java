package blackjack.kit;

import java.util.ArrayList;
import java.util.List;

/** One hand of a seat. Money (bet, wager) is in tenths of a cent: $10 is 10000. */
public final class Hand {
    public List<String> cards;
    public final long bet;
    public long wager;
    public boolean doubled, fromSplit, splitAces, natural, acted, done, surrendered;

    public Hand(List<String> cards, long bet) {
        this.cards = new ArrayList<>(cards);
        this.bet = bet;
        this.wager = bet;
    }
}
