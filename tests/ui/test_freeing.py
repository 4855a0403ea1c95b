"""A finished game is freed: after "New game" the old controller, GameUI, table and scene are gone (issue #13)."""

from __future__ import annotations

import gc
import types
import weakref
from collections import OrderedDict

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QPixmapCache

from gamesuite.rules import registry
from gamesuite.rules.core import Rng
from gamesuite.rules.sim import default_players
from gamesuite.ui.scene import TableScene, TableView, token


def _play_a_little(window, game: str, seed: int) -> None:  # noqa: ANN001
    spec = registry.get_spec(game)
    n = max(spec.variants[0].min_players, min(4, spec.variants[0].max_players))
    controller = window.start_game(game, default_players(n), spec.variants[0].id, seed=seed)
    rng = Rng(seed)
    for _ in range(30):
        if controller.is_over():
            break
        if window.page.gate.isVisible():
            window.page.gate.confirmed.emit()
        controller.submit(controller.rules.random_action(controller.state, rng))


@pytest.mark.parametrize("game", ["telefilm", "quizclub", "telma", "ciak", "demo"])
def test_starting_a_new_game_frees_the_old_one(window, qtbot, game: str) -> None:  # noqa: ANN001
    window.act_director.setChecked(False)
    _play_a_little(window, game, 1)
    refs = {
        "controller": weakref.ref(window.controller),
        "game UI": weakref.ref(window.game_ui),
        "table": weakref.ref(window.game_ui.table_widget()),
        "scene": weakref.ref(window.game_ui.table_widget().scene()),
    }
    _play_a_little(window, game, 2)  # "New game"
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QCoreApplication.processEvents()
        gc.collect()
    alive = [name for name, ref in refs.items() if ref() is not None]
    assert alive == [], f"still alive after a new game: {alive}"


def test_a_new_game_lets_the_old_deck_go(window, qtbot) -> None:  # noqa: ANN001
    """The rules' memos (packed deck, card spaces) keep the deck in play only: a finished game's question deck
    (~0.7 MB of Python objects for Telefilm) is not held once the next game started."""
    window.act_director.setChecked(False)
    _play_a_little(window, "telefilm", 1)
    window.controller.autosave()  # packs the deck (the memo of the packed text)
    window.controller.wait_for_saves()
    old_deck = window.controller.state.config.content
    _play_a_little(window, "telefilm", 2)  # "New game"
    window.controller.autosave()
    window.controller.wait_for_saves()
    assert window.controller.state.config.content is not old_deck  # else this test proves nothing
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QCoreApplication.processEvents()
        gc.collect()
    holders = [type(r).__name__ for r in gc.get_referrers(old_deck) if not isinstance(r, types.FrameType)]
    assert holders == [], f"the finished game's deck is still held by: {holders}"


class _PixmapCacheStandIn:
    """Stands in for Qt's pixmap cache in the kit's token module: what is kept there, and its size."""

    def __init__(self) -> None:
        self.kept: dict[str, QPixmap] = {}

    def find(self, key: str, image: QPixmap) -> bool:
        if key in self.kept:
            image.swap(QPixmap(self.kept[key]))
            return True
        return False

    def insert(self, key: str, image: QPixmap) -> bool:
        self.kept[key] = QPixmap(image)
        return True

    def remove(self, key: str) -> None:
        self.kept.pop(key, None)

    def kept_bytes(self) -> int:
        return sum(p.width() * p.height() * 4 for p in self.kept.values())


def test_discs_drawn_where_tokens_went_do_not_pile_up(qapp, monkeypatch) -> None:  # noqa: ANN001
    """A token disc is kept in Qt's pixmap cache per exact sub-pixel position; games that move tokens over hundreds
    of positions left every one of them there (~12 KB each, up to Qt's 80 MB limit: 2-4 MB more after each Telefilm
    game). Only the most recent ones are kept, and a disc repainted where it stands is still copied, not drawn."""
    kept = _PixmapCacheStandIn()
    monkeypatch.setattr(token, "QPixmapCache", kept)
    monkeypatch.setattr(token, "_kept_discs", OrderedDict(), raising=False)
    monkeypatch.setattr(token, "_kept_bytes", 0, raising=False)
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    colours = [QColor(c) for c in ("#d94f4f", "#3f7fd9", "#3fae6b", "#e0b341")]
    painter = QPainter(image)
    for i in range(600):  # where four players' tokens stood over a game, at 0.93x (a 1080p window)
        painter.resetTransform()
        painter.translate(60 + (i * 0.377) % 40, 60 + (i * 0.611) % 40)
        painter.scale(0.93, 0.93)
        token.paint_disc(painter, colours[i % 4], 26, depth=4, rim=190)
    assert kept.kept_bytes() <= 2 * 1024 * 1024, f"{len(kept.kept)} discs kept ({kept.kept_bytes()} bytes)"
    last = dict(kept.kept)
    painter.resetTransform()
    painter.translate(60 + (599 * 0.377) % 40, 60 + (599 * 0.611) % 40)
    painter.scale(0.93, 0.93)
    token.paint_disc(painter, colours[599 % 4], 26, depth=4, rim=190)  # the last token repainted where it stands
    painter.end()
    assert kept.kept == last  # copied from what was kept: nothing drawn again


def test_the_pixmap_cache_limit_follows_the_table_view(qapp) -> None:  # noqa: ANN001
    """Qt's pixmap cache holds every cached item's picture and, up to its limit, pictures nothing shows any more.
    A fixed 80 MB let those pile up to 80 MB on a 1080p window (and was too small for Ciak's table at 4K, ~94 MB):
    the limit is what the shown table needs (up to 2.9x its view's pixels: Ciak) and a spare, no more."""
    scene = TableScene()
    view = TableView(scene)
    limits = {}
    for w, h in ((1280, 800), (1920, 1080), (3840, 2160)):
        view.resize(w, h)
        view.show()
        QCoreApplication.processEvents()
        pixels = view.viewport().width() * view.viewport().height()
        limits[w] = QPixmapCache.cacheLimit() * 1024
        assert 2.9 * 4 * pixels <= limits[w] <= 4 * 4 * pixels + 10 * 1024 * 1024, (w, limits[w] / 2**20)
    assert limits[1280] < limits[1920] < limits[3840]
    view.close()


def test_a_finished_game_lets_go_of_its_pictures(window, qtbot) -> None:  # noqa: ANN001
    """What Qt's pixmap cache kept for a finished game's table (its token discs, style pictures of its panels) goes
    with the table, instead of staying until later pictures push it out."""
    window.act_director.setChecked(False)
    controller = window.start_game("telefilm", default_players(4), registry.get_spec("telefilm").variants[0].id,
                                   seed=1)
    rng = Rng(1)
    view = window.game_ui.table_widget()
    for _ in range(120):  # until the players' character tokens stand on the board
        if window.page.gate.isVisible():
            window.page.gate.confirmed.emit()
        controller.submit(controller.rules.random_action(controller.state, rng))
        view.grab()  # the table painted (its discs kept) as it would show without the private panel over it
        if len(token._kept_discs) >= 4:
            break
    discs = list(token._kept_discs)
    assert discs  # else this test proves nothing
    QPixmapCache.insert("test:a panel's picture", QPixmap(40, 40))
    window.show_launcher()
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QCoreApplication.processEvents()
        gc.collect()
    kept = [key for key in [*discs, "test:a panel's picture"] if QPixmapCache.find(key, QPixmap())]
    assert kept == [], f"{len(kept)} pictures of the finished game still kept"


def test_a_finished_game_lets_go_of_its_text_measures(window, qtbot) -> None:  # noqa: ANN001
    """The fitted sizes and heights of a game's texts (its questions, answers and names) go with its table: kept,
    each Telefilm game added ~650 to the memos (~0.5 MB), up to their limits."""
    from gamesuite.ui.scene import text

    window.act_director.setChecked(False)
    controller = window.start_game("telefilm", default_players(4), registry.get_spec("telefilm").variants[0].id,
                                   seed=1)
    rng = Rng(1)
    view = window.game_ui.table_widget()
    for _ in range(40):
        if window.page.gate.isVisible():
            window.page.gate.confirmed.emit()
        controller.submit(controller.rules.random_action(controller.state, rng))
        view.grab()
    assert text._fitted_size.cache_info().currsize > 50  # else this test proves nothing
    window.show_launcher()
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QCoreApplication.processEvents()
        gc.collect()
    assert text._fitted_size.cache_info().currsize == 0
    assert text._text_height.cache_info().currsize == 0


def test_a_table_built_ahead_and_not_taken_goes_without_freeing_the_pictures(qtbot) -> None:  # noqa: ANN001
    """The kit's one way to let a table built ahead go (``let_go_table``, Telma's and Ciak's alike): its items off
    the scene, its view deleted, and Qt's pixmap cache kept (what was drawn ahead is for the next table); the same
    view once a game took it (``free_pictures_when_gone(True)``, said twice) frees the pictures when it goes."""
    import shiboken6

    from gamesuite.ui.scene import LabelItem
    from gamesuite.ui.scene.view import let_go_table

    def gone(view: TableView) -> bool:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        return not shiboken6.isValid(view)

    scene = TableScene()
    scene.put(LabelItem("a label", 200, 40, key="label"))
    view = TableView(scene)
    view.free_pictures_when_gone(False)
    QPixmapCache.insert("tidy15-probe", QPixmap(4, 4))
    let_go_table(scene, view)
    assert gone(view) and scene.items() == []
    assert QPixmapCache.find("tidy15-probe") is not None  # kept: the view was built ahead

    taken = TableView(TableScene())
    taken.free_pictures_when_gone(False)
    taken.free_pictures_when_gone(True)
    taken.free_pictures_when_gone(True)  # (once connected: no second connection, no warning)
    taken.deleteLater()
    assert gone(taken)
    assert QPixmapCache.find("tidy15-probe") is None  # a game's table frees them when it goes
