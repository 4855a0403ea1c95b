"""Card art drawn once into a pixmap, then copied: the faces, the back, the companies and the map of the Ciak! table.

Why: a card item re-renders its whole face whenever it changes state (a valid target glows, the others dim),
flips or turns, and a face is a few hundred QPainter calls (gradients, clip paths, fitted text, icons). The
art of a face depends only on its frozen model, its size and the scale it is shown at, so it is drawn once per
(model, pixel size) into a pixmap kept here and copied afterwards; the item paints only what changes over it
(the glow, the white ring, the dimming veil).

How: when the painter maps scene units to pixels by a plain uniform scale (a card lying still), the pixmap is
drawn at that scale and at the part of a pixel (in eighths) where the art's corner falls, then copied at a
whole pixel: nothing is resampled and the result is direct painting (moved by a sixteenth of a pixel at
most). The same art shown again elsewhere (another copy of the card, a card sliding while it flips) re-uses
that pixmap at the nearest whole pixel, less than half a pixel off, as Qt's own cache does for an item that
moved. Under any other transform (a flip, a turned staff member, a fanned hand) the pixmap is drawn at the
next quarter step of the scale above and smoothly transformed, so an animation re-uses one pixmap for all
its frames.

Layers (:func:`draw_layer`): a part of a bigger art that changes on its own (a studio lot of the Lollywood map,
its scenery) kept in a pixmap of its own, drawn at the painter's scale and part of a pixel and copied 1:1 into
the bigger art, so the bigger art drawn again (a studio lost a point) draws only the part that changed.

What to avoid: keys that are not frozen values (a list in a model makes it unhashable: the art is then
drawn directly); caching for a painter that records rather than rasterises (a ``QPicture``) or for an item
whose own cache was switched off (tests that read every string an item paints do both: they see the art
drawn, never copied). :func:`clear` frees every pixmap (a game's end: its faces are not needed any more).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator

from PySide6.QtCore import QMarginsF, QPoint, QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter, QPicture, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem

from gamesuite.ui.scene import text as text_module
from gamesuite.ui.scene.exact import Kept, paint_exact

Art = Callable[[QPainter, QRectF], None]
LIMIT_BYTES = 16 * 1024 * 1024  # about 170 table cards at 1080p (a table shows about 40); the oldest go first
_pixmaps: OrderedDict[tuple[Hashable, ...], QPixmap | Kept] = OrderedDict()  # art's pixmaps, and layers' with offsets
_parts: dict[tuple[Hashable, int], tuple[float, float]] = {}  # (key, scale) -> the part of a pixel last drawn at
_bytes = [0]
stats = {"drawn": 0, "copied": 0}  # how often art was drawn into a pixmap and copied from one (tests, bench)
_ahead = [False]  # items are painted ahead (ahead_only): their art is prepared, never recorded as shown


def ahead_only(pieces: Iterator[None]) -> Iterator[None]:
    """Run ``pieces`` (items painted ahead into a scratch device: ``gamesuite/ui/ciak/ahead.py``) so that their
    :func:`draw_art` only prepares each piece of art at the item's own part of a pixel (:func:`prepare`) and records
    no part of a pixel as shown. Why: the first item that shows a piece of art fixes the part of a pixel its other
    copies re-use (:func:`_spot`); painted ahead in another order than the table's first paint, the deck's back
    landed a pixel off at 1920x1080. Only while a piece runs: paints between the pieces are the table's own."""
    while True:
        _ahead[0] = True
        try:
            next(pieces)
        except StopIteration:
            return
        finally:
            _ahead[0] = False
        yield


def clear() -> None:
    """Forget every pixmap."""
    _pixmaps.clear()
    _parts.clear()
    _bytes[0] = 0


def cached_bytes() -> int:
    return _bytes[0]


def _render(key: Hashable, scale: float, area: QRectF, rect: QRectF, art: Art, fx: float = 0.0,
            fy: float = 0.0, *, shown: bool = True) -> QPixmap:
    """The art in a pixmap at ``scale``, its corner ``(fx, fy)`` pixels in (the part of a pixel it falls on).
    ``shown``: the art is being painted there (a copy elsewhere later may re-use this part of a pixel); drawn
    ahead, it is not (a guess that missed must not move the art the paint draws)."""
    full = (key, round(scale * 1000), fx, fy)
    if shown:
        _parts[full[:2]] = (fx, fy)
    pix = _pixmaps.get(full)
    if isinstance(pix, QPixmap):
        _pixmaps.move_to_end(full)
        stats["copied"] += 1
        return pix
    w, h = math.ceil(area.width() * scale + fx - 1e-6), math.ceil(area.height() * scale + fy - 1e-6)
    pix = QPixmap(max(1, w), max(1, h))
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.setWorldTransform(_art_transform(scale, fx, fy, area))
    art(p, rect)
    p.end()
    _keep(full, pix)
    stats["drawn"] += 1
    return pix


def _keep(full: tuple[Hashable, ...], pix: QPixmap | Kept) -> None:
    _pixmaps[full] = pix
    _bytes[0] += _size(pix)
    while _bytes[0] > LIMIT_BYTES and len(_pixmaps) > 1:
        _k, old = _pixmaps.popitem(last=False)
        _bytes[0] -= _size(old)


def _size(kept: QPixmap | Kept) -> int:
    """Bytes of a kept pixmap (a layer keeps its pixmap with its offset)."""
    pix = kept[0] if isinstance(kept, tuple) else kept
    return pix.width() * pix.height() * 4


def _kept_layer(full: tuple[Hashable, ...]) -> Kept | None:
    found = _pixmaps.get(full)
    if not isinstance(found, tuple):
        return None
    _pixmaps.move_to_end(full)
    stats["copied"] += 1
    return found


def _keep_layer(full: tuple[Hashable, ...], kept: Kept) -> None:
    _keep(full, kept)
    stats["drawn"] += 1


def draw_layer(p: QPainter, key: Hashable, area: QRectF, draw: Callable[[QPainter], None]) -> bool:
    """Draw ``draw(painter)`` (in the painter's item units, reaching no further than ``area``) from a pixmap kept
    under ``key`` (:func:`paint_exact`): drawn once into a transparent pixmap at the painter's scale and the exact
    part of a pixel the item falls on, then copied 1:1 (the pixels of drawing it straight onto a transparent device;
    onto art drawn before it, the same up to the rounding of one blend). False, and nothing drawn, when the painter
    is not a plain scale of a raster device at full opacity (a recording painter, a turned item), or while the i18n
    scan listens for cut texts: the caller draws it directly. Not for art with pattern brushes: they line up with
    the device's pixels, so in a pixmap of its own the pattern would shift."""
    if isinstance(p.device(), QPicture) or p.opacity() != 1.0 or text_module.cut_texts is not None:
        return False
    layer = ("layer", key, area.x(), area.y(), area.width(), area.height())
    return paint_exact(p, area, layer, _kept_layer, _keep_layer, draw)


def _plain(t: QTransform) -> bool:
    """A plain uniform scale (and a move): the art is copied 1:1."""
    return (t.type().value <= QTransform.TransformationType.TxScale.value and t.m11() > 0
            and abs(t.m11() - t.m22()) < 1e-9)


def _turned_scale(t: QTransform) -> float:
    """The scale art under a turned (or uneven) transform is drawn at: its largest stretch, up to a quarter."""
    scale = max(math.hypot(t.m11(), t.m12()), math.hypot(t.m21(), t.m22()), 0.25)
    return math.ceil(scale * 4 - 1e-6) / 4


def _eighths(dev: QRectF) -> tuple[float, float]:
    """The part of a pixel (in eighths) art whose device rectangle is ``dev`` is drawn at."""
    return (round((dev.left() - math.floor(dev.left())) * 8) / 8,
            round((dev.top() - math.floor(dev.top())) * 8) / 8)


def _art_transform(scale: float, fx: float, fy: float, area: QRectF) -> QTransform:
    """The transform art of ``area`` is drawn with into its pixmap: ``scale``, its corner ``(fx, fy)`` pixels in."""
    return QTransform().translate(fx, fy).scale(scale, scale).translate(-area.left(), -area.top())


def art_transform(device: QTransform, area: QRectF) -> QTransform:
    """The transform :func:`draw_art` draws art of ``area`` with, for an item painted with the plain-scale device
    transform ``device`` (where it has not been drawn at another part of a pixel before): for work that draws into
    the art cache ahead (``lollywood.map_ahead``)."""
    return _art_transform(device.m11(), *_eighths(device.mapRect(area)), area)


def _spot(t: QTransform, area: QRectF, key: Hashable) -> tuple[int, int, float, float]:
    """Where art of ``area`` under the plain transform ``t`` is copied (a whole device pixel) and the part of a
    pixel (in eighths) its pixmap is drawn at."""
    dev = t.mapRect(area)
    x, y = math.floor(dev.left()), math.floor(dev.top())
    fx, fy = _eighths(dev)
    scale_key = (key, round(t.m11() * 1000))
    other = _parts.get(scale_key)
    if other is not None and other != (fx, fy) and (*scale_key, *other) in _pixmaps:
        # drawn already at another part of a pixel (the card was elsewhere, or is sliding): copied at the
        # nearest whole pixel, less than half a pixel off, as Qt's own item cache does for a moved item
        fx, fy = other
        x, y = round(dev.left() - fx), round(dev.top() - fy)
    return x, y, fx, fy


def prepare(t: QTransform, rect: QRectF, key: Hashable, art: Art, *, margins: QMarginsF | None = None) -> bool:
    """Draw ahead the pixmap :func:`draw_art` will want for ``art`` in ``rect`` under the painter transform ``t``
    (an item's device transform where it will be): idle-time work, so that the paint that shows the item there
    copies it instead of drawing it. The same pixmap, drawn at the same scale and part of a pixel, as draw_art
    would draw then: the pixels are the same. True when it drew (False: kept already, or not a plain scale)."""
    try:
        hash(key)
    except TypeError:
        return False
    area = rect.marginsAdded(margins) if margins is not None else QRectF(rect)
    if area.width() <= 0 or area.height() <= 0 or not _plain(t):
        return False
    _x, _y, fx, fy = _spot(t, area, key)
    if (key, round(t.m11() * 1000), fx, fy) in _pixmaps:
        return False
    _render(key, t.m11(), area, rect, art, fx, fy, shown=False)
    return True


def draw_art(p: QPainter, item: QGraphicsItem, rect: QRectF, key: Hashable, art: Art, *,
             margins: QMarginsF | None = None) -> None:
    """Draw ``art(painter, rect)``, from a pixmap kept under ``key`` when that is safe (see the module).

    ``margins``: how far the art reaches outside ``rect`` (a shadow), so the pixmap holds all of it."""
    try:
        hash(key)
    except TypeError:
        art(p, rect)
        return
    if item.cacheMode() == QGraphicsItem.CacheMode.NoCache or isinstance(p.device(), QPicture):
        art(p, rect)
        return
    area = rect.marginsAdded(margins) if margins is not None else QRectF(rect)
    if area.width() <= 0 or area.height() <= 0:
        return
    t = p.worldTransform()
    if _ahead[0]:
        if not _plain(t):
            _render(key, _turned_scale(t), area, rect, art, shown=False)
        else:
            prepare(t, rect, key, art, margins=margins)
        return
    if _plain(t):
        x, y, fx, fy = _spot(t, area, key)
        pix = _render(key, t.m11(), area, rect, art, fx, fy)
        p.save()
        p.resetTransform()
        p.drawPixmap(QPoint(x, y), pix)
        p.restore()
        return
    scale = _turned_scale(t)
    pix = _render(key, scale, area, rect, art)
    p.save()
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.drawPixmap(QRectF(area.topLeft(), QSizeF(pix.width() / scale, pix.height() / scale)), pix,
                 QRectF(pix.rect()))
    p.restore()
