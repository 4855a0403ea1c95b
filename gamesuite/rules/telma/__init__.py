"""Telma: reveal cards, spot matching symbols, and shout the other player's nickname first.

Layout: ``deck.py`` (the deck and the nickname word lists, as data), ``spec.py`` (options, rules reference,
constants), ``state.py`` (``TelmaState``), ``engine.py`` (``TelmaRules``/``RULES``: legality, action handlers,
queries, invariants, random play), ``flow.py`` (reveals, contests and their outcomes, rounds), ``view.py`` (the
view as TypedDicts), ``scenario.py`` (positions built by hand for tests and previews). Names below load on
first use, so reading ``spec`` alone does not load the engine.
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
    "TelmaState": "gamesuite.rules.telma.state",
    "SPEC": "gamesuite.rules.telma.spec",
}
__getattr__ = lazy_exports(globals(), _EXPORTS)
__all__ = sorted(_EXPORTS)
