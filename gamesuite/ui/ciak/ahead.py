"""Ciak's first table drawn ahead while the setup page shows (``gamesuite.ui.games.table_ahead``, run by the
shell's ``StartPrep`` in idle pieces): the Lollywood map at the place and scale the table will have, then a table
built from the prep's first game painted into a scratch pixmap, so the first paint finds the art cache, the fonts
and the glyphs made. That first game has the game's own seed, and Start takes it when the choice is unchanged
(``warmup.StartPrep``): the table painted ahead is the real one, its companies, lots in play and hands included.
What is drawn is keyed by the scale and the part of a pixel: a table shown at another size finds nothing and draws
as before. See docs/performance.md ("first8", "seed8").
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from PySide6.QtGui import QTransform

from gamesuite.ui.ciak import artcache
from gamesuite.ui.games import KeptTable, paint_items_ahead, render_ahead
from gamesuite.ui.scene.view import let_go_table


def table_ahead(players: int, content: Mapping[str, Any], view: QTransform,
                first: Callable[[], tuple[Any, Any, Any] | None], size: Any = None,
                keep: Callable[[KeptTable], None] | None = None) -> Iterator[None]:
    """Ciak: the Lollywood map (its first paint's longest part, ~11-13 ms) at the place and scale it will have;
    then, with ``first()`` (the rules, the prep's first state: the game's own seed, the players' own set-up), a
    table built from it painted ahead: what the real table's first paint draws (fonts, text, the seats' frames,
    companies, lots in play, the piles and the fanned hands, the log) it finds made. A choice changed before Start
    keeps the seed (the deal is the same); only what hangs on the change is drawn at Start. With ``size`` and ``keep``,
    the table gets its own view, painted at that size (each item's DeviceCoordinateCache picture, kept per view), and
    both are kept (:class:`CiakAhead`) for the game's ``create_ui`` to take (``context.take_ahead(state)``)."""
    from gamesuite.rules.ciak.catalog import for_players
    from gamesuite.ui.ciak.faces import empty_map
    from gamesuite.ui.ciak.layout import map_rect
    from gamesuite.ui.ciak.lollywood import map_ahead
    from gamesuite.ui.ciak.presenter import card_set_of

    rect = map_rect(players)
    card_set = for_players(card_set_of(content), players)
    map_device = QTransform.fromTranslate(rect.x(), rect.y()) * view
    yield from map_ahead(rect.width(), rect.height(), map_device, empty_map(card_set))
    got = first()  # (the prep's worker is done by now: the game's first state)
    if got is None:
        return
    from gamesuite.rules.core import Viewer
    from gamesuite.ui.ciak import presenter
    from gamesuite.ui.ciak.faces import company_faces
    from gamesuite.ui.ciak.table import CiakTable

    rules, state, config = got
    book = presenter.CardBook(card_set)
    table = CiakTable(players)
    table.company_faces = {f.id: f for f in company_faces(dict(book.card_set, texts=book.texts))}
    ahead: CiakAhead | None = None
    yield
    bots = [p.bot for p in config.players]
    try:
        view_of = rules.view(state, Viewer.TABLE)
        table.apply(presenter.table_model(view_of, book, bots=bots), animate=False)
        yield
        yield from artcache.ahead_only(paint_items_ahead(table.scene, view))
        if keep is not None and size is not None:
            ahead = CiakAhead(table)
            yield from render_ahead(ahead.view, size)
            keep(KeptTable(state, ahead, ahead.let_go))
    finally:
        if ahead is None:
            let_go_table(table.scene)


class CiakAhead:
    """Ciak's first table built ahead and its own view (a ``TableView``, never shown before Start), kept for the
    game's ``create_ui``: :meth:`adopt` hands both over, :meth:`let_go` frees them when nobody takes them."""

    def __init__(self, table: Any) -> None:
        from gamesuite.ui.scene import TableView

        self.table = table
        self.view = TableView(table.scene)
        self.view.free_pictures_when_gone(False)  # until a game takes it: what was just drawn is for Start

    def adopt(self) -> tuple[Any, Any]:
        """(the CiakTable, its TableView) for the game, whose view frees the pictures when it goes, as any table's."""
        self.view.free_pictures_when_gone(True)
        return self.table, self.view

    def let_go(self) -> None:
        let_go_table(self.table.scene, self.view)
