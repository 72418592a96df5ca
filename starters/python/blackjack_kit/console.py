"""The assignment itself: blackjack in the terminal, with a real shuffled shoe and your functions."""

from __future__ import annotations

import random
from typing import Any, Callable

from .cards import Rules
from .protocol import PARTS, missing
from .settle import result
from .table import Table, play_round
from .validate import CaseError

KEYS = {"h": "hit", "s": "stand", "d": "double", "p": "split", "r": "surrender"}
PART_OF = {"double": "double", "split": "split", "surrender": "surrender"}


class Keyboard:
    """The players' choices typed at the keyboard; only finished parts are offered."""

    def __init__(self, s: Any, ask: Callable[[str], str], say: Callable[[str], None], bets: list[int]) -> None:
        self.s, self.ask, self.say, self.bets = s, ask, say, bets
        self.done = {p for p, _ in PARTS} - set(missing(s))

    def yes(self, question: str) -> bool:
        return self.ask(f"{question} [y/n] ").strip().lower().startswith("y")

    def insurance(self, seat: int) -> int:
        if "insurance" in self.done and self.yes(f"Player {seat + 1}: the dealer shows an ace. Insurance?"):
            return self.bets[seat] // 2
        return 0

    def even_money(self, seat: int) -> bool:
        return "even-money" in self.done and self.yes(f"Player {seat + 1}: blackjack! Take even money?")

    def early_surrender(self, seat: int) -> bool:
        return "surrender" in self.done and self.yes(f"Player {seat + 1}: surrender before the dealer checks?")

    def action(self, seat: int, hand: int, table: Table) -> str | None:
        h = table.seats[seat].hands[hand]
        total, soft = self.s.hand_total(h.cards)
        label = f"Player {seat + 1}" + (f", hand {hand + 1}" if len(table.seats[seat].hands) > 1 else "")
        self.say(f"{label}: {' '.join(h.cards)} ({'soft ' if soft else ''}{total})   dealer shows {table.dealer[0]}")
        offer = [k for k, a in KEYS.items() if a not in PART_OF or PART_OF[a] in self.done]
        names = ", ".join(f"{KEYS[k]} [{k}]" for k in offer)
        while True:
            typed = self.ask(f"{names}? ").strip().lower()[:1]
            if typed == "":
                return None
            if typed not in offer:
                self.say(f"Type one of {', '.join(offer)}.")
            elif not self.allowed(KEYS[typed], table, seat, hand):
                self.say(f"You cannot {KEYS[typed]} this hand now.")
            else:
                return KEYS[typed]

    def allowed(self, action: str, table: Table, seat: int, hand: int) -> bool:
        """Asks your rules first, so a refused move is asked again instead of ending the round."""
        st = table.seats[seat]
        h = st.hands[hand]
        if table.only_split_or_stand(st, h) and action not in ("split", "stand"):
            return False
        if action == "double":
            return bool(self.s.can_double(h, table.rules, h.bet))
        if action == "split":
            return bool(self.s.can_split(h, len(st.hands), table.rules))
        if action == "surrender":
            return bool(self.s.can_surrender(h, table.rules, False))
        return True


def _show(say: Callable[[str], None], res: dict[str, Any]) -> None:
    d = res["dealer"]
    tail = " (blackjack)" if d["blackjack"] else " (bust)" if d["bust"] else ""
    say(f"Dealer: {' '.join(d['cards'])} ({d['total']}){tail}")
    for i, seat in enumerate(res["seats"]):
        for j, h in enumerate(seat["hands"]):
            label = f"Player {i + 1}" + (f", hand {j + 1}" if len(seat["hands"]) > 1 else "")
            say(f"{label}: {' '.join(h['cards'])} ({h['total']}): {h['outcome']} {h['net']:+.2f}")
        if seat["insurance"]:
            say(f"Player {i + 1}: insurance {seat['insurance']['net']:+.2f}")


def play(s: Any, rules: Rules, players: int, stacked: list[str] | None, seed: str | None,
         ask: Callable[[str], str] = input, say: Callable[[str], None] = print) -> None:
    """Rounds until the player says no (or the input ends)."""
    todo = missing(s)
    for part in ("values", "deal", "hit-stand", "dealer"):
        if part in todo:
            say(f"Not ready to play yet: {todo[part]}. Run the tests: python3 -m unittest")
            return
    rng = random.Random(seed) if seed is not None else random.SystemRandom()

    def new_shoe() -> tuple[list[str], int]:
        if stacked is not None:
            return stacked, 0
        return s.shuffle_shoe(rules.decks, rng), rules.burn

    shoe, pos = new_shoe()
    money = [0] * players
    while True:
        bets = [10000] * players
        if "betting" not in todo:
            for i in range(players):
                bets[i] = _ask_bet(rules, i, ask, say)
        try:
            table, pos = play_round(s, rules, shoe, pos, bets, Keyboard(s, ask, say, bets))
            res = result(table)
        except CaseError as e:
            say(f"The round stopped: {e}")
            return
        _show(say, res)
        for i, seat in enumerate(res["seats"]):
            money[i] += round(seat["net"] * 100)
        say("Winnings: " + ", ".join(f"player {i + 1} {m / 100:+.2f}" for i, m in enumerate(money)))
        if not ask("Another round? [y/n] ").strip().lower().startswith("y"):
            return
        if "shoe" in todo or s.cut_card_reached(pos, rules):
            if stacked is None:
                say("Shuffling a new shoe.")
            shoe, pos = new_shoe()


def _ask_bet(rules: Rules, seat: int, ask: Callable[[str], str], say: Callable[[str], None]) -> int:
    while True:
        typed = ask(f"Player {seat + 1}, your bet ({rules.min_bet}-{rules.max_bet})? ").strip()
        try:
            bet = float(typed or rules.min_bet)
        except ValueError:
            say("A bet is a number, such as 10 or 12.50.")
            continue
        if rules.min_bet <= bet <= rules.max_bet and abs(bet * 100 - round(bet * 100)) < 1e-6:
            return round(bet * 100) * 10
        say(f"The table takes bets from {rules.min_bet} to {rules.max_bet}, in whole cents.")
