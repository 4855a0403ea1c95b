"""ZoneItem: a place that holds cards or tokens and lays them out (row, fan, pile, grid, stack)."""

from __future__ import annotations

import math
from typing import Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.animation import DEFAULT_MS, AnimatedObject

Layout = Literal["row", "fan", "pile", "grid", "stack"]


class ZoneItem(AnimatedObject):
    """A rectangle on the table that owns child items and positions them by a layout policy.

    * ``row``: side by side, squeezed to fit the width;
    * ``fan``: overlapping, slightly rotated, like a hand;
    * ``pile``: on top of each other with a small offset (a deck);
    * ``grid``: rows of ``columns`` items;
    * ``stack``: tokens piled upwards so the placement order reads bottom to top (order badges
      from the third token on).
    """

    def __init__(self, width: float, height: float, layout: Layout = "row", *, label: str = "",
                 columns: int = 4, outline: bool = True) -> None:
        super().__init__()
        self.w = width
        self.h = height
        self.layout_policy: Layout = layout
        self.label = label
        self.columns = columns
        self.outline = outline
        self.highlighted = False
        self.items: list[QGraphicsObject] = []

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def add(self, item: QGraphicsObject, *, animate: bool = True) -> None:
        if item in self.items:
            return
        scene_pos = item.scenePos() if item.scene() is not None else None
        item.setParentItem(self)
        if scene_pos is not None:
            item.setPos(self.mapFromScene(scene_pos))
        self.items.append(item)
        self.relayout(animate=animate)

    def remove(self, item: QGraphicsObject, *, animate: bool = True) -> None:
        if item in self.items:
            self.items.remove(item)
            self.relayout(animate=animate)

    def clear(self) -> None:
        scene = self.scene()
        for item in self.items:
            item.setParentItem(None)
            if scene is not None:
                scene.removeItem(item)
        self.items.clear()

    def positions(self, n: int) -> list[tuple[QPointF, float]]:
        """Where the n items go (top-left for cards, centre for tokens) and their rotation."""
        if n == 0:
            return []
        first = self.items[0] if self.items else None
        iw = getattr(first, "width", None) or 2 * getattr(first, "radius", 20)
        ih = getattr(first, "height", None) or 2 * getattr(first, "radius", 20)
        centred = hasattr(first, "radius")
        ox, oy = (iw / 2, ih / 2) if centred else (0.0, 0.0)
        out: list[tuple[QPointF, float]] = []
        if self.layout_policy == "row":
            gap = 14.0
            step = iw + gap
            if n > 1 and step * (n - 1) + iw > self.w:
                step = (self.w - iw) / (n - 1)
            total = step * (n - 1) + iw
            x0 = (self.w - total) / 2
            y = (self.h - ih) / 2
            out = [(QPointF(x0 + i * step + ox, y + oy), 0.0) for i in range(n)]
        elif self.layout_policy == "fan":
            step = min(iw * 0.55, (self.w - iw) / max(1, n - 1)) if n > 1 else 0
            total = step * (n - 1) + iw
            x0 = (self.w - total) / 2
            for i in range(n):
                t = (i - (n - 1) / 2) / max(1, n - 1)
                angle = t * min(24.0, 4.0 * n)
                dy = abs(t) * 18
                out.append((QPointF(x0 + i * step + ox, (self.h - ih) / 2 + dy + oy), angle))
        elif self.layout_policy == "pile":
            x0, y0 = (self.w - iw) / 2, (self.h - ih) / 2
            out = [(QPointF(x0 + min(i, 6) * 1.5 + ox, y0 - min(i, 6) * 2.0 + oy), 0.0) for i in range(n)]
        elif self.layout_policy == "grid":
            cols = max(1, self.columns)
            rows = math.ceil(n / cols)
            gx = min(iw + 12, self.w / cols)
            gy = min(ih + 12, self.h / max(1, rows))
            for i in range(n):
                r, c = divmod(i, cols)
                out.append((QPointF(c * gx + ox + 6, r * gy + oy + 6), 0.0))
        else:  # stack: tokens upwards, slight alternating offset so each one shows
            cx = self.w / 2
            base = self.h - ih / 2 - 4
            step_y = min(ih * 0.42, (self.h - ih) / max(1, n - 1)) if n > 1 else 0
            for i in range(n):
                dx = (-1) ** i * iw * 0.12 if n > 1 else 0
                out.append((QPointF(cx + dx, base - i * step_y), 0.0))
        return out

    def relayout(self, *, animate: bool = True) -> None:
        for z, (item, (pos, angle)) in enumerate(zip(self.items, self.positions(len(self.items)), strict=True)):
            item.setZValue(z)
            if isinstance(item, AnimatedObject):
                item.move_to(pos, DEFAULT_MS if animate else 0)
            else:
                item.setPos(pos)
            item.setRotation(angle)
            if self.layout_policy == "stack" and hasattr(item, "set_order"):
                item.set_order(z + 1 if len(self.items) >= 3 else None)

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
            painter.setPen(theme.MUTED_ON_FELT)
            painter.setFont(theme.font(theme.SIZE_SMALL))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.label)
