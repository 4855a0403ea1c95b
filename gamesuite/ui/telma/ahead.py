"""Telma's first table drawn ahead while the setup page shows (``gamesuite.ui.games.table_ahead``, run by the
shell's ``StartPrep`` in idle pieces): a table built from the prep's throwaway first game (another seed, the same
players) painted item by item into a scratch pixmap at the transform the table's view will have, so the real
table's first paint finds the fonts and glyphs at their sizes, the text fitter's measures, the soft shadows, the
card backs and kept faces, the buzzers' discs made. What is kept is keyed by the scale and the part of a pixel: a
table shown at another size finds nothing and draws as before. See docs/performance.md ("telmastart8").
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Mapping
from typing import Any, cast

from PySide6.QtGui import QTransform

from gamesuite.ui.games import paint_items_ahead


class _DefaultKeys:
    """The settings the throwaway table reads (the buzzer keys): the defaults, never written (the table drawn ahead
    never assigns a key)."""

    def get_json(self, key: str, default: Any = None) -> Any:
        return default

    def set_json(self, key: str, value: Any) -> None:  # pragma: no cover - never called: no key is assigned
        raise AssertionError("the table drawn ahead writes no setting")


def table_ahead(players: int, content: Mapping[str, Any], view: QTransform,
                first: Callable[[], tuple[Any, Any, Any] | None]) -> Iterator[None]:
    """Telma: with ``first()`` (the rules, a first state of the same set-up: another seed, the players' own), the
    table built and painted ahead: the stations, the centre, the round's set-up panel (nickname rows, buttons)."""
    got = first()  # (the prep's worker is done by now: its throwaway game)
    if got is None:
        return
    from gamesuite.ui.controller import GameController
    from gamesuite.ui.scene.view import free_pictures
    from gamesuite.ui.settings import Settings
    from gamesuite.ui.telma.table import TelmaTable

    rules, state, config = got
    controller = GameController(rules, config, 0, base=state)
    table = TelmaTable(controller, cast(Settings, _DefaultKeys()), lambda _text: None)
    # its view never shows; when it goes it must not free what was just drawn (Qt's pixmap cache, the text memos)
    with contextlib.suppress(RuntimeError, TypeError):
        table.view.destroyed.disconnect(free_pictures)
    try:
        yield
        yield from paint_items_ahead(table.scene, view)
    finally:
        table.stop()
        table.scene.clear()
        table.view.deleteLater()
        controller.deleteLater()
