"""Settlement and the protocol's result object, built from a played round."""

from __future__ import annotations

from typing import Any

from .cards import Hand, Seat
from .table import Table


def money(t: Table, mils: int) -> float:
    """Tenths of a cent to currency; a fraction of a cent goes through your round_to_cents."""
    if mils % 10 == 0:
        return (mils // 10) / 100
    return t.s.round_to_cents(mils) / 100


def _settle_hand(t: Table, seat: Seat, h: Hand, index: int, dealer_total: int) -> tuple[str, int]:
    s, rules = t.s, t.rules
    total = t.total(h.cards)
    if seat.even_money:
        return "even-money", s.even_money_net(h.bet)
    if h.surrendered:
        return "surrender", s.surrender_net(h.bet)
    if rules.hole_card == "enhc" and rules.obo and t.dealer_natural and not h.natural:
        # Original bets only: the first hand carries the seat's bet, the others get theirs back.
        return ("bust" if total > 21 else "lose"), (-h.bet if index == 0 else 0)
    if total > 21:
        return s.settle_hand(total, dealer_total, h.wager)
    if h.natural:
        return ("push", 0) if t.dealer_natural else ("blackjack", s.blackjack_net(h.bet, rules.blackjack_pays))
    if t.dealer_natural:
        return "lose", -h.wager
    return s.settle_hand(total, dealer_total, h.wager)


def result(t: Table) -> dict[str, Any]:
    """The protocol's result of one round (section 5 of the contract)."""
    d_total, d_soft = t.s.hand_total(t.dealer)
    seats = []
    for seat in t.seats:
        net = 0
        hands = []
        for i, h in enumerate(seat.hands):
            outcome, hand_net = _settle_hand(t, seat, h, i, d_total)
            net += hand_net
            total, soft = t.s.hand_total(h.cards)
            hands.append({
                "cards": h.cards, "total": total, "soft": soft,
                "bet": h.bet / 1000, "wager": h.wager / 1000,
                "doubled": h.doubled, "fromSplit": h.from_split, "outcome": outcome, "net": money(t, hand_net),
            })
        insurance = None
        if seat.insurance:
            ins_net = t.s.insurance_net(seat.insurance, t.dealer_natural)
            insurance = {"stake": seat.insurance / 1000, "net": money(t, ins_net)}
            net += ins_net
        seats.append({"insurance": insurance, "evenMoney": seat.even_money, "hands": hands, "net": money(t, net)})
    dealer = {"cards": t.dealer, "total": d_total, "soft": d_soft, "blackjack": t.dealer_natural, "bust": d_total > 21}
    return {"dealer": dealer, "seats": seats, "cardsUsed": t.pos - t.start}
