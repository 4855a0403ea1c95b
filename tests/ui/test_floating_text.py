"""Floating messages (gamesuite/ui/scene/floating.py): centred where something happened, never cut off by an edge,
never over another message still shown, kept inside the area they are given for their whole rise."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from gamesuite.ui.scene.animation import reduce_motion, set_reduce_motion
from gamesuite.ui.scene.floating import FAINT, FloatingText, float_text


@pytest.fixture
def scene(qapp) -> Iterator[QGraphicsScene]:  # noqa: ANN001, ARG001
    was = reduce_motion()
    set_reduce_motion(False)  # (messages are only shown with motion)
    s = QGraphicsScene(0, 0, 1920, 1080)
    yield s
    for item in s.items():
        if isinstance(item, FloatingText):
            item.finish_animations()
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


def at(items: list[FloatingText], ms: int) -> None:
    """Each message ``ms`` further into its life (its rise and fade animations set by hand, as the clock would)."""
    for item in items:
        for anim in list(item._anims.values()):  # noqa: SLF001 - the test plays the clock
            anim.setCurrentTime(min(anim.duration(), anim.currentTime() + ms))


def letters(item: FloatingText) -> QRectF:
    return item.mapRectToScene(item.ink())


def assert_apart_while_shown(items: list[FloatingText], span: int = 1000) -> None:
    """Step the messages through their lives: no two readable ones (opacity at least FAINT) ever touch."""
    for _step in range(0, span, 10):
        shown = [i for i in items if i.scene() is not None and i.opacity() >= FAINT]
        for n, a in enumerate(shown):
            for b in shown[n + 1:]:
                assert not letters(a).intersects(letters(b)), f"{a.text!r} over {b.text!r}"
        at(items, 10)


def test_two_messages_at_one_place_at_one_moment_take_two_lines(scene: QGraphicsScene) -> None:
    first = float_text(scene, "Resolves", QPointF(700, 470), "#9fe3b4", 40, rise=50, ms=1100)
    second = float_text(scene, "Cancelled!", QPointF(700, 470), "#ff9b8f", 40, rise=50, ms=1100)
    assert first is not None and second is not None
    assert first.pos() == QPointF(700, 470), "the first message moved from its place"
    assert second.pos().y() > first.pos().y(), "the newer message reads under the older one"
    assert_apart_while_shown([first, second])


def test_a_message_soon_after_another_does_not_catch_it_up(scene: QGraphicsScene) -> None:
    older = float_text(scene, "No response", QPointF(480, 110), "#ffffff", 34, rise=40, ms=900)
    assert older is not None
    at([older], 150)  # the next decision, 150 ms later: the older one has risen only part of the way
    newer = float_text(scene, "Pass", QPointF(480, 110), "#ffffff", 34, rise=40, ms=900)
    assert newer is not None
    assert_apart_while_shown([older, newer])


def test_a_younger_message_rising_faster_does_not_catch_up_an_older_one(scene: QGraphicsScene) -> None:
    older = float_text(scene, "No response", QPointF(480, 200), "#ffffff", 34, rise=60, ms=1000)
    assert older is not None
    at([older], 300)  # clear of the place now, but slowing down (and still readable) while a new one shoots up
    newer = float_text(scene, "No response", QPointF(480, 200), "#ffffff", 34, rise=60, ms=1000)
    assert newer is not None
    assert not letters(older).intersects(letters(newer))
    assert_apart_while_shown([older, newer])


def test_a_faded_message_leaves_its_place_to_the_next(scene: QGraphicsScene) -> None:
    older = float_text(scene, "No response", QPointF(480, 110), "#ffffff", 34, rise=40, ms=900)
    assert older is not None
    at([older], 600)  # all but gone (under FAINT)
    assert older.opacity() < FAINT
    newer = float_text(scene, "Pass", QPointF(480, 110), "#ffffff", 34, rise=40, ms=900)
    assert newer is not None and newer.pos() == QPointF(480, 110)


def test_messages_side_by_side_keep_their_places(scene: QGraphicsScene) -> None:
    left = float_text(scene, "Pass", QPointF(300, 500), "#ffffff", 34)
    right = float_text(scene, "Pass", QPointF(1300, 500), "#ffffff", 34)
    assert left is not None and right is not None
    assert right.pos() == QPointF(1300, 500)


def test_when_every_line_is_taken_the_oldest_in_the_way_ends(scene: QGraphicsScene) -> None:
    area = QRectF(0, 400, 1920, 200)  # room for few lines
    shown = [float_text(scene, f"Message {n}", QPointF(960, 450), "#ffffff", 34, within=area) for n in range(6)]
    assert all(item is not None for item in shown)
    alive = [i for i in shown if i is not None and i.scene() is scene]
    assert shown[0] not in alive and shown[-1] in alive, "the newest message is not the one shown"
    for item in alive:
        assert area.contains(letters(item)), "a line went out of its area"
    assert_apart_while_shown(alive)


def test_a_message_never_rises_above_the_area_it_is_given(scene: QGraphicsScene) -> None:
    seat = QRectF(8, 56, 948, 288)  # a seat's frame under its header (its name and badges above y=56)
    item = float_text(scene, "No response", QPointF(488, 68), "#ffffff", 34, rise=40, ms=900, within=seat)
    assert item is not None
    for _step in range(0, 900, 10):
        if item.opacity() < FAINT:
            break
        assert letters(item).top() >= seat.top(), "the message rose over the seat's header"
        at([item], 10)


def test_two_messages_of_a_seat_both_stay_under_its_header(scene: QGraphicsScene) -> None:
    seat = QRectF(8, 56, 948, 288)
    first = float_text(scene, "No response", QPointF(488, 68), "#ffffff", 34, rise=40, ms=900, within=seat)
    second = float_text(scene, "Pass", QPointF(488, 68), "#ffffff", 34, rise=40, ms=900, within=seat)
    assert first is not None and second is not None
    assert first.scene() is scene and second.scene() is scene, "a line under the first was free"
    assert seat.contains(letters(first)) and seat.contains(letters(second))
    assert_apart_while_shown([first, second])


def test_a_message_shown_without_a_reference_kept_still_keeps_its_place(scene: QGraphicsScene) -> None:
    import gc

    float_text(scene, "Resolves", QPointF(700, 470), "#9fe3b4", 40)  # what games do: nobody keeps the item
    gc.collect()
    second = float_text(scene, "Cancelled!", QPointF(700, 470), "#ff9b8f", 40)
    assert second is not None and second.pos().y() > 470


def test_where_a_message_will_be_is_where_its_animation_takes_it(scene: QGraphicsScene) -> None:
    item = float_text(scene, "Resolves", QPointF(700, 470), "#9fe3b4", 40, rise=50, ms=1100)
    assert item is not None
    for _step in range(8):
        at([item], 40)
        elapsed = item.elapsed()
        assert elapsed is not None
        predicted = item.ink_at(elapsed)
        assert predicted is not None
        real = letters(item)
        assert abs(predicted.top() - real.top()) < 0.5 and abs(predicted.left() - real.left()) < 0.5
