"""TableView's kept picture: exposures copy what the view last drew; what the screen shows is Qt's own paint."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QRegion
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem, QMainWindow

from gamesuite.ui.scene.unseen import UnseenCanvas
from gamesuite.ui.scene.view import TableScene, TableView


class Counted(QGraphicsRectItem):
    """A card-like item that counts its paints."""

    paints = 0

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ANN001
        Counted.paints += 1
        super().paint(painter, option, widget)


def table(qtbot, keep: bool) -> tuple[TableScene, TableView, list[tuple[Counted, QGraphicsSimpleTextItem]]]:  # noqa: ANN001
    scene = TableScene()
    items = []
    for i in range(12):
        card = Counted(QRectF(0, 0, 220, 140))
        card.setBrush(QColor("#f4eedf"))
        card.setPos(60 + (i % 6) * 300.4, 120 + (i // 6) * 400.6)
        card.setRotation(i * 4)
        scene.addItem(card)
        text = QGraphicsSimpleTextItem(f"card {i}", card)
        text.setPos(20, 50)
        items.append((card, text))
    window = QMainWindow()
    view = TableView(scene)
    window.setCentralWidget(view)
    view.keep_picture(keep)
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(1)
    return scene, view, items


def screen(view: TableView) -> QImage:
    """What the window's screen (its backing store) shows."""
    window = view.window()
    return window.screen().grabWindow(window.winId()).toImage()


def settle(qtbot) -> None:  # noqa: ANN001
    qtbot.wait(1)


def test_an_exposure_copies_the_picture_and_paints_no_item(qtbot) -> None:  # noqa: ANN001
    _, view, items = table(qtbot, keep=True)
    items[3][1].setText("changed")
    settle(qtbot)
    Counted.paints = 0
    view.viewport().repaint()  # the whole table exposed (a dialog closed, the gate went): nothing changed on it
    assert Counted.paints == 0
    assert view.picture_bytes() == view.viewport().width() * view.viewport().height() * 4  # one viewport-sized picture
    view.keep_picture(False)
    view.viewport().repaint()
    assert Counted.paints == 12  # Qt's own paint draws every item


def test_the_screen_shows_what_qts_own_paint_shows_after_every_change(qtbot) -> None:  # noqa: ANN001
    """The same changes on a plain view and on a view that keeps its picture, each followed by an exposure of
    the whole table: the screens are identical, pixel for pixel, after every step (texts, moves by parts of a
    pixel, items added and removed, a change painted at once, a change behind a cover, a resize)."""
    plain, kept = table(qtbot, keep=False), table(qtbot, keep=True)
    steps = 0
    for k in range(14):
        for scene, view, items in (plain, kept):
            card, text = items[k % 12]
            if k % 4 == 0:
                text.setText(f"changed {k}")
            elif k % 4 == 1:
                card.setPos(card.pos() + QPointF(17.3, 3.6))
            elif k % 4 == 2:
                other = items[(k * 5) % 12][0]
                scene.removeItem(other) if other.scene() is scene else scene.addItem(other)
            else:
                text.setText(f"at once {k}")
                view.viewport().repaint()  # changed and painted with no turn of the event loop between
            if k == 9:
                view.setUpdatesEnabled(False)  # covered: the change behind the cover shows when it goes
                card.setPos(card.pos() + QPointF(-40.5, 12.25))
                settle(qtbot)
                view.setUpdatesEnabled(True)
            if k == 12:
                view.window().resize(1000, 650)
            settle(qtbot)
        assert screen(plain[1]) == screen(kept[1]), k
        for _, view, _ in (plain, kept):
            view.viewport().repaint()  # an exposure: Qt's own paint of the whole table against the copy
        assert screen(plain[1]) == screen(kept[1]), k
        assert plain[1].grab().toImage() == kept[1].grab().toImage(), k
        steps += 1
    assert steps == 14


def test_a_covered_table_drawn_unseen_into_the_picture_shows_with_a_copy(qtbot) -> None:  # noqa: ANN001
    _, view, items = table(qtbot, keep=True)
    view.setUpdatesEnabled(False)
    items[0][1].setText("behind the gate")
    settle(qtbot)
    UnseenCanvas(view).draw(QRegion(view.viewport().rect()))
    Counted.paints = 0
    view.setUpdatesEnabled(True)
    view.viewport().repaint()
    assert Counted.paints == 0  # drawn behind the cover: the uncovering paint copied it
    before = screen(view)
    view.keep_picture(False)
    view.viewport().repaint()
    assert screen(view) == before


def test_a_resize_a_new_fit_or_a_scroll_drops_the_picture(qtbot) -> None:  # noqa: ANN001
    _, view, _ = table(qtbot, keep=True)
    view.viewport().repaint()
    Counted.paints = 0
    view.fit()
    view.viewport().repaint()
    assert Counted.paints == 12
    Counted.paints = 0
    view.window().resize(900, 600)
    settle(qtbot)
    view.viewport().repaint()
    assert Counted.paints >= 12  # a new picture of the new size: drawn whole
    Counted.paints = 0
    view.viewport().repaint()
    assert Counted.paints == 0  # then copied
    assert view.picture_bytes() == view.viewport().width() * view.viewport().height() * 4
