"""The Ciak! game log repaints what an added line changes and nothing else: every line shown moves and fades
(their pixels change), the panel, its title and the panel beside short lines do not (LogItem.apply). The table
after a partial repaint is the table painted whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from gamesuite.ui import theme
from gamesuite.ui.ciak.pieces import LogItem
from gamesuite.ui.scene import TableScene
from tests.support.scene import shown_view

LINES = ["Ada plays Stunt Double.", "Bruno: no response.", "Ada's Stunt Double resolves: it joins the cast.",
         "Carla attacks Bruno's company with 3 characters and the boss, and the fight goes to the dice" * 2,
         "Phase 3: attack.", "Dario discards Plot Twist, Cameo and Rewrite down to six cards in hand.",
         "Carla: no response.", "Ada draws a card.", "Bruno uses Rewrite: the fight is won.", "Phase 4: end."]


@pytest.fixture(autouse=True)
def _fonts(qapp):  # noqa: ANN001, ANN202 - pytest fixture
    theme.load_fonts()


class _Painted(QObject):
    """The viewport's painted regions, in device pixels."""

    def __init__(self) -> None:
        super().__init__()
        self.rects: list[tuple[int, int, int, int]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Paint:
            self.rects += [(r.x(), r.y(), r.width(), r.height()) for r in event.region()]
        return False


def _log_in_view(qtbot, w: float, h: float, size: tuple[int, int], x: float = 100.37, y: float = 80.61):  # noqa: ANN001, ANN202
    scene = TableScene()
    view = shown_view(qtbot, scene)
    view.resize(*size)
    log = LogItem("log", w, h)
    log.setPos(x, y)
    scene.put(log)
    QApplication.processEvents()
    return view, log


def test_an_added_line_repaints_the_lines_not_the_title_or_the_panel_beside_them(qtbot) -> None:  # noqa: ANN001
    view, log = _log_in_view(qtbot, 948, 336, (1280, 720))  # the two-seat table's log: short lines, wide panel
    log.apply(tuple(LINES[:3]))
    view.grab()
    QApplication.processEvents()
    watch = _Painted()
    view.viewport().installEventFilter(watch)
    log.apply(tuple(LINES[:3] + ["Phase 3: attack."]))
    QApplication.processEvents()
    view.viewport().removeEventFilter(watch)
    box = view.mapFromScene(log.sceneBoundingRect()).boundingRect()
    title = view.mapFromScene(log.mapRectToScene(QRectF(0, 0, log.w, 30))).boundingRect()
    area = sum(w * h for _x, _y, w, h in watch.rects)
    assert watch.rects and area < 0.5 * box.width() * box.height()
    assert not any(title.intersects(type(title)(*r)) for r in watch.rects)


@pytest.mark.parametrize(("w", "h", "size"), [(286, 222, (913, 514)), (948, 336, (1917, 1079)),
                                              (714, 222, (1280, 720))])
def test_a_log_repainted_in_part_looks_as_the_log_painted_whole(qtbot, w: float, h: float,  # noqa: ANN001
                                                                 size: tuple[int, int]) -> None:
    view, log = _log_in_view(qtbot, w, h, size)
    view.grab()
    for n in range(1, len(LINES) + 1):
        shown = tuple(LINES[max(0, n - 8):n])
        log.apply(shown)
        QApplication.processEvents()
        part: QImage = view.grab().toImage()
        fresh_view, fresh = _log_in_view(qtbot, w, h, size)
        fresh.apply(shown)
        assert part == fresh_view.grab().toImage(), f"{n} lines"
        fresh_view.close()
