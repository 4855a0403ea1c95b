"""Telma: reveal cards, spot matching symbols, and shout the other player's nickname first.

The deck is data in :mod:`gamesuite.rules.telma.deck`; the rule options and the rules reference
in :mod:`gamesuite.rules.telma.spec`; the engine in :mod:`gamesuite.rules.telma.engine`. Names
below load on first use, so reading ``spec`` alone does not load the engine.
"""

from __future__ import annotations

from gamesuite.lazy import lazy_exports

_EXPORTS = {
    "CARDS": "gamesuite.rules.telma.deck",
    "CARD_BY_ID": "gamesuite.rules.telma.deck",
    "SYMBOLS": "gamesuite.rules.telma.deck",
    "Card": "gamesuite.rules.telma.deck",
    "RULES": "gamesuite.rules.telma.engine",
    "TelmaRules": "gamesuite.rules.telma.engine",
    "TelmaState": "gamesuite.rules.telma.engine",
    "SPEC": "gamesuite.rules.telma.spec",
}
__getattr__ = lazy_exports(globals(), _EXPORTS)
__all__ = sorted(_EXPORTS)
