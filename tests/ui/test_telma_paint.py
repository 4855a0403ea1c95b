"""Telma's card faces drawn once and copied (``items.KeptFace``, ``art._copy_symbol``): the same pixels as drawing
them, a card lit or put out again (a contest's pair) does not draw its face again, and a card revealed where the
same symbol lay before copies the symbol."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem

from gamesuite.ui.telma import art
from gamesuite.ui.telma.items import TelmaCard
from gamesuite.ui.telma.presenter import CardFace

FACES = [
    CardFace("anchor", ("anchor",), False, False, True, "Anchor"),
    CardFace("snail", ("snail",), False, False, False, "Snail"),  # its art reaches past its box (right)
    CardFace("octopus", ("octopus",), False, False, True, "Octopus"),  # (bottom)
    CardFace("kite-octopus", ("kite", "octopus"), False, True, False, "Kite Octopus"),
    CardFace("surto", (), True, False, False, "Surto"),
]
# plain scales at several parts of a pixel: the table's at 1280x800 and 1920x1080, and others
TRANSFORMS = [(0.95, 10.37, 9.61), (0.6333, 12.0, 8.5), (1.0, 9.125, 11.875), (0.7, 5.5, 3.3)]


def _render(card: TelmaCard, scale: float, dx: float, dy: float, background: QColor) -> QImage:
    image = QImage(260, 340, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(background)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.setTransform(QTransform(scale, 0, 0, scale, dx, dy))
    card.paint(p, QStyleOptionGraphicsItem())
    p.end()
    return image


@pytest.mark.parametrize("width", [190, 96])
def test_a_kept_face_is_the_face_drawn_directly(qapp: Any, width: float) -> None:
    """Copied from its pixmap (the second paint, after the card was lit or put out), a face gives the pixels of
    drawing it: on a transparent cache and on the felt, lit or not, at every part of a pixel."""
    for face in FACES:
        for scale, dx, dy in TRANSFORMS:
            for background in (QColor(0, 0, 0, 0), QColor("#1d5b46")):
                for lit in (False, True):
                    direct = TelmaCard(width, face)
                    direct.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # draws its face every time
                    direct.set_state(highlighted=lit)
                    kept = TelmaCard(width, face)
                    kept.set_state(highlighted=not lit)
                    _render(kept, scale, dx, dy, background)  # the face drawn once, kept
                    kept.set_state(highlighted=lit)
                    copied = _render(kept, scale, dx, dy, background)
                    assert copied == _render(direct, scale, dx, dy, background), (face.id, scale, background, lit)


def test_lighting_a_card_does_not_draw_its_face_again(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """In a view (the card's own cache on, as on the table): lit and put out again, the card copies its face."""
    drawn: list[str] = []
    inner = art._paint_face_art

    def counted(p: QPainter, rect: QRectF, card: CardFace, *args: Any) -> None:
        drawn.append(card.id)
        inner(p, rect, card, *args)

    monkeypatch.setattr(art, "_paint_face_art", counted)
    scene = QGraphicsScene(0, 0, 400, 400)
    card = TelmaCard(190, FACES[3])
    card.setPos(30.3, 20.6)
    scene.addItem(card)
    view = QGraphicsView(scene)
    view.resize(420, 420)
    view.scale(0.95, 0.95)
    try:
        view.grab()
        assert drawn == ["kite-octopus"]
        for lit in (True, False, True):
            card.set_state(highlighted=lit)
            view.grab()
        assert drawn == ["kite-octopus"]
        card.apply(FACES[0])  # a new face is drawn
        view.grab()
        assert drawn == ["kite-octopus", "anchor"]
    finally:
        view.close()


def test_a_button_hidden_by_its_opacity_keeps_its_picture_and_takes_no_click(qapp: Any) -> None:
    """``show_button`` (the contest's "It was a tie", "OK" and the calls' "✗"): shown again where it was, the button
    is not drawn again; hidden, a click where it stands reaches nobody and it is not clickable; shown again
    somewhere else, it is drawn anew (Qt would copy its old picture to the nearest whole pixel)."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest

    from gamesuite.ui.scene import ButtonItem, TableScene, TableView, show_button, shown

    scene = TableScene()
    view = TableView(scene)
    view.resize(960, 540)
    button = ButtonItem("It was a tie", 300, 72, key="button:tie")
    button.setPos(400, 400)
    scene.put(button)
    painted: list[int] = []
    inner = ButtonItem.paint

    def counted(self: ButtonItem, *args: Any) -> None:
        painted.append(1)
        inner(self, *args)

    clicked: list[object] = []
    scene.item_clicked.connect(clicked.append)
    try:
        ButtonItem.paint = counted  # type: ignore[method-assign]
        view.show()
        view.grab()
        assert len(painted) == 1
        show_button(button, False)
        view.grab()
        assert not shown(button) and not button.clickable
        pos = view.mapFromScene(button.sceneBoundingRect().center())
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        assert clicked == []
        show_button(button, True)
        view.grab()
        assert len(painted) == 1  # its picture was kept
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        assert clicked == ["button:tie"] and button.clickable
        show_button(button, False)
        show_button(button, True, QPointF(123.3, 200.7))  # shown elsewhere: drawn anew there, as with setVisible
        view.grab()
        assert len(painted) == 2
    finally:
        ButtonItem.paint = inner  # type: ignore[method-assign]
        view.close()


def test_a_symbol_shown_again_at_the_same_place_is_copied(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two cards of one symbol revealed in turn at a station: the second copies the symbol drawn for the first
    (the face itself is new to the card); a card on the move draws its face as it is (nothing kept)."""
    from PySide6.QtGui import QPixmapCache

    QPixmapCache.clear()
    drawn: list[str] = []
    inner = art.paint_symbol

    def counted(p: QPainter, symbol: str, rect: QRectF) -> None:
        drawn.append(symbol)
        inner(p, symbol, rect)

    monkeypatch.setattr(art, "paint_symbol", counted)
    scene = QGraphicsScene(0, 0, 400, 400)
    card = TelmaCard(190, CardFace("snail-1", ("snail",), False, False, False, "Snail"))
    card.setPos(30.3, 20.6)
    scene.addItem(card)
    view = QGraphicsView(scene)
    view.resize(420, 420)
    view.scale(0.95, 0.95)
    try:
        view.grab()
        assert drawn == ["snail"]
        card.apply(CardFace("snail-2", ("snail",), False, False, True, "Snail"))  # another snail card
        view.grab()
        assert drawn == ["snail"]
        card.setScale(0.8)  # growing (a reveal's slide): drawn as it is
        card.apply(CardFace("snail-3", ("snail",), False, False, False, "Snail"))
        view.grab()
        assert drawn == ["snail", "snail"] and card.face_painter.kept is None  # type: ignore[union-attr]
    finally:
        view.close()
