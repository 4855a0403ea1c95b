"""FloatingText: a short message ("+15", "Sacking!") that rises and fades where something happened."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.animation import AnimatedObject, reduce_motion


class FloatingText(AnimatedObject):
    """Outlined bold text centred on its position; :func:`float_text` makes one rise, fade and go."""

    def __init__(self, text: str, colour: QColor | str, size: float = 40) -> None:
        super().__init__()
        self.text = text
        self.colour = QColor(colour)
        self.size = size
        f = theme.font(size, theme.QFont.Weight.Bold)
        self._w = QFontMetricsF(f).horizontalAdvance(text)
        self._path = QPainterPath()
        self._path.addText(-self._w / 2, size * 0.35, f, text)
        self.setZValue(90)
        # drawn once: rising and fading move and blend the cached pixmap, they do not paint the outline again
        self.setCacheMode(self.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-self._w / 2 - 8, -self.size, self._w + 16, self.size * 1.6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#111111"), 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawPath(self._path)


def float_text(scene: QGraphicsScene, text: str, pos: QPointF, colour: QColor | str, size: float = 40, *,
               rise: float = 60, ms: int = 1000) -> FloatingText | None:
    """Show ``text`` at ``pos``, rising and fading out, then removed (nothing under reduce motion)."""
    if reduce_motion():
        return None
    item = FloatingText(text, colour, size)
    item.setPos(pos)
    scene.addItem(item)
    item.animate(b"pos", pos + QPointF(0, -rise), int(ms * 0.85))
    anim = item.animate(b"opacity", 0.0, ms)

    def gone() -> None:
        if item.scene() is not None:
            item.scene().removeItem(item)
        item.deleteLater()  # also drops the connection that refers to it (no cycle through Qt)

    if anim is None:
        gone()
    else:
        anim.finished.connect(gone)
    return item
