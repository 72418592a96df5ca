"""One round of blackjack, step by step, calling your functions at each rule of the assignment.

Money is kept in whole tenths of a cent ("mils") so 3:2, 6:5 and half-bet surrenders stay exact.
"""

from __future__ import annotations

from typing import Any, Callable, Protocol

from .cards import Hand, Rules, Seat, is_ace, is_ten
from .validate import CaseError


class Decider(Protocol):
    """Where the players' choices come from: a case's script (the grader) or the keyboard (console)."""

    def insurance(self, seat: int) -> int: ...
    def even_money(self, seat: int) -> bool: ...
    def early_surrender(self, seat: int) -> bool: ...
    def action(self, seat: int, hand: int, table: "Table") -> str | None: ...


class Table:
    """The state of one round: the shoe, the seats, the dealer."""

    def __init__(self, s: Any, rules: Rules, shoe: list[str], pos: int) -> None:
        self.s, self.rules, self.shoe, self.pos, self.start = s, rules, shoe, pos, pos
        self.seats: list[Seat] = []
        self.dealer: list[str] = []
        self.dealer_natural = False

    def draw(self) -> str:
        if self.pos >= len(self.shoe):
            raise CaseError("shoe-exhausted", "the shoe ran out of cards")
        self.pos += 1
        return self.shoe[self.pos - 1]

    def total(self, cards: list[str]) -> int:
        return self.s.hand_total(cards)[0]

    def natural(self, cards: list[str], from_split: bool) -> bool:
        # Your is_blackjack is asked only when it matters: two cards that make 21 under naturals.
        return self.rules.naturals and len(cards) == 2 and self.total(cards) == 21 and self.s.is_blackjack(cards, from_split)

    def only_split_or_stand(self, seat: Seat, h: Hand) -> bool:
        """Split aces that may be resplit have one decision: split again, or stand (ruling 18)."""
        r = self.rules
        pair = len(h.cards) == 2 and is_ace(h.cards[0]) and is_ace(h.cards[1])
        return h.split_aces and not r.hit_split_aces and r.split and r.resplit_aces and pair and len(seat.hands) < r.max_hands


def play_round(s: Any, rules: Rules, shoe: list[str], pos: int, bets: list[int], decider: Decider) -> tuple[Table, int]:
    """Deal, insurance, early surrender, peek, seats, dealer; returns the table and the shoe position."""
    t = Table(s, rules, shoe, pos)
    hands, t.dealer = s.deal_round(len(bets), t.draw, rules.hole_card == "peek")
    t.seats = [Seat(bet, [Hand(list(cards), bet)]) for bet, cards in zip(bets, hands, strict=True)]
    for seat in t.seats:
        h = seat.hands[0]
        if t.total(h.cards) == 21:
            h.done, h.natural = True, t.natural(h.cards, False)
    if rules.naturals and rules.insurance and is_ace(t.dealer[0]):
        for i, seat in enumerate(t.seats):
            if rules.even_money and seat.hands[0].natural and decider.even_money(i):
                seat.even_money = seat.hands[0].done = True
            else:
                seat.insurance = decider.insurance(i)
    if rules.surrender == "early":
        for i, seat in enumerate(t.seats):
            h = seat.hands[0]
            if not h.done and decider.early_surrender(i) and s.can_surrender(h, rules, True):
                h.surrendered = h.done = h.acted = True
    up = t.dealer[0]
    peeks = rules.hole_card == "peek" and rules.naturals and (is_ace(up) or (rules.peek_ten and is_ten(up)))
    if peeks and t.natural(t.dealer, False):
        t.dealer_natural = True
        return t, t.pos
    for i in range(len(t.seats)):
        _play_seat(t, i, decider)
    _dealer_turn(t)
    return t, t.pos


def _prepare(t: Table, seat: Seat, h: Hand) -> None:
    """A split hand gets its second card when play reaches it; hands without a decision end."""
    if h.done:
        return
    if len(h.cards) == 1:
        h.cards.append(t.draw())
    if t.total(h.cards) >= 21:
        h.done = True
    elif h.split_aces and not t.rules.hit_split_aces and not t.only_split_or_stand(seat, h):
        h.done = True


def _refuse(i: int, hi: int, text: str, why: str) -> CaseError:
    return CaseError("illegal-action", f'"{text}" is not allowed for seat {i}, hand {hi}: {why}', seat=i, hand=hi, action=text)


def _play_seat(t: Table, i: int, decider: Decider) -> None:
    s, rules, seat = t.s, t.rules, t.seats[i]
    hi = 0
    while hi < len(seat.hands):
        h = seat.hands[hi]
        _prepare(t, seat, h)
        while not h.done:
            text = decider.action(i, hi, t)
            if text is None:
                raise CaseError("missing-action", f"seat {i}, hand {hi} needs an action and has none left", seat=i, hand=hi)
            action, _, raw = text.partition(":")
            locked = t.only_split_or_stand(seat, h)
            if locked and action not in ("split", "stand"):
                raise _refuse(i, hi, text, "split aces may only be split again or stood on")
            if action in ("hit", "stand"):
                h.acted = True
                h.done = not s.hit_or_stand(h.cards, action, t.draw)
            elif action == "double":
                amount = h.bet if raw == "" else round(float(raw) * 1000)
                if raw and abs(float(raw) * 100 - round(float(raw) * 100)) > 1e-6:
                    raise _refuse(i, hi, text, "a double is a whole number of cents")
                if not s.can_double(h, rules, amount):
                    raise _refuse(i, hi, text, "your can_double says no")
                h.acted = h.doubled = h.done = True
                h.wager += amount
                h.cards.append(t.draw())
            elif action == "surrender":
                if not s.can_surrender(h, rules, False):
                    raise _refuse(i, hi, text, "your can_surrender says no")
                h.acted = h.surrendered = h.done = True
            else:
                if not s.can_split(h, len(seat.hands), rules):
                    raise _refuse(i, hi, text, "your can_split says no")
                _split(t, seat, hi)
        hi += 1


def _split(t: Table, seat: Seat, hi: int) -> None:
    h = seat.hands[hi]
    aces = is_ace(h.cards[0])
    right = Hand([h.cards[1]], h.bet, from_split=True, split_aces=aces)
    h.cards, h.from_split, h.split_aces, h.acted = [h.cards[0]], True, aces, False
    seat.hands.insert(hi + 1, right)
    if t.rules.split_deal == "upfront":
        h.cards.append(t.draw())
        right.cards.append(t.draw())
    _prepare(t, seat, h)


def _dealer_turn(t: Table) -> None:
    rules = t.rules
    live = [(s, h) for s in t.seats for h in s.hands if not s.even_money and not h.surrendered and t.total(h.cards) <= 21]
    stakes = any(s.insurance for s in t.seats)
    if rules.hole_card == "enhc" and (live or stakes):
        t.dealer.append(t.draw())
    if t.natural(t.dealer, False):
        t.dealer_natural = True
    if t.dealer_natural or all(h.natural for _, h in live):
        return
    t.s.dealer_plays(t.dealer, t.draw, rules.hit_soft_17)


Draw = Callable[[], str]
