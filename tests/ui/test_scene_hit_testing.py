"""Pointing at anything on a table must be harmless: Qt asks every item under the mouse for its
``shape()`` (hover, clicks, tooltips), so no item may hide a QGraphicsItem method with an attribute.
A Telefilm figure once kept its token shape in ``self.shape`` and hovering it crashed the app."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsView

from gamesuite.rules.sim import default_players

QT_METHODS = ("shape", "boundingRect", "paint", "contains", "type", "data", "scene", "pos", "opacity", "isVisible")

GAMES = [
    ("telefilm", "standard", 4),
    ("telefilm", "two_player", 2),
    ("telefilm", "cards_only", 3),
    ("quizclub", "standard", 4),
    ("telma", "standard", 3),
    ("ciak", "massacre", 2),
    ("ciak", "massacre", 4),
    ("ciak", "alliance", 4),
    ("ciak", "dominion", 3),
]


@pytest.mark.parametrize(("game", "variant", "players"), GAMES)
def test_every_table_item_answers_hit_tests_and_survives_the_mouse(window, qtbot, game, variant, players) -> None:  # noqa: ANN001
    window.start_game(game, default_players(players), variant, seed=4)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    view = window.game_ui.table_widget()
    if not isinstance(view, QGraphicsView):
        view = view.findChild(QGraphicsView)
    assert view is not None
    items = view.scene().items()
    assert items
    for item in items:
        for name in QT_METHODS:
            assert callable(getattr(item, name)), f"{type(item).__name__}.{name} is hidden by an attribute"
        assert isinstance(item.shape(), QPainterPath)
    # Move the real mouse over the centre of every visible item, and click empty-handed where it is
    # not a button: the scene's own hit testing runs for each.
    for item in items:
        if not item.isVisible():
            continue
        centre = view.mapFromScene(item.sceneBoundingRect().center())
        if not view.viewport().rect().contains(centre):
            continue
        qtbot.mouseMove(view.viewport(), centre)
        view.scene().items(view.mapToScene(centre))
    qtbot.mouseMove(view.viewport(), QPoint(1, 1))
    assert window.controller is not None and not window.controller.is_over()  # still playing
