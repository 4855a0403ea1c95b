"""Ciak! — the film-studio card game of Lollywood (headless rules).

See :mod:`gamesuite.rules.ciak.engine` for the turn flow and ``SPEC.rules_reference`` for the
rules summary and house-rule options. The card set arrives as JSON in ``GameConfig.content``
(``gamesuite.content.ciak.builtin_card_set()``). Names below load on first use (``RULES`` is in
:mod:`gamesuite.rules.ciak.rules`), so reading ``spec`` alone stays cheap.
"""

from __future__ import annotations

from gamesuite.lazy import lazy_exports

_EXPORTS = {
    "ALLIANCE": "gamesuite.rules.ciak.spec",
    "DOMINION": "gamesuite.rules.ciak.spec",
    "MASSACRE": "gamesuite.rules.ciak.spec",
    "OPTIONS": "gamesuite.rules.ciak.spec",
    "SPEC": "gamesuite.rules.ciak.spec",
    "RULES": "gamesuite.rules.ciak.rules",
    "CiakRules": "gamesuite.rules.ciak.rules",
    "CiakState": "gamesuite.rules.ciak.state",
    "IllegalAction": "gamesuite.rules.core",
}
__getattr__ = lazy_exports(globals(), _EXPORTS)
__all__ = sorted(_EXPORTS)
