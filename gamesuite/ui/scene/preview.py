"""PreviewItem: a large, readable copy of the card (or key) under the pointer, beside it on the table.

As every digital card game does: small cards on the table stay small, and pointing at one shows it big
enough to read. The table decides what a key previews (``TableScene.item_hovered``) and calls
:meth:`PreviewItem.show_card`; the preview never takes clicks and never covers the hovered item.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.item import Geometry, KitItem, paint_soft_shadow
from gamesuite.ui.scene.view import SCENE_H, SCENE_W

CARD_RATIO = 88 / 63
Painter = Callable[[QPainter, QRectF], None]


class PreviewItem(KitItem):
    """A card-shaped overlay drawn by a face painter at ``width`` scene units."""

    width = Geometry()
    height = Geometry()

    def __init__(self, width: float = 380) -> None:
        super().__init__("preview", cache=False)
        self.width = width
        self.height = width * CARD_RATIO
        self._painter: Painter | None = None
        self.setZValue(1000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.hide()

    def bounds(self) -> QRectF:
        return QRectF(-8, -8, self.width + 16, self.height + 20)

    def show_card(self, painter: Painter, near: QRectF, *, key: object = None) -> None:
        """Show ``painter``'s card beside ``near`` (scene rectangle), right of it if there is room, else left."""
        self._painter = painter
        self.model = key
        margin = 24
        x = near.right() + margin
        if x + self.width > SCENE_W - 8:
            x = near.left() - margin - self.width
        x = max(8.0, min(x, SCENE_W - self.width - 8))
        y = near.center().y() - self.height / 2
        y = max(8.0, min(y, SCENE_H - self.height - 8))
        self.setPos(x, y)
        self.update()
        self.show()

    def clear(self) -> None:
        self._painter = None
        self.model = None
        self.hide()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._painter is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height)
        paint_soft_shadow(painter, rect, 16, offset=8, strength=120)
        painter.setPen(QPen(QColor("#2b2a27"), 3))
        painter.setBrush(theme.BOARD)
        painter.drawRoundedRect(rect, 16, 16)
        painter.save()
        self._painter(painter, rect)
        painter.restore()
