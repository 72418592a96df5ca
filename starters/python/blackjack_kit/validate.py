"""Checks a whole case before anything is dealt, in the contract's order: case, rules, shoe, bets."""

from __future__ import annotations

import re
from typing import Any

from .cards import Rules, is_card


class CaseError(Exception):
    """An answer of the protocol's error kind: ``{"error": {"code", "message", ...}}``."""

    def __init__(self, code: str, message: str, **where: Any) -> None:
        super().__init__(message)
        self.body = {"code": code, "message": message, **where}


def is_number(x: object) -> bool:
    """A JSON number (Python's bool is an int, and is not one)."""
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def whole_cents(x: object) -> bool:
    """An amount that is a whole number of cents."""
    return is_number(x) and abs(x * 100 - round(x * 100)) < 1e-6  # type: ignore[operator]


def cents(x: float) -> int:
    """An amount of whole cents, as an int."""
    return round(x * 100)


BOOL = ("bool",)
# protocol key -> (Python field, allowed values)
RULES: dict[str, tuple[str, Any]] = {
    "decks": ("decks", ("int", 1, 8)),
    "hitSoft17": ("hit_soft_17", BOOL),
    "naturals": ("naturals", BOOL),
    "blackjackPays": ("blackjack_pays", ["3:2", "6:5", "1:1"]),
    "holeCard": ("hole_card", ["peek", "enhc"]),
    "peekTen": ("peek_ten", BOOL),
    "obo": ("obo", BOOL),
    "double": ("double", ["any", "9-11", "10-11", "none"]),
    "doubleForLess": ("double_for_less", BOOL),
    "doubleAfterSplit": ("double_after_split", BOOL),
    "split": ("split", BOOL),
    "splitBy": ("split_by", ["value", "rank"]),
    "maxHands": ("max_hands", ("int", 2, 8)),
    "resplitAces": ("resplit_aces", BOOL),
    "hitSplitAces": ("hit_split_aces", BOOL),
    "splitDeal": ("split_deal", ["sequential", "upfront"]),
    "surrender": ("surrender", ["none", "late", "early"]),
    "surrenderAfterSplit": ("surrender_after_split", BOOL),
    "insurance": ("insurance", BOOL),
    "evenMoney": ("even_money", BOOL),
    "penetration": ("penetration", ("num", 0, 0.95)),
    "burn": ("burn", ("int", 0, 10)),
    "minBet": ("min_bet", ("money",)),
    "maxBet": ("max_bet", ("money",)),
}


def _allowed(spec: Any, v: object) -> bool:
    if spec == BOOL:
        return isinstance(v, bool)
    if isinstance(spec, list):
        return isinstance(v, str) and v in spec
    if spec[0] == "money":
        return is_number(v) and v > 0 and whole_cents(v)  # type: ignore[operator]
    if not is_number(v) or (spec[0] == "int" and float(v) != int(v)):  # type: ignore[arg-type]
        return False
    return spec[1] <= v <= spec[2]  # type: ignore[operator]


def read_rules(given: dict[str, Any]) -> Rules:
    """The table's rules from a case's ``rules`` object; a bad key or value is ``invalid-rules``."""
    values: dict[str, Any] = {}
    for key, v in given.items():
        if key not in RULES:
            raise CaseError("invalid-rules", f'unknown rule "{key}"; the rules are {", ".join(RULES)}')
        name, spec = RULES[key]
        if not _allowed(spec, v):
            raise CaseError("invalid-rules", f"rule {key} cannot be {v!r}")
        values[name] = int(v) if spec[0] == "int" else v
    rules = Rules(**values)
    if rules.min_bet > rules.max_bet:
        raise CaseError("invalid-rules", "minBet is above maxBet")
    return rules


CASE_KEYS = {"id", "title", "tags", "expect", "rules", "shoe", "seats", "shoes", "rounds"}
SEAT_KEYS = {"bet", "actions", "insurance", "evenMoney"}
ACTION = re.compile(r"(hit|stand|double|split|surrender|double:\d+(\.\d+)?)")


def _check_seats(seats: object) -> list[dict[str, Any]]:
    if not isinstance(seats, list) or not 1 <= len(seats) <= 7:
        raise CaseError("invalid-case", "seats must list 1 to 7 seats")
    for i, s in enumerate(seats):
        if not isinstance(s, dict):
            raise CaseError("invalid-case", f"seat {i} must be an object")
        unknown = set(s) - SEAT_KEYS
        if unknown:
            raise CaseError("invalid-case", f"seat {i} has an unknown field {sorted(unknown)[0]}")
        if not is_number(s.get("bet")):
            raise CaseError("invalid-case", f"seat {i}: bet must be a number")
        actions = s.get("actions")
        if not isinstance(actions, list) or not all(isinstance(a, str) and ACTION.fullmatch(a) for a in actions):
            raise CaseError("invalid-case", f"seat {i}: actions must be a list of hit, stand, double, split, surrender")
        if s.get("insurance") is not None and not is_number(s["insurance"]):
            raise CaseError("invalid-case", f"seat {i}: insurance must be a number")
        if "evenMoney" in s and not isinstance(s["evenMoney"], bool):
            raise CaseError("invalid-case", f"seat {i}: evenMoney must be true or false")
    return seats


def _check_shape(c: dict[str, Any]) -> tuple[list[Any], list[list[dict[str, Any]]], bool]:
    unknown = set(c) - CASE_KEYS
    if unknown:
        raise CaseError("invalid-case", f"unknown field {sorted(unknown)[0]}")
    if "id" in c and not isinstance(c["id"], str):
        raise CaseError("invalid-case", "id must be a string")
    if "title" in c and not isinstance(c["title"], str):
        raise CaseError("invalid-case", "title must be a string")
    if "tags" in c and not (isinstance(c["tags"], list) and all(isinstance(t, str) for t in c["tags"])):
        raise CaseError("invalid-case", "tags must be a list of strings")
    if "rules" in c and not isinstance(c["rules"], dict):
        raise CaseError("invalid-case", "rules must be an object")
    has = set(c) & {"shoe", "seats", "shoes", "rounds"}
    if has == {"shoe", "seats"}:
        if not isinstance(c["shoe"], list):
            raise CaseError("invalid-case", "shoe must be a list of cards")
        return [c["shoe"]], [_check_seats(c["seats"])], True
    if has != {"shoes", "rounds"}:
        raise CaseError("invalid-case", "a case has shoe and seats, or shoes and rounds")
    shoes, rounds = c["shoes"], c["rounds"]
    if not isinstance(shoes, list) or not shoes or not all(isinstance(s, list) for s in shoes):
        raise CaseError("invalid-case", "shoes must be a non-empty list of lists of cards")
    if not isinstance(rounds, list) or not rounds:
        raise CaseError("invalid-case", "rounds must be a non-empty list")
    for r in rounds:
        if not isinstance(r, dict) or set(r) != {"seats"}:
            raise CaseError("invalid-case", 'each round is {"seats": [...]}')
    return shoes, [_check_seats(r["seats"]) for r in rounds], False


def _check_shoe(shoe: list[Any], decks: int) -> None:
    seen: dict[str, int] = {}
    for card in shoe:
        if not is_card(card):
            raise CaseError("invalid-shoe", f"{card!r} is not a card (rank A23456789TJQK then suit SHDC)")
        seen[card] = seen.get(card, 0) + 1
        if seen[card] > decks:
            raise CaseError("invalid-shoe", f"{card} appears more than {decks} times in a {decks}-deck shoe")


def _check_bets(rules: Rules, seats: list[dict[str, Any]], where: dict[str, int]) -> None:
    for i, s in enumerate(seats):
        bet = s["bet"]
        if not whole_cents(bet) or not rules.min_bet <= bet <= rules.max_bet:
            raise CaseError("invalid-bet", f"seat {i}: bet {bet} is outside {rules.min_bet}-{rules.max_bet}", **where, seat=i)
        stake = s.get("insurance") or 0
        if not whole_cents(stake) or stake < 0 or cents(stake) * 2 > cents(bet):
            raise CaseError("invalid-bet", f"seat {i}: insurance is 0 to half the bet", **where, seat=i)


def validate(c: dict[str, Any]) -> tuple[Rules, list[Any], list[list[dict[str, Any]]], bool]:
    """The rules, shoes, rounds' seats and whether it is a one-round case; raises CaseError."""
    shoes, rounds, single = _check_shape(c)
    rules = read_rules(c.get("rules", {}))
    for shoe in shoes:
        _check_shoe(shoe, rules.decks)
    for r, seats in enumerate(rounds):
        _check_bets(rules, seats, {} if single else {"round": r})
    return rules, shoes, rounds, single
