"""Telma's first table made ahead: the table built from the setup page's throwaway first game and painted while the
page shows (StartPrep, ``gamesuite.ui.telma.ahead``) leaves the soft shadows and the text fitter's measures made for
the real table's first paint, only at the scale and part of a pixel the table has, and with the same pixels; Back
and another game's page waste nothing."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QSize

from gamesuite.ui.scene import item as kit_item
from gamesuite.ui.scene.text import _fitted_size


@pytest.fixture(autouse=True)
def _fresh_caches():  # noqa: ANN202 - pytest fixture
    from gamesuite.ui.scene.view import free_pictures

    free_pictures()
    yield
    free_pictures()


def _shadows_drawn(monkeypatch) -> list[tuple]:  # noqa: ANN001
    """The soft shadows drawn (not copied) from now on."""
    drawn: list[tuple] = []
    real = kit_item._render_shadow
    monkeypatch.setattr(kit_item, "_render_shadow", lambda *a: drawn.append(a) or real(*a))
    return drawn


def _telma_setup_page(window, qtbot):  # noqa: ANN001, ANN202
    qtbot.waitUntil(lambda: window.warmup.pending() == 0, timeout=20_000)
    window.launcher.tiles["telma"].activated.emit("telma")
    prep = window.start_prep
    assert prep is not None
    return prep


def _first_paint(window) -> Callable[[], int]:  # noqa: ANN001
    """Start, and the first paint of the table: how many texts it measured (the fitter's misses)."""
    before = _fitted_size.cache_info().misses
    window.setup_page.start_button.click()
    window.game_ui.table_widget().viewport().grab()
    return _fitted_size.cache_info().misses - before


def test_the_table_painted_ahead_leaves_the_shadows_and_the_measures_made_for_the_first_paint(window, qtbot,
                                                                                             monkeypatch) -> None:  # noqa: ANN001
    """Telma's first paint drew six cards' soft shadows and measured ~30 texts at their sizes (fonts, glyphs): drawn
    while the setup page shows, at the scale and place the table's view gets, the first paint copies them. The view
    the throwaway table made must not free them when it goes (it is never shown)."""
    prep = _telma_setup_page(window, qtbot)
    qtbot.waitUntil(lambda: prep.table_drawn, timeout=20_000)
    qtbot.wait(50)  # the throwaway table's view is deleted (deleteLater) before the Start
    size = prep.table_size()
    shadows = _shadows_drawn(monkeypatch)
    measured = _first_paint(window)
    assert shadows == []
    assert measured <= 3  # (what hangs on the seed: the throwaway game's is another)
    assert window.game_ui.table_widget().viewport().size() == size


def test_without_the_table_ahead_the_first_paint_draws_them(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """The same path with nothing drawn ahead (the guard above can fail): the first paint draws the shadows and
    measures the texts itself."""
    from gamesuite.ui import games

    monkeypatch.delitem(games._TABLE_AHEAD, "telma")  # noqa: SLF001
    prep = _telma_setup_page(window, qtbot)
    qtbot.waitUntil(lambda: prep.warmed and window.idle.pending(prep) == 0, timeout=20_000)
    assert not prep.table_drawn
    shadows = _shadows_drawn(monkeypatch)
    assert _first_paint(window) >= 20
    assert len(shadows) >= 1


def test_drawn_ahead_at_another_scale_it_is_not_used(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """A table drawn ahead for another view size (the window was resized before Start): the first paint finds no
    shadow at its scale and draws them, as without the pieces (the table built ahead is still taken)."""
    from gamesuite.ui.warmup import StartPrep

    real = StartPrep.table_size
    monkeypatch.setattr(StartPrep, "table_size",
                        lambda self: (lambda s: QSize(s.width() + 37, s.height() + 23))(real(self)))
    prep = _telma_setup_page(window, qtbot)
    qtbot.waitUntil(lambda: prep.table_drawn, timeout=20_000)
    shadows = _shadows_drawn(monkeypatch)
    _first_paint(window)
    assert len(shadows) >= 1


def test_the_first_table_looks_the_same_drawn_ahead(window, qtbot) -> None:  # noqa: ANN001
    """The pixels of the first table with what was drawn ahead are those it paints with nothing kept."""
    prep = _telma_setup_page(window, qtbot)
    qtbot.waitUntil(lambda: prep.table_drawn, timeout=20_000)
    window.setup_page.start_button.click()
    viewport = window.game_ui.table_widget().viewport()
    ahead = viewport.grab().toImage()
    from gamesuite.ui.scene.view import free_pictures

    free_pictures()  # Qt's pixmap cache (shadows, kept faces, discs, the items' own pictures) and the measures
    for it in window.game_ui.table.scene.items():
        it.update()
    assert viewport.grab().toImage() == ahead


def test_back_and_another_game_waste_nothing(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """Back before the pieces ran: they are dropped with the prep (no throwaway table built later); another game's
    page builds no Telma table."""
    from gamesuite.ui.telma import table as telma_table

    built: list[object] = []
    real_made = telma_table.TelmaTable._made  # (built at once or in pieces)

    def counting(self, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        built.append(self)
        return real_made(self, *args, **kwargs)

    monkeypatch.setattr(telma_table.TelmaTable, "_made", counting)
    prep = _telma_setup_page(window, qtbot)
    window.setup_page.back_requested.emit()
    assert window.start_prep is None and window.idle.pending(prep) == 0
    qtbot.wait(200)
    assert built == [] and not prep.table_drawn
    window.launcher.tiles["telefilm"].activated.emit("telefilm")
    other = window.start_prep
    qtbot.waitUntil(lambda: other.warmed and window.idle.pending(other) == 0, timeout=20_000)
    assert built == [] and not other.table_drawn


def _counting_builds(monkeypatch) -> list[object]:  # noqa: ANN001
    from gamesuite.ui.telma import table as telma_table

    built: list[object] = []
    real_made = telma_table.TelmaTable._made  # (built at once or in pieces)

    def counting(self, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        built.append(self)
        return real_made(self, *args, **kwargs)

    monkeypatch.setattr(telma_table.TelmaTable, "_made", counting)
    return built


def _label_paints(monkeypatch) -> list[object]:  # noqa: ANN001
    """The labels that draw themselves from now on (not copied from their DeviceCoordinateCache pictures)."""
    from gamesuite.ui.scene.label import LabelItem

    painted: list[object] = []
    real = LabelItem.paint
    monkeypatch.setattr(LabelItem, "paint", lambda self, *a: painted.append(self) or real(self, *a))
    return painted


def test_start_takes_the_table_built_and_drawn_ahead(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """The first table is built ahead for the first state Start takes, and its own view drawn at the size it gets
    (each item's picture, kept per view): Start builds no table, the game's table is that one (its controller, the
    settings' keys), and the first paint draws no label (fails without the view drawn ahead: ~30 labels; without the
    table kept: a second table is built)."""
    import weakref

    prep = _telma_setup_page(window, qtbot)
    qtbot.waitUntil(lambda: prep.table_drawn, timeout=20_000)
    built = _counting_builds(monkeypatch)
    painted = _label_paints(monkeypatch)
    kept = prep._kept  # noqa: SLF001
    assert kept is not None
    table = kept._table  # noqa: SLF001
    ahead_controller = weakref.ref(table.controller)
    _first_paint(window)
    assert built == [] and window.game_ui.table is table
    assert table.controller is window.controller and table.settings is window.settings
    assert painted == []
    qtbot.waitUntil(lambda: ahead_controller() is None, timeout=5_000)  # the table's first controller is freed
    window.game_ui.start_round()  # the empty nickname boxes get suggestions
    window.game_ui.start_round()  # the adopted table plays: the round starts through the game's controller
    assert window.controller.actions


def test_a_changed_choice_builds_its_own_table_and_the_one_built_ahead_is_freed(window, qtbot,
                                                                                monkeypatch) -> None:  # noqa: ANN001
    """Another name after the table was built ahead: another first state, so Start builds its own table (the one
    built ahead shows other names) and the kept one goes (its scene and view freed)."""
    import gc
    import weakref

    prep = _telma_setup_page(window, qtbot)
    qtbot.waitUntil(lambda: prep.table_drawn, timeout=20_000)
    kept = weakref.ref(prep._kept._table)  # noqa: SLF001
    built = _counting_builds(monkeypatch)
    window.setup_page.rows[0].name_edit.setText("Quentin")
    window.setup_page.start_button.click()
    assert len(built) == 1 and window.game_ui.table is built[0]
    assert window.controller.config.players[0].name == "Quentin"
    for _ in range(3):
        qtbot.wait(20)
        gc.collect()
    assert kept() is None


def test_back_lets_the_table_built_ahead_go(window, qtbot) -> None:  # noqa: ANN001
    """Back after the table was built ahead: the prep lets it go (nothing kept for a game that never starts)."""
    import gc
    import weakref

    prep = _telma_setup_page(window, qtbot)
    qtbot.waitUntil(lambda: prep.table_drawn, timeout=20_000)
    kept = weakref.ref(prep._kept._table)  # noqa: SLF001
    window.setup_page.back_requested.emit()
    for _ in range(3):
        qtbot.wait(20)
        gc.collect()
    assert kept() is None and prep._kept is None  # noqa: SLF001


def test_the_table_built_ahead_comes_in_parts_and_stopped_half_way_frees_nothing_of_qts(qtbot) -> None:  # noqa: ANN001
    """The table is built ahead a part a piece (``TelmaTable.in_pieces``: built at once it was one idle piece of ~9 ms a
    click could wait for); stopped half-way (Back), the half-built table goes without emptying Qt's pixmap cache (its
    view was disconnected from ``free_pictures`` before its first part ended)."""
    import shiboken6
    from PySide6.QtGui import QPixmap, QPixmapCache

    from gamesuite.content import load_content
    from gamesuite.rules import registry
    from gamesuite.rules.core import GameConfig
    from gamesuite.rules.sim import default_players
    from gamesuite.ui.games import table_ahead
    from gamesuite.ui.telma.table import TelmaTable

    rules = registry.get_rules("telma")
    config = GameConfig("telma", default_players(3), rules.spec.variants[0].id, {}, load_content("telma", None))
    state = rules.new_game(config, 5)
    built: list[TelmaTable] = []
    real = TelmaTable.in_pieces

    def recording(*args):  # noqa: ANN002, ANN202
        for table in real(*args):
            built.append(table)
            yield table

    pieces = table_ahead("telma", 3, config.content, QSize(1280, 752), lambda: (rules, state, config))
    assert pieces is not None
    TelmaTable.in_pieces = recording  # type: ignore[method-assign]
    try:
        for _ in range(4):
            next(pieces)
    finally:
        TelmaTable.in_pieces = real  # type: ignore[method-assign]
    assert len(built) >= 3 and not hasattr(built[-1], "peek_timer")  # parts in pieces, the table not built yet
    QPixmapCache.insert("start9-probe", QPixmap(4, 4))
    view = built[-1].view
    pieces.close()
    qtbot.waitUntil(lambda: not shiboken6.isValid(view), timeout=5_000)
    assert QPixmapCache.find("start9-probe") is not None


def test_a_game_on_the_table_taken_at_start_is_freed_after_new_game(window, qtbot) -> None:  # noqa: ANN001
    """The table taken at Start (built ahead with its own first controller) goes with its game, as a table built at
    Start does: after a new game nothing of the first one is left (its UI, table, scene, view, both controllers)."""
    import gc
    import weakref

    from PySide6.QtWidgets import QApplication

    from gamesuite.rules.sim import default_players

    prep = _telma_setup_page(window, qtbot)
    qtbot.waitUntil(lambda: prep.table_drawn, timeout=20_000)
    ahead_controller = weakref.ref(prep._kept._table.controller)  # noqa: SLF001
    window.setup_page.start_button.click()
    ui = window.game_ui
    assert ui.table is not None and ui.table.controller is window.controller
    refs = {"controller": weakref.ref(window.controller), "ui": weakref.ref(ui), "table": weakref.ref(ui.table),
            "scene": weakref.ref(ui.table.scene), "view": weakref.ref(ui.table.view), "ahead": ahead_controller}
    del ui
    assert window.start_game("telma", default_players(3), "standard", seed=4) is not None
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(10)
    gc.collect()
    assert [name for name, ref in refs.items() if ref() is not None] == []
