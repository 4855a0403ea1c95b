"""How often the table's view paints (issue #13): a change is painted once, and the felt is filled, not blitted."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QGraphicsView, QLabel, QVBoxLayout, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene import LabelItem, TableScene, TableView


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def _window(qtbot):  # noqa: ANN001, ANN202
    """A window with a status line and a table."""
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    scene = TableScene()
    view = TableView(scene)
    status = QLabel("ready")
    layout.addWidget(view)
    layout.addWidget(status)
    label = LabelItem("first", 400, 60, key="label:one")
    scene.put(label)
    window.resize(960, 600)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(3):
        QApplication.processEvents()
    counter = PaintCounter()
    view.viewport().installEventFilter(counter)
    return window, view, label, counter, scene


def _window_paints_first(window: QWidget, label: LabelItem, counter: PaintCounter) -> tuple[int, int]:
    """An item changes and the window paints before the scene's queued work has run (as when the gate or a
    private panel goes, or a status line changed first); the viewport's paints in that window paint and after it."""
    label.set_text("second")
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.UpdateRequest))
    during = counter.paints
    QApplication.processEvents()
    return during, counter.paints - during


def test_a_change_is_painted_in_the_window_paint_that_comes_first(qtbot) -> None:  # noqa: ANN001
    """TableView runs the scene's queued work before the window paints: the change is drawn in that paint, and
    the queued call finds nothing left (it painted the changed items once more: ~0.4 of a second 1920x1080
    table paint per move that closed a private panel, bench/responsiveness.py Telefilm)."""
    window, _view, label, counter, _scene = _window(qtbot)
    assert _window_paints_first(window, label, counter) == (1, 0)


def test_without_the_flush_the_change_waits_for_the_queued_call(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """The case the test above guards: with the flush switched off the window's paint draws nothing of the
    change, the scene's queued call paints it afterwards."""
    monkeypatch.setattr(TableView, "flush_scene", lambda self: None)
    window, _view, label, counter, _scene = _window(qtbot)
    assert _window_paints_first(window, label, counter) == (0, 1)


def test_the_felt_is_filled_in_its_colour_without_a_cached_background(qtbot) -> None:  # noqa: ANN001
    _window_, view, _label, _counter, scene = _window(qtbot)
    assert view.cacheMode() == QGraphicsView.CacheModeFlag.CacheNone
    assert view.viewport().testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    for item in scene.items():
        item.hide()
    image = view.viewport().grab().toImage()
    corners = {image.pixelColor(x, y).name() for x, y in ((1, 1), (image.width() - 2, image.height() - 2))}
    assert corners == {theme.FELT_DARK.name()}
