"""Blackjack: the assignment. Write each function below; the kit does the rest.

    python3 blackjack.py              play in the terminal (with your functions)
    python3 blackjack.py --protocol   what the grader runs
    python3 -m unittest               the kit's tests of your functions
    ./check   (check.bat on Windows)  grade it

Each function is one rule of the assignment and earns one part of the grade. Until you write it,
it raises NotImplementedError: the grader then says "not implemented: write <function> (part: <part>)",
and `hello` (the list of parts the grader grades) leaves that part out. Print debugging output with
print(..., file=sys.stderr) or plain print: in --protocol mode the kit sends your prints to stderr.

Cards are two characters, rank then suit: "AS", "TD" (ten of diamonds), "7H", "KC".
Money is in tenths of a cent (an int): a $10 bet is 10000, so 3:2 and half bets stay exact.
"""

from __future__ import annotations

import random
import sys
from typing import Callable

from blackjack_kit import Hand, Rules, run

Draw = Callable[[], str]  # draw() takes the next card from the shoe

# ---- Base assignment ------------------------------------------------------------------------


def card_value(card: str) -> int:
    """Part values: the card's value, an ace counting 1 ("AS" -> 1, "7H" -> 7, "KD" -> 10)."""
    raise NotImplementedError("write card_value (part: values)")


def hand_total(cards: list[str]) -> tuple[int, bool]:
    """Part values: (total, soft). Aces count 1; one ace counts 11 if that keeps the total at most 21,
    and then the hand is soft. ["AS", "6H"] -> (17, True); ["AS", "6H", "TD"] -> (17, False)."""
    raise NotImplementedError("write hand_total (part: values)")


def shuffle_shoe(decks: int, rng: random.Random) -> list[str]:
    """Part shuffle: every card of `decks` decks (52 each), in random order. Use rng.randrange()
    (a Fisher-Yates shuffle): the grader checks that every order is equally likely."""
    raise NotImplementedError("write shuffle_shoe (part: shuffle)")


def deal_round(seats: int, draw: Draw, hole_card: bool) -> tuple[list[list[str]], list[str]]:
    """Part deal: one card to each seat in order, one to the dealer (the upcard), a second card to
    each seat, then the dealer's hole card if hole_card. Returns (each seat's two cards, dealer's cards)."""
    raise NotImplementedError("write deal_round (part: deal)")


def hit_or_stand(cards: list[str], action: str, draw: Draw) -> bool:
    """Part hit-stand: the player's decision on a hand. "hit" adds draw() to cards, "stand" does not.
    Returns True if the player may act again on this hand (it has not stood, busted or made 21)."""
    raise NotImplementedError("write hit_or_stand (part: hit-stand)")


def dealer_plays(cards: list[str], draw: Draw, hit_soft_17: bool) -> None:
    """Part dealer: the dealer draws (cards.append(draw())) until 17 or more; with hit_soft_17 it
    also hits a soft 17."""
    raise NotImplementedError("write dealer_plays (part: dealer)")


def settle_hand(total: int, dealer_total: int, wager: int) -> tuple[str, int]:
    """Part hit-stand: (outcome, net) of a hand the player played out: "bust" (over 21) loses the
    wager, a dealer bust or a higher total "win"s it, a lower total "lose"s it, equal is "push" (0)."""
    raise NotImplementedError("write settle_hand (part: hit-stand)")


def cut_card_reached(cards_taken: int, rules: Rules) -> bool:
    """Part shoe: True once the round has dealt a card past the cut card, which sits after
    floor(rules.penetration * rules.decks * 52) cards (cards_taken counts burned cards too).
    Compute it exactly: 0.7 * 52 is 36.4 in decimal but not in floating point."""
    raise NotImplementedError("write cut_card_reached (part: shoe)")


# ---- Extra credit: one function or two per item -------------------------------------------------


def round_to_cents(mils: int) -> int:
    """Part betting: an amount in tenths of a cent rounded to whole cents, halves away from zero:
    -3625 (a surrender of $7.25) -> -363, 1875 -> 188."""
    raise NotImplementedError("write round_to_cents (part: betting)")


def is_blackjack(cards: list[str], from_split: bool) -> bool:
    """Part blackjack: a natural is an ace and a ten-value as the first two cards of a hand that
    was not made by splitting."""
    raise NotImplementedError("write is_blackjack (part: blackjack)")


def blackjack_net(bet: int, pays: str) -> int:
    """Part blackjack: what a winning natural nets: pays is "3:2", "6:5" or "1:1" (10000 at 3:2 -> 15000)."""
    raise NotImplementedError("write blackjack_net (part: blackjack)")


def can_surrender(hand: Hand, rules: Rules, before_peek: bool) -> bool:
    """Part surrender: may this hand surrender now? rules.surrender is "none", "late" (after the
    dealer checks for blackjack) or "early" (before: before_peek is True then). Only a two-card hand's
    first decision (hand.acted is False); a hand made by splitting only with rules.surrender_after_split,
    and only after the peek."""
    raise NotImplementedError("write can_surrender (part: surrender)")


def surrender_net(bet: int) -> int:
    """Part surrender: a surrendered hand loses half its bet."""
    raise NotImplementedError("write surrender_net (part: surrender)")


def can_double(hand: Hand, rules: Rules, amount: int) -> bool:
    """Part double: may this hand double for `amount` more? Two cards only; rules.double is "any",
    "9-11" or "10-11" (hard totals) or "none"; after a split only with rules.double_after_split;
    0 < amount <= hand.bet, and amount == hand.bet unless rules.double_for_less."""
    raise NotImplementedError("write can_double (part: double)")


def can_split(hand: Hand, hands_held: int, rules: Rules) -> bool:
    """Part split: may this hand split? rules.split; two cards of the same value (rules.split_by
    "value"), or the same rank ("rank"); fewer than rules.max_hands hands held; a split ace is split
    again only with rules.resplit_aces."""
    raise NotImplementedError("write can_split (part: split)")


def insurance_net(stake: int, dealer_blackjack: bool) -> int:
    """Part insurance: insurance pays 2:1 when the dealer has blackjack, else the stake is lost."""
    raise NotImplementedError("write insurance_net (part: insurance)")


def even_money_net(bet: int) -> int:
    """Part even-money: a blackjack that takes even money wins its bet, 1:1."""
    raise NotImplementedError("write even_money_net (part: even-money)")


if __name__ == "__main__":
    sys.exit(run(sys.modules[__name__], sys.argv[1:]))
