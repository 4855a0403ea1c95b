"""CardItem: a card in real proportions (63:88) that flips between face and back."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSizeF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.animation import reduce_motion, track
from gamesuite.ui.scene.item import Geometry, KitItem, paint_soft_shadow
from gamesuite.ui.scene.text import draw_text

CARD_RATIO = 88 / 63
FacePainter = Callable[[QPainter, QRectF], None]


class CardItem(KitItem):
    """A card. ``face_painter(painter, rect)`` draws the face; the back is drawn from ``back_colour``.

    ``flip(face_up)`` animates a turn (the card narrows to an edge, swaps sides and widens back),
    ``clicked`` is emitted on a left click when the card is ``clickable``.
    """

    clicked = Signal(object)
    width = Geometry()
    height = Geometry()

    def __init__(
        self,
        width: float = 126,
        *,
        face_painter: FacePainter | None = None,
        title: str = "",
        back_colour: QColor | str = "#6b2d3c",
        back_label: str = "",
        face_up: bool = False,
        key: object = None,
    ) -> None:
        super().__init__(key)
        self.width = width
        self.height = width * CARD_RATIO
        self.face_painter = face_painter
        self.title = title
        self.back_colour = QColor(back_colour)
        self.back_label = back_label
        self.face_up = face_up
        self._flip_phase = 1.0  # horizontal scale while flipping (1 = flat)
        self._flip_anim: QVariantAnimation | None = None

    def bounds(self) -> QRectF:
        pad = 8
        return QRectF(-pad, -pad, self.width + 2 * pad, self.height + 2 * pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.width, self.height), 10, 10)
        return path

    def set_size(self, width: float) -> None:
        self.prepareGeometryChange()
        self.width = width
        self.height = width * CARD_RATIO
        self.update()

    def footprint(self) -> QSizeF:
        return QSizeF(self.width, self.height)

    def set_highlighted(self, on: bool) -> None:
        self.set_state(highlighted=on)

    def set_clickable(self, on: bool) -> None:
        self.set_state(clickable=on)

    def flip(self, face_up: bool, duration: int = 300) -> None:
        """Turn the card to ``face_up`` with an animation (instant under reduce motion)."""
        if face_up == self.face_up and self._flip_anim is None:
            return
        if self._flip_anim is not None:
            self._flip_anim.stop()
            self._flip_anim = None
        if duration <= 0 or reduce_motion() or self.scene() is None:
            self.face_up = face_up
            self._flip_phase = 1.0
            self.update()
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(-1.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration)
        target = face_up

        def step(value: float) -> None:
            if value >= 0 and self.face_up != target:
                self.face_up = target
            self._flip_phase = abs(value)
            self.update()

        def done() -> None:
            self.face_up = target
            self._flip_phase = 1.0
            self._flip_anim = None
            self.update()

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._flip_anim = anim
        track(anim)
        anim.start()

    def finish_animations(self) -> None:
        super().finish_animations()
        if self._flip_anim is not None:
            self._flip_anim.setCurrentTime(self._flip_anim.duration())

    def was_clicked(self) -> None:
        self.clicked.emit(self.key)
        super().was_clicked()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cx = self.width / 2
        painter.translate(cx, 0)
        painter.scale(max(0.02, self._flip_phase), 1.0)
        painter.translate(-cx, 0)
        rect = QRectF(0, 0, self.width, self.height)
        paint_soft_shadow(painter, rect, 10)
        if self.highlighted:
            painter.setPen(QPen(theme.HIGHLIGHT, 8))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 13, 13)
        if self.face_up:
            painter.setPen(QPen(QColor("#2b2a27"), 2))
            painter.setBrush(QBrush(theme.BOARD))
            painter.drawRoundedRect(rect, 10, 10)
            if self.face_painter is not None:
                painter.save()
                self.face_painter(painter, rect)
                painter.restore()
            elif self.title:
                draw_text(painter, rect.adjusted(8, 8, -8, -8), self.title, self.width * 0.16,
                          weight=theme.QFont.Weight.DemiBold, align=Qt.AlignmentFlag.AlignCenter, wrap=True)
        else:
            self._paint_back(painter, rect)
        if self.hovered and self.clickable:
            painter.setPen(QPen(QColor(255, 255, 255, 200), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 9, 9)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(10, 20, 16, 120))
            painter.drawRoundedRect(rect, 10, 10)

    def _paint_back(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(QColor("#f4eedf"), 3))
        painter.setBrush(QBrush(self.back_colour))
        painter.drawRoundedRect(rect, 10, 10)
        inner = rect.adjusted(9, 9, -9, -9)
        painter.setPen(QPen(self.back_colour.lighter(150), 2))
        painter.setBrush(QBrush(self.back_colour.darker(120), Qt.BrushStyle.DiagCrossPattern))
        painter.drawRoundedRect(inner, 6, 6)
        if self.back_label:
            draw_text(painter, inner.adjusted(4, 4, -4, -4), self.back_label, self.width * 0.14,
                      weight=theme.QFont.Weight.Bold, colour="#f4eedf", align=Qt.AlignmentFlag.AlignCenter, wrap=True)
