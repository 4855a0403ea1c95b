"""LabelItem and ButtonItem: big, readable text on the table, optionally clickable."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.animation import AnimatedObject


class LabelItem(AnimatedObject):
    """Text in a fixed box (``width`` x ``height``), elided or shrunk to fit; optional pill background."""

    def __init__(self, text: str = "", width: float = 400, height: float = 50, *, size: float = theme.SIZE_NAME,
                 weight: QFont.Weight = QFont.Weight.DemiBold, colour: QColor | str = theme.INK_ON_FELT,
                 background: QColor | str | None = None, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
                 wrap: bool = False) -> None:
        super().__init__()
        self.text = text
        self.w, self.h = width, height
        self.size = size
        self.weight = weight
        self.colour = QColor(colour)
        self.background = QColor(background) if background is not None else None
        self.align = align
        self.wrap = wrap

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, self.w, self.h)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def set_colours(self, colour: QColor | str, background: QColor | str | None = None) -> None:
        self.colour = QColor(colour)
        self.background = QColor(background) if background is not None else None
        self.update()

    def fitted_font(self) -> QFont:
        """The font, shrunk (down to 60%) until the text fits the box."""
        size = self.size
        pad = 14 if self.background is not None else 0
        while size > self.size * 0.6:
            f = theme.font(size, self.weight)
            fm = QFontMetricsF(f)
            if self.wrap:
                flags = int(Qt.TextFlag.TextWordWrap)
                br = fm.boundingRect(QRectF(0, 0, self.w - 2 * pad, 10_000), flags, self.text)
                if br.height() <= self.h - 4:
                    return f
            elif fm.horizontalAdvance(self.text) <= self.w - 2 * pad:
                return f
            size -= 1
        return theme.font(size, self.weight)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        pad = 0
        if self.background is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.background)
            painter.drawRoundedRect(rect, min(22, self.h / 2), min(22, self.h / 2))
            pad = 14
        f = self.fitted_font()
        painter.setFont(f)
        painter.setPen(self.colour)
        flags = self.align | (Qt.TextFlag.TextWordWrap if self.wrap else 0)
        text = self.text
        if not self.wrap:
            text = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, self.w - 2 * pad)
        painter.drawText(rect.adjusted(pad, 0, -pad, 0), flags, text)


class ButtonItem(LabelItem):
    """A big rounded button on the table; emits ``clicked`` when enabled."""

    clicked = Signal()

    def __init__(self, text: str, width: float = 300, height: float = 72, *,
                 colour: QColor | str = "#ffd45a", size: float = theme.SIZE_NAME) -> None:
        super().__init__(text, width, height, size=size, weight=QFont.Weight.Bold,
                         colour=theme.text_colour_on(QColor(colour)), background=colour)
        self.enabled = True
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        self.setOpacity(1.0 if on else 0.45)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        event.accept() if self.enabled else event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        if self.enabled and self.boundingRect().contains(event.pos()):
            self.clicked.emit()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        painter.setPen(QPen(QColor(0, 0, 0, 80), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(1, 1, self.w - 2, self.h - 2), min(22, self.h / 2), min(22, self.h / 2))
