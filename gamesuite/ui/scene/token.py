"""TokenItem: a physical-looking disc with a rim, a player colour AND a shape or letter."""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.item import Geometry, KitItem
from gamesuite.ui.scene.shapes import shape_path


def _draw_disc(painter: QPainter, colour: QColor, r: float, depth: float, rim: int) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawEllipse(QPointF(2, 5), r, r)
    painter.setBrush(colour.darker(150))
    painter.drawEllipse(QPointF(0, depth), r, r)
    grad = QRadialGradient(QPointF(-r * 0.3, -r * 0.35), r * 1.4)
    grad.setColorAt(0, colour.lighter(135))
    grad.setColorAt(1, colour)
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(colour.darker(rim), 2.5))
    painter.drawEllipse(QPointF(0, 0), r, r)


# The disc images this module keeps in Qt's pixmap cache, oldest first, with their sizes in bytes. A disc's key
# holds its exact sub-pixel position (the copy is the same pixels as drawing it), so a game that moves its tokens
# around makes hundreds of keys (~12 KB each at 1080p): left to Qt's limit (then 80 MB), they stayed
# after the game and each Telefilm game left ~2-4 MB more of them (issue #13). Only the last 1.5 MB (~120 discs
# at 1080p) are kept: more than the discs on a table at once (a table repaints its discs where they stand).
DISC_CACHE_BYTES = 1536 * 1024
_kept_discs: OrderedDict[str, int] = OrderedDict()
_kept_bytes = 0


def _keep_disc(key: str, image: QPixmap) -> None:
    """Put ``image`` in Qt's pixmap cache under ``key`` and take the oldest discs out past DISC_CACHE_BYTES."""
    global _kept_bytes
    size = image.width() * image.height() * 4
    QPixmapCache.insert(key, image)
    old = _kept_discs.pop(key, None)
    _kept_bytes += size - (old or 0)
    _kept_discs[key] = size
    while _kept_bytes > DISC_CACHE_BYTES and len(_kept_discs) > 1:
        oldest, oldest_size = _kept_discs.popitem(last=False)
        _kept_bytes -= oldest_size
        QPixmapCache.remove(oldest)


def forget_discs() -> None:
    """Forget the disc images kept (Qt's pixmap cache was cleared: :func:`~gamesuite.ui.scene.view.free_pictures`)."""
    global _kept_bytes
    _kept_discs.clear()
    _kept_bytes = 0


def paint_disc(painter: QPainter, colour: QColor, r: float, *, depth: float = 3, rim: int = 170) -> None:
    """A round playing piece seen from above: shadow, edge thickness (``depth``), lit face, rim.

    The three antialiased ellipses (one filled with a radial gradient) cost ~0.27 ms a disc, so a disc drawn
    upright (no turn or shear) is drawn once per colour, size, screen scale and sub-pixel position into an image
    kept in Qt's pixmap cache and copied after that: the same pixels as drawing it (its position's fraction of a
    pixel is part of the key, not rounded). The painter is left with the pen and brush of the last ellipse, as
    the direct drawing leaves it.
    """
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    t = painter.combinedTransform()
    scale = t.m11()
    turned = t.type().value > QTransform.TransformationType.TxScale.value
    if turned or scale <= 0 or t.m22() != scale or r * scale > 512:
        _draw_disc(painter, colour, r, depth, rim)
        return
    x, y = t.dx(), t.dy()  # the disc's centre in device pixels
    ix, iy = math.floor(x), math.floor(y)
    fx, fy = x - ix, y - iy
    left, top = math.floor(fx - (r + 3) * scale) - 1, math.floor(fy - (r + 3) * scale) - 1
    right = math.ceil(fx + (r + 5) * scale) + 1
    bottom = math.ceil(fy + (r + max(depth, 5) + 3) * scale) + 1
    key = f"kit-disc:{colour.rgba()}:{r!r}:{depth!r}:{rim}:{scale!r}:{fx!r}:{fy!r}"
    image = QPixmap()
    if QPixmapCache.find(key, image):
        if key in _kept_discs:
            _kept_discs.move_to_end(key)
    else:
        canvas = QImage(right - left, bottom - top, QImage.Format.Format_ARGB32_Premultiplied)
        canvas.fill(0)
        p = QPainter(canvas)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setTransform(QTransform(scale, 0, 0, scale, fx - left, fy - top))
        _draw_disc(p, colour, r, depth, rim)
        p.end()
        image = QPixmap.fromImage(canvas)
        _keep_disc(key, image)
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(ix + left, iy + top, image)
    painter.restore()
    grad = QRadialGradient(QPointF(-r * 0.3, -r * 0.35), r * 1.4)
    grad.setColorAt(0, colour.lighter(135))
    grad.setColorAt(1, colour)
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(colour.darker(rim), 2.5))


class TokenItem(KitItem):
    """A disc token. ``label`` is drawn in the middle (a value, an initial); ``mark`` is a shape.

    ``order`` (1, 2, 3...) is shown as a small badge: stacked tokens show their placement order.
    """

    clicked = Signal(object)
    DRAWN_FLAGS = frozenset({"highlighted"})
    radius = Geometry()

    def __init__(
        self,
        radius: float = 30,
        colour: QColor | str = "#d94f4f",
        *,
        label: str = "",
        mark: str = "",
        key: object = None,
    ) -> None:
        super().__init__(key)
        self.radius = radius
        self.colour = QColor(colour)
        self.label = label
        self.mark = mark
        self.order: int | None = None

    def bounds(self) -> QRectF:
        r = self.radius + 10
        return QRectF(-r, -r, 2 * r, 2 * r + 6)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.radius, self.radius)
        return path

    def footprint(self) -> QSizeF:
        return QSizeF(2 * self.radius, 2 * self.radius)

    def centred(self) -> bool:
        return True

    def set_order(self, order: int | None) -> None:
        if order != self.order:
            self.order = order
            self.update()

    def set_highlighted(self, on: bool) -> None:
        self.set_state(highlighted=on)

    def set_clickable(self, on: bool) -> None:
        self.set_state(clickable=on)

    def set_label(self, label: str) -> None:
        if label != self.label:
            self.label = label
            self.update()

    def was_clicked(self) -> None:
        self.clicked.emit(self.key)
        super().was_clicked()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.radius
        paint_disc(painter, self.colour, r)
        painter.setPen(QPen(self.colour.lighter(160), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r * 0.78, r * 0.78)
        ink = theme.text_colour_on(self.colour)
        if self.mark:
            painter.setPen(QPen(ink, 2))
            painter.setBrush(QColor(ink.red(), ink.green(), ink.blue(), 200))
            painter.drawPath(shape_path(self.mark, 0, 0, r * 0.42))
        if self.label:
            painter.setPen(ink)
            painter.setFont(theme.font(r * (0.9 if len(self.label) <= 2 else 0.62), theme.QFont.Weight.Bold))
            painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self.label)
        if self.highlighted:
            painter.setPen(QPen(theme.HIGHLIGHT, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 5, r + 5)
        if self.order is not None:
            b = max(11.0, r * 0.38)
            centre = QPointF(r * 0.78, -r * 0.78)
            painter.setPen(QPen(QColor("#111111"), 1.5))
            painter.setBrush(QColor("#ffffff"))
            painter.drawEllipse(centre, b, b)
            painter.setPen(QColor("#111111"))
            painter.setFont(theme.font(b * 1.3, theme.QFont.Weight.Bold))
            painter.drawText(QRectF(centre.x() - b, centre.y() - b, 2 * b, 2 * b), Qt.AlignmentFlag.AlignCenter,
                             str(self.order))
