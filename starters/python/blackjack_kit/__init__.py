"""The kit's plumbing: the protocol, the round, the console. You do not need to edit anything here.

Your work is in ``blackjack.py``; this package calls your functions at the right moments.
"""

from .cards import Hand, Rules
from .main import run

__all__ = ["Hand", "Rules", "run"]
