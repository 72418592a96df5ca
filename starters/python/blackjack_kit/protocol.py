"""The grader's side: hello, shuffle requests and cases, one JSON line in and one JSON line out."""

from __future__ import annotations

import json
import random
import sys
import traceback
from math import floor
from typing import Any, Callable, TextIO

from .cards import Hand, Rules
from .settle import result
from .table import Table, play_round
from .validate import CaseError, cents, is_number, validate


def _draw_from(cards: list[str]) -> Callable[[], str]:
    it = iter(cards * 3)
    return lambda: next(it)


# Each part of the assignment and a call of each of its functions; a part is finished when none
# of its calls raises NotImplementedError. The order is the order a case needs them in.
PARTS: list[tuple[str, list[tuple[str, Callable[[Any], object]]]]] = [
    ("values", [("card_value", lambda s: s.card_value("AS")), ("hand_total", lambda s: s.hand_total(["AS", "6H"]))]),
    ("deal", [("deal_round", lambda s: s.deal_round(1, _draw_from(["TS", "6H", "7D", "9C"]), True))]),
    ("hit-stand", [
        ("hit_or_stand", lambda s: s.hit_or_stand(["TS", "6H"], "stand", _draw_from(["5C"]))),
        ("settle_hand", lambda s: s.settle_hand(20, 18, 10000)),
    ]),
    ("dealer", [("dealer_plays", lambda s: s.dealer_plays(["TS", "6H"], _draw_from(["5C"]), False))]),
    ("shuffle", [("shuffle_shoe", lambda s: s.shuffle_shoe(1, random.Random("probe")))]),
    ("shoe", [("cut_card_reached", lambda s: s.cut_card_reached(10, Rules()))]),
    ("betting", [("round_to_cents", lambda s: s.round_to_cents(-3625))]),
    ("blackjack", [
        ("is_blackjack", lambda s: s.is_blackjack(["AS", "KH"], False)),
        ("blackjack_net", lambda s: s.blackjack_net(10000, "3:2")),
    ]),
    ("surrender", [
        ("can_surrender", lambda s: s.can_surrender(Hand(["TS", "6H"], 10000), Rules(), False)),
        ("surrender_net", lambda s: s.surrender_net(10000)),
    ]),
    ("double", [("can_double", lambda s: s.can_double(Hand(["6S", "5H"], 10000), Rules(), 10000))]),
    ("split", [("can_split", lambda s: s.can_split(Hand(["8S", "8H"], 10000), 1, Rules()))]),
    ("insurance", [("insurance_net", lambda s: s.insurance_net(5000, True))]),
    ("even-money", [("even_money_net", lambda s: s.even_money_net(10000))]),
]
ROUND_PARTS = ("values", "deal", "hit-stand", "dealer")


_missing: dict[int, dict[str, str]] = {}


def missing(s: Any) -> dict[str, str]:
    """Each unfinished part and the message of its first unwritten function (asked once)."""
    if id(s) in _missing:
        return _missing[id(s)]
    out = _missing[id(s)] = {}
    for part, calls in PARTS:
        for name, call in calls:
            try:
                call(s)
            except NotImplementedError as e:
                out[part] = str(e) or f"write {name} (part: {part})"
                break
            except Exception:  # written, if wrongly: the grader will say what is wrong
                pass
    return out


def hello(s: Any) -> dict[str, Any]:
    """Declares exactly the finished parts (errors and multiplayer come with a playable round)."""
    todo = missing(s)
    features = [part for part, _ in PARTS if part not in todo]
    if not any(p in todo for p in ROUND_PARTS):
        features += ["errors", "multiplayer"]
    return {"name": getattr(s, "NAME", "Python starter kit"), "protocol": 1, "features": features}


class Script:
    """The players' choices as a case scripts them."""

    def __init__(self, seats: list[dict[str, Any]]) -> None:
        self.seats, self.next = seats, [0] * len(seats)

    def insurance(self, seat: int) -> int:
        return cents(self.seats[seat].get("insurance") or 0) * 10

    def even_money(self, seat: int) -> bool:
        return bool(self.seats[seat].get("evenMoney", False))

    def early_surrender(self, seat: int) -> bool:
        actions = self.seats[seat]["actions"]
        if actions[:1] == ["surrender"]:
            self.next[seat] = 1
            return True
        return False

    def action(self, seat: int, hand: int, table: Table) -> str | None:
        actions, n = self.seats[seat]["actions"], self.next[seat]
        if n >= len(actions):
            return None
        self.next[seat] += 1
        return actions[n]


def _round(s: Any, rules: Rules, shoe: list[str], pos: int, seats: list[dict[str, Any]]) -> tuple[dict[str, Any], int]:
    script = Script(seats)
    bets = [cents(seat["bet"]) * 10 for seat in seats]
    table, pos = play_round(s, rules, shoe, pos, bets, script)
    return result(table), pos


def run_case(s: Any, c: dict[str, Any]) -> dict[str, Any]:
    """One round, or several that change to the next shoe after the cut card."""
    for part in ROUND_PARTS:
        if part in (todo := missing(s)):
            raise NotImplementedError(todo[part])
    rules, shoes, rounds, single = validate(c)
    if single:
        return _round(s, rules, shoes[0], 0, rounds[0])[0]
    results: list[dict[str, Any]] = []
    reshuffles: list[int] = []
    shoe, pos = 0, rules.burn
    for r, seats in enumerate(rounds):
        try:
            if r > 0 and reshuffles and reshuffles[-1] == r - 1:
                shoe, pos = shoe + 1, rules.burn
                if shoe >= len(shoes):
                    raise CaseError("shoe-exhausted", f"round {r} needs a new shoe and the case has no more")
            if pos > len(shoes[shoe]):
                raise CaseError("shoe-exhausted", "the shoe is too short to burn its cards")
            played, pos = _round(s, rules, shoes[shoe], pos, seats)
            results.append(played)
            if s.cut_card_reached(pos, rules):
                reshuffles.append(r)
        except CaseError as e:
            e.body["round"] = r
            raise
    return {"rounds": results, "reshuffles": reshuffles}


def shuffle(s: Any, req: dict[str, Any]) -> dict[str, Any]:
    """A whole shoe of ``decks`` decks, shuffled by your shuffle_shoe (seeded when asked)."""
    if "shuffle" in (todo := missing(s)):
        raise NotImplementedError(todo["shuffle"])
    for key in req:
        if key not in ("op", "decks", "seed", "id"):
            raise CaseError("invalid-case", f"a shuffle request has no field {key}")
    if "seed" in req and not isinstance(req["seed"], str):
        raise CaseError("invalid-case", "seed must be a string")
    if "id" in req and not isinstance(req["id"], str):
        raise CaseError("invalid-case", "id must be a string")
    decks = req.get("decks")
    if not is_number(decks) or decks != floor(decks) or not 1 <= decks <= 8:
        raise CaseError("invalid-rules", "decks must be a whole number from 1 to 8")
    rng = random.Random(req["seed"]) if "seed" in req else random.SystemRandom()
    return {"shoe": s.shuffle_shoe(int(decks), rng)}


def answer(s: Any, req: object) -> dict[str, Any]:
    """The answer to one request; never raises."""
    try:
        if not isinstance(req, dict):
            raise CaseError("invalid-case", "a request must be a JSON object")
        if req.get("op") == "hello":
            return hello(s)
        if req.get("op") == "shuffle":
            return shuffle(s, req)
        if "op" in req:
            raise CaseError("invalid-case", f"unknown op {req['op']!r}")
        return run_case(s, req)
    except CaseError as e:
        return {"error": e.body}
    except NotImplementedError as e:
        return {"error": {"code": "not-implemented", "message": f"not implemented: {e}"}}
    except Exception as e:  # a bug in your code: say where, and keep answering
        traceback.print_exc(file=sys.stderr)
        return {"error": {"code": "exception", "message": f"your code raised {type(e).__name__}: {e}"}}


def serve(s: Any, stdin: TextIO, stdout: TextIO) -> None:
    """The local-command transport: each non-blank line in gets exactly one line out, flushed."""
    for line in stdin:
        if not line.strip():
            continue
        try:
            req = json.loads(line)
        except ValueError:
            req = None
        stdout.write(json.dumps(answer(s, req), separators=(",", ":")) + "\n")
        stdout.flush()
