"""Ciak!'s UI package: ``create_ui`` (the plug-in) and the log's card names, and nothing heavy.

The game itself (``CiakUI``: the table, its prompt, the open hand, computer seats) lives in :mod:`.game`, imported
by ``create_ui`` at Start (the warm-up imports it ahead: ``warmup.UI_MODULES``). Why: the setup page imports
``gamesuite.ui.ciak.setup`` for its hook (who plays the boss), and Python runs this ``__init__`` first. When
``CiakUI`` lived here, making the page imported the table, the card art, the content and pydantic (~0.3 s of CPU),
so a hover on the tile could not make the page ahead in the quarter of a second before the click.
Avoid: importing anything here beyond the standard library and ``gamesuite.i18n``/``gamesuite.lazy``
(tests/ui/test_setup_page.py checks that Ciak's page imports neither the table nor pydantic).
``from gamesuite.ui.ciak import CiakUI`` still works (loaded on first use).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamesuite.i18n import current_language, set_content_namer
from gamesuite.lazy import lazy_exports

if TYPE_CHECKING:
    from gamesuite.ui.ciak.game import CiakUI
    from gamesuite.ui.controller import GameController
    from gamesuite.ui.games import GameContext, GameUI
    from gamesuite.ui.settings import Settings


def _local_name(name: str) -> str:
    """A card's English name (the rules' log says cards by it) in the app's language. The language tables load at
    the first sentence named, not when the setup page imports this package (they import pydantic and the content)."""
    from gamesuite.content.ciak_lang import local_item_name

    return local_item_name(name, current_language())


set_content_namer("ciak", _local_name)


def create_ui(controller: GameController, settings: Settings, context: GameContext | None = None) -> GameUI:
    from gamesuite.ui.ciak.game import CiakUI

    return CiakUI(controller, settings, context)


_EXPORTS = {name: "gamesuite.ui.ciak.game"
            for name in ("CiakUI", "SPEED_KEY", "ALOUD_KEY", "LOG_LINES", "HAND_KINDS", "AHEAD_MOVES")}
__getattr__ = lazy_exports(globals(), _EXPORTS)
__all__ = ["CiakUI", "create_ui"]
