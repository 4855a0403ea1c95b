"""Ciak's first table drawn ahead while the setup page shows (``gamesuite.ui.games.table_ahead``, run by the
shell's ``StartPrep`` in idle pieces): the Lollywood map at the place and scale the table will have, then a table
built from the prep's throwaway first games painted into a scratch pixmap, so the first paint finds the art cache,
the fonts and the glyphs made. What is drawn is keyed by the scale and the part of a pixel: a table shown at another
size finds nothing and draws as before. See docs/performance.md ("first8").
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsItem

from gamesuite.ui.games import paint_items_ahead

AHEAD_SEEDS = 40  # Ciak: at most this many more throwaway first games (their companies and hands painted ahead)
AHEAD_MISSES = 8  # ... stopped after this many in a row dealt nothing new


def table_ahead(players: int, content: Mapping[str, Any], view: QTransform,
                first: Callable[[], tuple[Any, Any, Any] | None]) -> Iterator[None]:
    """Ciak: the Lollywood map (its first paint's longest part, ~11-13 ms) at the place and scale it will have;
    then, with ``first()`` (the rules, a first state of the same set-up: another seed, the players' own), a table
    built from it painted ahead: what does not hang on the seed (fonts, text, the seats' frames, the backs
    of the piles and hands, the log) is what the real table's first paint finds made."""
    from gamesuite.rules.ciak.catalog import for_players
    from gamesuite.ui.ciak.faces import empty_map
    from gamesuite.ui.ciak.layout import map_rect
    from gamesuite.ui.ciak.lollywood import map_ahead
    from gamesuite.ui.ciak.presenter import card_set_of

    rect = map_rect(players)
    card_set = for_players(card_set_of(content), players)
    map_device = QTransform.fromTranslate(rect.x(), rect.y()) * view
    yield from map_ahead(rect.width(), rect.height(), map_device, empty_map(card_set))
    got = first()  # (the prep's worker is done by now: its throwaway game)
    if got is None:
        return
    from gamesuite.rules.core import Viewer
    from gamesuite.ui.ciak import presenter
    from gamesuite.ui.ciak.faces import company_faces
    from gamesuite.ui.ciak.items import CompanyItem
    from gamesuite.ui.ciak.table import CiakTable

    rules, state, config = got
    book = presenter.CardBook(card_set)
    table = CiakTable(players)
    table.company_faces = {f.id: f for f in company_faces(dict(book.card_set, texts=book.texts))}
    yield
    bots = [p.bot for p in config.players]

    def hand_sizes(view: Mapping[str, Any]) -> set[tuple[int, int]]:
        return {(int(p.get("seat", i)), int(p.get("hand_size", 0))) for i, p in enumerate(view.get("players", []))}

    def companies(view: Mapping[str, Any]) -> set[tuple[int, str]]:
        return {(int(p.get("seat", i)), str((p.get("company") or {}).get("id"))) for i, p in
                enumerate(view.get("players", []))}

    try:
        view_of = rules.view(state, Viewer.TABLE)
        table.apply(presenter.table_model(view_of, book, bots=bots), animate=False)
        yield
        yield from paint_items_ahead(table.scene, view)
        # What hangs on the seed: each seat's company (its card, its lot on the map) and each hand's size at the start
        # (6 to 8 cards: the fanned backs). A few more throwaway first games (they are cheap once the rules' memos
        # are made) deal the others: their companies, lots in play and fans are painted too, and only they.
        seen_hands, seen_companies = hand_sizes(view_of), companies(view_of)
        misses = 0
        for seed in range(1, AHEAD_SEEDS + 1):
            if misses >= AHEAD_MISSES:
                break
            view_of = rules.view(rules.new_game(config, seed), Viewer.TABLE)
            new_hands, new_companies = hand_sizes(view_of) - seen_hands, companies(view_of) - seen_companies
            if not new_hands and not new_companies:
                misses += 1
                yield
                continue
            misses = 0
            seen_hands |= new_hands
            seen_companies |= new_companies
            model = presenter.table_model(view_of, book, bots=bots)
            table.apply(model, animate=False)
            yield
            if new_companies:
                yield from map_ahead(rect.width(), rect.height(), map_device, model.map, whole=False)

            def wanted(item: QGraphicsItem, fans: bool = bool(new_hands), cos: bool = bool(new_companies)) -> bool:
                return (fans and bool(getattr(item, "tilt", 0))) or (cos and isinstance(item, CompanyItem))

            yield from paint_items_ahead(table.scene, view, wanted)
    finally:
        table.scene.finish_animations()
        table.scene.clear()
