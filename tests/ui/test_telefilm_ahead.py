"""What a Telefilm move shows, drawn ahead (``TelefilmTable.rows_ahead``): after each move, idle pieces play the
legal moves on a copy (``controller.preview``) and draw the turn, focal and hint lines, the question card's texts
and header, and the spaces' faces and results they give, at the size and place the move will put them: the move's
paint copies those pictures (the pixels of drawing them straight) instead of laying out their text again."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QTransform
from PySide6.QtWidgets import QApplication

from gamesuite.rules.core import Rng
from gamesuite.rules.sim import default_players
from gamesuite.rules.telefilm import RULES
from gamesuite.ui.scene import TableScene, TableView
from gamesuite.ui.scene.exact import KeptLooks, cache_transform
from gamesuite.ui.scene.label import KeptLabel, LabelItem
from gamesuite.ui.telefilm.items import next_device
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


def test_a_piece_drawn_ahead_at_its_next_place_is_the_picture_its_paint_there_copies(qapp) -> None:  # noqa: ANN001
    """A chip (top level, shrunk by a scale), a figure (a child of the track) and a token with a new order badge are
    drawn ahead at the device transform their next place will give them (``next_device``, worked out without moving
    them: it equals the item's own device transform once moved, to the last bit); moved there, their paint copies
    that picture (nothing drawn) with the pixels of drawing them there. Fails if ``next_device`` leaves out the
    scale or the parent (a copy missed: drawn), or ``draw_ahead`` the cache's whole-pixel corner."""
    from gamesuite.ui.telefilm import items

    scene = TableScene()
    view = TableView(scene)
    view.resize(900, 600)
    view.show()
    track = items.TelefilmTrack(700, 500)
    scene.addItem(track)
    track.setPos(30.25, 20.5)
    chip = items.ChipItem(7)
    token = items.TokenDisc(1, 0, QColor("#3a7bd5"), "circle")
    figure = items.FigureItem(2, track, QColor("#d55a3a"), "square")
    scene.put(chip)
    scene.put(token)
    scene.put(figure, track)
    chip.glide(QPointF(100.3, 80.6))
    token.glide(QPointF(300.7, 90.1))
    view.grab()
    viewport = view.viewportTransform()
    token_at = QPointF(520.13, 310.44)

    def part(t: QTransform) -> tuple[float, float]:
        return t.dx() - math.floor(t.dx()), t.dy() - math.floor(t.dy())

    # a place where the cache pixmap's whole-pixel corner changes the last bits of the part of a pixel (by the
    # view's left or top edge, where the corner is negative: the cache paint's offset is larger than the item's)
    chip_at = next(p for p in (QPointF(i * 0.0137, i * 0.0071) for i in range(3000))
                   if part(d := next_device(chip, p, 0.62, viewport)) != part(cache_transform(d, chip.boundingRect())))
    figure_at = figure.place_at(5, QPointF(10, -10))
    nexts = [(chip, chip.look(), next_device(chip, chip_at, 0.62, viewport)),
             (token, token.look(2), next_device(token, token_at, 0.8, viewport)),
             (figure, figure.look("2"), next_device(figure, figure_at, 1.0, viewport))]
    for piece, look, device in nexts:
        for _ in piece.draw_ahead([(look, device)], view.renderHints()):
            pass
    calls: list[str] = []

    def counting(self: Any, p: QPainter, look: Any, _inner: Callable[..., None]) -> None:  # noqa: ANN401
        calls.append(type(self).__name__)
        _inner(self, p, look)

    saved = {cls: cls.draw_look for cls in (items.ChipItem, items.TokenDisc, items.FigureItem)}
    for cls, inner in saved.items():
        cls.draw_look = lambda self, p, look, _i=inner: counting(self, p, look, _i)  # type: ignore[method-assign]
    try:
        chip.glide(chip_at, 0.62, animate=False)
        token.glide(token_at, 0.8, animate=False)
        token.set_order(2)
        figure.set_lap("2")
        figure.set_offset(QPointF(10, -10))
        figure.walk_to(5, animate=False)
        for piece, _, device in nexts:
            assert piece.deviceTransform(viewport) == device  # worked out to the last bit
        copied = view.grab().toImage()
        assert calls == []  # all three copied from the pictures drawn ahead
        for piece, _, _ in nexts:  # the same pieces drawn straight: the same pixels
            piece.pictures.clear()
            piece.update()
        assert view.grab().toImage() == copied
        assert sorted(calls) == ["ChipItem", "FigureItem", "TokenDisc"]
    finally:
        for cls, inner in saved.items():
            cls.draw_look = inner  # type: ignore[method-assign]


def test_the_pieces_and_focal_disc_a_judge_or_place_moves_are_copied_from_pictures_drawn_ahead(  # noqa: ANN001
        one_screen, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """In a 3-player game, the chips, tokens and figures a judge, an answer or a place moves (and the focal line's
    disc of a new turn) are not drawn in those moves' paints: ``rows_ahead`` drew them at their next place (without
    it, each judge drew 2-4 of them, ~0.3 ms each). Fails without ``_pieces_ahead`` or the disc's looks."""
    from gamesuite.ui.telefilm import items

    drawn: list[str] = []
    in_paint: list[bool] = []
    paint = items.KeptPiece.paint

    def painting(self, *args, _paint=paint):  # noqa: ANN001, ANN002, ANN202
        in_paint.append(True)
        try:
            return _paint(self, *args)
        finally:
            in_paint.pop()

    monkeypatch.setattr(items.KeptPiece, "paint", painting)
    for cls in (items.ChipItem, items.TokenDisc, items.FigureItem, items.SeatDiscItem):
        def drawing(self, p, look, _draw=cls.draw_look):  # noqa: ANN001, ANN202
            if in_paint:
                drawn.append(str(self.key))
            return _draw(self, p, look)

        monkeypatch.setattr(cls, "draw_look", drawing)
    window = one_screen
    d = TableDriver(window, qtbot)
    c = window.start_game("telefilm", default_players(3), "standard", seed=3)
    t = table(window)
    rng = Rng(3)

    def idle() -> None:
        for _ in range(400):
            QApplication.processEvents()
            if window.idle.pending() == 0:
                return

    moved = 0
    in_moves: list[tuple[str, list[str]]] = []
    for _ in range(150):
        if c.is_over():
            break
        if window.page.gate.isVisible():
            d.confirm_gate()
        idle()
        t.view.grab()
        action = RULES.random_action(c.state, rng)
        drawn.clear()
        c.submit(action)
        if window.page.covered():
            continue
        t.view.grab()  # the move's paint
        if action.kind in ("judge", "answer", "place"):
            moved += 1
            if drawn:
                in_moves.append((action.kind, list(drawn)))
    assert in_moves == [], in_moves
    assert moved >= 20, moved
