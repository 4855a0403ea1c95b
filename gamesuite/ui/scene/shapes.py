"""Small QPainter paths used as player marks and symbols (original shapes, no image files)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath


def polygon(cx: float, cy: float, r: float, n: int, start: float = -math.pi / 2) -> QPainterPath:
    path = QPainterPath()
    for i in range(n):
        a = start + 2 * math.pi * i / n
        p = QPointF(cx + r * math.cos(a), cy + r * math.sin(a))
        if i == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    path.closeSubpath()
    return path


def star(cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45) -> QPainterPath:
    path = QPainterPath()
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * inner
        a = -math.pi / 2 + math.pi * i / points
        p = QPointF(cx + rr * math.cos(a), cy + rr * math.sin(a))
        if i == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    path.closeSubpath()
    return path


def shape_path(name: str, cx: float, cy: float, r: float) -> QPainterPath:
    """A player mark: circle, square, triangle, diamond, star, hexagon, cross or heart."""
    path = QPainterPath()
    if name == "circle":
        path.addEllipse(QPointF(cx, cy), r, r)
    elif name == "square":
        path.addRect(QRectF(cx - r * 0.85, cy - r * 0.85, r * 1.7, r * 1.7))
    elif name == "triangle":
        path = polygon(cx, cy + r * 0.15, r * 1.1, 3)
    elif name == "diamond":
        path = polygon(cx, cy, r * 1.1, 4)
    elif name == "star":
        path = star(cx, cy, r * 1.15)
    elif name == "hexagon":
        path = polygon(cx, cy, r, 6)
    elif name == "cross":
        w = r * 0.55
        path.addRect(QRectF(cx - w / 2, cy - r, w, 2 * r))
        path.addRect(QRectF(cx - r, cy - w / 2, 2 * r, w))
        path = path.simplified()
    elif name == "heart":
        path.moveTo(cx, cy + r)
        path.cubicTo(cx - r * 1.6, cy - r * 0.2, cx - r * 0.6, cy - r * 1.3, cx, cy - r * 0.4)
        path.cubicTo(cx + r * 0.6, cy - r * 1.3, cx + r * 1.6, cy - r * 0.2, cx, cy + r)
        path.closeSubpath()
    else:
        path.addEllipse(QPointF(cx, cy), r, r)
    return path
