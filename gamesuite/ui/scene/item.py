"""KitItem: the base of every table item — a stable key, a type id, clicks routed to the scene.

Why: the tables grew four ways of saying "this item can be clicked", three names for "apply data to an
item", and repainted everything on every refresh. A kit item is identified by a ``key`` that survives
refreshes (so it can animate from zone to zone, like libkcardgame's KCard), tells the scene when it is
clicked or pointed at (``TableScene.item_clicked`` / ``item_hovered``: one place for a table to route
input), and takes its look from a frozen ``model`` through :meth:`apply`, which does nothing when the
model did not change (a refresh that changes nothing repaints nothing).

What to avoid: attributes called ``shape``, ``panel``, ``type``, ``scene`` or any other QGraphicsItem
method name (they hide Qt's methods: pointing at such an item crashed the app once); keeping a model that
holds hidden information on a table item (models come from the table view only); painting with
``QGraphicsDropShadowEffect`` (it defeats the paint cache: use :func:`paint_soft_shadow`).

State flags: an item repaints when a flag it draws changes (:attr:`KitItem.DRAWN_FLAGS`); a label that becomes
clickable looks the same, and its picture is not drawn again.

Bounding rectangles: Qt asks an item's ``boundingRect`` three times each time it draws it and once per paint
otherwise; made anew in Python, the rectangle cost ~1.5 us an item a paint (a new ``QRectF`` through the bindings),
half of what QGraphicsView spends on the item. A kit class that describes its rectangle with :meth:`KitItem.bounds`
and its sizes as :class:`Geometry` attributes gives Qt one kept rectangle, made again only when a size changes.
Never change the rectangle ``boundingRect`` returns (``translate``/``adjust`` change it in place: use the
``translated``/``adjusted`` copies).

Caching: a cached item paints once into a pixmap (``DeviceCoordinateCache``). Qt throws that pixmap away at
every paint of an item turned by an angle that is not a multiple of 90 degrees (a fanned hand), so such an
item switches to ``ItemCoordinateCache`` (a pixmap in item units, turned when drawn) while it is turned.
"""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QPixmapCache, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)

from gamesuite.ui.scene.animation import AnimatedObject

#: Every state flag a kit item has (:meth:`KitItem.set_state` and the pointer's ``hovered``).
STATE_FLAGS = frozenset({"clickable", "highlighted", "dimmed", "hovered"})


class Geometry:
    """A size a kit item's bounding rectangle is made from (``w``, ``h``, ``width``, ``radius``…): setting it forgets
    the rectangle the item keeps, so :meth:`KitItem.boundingRect` makes it again from :meth:`KitItem.bounds`. Read
    and set like a plain attribute (whoever changes it calls ``prepareGeometryChange()`` first, as before).

    Only setting goes through Python: with no ``__get__`` the value is read from the item's ``__dict__`` as a plain
    attribute is (a Python ``__get__`` made every read a function call: Ciak's cards read their size at each of Qt's
    ``boundingRect`` calls, +8 % instructions a full repaint)."""

    __slots__ = ("name",)

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    if TYPE_CHECKING:  # for the type checker only: reading gives the number set
        def __get__(self, item: Any, owner: type | None = None) -> Any: ...  # noqa: ANN401

    def __set__(self, item: Any, value: Any) -> None:  # noqa: ANN401 - any number
        d = item.__dict__
        d[self.name] = value
        d["_kept_bounds"] = None


_TYPE_IDS = itertools.count(QGraphicsItem.UserType + 1)  # type: ignore[attr-defined]  # missing from the stubs
TYPE_NAMES: dict[int, str] = {}  # type id -> class name, for tests and debugging


class KitItem(AnimatedObject):
    """A table item with a key, a QGraphicsItem type id per class, state flags and a model.

    Flags: ``clickable`` (the cursor becomes a hand; clicks reach the scene), ``highlighted`` (the focal
    point or a valid target), ``dimmed`` (not a valid target while something is being chosen). Subclasses
    paint them as fits their shape, reading ``self.highlighted`` etc., and override :meth:`footprint` when
    their visible size is not their bounding rectangle (zones lay items out by footprint).
    """

    TYPE: ClassVar[int] = QGraphicsItem.UserType  # type: ignore[attr-defined]
    GEOMETRY_FROM_MODEL: ClassVar[bool] = False  # True: the bounding rectangle depends on the model
    #: The state flags this class's ``paint`` shows: a change of another one repaints nothing. Every flag unless
    #: the class says otherwise (a subclass, too, draws all of them until it names its own).
    DRAWN_FLAGS: ClassVar[frozenset[str]] = STATE_FLAGS
    _kept_bounds: QRectF | None = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.TYPE = next(_TYPE_IDS)
        TYPE_NAMES[cls.TYPE] = cls.__name__
        if "DRAWN_FLAGS" not in cls.__dict__:
            cls.DRAWN_FLAGS = STATE_FLAGS

    def __init__(self, key: object = None, parent: QGraphicsObject | None = None, *, cache: bool = True) -> None:
        super().__init__(parent)
        self.key = key
        self.model: Any = None
        self.clickable = False
        self.highlighted = False
        self.dimmed = False
        self.hovered = False
        self._cached = cache
        if cache:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def type(self) -> int:
        return self.TYPE

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        """The rectangle :meth:`bounds` makes, kept until one of the class's :class:`Geometry` sizes changes."""
        kept = self._kept_bounds
        if kept is None:
            kept = self._kept_bounds = self.bounds()
        return kept

    def bounds(self) -> QRectF:
        """The bounding rectangle, made from the item's :class:`Geometry` sizes. Part of the kit's contract: every
        concrete item class says it here (none overrides ``boundingRect``: tests/ui/test_game_items_kept.py), so a
        class that forgot fails at its first layout with its name, instead of never painting."""
        raise NotImplementedError(f"{type(self).__name__} says no bounds(): every kit item class must")

    def refresh_cache_mode(self) -> None:
        """Device cache when upright (or turned by a right angle), item cache while turned by another angle
        (its pixmap as many times finer than a scene unit as the view magnifies, so it stays sharp). Whoever
        turns an item calls this (zones do; so does the view when its scale changes)."""
        if not self._cached:
            return
        if self.rotation() % 90 == 0:
            if self.cacheMode() != QGraphicsItem.CacheMode.DeviceCoordinateCache:
                self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            return
        scene = self.scene()
        views = scene.views() if scene is not None else []
        zoom = max(1, math.ceil(views[0].transform().m11() - 0.05)) if views else 1
        for view in views:  # the turned pixmap is resampled when drawn: smoothly (TableView leaves it off)
            view.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        size = QSize()  # the bounding rectangle in scene units, following its changes
        if zoom > 1:
            bounds = self.boundingRect().size() * zoom
            size = QSize(math.ceil(bounds.width()), math.ceil(bounds.height()))
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache, size)

    # ------------------------------------------------------------------ data
    def apply(self, model: Any) -> bool:
        """Show ``model`` (a frozen value); False and nothing repainted when it equals the current one."""
        if model == self.model:
            return False
        if self.GEOMETRY_FROM_MODEL:
            self.prepareGeometryChange()
        old, self.model = self.model, model
        self.model_did_change(old, model)
        self.update()
        return True

    def model_did_change(self, old: Any, new: Any) -> None:
        """Hook for subclasses: react to a new model (child items, animations); ``update()`` follows."""

    def set_state(self, *, clickable: bool | None = None, highlighted: bool | None = None,
                  dimmed: bool | None = None) -> None:
        """Change the interaction flags; repaints only when one the item draws (:attr:`DRAWN_FLAGS`) changed."""
        changed = False
        drawn = self.DRAWN_FLAGS
        if clickable is not None and clickable != self.clickable:
            self.clickable = clickable
            self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
            changed = "clickable" in drawn
        if highlighted is not None and highlighted != self.highlighted:
            self.highlighted = highlighted
            changed = changed or "highlighted" in drawn
        if dimmed is not None and dimmed != self.dimmed:
            self.dimmed = dimmed
            changed = changed or "dimmed" in drawn
        if changed:
            self.update()

    def footprint(self) -> QSizeF:
        """The visible size zones lay out (defaults to the bounding rectangle)."""
        return self.boundingRect().size()

    def centred(self) -> bool:
        """True when the item's origin is its centre (tokens), False when it is its top-left (cards)."""
        return False

    # ------------------------------------------------------------------ input
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        if self.clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        if self.clickable and self.contains(event.pos()):
            self.was_clicked()

    def was_clicked(self) -> None:
        """Tell the scene (``TableScene.item_clicked(key)``: the one place tables listen to)."""
        signal = getattr(self.scene(), "item_clicked", None)
        if signal is not None:
            signal.emit(self.key)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt API
        self.hovered = True
        if "hovered" in self.DRAWN_FLAGS:
            self.update()
        signal = getattr(self.scene(), "item_hovered", None)
        if signal is not None:
            signal.emit(self.key)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt API
        self.hovered = False
        if "hovered" in self.DRAWN_FLAGS:
            self.update()
        signal = getattr(self.scene(), "item_hovered", None)
        if signal is not None:
            signal.emit(None)


_SHADOW_PAD = 2  # device pixels around the largest layer (antialiasing reaches one pixel out)
_SHADOW_STEPS = 8  # the shadow's sub-pixel position is kept to 1/8 of a device pixel


def set_shown(item: KitItem, on: bool) -> None:
    """Show or hide an item by its opacity: hiding with ``setVisible`` throws its cached picture away, so it would
    be painted again every time it comes back (a glow, a ring, an empty slot, a button shown at every contest).
    A fully transparent item takes no clicks (Qt finds none under the pointer)."""
    opacity = 1.0 if on else 0.0
    if item.opacity() != opacity:
        item.setOpacity(opacity)


def shown(item: KitItem) -> bool:
    """Whether ``item`` shows: visible and not hidden by :func:`set_shown`."""
    return item.isVisible() and item.opacity() > 0


def _draw_shadow_layers(painter: QPainter, rect: QRectF, radius: float, offset: float, strength: int) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    for i, alpha in enumerate((strength // 3, strength // 3, strength // 3)):
        grow = 3 - i
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(rect.translated(0, offset).adjusted(-grow, -grow + 1, grow, grow), radius + grow,
                                radius + grow)


def paint_soft_shadow(painter: QPainter, rect: QRectF, radius: float, *, offset: float = 4, strength: int = 70) -> None:
    """A cheap soft shadow under a rounded rectangle (three translucent layers; cache-friendly).

    The three antialiased rounded rectangles cost more than the rest of a plain card's face (~0.4 ms for a
    card at 1080p), so they are drawn once per size, radius and device scale into a pixmap kept in Qt's pixmap cache and
    blitted 1:1 afterwards (placed to 1/8 of a device pixel). A painter that turns, shears or stretches
    unevenly (a card while it flips) draws the layers directly.
    """
    t = painter.combinedTransform()
    scale = t.m11()
    if (t.type().value > QTransform.TransformationType.TxScale.value or scale <= 0 or t.m22() != scale
            or rect.width() * scale > 2048 or rect.height() * scale > 2048):
        painter.save()
        _draw_shadow_layers(painter, rect, radius, offset, strength)
        painter.restore()
        return
    # The rectangle's top-left in device pixels: an integer part (where the image goes) and a fraction.
    x, y = t.map(rect.topLeft()).toTuple()
    ix, iy = math.floor(x), math.floor(y)
    fx = round((x - ix) * _SHADOW_STEPS)
    fy = round((y - iy) * _SHADOW_STEPS)
    antialias = painter.testRenderHint(QPainter.RenderHint.Antialiasing)
    # kept in Qt's pixmap cache (its limit is set once by TableView), beside the items' own caches
    key = f"kit-shadow:{rect.width()}:{rect.height()}:{radius}:{offset}:{strength}:{scale}:{fx}:{fy}:{antialias:d}"
    image = QPixmap()
    if not QPixmapCache.find(key, image):
        image = _render_shadow(rect.size(), radius, offset, strength, scale, fx, fy, antialias)
        QPixmapCache.insert(key, image)
    dx, dy = _shadow_origin(offset, scale, fx, fy)
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(ix + dx, iy + dy, image)
    painter.restore()


def _shadow_origin(offset: float, scale: float, fx: int, fy: int) -> tuple[int, int]:
    """Where the shadow image's top-left sits from the rectangle's, in device pixels (``fx``/``fy``: the
    rectangle's sub-pixel position in ``_SHADOW_STEPS``). The largest layer reaches 3 units left of the
    rectangle and starts ``offset - 2`` below its top (plain numbers: this runs at every shadow drawn)."""
    return (math.floor(-3 * scale + fx / _SHADOW_STEPS) - _SHADOW_PAD,
            math.floor((offset - 2) * scale + fy / _SHADOW_STEPS) - _SHADOW_PAD)


def _render_shadow(size: QSizeF, radius: float, offset: float, strength: int, scale: float, fx: int, fy: int,
                   antialias: bool) -> QPixmap:
    """The shadow layers in a pixmap of device pixels, placed as :func:`_shadow_origin` says."""
    left, top = _shadow_origin(offset, scale, fx, fy)
    # the largest layer reaches 3 units right of the rectangle and 3 below its shifted bottom
    right = math.ceil((size.width() + 3) * scale + fx / _SHADOW_STEPS) + _SHADOW_PAD
    bottom = math.ceil((size.height() + offset + 3) * scale + fy / _SHADOW_STEPS) + _SHADOW_PAD
    image = QImage(right - left, bottom - top, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, antialias)
    p.translate(fx / _SHADOW_STEPS - left, fy / _SHADOW_STEPS - top)
    p.scale(scale, scale)
    _draw_shadow_layers(p, QRectF(QPointF(0, 0), size), radius, offset, strength)
    p.end()
    return QPixmap.fromImage(image)
