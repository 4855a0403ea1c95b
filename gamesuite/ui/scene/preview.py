"""PreviewItem: a large, readable copy of the card (or key) under the pointer, beside it on the table.

As every digital card game does: small cards on the table stay small, and pointing at one shows it big
enough to read. The table decides what a key previews (``TableScene.item_hovered``) and calls
:meth:`PreviewItem.show_card`; the preview never takes clicks and never covers the hovered item. A table may name
places the preview should leave readable where it can (``avoid``: the prompt line, the seats' names and badges): the
preview then slides up or down beside the card, out of them. What to avoid: moving it over the hovered item, or off
the table, to clear them (when no place beside the card is clear, it stays where it would have been).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

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

    def show_card(self, painter: Painter, near: QRectF, *, key: object = None, avoid: Sequence[QRectF] = ()) -> None:
        """Show ``painter``'s card beside ``near`` (scene rectangle), right of it if there is room, else left; level
        with it, or (``avoid``: scene rectangles to leave readable) at the nearest height that covers none of them."""
        self._painter = painter
        self.model = key
        margin = 24
        x = near.right() + margin
        if x + self.width > SCENE_W - 8:
            x = near.left() - margin - self.width
        x = max(8.0, min(x, SCENE_W - self.width - 8))
        y = near.center().y() - self.height / 2
        y = self._clear_y(x, max(8.0, min(y, SCENE_H - self.height - 8)), avoid)
        self.setPos(x, y)
        self.update()
        self.show()

    def _clear_y(self, x: float, y: float, avoid: Sequence[QRectF]) -> float:
        """``y``, or the nearest height on the table at which the card at ``x`` covers none of ``avoid`` (just under
        or over one of them); ``y`` when there is none."""
        def clear(top: float) -> bool:
            box = QRectF(x, top, self.width, self.height)
            return not any(box.intersects(a) for a in avoid)

        if clear(y):
            return y
        gap = 6.0
        tops = [top for a in avoid for top in (a.bottom() + gap, a.top() - gap - self.height)
                if 8.0 <= top <= SCENE_H - self.height - 8 and clear(top)]
        return min(tops, key=lambda top: abs(top - y)) if tops else y

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
