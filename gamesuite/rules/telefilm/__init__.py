"""Il Gioco dei Telefilm: a Director bets on question cards, the Stars answer about TV series.

The package exposes ``RULES`` (the :class:`TelefilmRules` instance) and ``SPEC``. Cards reach the
rules as ``config.content == {"cards": [card JSON, ...]}`` (see ``gamesuite.content.schemas``).
"""

from __future__ import annotations

from gamesuite.rules.core import IllegalAction
from gamesuite.rules.telefilm.rules import TelefilmRules, card_space
from gamesuite.rules.telefilm.spec import SPEC
from gamesuite.rules.telefilm.state import TelefilmState

RULES = TelefilmRules()

__all__ = ["RULES", "SPEC", "IllegalAction", "TelefilmRules", "TelefilmState", "card_space"]
