"""Ciak's first table made ahead: the Lollywood map drawn while the setup page shows (StartPrep) is what the
table's first paint copies, and only when it was drawn at the scale and part of a pixel the table has."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QTransform

from gamesuite.ui.ciak import artcache
from gamesuite.ui.ciak.faces import empty_map
from gamesuite.ui.ciak.lollywood import LollywoodMap, map_ahead
from gamesuite.ui.scene import TableScene, TableView


def _shown_map(qtbot, size: QSize, model=None):  # noqa: ANN001, ANN202 - test helper
    scene = TableScene()
    item = LollywoodMap("map", 948, 336, model if model is not None else empty_map())
    item.setPos(964, 8)
    scene.addItem(item)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(size)
    return view, item


def _paint(view: TableView) -> int:
    """Layers and art drawn (not copied) by a paint of the view."""
    before = artcache.stats["drawn"]
    view.viewport().grab()
    return artcache.stats["drawn"] - before


def _device(view: TableView, item: LollywoodMap) -> QTransform:
    view.show()
    view.fit()
    return item.deviceTransform(view.viewportTransform())


@pytest.fixture(autouse=True)
def _fresh_cache():  # noqa: ANN202 - pytest fixture
    artcache.clear()
    yield
    artcache.clear()


def test_the_map_drawn_ahead_at_the_tables_scale_is_copied_by_its_first_paint(qtbot) -> None:  # noqa: ANN001
    view, item = _shown_map(qtbot, QSize(1280, 759))
    device = _device(view, item)
    artcache.clear()
    pieces = list(map_ahead(948, 336, device))
    assert len(pieces) == 12  # the scenery and the eleven lots, a piece each
    assert artcache.stats["drawn"] > 0
    assert _paint(view) == 0
    ahead = view.viewport().grab().toImage()
    artcache.clear()
    item.update()  # Qt's own pixmap of the item goes too
    assert _paint(view) >= 13  # drawn by the paint, as without the pieces...
    assert view.viewport().grab().toImage() == ahead  # ...and the same pixels


def test_a_map_drawn_ahead_at_another_scale_is_not_used(qtbot) -> None:  # noqa: ANN001
    view, item = _shown_map(qtbot, QSize(1280, 759))
    device = _device(view, item)
    artcache.clear()
    list(map_ahead(948, 336, device * QTransform.fromScale(1.01, 1.01)))
    assert _paint(view) >= 13  # the scenery, the lots and the map itself drawn by the paint, as without it


def _layers_kept(monkeypatch) -> list[tuple]:  # noqa: ANN001
    """The layers (the map's scenery and lots) the art cache draws from now on."""
    kept: list[tuple] = []
    real = artcache._keep_layer
    monkeypatch.setattr(artcache, "_keep_layer", lambda full, pix: kept.append(full) or real(full, pix))
    return kept


def _ciak_setup_page(window, qtbot):  # noqa: ANN001, ANN202
    qtbot.waitUntil(lambda: window.warmup.pending() == 0, timeout=20_000)
    window.launcher.tiles["ciak"].activated.emit("ciak")
    prep = window.start_prep
    assert prep is not None
    return prep


def test_the_setup_page_draws_the_maps_layers_ahead_and_the_tables_first_paint_copies_them(window, qtbot,
                                                                                          monkeypatch) -> None:  # noqa: ANN001
    """Ciak's first paint drew the Lollywood map's scenery and eleven lots (~11-13 ms of the Start): drawn while the
    setup page shows, at the scale and place the table's view gets, at most the lots in play (their company and
    colour come with the game's seed) are drawn at Start."""
    prep = _ciak_setup_page(window, qtbot)
    qtbot.waitUntil(lambda: prep.table_drawn, timeout=20_000)
    size = prep.table_size()
    kept = _layers_kept(monkeypatch)
    window.setup_page.start_button.click()
    view = window.game_ui.view_widget
    view.viewport().grab()
    in_play = [s for s in window.game_ui.table.map.model.studios if s.in_play]
    assert 0 < len(in_play) < 11
    # the scenery and every lot are copied: the prep's first game is the real one (its seed), the lots in play too
    assert kept == []
    assert view.viewport().size() == size


def test_back_and_another_game_waste_nothing(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """Back before the pieces ran: they are dropped with the prep (nothing drawn later); another game's page
    draws nothing of Ciak's, and a game without a table drawn ahead posts nothing more."""
    from gamesuite.content import load_content
    from gamesuite.ui.games import table_ahead

    prep = _ciak_setup_page(window, qtbot)
    kept = _layers_kept(monkeypatch)
    window.setup_page.back_requested.emit()
    assert window.start_prep is None and window.idle.pending(prep) == 0
    qtbot.wait(200)
    assert kept == [] and not prep.table_drawn
    window.launcher.tiles["telefilm"].activated.emit("telefilm")
    other = window.start_prep
    qtbot.waitUntil(lambda: other.warmed and window.idle.pending(other) == 0, timeout=20_000)
    assert kept == [] and not other.table_drawn
    assert table_ahead("telefilm", 3, load_content("telefilm", None), QSize(1280, 759)) is None


def _art_drawn(monkeypatch) -> list[tuple]:  # noqa: ANN001
    """The art the cache draws from now on (its keys)."""
    drawn: list[tuple] = []
    real_keep = artcache._keep
    monkeypatch.setattr(artcache, "_keep", lambda full, pix: drawn.append(full[0]) or real_keep(full, pix))
    return drawn


def test_the_table_painted_ahead_is_the_real_first_table_the_first_paint_draws_no_art(window, qtbot,
                                                                                     monkeypatch) -> None:  # noqa: ANN001
    """The table built from the prep's first game (the game's own seed: Start takes that very state) and painted
    ahead is the real one: the first paint copies every piece of art (companies, lots in play, the fans of the hands,
    the piles' backs), it draws none. (With a throwaway game of another seed it drew the seed-made ones.)"""
    prep = _ciak_setup_page(window, qtbot)
    qtbot.waitUntil(lambda: prep.table_drawn, timeout=20_000)
    drawn = _art_drawn(monkeypatch)
    window.setup_page.start_button.click()
    assert window.controller is not None and window.controller.seed == prep.seed
    window.game_ui.view_widget.viewport().grab()
    assert drawn == []


def test_another_name_at_start_keeps_the_seed_and_the_deal_drawn_ahead(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """A name changed after the prep ran: Start makes its own first game (another config), with the prep's seed, so
    what the seed deals (companies, hands) is still the one drawn ahead."""
    prep = _ciak_setup_page(window, qtbot)
    qtbot.waitUntil(lambda: prep.table_drawn, timeout=20_000)
    window.setup_page.rows[0].name_edit.setText("Quentin")
    drawn = _art_drawn(monkeypatch)
    window.setup_page.start_button.click()
    assert window.controller is not None and window.controller.config.players[0].name == "Quentin"
    window.game_ui.view_widget.viewport().grab()
    assert not [key for key in drawn if key[0] in ("company", "layer")], drawn


@pytest.mark.parametrize("size", [QSize(1280, 800), QSize(1920, 1080)])
def test_the_first_table_drawn_ahead_has_the_pixels_of_one_drawn_cold(window, qtbot, size: QSize) -> None:  # noqa: ANN001
    """What the first paint copies from the art drawn ahead lands where the art drawn by the paint itself would:
    the first table's pixels equal the same table's drawn again from an empty art cache, at both window sizes.
    (Painted ahead in another order, the first copy of the deck's back fixed another part of a pixel: at 1920x1080
    its film strip landed a pixel off; ``artcache.ahead_only``.)"""
    window.resize(size)
    qtbot.wait(50)
    prep = _ciak_setup_page(window, qtbot)
    qtbot.waitUntil(lambda: prep.table_drawn, timeout=20_000)
    window.setup_page.start_button.click()
    view = window.game_ui.view_widget
    ahead = view.viewport().grab().toImage()
    artcache.clear()
    for item in view.scene().items():
        item.update()  # Qt's own pixmaps of the items go too
    view.resetCachedContent()
    cold = view.viewport().grab().toImage()
    assert ahead.size() == cold.size()
    where = [(x, y) for y in range(cold.height()) for x in range(cold.width()) if ahead.pixel(x, y) != cold.pixel(x, y)]
    assert not where, (len(where), min(where), max(where), min(y for _, y in where), max(y for _, y in where))
