"""PanelItem: a rounded panel other items sit on (a question card, a station, an overlay, a scrim)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.item import Geometry, KitItem


@dataclass(frozen=True)
class PanelStyle:
    """How a panel looks: fill, optional border, corner radius, a coloured band on top, a glow."""

    fill: str = "#f4eedf"
    border: str | None = "#0b1f19"
    border_width: float = 2.0
    radius: float = 18.0
    accent: str | None = None  # colour of a band across the top (a header)
    accent_height: float = 64.0
    glow: bool = False  # a highlight ring (the focal point)


class PanelItem(KitItem):
    """A ``width`` x ``height`` rounded panel; its look is a :class:`PanelStyle` given to :meth:`apply`."""

    DRAWN_FLAGS = frozenset({"highlighted"})
    w = Geometry()
    h = Geometry()

    def __init__(self, width: float, height: float, style: PanelStyle | None = None, key: object = None) -> None:
        super().__init__(key)
        self.w, self.h = width, height
        self.setAcceptHoverEvents(False)
        self.apply(style or PanelStyle())

    def bounds(self) -> QRectF:
        return QRectF(-10, -10, self.w + 20, self.h + 20)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        style: PanelStyle = self.model
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        if style.glow or self.highlighted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for grow, alpha in ((9, 70), (5, 255)):
                c = QColor(theme.HIGHLIGHT)
                c.setAlpha(alpha)
                painter.setPen(QPen(c, 4))
                painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), style.radius + grow,
                                        style.radius + grow)
        painter.setPen(QPen(QColor(style.border), style.border_width) if style.border else Qt.PenStyle.NoPen)
        painter.setBrush(QColor(style.fill))
        painter.drawRoundedRect(rect, style.radius, style.radius)
        if style.accent:
            path = QPainterPath()
            path.addRoundedRect(rect, style.radius, style.radius)
            band = QPainterPath()
            band.addRect(QRectF(0, 0, self.w, style.accent_height))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(style.accent))
            painter.drawPath(path.intersected(band))
