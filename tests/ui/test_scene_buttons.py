"""The kit's ButtonItem copies a picture kept per look (issue #13): a prompt swapping between a few looks draws
none of them again, and the copy has the pixels of drawing the button."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem, QWidget

from gamesuite.ui.scene import ButtonItem, TableScene, TableView
from gamesuite.ui.scene import label as label_module


class DrawnButton(ButtonItem):
    """A button drawn straight into its cache at every paint, as before the kept looks."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self._draw(painter)


class CountingButton(ButtonItem):
    draws = 0

    def _draw(self, painter: QPainter) -> None:
        self.draws += 1
        super()._draw(painter)


def _table(qtbot, button: ButtonItem, width: int, height: int):  # noqa: ANN001, ANN202
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    scene.put(button)
    button.setPos(300.37, 200.61)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    view.viewport().repaint()
    return view


def _grab(view: TableView) -> QImage:
    QApplication.processEvents()
    view.viewport().repaint()
    return view.viewport().grab().toImage()


LOOKS = [  # (label, width, height, colour, hovered, highlighted)
    ("Pass", 243.4, 70, "#ffd45a", False, False),
    ("No response", 271.4, 70, "#cfe7d8", False, False),
    ("Pass", 243.4, 70, "#ffd45a", True, False),
    ("Pass", 243.4, 70, "#ffd45a", False, True),
    ("Look at my hand", 271.4, 70, "#ffd45a", False, False),
    ("Pass", 243.4, 70, "#ffd45a", False, False),
]


def _show(button: ButtonItem, look: tuple) -> None:  # type: ignore[type-arg]
    text, w, h, colour, hovered, highlighted = look
    button.set_text(text)
    button.set_size(w, h)
    button.set_colour(colour)
    if button.hovered != hovered:
        button.hovered = hovered
        button.update()
    button.set_state(highlighted=highlighted)


@pytest.mark.parametrize("size", [(960, 540), (1280, 800), (1366, 768)])
def test_a_kept_look_has_the_pixels_of_the_drawn_button(qtbot, size: tuple[int, int]) -> None:  # noqa: ANN001
    """Every look in turn (labels, widths, colours, pointed at, highlighted, one coming back) at three scales and a
    place off the pixel grid: the same pixels as a button drawn at each paint. Fails if a look's key misses what
    the picture shows (a ring kept after the pointer left) or the copy lands off its part of a pixel."""
    label_module._kept_looks.clear()
    kept, drawn = ButtonItem("Pass", 243.4, 70), DrawnButton("Pass", 243.4, 70)
    kept_view, drawn_view = _table(qtbot, kept, *size), _table(qtbot, drawn, *size)
    for look in LOOKS:
        _show(kept, look)
        _show(drawn, look)
        assert _grab(kept_view) == _grab(drawn_view), look


def test_a_look_that_comes_back_is_copied_not_drawn(qtbot) -> None:  # noqa: ANN001
    """Ciak's prompt swaps "Pass" and "No response" (and the row's widths) move after move: each look is drawn
    once, then copied. Fails when the button draws its picture at every paint (0.2-0.5 ms a button)."""
    label_module._kept_looks.clear()
    button = CountingButton("Pass", 243.4, 70)
    view = _table(qtbot, button, 1280, 800)
    assert button.draws == 1
    for look in LOOKS[:2] * 3:
        _show(button, look)
        _grab(view)
    assert button.draws == 2  # "No response" drawn once; "Pass" came back twice as a copy
