"""The Ciak! table's own kit items: cards (face or back, a staff member turned when used), item tabs,
company cards and chips, the seat frame, the phase bar, the fight banner with its d20, the arrows from
the stack to the targets, the studio map, the log and the open-hand tray.

Every item draws a frozen model from :mod:`gamesuite.ui.ciak.presenter` (``apply(model)`` is a no-op when
the model did not change) and never holds anything from a hand but the open tray's own cards.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPicture,
    QPixmap,
    QPolygonF,
    QTextLayout,
    QTextOption,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

from gamesuite.i18n import translate
from gamesuite.ui import theme
from gamesuite.ui.ciak import layout as L
from gamesuite.ui.ciak import paint
from gamesuite.ui.ciak.faces import CardFace, CompanyModel
from gamesuite.ui.ciak.items import CiakCardItem, D20Item, Kept, paint_kept
from gamesuite.ui.ciak.lollywood import LollywoodMap
from gamesuite.ui.ciak.presenter import PHASE_STEPS, CombatModel, PhaseModel, SeatModel, StackEntry
from gamesuite.ui.scene import text as text_module
from gamesuite.ui.scene.animation import DEFAULT_MS
from gamesuite.ui.scene.card import CARD_RATIO
from gamesuite.ui.scene.exact import DrawnAhead, cache_transform, draw_ahead, paint_exact
from gamesuite.ui.scene.item import Geometry, KitItem, paint_soft_shadow
from gamesuite.ui.scene.label import KeptLabel, LabelItem
from gamesuite.ui.scene.shapes import shape_path
from gamesuite.ui.scene.text import CENTRE, LEFT, RIGHT, draw_text, fit_font, text_height, text_width
from gamesuite.ui.scene.token import paint_disc
from gamesuite.ui.scene.zone import ZoneItem, slot_positions

Weight = QFont.Weight
WRAP_TOP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
FELT_PANEL = QColor("#1d4a3e")
LIGHT = theme.INK_ON_FELT
MUTED = theme.MUTED_ON_FELT


def _copies(item: QGraphicsItem, painter: QPainter) -> bool:
    """Whether ``item``'s paint may copy a picture drawn ahead: into its own cache (a plain scale), never into a
    recording painter or an uncached item (tests that read every string painted) or for a listening i18n scan."""
    return item.cacheMode() != QGraphicsItem.CacheMode.NoCache and not isinstance(painter.device(), QPicture) \
        and text_module.cut_texts is None


def paint_player_disc(p: QPainter, c: QPointF, r: float, colour: str, shape: str) -> None:
    p.save()
    p.translate(c)
    col = QColor(colour)
    paint_disc(p, col, r, depth=2)
    ink = theme.text_colour_on(col)
    p.setPen(QPen(ink, 1.5))
    p.setBrush(QColor(ink.red(), ink.green(), ink.blue(), 210))
    p.drawPath(shape_path(shape, 0, 0, r * 0.45))
    p.restore()


def paint_pill(p: QPainter, rect: QRectF, text: str, fill: str | QColor, size: float = 20) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(fill))
    p.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    draw_text(p, rect.adjusted(8, 0, -8, 0), text, size, weight=Weight.Bold, colour=theme.text_colour_on(QColor(fill)),
              align=CENTRE)
    p.restore()


class ItemTab(KitItem):
    """An item under the character it is equipped to (a tab with its name and bonus)."""

    DRAWN_FLAGS = frozenset({"highlighted", "hovered", "dimmed"})  # not clickable: it looks the same
    w = Geometry()
    h = Geometry()

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key)
        self.w, self.h = width, height

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self.update()

    def bounds(self) -> QRectF:
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def footprint(self) -> QSizeF:
        return QSizeF(self.w, self.h)

    @property
    def face(self) -> CardFace | None:
        return self.model if isinstance(self.model, CardFace) else None

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.w, self.h)
        if self.highlighted:
            painter.setPen(QPen(theme.HIGHLIGHT, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)
        if self.face is not None:
            paint.paint_item_tab(painter, rect, self.face)
        if self.hovered:
            painter.setPen(QPen(QColor(255, 255, 255, 220), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 6, 6)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(10, 20, 16, 140))
            painter.drawRoundedRect(rect, 6, 6)


class CompanyChip(KitItem):
    """A conquered company under its new controller: a strip in their colour with its points and name."""

    DRAWN_FLAGS = frozenset({"highlighted", "hovered", "dimmed"})  # not clickable: it looks the same
    w = Geometry()
    h = Geometry()

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key)
        self.w, self.h = width, height

    def bounds(self) -> QRectF:
        return QRectF(-6, -6, self.w + 12, self.h + 12)

    def footprint(self) -> QSizeF:
        return QSizeF(self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        m = self.model
        if not isinstance(m, CompanyModel):
            return
        rect = QRectF(0, 0, self.w, self.h)
        if self.highlighted:
            painter.setPen(QPen(theme.HIGHLIGHT, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 10, 10)
        paint.paint_chip(painter, rect, m.face, m.colour, m.mark)
        if self.hovered:
            painter.setPen(QPen(QColor(255, 255, 255, 220), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 8, 8)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(10, 20, 16, 140))
            painter.drawRoundedRect(rect, 8, 8)


def cast_slots(n: int, width: float, height: float, card_w: float, gap: float) -> list[tuple[QPointF, float]]:
    """Where a cast's ``n`` cards of ``card_w`` lie in its ``width`` x ``height`` zone (top-left, angle): the kit's
    row, and from ``L.CAST_STAGGER_FROM`` cards on staggered, every second card at the zone's foot (the caller gives
    those cards the narrower ``L.CAST_STAGGER_W``). What to avoid: a flat row of seven or more (each card hid the
    end of the previous card's name), and laying a cast out anywhere without this function (the drawing ahead of a
    cast's faces must find the same spots)."""
    spots = slot_positions("row", n, width, height, card_w, card_w * CARD_RATIO, gap=gap)
    if n < L.CAST_STAGGER_FROM:
        return spots
    low = height - card_w * CARD_RATIO
    return [(QPointF(pos.x(), low if i % 2 else 0.0), angle) for i, (pos, angle) in enumerate(spots)]


class CastZone(ZoneItem):
    """A seat's cast: :func:`cast_slots`, the lower cards of a staggered cast drawn over their neighbours (their
    names, at their tops, would otherwise lie under the next upper card)."""

    DRAWN_FLAGS = ZoneItem.DRAWN_FLAGS  # the kit zone's paint

    def __init__(self, key: object, width: float, height: float, gap: float) -> None:
        super().__init__(key, width, height, "row", outline=False, gap=gap)

    def positions(self, n: int) -> list[tuple[QPointF, float]]:
        card_w = self.items[0].footprint().width() if self.items else L.CAST_W
        return cast_slots(n, self.w, self.h, card_w, self.gap)

    def width_for(self, n: int, card_w: float) -> float:
        """How wide the zone is for ``n`` cards of ``card_w``: as wide as its cards (a cast starts at its company's
        side), at most the cast's area. The table sets it (``CiakTable.apply``) and works out slots ahead with it."""
        return min(L.CAST.width(), max(card_w, n * card_w + (n - 1) * self.gap))

    def slots_for(self, n: int, card_w: float) -> list[tuple[QPointF, float]]:
        """Where ``n`` cards of ``card_w`` will lie once the zone is :meth:`width_for` them (before it is)."""
        return cast_slots(n, self.width_for(n, card_w), self.h, card_w, self.gap)

    def staggered(self) -> bool:
        """Whether its cards lie staggered (:func:`cast_slots`): the arrow keys then take the cast as one row."""
        return len(self.items) >= L.CAST_STAGGER_FROM

    def relayout(self, *, animate: bool = True) -> None:
        super().relayout(animate=animate)
        n = len(self.items)
        if self.staggered():
            for i in range(1, n, 2):
                self.items[i].setZValue(n + i)


class AttachZone(ZoneItem):
    """A zone whose items sit at given x positions (item tabs under their characters)."""

    DRAWN_FLAGS = ZoneItem.DRAWN_FLAGS  # the kit zone's paint

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key, width, height, "row", outline=False)
        self.xs: list[float] = []

    def positions(self, n: int) -> list[tuple[QPointF, float]]:
        xs = self.xs + [0.0] * max(0, n - len(self.xs))
        return [(QPointF(xs[i], 0), 0.0) for i in range(n)]


class HandZone(ZoneItem):
    """A hand of card backs fanned like the kit's ``fan`` zone, each card tilted by drawing itself tilted
    (:meth:`CiakCardItem.set_tilt`) instead of being turned by Qt: a repaint then copies each back's cached
    pixmap instead of resampling it turned. Places and angles are the fan's own."""

    DRAWN_FLAGS = ZoneItem.DRAWN_FLAGS  # the kit zone's paint

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key, width, height, "fan", outline=False)

    def relayout(self, *, animate: bool = True) -> None:
        for z, (item, (pos, angle)) in enumerate(zip(self.items, self.positions(len(self.items)), strict=True)):
            item.setZValue(z)
            item.move_to(pos, DEFAULT_MS if animate else 0)
            if isinstance(item, CiakCardItem):
                if item.rotation() != 0:
                    item.setRotation(0)
                    item.refresh_cache_mode()
                item.set_tilt(angle)
            elif item.rotation() != angle:
                item.setRotation(angle)
                item.refresh_cache_mode()


# ---------------------------------------------------------------------------------- the seat


class ClipTile(KitItem):
    """One tile of a bigger picture drawn as several tiles that do not overlap (each draws the whole picture clipped
    to its own rectangle): what changes or shows on its own repaints the tiles it touches, not the bigger picture's
    whole bounding rectangle with everything under it (a seat's glow is a ring: as one item, lighting it repainted
    the whole seat, ~0.3 Mpx at 1080p). The tiles' clips meet exactly (Qt rounds a clip rectangle's edges to whole
    device pixels the same way for every tile), so the tiles' pixels are the bigger picture's. The picture must not
    reach outside the tiles; ``draw(painter)`` draws in the tile's parent's units (a tile sits at the parent's
    origin). Not hit by the pointer."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    area = Geometry()

    def __init__(self, parent: KitItem, rect: QRectF, draw: Callable[[QPainter], None]) -> None:
        super().__init__(None, parent)
        self.area = QRectF(rect)
        self.draw = draw
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def bounds(self) -> QRectF:
        return QRectF(self.area)

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setClipRect(self.area, Qt.ClipOperation.IntersectClip)
        self.draw(painter)


class SeatGlow(KitItem):
    """The glow round a seat whose turn it is. Shown by opacity (hiding an item drops its cached pixmap), so
    a turn passing round the table paints nothing again. The glow is a ring: it is drawn as four
    :class:`ClipTile` strips (the top and bottom with the rounded corners, the two sides between them), so lighting
    it repaints the ring, not the whole seat under it. The glow itself draws nothing."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()

    CORNER = 22.0  # how far into the seat the rounded corners of the ring reach (the top and bottom strips' depth)
    OUT = 16.0  # the strips' room outside the seat (the ring reaches 11 units out, antialiased)

    def __init__(self, parent: KitItem, width: float, height: float) -> None:
        super().__init__(None, parent)
        self.w, self.h = width, height
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(self.GraphicsItemFlag.ItemStacksBehindParent)
        self.setFlag(self.GraphicsItemFlag.ItemHasNoContents)
        self.setOpacity(0.0)
        o, c = self.OUT, self.CORNER
        w, h = width, height
        self.strips = [ClipTile(self, rect, self.draw_ring) for rect in (
            QRectF(-o, -o, w + 2 * o, o + c),  # the top, its corners included
            QRectF(-o, h - c, w + 2 * o, c + o),  # the bottom
            QRectF(-o, c, o, h - 2 * c),  # the left side between them
            QRectF(w, c, o, h - 2 * c))]  # the right side

    def bounds(self) -> QRectF:
        return QRectF(-12, -12, self.w + 24, self.h + 24)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Nothing: the strips draw (see the class)."""

    def draw_ring(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        for grow, alpha in ((9, 70), (5, 255)):
            c = QColor(theme.HIGHLIGHT)
            c.setAlpha(alpha)
            painter.setPen(QPen(c, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), 16 + grow, 16 + grow)


class SeatBackdrop(KitItem):
    """What of a seat changes only when the player's colour or state does: the frame in their colour, the
    header band and the empty staff slots. A child of the :class:`SeatFrame`, drawn behind it and cached on
    its own, so the frame's numbers change without repainting all this. Model: ``(colour, alive)``."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()

    def __init__(self, parent: KitItem, width: float, height: float, layout: object) -> None:
        super().__init__(None, parent)
        self.w, self.h = width, height
        self.lay = layout
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(self.GraphicsItemFlag.ItemStacksBehindParent)

    def bounds(self) -> QRectF:
        return QRectF(-3, -3, self.w + 6, self.h + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.model is None:
            return
        colour, alive = self.model
        L = self.lay  # noqa: N806 - the layout module
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        col = QColor(colour)
        painter.setPen(QPen(col, 4))
        painter.setBrush(FELT_PANEL if alive else QColor("#2a3431"))
        painter.drawRoundedRect(rect, 16, 16)
        head = QPainterPath()
        head.addRoundedRect(rect, 16, 16)
        band = QPainterPath()
        band.addRect(QRectF(0, 0, self.w, L.HEADER_H))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.blend(col, "#0b1f19", 0.45))
        painter.drawPath(head.intersected(band))
        # staff slots
        for i, (card, label) in enumerate(zip(L.STAFF_CARD, L.STAFF_LABEL, strict=True)):
            painter.setPen(QPen(QColor(255, 255, 255, 60), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 35))
            painter.drawRoundedRect(card, 6, 6)
            draw_text(painter, label, f"{i + 1}★", 18, weight=Weight.Bold, colour=MUTED, align=CENTRE)


class FramePart(KitItem):
    """One part of a big item that changes on its own (a seat's header, totals, hand count or empty-cast note; a
    step of the phase bar or its title). A small cached child: a changed number repaints this part's pixmap, not
    a pixmap as big as the whole seat or bar (~3.8 ms a seat at 1080p, most of it filling and copying empty
    pixels). Model: the values the part draws (``look``); ``source`` is the model they came from, given to
    ``draw(painter, source)``."""

    PAD = 4.0  # room round the part's box (antialiased edges, a disc's outline)
    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    area = Geometry()

    def __init__(self, parent: KitItem, rect: QRectF, draw: Callable[[QPainter, Any], None],
                 ahead: DrawnAhead | None = None) -> None:
        super().__init__(None, parent)
        self.area = rect.adjusted(-self.PAD, -self.PAD, self.PAD, self.PAD)
        self.draw = draw
        self.source: Any = None
        self.ahead = ahead if ahead is not None else DrawnAhead()  # looks drawn ahead (a pool's parts share one)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def bounds(self) -> QRectF:
        return QRectF(self.area)

    def show_look(self, look: object, source: Any) -> None:
        self.source = source
        self.apply(look)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.source is None or self.model is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw = partial(self.draw_with, source=self.source)
        if not _copies(self, painter) or not self.ahead.copy(painter, self.boundingRect(), (self.model,), draw):
            draw(painter)

    def draw_with(self, painter: QPainter, source: Any) -> None:
        self.draw(painter, source)

    def look_ahead(self, looks: Sequence[tuple[object, Any]], device: QTransform, hints: QPainter.RenderHint
                   ) -> Iterator[None]:
        """Draw the part's picture for each of ``looks`` (look, the model it comes from: what the next moves may
        show) as Qt's item cache will draw it (``device``: the part's transform to the viewport; ``hints``: the
        view's), one a piece: the paint that shows one copies it (the kit's :class:`DrawnAhead`). Pictures of
        other looks than these and the one shown go."""
        self.ahead.keep_only({(look,) for look, _m in looks} | {(self.model,)})
        if text_module.cut_texts is not None:
            return
        yield from self.ahead.draw(self.boundingRect(), [((look,), partial(self.draw_with, source=m))
                                                         for look, m in dict(looks).items() if look != self.model],
                                   cache_transform(device, self.boundingRect()), hints)


SeatPart = FramePart  # the seat's parts


class PartPool:
    """A :class:`FramePart` whose looks come back (the "TURN" badge going round the table, a lit step of the phase
    bar, a hand of 5 then 6 then 5 cards): up to ``keep`` copies in the same place, each keeping one look in its
    cached pixmap, the one showing it at full opacity and the others at none. A look shown again costs no paint:
    Qt copies the pixmap it kept (an item hidden by ``hide()`` would drop it; one at opacity 0 keeps it). A new
    look is painted by the copy shown longest ago. Same interface as a part (``show_look``, ``model``,
    ``source``), plus :meth:`set_shown` (opacity 0 for all: a part that draws nothing now is not blended)."""

    def __init__(self, parent: KitItem, rect: QRectF, draw: Callable[[QPainter, Any], None], keep: int) -> None:
        self.parent, self.rect, self.draw, self.keep = parent, rect, draw, keep
        self.ahead = DrawnAhead()  # the looks drawn ahead, for every copy (they lie in the same place)
        self.parts: list[FramePart] = []  # least recently shown first
        self.shown_part = self._new()
        self.shown_part.setOpacity(1.0)
        self.on = True

    def _new(self) -> FramePart:
        part = FramePart(self.parent, self.rect, self.draw, self.ahead)
        part.setOpacity(0.0)
        self.parts.append(part)
        return part

    @property
    def model(self) -> Any:
        return self.shown_part.model

    @property
    def source(self) -> Any:
        return self.shown_part.source

    def show_look(self, look: object, source: Any) -> None:
        shown = self.shown_part
        if look == shown.model:
            shown.source = source
            return
        part = next((pt for pt in self.parts if pt.model == look), None)
        if part is None:
            part = self._new() if len(self.parts) < self.keep else self.parts[0]
        part.show_look(look, source)
        self.parts.remove(part)
        self.parts.append(part)
        shown.setOpacity(0.0)
        part.setOpacity(1.0 if self.on else 0.0)
        self.shown_part = part

    def set_shown(self, on: bool) -> None:
        self.on = on
        self.shown_part.setOpacity(1.0 if on else 0.0)

    def look_ahead(self, looks: Sequence[tuple[object, Any]], device: QTransform, hints: QPainter.RenderHint
                   ) -> Iterator[None]:
        """:meth:`FramePart.look_ahead` for the looks no copy keeps in its cached pixmap (those are shown again
        without a paint)."""
        kept = {pt.model for pt in self.parts}
        yield from self.shown_part.look_ahead([(look, m) for look, m in looks if look not in kept], device, hints)




class SeatFrame(KitItem):
    """A player's corner: the frame in their colour (glowing on their turn), the header with their name,
    disc and badges, their millions as a counter (a number and ten bars), their totals and star spaces,
    the staff slots and the hand count. The frame, the header band and the slots are its
    :class:`SeatBackdrop` (they change only with the turn); the header, the totals, the hand count and the empty
    cast's note are :class:`SeatPart` children, each repainted only when what it shows changed. The frame itself
    draws nothing."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()

    def __init__(self, key: object, width: float, height: float, layout: object) -> None:
        super().__init__(key)
        self.w, self.h = width, height
        self.lay = layout
        self.setAcceptHoverEvents(False)
        self.setZValue(-5)
        self.setFlag(self.GraphicsItemFlag.ItemHasNoContents)
        self.glow = SeatGlow(self, width, height)  # first: under the backdrop
        self.backdrop = SeatBackdrop(self, width, height, layout)
        L = layout  # noqa: N806 - the layout module
        head = L.HEADER_H  # type: ignore[attr-defined]
        self.header = SeatPart(self, QRectF(0, 0, 54 + 330, head), self._paint_name)
        # the looks that come back are pooled: "TURN" on and off, hands and millions going up and down
        self.badges = PartPool(self, QRectF(54, 0, width - 300 - 54, head), self._paint_badges, 2)
        self.millions = PartPool(self, QRectF(width - 16 - 90 - 150, 0, 150 + 90 + 16, head), self._paint_millions, 3)
        self.totals = SeatPart(self, QRectF(L.TOTALS), self._paint_totals)  # type: ignore[attr-defined]
        self.hand = PartPool(self, QRectF(L.HAND_COUNT), self._paint_hand, 4)  # type: ignore[attr-defined]
        self.empty = SeatPart(self, L.CAST.adjusted(20, 20, -20, -20), self._paint_empty)  # type: ignore[attr-defined]

    def bounds(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def apply(self, model: object) -> bool:
        """Keep ``model``; each part repaints only when something it draws changed (a seat's model also changes
        when its cast's cards or who is deciding change, which the cards and the phase bar show)."""
        if model == self.model:
            return False
        self.model = model
        m: SeatModel | None = model if isinstance(model, SeatModel) else None
        self.backdrop.apply(None if m is None else (m.colour, m.alive))
        self.glow.setOpacity(1.0 if m is not None and m.active else 0.0)
        if m is None:
            for part in (self.header, self.badges, self.millions, self.totals, self.hand, self.empty):
                part.show_look(None, None)
            self.badges.set_shown(False)
            self.empty.setVisible(False)
            return True
        # parts that draw nothing now are not shown: Qt would blend their empty pixmaps at every paint of the table
        self.badges.set_shown(m.winner or not m.alive or m.active or bool(m.bot) or bool(m.team) or m.autopass)
        self.empty.setVisible(not m.cast and m.alive)
        for part, look in self.part_looks(m):
            part.show_look(look, m)
        return True

    def part_looks(self, m: SeatModel) -> list[tuple[FramePart | PartPool, object]]:
        """Each part and the look it shows for ``m`` (the badges are placed after the name)."""
        return [(self.header, (m.name, m.colour, m.shape)),
                (self.badges, (m.name, m.winner, m.alive, m.active, m.bot, m.team, m.autopass)),
                (self.millions, m.millions), (self.totals, (m.cast_used, m.cast_limit, m.total_att, m.total_dif)),
                (self.hand, (m.hand_size, m.hand_open)), (self.empty, (bool(m.cast), m.alive))]

    def looks_ahead(self, models: Sequence[SeatModel], vt: QTransform, hints: QPainter.RenderHint
                    ) -> Iterator[None]:
        """The parts' looks ``models`` (the seat after each of the next moves) show, drawn ahead (``vt``: the view's
        transform; ``hints``: its hints)."""
        looks: dict[int, tuple[FramePart | PartPool, list[tuple[object, Any]]]] = {}
        for m in models:
            for part, look in self.part_looks(m):
                looks.setdefault(id(part), (part, []))[1].append((look, m))
        for part, wanted in looks.values():
            shown = part.shown_part if isinstance(part, PartPool) else part
            if any(look != part.model for look, _m in wanted) or shown.ahead.kept:
                yield from part.look_ahead(wanted, shown.deviceTransform(vt), hints)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Nothing: the parts draw (see the class)."""

    def _paint_name(self, painter: QPainter, m: SeatModel) -> None:
        L = self.lay  # noqa: N806 - the layout module
        paint_player_disc(painter, QPointF(28, L.HEADER_H / 2), 18, m.colour, m.shape)
        draw_text(painter, QRectF(54, 0, 330, L.HEADER_H), m.name, theme.SIZE_NAME + 2, weight=Weight.Bold,
                  colour=LIGHT, align=LEFT)

    def _paint_badges(self, painter: QPainter, m: SeatModel) -> None:
        name_w = min(330.0, _text_w(m.name, theme.SIZE_NAME + 2))
        x = 54 + name_w + 14
        badges = []
        if m.winner:  # gold, the colour of the stars (the seat's own colour would vanish on its header band)
            badges.append((translate("ciak", "★ WINNER"), "#ffd45a"))
        if not m.alive:
            badges.append((translate("ciak", "OUT"), "#e05a4f"))
        elif m.active:
            badges.append((translate("ciak", "TURN"), "#ffd45a"))
        if m.bot:
            badges.append((translate("ciak", "Computer · {strength}").format(strength=m.bot), "#9fd3ff"))
        if m.team:
            badges.append((m.team, "#e8e2d2"))
        if m.autopass:
            badges.append((translate("ciak", "Auto-pass"), "#cfe7d8"))
        limit = self.w - 300
        for text, fill in badges:
            w = _text_w(text, 19, Weight.Bold) + 24
            if x + w > limit:
                break
            paint_pill(painter, QRectF(x, 9, w, 30), text, fill, 19)
            x += w + 8

    def _paint_millions(self, painter: QPainter, m: SeatModel) -> None:
        """The millions: the number and ten bars (0-10)."""
        L = self.lay  # noqa: N806 - the layout module
        right = self.w - 16
        bars_w = 10 * 9
        bx = right - bars_w
        for i in range(10):
            r = QRectF(bx + i * 9, 13, 6, 22)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#f2c14e") if i < m.millions else QColor(255, 255, 255, 45))
            painter.drawRoundedRect(r, 2, 2)
        draw_text(painter, QRectF(bx - 150, 0, 112, L.HEADER_H), translate("ciak", "%n million", n=m.millions), 24, weight=Weight.Bold,  # noqa: E501
                  colour=LIGHT, align=RIGHT)
        paint.paint_coin(painter, QPointF(bx - 22, L.HEADER_H / 2), 13, "M")

    def _paint_totals(self, painter: QPainter, m: SeatModel) -> None:
        """Totals and star spaces, one line under the cast."""
        t = self.lay.TOTALS  # type: ignore[attr-defined]
        over = m.cast_used > m.cast_limit
        third = t.width() / 3
        att, dif = f"ATT {m.total_att}", f"DIF {m.total_dif}"  # the cards' own symbols, in every language
        draw_text(painter, QRectF(t.left(), t.top(), third, t.height()), att, 30,
                  weight=Weight.Bold, colour=LIGHT, align=LEFT, minimum=15)
        draw_text(painter, QRectF(t.left() + third, t.top(), third, t.height()), dif, 30,
                  weight=Weight.Bold, colour=LIGHT, align=LEFT, minimum=15)
        draw_text(painter, QRectF(t.left() + 2 * third, t.top(), third, t.height()),
                  f"★ {m.cast_used}/{m.cast_limit}", 30, weight=Weight.Bold,
                  colour=theme.DANGER if over else QColor("#f2c14e"), align=RIGHT)

    def _paint_hand(self, painter: QPainter, m: SeatModel) -> None:
        hc = self.lay.HAND_COUNT  # type: ignore[attr-defined]
        text = translate("ciak", "hand open") if m.hand_open else translate("ciak", "{count} in hand").format(count=m.hand_size)  # noqa: E501
        draw_text(painter, hc, text, 26, weight=Weight.Bold, colour=theme.HIGHLIGHT if m.hand_open else LIGHT,
                  align=CENTRE)

    def _paint_empty(self, painter: QPainter, m: SeatModel) -> None:
        if not m.cast:
            c = self.lay.CAST  # type: ignore[attr-defined]
            draw_text(painter, c.adjusted(20, 20, -20, -20), translate("ciak", "No characters in play") if m.alive else "", 24,  # noqa: E501
                      weight=Weight.DemiBold, colour=MUTED, align=CENTRE)


def _text_w(text: str, size: float, weight: QFont.Weight = Weight.Bold) -> float:
    from PySide6.QtGui import QFontMetricsF

    return QFontMetricsF(theme.font(size, weight)).horizontalAdvance(text)


class LabelPool:
    """A label whose text comes back (whose turn, who holds priority, the prompt): a few :class:`LabelItem` in the
    same place, each keeping one (text, colour) painted in its cached pixmap, the one showing it at full opacity
    and the others at none. Priority going round four players then repaints no text: Qt copies the pixmaps it
    kept (an item hidden by ``hide()`` would drop its pixmap; one at opacity 0 keeps it). A text not kept is
    painted by the label shown longest ago. ``text`` and ``colour`` are what shows.

    Labels made as :class:`PoolLabel` (the kit's ``KeptLabel``) share one store of looks (they stand at one place, at
    one size): :meth:`draw_ahead` draws the texts the next moves will show in idle time, and the label that shows one
    copies it, whichever of the pool it is (the prompt's title and hint: 0.3-1 ms a text at 1080p)."""

    def __init__(self, make: Callable[[], LabelItem], place: Callable[[LabelItem], None], size: int = 6) -> None:
        self._make = make
        self._place = place
        self.size = size
        self.kept: dict[tuple[Hashable, ...], Kept] = {}  # the PoolLabels' looks, shared
        self.labels: list[LabelItem] = []  # least recently shown first
        self.shown: LabelItem = self._new()
        self.shown.setOpacity(1.0)

    def _new(self) -> LabelItem:
        label = self._make()
        if isinstance(label, PoolLabel):
            label.__dict__["_looks"] = self.kept  # (KeptLooks' store, by its name)
        label.setOpacity(0.0)
        self._place(label)
        self.labels.append(label)
        return label

    @property
    def text(self) -> str:
        return self.shown.text

    @property
    def colour(self) -> QColor:
        return self.shown.colour

    def place(self, pos: QPointF, width: float, height: float) -> None:
        """Move the labels to ``pos`` and size them ``width`` x ``height``. One not shown that moved paints again
        when it shows (Qt would put the pixmap it kept at the nearest whole pixel)."""
        for label in self.labels:
            moved = label.pos() != pos
            if moved:
                label.setPos(pos)
            label.set_size(width, height)
            if moved and label is not self.shown:
                label.update()

    def show(self, text: str, colour: QColor | str | None = None) -> None:
        """Show ``text`` (in ``colour``; None: the colour shown now)."""
        col = self.shown.colour if colour is None else QColor(colour)
        if self.shown.text == text and self.shown.colour == col:
            return
        label = next((lb for lb in self.labels if lb.text == text and lb.colour == col), None)
        if label is None:
            label = self._new() if len(self.labels) < self.size else self.labels[0]
            label.set_text(text)
            label.set_colours(col)
        self.labels.remove(label)
        self.labels.append(label)
        self.shown.setOpacity(0.0)
        label.setOpacity(1.0)
        self.shown = label

    def draw_ahead(self, looks: Sequence[tuple[str, QColor | str | None, QPointF | None, float | None]],
                   vt: QTransform, hints: QPainter.RenderHint) -> Iterator[None]:
        """Draw the looks (text, colour, where and how wide; None: the colour, place, width shown now; a place is the
        labels' position, in their parent's units) the next moves may show, as the label that shows one will paint it
        in its device cache (``vt``: the view's transform; ``hints``: its hints), one a piece; the pictures of other
        looks than these and those the labels hold go. Nothing for a pool of plain labels."""
        label = self.shown
        if not isinstance(label, PoolLabel):
            return
        wanted: dict[tuple[Hashable, ...], tuple[str, QColor | None, QPointF | None, float | None]] = {}
        for text, colour, at, width in looks:
            ink = None if colour is None else QColor(colour)
            look = label.look_of(text, ink, width=width)
            if at is not None and at != label.pos():
                look = (*look, at.x(), at.y())  # (only to tell places apart here)
            wanted.setdefault(look, (text, ink, at, width))
        held = {lb.look() for lb in self.labels if lb.pos() == label.pos()}
        drawn = {look[:len(label.look())] for look in wanted}
        for full in [k for k in self.kept if k[:-4] not in drawn and k[:-4] not in held]:
            del self.kept[full]  # (scale, part of a pixel, hints follow the look)
        here = label.deviceTransform(vt)
        parent = label.parentItem()
        for look, (text, ink, at, width) in wanted.items():
            if look in held:
                continue  # a label holds it in its device cache: showing it paints nothing
            if at is None or at == label.pos():
                device = here
            else:  # composed as Qt composes an item's (its parent's scene transform translated by its position)
                base = parent.sceneTransform() if parent is not None else QTransform()
                device = QTransform(base).translate(at.x(), at.y()) * vt
            bounds = QRectF(0, 0, label.w if width is None else width, label.h)
            label.draw_text_ahead(text, cache_transform(device, bounds), hints, ink, width=width)
            yield None


class PoolLabel(KeptLabel):
    """A :class:`LabelPool`'s label: the kit's ``KeptLabel``, its looks in the pool's store (:attr:`KEEP` of them)."""

    KEEP = 16  # the labels shown (up to 6) and the texts of the next moves: ~0.2 MB a prompt title at 1080p


# ---------------------------------------------------------------------------------- the middle


class PhaseBar(KitItem):
    """Whose turn it is (big), the five steps of the turn with the current one lit, and who holds priority
    (a label of its own: priority moves at every pass). The title and each step are :class:`FramePart` children:
    a new step repaints the two steps that changed, a new turn the title too; the bar draws its band."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key)
        self.w, self.h = width, height
        self.setAcceptHoverEvents(False)

        def place(label: LabelItem) -> None:
            label.setParentItem(self)
            label.setPos(width - 420, 0)

        self.priority = LabelPool(lambda: PoolLabel("", 404, height, size=30, weight=Weight.Bold, colour=MUTED,
                                                    align=RIGHT), place)
        self._look: str | None = None  # the active player's colour (the band's)
        self.title = FramePart(self, QRectF(24, 0, 560, height), self._paint_title)
        # a step is off, or lit in the colour of whoever's turn it is: five looks, pooled
        self.steps = [PartPool(self, self._step_rect(i).adjusted(0, -7, 10, 7), self._step_painter(i), 5)
                      for i in range(len(PHASE_STEPS))]

    @staticmethod
    def priority_look(m: PhaseModel) -> tuple[str, QColor]:
        """The priority label's text and colour for ``m``: who holds priority, or the mode's title."""
        if m.priority_name:
            return translate("ciak", "Priority: {name}").format(name=m.priority_name), QColor(theme.HIGHLIGHT)
        return m.mode_title, QColor(MUTED)

    def _step_rect(self, i: int) -> QRectF:
        steps_w = 820
        x0 = (self.w - steps_w) / 2 + 40
        step_w = steps_w / len(PHASE_STEPS)
        return QRectF(x0 + i * step_w + 4, 7, step_w - 8, self.h - 14)

    def apply(self, model: object) -> bool:
        """Keep ``model``; the parts repaint when the turn or the step changes, the label when priority moves."""
        if model == self.model:
            return False
        self.model = model
        m: PhaseModel | None = model if isinstance(model, PhaseModel) else None
        if m is None:
            self.priority.show("")
        else:
            self.priority.show(*self.priority_look(m))
        look = None if m is None else m.active_colour
        if look != self._look:
            self._look = look
            self.update()
        self.title.show_look(None if m is None else (m.turn, m.active_name), m)
        for i, part in enumerate(self.steps):
            on = m is not None and PHASE_STEPS[i][0] == m.phase
            part.show_look(None if m is None else (on, m.active_colour if on else None), m)
        return True

    def looks_ahead(self, models: Sequence[PhaseModel], vt: QTransform, hints: QPainter.RenderHint
                    ) -> Iterator[None]:
        """The title's and the steps' looks ``models`` (the bar after each of the next moves) show, drawn ahead
        (``vt``: the view's transform; ``hints``: its hints)."""
        titles = [((m.turn, m.active_name), m) for m in models]
        if any(look != self.title.model for look, _m in titles) or self.title.ahead.kept:
            yield from self.title.look_ahead(titles, self.title.deviceTransform(vt), hints)
        for i, part in enumerate(self.steps):
            looks = [((on, m.active_colour if on else None), m) for m in models
                     for on in (PHASE_STEPS[i][0] == m.phase,)]
            if any(look != part.model for look, _m in looks) or part.ahead.kept:
                yield from part.look_ahead(looks, part.shown_part.deviceTransform(vt), hints)

    def bounds(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        m: PhaseModel | None = self.model
        if m is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect, 14, 14)
        painter.setBrush(QColor(m.active_colour))
        painter.drawRoundedRect(QRectF(0, 0, 12, self.h), 6, 6)

    def _paint_title(self, painter: QPainter, m: PhaseModel) -> None:
        turn = translate("ciak", "Turn {turn} · {name}").format(turn=m.turn, name=m.active_name)
        draw_text(painter, QRectF(24, 0, 560, self.h), turn, theme.SIZE_FOCUS - 6,
                  weight=Weight.Bold, colour=LIGHT, align=LEFT)

    def _step_painter(self, i: int) -> Callable[[QPainter, PhaseModel], None]:
        def draw(painter: QPainter, m: PhaseModel) -> None:
            phase, num, word = PHASE_STEPS[i]
            col = QColor(m.active_colour)
            r = self._step_rect(i)
            on = phase == m.phase
            painter.setPen(QPen(theme.HIGHLIGHT, 3) if on else Qt.PenStyle.NoPen)
            painter.setBrush(theme.blend(col, "#ffffff", 0.15) if on else QColor(255, 255, 255, 30))
            painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
            label = f"{num} {translate('ciak', word)}" if num else translate("ciak", word)
            ink = theme.text_colour_on(theme.blend(col, "#ffffff", 0.15)) if on else MUTED
            draw_text(painter, r, label, 26 if on else 22, weight=Weight.Bold if on else Weight.DemiBold,
                      colour=ink, align=CENTRE)
            if i < len(PHASE_STEPS) - 1:
                draw_text(painter, QRectF(r.right() - 2, 0, 12, self.h), "·", 22, colour=MUTED, align=CENTRE)

        return draw


class CombatBanner(KitItem):
    """The fight, its own moment: attacker against defender, the d20 (tumbling, then still) against the
    points it needed, total ATT against total DIF updating as answers land, then the outcome."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key)
        self.w, self.h = width, height
        self.setAcceptHoverEvents(False)
        self.setZValue(5)
        self.die = D20Item("d20", 82)
        self.die.setParentItem(self)
        self.die.setPos(58, 88)
        self.die.setAcceptHoverEvents(False)
        self.ahead = DrawnAhead()  # the fights the next moves may show, and the one shown (draw_ahead)

    def bounds(self) -> QRectF:
        return QRectF(-8, -8, self.w + 16, self.h + 16)

    def model_did_change(self, old: object, new: object) -> None:
        if not isinstance(new, CombatModel):
            self.hide()
            return
        self.show()
        self.die.set_colour(new.attacker_colour)
        fresh = not isinstance(old, CombatModel) or (old.attacker, old.defender, old.roll, old.turn) != (
            new.attacker, new.defender, new.roll, new.turn)
        if fresh:
            self.die.roll_to(new.roll)

    def finish_animations(self) -> None:
        super().finish_animations()
        self.die.finish_animations()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        m: CombatModel | None = self.model
        if m is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw = partial(self._draw, m=m)
        if not _copies(self, painter) or not self.ahead.copy(painter, self.boundingRect(), (m, self.w, self.h), draw):
            draw(painter)

    def draw_ahead(self, models: Sequence[CombatModel], device: QTransform, hints: QPainter.RenderHint
                   ) -> Iterator[None]:
        """Draw the banner's picture for each of ``models`` (the fights the next moves may show: the CiakUI's moves
        ahead) as Qt's item cache will draw it (``device``: the banner's transform to the viewport; ``hints``: the
        view's), one a piece: the paint that shows one copies it (the kit's :class:`DrawnAhead`). Pictures of other
        fights than these and the one shown go."""
        keys: set[tuple[Hashable, ...]] = {(m, self.w, self.h) for m in (*models, self.model)
                                           if isinstance(m, CombatModel)}
        self.ahead.keep_only(keys)
        if text_module.cut_texts is not None:
            return
        yield from self.ahead.draw(self.boundingRect(), [((m, self.w, self.h), partial(self._draw, m=m))
                                                         for m in dict.fromkeys(models) if m != self.model],
                                   cache_transform(device, self.boundingRect()), hints)

    @staticmethod
    def versus_width(word: str) -> float:
        """The width of the disc between the two names: a circle for "vs", a pill as wide as a longer word needs
        at its full size (the Italian "contro" squeezed into the circle was about 8 px high on a 1280x800
        screen). The names' boxes end beside it, so a long name is fitted rather than drawn under it."""
        return max(38.0, math.ceil(text_width(word, 18, Weight.Bold)) + 16.0)

    def _draw(self, painter: QPainter, m: CombatModel) -> None:
        rect = QRectF(0, 0, self.w, self.h)
        paint_soft_shadow(painter, rect, 14)
        painter.setPen(QPen(QColor("#0b1f19"), 2))
        painter.setBrush(QColor("#f4eedf"))
        painter.drawRoundedRect(rect, 14, 14)
        a, d = QColor(m.attacker_colour), QColor(m.defender_colour)
        clip = QPainterPath()
        clip.addRoundedRect(rect, 14, 14)
        painter.save()
        painter.setClipPath(clip)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(a)
        painter.drawRect(QRectF(0, 0, self.w / 2, 42))
        painter.setBrush(d)
        painter.drawRect(QRectF(self.w / 2, 0, self.w / 2, 42))
        painter.restore()
        versus = translate("ciak", "vs")
        half = self.versus_width(versus) / 2
        draw_text(painter, QRectF(12, 0, self.w / 2 - half - 15, 42), m.attacker_name, 26, weight=Weight.Bold,
                  colour=theme.text_colour_on(a), align=LEFT)
        draw_text(painter, QRectF(self.w / 2 + half + 3, 0, self.w / 2 - half - 15, 42), m.defender_name, 26,
                  weight=Weight.Bold, colour=theme.text_colour_on(d), align=RIGHT)
        painter.setPen(QPen(QColor("#0b1f19"), 2))
        painter.setBrush(QColor("#f4eedf"))
        painter.drawRoundedRect(QRectF(self.w / 2 - half, 2, 2 * half, 38), 19, 19)
        draw_text(painter, QRectF(self.w / 2 - half, 2, 2 * half, 38), versus, 18, weight=Weight.Bold,
                  colour=paint.INK, align=CENTRE)
        needs = translate("ciak", "needs {needs}").format(needs=m.needs) if m.needs is not None else translate("ciak", "d20")  # noqa: E501
        draw_text(painter, QRectF(6, 134, 104, 26), needs, 20, weight=Weight.Bold, colour=paint.MUTED, align=CENTRE)
        if m.stage != "failed":
            win_a, win_d = m.att > m.dif, m.dif > m.att
            box = QRectF(112, 50, self.w - 124, 44)
            draw_text(painter, QRectF(box.left(), box.top(), box.width() * 0.5, box.height()), f"ATT {m.att}", 36,  # noqa: E501
                      weight=Weight.Bold, colour=paint.UP if win_a else paint.INK, align=LEFT)
            draw_text(painter, QRectF(box.left() + box.width() * 0.5, box.top(), box.width() * 0.5, box.height()),
                      f"DIF {m.dif}", 36, weight=Weight.Bold, colour=paint.UP if win_d else paint.INK, align=RIGHT)  # noqa: E501
        draw_text(painter, QRectF(112, 98, self.w - 124, self.h - 104), m.detail, 20, weight=Weight.DemiBold,
                  colour=paint.INK if m.outcome else paint.MUTED,
                  align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, wrap=True, minimum=15)


@dataclass(frozen=True)
class Arrow:
    x1: float
    y1: float
    x2: float
    y2: float
    colour: str
    bend: int = 1  # which side the curve bows to (+1 / -1)


def arrow_control(a: Arrow) -> QPointF:
    """The control point of the arrow's curve (it bows to one side by a quarter of its length, at most 120)."""
    mid = QPointF((a.x1 + a.x2) / 2, (a.y1 + a.y2) / 2)
    length = math.hypot(a.x2 - a.x1, a.y2 - a.y1) or 1.0
    nx, ny = -(a.y2 - a.y1) / length, (a.x2 - a.x1) / length
    bend = min(120.0, length * 0.25) * a.bend
    return QPointF(mid.x() + nx * bend, mid.y() + ny * bend)


ARROW_TILE = 64.0  # the side of a tile of the arrows' picture (scene units)
ARROW_REACH = 18.0  # how far an arrow's pixels reach from its curve's middle line (half the shadow's pen, sampling)


def arrow_cells(a: Arrow, tile: float = ARROW_TILE) -> set[tuple[int, int]]:
    """The tiles (column, row) of a ``tile``-unit grid that ``a`` draws on (or near): its curve sampled every ~12
    units with :data:`ARROW_REACH` round each sample (the shadow's pen is 11 wide, a sample's neighbours are at most
    6 units off the curve between them), its head and its starting dot with their outlines."""
    cells: set[tuple[int, int]] = set()

    def mark(x1: float, y1: float, x2: float, y2: float) -> None:
        for i in range(math.floor(x1 / tile), math.floor(x2 / tile) + 1):
            for j in range(math.floor(y1 / tile), math.floor(y2 / tile) + 1):
                cells.add((i, j))

    ctrl = arrow_control(a)
    length = math.hypot(ctrl.x() - a.x1, ctrl.y() - a.y1) + math.hypot(a.x2 - ctrl.x(), a.y2 - ctrl.y())
    steps = max(2, math.ceil(length / 12))
    r = ARROW_REACH
    for k in range(steps + 1):
        t = k / steps
        u = 1 - t
        x = u * u * a.x1 + 2 * u * t * ctrl.x() + t * t * a.x2
        y = u * u * a.y1 + 2 * u * t * ctrl.y() + t * t * a.y2
        mark(x - r, y - r, x + r, y + r)
    head = 26 + 14 + 4  # the head's length and half width, and its outline
    mark(a.x2 - head, a.y2 - head, a.x2 + head, a.y2 + head)
    mark(a.x1 - 12, a.y1 - 12, a.x1 + 12, a.y1 + 12)  # the starting dot (7 units, a 2-unit outline)
    return cells


class StackArrows(KitItem):
    """Curved arrows from each card or ability on the stack to its target (the stack's owner's colour).

    One uncached item over the whole table that copies one picture of all the arrows (drawn once per model, scale
    and part of a pixel: ``paint_exact``, the pixels of Qt's own cached pixmap) into whatever part of the table is
    painted. A new model repaints only the tiles of a grid (:data:`ARROW_TILE`) whose arrows changed, along the
    arrows: as a cached item its bounding rectangle spanned every arrow (up to ~1 Mpx of the 1080p table, mostly
    empty), and each arrow that came or went repainted all of it with everything under it. (Tiles as items of
    their own cost more than they saved: Qt's work per item, ~20 us, on every paint of the table.)"""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    AHEAD = 4  # pictures drawn ahead kept beside the shown one (the next resolution, a few aimed plays): ~1-4 MB each

    def __init__(self, key: object) -> None:
        super().__init__(key, cache=False)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(60)
        self._bounds = QRectF()  # the picture's room
        self._drawn: dict[tuple[int, int], tuple[Arrow, ...]] = {}  # the arrows each tile shows
        self._kept: dict[tuple[Any, ...], Kept] = {}  # the picture of all the arrows shown (and those drawn ahead)
        self._ahead: list[tuple[Arrow, ...]] = []  # the arrows drawn ahead (at most AHEAD), oldest first
        # Qt calls paint for every part of the table painted (the item spans it): the part is needed to skip at once
        self.setFlag(self.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def bounds(self) -> QRectF:
        return QRectF(0, 0, 1920, 1080)  # never changes: a new bounding rectangle would repaint all of the old one

    def shape(self) -> QPainterPath:
        return QPainterPath()

    @staticmethod
    def _bounds_of(arrows: Sequence[Arrow]) -> QRectF:
        """The picture's room for ``arrows``."""
        r = QRectF()
        for a in arrows:
            r = r.united(QRectF(QPointF(min(a.x1, a.x2), min(a.y1, a.y2)),
                                QPointF(max(a.x1, a.x2), max(a.y1, a.y2))).adjusted(-80, -80, 80, 80))
        return r  # the curves bow out by up to 60 units (a quarter of their length, at most 120, halved)

    def model_did_change(self, old: object, new: object) -> None:
        arrows: Sequence[Arrow] = new or ()
        self._bounds = self._bounds_of(arrows)
        shows: dict[tuple[int, int], list[Arrow]] = {}
        for a in arrows:
            for cell in arrow_cells(a):
                shows.setdefault(cell, []).append(a)
        looks = {cell: tuple(now) for cell, now in shows.items()}
        scene = self.scene()
        for cell in set(self._drawn) | set(looks):
            if self._drawn.get(cell) != looks.get(cell) and scene is not None:
                # the scene's update, not the item's: an item unites its updates into one rectangle (the span)
                scene.update(QRectF(cell[0] * ARROW_TILE, cell[1] * ARROW_TILE, ARROW_TILE, ARROW_TILE))
        self._drawn = looks

    def apply(self, model: object) -> bool:
        """Show ``model`` (a tuple of :class:`Arrow`); repaints the tiles whose arrows changed (see the class)."""
        if model == self.model:
            return False
        old, self.model = self.model, model
        self.model_did_change(old, model)
        self.forget_ahead()  # guesses for the arrows shown before: one that came true is now the shown picture
        return True

    def forget_ahead(self) -> None:
        """Drop the pictures drawn ahead (the table's idle work draws them again for the model it shows now)."""
        self._ahead.clear()
        for old in [k for k in self._kept if k[1] != self.model]:
            del self._kept[old]

    def ahead_full(self) -> bool:
        """Whether :meth:`prepare` keeps no more pictures until :meth:`forget_ahead`."""
        return len(self._ahead) >= self.AHEAD

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._bounds.isEmpty() or not option.exposedRect.intersects(self._bounds):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if isinstance(painter.device(), QPicture) or not paint_exact(
                painter, self._bounds, ("arrows", self.model), self._kept.get, self._keep, self.draw_arrows):
            self.draw_arrows(painter)

    def prepare(self, arrows: tuple[Arrow, ...], t: QTransform, hints: QPainter.RenderHint) -> None:
        """Idle-time work: draw the picture :meth:`paint` will copy once ``arrows`` are shown, the table painted with
        the device transform ``t`` and render ``hints`` (the view's, with antialiasing): the stack's arrows after the
        next resolution (the row re-centres: every arrow moves, and the picture of them was ~1-3 ms of that pass).
        Drawn as paint draws it (the same key: the arrows, the scale, the exact part of a pixel), so it is copied
        with the same pixels; a guess that misses is never copied."""
        if not arrows or arrows == self.model or text_module.cut_texts is not None or arrows in self._ahead \
                or self.ahead_full():
            return
        self._ahead.append(arrows)
        draw_ahead(t, hints, self._bounds_of(arrows), ("arrows", arrows), self._kept.get, self._keep,
                   lambda painter: self._draw(painter, arrows))

    def _keep(self, key: tuple[Any, ...], kept: Kept) -> None:
        # the shown arrows' picture and those drawn ahead (forget_ahead drops them): the arrows change with the
        # stack, seldom to come back
        for old in [k for k in self._kept if k[1] != self.model and k[1] not in self._ahead]:
            del self._kept[old]
        self._kept[key] = kept

    def draw_arrows(self, painter: QPainter) -> None:
        """Every arrow, in scene units (what the one-piece item painted)."""
        self._draw(painter, self.model or ())

    @staticmethod
    def _draw(painter: QPainter, arrows: Sequence[Arrow]) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for a in arrows:
            p1, p2 = QPointF(a.x1, a.y1), QPointF(a.x2, a.y2)
            if math.hypot(a.x2 - a.x1, a.y2 - a.y1) < 1:
                continue
            ctrl = arrow_control(a)
            path = QPainterPath(p1)
            path.quadTo(ctrl, p2)
            col = QColor(a.colour)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 140), 11, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(path)
            painter.setPen(QPen(col, 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(path)
            # the head, along the curve's last direction
            tx, ty = p2.x() - ctrl.x(), p2.y() - ctrl.y()
            tl = math.hypot(tx, ty) or 1.0
            tx, ty = tx / tl, ty / tl
            head = QPolygonF([p2, QPointF(p2.x() - tx * 26 - ty * 14, p2.y() - ty * 26 + tx * 14),
                              QPointF(p2.x() - tx * 26 + ty * 14, p2.y() - ty * 26 - tx * 14)])
            painter.setPen(QPen(QColor(0, 0, 0, 160), 2))
            painter.setBrush(col)
            painter.drawPolygon(head)
            painter.setBrush(QColor("#ffffff"))
            painter.setPen(QPen(col.darker(140), 2))
            painter.drawEllipse(p1, 7, 7)


class StackPlate(KitItem):
    """An ability, death ability or lynching on the stack (a card-shaped plate with its label)."""

    DRAWN_FLAGS = frozenset({"highlighted", "hovered", "dimmed"})  # not clickable: it looks the same
    AHEAD = DrawnAhead()  # the plates the next moves may show (draw_ahead), for every plate: each move makes new ones
    width = Geometry()
    height = Geometry()

    def __init__(self, key: object, width: float) -> None:
        super().__init__(key)
        self.width = width
        self.height = width * CARD_RATIO

    def bounds(self) -> QRectF:
        return QRectF(-10, -10, self.width + 20, self.height + 20)

    def footprint(self) -> QSizeF:
        return QSizeF(self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        m = self.model
        if m is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = (m, self.width, self.highlighted, self.hovered, self.dimmed)
        draw = partial(self._draw, m=m, highlighted=self.highlighted, hovered=self.hovered, dimmed=self.dimmed)
        if not _copies(self, painter) or not self.AHEAD.copy(painter, self.boundingRect(), look, draw):
            draw(painter)

    @classmethod
    def draw_ahead(cls, plates: Sequence[tuple[StackEntry, float, QTransform]], hints: QPainter.RenderHint
                   ) -> Iterator[None]:
        """Draw the pictures of ``plates`` (entry, width, the transform to the viewport where it is first painted:
        the plates the next moves may put on the stack), plain (not lit, pointed or dimmed), as Qt's item cache
        will draw them, one a piece, into the store all plates share (a plate is a new item at each move): the
        paint that shows one there copies it. A guess at the wrong place is never copied. Other pictures go."""
        cls.AHEAD.keep_only({(e, w, False, False, False) for e, w, _t in plates})
        if text_module.cut_texts is not None:
            return
        for e, w, device in plates:
            area = QRectF(-10, -10, w + 20, w * CARD_RATIO + 20)
            draw = partial(cls._draw_plate, m=e, width=w)
            yield from cls.AHEAD.draw(area, [((e, w, False, False, False), draw)], cache_transform(device, area), hints)

    @staticmethod
    def _draw_plate(painter: QPainter, m: StackEntry, width: float) -> None:
        _paint_plate(painter, m, width, width * CARD_RATIO, False, False, False)

    def _draw(self, painter: QPainter, m: StackEntry, highlighted: bool, hovered: bool, dimmed: bool) -> None:
        _paint_plate(painter, m, self.width, self.height, highlighted, hovered, dimmed)


def _paint_plate(painter: QPainter, m: StackEntry, width: float, height: float, highlighted: bool, hovered: bool,
             dimmed: bool) -> None:
    """A stack plate's picture (see :class:`StackPlate`)."""
    rect = QRectF(0, 0, width, height)
    paint_soft_shadow(painter, rect, 10)
    if highlighted:
        painter.setPen(QPen(theme.HIGHLIGHT, 7))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 12, 12)
    col = QColor(m.colour)
    painter.setPen(QPen(col.darker(140), 3))
    painter.setBrush(theme.blend(col, "#f4eedf", 0.72))
    painter.drawRoundedRect(rect, 10, 10)
    title = {"lynch": translate("ciak", "LYNCHING"), "trigger": translate("ciak", "DEATH ABILITY")}.get(m.kind) or translate("ciak", "ABILITY")  # noqa: E501
    draw_text(painter, QRectF(6, 6, width - 12, 24), title, 16, weight=Weight.Bold, colour=col.darker(170),
              align=CENTRE)
    draw_text(painter, QRectF(8, 32, width - 16, height - 70), m.label, 17, weight=Weight.DemiBold,
              colour=paint.INK, align=CENTRE, wrap=True, minimum=11)
    draw_text(painter, QRectF(6, height - 34, width - 12, 28), m.owner_name, 18, weight=Weight.Bold,
              colour=col.darker(160), align=CENTRE)
    if hovered:
        painter.setPen(QPen(QColor(255, 255, 255, 220), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 9, 9)
    if dimmed:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(10, 20, 16, 140))
        painter.drawRoundedRect(rect, 10, 10)


class TableMap(LollywoodMap):
    """The Lollywood map on the table: pointing at a studio previews its company (``studio:<id>``)."""

    DRAWN_FLAGS = LollywoodMap.DRAWN_FLAGS  # the map's paint

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key, width, height)
        self.pointed: str | None = None

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt API
        studio = self.studio_at(event.pos())
        if studio != self.pointed:
            self.pointed = studio
            signal = getattr(self.scene(), "item_hovered", None)
            if signal is not None:
                signal.emit(f"studio:{studio}" if studio else self.key)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt API
        self.pointed = None
        super().hoverLeaveEvent(event)


@lru_cache(maxsize=512)
def _log_line(line: str, width: float, size: float, newest: bool) -> tuple[float, QFont]:
    """(height, font) of a log line: the newest is DemiBold (remembered: a new line scrolls every other one up, and
    measuring them again was a third of the log's paint)."""
    h = min(text_height(line, width, size), size * 3.2)
    return h, fit_font(line, width, size, Weight.DemiBold if newest else Weight.Normal, height=h, wrap=True)


@lru_cache(maxsize=256)
def _log_layout(line: str, font: QFont, width: float) -> tuple[QTextLayout, float, float]:
    """A log line laid out once, as ``QPainter.drawText(box, WRAP_TOP, line)`` lays it out at every call (the same
    lines at the same places: Qt's qt_format_text): (layout, widest line, height). A new line scrolls the others up,
    and laying all of them out again was most of the log's paint, at every move."""
    layout = QTextLayout(line, font)
    option = QTextOption(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.setCacheEnabled(True)
    leading = QFontMetricsF(font).leading()
    height = widest = 0.0
    layout.beginLayout()
    while True:
        text_line = layout.createLine()
        if not text_line.isValid():
            break
        text_line.setLineWidth(width)
        height = math.ceil(height + leading)  # lines on whole units, as qt_format_text places them
        text_line.setPosition(QPointF(0.0, height))
        height += text_line.ascent() + text_line.descent()  # not height(): rounded up
        widest = max(widest, text_line.naturalTextWidth())
    layout.endLayout()
    return layout, widest, height


def _draw_log_line(painter: QPainter, box: QRectF, line: str, font: QFont) -> None:
    """What ``painter.drawText(box, WRAP_TOP, line)`` draws, from the kept layout (same pixels: a test compares)."""
    layout, widest, height = _log_layout(line, font, box.width())
    painter.setFont(font)
    if box.contains(QRectF(box.left(), box.top(), widest, height)):
        layout.draw(painter, box.topLeft())
        return
    painter.save()  # drawText clips a text that does not fit its box
    painter.setClipRect(box, Qt.ClipOperation.IntersectClip)
    layout.draw(painter, box.topLeft())
    painter.restore()


@lru_cache(maxsize=16)
def _log_colour(age: int) -> QColor:
    """The newest line in full, older ones fading towards the panel (the same from the sixth on)."""
    return QColor(LIGHT) if age == 0 else theme.blend(LIGHT, "#1d4a3e", min(0.5, 0.12 * age))


class LogItem(KitItem):
    """The last lines of the game log on a calm panel (public sentences only)."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key)
        self.w, self.h = width, height
        self.setAcceptHoverEvents(False)
        self._kept: tuple[tuple[object, ...], QPixmap, int, int] | None = None  # the panel (_paint_kept_panel)
        self.ahead = DrawnAhead()  # the whole log as the next moves may show it, and as shown (draw_ahead)

    def bounds(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    INK = 3.0  # around a line's laid-out text: what its glyphs may reach beyond it (antialiasing, overhangs)

    def apply(self, model: Any) -> bool:
        """Show these lines, repainting only the lines that changed (place, words, weight or fade) and not the
        panel, the title or the part of the panel right of the text: a new line moves and fades every line
        shown (their pixels change), but the title strip and the panel beside short lines stay."""
        if model == self.model:
            return False
        old, self.model = self.model, model
        self.model_did_change(old, model)
        before, after = set(self._line_boxes(old or ())), set(self._line_boxes(model or ()))
        dirty = QRectF()
        for _line, _age, _newest, rect in before ^ after:
            dirty = dirty.united(QRectF(*rect))
        if not dirty.isEmpty():
            self.update(dirty.intersected(self.boundingRect()))
        return True

    def lay_out_ahead(self) -> None:
        """Idle-time work: the newest line as the next move will draw it, older (plain weight, laid out and fitted:
        ~0.1 ms of that move's paint otherwise)."""
        lines: Sequence[str] = self.model or ()
        if lines and text_module.cut_texts is None:
            width = self.w - 28
            _h, font = _log_line(lines[-1], width, 20 if self.w < 500 else 22, False)
            _log_layout(lines[-1], font, width)

    def _line_boxes(self, lines: Sequence[str]) -> Iterator[tuple[str, int, bool, tuple[float, float, float, float]]]:
        """(line, fade, newest, reach) of each line shown: where paint() draws it, as far as its glyphs reach."""
        y = self.h - 8
        size = 20 if self.w < 500 else 22
        width = self.w - 28
        ink = self.INK
        for i, line in enumerate(reversed(lines)):
            h, font = _log_line(line, width, size, i == 0)
            if y - h < 34:
                break
            widest = _log_layout(line, font, width)[1] if text_module.cut_texts is None else width
            yield line, min(i, 6), i == 0, (14 - ink, y - h - ink, min(widest, width) + 2 * ink, h + 2 * ink)
            y -= h + 4

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        title = translate("ciak", "What happened")
        lines: Sequence[str] = self.model or ()
        if _copies(self, painter) and self.ahead.copy(painter, self.boundingRect(), (tuple(lines), self.w, self.h,
                                                                                     title),
                                                      partial(self._draw, title=title, lines=lines, kept=True)):
            return
        # a recorder (a QPicture, an uncached item: tests that read every painted string) sees drawText calls
        kept = self.cacheMode() != QGraphicsItem.CacheMode.NoCache and not isinstance(painter.device(), QPicture)
        self._draw(painter, title, lines, kept)

    def draw_ahead(self, models: Sequence[tuple[str, ...]], device: QTransform, hints: QPainter.RenderHint
                   ) -> Iterator[None]:
        """Draw the whole log (panel, title, lines) for each of ``models`` (the lines the next moves may show: the
        CiakUI's moves ahead) as Qt's item cache will draw it (``device``: the log's transform to the viewport;
        ``hints``: the view's), one a piece: a new line moves and fades every line shown, and the paint of the move
        that shows one of them copies it (the kit's :class:`DrawnAhead`: the pixels of drawing it there). Pictures
        of other lines than these and those shown go."""
        title = translate("ciak", "What happened")
        shown = tuple(self.model or ())
        self.ahead.keep_only({(tuple(m), self.w, self.h, title) for m in (*models, shown)})
        if text_module.cut_texts is not None:
            return
        yield from self.ahead.draw(self.boundingRect(), [
            ((m, self.w, self.h, title), partial(self._draw, title=title, lines=m, kept=True))
            for m in dict.fromkeys(tuple(m) for m in models) if m != shown],
            cache_transform(device, self.boundingRect()), hints)

    def _draw(self, painter: QPainter, title: str, lines: Sequence[str], kept: bool) -> None:
        """The log showing ``lines`` (``kept``: from the kept layouts, into a cache; else with drawText)."""
        if not self._paint_kept_panel(painter, title):
            self._paint_panel(painter, title)
        y = self.h - 8
        size = 20 if self.w < 500 else 22
        width = self.w - 28
        for i, line in enumerate(reversed(lines)):
            h, font = _log_line(line, width, size, i == 0)
            if y - h < 34:
                break
            colour = _log_colour(min(i, 6))
            box = QRectF(14, y - h, width, h)
            if text_module.cut_texts is None:  # what draw_text does, without laying the wrapped line out again
                painter.setPen(colour)
                if kept:
                    _draw_log_line(painter, box, line, font)
                else:
                    painter.setFont(font)
                    painter.drawText(box, WRAP_TOP, line)
            else:  # the i18n scan listens: draw_text reports a line cut at the bottom of its box
                draw_text(painter, box, line, size, weight=Weight.DemiBold if i == 0 else Weight.Normal,
                          colour=colour, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, wrap=True)
            y -= h + 4

    def _paint_panel(self, painter: QPainter, title: str) -> None:
        """The calm panel and its title (what does not change from one move to the next)."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 14, 14)
        draw_text(painter, QRectF(14, 4, self.w - 28, 28), title, 20, weight=Weight.Bold, colour=MUTED, align=LEFT)

    def _paint_kept_panel(self, painter: QPainter, title: str) -> bool:
        """Copy the panel and its title from a pixmap drawn once for this size, title, scale and the exact part of a
        pixel the log falls on (it never moves): the log repaints at every move, and drawing its panel and title
        was half of that (~0.4 ms). Drawn into a transparent pixmap as into the log's own (transparent) cached
        pixmap and copied 1:1: the same pixels. Only under a plain scale (the item's cache), never into a
        recording painter or for a listening i18n scan."""
        if text_module.cut_texts is not None:
            return False

        def keep(key: tuple[Any, ...], kept: Kept) -> None:
            self._kept = (key, *kept)

        def kept(key: tuple[Any, ...]) -> Kept | None:
            return self._kept[1:] if self._kept is not None and self._kept[0] == key else None

        return paint_kept(self, painter, (self.w, self.h, title), kept, keep, lambda p: self._paint_panel(p, title))


class TrayFrame(KitItem):
    """The open hand's tray, in its player's colour, saying whose hand it is (only they look now)."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key)
        self.w, self.h = width, height
        self.setAcceptHoverEvents(False)
        self.setZValue(20)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self.update()

    def bounds(self) -> QRectF:
        return QRectF(-12, -12, self.w + 24, self.h + 24)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        m = self.model
        if m is None:
            return
        name, colour = m
        if text_module.cut_texts is not None or not paint_kept(
                self, painter, _tray_key(self.w, self.h, name, colour), _kept_trays.get, _keep_tray,
                lambda p: _paint_tray(p, self.w, self.h, name, colour)):
            _paint_tray(painter, self.w, self.h, name, colour)

    @staticmethod
    def prepare(t: QTransform, hints: QPainter.RenderHint, width: float, height: float,
                model: tuple[str, str]) -> None:
        """Idle-time work: draw the picture :meth:`paint` will copy for a ``width`` x ``height`` tray showing ``model``
        whose device transform will be ``t``, its view's render ``hints`` (the tray opens at a gate's click: its
        paint was ~0.5-1.7 ms of that click). Drawn as paint draws it, so it is copied with the same pixels; a guess
        that misses is never copied."""
        if text_module.cut_texts is not None:
            return
        name, colour = model
        key = _tray_key(width, height, name, colour)
        draw_ahead(t, hints, QRectF(-12, -12, width + 24, height + 24), key, _kept_trays.get, _keep_tray,
                   lambda painter: _paint_tray(painter, width, height, name, colour))


_kept_trays: dict[tuple[Any, ...], Kept] = {}  # the trays' pictures (TrayFrame.paint): a few seats' at most
KEPT_TRAYS = 6


def _keep_tray(key: tuple[Any, ...], kept: Kept) -> None:
    if len(_kept_trays) >= KEPT_TRAYS:
        del _kept_trays[next(iter(_kept_trays))]  # the oldest
    _kept_trays[key] = kept


def clear_kept_trays() -> None:
    """Forget the trays' pictures (a game's end)."""
    _kept_trays.clear()


def _tray_title(name: str) -> str:
    return translate("ciak", "{name}'s hand — only {name} looks").format(name=name)


def _tray_key(width: float, height: float, name: str, colour: str) -> tuple[Any, ...]:
    return ("tray", width, height, _tray_title(name), colour)


def _paint_tray(painter: QPainter, width: float, height: float, name: str, colour: str) -> None:
    """The tray's picture: its panel in the player's colour and whose hand it is."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0, 0, width, height)
    paint_soft_shadow(painter, rect, 16, offset=6, strength=110)
    col = QColor(colour)
    painter.setPen(QPen(col, 5))
    painter.setBrush(QBrush(QColor("#173b32")))
    painter.drawRoundedRect(rect, 16, 16)
    draw_text(painter, QRectF(16, 2, width - 32, 30), _tray_title(name), 22, weight=Weight.Bold,
              colour=theme.HIGHLIGHT, align=LEFT)
