"""Draw once, copy 1:1 at the exact part of a pixel: the one core for art that is drawn again and again at the
same place and scale (Ciak's map layers, kept card backs and log panel, the stack's arrows; Telma's card faces
and the symbols kept per place).

:func:`paint_exact` draws ``draw(painter)`` into a pixmap made for the painter's scale and for the exact part of a
pixel the art falls on, keeps it (the caller's store: ``kept``/``keep``), and copies it at a whole pixel: the
pixels of drawing it straight onto the device (onto a transparent one, or onto an opaque ``fill``: a symbol on its
card's face). What to avoid: copying at another scale or part of a pixel (Qt would resample: blurred edges), and a
copy onto a painter that is not a plain scale (turned, sheared, mirrored): the caller then draws directly.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform

Kept = tuple[QPixmap, int, int]  # a picture drawn once, and its offset from the whole device pixel it is copied to


def paint_exact(p: QPainter, area: QRectF, key: tuple[Hashable, ...],
                kept: Callable[[tuple[Hashable, ...]], Kept | None], keep: Callable[[tuple[Hashable, ...], Kept], None],
                draw: Callable[[QPainter], None], *, fill: QColor | None = None, pad: int = 1) -> bool:
    """Draw ``draw(painter)`` (in the painter's units, reaching no further than ``area``) from a pixmap drawn once for
    ``key`` plus the painter's scale, the exact part of a pixel ``area`` falls on and the render hints
    (``kept(full_key)`` finds it, ``keep(full_key, kept)`` stores a new one), copied 1:1. The pixmap covers ``area``
    rounded out to whole pixels plus ``pad`` pixels, filled with ``fill`` (transparent by default) before drawing.
    False, and nothing drawn, unless the painter is a plain scale (the caller draws it directly)."""
    t = p.worldTransform()
    if t.type().value > QTransform.TransformationType.TxScale.value or t.m11() <= 0 or t.m11() != t.m22():
        return False
    scale, dx, dy = t.m11(), t.dx(), t.dy()
    ix, iy = math.floor(dx), math.floor(dy)
    fx, fy = dx - ix, dy - iy
    hints = p.renderHints()
    full = (*key, scale, fx, fy, int(hints.value))
    found = kept(full)
    if found is None:
        dev = QTransform(scale, 0, 0, scale, fx, fy).mapRect(area)
        ox, oy = math.floor(dev.left()), math.floor(dev.top())
        pix = QPixmap(max(1, math.ceil(dev.right()) - ox + pad), max(1, math.ceil(dev.bottom()) - oy + pad))
        pix.fill(fill if fill is not None else QColor(Qt.GlobalColor.transparent))
        lp = QPainter(pix)
        lp.setRenderHints(hints)
        lp.setWorldTransform(QTransform(scale, 0, 0, scale, fx - ox, fy - oy))
        draw(lp)
        lp.end()
        found = (pix, ox, oy)
        keep(full, found)
    pix, ox, oy = found
    p.save()
    p.resetTransform()
    p.drawPixmap(QPoint(ix + ox, iy + oy), pix)
    p.restore()
    return True
