"""TableScene and TableView: one logical 1920x1080 scene, fitted to any window with its aspect kept."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QLinearGradient, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from gamesuite.ui import theme

SCENE_W, SCENE_H = 1920, 1080


class TableScene(QGraphicsScene):
    """The table: a felt background and a fixed logical size so every layout is in scene units."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, SCENE_W, SCENE_H, parent)
        grad = QLinearGradient(0, 0, 0, SCENE_H)
        grad.setColorAt(0, theme.FELT)
        grad.setColorAt(1, theme.FELT_DARK)
        self.setBackgroundBrush(QBrush(grad))

    def finish_animations(self) -> None:
        from gamesuite.ui.scene.animation import finish_animations

        finish_animations(self)


class TableView(QGraphicsView):
    """Shows a TableScene scaled to fit (``fitInView(..., KeepAspectRatio)``) on every resize."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._scene = scene  # QGraphicsView does not own its scene; keep it alive
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setBackgroundBrush(theme.FELT_DARK)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        super().showEvent(event)
        self.fit()

    def fit(self) -> None:
        self.fitInView(QRectF(0, 0, SCENE_W, SCENE_H), Qt.AspectRatioMode.KeepAspectRatio)
