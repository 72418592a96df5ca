"""Cards, hands and table rules as the kit hands them to your functions."""

from __future__ import annotations

from dataclasses import dataclass, field

RANKS = "A23456789TJQK"
SUITS = "SHDC"


def is_card(card: object) -> bool:
    """A two-character card string such as "AS" or "TD"."""
    return isinstance(card, str) and len(card) == 2 and card[0] in RANKS and card[1] in SUITS


def is_ace(card: str) -> bool:
    """The kit's own test for an ace (it must know aces to offer insurance, before your code runs)."""
    return card[0] == "A"


def is_ten(card: str) -> bool:
    """A ten-value card: T, J, Q or K."""
    return card[0] in "TJQK"


@dataclass
class Hand:
    """One hand of a seat. Money (``bet``, ``wager``) is in tenths of a cent: $10 is 10000."""

    cards: list[str]
    bet: int
    wager: int = 0
    doubled: bool = False
    from_split: bool = False
    split_aces: bool = False
    natural: bool = False
    acted: bool = False
    done: bool = False
    surrendered: bool = False

    def __post_init__(self) -> None:
        if self.wager == 0:
            self.wager = self.bet


@dataclass
class Seat:
    """One seat at the table: its hands, its insurance stake and whether it took even money."""

    bet: int
    hands: list[Hand] = field(default_factory=list)
    insurance: int = 0
    even_money: bool = False


@dataclass
class Rules:
    """The table's rules (the protocol's ``rules`` object, in Python names). Defaults are the contract's."""

    decks: int = 6
    hit_soft_17: bool = False
    naturals: bool = True
    blackjack_pays: str = "3:2"
    hole_card: str = "peek"
    peek_ten: bool = True
    obo: bool = True
    double: str = "any"
    double_for_less: bool = False
    double_after_split: bool = True
    split: bool = True
    split_by: str = "value"
    max_hands: int = 4
    resplit_aces: bool = False
    hit_split_aces: bool = False
    split_deal: str = "sequential"
    surrender: str = "late"
    surrender_after_split: bool = False
    insurance: bool = True
    even_money: bool = True
    penetration: float = 0.75
    burn: int = 1
    min_bet: float = 5
    max_bet: float = 100
