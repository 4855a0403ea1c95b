"""Draw once, copy 1:1 at the exact part of a pixel: the one core for art that is drawn again and again at the
same place and scale (Ciak's map layers, kept card backs and log panel, the stack's arrows; Telma's card faces
and the symbols kept per place).

:func:`paint_exact` draws ``draw(painter)`` into a pixmap made for the painter's scale and for the exact part of a
pixel the art falls on, keeps it (the caller's store: ``kept``/``keep``), and copies it at a whole pixel: the
pixels of drawing it straight onto the device (onto a transparent one, or onto an opaque ``fill``: a symbol on its
card's face). What to avoid: copying at another scale or part of a pixel (Qt would resample: blurred edges), and a
copy onto a painter that is not a plain scale (turned, sheared, mirrored): the caller then draws directly.

:func:`draw_ahead` (and :func:`scratch_painter` under it) makes such a picture in idle time, before the paint that
copies it: drawn on a painter with the item's device transform and its view's hints, as that paint will have them
(the same key, so the same pixels), onto a scratch device whose pixels nobody reads. For an item with
``DeviceCoordinateCache``, give it :func:`cache_transform` of the device transform: Qt's cache painter is moved by
the whole pixels of the cache pixmap's corner, and for bounds far from the item's origin ``deviceTransform``'s own
fraction can differ in the last bits (the key would miss: Ciak's seat parts, found by helper ciakui11).
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Hashable, Iterator

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

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


_scratch: list[QPixmap] = []  # the one scratch device (made after the application: a pixmap needs it)


@contextlib.contextmanager
def scratch_painter(transform: QTransform, hints: QPainter.RenderHint | None = None) -> Iterator[QPainter]:
    """A painter with ``transform`` (an item's device transform, as its view will paint it) and ``hints`` (the view's),
    onto a 1 x 1 scratch pixmap: what is drawn through it fills the caches it draws into (:func:`paint_exact`'s
    stores, a game's art cache, Qt's glyphs); its pixels are dropped."""
    if not _scratch:
        _scratch.append(QPixmap(1, 1))
    p = QPainter(_scratch[0])
    if hints is not None:
        p.setRenderHints(hints)
    p.setWorldTransform(transform)
    try:
        yield p
    finally:
        p.end()


def cache_transform(device: QTransform, bounds: QRectF) -> QTransform:
    """The transform an item's paint into its ``DeviceCoordinateCache`` pixmap has, for the item's ``device`` transform
    to the viewport and its ``bounds``: ``device`` moved by the whole pixels of the pixmap's corner, as Qt moves it
    (the corner of the bounds mapped, rounded, less a pixel). Drawn ahead with it, a picture's key (the exact part of
    a pixel: ``paint_exact``) is the float the paint will compute, to the last bit (``device``'s own fraction
    can differ from it in the last bits, and the paint would not find the picture)."""
    r = device.mapRect(bounds).toRect().adjusted(-1, -1, 1, 1)
    return device * QTransform.fromTranslate(-r.x(), -r.y())


def draw_ahead(transform: QTransform, hints: QPainter.RenderHint, area: QRectF, key: tuple[Hashable, ...],
               kept: Callable[[tuple[Hashable, ...]], Kept | None],
               keep: Callable[[tuple[Hashable, ...], Kept], None], draw: Callable[[QPainter], None], *,
               fill: QColor | None = None, pad: int = 1) -> None:
    """Make (and ``keep``) the picture :func:`paint_exact` will copy for ``key`` on a painter with ``transform`` and
    ``hints``, in idle time (nothing if it is kept already, or the transform is not a plain scale)."""
    with scratch_painter(transform, hints) as p:
        paint_exact(p, area, key, kept, keep, draw, fill=fill, pad=pad)


class _NotKept(Exception):
    """A picture that was not drawn ahead (:meth:`DrawnAhead.copy`)."""


class DrawnAhead:
    """An item's pictures drawn ahead in idle time for what it may show next (Quiz Club's focus board and round track,
    Telefilm's player rows), each as Qt's item cache will draw it: the paint that shows one copies it
    (:func:`paint_exact`: the pixels of drawing it there), any other is drawn in the paint, as before (no picture
    made for it). Kept by the item's own key plus the painter's scale, part of a pixel and hints."""

    def __init__(self) -> None:
        self.kept: dict[tuple[Hashable, ...], Kept] = {}

    def copy(self, painter: QPainter, area: QRectF, key: tuple[Hashable, ...],
             draw: Callable[[QPainter], None]) -> bool:
        """Copy the picture kept for ``key`` onto ``painter``; False (nothing drawn) if there is none."""
        if not self.kept:
            return False
        try:
            return paint_exact(painter, area, key, self._found, self._keep, draw)
        except _NotKept:
            return False

    def draw(self, area: QRectF, pictures: list[tuple[tuple[Hashable, ...], Callable[[QPainter], None]]],
             device: QTransform, hints: QPainter.RenderHint) -> Iterator[None]:
        """Draw ``pictures`` (key, draw) not kept yet, one a piece, with the transform to the viewport (``device``)
        and the view's ``hints`` of the item's paints (their own hints set: antialiasing)."""
        for key, draw in pictures:
            draw_ahead(device, hints | QPainter.RenderHint.Antialiasing, area, key, self.kept.get, self._keep, draw)
            yield None

    def keep_only(self, keys: set[tuple[Hashable, ...]]) -> None:
        """Let the pictures of other keys go."""
        for full in [k for k in self.kept if k[:-4] not in keys]:  # (scale, part of a pixel, hints follow the key)
            del self.kept[full]

    def _found(self, key: tuple[Hashable, ...]) -> Kept:
        found = self.kept.get(key)
        if found is None:
            raise _NotKept
        return found

    def _keep(self, key: tuple[Hashable, ...], kept: Kept) -> None:
        self.kept[key] = kept


class KeptLooks:
    """A mixin for a kit item whose few looks come back (Quiz Club's status pills, discs with and without their
    ring, character cards face up or down): each look (:meth:`look`: everything the item's paint reads) is drawn
    once at the item's place and kept (:func:`paint_exact`: copied with the pixels of drawing it there), so a look
    that comes back is copied, not drawn (its text laid out) again; :meth:`look_ahead` draws one in idle time. The
    item's last :attr:`KEEP` looks are kept (the kit's ButtonItem keeps its looks in one store for all buttons)."""

    KEEP = 8

    def look(self) -> tuple[Hashable, ...]:
        """Everything the item's paint reads."""
        raise NotImplementedError

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        looks: dict[tuple[Hashable, ...], Kept] = self.__dict__.setdefault("_looks", {})

        def draw(p: QPainter) -> None:
            super(KeptLooks, self).paint(p, option, widget)  # type: ignore[misc]

        if not paint_exact(painter, self.boundingRect(), self.look(), looks.get,  # type: ignore[attr-defined]
                           self._keep_look, draw):
            draw(painter)

    def _keep_look(self, key: tuple[Hashable, ...], kept: Kept) -> None:
        looks: dict[tuple[Hashable, ...], Kept] = self.__dict__.setdefault("_looks", {})
        looks[key] = kept
        while len(looks) > self.KEEP:
            del looks[next(iter(looks))]

    def look_ahead(self, look: tuple[Hashable, ...], device: QTransform, hints: QPainter.RenderHint,
                   draw: Callable[[QPainter], None]) -> None:
        """Draw ``look`` (as :meth:`look` will say it) in idle time, as Qt's item cache will draw it with the item's
        ``device`` transform and the view's ``hints``: the paint that shows it copies it (the kit's ``draw_ahead``)."""
        looks: dict[tuple[Hashable, ...], Kept] = self.__dict__.setdefault("_looks", {})
        draw_ahead(device, hints, self.boundingRect(), look, looks.get, self._keep_look, draw)  # type: ignore[attr-defined]
