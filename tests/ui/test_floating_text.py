"""Floating messages (gamesuite/ui/scene/floating.py): centred where something happened, never cut off by an edge."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from gamesuite.ui.scene.animation import reduce_motion, set_reduce_motion
from gamesuite.ui.scene.floating import float_text


@pytest.fixture
def scene(qapp) -> Iterator[QGraphicsScene]:  # noqa: ANN001, ARG001
    was = reduce_motion()
    set_reduce_motion(False)  # (messages are only shown with motion)
    s = QGraphicsScene(0, 0, 1920, 1080)
    yield s
    set_reduce_motion(was)


def test_a_message_by_the_left_edge_is_moved_in_whole(scene: QGraphicsScene) -> None:
    item = float_text(scene, "Sacking of 1!", QPointF(20, 300), "#ff9b8f", 40)
    assert item is not None
    box = item.sceneBoundingRect()
    assert box.left() >= 0 and box.right() <= 1920, "the message ran off the table's edge"


def test_a_message_stays_inside_the_frame_it_is_about(scene: QGraphicsScene) -> None:
    frame = QRectF(40, 560, 900, 420)
    item = float_text(scene, "Sacking of 2!", QPointF(145, 710), "#ff9b8f", 40, within=frame)
    assert item is not None
    box = item.sceneBoundingRect()
    assert box.left() >= frame.left() and box.right() <= frame.right()
    assert item.pos().y() == 710  # moved from side to side only


def test_a_message_with_room_stays_centred_where_it_was_put(scene: QGraphicsScene) -> None:
    item = float_text(scene, "+15", QPointF(960, 500), "#ffffff", 40)
    assert item is not None
    assert item.pos() == QPointF(960, 500)
