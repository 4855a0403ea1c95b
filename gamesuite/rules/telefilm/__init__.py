"""Il Gioco dei Telefilm: a Director bets on question cards, the Stars answer about TV series.

The package exposes ``RULES`` (the :class:`TelefilmRules` instance) and ``SPEC``. Cards reach the
rules as ``config.content == {"cards": [card JSON, ...]}`` (see ``gamesuite.content.schemas``).
Names below load on first use, so reading ``spec`` alone does not load the engine.
"""

from __future__ import annotations

from gamesuite.lazy import lazy_exports

_EXPORTS = {
    "RULES": "gamesuite.rules.telefilm.engine",
    "TelefilmRules": "gamesuite.rules.telefilm.engine",
    "card_space": "gamesuite.rules.telefilm.spec",
    "SPEC": "gamesuite.rules.telefilm.spec",
    "TelefilmState": "gamesuite.rules.telefilm.state",
    "IllegalAction": "gamesuite.rules.core",
}
__getattr__ = lazy_exports(globals(), _EXPORTS)
__all__ = sorted(_EXPORTS)
