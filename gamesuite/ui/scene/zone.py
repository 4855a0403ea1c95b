"""ZoneItem: a place on the table that holds kit items and lays them out by a policy.

Policies (libkcardgame's piles, generalised): ``row`` side by side (squeezed to fit), ``column`` one
under the other, ``fan`` overlapping and slightly turned like a hand, ``pile`` on top of each other
with a small offset (a deck), ``grid`` rows of ``columns`` items, ``stack`` tokens piled upwards so the
placement order reads bottom to top (order badges from the third on). Items are laid out by their
:meth:`KitItem.footprint`; a zone never guesses sizes from attribute names.

Items enter with :meth:`ZoneItem.set_items` (the scene's ``sync`` calls it): an item coming from another
zone keeps its place on screen and slides to its new slot.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.animation import DEFAULT_MS, AnimatedObject
from gamesuite.ui.scene.item import Geometry, KitItem
from gamesuite.ui.scene.text import draw_text

Layout = Literal["row", "column", "fan", "pile", "grid", "stack"]


def slot_positions(policy: Layout, n: int, width: float, height: float, item_w: float, item_h: float, *,
                   columns: int = 4, gap: float = 14.0, centred: bool = False) -> list[tuple[QPointF, float]]:
    """Where ``n`` items of ``item_w`` x ``item_h`` go in a ``width`` x ``height`` zone, with their
    rotation. Positions are top-left corners, or centres when ``centred`` (tokens). Pure geometry."""
    if n == 0:
        return []
    ox, oy = (item_w / 2, item_h / 2) if centred else (0.0, 0.0)
    out: list[tuple[QPointF, float]] = []
    if policy == "row":
        step = item_w + gap
        if n > 1 and step * (n - 1) + item_w > width:
            step = (width - item_w) / (n - 1)
        total = step * (n - 1) + item_w
        x0 = (width - total) / 2
        y = (height - item_h) / 2
        out = [(QPointF(x0 + i * step + ox, y + oy), 0.0) for i in range(n)]
    elif policy == "column":
        step = item_h + gap
        if n > 1 and step * (n - 1) + item_h > height:
            step = (height - item_h) / (n - 1)
        x = (width - item_w) / 2
        out = [(QPointF(x + ox, i * step + oy), 0.0) for i in range(n)]
    elif policy == "fan":
        step = min(item_w * 0.62, (width - item_w) / max(1, n - 1)) if n > 1 else 0.0
        total = step * (n - 1) + item_w
        x0 = (width - total) / 2
        for i in range(n):
            t = (i - (n - 1) / 2) / max(1, n - 1)
            angle = t * min(20.0, 3.5 * n)
            dy = abs(t) * 14
            out.append((QPointF(x0 + i * step + ox, (height - item_h) / 2 + dy + oy), angle))
    elif policy == "pile":
        x0, y0 = (width - item_w) / 2, (height - item_h) / 2
        out = [(QPointF(x0 + min(i, 6) * 1.5 + ox, y0 - min(i, 6) * 2.0 + oy), 0.0) for i in range(n)]
    elif policy == "grid":
        cols = max(1, columns)
        rows = math.ceil(n / cols)
        gx = min(item_w + gap, (width - item_w) / max(1, cols - 1)) if cols > 1 else 0.0
        gy = min(item_h + gap, (height - item_h) / max(1, rows - 1)) if rows > 1 else 0.0
        for i in range(n):
            r, c = divmod(i, cols)
            out.append((QPointF(c * gx + ox, r * gy + oy), 0.0))
    else:  # stack: tokens upwards, slight alternating offset so each one shows
        cx = width / 2 - item_w / 2 + ox
        base = height - item_h - 4 + oy
        step_y = min(item_h * 0.42, (height - item_h) / max(1, n - 1)) if n > 1 else 0.0
        for i in range(n):
            dx = (-1) ** i * item_w * 0.12 if n > 1 else 0.0
            out.append((QPointF(cx + dx, base - i * step_y), 0.0))
    return out


class ZoneItem(KitItem):
    """A rectangle that owns kit items (as children) and positions them by its layout policy."""

    DRAWN_FLAGS = frozenset({"highlighted"})
    w = Geometry()
    h = Geometry()

    def __init__(self, key: object, width: float, height: float, layout: Layout = "row", *, label: str = "",
                 columns: int = 4, outline: bool = True, gap: float = 14.0) -> None:
        super().__init__(key, cache=outline)  # an outline is drawn once into the cache; no outline, nothing drawn
        self.w = width
        self.h = height
        self.layout_policy: Layout = layout
        self.label = label
        self.columns = columns
        self.outline = outline
        self.gap = gap
        self.items: list[KitItem] = []
        self.setAcceptHoverEvents(False)
        self.setZValue(-1)
        self._mark_contents()

    def _mark_contents(self) -> None:
        """A zone without an outline draws nothing until it is highlighted: Qt then skips it when painting."""
        self.setFlag(self.GraphicsItemFlag.ItemHasNoContents, not self.outline and not self.highlighted)

    def set_state(self, *, clickable: bool | None = None, highlighted: bool | None = None,
                  dimmed: bool | None = None) -> None:
        super().set_state(clickable=clickable, highlighted=highlighted, dimmed=dimmed)
        self._mark_contents()

    def bounds(self) -> QRectF:
        return QRectF(-6, -6, self.w + 12, self.h + 12)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self.relayout(animate=False)

    def set_label(self, label: str) -> None:
        if label != self.label:
            self.label = label
            self.update()

    # ------------------------------------------------------------------ contents
    def set_items(self, items: Sequence[KitItem], *, animate: bool = True) -> None:
        """Hold exactly ``items``, in this order (items from elsewhere keep their place on screen and slide in)."""
        items = list(items)
        if items == self.items:
            return
        for item in items:
            if item.parentItem() is not self:
                pos = item.scenePos() if item.scene() is not None else None
                item.setParentItem(self)
                if pos is not None:
                    item.setPos(self.mapFromScene(pos))
        for item in self.items:
            if item not in items and item.parentItem() is self:
                item.setParentItem(None)
        if bool(items) != bool(self.items) and self.label:
            self.update()  # the label shows only while the zone is empty (and the outline is cached)
        self.items = items
        self.relayout(animate=animate)

    def add(self, item: KitItem, *, animate: bool = True) -> None:
        if item not in self.items:
            self.set_items([*self.items, item], animate=animate)

    def remove(self, item: KitItem, *, animate: bool = True) -> None:
        if item in self.items:
            self.set_items([i for i in self.items if i is not item], animate=animate)

    def positions(self, n: int) -> list[tuple[QPointF, float]]:
        """Where n items go (top-left for cards, centre for tokens) and their rotation."""
        if n == 0:
            return []
        first = self.items[0] if self.items else None
        size = first.footprint() if first is not None else None
        iw = size.width() if size is not None else 60.0
        ih = size.height() if size is not None else 60.0
        centred = first.centred() if first is not None else False
        return slot_positions(self.layout_policy, n, self.w, self.h, iw, ih, columns=self.columns, gap=self.gap,
                              centred=centred)

    def relayout(self, *, animate: bool = True) -> None:
        for z, (item, (pos, angle)) in enumerate(zip(self.items, self.positions(len(self.items)), strict=True)):
            item.setZValue(z)
            if isinstance(item, AnimatedObject):
                item.move_to(pos, DEFAULT_MS if animate else 0)
            else:
                item.setPos(pos)
            if item.rotation() != angle:
                item.setRotation(angle)
                item.refresh_cache_mode()
            if self.layout_policy == "stack":
                set_order = getattr(item, "set_order", None)
                if set_order is not None:
                    set_order(z + 1 if len(self.items) >= 3 else None)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.outline and not self.highlighted:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        if self.highlighted:
            painter.setPen(QPen(theme.HIGHLIGHT, 5))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(rect, 14, 14)
        if self.label and not self.items:
            draw_text(painter, rect.adjusted(10, 10, -10, -10), self.label, theme.SIZE_SMALL,
                      colour=theme.MUTED_ON_FELT, align=Qt.AlignmentFlag.AlignCenter, wrap=True)
