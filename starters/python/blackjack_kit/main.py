"""Command line of the kit: the console game by default, the grader's protocol with --protocol."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .validate import CaseError, read_rules


def _rules(here: Path, given: str | None) -> Any:
    rules: dict[str, Any] = {}
    assignment = here / "assignment.json"
    if assignment.exists():
        rules.update(json.loads(assignment.read_text(encoding="utf-8")).get("rules") or {})
    if given:
        rules.update(json.loads(given))
    return read_rules(rules)


def run(student: Any, argv: list[str]) -> int:
    """Runs the kit around your module: ``python3 blackjack.py [--protocol] [options]``."""
    p = argparse.ArgumentParser(prog="blackjack.py", description="Blackjack: the console game, or --protocol for the grader.")
    p.add_argument("--protocol", action="store_true", help="speak the grader's JSON protocol on stdin/stdout")
    p.add_argument("--players", type=int, default=1, choices=range(1, 8), metavar="N", help="seats at the table (1-7)")
    p.add_argument("--rules", help='table rules as JSON, e.g. \'{"hitSoft17": true}\'')
    p.add_argument("--shoe", help="a stacked shoe: cards in the order they are dealt, e.g. TS,6C,7H,TD")
    p.add_argument("--seed", help="shuffle reproducibly from this seed")
    args = p.parse_args(argv)
    if args.protocol:
        from .protocol import serve

        # Answers go to the real standard output; anything your code prints goes to standard error,
        # where the grader shows it, instead of being taken for an answer.
        out, sys.stdout = sys.stdout, sys.stderr
        serve(student, sys.stdin, out)
        return 0
    from .console import play

    try:
        rules = _rules(Path(student.__file__).resolve().parent, args.rules)
    except (CaseError, ValueError) as e:
        print(f"blackjack.py: bad rules: {e}", file=sys.stderr)
        return 2
    stacked = [c.strip().upper() for c in args.shoe.split(",")] if args.shoe else None
    try:
        play(student, rules, args.players, stacked, args.seed)
    except (EOFError, KeyboardInterrupt):
        print()
    return 0
