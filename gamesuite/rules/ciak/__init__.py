"""Ciak! — the film-studio card game of Lollywood (headless rules).

Layout: ``spec.py`` (variants, options, rules reference, constants), ``catalog.py`` (the card set as the
rules read it), ``state.py`` (``CiakState``), ``engine.py`` (``CiakRules``/``RULES``: legality, action
handlers, queries, invariants, random play), ``flow.py`` (the turn flow: setup, stack, combat, effects),
``view.py`` (the views as TypedDicts). The card set arrives as JSON in ``GameConfig.content``
(``gamesuite.content.ciak.builtin_card_set()``). Names below load on first use, so reading ``spec``
alone stays cheap.
"""

from __future__ import annotations

from gamesuite.lazy import lazy_exports

_EXPORTS = {
    "ALLIANCE": "gamesuite.rules.ciak.spec",
    "DOMINION": "gamesuite.rules.ciak.spec",
    "MASSACRE": "gamesuite.rules.ciak.spec",
    "OPTIONS": "gamesuite.rules.ciak.spec",
    "SPEC": "gamesuite.rules.ciak.spec",
    "RULES": "gamesuite.rules.ciak.engine",
    "CiakRules": "gamesuite.rules.ciak.engine",
    "CiakState": "gamesuite.rules.ciak.state",
    "IllegalAction": "gamesuite.rules.core",
}
__getattr__ = lazy_exports(globals(), _EXPORTS)
__all__ = sorted(_EXPORTS)
