"""Telma's first table made ahead while the setup page shows (``gamesuite.ui.games.table_ahead``, run by the shell's
``StartPrep`` in idle pieces): the real first table, built from the prep's first game (the game's own seed and set-up:
Start takes that state when the choice is unchanged), its items painted at the transform the table's view will have
(fonts and glyphs at their sizes, the text fitter's measures, the soft shadows, the card backs and kept faces, the
buzzers' discs), then its own view painted at the size it will have (each item's DeviceCoordinateCache picture, kept
per view). The table is kept (``games.KeptTable``) and Start's ``create_ui`` takes it (``TelmaTable.adopt``): Start
neither builds the ~130 items again nor draws their pictures. A changed choice (another state) builds its own table as
before, and what was drawn ahead is keyed by the scale and the part of a pixel: a table shown at another size draws as
before. See docs/performance.md ("telmastart8", "start9").
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, cast

from PySide6.QtCore import QSize
from PySide6.QtGui import QTransform

from gamesuite.ui.games import KeptTable, paint_items_ahead, render_ahead


class _DefaultKeys:
    """The settings the table reads while it is built ahead (the buzzer keys): the defaults, never written (no key is
    assigned before Start; the game's own settings replace these when it takes the table)."""

    def get_json(self, key: str, default: Any = None) -> Any:
        return default

    def set_json(self, key: str, value: Any) -> None:  # pragma: no cover - never called: no key is assigned
        raise AssertionError("the table drawn ahead writes no setting")


def table_ahead(players: int, content: Mapping[str, Any], view: QTransform,
                first: Callable[[], tuple[Any, Any, Any] | None], size: QSize | None = None,
                keep: Callable[[KeptTable], None] | None = None) -> Iterator[None]:
    """Telma: with ``first()`` (the rules, the first state of the page's set-up, its GameConfig), the table built and
    painted ahead: the stations, the centre, the round's set-up panel (nickname rows, buttons); with ``size`` and
    ``keep``, its view painted at that size and the table kept for Start."""
    got = first()  # (the prep's worker is done by now: the first game)
    if got is None:
        return
    from gamesuite.ui.controller import GameController
    from gamesuite.ui.scene.view import let_go_table
    from gamesuite.ui.settings import Settings
    from gamesuite.ui.telma.table import TelmaTable

    rules, state, config = got
    controller = GameController(rules, config, 0, base=state)
    parts = TelmaTable.in_pieces(controller, cast(Settings, _DefaultKeys()), lambda _text: None)
    table = next(parts)  # (its scene and view made)
    table.view.free_pictures_when_gone(False)  # until a game takes it: what was just drawn is for Start

    def let_go() -> None:
        table.stop()  # (Telma's own: its clock and timers)
        let_go_table(table.scene, table.view)
        table.controller.deleteLater()

    kept = False
    try:
        for _part in parts:
            yield
        yield
        yield from paint_items_ahead(table.scene, view)
        if keep is not None and size is not None:
            yield from render_ahead(table.view, size)
            keep(KeptTable(state, table, let_go))
            kept = True
    finally:
        if not kept:
            let_go()
