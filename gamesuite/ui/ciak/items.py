"""Ciak! table items on the kit: a card (face or back, turned staff), a company card and the d20.

The table keys them (``card:<uid>``, ``company:<id>``, ``d20``) and gives them frozen models through
:meth:`KitItem.apply` (a no-op when equal). Their interaction states are drawn so they read from across
a room: a valid target glows (``highlighted``), the others dim (``dimmed``), a clickable one under the
pointer gets a white ring. Nothing here decides what is clickable: the table does, from the legal actions.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

from PySide6.QtCore import QEasingCurve, QMarginsF, QPointF, QRectF, QSizeF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPicture, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.ciak.art import (
    NEUTRAL_SEAT,
    Detail,
    card_radius,
    paint_card_back,
    paint_card_face,
    paint_company,
    paint_d20,
)
from gamesuite.ui.ciak.artcache import draw_art, prepare
from gamesuite.ui.ciak.faces import CardFace, CompanyModel
from gamesuite.ui.scene.animation import reduce_motion, track
from gamesuite.ui.scene.card import CARD_RATIO, CardItem
from gamesuite.ui.scene.exact import DrawnAhead, Kept, cache_transform, paint_exact
from gamesuite.ui.scene.item import Geometry, KitItem, paint_soft_shadow

GLOW_PAD = 24.0  # room round an item for its glow
SHADOW = QMarginsF(4, 1, 4, 8)  # how far paint_soft_shadow reaches outside a card
# What a card or company that does not glow reaches outside its rectangle: the shadow (8 units below it, up to 6
# beside a turned staff member), and the white ring of a pointed card (a 4-unit pen on its edge). Its bounding
# rectangle (so its cached pixmap, and the part of the table repainted when it changes) takes the glow's room only
# while it glows: on a 1080p table ~40 cards and companies carried ~0.4 Mpx of transparent margin, blended at every
# paint of the table.
TIGHT = QMarginsF(6, 3, 6, 8)


def paint_glow(p: QPainter, path: QPainterPath, colour: QColor = theme.HIGHLIGHT) -> None:
    """A soft halo round ``path`` (a valid target, the focal point): wide faint strokes under a bright one."""
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    for width, alpha in ((40, 40), (28, 70), (18, 120), (10, 200), (5, 255)):
        c = QColor(colour)
        c.setAlpha(alpha)
        pen = QPen(c, width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        p.drawPath(path)
    p.restore()


GLOW_MARGINS = QMarginsF(GLOW_PAD, GLOW_PAD, GLOW_PAD, GLOW_PAD)  # how far paint_glow reaches outside its shape


def _glow_art(rect: QRectF, radius: float) -> tuple[tuple[Any, ...], Callable[[QPainter, QRectF], None]]:
    """The art cache's key and art of the glow round the rounded rectangle ``rect``."""

    def art(painter: QPainter, box: QRectF) -> None:
        path = QPainterPath()
        path.addRoundedRect(box, radius, radius)
        paint_glow(painter, path)

    return ("glow", rect.x(), rect.y(), rect.width(), rect.height(), radius), art


def draw_glow(p: QPainter, item: QGraphicsItem, rect: QRectF, radius: float) -> None:
    """:func:`paint_glow` round the rounded rectangle ``rect``, drawn once per size and copied after (the glow
    is five wide antialiased strokes, ~1 ms at 1080p, and every valid target of a choice wears it)."""
    key, art = _glow_art(rect, radius)
    draw_art(p, item, rect, key, art, margins=GLOW_MARGINS)


def prepare_card_glow(t: QTransform, width: float) -> bool:
    """Draw ahead (idle time) the glow a highlighted :class:`CiakCardItem` of ``width`` lying still under the device
    transform ``t`` will copy (as its ``_draw`` draws it). True when it drew."""
    rect = QRectF(0, 0, width, width * CARD_RATIO)
    key, art = _glow_art(rect, card_radius(rect))
    return prepare(t, rect, key, art, margins=GLOW_MARGINS)


def glow_rect(width: float, height: float) -> QRectF:
    """A ``width`` x ``height`` item with the glow's room round it (where the table places a preview)."""
    return QRectF(-GLOW_PAD, -GLOW_PAD, width + 2 * GLOW_PAD, height + 2 * GLOW_PAD)


def item_rect(width: float, height: float, highlighted: bool) -> QRectF:
    """The bounding rectangle of a ``width`` x ``height`` card or company: room for the glow only while it glows."""
    if highlighted:
        return glow_rect(width, height)
    return QRectF(0, 0, width, height).marginsAdded(TIGHT)


def paint_states(p: QPainter, path: QPainterPath, *, hovered: bool, clickable: bool, dimmed: bool) -> None:
    """What goes over an item: a white ring when the pointer is on a clickable item, a dark veil when dimmed."""
    p.save()
    if clickable and hovered:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(255, 255, 255, 235), 4))
        p.drawPath(path)
    if dimmed:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(8, 18, 14, 150))
        p.drawPath(path)
    p.restore()


class CiakCardItem(CardItem):
    """A Ciak! card. Model: a :class:`CardFace` (face up) or None (face down: the Ciak back).

    A staff member whose face is ``rotated`` is drawn turned 90 degrees, shrunk to stay inside its slot
    (the turn animates, instantly under reduce motion). The origin is the card's top-left corner.

    A card in a fanned hand is tilted by :meth:`set_tilt` (degrees round its top-left corner, as Qt's own
    ``setRotation`` would turn it) and draws the tilt itself: the item stays upright for Qt, so its cached
    pixmap (``DeviceCoordinateCache``) holds the tilted card and a repaint copies it 1:1. A card turned by
    Qt is cached in item units and resampled at every repaint (~0.25 ms a card at 1080p: twenty backs in
    four hands were a third of a whole-table repaint).
    """

    def __init__(self, key: object = None, width: float = 170.0, model: CardFace | None = None, *,
                 detail: Detail = "table") -> None:
        super().__init__(width, key=key)
        self.detail: Detail = detail
        self._turn = 0.0  # 0 upright, 1 turned 90 degrees
        self._turn_anim: QVariantAnimation | None = None
        self._applied = False
        self.tilt = 0.0  # degrees, drawn by paint (see the class)
        if model is not None:
            self.apply(model)

    # ------------------------------------------------------------------ geometry
    # The rectangle (KitItem.boundingRect keeps what bounds() makes) follows the size, the tilt and the glow's room.
    tilt = Geometry()
    highlighted = Geometry()

    def bounds(self) -> QRectF:
        rect = item_rect(self.width, self.height, self.highlighted)
        return QTransform().rotate(self.tilt).mapRect(rect) if self.tilt else rect

    def outer_rect(self) -> QRectF:
        """The card with the glow's room round it, tilted like the card (where previews and keys are placed)."""
        rect = glow_rect(self.width, self.height)
        return QTransform().rotate(self.tilt).mapRect(rect) if self.tilt else rect

    def set_state(self, *, clickable: bool | None = None, highlighted: bool | None = None,
                  dimmed: bool | None = None) -> None:
        if highlighted is not None and highlighted != self.highlighted:
            self.prepareGeometryChange()  # the glow's room comes or goes (boundingRect)
        super().set_state(clickable=clickable, highlighted=highlighted, dimmed=dimmed)

    def set_tilt(self, degrees: float) -> None:
        """Tilt the card by ``degrees`` round its top-left corner (a fanned hand), drawn by the card itself."""
        if degrees != self.tilt:
            self.prepareGeometryChange()
            self.tilt = degrees
            self.update()

    def footprint(self) -> QSizeF:
        return QSizeF(self.width, self.height)

    def card_transform(self) -> QTransform:
        """Where the card is drawn inside the slot (identity unless turned)."""
        t = QTransform()
        if self._turn <= 0:
            return t
        a = math.radians(90 * self._turn)
        k = self.width / (self.width * abs(math.cos(a)) + self.height * abs(math.sin(a)))
        t.translate(self.width / 2, self.height / 2)
        t.rotate(90 * self._turn)
        t.scale(k, k)
        t.translate(-self.width / 2, -self.height / 2)
        return t

    def _card_path(self) -> QPainterPath:
        path = QPainterPath()
        r = card_radius(QRectF(0, 0, self.width, self.height))
        path.addRoundedRect(QRectF(0, 0, self.width, self.height), r, r)
        return path

    def shape(self) -> QPainterPath:
        path = self.card_transform().map(self._card_path())
        return QTransform().rotate(self.tilt).map(path) if self.tilt else path

    @property
    def turned(self) -> bool:
        """True while the card shows a turned staff member."""
        return self._turn >= 1.0

    # ------------------------------------------------------------------ model
    def model_did_change(self, old: object, new: object) -> None:
        face_up = new is not None
        if not self._applied:
            self._applied = True
            self.flip(face_up, duration=0)
        elif face_up != self.face_up:
            self.flip(face_up)
        rotated = isinstance(new, CardFace) and new.rotated
        self._set_turn(1.0 if rotated else 0.0, animate=isinstance(old, CardFace))
        self.title = new.name if isinstance(new, CardFace) else ""

    def _set_turn(self, target: float, *, animate: bool) -> None:
        if self._turn_anim is not None:
            self._turn_anim.stop()
            self._turn_anim = None
        if target == self._turn:
            return
        if not animate or reduce_motion() or self.scene() is None:
            self._turn = target
            self.update()
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(self._turn)
        anim.setEndValue(target)
        anim.setDuration(320)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(value: float) -> None:
            self._turn = float(value)
            self.update()

        def done() -> None:
            self._turn = target
            self._turn_anim = None
            self.update()

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._turn_anim = anim
        track(anim)
        anim.start()

    def finish_animations(self) -> None:
        super().finish_animations()
        if self._turn_anim is not None:
            self._turn_anim.setCurrentTime(self._turn_anim.duration())

    # ------------------------------------------------------------------ paint
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.tilt and self._plain_back() and _paint_kept_back(self, painter):
            return
        self._draw(painter)

    def _plain_back(self) -> bool:
        """A back lying still with nothing over it (what :func:`_paint_kept_back` may copy)."""
        return (not self.face_up and self._flip_phase == 1.0 and self._turn == 0 and not self.highlighted
                and not self.dimmed and not (self.hovered and self.clickable))

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.tilt:
            painter.rotate(self.tilt)
        painter.setTransform(self.card_transform(), True)
        cx = self.width / 2
        painter.translate(cx, 0)
        painter.scale(max(0.02, self._flip_phase), 1.0)
        painter.translate(-cx, 0)
        rect = QRectF(0, 0, self.width, self.height)
        path = self._card_path()
        r = card_radius(rect)
        if self.highlighted:
            draw_glow(painter, self, rect, r)
        face = self.model if self.face_up and isinstance(self.model, CardFace) else None
        detail = self.detail

        def art(p: QPainter, box: QRectF) -> None:
            paint_soft_shadow(p, box, r)
            if face is not None:
                paint_card_face(p, box, face, detail=detail)
            else:
                paint_card_back(p, box)

        draw_art(painter, self, rect, ("card", face, detail, self.width), art, margins=SHADOW)
        paint_states(painter, path, hovered=self.hovered, clickable=self.clickable, dimmed=self.dimmed)


def prepare_face(t: QTransform, face: CardFace, width: float, detail: Detail = "table") -> bool:
    """Draw ahead (idle time) the art a face-up :class:`CiakCardItem` of ``width`` lying still under the device
    transform ``t`` will copy (the same key, rectangle, margins and art as its ``_draw``: the same pixels). True when
    it drew."""
    rect = QRectF(0, 0, width, width * CARD_RATIO)
    r = card_radius(rect)

    def art(p: QPainter, box: QRectF) -> None:
        paint_soft_shadow(p, box, r)
        paint_card_face(p, box, face, detail=detail)

    return prepare(t, rect, ("card", face, detail, width), art, margins=SHADOW)


def prepare_company(t: QTransform, model: CompanyModel, width: float, height: float, detail: Detail = "table") -> bool:
    """Draw ahead (idle time) the art a :class:`CompanyItem` of ``width`` x ``height`` lying still under the device
    transform ``t`` will copy for ``model`` (the same key, rectangle, margins and art as its paint). True when it
    drew."""

    def art(p: QPainter, box: QRectF) -> None:
        paint_soft_shadow(p, box, 8)
        paint_company(p, box, model.face, model.colour or NEUTRAL_SEAT, detail=detail, mark=model.mark,
                      conquered=model.conquered)

    return prepare(t, QRectF(0, 0, width, height), ("company", model, detail, width, height), art, margins=SHADOW)


_kept_backs: dict[tuple[Any, ...], tuple[QPixmap, int, int]] = {}
KEPT_BACKS = 256  # a fanned back per (size, angle, scale, part of a pixel): 4 hands of up to 7 use ~30 at a time


def clear_kept_backs() -> None:
    """Forget the fanned backs kept by :func:`_paint_kept_back` (a game's end)."""
    _kept_backs.clear()


def paint_kept(item: QGraphicsItem, painter: QPainter, key: tuple[Any, ...],
               kept: Callable[[tuple[Any, ...]], Kept | None], keep: Callable[[tuple[Any, ...], Kept], None],
               draw: Callable[[QPainter], None]) -> bool:
    """Paint ``item`` by copying a pixmap drawn once by ``draw`` for ``key`` plus the scale and the exact part of a
    pixel the item falls on (``kept(full_key)`` finds it, ``keep(full_key, kept)`` stores a new one).

    The picture is drawn into a transparent pixmap exactly as into the item's own (transparent) cached pixmap, at
    the same fraction of a pixel, and copied 1:1 (artcache.paint_exact), so the pixels are the same as drawing it.
    Only under a plain scale (the item's cache), never into a recording painter: False, and the caller draws as
    usual."""
    if item.cacheMode() == QGraphicsItem.CacheMode.NoCache or isinstance(painter.device(), QPicture):
        return False
    return paint_exact(painter, item.boundingRect(), key, kept, keep, draw)


def _keep_back(key: tuple[Any, ...], kept: Kept) -> None:
    if len(_kept_backs) >= KEPT_BACKS:
        _kept_backs.clear()
    _kept_backs[key] = kept


def _paint_kept_back(item: CiakCardItem, painter: QPainter) -> bool:
    """Paint a fanned card back from a pixmap kept for its size, angle and the exact part of a pixel it falls on.

    A hand's fan turns every back to a new angle when a card comes or goes, and each back painted again drew its
    turned, smoothly resampled picture (most of a back's ~0.25 ms). The same fan slot comes back at the same angle
    and the same place, so the pixmap drawn the first time is copied (:func:`paint_kept`: the same pixels)."""
    return paint_kept(item, painter, (item.width, item.tilt), _kept_backs.get, _keep_back, item._draw)


# ---------------------------------------------------------------------------------------------
# Company
# ---------------------------------------------------------------------------------------------


class CompanyItem(KitItem):
    """A company card. Model: :class:`CompanyModel` (the face, the controller's colour and mark, conquered).

    ``width`` x ``height`` is its slot (landscape by default: 1.4 x a 170 card width, a card's height
    turned); the origin is its top-left corner. A valid attack target glows, the others dim.
    """

    def __init__(self, key: object = None, width: float = 238.0, height: float = 170.0,
                 model: CompanyModel | None = None, *, detail: Detail = "table") -> None:
        super().__init__(key)
        self.w = width
        self.h = height
        self.detail: Detail = detail
        if model is not None:
            self.apply(model)

    w = Geometry()
    h = Geometry()
    highlighted = Geometry()  # the glow's room comes and goes with it

    def bounds(self) -> QRectF:
        return item_rect(self.w, self.h, self.highlighted)

    def outer_rect(self) -> QRectF:
        """The company with the glow's room round it (where previews and keys are placed)."""
        return glow_rect(self.w, self.h)

    def set_state(self, *, clickable: bool | None = None, highlighted: bool | None = None,
                  dimmed: bool | None = None) -> None:
        if highlighted is not None and highlighted != self.highlighted:
            self.prepareGeometryChange()  # the glow's room comes or goes (boundingRect)
        super().set_state(clickable=clickable, highlighted=highlighted, dimmed=dimmed)

    def footprint(self) -> QSizeF:
        return QSizeF(self.w, self.h)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self.update()

    def _radius(self) -> float:
        return max(5.0, 4.5 * min(self.w, self.h / CARD_RATIO) / 100)

    def _path(self) -> QPainterPath:
        path = QPainterPath()
        r = self._radius()
        path.addRoundedRect(QRectF(0, 0, self.w, self.h), r, r)
        return path

    def shape(self) -> QPainterPath:
        return self._path()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        model = self.model
        if not isinstance(model, CompanyModel):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        path = self._path()
        if self.highlighted:
            draw_glow(painter, self, rect, self._radius())
        detail = self.detail

        def art(p: QPainter, box: QRectF) -> None:
            paint_soft_shadow(p, box, 8)
            paint_company(p, box, model.face, model.colour or NEUTRAL_SEAT, detail=detail, mark=model.mark,
                          conquered=model.conquered)

        draw_art(painter, self, rect, ("company", model, detail, self.w, self.h), art, margins=SHADOW)
        paint_states(painter, path, hovered=self.hovered, clickable=self.clickable, dimmed=self.dimmed)


# ---------------------------------------------------------------------------------------------
# d20
# ---------------------------------------------------------------------------------------------


def tumble_faces(target: int, frames: int = 9) -> list[int]:
    """The numbers a rolling d20 shows before it stops on ``target`` (deterministic; never ``target``
    until the last, never the same twice in a row)."""
    out: list[int] = []
    v = (target * 7 + 3) % 20 + 1
    for _ in range(frames):
        v = (v * 13 + 5) % 20 + 1
        if out and v == out[-1]:
            v = v % 20 + 1
        if v == target:
            v = v % 20 + 1
        out.append(v)
    return [*out, target]


class D20Item(KitItem):
    """The twenty-sided die. Model: the value shown (int) or None (blank). Origin: its centre.

    :meth:`roll_to` tumbles it (~650 ms: faces flicker, the die spins and settles) and stops on the
    value; instant under reduce motion.
    """

    def __init__(self, key: object = "d20", size: float = 120.0, *, colour: QColor | str = "#c0392b",
                 value: int | None = None) -> None:
        super().__init__(key)
        self.size = size
        self.colour = QColor(colour)
        self.shown: int | None = value
        self.spin = 0.0
        self.bounce = 0.0
        self._roll: QVariantAnimation | None = None
        self.model = value
        self.ahead = DrawnAhead()  # the die still on the rolls the next moves may show (draw_ahead)

    size = Geometry()

    def bounds(self) -> QRectF:
        r = self.size * 0.62 + GLOW_PAD
        return QRectF(-r, -r, 2 * r, 2 * r)

    def footprint(self) -> QSizeF:
        return QSizeF(self.size, self.size)

    def centred(self) -> bool:
        return True

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.size * 0.48, self.size * 0.48)
        return path

    def set_colour(self, colour: QColor | str) -> None:
        c = QColor(colour)
        if c != self.colour:
            self.colour = c
            self.update()

    @property
    def rolling(self) -> bool:
        return self._roll is not None

    def model_did_change(self, old: object, new: object) -> None:
        self._stop_roll()
        self.shown = new if isinstance(new, int) else None
        self.spin = self.bounce = 0.0

    def roll_to(self, value: int, duration: int = 650) -> None:
        """Tumble and stop on ``value`` (instant under reduce motion or off the table)."""
        self._stop_roll()
        self.model = value
        if duration <= 0 or reduce_motion() or self.scene() is None:
            self.shown = value
            self.spin = self.bounce = 0.0
            self.update()
            return
        faces = tumble_faces(value)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(t: float) -> None:
            t = float(t)
            self.shown = faces[min(len(faces) - 1, int(t * len(faces)))]
            self.spin = (1 - t) ** 2 * 540
            self.bounce = abs(math.sin(t * 3 * math.pi)) * (1 - t)
            self.update()

        def done() -> None:
            self.shown = value
            self.spin = self.bounce = 0.0
            self._roll = None
            self.update()

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._roll = anim
        track(anim)
        anim.start()

    def _stop_roll(self) -> None:
        if self._roll is not None:
            anim, self._roll = self._roll, None
            anim.stop()

    def finish_animations(self) -> None:
        super().finish_animations()
        if self._roll is not None:
            self._roll.setCurrentTime(self._roll.duration())
            self._roll.stop()
            self._roll.finished.emit()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.spin == 0 and self.bounce == 0 and not (self.highlighted or self.hovered or self.dimmed) \
                and self.cacheMode() != QGraphicsItem.CacheMode.NoCache and not isinstance(painter.device(), QPicture) \
                and self.ahead.copy(painter, self.boundingRect(), self._still(self.shown, self.colour),
                                    lambda p: self._draw(p)):
            return
        self._draw(painter)

    def _still(self, value: int | None, colour: QColor) -> tuple[Any, ...]:
        return (value, colour.rgba(), self.size, self.clickable)

    def draw_ahead(self, rolls: list[tuple[int, str]], device: QTransform, hints: QPainter.RenderHint
                   ) -> Iterator[None]:
        """Draw the die lying still on each of ``rolls`` (value, colour: the fights the next moves may show) as Qt's
        item cache will draw it (``device``: the die's transform to the viewport; ``hints``: the view's), one a
        piece: the paint that shows it copies it (the kit's ``DrawnAhead``). Other pictures go."""
        keys = {self._still(v, QColor(c)) for v, c in rolls} | {self._still(self.shown, self.colour)}
        self.ahead.keep_only(keys)
        for v, c in dict.fromkeys(rolls):
            key = self._still(v, QColor(c))
            yield from self.ahead.draw(self.boundingRect(), [(key, partial(self._draw, value=v, colour=QColor(c),
                                                                           still=True))],
                                       cache_transform(device, self.boundingRect()), hints)

    def _draw(self, painter: QPainter, value: int | None = None, colour: QColor | None = None,
              still: bool = False) -> None:
        """The die (``still``: showing ``value`` in ``colour``, lying still, no state but clickable)."""
        s = self.size
        if still:
            shown, spin, lift = value, 0.0, 0.0
            colour = colour if colour is not None else self.colour
            highlighted = hovered = dimmed = False
        else:
            shown, spin, lift, colour = self.shown, self.spin, self.bounce * s * 0.18, self.colour
            highlighted, hovered, dimmed = self.highlighted, self.hovered, self.dimmed
        if highlighted:
            path = QPainterPath()
            path.addEllipse(QPointF(0, 0), s * 0.5, s * 0.5)
            paint_glow(painter, path)
        rect = QRectF(-s / 2, -s / 2 - lift, s, s)
        paint_d20(painter, rect, shown, colour=colour, spin=spin)
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), s * 0.48, s * 0.48)
        paint_states(painter, path, hovered=hovered, clickable=self.clickable, dimmed=dimmed)
