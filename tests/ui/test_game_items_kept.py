"""The games' own table items on the kit's kept rectangle and drawn flags (issue #13): Qt asks ``boundingRect`` 3-4
times an item a paint, and a rectangle made anew in Python each time was most of what a cached item cost (Telefilm
~130 calls a full repaint, one class working out its name and slot rectangles at each call); an item repainted for a
state flag its paint does not read draws the same pixels again. Telefilm, Telma and Quiz Club (Ciak's items are
tested with Ciak)."""

from __future__ import annotations

import inspect
from types import ModuleType

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from gamesuite.rules.core import Rng
from gamesuite.rules.sim import default_players
from gamesuite.ui.quizclub import items as quizclub_items
from gamesuite.ui.scene.item import STATE_FLAGS, KitItem
from gamesuite.ui.telefilm import items as telefilm_items
from gamesuite.ui.telma import items as telma_items
from gamesuite.ui.telma import setup as telma_setup

MODULES: dict[str, ModuleType] = {"telefilm": telefilm_items, "telma": telma_items, "quizclub": quizclub_items}


def _classes(module: ModuleType) -> list[type[KitItem]]:
    return [c for _, c in inspect.getmembers(module, inspect.isclass)
            if issubclass(c, KitItem) and c.__module__ == module.__name__]


@pytest.mark.parametrize("game", [*sorted(MODULES), "telma-setup"])
def test_no_game_item_class_makes_its_rectangle_at_every_call(game: str) -> None:
    """Each class says its rectangle with ``bounds()`` (kept by ``KitItem.boundingRect``). Fails if a class
    overrides ``boundingRect`` again."""
    classes = _classes(MODULES.get(game, telma_setup))
    assert classes
    assert [c.__name__ for c in classes if "boundingRect" in c.__dict__] == []


def _table_items(window, game: str, moves: int) -> list[KitItem]:  # noqa: ANN001
    controller = window.start_game(game, default_players(4), seed=3)
    rng = Rng(3)
    for _ in range(moves):
        if controller.is_over():
            break
        controller.submit(controller.rules.random_action(controller.state, rng))
    window.game_ui.finish_animations()
    module = MODULES[game].__name__
    items = [i for i in window.game_ui.table.scene.items()
             if isinstance(i, KitItem) and type(i).__module__ == module]
    assert items
    return items


@pytest.mark.parametrize(("game", "moves"), [("telefilm", 40), ("telma", 25), ("quizclub", 30)])
def test_every_game_item_on_a_table_gives_qt_one_kept_rectangle(window, game: str, moves: int) -> None:  # noqa: ANN001
    items = _table_items(window, game, moves)
    for item in items:
        first = item.boundingRect()
        assert item.boundingRect() is first, type(item).__name__
        assert first == item.bounds(), type(item).__name__


def _picture(item: KitItem) -> QImage:
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    p.translate(-rect.left() + 1, -rect.top() + 1)
    item.paint(p, QStyleOptionGraphicsItem(), None)
    p.end()
    return image


@pytest.mark.parametrize(("game", "moves"), [("telefilm", 40), ("telefilm", 12), ("telma", 25), ("quizclub", 30)])
def test_a_flag_a_game_item_does_not_draw_changes_none_of_its_pixels(window, game: str, moves: int) -> None:  # noqa: ANN001
    """``DRAWN_FLAGS`` leaves out only flags the paint does not read: each item is drawn with every such flag
    flipped and must give the same pixels. Fails if a class leaves out a flag its paint shows (an option's
    clickable border, a space's ring)."""
    checked = 0
    for item in _table_items(window, game, moves):
        undrawn = STATE_FLAGS - item.DRAWN_FLAGS
        if not undrawn:
            continue
        before = _picture(item)
        for flag in sorted(undrawn):
            old = getattr(item, flag)
            setattr(item, flag, not old)
            try:
                assert _picture(item) == before, f"{type(item).__name__} draws {flag}"
            finally:
                setattr(item, flag, old)
            checked += 1
    assert checked


def test_the_kept_rectangles_follow_a_row_and_a_card_that_change_size(qapp) -> None:  # noqa: ANN001
    """A row's face and a card's header take their rectangles from their parent's size."""
    row = telefilm_items.PlayerRowItem(0, "Anna", "#c03030", "circle", 600, 60)
    face = row.face
    assert face.boundingRect() == QRectF(0, 0, row.name_rect().right() + 4, 60)
    row.boundingRect()
    row.set_size(700, 80)
    assert row.boundingRect() == QRectF(-6, -6, 712, 92)
    assert face.boundingRect() == QRectF(0, 0, row.name_rect().right() + 4, 80)
    card = telefilm_items.QuestionCard(800, 450, [])
    header = card.header
    assert header.boundingRect().width() == 800 - 14
    card.set_size(700, 450)
    assert header.boundingRect().width() == 700 - 14
    option = card.options[0]
    option.boundingRect()
    option.set_size(300, 50)
    assert option.boundingRect() == QRectF(0, 0, 300, 50)
