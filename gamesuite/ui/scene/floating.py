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
               rise: float = 60, ms: int = 1000, within: QRectF | None = None) -> FloatingText | None:
    """Show ``text`` centred at ``pos``, rising and fading out, then removed (nothing under reduce motion).

    The text is kept inside ``within`` (scene coordinates; the scene's rectangle when not given) from side to side:
    a message placed near an edge is moved in, never cut off (Ciak's "Sacking of 1!" by a player's frame ran off the
    table's left edge). What to avoid: placing a message by its left end (it is centred on ``pos``)."""
    if reduce_motion():
        return None
    item = FloatingText(text, colour, size)
    area = within if within is not None else scene.sceneRect()
    half = item.boundingRect().width() / 2
    if area.width() >= 2 * half:
        pos = QPointF(min(max(pos.x(), area.left() + half), area.right() - half), pos.y())
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
