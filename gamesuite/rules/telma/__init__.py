"""Telma: reveal cards, spot matching symbols, and shout the other player's nickname first.

The deck is data in :mod:`gamesuite.rules.telma.deck`; the rule options and the rules reference
in :mod:`gamesuite.rules.telma.spec`; the engine in :mod:`gamesuite.rules.telma.engine`.
"""

from __future__ import annotations

from gamesuite.rules.telma.deck import CARD_BY_ID, CARDS, SYMBOLS, Card
from gamesuite.rules.telma.engine import RULES, TelmaRules, TelmaState
from gamesuite.rules.telma.spec import SPEC

__all__ = ["CARDS", "CARD_BY_ID", "RULES", "SPEC", "SYMBOLS", "Card", "TelmaRules", "TelmaState"]
