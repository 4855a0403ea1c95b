"""What a Telefilm move shows, drawn ahead (``TelefilmTable.rows_ahead``): after each move, idle pieces play the
legal moves on a copy (``controller.preview``) and draw the turn, focal and hint lines, the question card's texts
and header, and the spaces' faces and results they give, at the size and place the move will put them: the move's
paint copies those pictures (the pixels of drawing them straight) instead of laying out their text again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QTransform
from PySide6.QtWidgets import QApplication

from gamesuite.rules.core import Rng
from gamesuite.rules.sim import default_players
from gamesuite.rules.telefilm import RULES
from gamesuite.ui.scene import TableScene, TableView
from gamesuite.ui.scene.exact import KeptLooks
from gamesuite.ui.scene.label import KeptLabel, LabelItem
from tests.support.driver import TableDriver
from tests.ui.test_telefilm_driver import table


def _record(monkeypatch: Any, drawn: list[str]) -> None:  # noqa: ANN401
    """Patch the items' paints so that ``drawn`` gets the name of each item drawn straight inside a paint (its text
    laid out, its paths filled), not copied from a picture."""
    from gamesuite.ui.telefilm import items

    in_paint: list[bool] = []

    def wrap_paint(cls: type) -> None:
        paint = cls.paint

        def painting(self, *args, _paint=paint):  # noqa: ANN001, ANN002, ANN202
            in_paint.append(True)
            try:
                return _paint(self, *args)
            finally:
                in_paint.pop()

        monkeypatch.setattr(cls, "paint", painting)

    def wrap_draw(cls: type, name: str, label: Callable[[Any], str]) -> None:  # noqa: ANN401
        draw = getattr(cls, name)

        def drawing(self, *args, _draw=draw, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
            if in_paint:
                drawn.append(label(self))
            return _draw(self, *args, **kwargs)

        monkeypatch.setattr(cls, name, drawing)

    for cls in (KeptLooks, items.SpaceFace, items.SpaceItem, items.CardHeader, items.MarkItem):
        wrap_paint(cls)
    wrap_draw(LabelItem, "_draw_label", lambda self: str(self.key))
    wrap_draw(items.SpaceFace, "_draw", lambda self: f"face:{self.space.space}")
    wrap_draw(items.SpaceItem, "_draw", lambda self: str(self.key))
    wrap_draw(items.CardHeader, "_draw", lambda self: "header")
    wrap_draw(items.MarkItem, "_draw", lambda self: "mark")


AHEAD = ("turn", "focal", "hint", "question:", "header", "mark", "face:", "space:")


def test_the_lines_card_and_spaces_a_move_shows_are_drawn_ahead_and_copied_with_their_pixels(  # noqa: ANN001
        one_screen, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """The judge and answer moves (and every other move a preview foresees) copy the turn, focal and hint lines,
    the question's texts, the card's header and mark and the spaces' faces and results from pictures drawn ahead:
    none of them is drawn in those moves' paints, where without the drawing ahead each judge drew 4-8 of them. The
    pictures are the items' own drawing: the same items drawn straight give the same pixels. Fails without
    ``rows_ahead``'s new parts (drawn in the move), with a place or size other than the move's (a copy missed:
    drawn), or with a picture that is not the item's drawing (pixels)."""
    drawn: list[str] = []
    _record(monkeypatch, drawn)  # before the items exist
    window = one_screen
    d = TableDriver(window, qtbot)
    c = window.start_game("telefilm", default_players(3), "standard", seed=3)
    t = table(window)
    rng = Rng(3)

    def idle() -> None:  # the event loop's turns while the next player thinks
        for _ in range(400):
            QApplication.processEvents()
            if window.idle.pending() == 0:
                return

    judged = pixels = 0
    in_moves: list[str] = []
    for _ in range(150):
        if c.is_over():
            break
        if window.page.gate.isVisible():
            d.confirm_gate()
        idle()
        t.view.grab()  # the table as it shows before the move
        action = RULES.random_action(c.state, rng)
        drawn.clear()
        c.submit(action)
        if window.page.covered():
            continue
        shown = t.view.grab().toImage()  # the move's paint
        if action.kind not in ("judge", "answer"):
            continue
        judged += 1
        in_moves += [k for k in drawn if k.startswith(AHEAD)]
        if pixels < 4 and drawn == []:  # the same items drawn straight: the same pixels
            for item in (t.turn_label, t.focal, t.hint, t.card.text_item, t.card.note_item, t.card.series_item):
                item.__dict__.get("_looks", {}).clear()
                item.update()
            for kept in (t.card.header, t.card.mark):
                kept.ahead.kept.clear()
                kept.update()
            for space in t.spaces.values():
                space.ahead.kept.clear()
                space.face.ahead.kept.clear()
                space.update()
                space.face.update()
            assert t.view.grab().toImage() == shown
            assert drawn  # (they were drawn straight this time)
            pixels += 1
    assert in_moves == [], in_moves
    assert judged >= 8 and pixels == 4, (judged, pixels)


def test_a_kept_label_draws_ahead_at_another_size_and_place_with_the_pixels_of_drawing_it_there(qapp) -> None:  # noqa: ANN001
    """The kit's KeptLabel draws a look ahead with another text, box, font size and colours at the transform of the
    place it will stand at (Telefilm's focal line moves beside its disc, the card's question changes its box): the
    paint there copies it, with the pixels the label drawn straight there has. Fails if the look's key or its drawing
    leaves out the size (a copy of the wrong picture: pixels) or the place (not copied)."""
    scene = TableScene()
    view = TableView(scene)
    view.resize(900, 500)
    label = KeptLabel("Anna: click your answer", 500, 90, size=42, wrap=True, key="focal")
    label.setPos(100.3, 50.6)
    scene.put(label)
    plain = LabelItem("", 10, 10, size=30, wrap=True, key="plain")  # the same look drawn straight, for the pixels
    scene.put(plain)
    plain.setVisible(False)
    view.show()
    view.grab()
    x, y, w, h, text = 40.7, 120.2, 640.0, 120.0, "Bruno answered right! Reveal the answer"
    device = QTransform.fromTranslate(x, y) * view.viewportTransform()
    label.draw_text_ahead(text, device, view.renderHints(), QColor("#ffd45a"), width=w, height=h, size=36)
    kept = dict(label.__dict__["_looks"])
    assert len(kept) == 2  # the shown look and the one drawn ahead
    calls: list[str] = []
    inner = LabelItem._draw_label

    def counting(self: LabelItem, p: QPainter) -> None:
        calls.append(self.text)
        inner(self, p)

    LabelItem._draw_label = counting  # type: ignore[method-assign]
    try:
        label.setPos(x, y)
        label.set_size(w, h)
        label.size = 36
        label.set_colours("#ffd45a")
        label.set_text(text)
        copied = view.grab().toImage()
        assert calls == []  # copied from the picture drawn ahead
        label.setVisible(False)
        plain.setPos(x, y)
        plain.set_size(w, h)
        plain.size = 36
        plain.set_colours("#ffd45a")
        plain.set_text(text)
        plain.setVisible(True)
        assert view.grab().toImage() == copied
        assert calls == [text]
    finally:
        LabelItem._draw_label = inner  # type: ignore[method-assign]
    assert QRectF(0, 0, w, h) == label.boundingRect()
