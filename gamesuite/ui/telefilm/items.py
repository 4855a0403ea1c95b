"""Telefilm's own table items (what the kit does not have): the board's spaces and headers, bet chips and
character tokens, the TF track with its walking figures, decks, the special-card pile, the players' rows,
the question card with its options, the CALL/WEB timer and the cards-only offer and won cards.

Every item is a kit :class:`~gamesuite.ui.scene.item.KitItem`: it shows a frozen model given to
``apply`` (or a small ``show``/``set_...`` that returns at once when nothing changed), paints into the
kit's cache, and only draws public data handed to it by the table (models from the TABLE view).
Pieces that slide (chips, tokens) animate only when their target really changes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator, Sequence
from functools import partial
from typing import Any, NamedTuple

from PySide6.QtCore import Property, QAbstractAnimation, QPointF, QRectF, QSizeF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from gamesuite.i18n import translate, translate_marked
from gamesuite.ui import theme
from gamesuite.ui.scene.animation import DEFAULT_MS, reduce_motion, track
from gamesuite.ui.scene.card import CardItem
from gamesuite.ui.scene.exact import DrawnAhead, Kept, cache_transform, draw_ahead, paint_exact
from gamesuite.ui.scene.item import Geometry, KitItem
from gamesuite.ui.scene.label import ButtonItem, KeptLabel, LabelItem
from gamesuite.ui.scene.panel import PanelItem, PanelStyle
from gamesuite.ui.scene.shapes import shape_path
from gamesuite.ui.scene.text import (
    CENTRE,
    LEFT,
    RIGHT,
    draw_text,
    fit_font,
    shared_font,
    text_height,
    text_width,
)
from gamesuite.ui.scene.token import paint_disc
from gamesuite.ui.scene.track import TrackItem
from gamesuite.ui.telefilm import art
from gamesuite.ui.telefilm.layout import (
    CARD_HEADER_H,
    CARD_MARGIN,
    CARD_TEXT_MIN_H,
    CARD_TEXT_TOP,
    DECK_PITCH,
    MARK_SIZE,
    NAME_MIN,
    NAME_SIZE,
    ROW_HAND_W,
    ROW_NAME_W,
    ROW_SCORE_W,
    ROW_SLOT_W,
    SEAT_DISC_PITCH,
    SEAT_DISC_R,
)
from gamesuite.ui.telefilm.presenter import (
    CardModel,
    DiscModel,
    OfferCard,
    OptionModel,
    RowModel,
    SpaceModel,
    card_name,
    genre_of,
)

Weight = theme.QFont.Weight
Seats = Sequence[tuple[QColor, str]]  # seat -> (colour, shape)
WON_NAME_W = 330.0  # cards only: the names beside the cards won (24 characters at 28 units, most names)
PAPER = "#f4eedf"
MUTED_INK = QColor("#4a463d")
SERIES_INK = QColor("#5b2b8c")  # the series over a question (contrast 9:1 on the card's paper)


def paint_kept(painter: QPainter, bounds: QRectF, key: tuple[object, ...], draw: Callable[[QPainter], None],
               kept: dict[tuple[Hashable, ...], Kept], limit: int = 8) -> None:
    """Draw with ``draw`` (item units, inside ``bounds``) through a picture kept in ``kept`` under ``key``, the
    painter's scale, render hints and the fraction of a device pixel the item's origin falls on (the kit's
    :func:`~gamesuite.ui.scene.exact.paint_exact`): an item drawn again at a place and scale it has had before
    copies its picture. Only for what an item draws FIRST into its transparent cache: drawn into a transparent
    picture and copied onto the cache's transparent one, the pixels are the ones drawn straight. A turned or
    sheared painter, or a device with a pixel ratio, draws straight. At ``limit`` pictures the oldest goes (a new
    scale: the window resized)."""

    def keep(full: tuple[Hashable, ...], found: Kept) -> None:
        while len(kept) >= limit:
            del kept[next(iter(kept))]
        kept[full] = found

    device = painter.device()
    if device is None or device.devicePixelRatioF() != 1 or not paint_exact(painter, bounds, key, kept.get, keep,
                                                                             draw, pad=0):
        draw(painter)


class StaticItem(KitItem):
    """An item that never changes and ignores the pointer (headers, the track's frame)."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag

    def __init__(self, key: object) -> None:
        super().__init__(key)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


class KeptPiece:
    """A mixin for the items that go from place to place (chips, tokens, figures) and the disc beside the focal line:
    each look (:meth:`look`: everything the paint reads) is drawn through a picture kept per look and place
    (:func:`paint_kept`: the scale, render hints and part of a device pixel the item's cache paint has), and
    :meth:`draw_ahead` makes the pictures of the looks and places the next move may give them, in idle time, at the
    transform Qt's cache paint will have there (``cache_transform`` of the next device transform, worked out
    without moving the item: :func:`next_device`). The paint at the new place copies the picture (the pixels of
    drawing it there) instead of drawing the piece again (~0.1-0.3 ms each, several in a judge or a place). At
    :attr:`KEEP` pictures the oldest goes."""

    KEEP = 12
    pictures: dict[tuple[Hashable, ...], Kept]

    def look(self) -> tuple[Hashable, ...]:
        """Everything the paint reads, as a key (each piece defines it: ChipItem, TokenDisc, FigureItem, SeatDiscItem;
        a plain method, not an ``abc`` one: Qt's item classes have their own metaclass)."""
        raise NotImplementedError

    def draw_look(self, painter: QPainter, look: tuple[Hashable, ...]) -> None:
        """Draw ``look`` in item coordinates (each piece defines it, with :meth:`look`)."""
        raise NotImplementedError

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look()
        paint_kept(painter, self.boundingRect(), look, partial(self.draw_look, look=look),  # type: ignore[attr-defined]
                   self.pictures, self.KEEP)

    def draw_ahead(self, looks: Sequence[tuple[tuple[Hashable, ...], QTransform]],
                   hints: QPainter.RenderHint) -> Iterator[None]:
        """Draw each ``(look, device)`` (the item's device transform at its next place) not kept yet, one a piece,
        with the view's ``hints``; a look kept already goes last in the store (it stays)."""
        bounds: QRectF = self.boundingRect()  # type: ignore[attr-defined]
        kept = self.pictures

        def keep(full: tuple[Hashable, ...], found: Kept) -> None:
            while len(kept) >= self.KEEP:
                del kept[next(iter(kept))]
            kept[full] = found

        def found(full: tuple[Hashable, ...]) -> Kept | None:
            got = kept.pop(full, None)
            if got is not None:
                kept[full] = got  # last in: the newest
            return got

        for look, device in looks:
            draw_ahead(cache_transform(device, bounds), hints, bounds, look, found, keep,
                       partial(self.draw_look, look=look), pad=0)
            yield None


def next_device(item: KitItem, pos: QPointF, scale: float, viewport: QTransform) -> QTransform:
    """``item``'s device transform once at ``pos`` (in its parent's units) with ``scale``, composed as Qt composes
    it for the paint (the parent's scene transform and the position, the scale, then the view's), to the last bit;
    the item does not move."""
    parent = item.parentItem()
    if parent is None:
        scene = QTransform.fromTranslate(pos.x(), pos.y())
    else:
        base = parent.sceneTransform()
        if base.type().value <= QTransform.TransformationType.TxTranslate.value:
            scene = QTransform.fromTranslate(base.dx() + pos.x(), base.dy() + pos.y())
        else:
            scene = QTransform(base).translate(pos.x(), pos.y())
    if scale != 1.0 or item.scale() != 1.0:
        scene = QTransform().scale(scale, scale) * scene
    return scene * viewport


# ------------------------------------------------------------------------------ the board
class GenreHeaderItem(StaticItem):
    """A column header: the genre's colour, its icon and, under it, its name at the size all four names share.

    Why: each name used to shrink on its own beside a large icon, so in Italian "Fantascienza", "Drammatico" and
    "Commedia" came out about 10 px high at 1280x800 beside "Giallo" at full size. The icon now sits small above
    the word, the word gets the header's width, and the table gives every header the same size
    (:meth:`shared_size`). Avoid fitting a header's word on its own again: the row reads as one at one size."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()
    SIZE, MINIMUM = 32, 14  # the name's largest and smallest size (scene units)
    PAD, ICON_MIN, ICON_MAX = 9, 28, 40  # the word's margin left and right; the icon's height (above the word)

    def __init__(self, genre: str, width: float, height: float, size: float | None = None) -> None:
        super().__init__(f"genre:{genre}")
        self.genre = genre
        self.w, self.h = width, height
        self.title = art.genre_name(genre)
        self.size = self.shared_size((self.title,), width, height) if size is None else size

    @classmethod
    def shared_size(cls, titles: Sequence[str], width: float, height: float) -> int:
        """The largest size (scene units) at which every one of ``titles`` fits a ``width`` x ``height`` header
        on one line under the smallest icon."""
        return min(fit_font(t, width - 2 * cls.PAD, cls.SIZE, Weight.Bold, minimum=cls.MINIMUM,
                            height=height - 10 - cls.ICON_MIN).pixelSize() for t in titles)

    def places(self) -> tuple[QRectF, QRectF]:
        """Where the icon and the word go: the icon as large as the word leaves room for, the two centred together."""
        line = text_height(self.title, self.w - 2 * self.PAD, self.size, Weight.Bold)
        icon = max(self.ICON_MIN, min(self.ICON_MAX, self.h - 10 - line))
        top = (self.h - icon - 2 - line) / 2
        return (QRectF((self.w - icon) / 2, top, icon, icon),
                QRectF(self.PAD, top + icon + 2, self.w - 2 * self.PAD, line))

    def bounds(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = art.GENRE_COLOURS[self.genre]
        ink = theme.text_colour_on(colour)
        painter.setPen(QPen(colour.darker(150), 2))
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(2, 2, self.w - 4, self.h - 4), 14, 14)
        icon, word = self.places()
        art.paint_genre_icon(painter, self.genre, icon, ink)
        draw_text(painter, word, self.title, self.size, weight=Weight.Bold, colour=ink, align=CENTRE,
                  minimum=self.MINIMUM)


class PeriodHeaderItem(StaticItem):
    """A row header: the period's name and, under it, its years (two lines if need be), each at the size the three
    periods share (:meth:`shared_sizes`).

    Why: the years were fitted on one line each, so in Italian "anni '60–'90" and "dal 2005 a oggi" came out about
    8 px high at 1280x800; the header is tall enough for them on two lines at a size a family reads."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()
    TITLE, TITLE_MIN, YEARS, YEARS_MIN = 28, 18, 24, 14  # largest and smallest sizes (scene units)

    def __init__(self, period: str, width: float, height: float, sizes: tuple[int, int] | None = None) -> None:
        super().__init__(f"period:{period}")
        self.period = period
        self.w, self.h = width, height
        self.title = art.period_name(period)
        self.years = translate_marked("telefilm", art.PERIOD_YEARS[period])
        self.sizes = self.shared_sizes(((self.title, self.years),), width, height) if sizes is None else sizes

    @staticmethod
    def breakable(years: str) -> str:
        """``years`` with a break allowed after each dash when it has no space ("1990s–" / "2000s": Qt does not break
        "1990s–2000s" on its own, and the years shrank to fit one line): a zero-width space, drawn as nothing. Years
        with a space break there ("anni" / "’60–’90", not "anni ’60–" / "’90")."""
        return years if " " in years else years.replace("–", "–\u200b")

    @staticmethod
    def boxes(width: float, height: float) -> tuple[QRectF, QRectF]:
        """Where the name (one line) and the years (up to two lines) go in a ``width`` x ``height`` header."""
        return (QRectF(8, height / 2 - 52, width - 16, 44),
                QRectF(8, height / 2 - 4, width - 16, 64))

    @classmethod
    def shared_sizes(cls, texts: Sequence[tuple[str, str]], width: float, height: float) -> tuple[int, int]:
        """The largest (name size, years size) at which every ``(name, years)`` of ``texts`` fits its header."""
        title_box, years_box = cls.boxes(width, height)
        title = min(fit_font(t, title_box.width(), cls.TITLE, Weight.Bold, minimum=cls.TITLE_MIN,
                             height=title_box.height()).pixelSize() for t, _ in texts)
        years = min(fit_font(cls.breakable(y), years_box.width(), cls.YEARS, Weight.DemiBold, minimum=cls.YEARS_MIN,
                             height=years_box.height(), wrap=True).pixelSize() for _, y in texts)
        return title, years

    def bounds(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#0b1f19"), 2))
        painter.setBrush(QColor("#24493f"))
        painter.drawRoundedRect(QRectF(2, 2, self.w - 4, self.h - 4), 14, 14)
        title_box, years_box = self.boxes(self.w, self.h)
        draw_text(painter, title_box, self.title, self.sizes[0], weight=Weight.Bold, colour=theme.INK_ON_FELT,
                  align=CENTRE, minimum=self.TITLE_MIN)
        draw_text(painter, years_box, self.breakable(self.years), self.sizes[1], weight=Weight.DemiBold,
                  colour=theme.MUTED_ON_FELT, align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                  wrap=True, minimum=self.YEARS_MIN)


class SpaceFace(KitItem):
    """A space's face: its genre tint and watermark icon (the Mix space: the four genres' gradient, the TV
    and "MIX"), then, once played, its difficulty on a pill and the shade over a space played or not to be chosen.
    Cached on its own under the space, so a change of the space's rings or result repaints only those.

    The shade is the face's, not drawn over it by the space: a cached picture translucent all over (nine dimmed
    spaces) was blended pixel by pixel at every paint of the table (~0.4 ms of a 1.6 ms full repaint of a mid-game
    table, ~0.7 ms with the memory cold: docs/performance.md); drawn into the face it makes the face's picture
    opaque (copied, not blended). The space itself then has something to draw only while it may be clicked, is being
    played (its rings) or shows its result: else it has no picture at all (``ItemHasNoContents``), where its 199 x 196
    picture, empty, was blended at every paint (~25 us each). The result stays the space's: its text over the pill's
    translucent paper is drawn as before only over a transparent picture (over the opaque face its edges came out
    lighter). The face changes a few times a round (once when its space is played; ~0.1-0.2 ms to draw again)."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()

    def __init__(self, space: SpaceItem) -> None:
        super().__init__(None, space)
        self.space = space
        self.w, self.h, self.genre, self.wide = space.w, space.h, space.genre, space.wide
        self.lit = False  # pointed at while it may be clicked
        self.shade = 0  # the shade's alpha: 0 (none), 95 (may not be chosen), 50 (played)
        self.difficulty: int | None = None
        self._tints: dict[tuple[Hashable, ...], Kept] = {}  # see _paint_tint
        self.ahead = DrawnAhead()  # the faces the next move may show, and the one shown (draw_ahead)
        self.setFlag(self.GraphicsItemFlag.ItemStacksBehindParent)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def bounds(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def set_lit(self, on: bool) -> None:
        if on != self.lit:
            self.lit = on
            self.update()

    def set_state_shown(self, shade: int, difficulty: int | None) -> None:
        """The shade's alpha (0: none) and the difficulty shown on the pill (None: no pill)."""
        if (shade, difficulty) != (self.shade, self.difficulty):
            self.shade, self.difficulty = shade, difficulty
            self.update()

    def _paint_tint(self, painter: QPainter, shade: int) -> None:
        """The tint and watermark, with the shade of alpha ``shade`` over them (0: none), from a picture of them
        kept by the face (for its place on the screen, ``lit`` and the shade): the shade or the difficulty
        changing draws the face again a few times a round, and the genre icon's paths and the shade cost ~0.3 ms
        a face (13 faces at the end of the bets). See :func:`paint_kept`."""
        paint_kept(painter, self.boundingRect(), (self.lit, shade), lambda p: self._paint_tint_now(p, shade),
                   self._tints)

    def _paint_tint_now(self, painter: QPainter, shade: int) -> None:
        """The tint and the watermark (what never changes but for ``lit``), and the shade of alpha ``shade``."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = art.GENRE_COLOURS[self.genre]
        if self.wide:
            grad = QLinearGradient(0, 0, self.w, 0)
            for k, g in enumerate(art.GENRE_ORDER):
                grad.setColorAt(k / 3, theme.blend(theme.BOARD, art.GENRE_COLOURS[g], 0.30))
            fill = QBrush(grad)
        else:
            fill = QBrush(theme.blend(theme.BOARD, colour, 0.40 if self.lit else 0.24))
        painter.setPen(QPen(theme.BOARD_LINE, 2))
        painter.setBrush(fill)
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 14, 14)
        if self.wide:
            art.paint_genre_icon(painter, "mix", QRectF(18, 18, 124, 124), colour)
            draw_text(painter, QRectF(10, 148, 140, 48), art.genre_name("mix").upper(), 36, weight=Weight.Bold,
                      align=CENTRE)
        else:
            ic = QColor(colour)
            ic.setAlpha(70)
            s = min(self.w, self.h) * 0.5
            art.paint_genre_icon(painter, self.genre, QRectF(self.w * 0.40 - s / 2, self.h * 0.50 - s / 2, s, s), ic)
        if shade:
            self._paint_shade(painter, shade)

    def _paint_shade(self, painter: QPainter, shade: int) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 30, 26, shade))
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 14, 14)

    def look(self) -> tuple[Hashable, ...]:
        """Everything the face's paint reads."""
        return (self.lit, self.shade, self.difficulty, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look()
        if not self.ahead.copy(painter, self.drawn_area(), look, partial(self._draw_look, look=look)):
            self._draw(painter)

    def drawn_area(self) -> QRectF:
        """Where a picture drawn ahead reaches: past the bounds, as far as Qt's cache of them may keep."""
        return self.boundingRect().adjusted(-3, -3, 3, 3)

    def draw_ahead(self, looks: list[tuple[int, int | None]], device: QTransform,
                   hints: QPainter.RenderHint) -> Iterator[None]:
        """Draw the face for each of ``looks`` (a shade and a difficulty the next move may show: a space played,
        the shade of the bets; not pointed at) as Qt's item cache will draw it (``device``: the face's transform to
        the viewport; ``hints``: the view's), one a piece: the paint that shows one copies it (the kit's
        :class:`DrawnAhead`). Pictures of other looks than these and the one shown go."""
        shown = self.look()
        wanted = [(False, shade, diff, self.w, self.h) for shade, diff in dict.fromkeys(looks)]
        self.ahead.keep_only({shown, *wanted})
        yield from self.ahead.draw(self.drawn_area(), [(look, partial(self._draw_look, look=look))
                                                        for look in wanted if look != shown], device, hints)

    def _draw_look(self, painter: QPainter, look: tuple[Hashable, ...]) -> None:
        """The face as ``look`` says (its attributes set for this drawing only: no update)."""
        was = (self.lit, self.shade, self.difficulty)
        self.lit, self.shade, self.difficulty = look[0], look[1], look[2]  # type: ignore[assignment]
        try:
            self._draw(painter)
        finally:
            self.lit, self.shade, self.difficulty = was

    def _draw(self, painter: QPainter) -> None:
        # the difficulty pill goes under the shade: with a pill, the shade is drawn after it
        self._paint_tint(painter, self.shade if self.difficulty is None else 0)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.difficulty is not None:
            info_x, info_w = self.space.info_area()
            text = translate("telefilm", "Diff. {number}").format(number=self.difficulty)
            need = text_width(text, 20, Weight.Bold) + 20  # a longer language
            pill = QRectF(info_x + 2, self.h - 46, min(max(104.0, need), info_w - 4), 36)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#3b3a36"))
            painter.drawRoundedRect(pill, 18, 18)
            draw_text(painter, pill.adjusted(8, 0, -8, 0), text, 24, weight=Weight.Bold, colour="#ffffff", align=CENTRE,
                      minimum=10)
            if self.shade:
                self._paint_shade(painter, self.shade)


class SpaceItem(KitItem):
    """A question space of the board (a genre/period crossing, or the wide Mix space).

    Shows its genre (tint and icon), whether it is the active space, may be clicked now (a dashed ring in
    the choosing Star's colour), is done, its difficulty once scored, and the result. Bet chips and
    character tokens are separate items the table places at :meth:`chip_pos` and :meth:`stack_pos`.
    While Stars place tokens every space takes clicks (``explains``), so a click on a wrong one is explained.
    """

    DRAWN_FLAGS = frozenset({"clickable", "hovered"})  # its rings
    w = Geometry()
    h = Geometry()

    def __init__(self, space: str, width: float, height: float, seats: Seats) -> None:
        super().__init__(f"space:{space}")
        self.space = space
        self.genre = genre_of(space)
        self.w, self.h = width, height
        self.seats = seats
        self.title = art.genre_name("mix") if space == "mix" else ""
        self.result_text = ""
        self.difficulty: int | None = None
        self.setZValue(1)
        self.ahead = DrawnAhead()  # the results and rings the next move may show, and the one shown (draw_ahead)
        self.face = SpaceFace(self)
        self.apply(SpaceModel("idle", False, False, None, "", None, None, False))

    @property
    def wide(self) -> bool:
        return self.space == "mix"

    def bounds(self) -> QRectF:
        return QRectF(-8, -8, self.w + 16, self.h + 16)

    def apply(self, model: SpaceModel) -> bool:
        old: SpaceModel | None = self.model
        if model == old:
            return False
        self.model = model
        self.model_did_change(old, model)  # the face draws the rest (when it changed)
        if old is None or self._drawn(old) != self._drawn(model):
            self.update()  # what this item draws changed (``explains`` only says whether clicks are taken)
        return True

    def model_did_change(self, old: SpaceModel | None, new: SpaceModel) -> None:
        self.result_text, self.difficulty = new.result_text, new.difficulty
        self.face.set_state_shown(95 if new.dim else 50 if new.status == "done" else 0, new.difficulty)
        self._sync_contents()

    @staticmethod
    def _drawn(m: SpaceModel) -> tuple[object, ...]:
        """What of a model this item draws (its face draws the rest)."""
        return m.active, m.chooser, m.result_text, m.result_ok, m.result_seat

    def _sync_contents(self) -> None:
        """No picture while there is nothing to draw over the face (no ring, no result): see :class:`SpaceFace`."""
        m: SpaceModel | None = self.model
        empty = not (self.clickable or (m is not None and (m.active or m.result_text)))
        if empty != bool(self.flags() & self.GraphicsItemFlag.ItemHasNoContents):
            self.setFlag(self.GraphicsItemFlag.ItemHasNoContents, empty)
            scene = self.scene()
            if empty and scene is not None:  # an item without contents marks nothing dirty: its rings must go
                scene.update(self.sceneBoundingRect())
            self.update()

    def info_area(self) -> tuple[float, float]:
        """(x, width) of the space's lower info line (the difficulty pill; the Mix space: its result too)."""
        return (160.0, self.w - 160 - 110) if self.wide else (8.0, self.w - 92)

    def chip_pos(self, i: int, n: int, *, compact: bool = False) -> QPointF:
        """Where the i-th bet chip goes; ``compact``: a played space, whose top line shows the result."""
        r = 30
        if self.wide:
            return self.scenePos() + QPointF(196 + i * (2 * r + 8), 50)
        if compact:
            return self.scenePos() + QPointF(32 + i * 46, 82)
        return self.scenePos() + QPointF(40 + i * (2 * r + 8), 42)

    def stack_pos(self, i: int, n: int, *, compact: bool = False) -> QPointF:
        """Character tokens pile upwards on the right: the bottom one was placed first.

        ``compact``: a played space keeps its tokens smaller, making room for the result."""
        base = self.h - (40 if not compact else 30)
        step = min(34.0 if not compact else 22.0, (self.h - 76) / max(1, n - 1)) if n > 1 else 0
        dx = (-1) ** i * (7 if not compact else 5) if n > 1 else 0
        x = self.w - 46 + dx if not self.wide else self.w - 64 + dx
        return self.scenePos() + QPointF(x, base - i * step)

    # clicks: a wrong space still answers while the Stars choose, so the table can say why not
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        if (self.clickable or self.model.explains) and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        if (self.clickable or self.model.explains) and self.contains(event.pos()):
            self.was_clicked()

    def set_state(self, *, clickable: bool | None = None, highlighted: bool | None = None,
                  dimmed: bool | None = None) -> None:
        super().set_state(clickable=clickable, highlighted=highlighted, dimmed=dimmed)
        self.face.set_lit(self.hovered and self.clickable)
        self._sync_contents()

    def hoverEnterEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        self.hovered = True
        if self.clickable:
            self.face.set_lit(True)
            self.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        self.hovered = False
        if self.clickable:
            self.face.set_lit(False)
            self.update()

    def look(self, model: SpaceModel | None = None, clickable: bool | None = None) -> tuple[Hashable, ...]:
        """Everything this item's paint reads (of ``model`` and ``clickable`` when given: the present ones)."""
        m: SpaceModel = self.model if model is None else model
        on = self.clickable if clickable is None else clickable
        return (self._drawn(m), m.chooser if on else None, on, self.hovered and on, self.w, self.h)

    def drawn_area(self) -> QRectF:
        """Where a picture drawn ahead reaches: past the bounds, as far as Qt's cache of them may keep."""
        return self.boundingRect().adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """What changes during a turn, over the cached face (its difficulty and shade are the face's): result,
        rings."""
        look = self.look()
        if not self.ahead.copy(painter, self.drawn_area(), look, partial(self._draw, look=look)):
            self._draw(painter, look)

    def draw_ahead(self, models: list[SpaceModel], device: QTransform, hints: QPainter.RenderHint) -> Iterator[None]:
        """Draw the space (its result and active ring) and its face for each of ``models`` (what the next move may
        show, not clickable: a played space's result and shade) as Qt's item caches will draw them, one a piece
        (see :meth:`SpaceFace.draw_ahead`); the paint that shows one copies it."""
        shown = self.look()
        wanted = [self.look(m, False) for m in dict.fromkeys(models)]
        self.ahead.keep_only({shown, *wanted})
        # only what has something to draw (an active ring, a result): else the space shows no picture at all
        drawn = [look for m, look in zip(dict.fromkeys(models), wanted, strict=True)
                 if look != shown and (m.active or m.result_text)]
        yield from self.ahead.draw(self.drawn_area(), [(look, partial(self._draw, look=look)) for look in drawn],
                                   device, hints)
        yield from self.face.draw_ahead([(95 if m.dim else 50 if m.status == "done" else 0, m.difficulty)
                                         for m in models], device, hints)

    def _draw(self, painter: QPainter, look: tuple[Hashable, ...]) -> None:
        drawn: Any = look[0]
        chooser: Any = look[1]
        clickable, hover = bool(look[2]), bool(look[3])
        active, _, result_text, result_ok, result_seat = drawn
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        if result_text:
            self.paint_result(painter, result_text, result_ok, result_seat)
        if clickable:
            ring = self.seats[chooser][0] if chooser is not None else theme.HIGHLIGHT
            pen = QPen(ring, 6 if not hover else 9)
            pen.setStyle(Qt.PenStyle.DashLine if not hover else Qt.PenStyle.SolidLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 16, 16)
        if active:
            painter.setPen(QPen(theme.HIGHLIGHT, 9))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 17, 17)

    def paint_result(self, painter: QPainter, text: str, ok: bool | None, seat: int | None) -> None:
        """The space's result on a light pill, readable on every genre colour and the Mix gradient."""
        info_x, info_w = self.info_area()
        res = QRectF(info_x, self.h - 92, info_w, 40) if self.wide else QRectF(10, 6, self.w - 20, 44)
        disc = 34.0 if seat is not None else 0.0
        f = fit_font(text, res.width() - 20 - disc, 28, Weight.Bold)
        width = min(res.width(), text_width(text, f.pixelSize(), Weight.Bold) + 20 + disc)
        pill = QRectF(res.left(), res.center().y() - 19, width, 38)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(251, 248, 239, 235))
        painter.drawRoundedRect(pill, 19, 19)
        if seat is not None:
            colour, shape = self.seats[seat]
            paint_seat_disc(painter, QPointF(pill.left() + 20, pill.center().y()), 14, colour, shape, "waiting")
        ink = art.CORRECT.darker(150) if ok else (art.WRONG.darker(130) if ok is False else theme.INK)
        draw_text(painter, pill.adjusted(10 + disc, 0, -10, 0), text, 28, weight=Weight.Bold, colour=ink)


class Piece(KitItem):
    """A piece that slides to its place (chips, tokens): it animates only when its target changes, so a
    refresh that moves nothing starts nothing."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag

    def __init__(self, key: object) -> None:
        super().__init__(key)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.target: QPointF | None = None
        self.target_scale = 1.0

    def centred(self) -> bool:
        return True

    def glide(self, pos: QPointF, scale: float = 1.0, *, animate: bool = True) -> None:
        """Go to ``pos`` at ``scale`` (at once the first time, or with ``animate`` off)."""
        first = self.target is None
        if pos != self.target:
            self.target = QPointF(pos)
            self.move_to(pos, DEFAULT_MS if animate and not first else 0)
        if scale != self.target_scale:
            self.target_scale = scale
            self.animate(b"scale", scale, DEFAULT_MS if animate and not first else 0)


class ChipItem(KeptPiece, Piece):
    """A bet token: a dark chip with its value."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    radius = Geometry()

    def __init__(self, value: int, radius: float = 30) -> None:
        super().__init__(f"chip:{value}")
        self.value = value
        self.radius = radius
        self.label = str(value)
        self.pictures = {}  # the looks drawn at each place (KeptPiece)
        self.setZValue(20)

    def bounds(self) -> QRectF:
        r = self.radius + 8
        return QRectF(-r, -r, 2 * r, 2 * r + 6)

    def footprint(self) -> QSizeF:
        return QSizeF(2 * self.radius, 2 * self.radius)

    def look(self) -> tuple[Hashable, ...]:
        return ("chip", self.label, self.radius)

    def draw_look(self, painter: QPainter, look: tuple[Hashable, ...]) -> None:
        _, label, radius = look
        art.paint_chip(painter, QPointF(0, 0), radius, label)  # type: ignore[arg-type]


class TokenDisc(KeptPiece, Piece):
    """A character token: the player's colour AND shape, with an order badge on a stack."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    radius = Geometry()

    def __init__(self, seat: int, k: int, colour: QColor, shape: str, radius: float = 26) -> None:
        super().__init__(f"token:{seat}:{k}")
        self.seat = seat
        self.colour = QColor(colour)
        self.token_shape = shape
        self.radius = radius
        self.order: int | None = None
        self.space: str | None = None
        self.pictures = {}  # the looks drawn at each place (KeptPiece)
        self.setZValue(25)

    def bounds(self) -> QRectF:
        r = self.radius
        return QRectF(-r - 34, -r - 8, 2 * r + 42, 2 * r + 16)

    def footprint(self) -> QSizeF:
        return QSizeF(2 * self.radius, 2 * self.radius)

    def set_order(self, order: int | None) -> None:
        if order != self.order:
            self.order = order
            self.update()

    def look(self, order: int | None | bool = False) -> tuple[Hashable, ...]:
        """The look the paint draws (with ``order`` for another order badge)."""
        return ("token", self.colour.name(QColor.NameFormat.HexArgb), self.token_shape, self.radius,
                self.order if order is False else order)

    def draw_look(self, painter: QPainter, look: tuple[Hashable, ...]) -> None:
        _, _, token_shape, r, order = look
        colour = self.colour  # the token's own (never changes)
        paint_disc(painter, colour, r, depth=4, rim=190)  # type: ignore[arg-type]
        ink = theme.text_colour_on(colour)
        painter.setPen(QPen(ink, 2))
        painter.setBrush(ink)
        painter.drawPath(shape_path(token_shape, 0, 0, r * 0.46))  # type: ignore[arg-type, operator]
        if order is not None:
            b = 13.0
            c = QPointF(-r - 17, 0)  # type: ignore[operator]
            painter.setPen(QPen(QColor("#111111"), 1.5))
            painter.setBrush(QColor("#ffffff"))
            painter.drawEllipse(c, b, b)
            draw_text(painter, QRectF(c.x() - b, c.y() - b, 2 * b, 2 * b), str(order), 19, weight=Weight.Bold,
                      colour="#111111", align=CENTRE)


class DeckItem(KitItem):
    """A face-down deck with its name and how many cards are left (``apply(count)``).

    The pile (up to four card backs with the genre icons, drawn again only when a layer comes or goes) and the
    count under it (:class:`DeckCount`, a small picture of its own) are cached apart: the cards drawn at the end of
    the bets changed both decks' counts, and each deck drew its whole pile again (~0.5 ms a deck)."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()

    def __init__(self, key: str, name: str, colour: QColor, width: float = 96) -> None:
        super().__init__(key)
        self.name = name
        self.colour = QColor(colour)
        self.w = width
        self.h = width * 88 / 63
        self.setAcceptHoverEvents(False)
        self.count_item = DeckCount(self)
        self.apply(0)

    @staticmethod
    def layers(count: int) -> int:
        """How many card backs the pile shows for ``count`` cards (0: the empty place)."""
        return min(4, max(1, count // 10 + 1)) if count else 0

    def apply(self, model: int) -> bool:
        old = self.model
        if model == old:
            return False
        self.model = model
        self.count_item.update()
        if old is None or self.layers(old) != self.layers(model):
            self.update()
        return True

    def bounds(self) -> QRectF:
        return QRectF(-6, -14, self.w + 16, self.h + 78)  # up to four cards, each 3 higher

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        count: int = self.model
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        layers = self.layers(count)
        for k in range(layers - 1, -1, -1):
            art.paint_card_back(painter, QRectF(k * 2, -k * 3, self.w, self.h), self.name, self.colour)
        if not count:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 10, 10)
        if self.name.lower() == "mix":
            art.paint_genre_icon(painter, "mix", QRectF(self.w * 0.2, self.h * 0.18, self.w * 0.6, self.w * 0.6),
                                 QColor(PAPER))
        else:
            for k, g in enumerate(art.GENRE_ORDER):
                s = self.w * 0.32
                x = self.w * 0.14 + (k % 2) * self.w * 0.40
                y = self.h * 0.12 + (k // 2) * self.w * 0.40
                art.paint_genre_icon(painter, g, QRectF(x, y, s, s), QColor(PAPER))
        draw_text(painter, QRectF(0, self.h * 0.66, self.w, 32), self.name.upper(), 22, weight=Weight.Bold,
                  colour=PAPER, align=CENTRE)


class DeckCount(KitItem):
    """How many cards a deck has left, under its pile (cached apart from the pile: see :class:`DeckItem`), on one
    line at one size for any count up to 999 (:meth:`font_size`).

    Why: the label was wrapped within the pile's width, so in Italian "129 carte" went on two lines under its deck
    while "44 carte" beside it took one. Avoid fitting the count's own text: the size would jump as the count falls
    from 100 to 99 and differ between the decks."""

    SIZE, MINIMUM = 22, 14

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag

    def __init__(self, deck: DeckItem) -> None:
        super().__init__(None, deck)
        self.deck = deck
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def bounds(self) -> QRectF:
        return self.text_box().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        deck = self.deck
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_text(painter, self.text_box(), translate("telefilm", "%n left", n=deck.model or 0), self.font_size(),
                  weight=Weight.DemiBold, colour=theme.INK_ON_FELT, align=Qt.AlignmentFlag.AlignHCenter
                  | Qt.AlignmentFlag.AlignTop, minimum=self.MINIMUM)

    def text_box(self) -> QRectF:
        """Where the count goes: under the pile, as wide as the deck's pitch allows (the next deck's count sits
        right beside it)."""
        room = max(self.deck.w + 8, DECK_PITCH - 10)
        return QRectF((self.deck.w - room) / 2, self.deck.h + 4, room, 40)

    def font_size(self) -> int:
        """The count's size: the one at which the widest three-digit count fits the box, in this language."""
        box = self.text_box()
        return fit_font(translate("telefilm", "%n left", n=888), box.width(), self.SIZE, Weight.DemiBold,
                        minimum=self.MINIMUM).pixelSize()


class SpecialPileItem(KitItem):
    """The special cards played (public): the last one face up, and how many so far (``apply(kinds)``)."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()

    def __init__(self, width: float = 88) -> None:
        super().__init__("specials")
        self.w = width
        self.h = width * 88 / 63
        self.title = ""
        self.setAcceptHoverEvents(False)
        self.apply(())

    def bounds(self) -> QRectF:
        return QRectF(-10, -10, self.w + 20, self.h + 76)

    def model_did_change(self, old: object, new: tuple[str, ...]) -> None:
        self.title = card_name(new[-1]) if new else ""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        kinds: tuple[str, ...] = self.model
        if not kinds:
            return
        kind = kinds[-1]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k in range(min(3, len(kinds)) - 1, -1, -1):
            painter.setPen(QPen(QColor("#2b2a27"), 2))
            painter.setBrush(theme.BOARD)
            painter.drawRoundedRect(QRectF(k * 2, -k * 3, self.w, self.h), 8, 8)
        colour = art.GENRE_COLOURS.get(kind) or art.SPECIAL_COLOURS.get(kind, QColor("#555555"))
        d = self.w * 0.66
        disc = QRectF((self.w - d) / 2, 12, d, d)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(disc)
        art.paint_special_icon(painter, kind, disc.adjusted(d * 0.2, d * 0.2, -d * 0.2, -d * 0.2),
                               theme.text_colour_on(colour))
        draw_text(painter, QRectF(4, self.h - 40, self.w - 8, 32), self.title, 22, weight=Weight.Bold, align=CENTRE)
        draw_text(painter, QRectF(-4, self.h + 4, self.w + 8, 58), translate("telefilm", "%n played", n=len(kinds)),
                  22, weight=Weight.DemiBold, colour=theme.INK_ON_FELT, align=CENTRE, wrap=True)


# ------------------------------------------------------------------------------ the TF track
class TelefilmTrack(TrackItem):
    """The TF track around the board: Start, then spaces 1 to 64 (exactly 64 TF is the last space; a
    player who passes it goes on from space 1 with a lap token). Figures walk along the centres."""

    LAST = 64
    SHADOW = 6  # the shade reaches this far outside the spaces

    def __init__(self, width: float, height: float, cell: float = 62) -> None:
        super().__init__(self.LAST + 1, width, height, cell=cell, number_every=5, markers=(self.LAST,),
                         start_label=translate("telefilm", "Start"))
        self.setZValue(0)
        # Drawn by five children, not by itself: four strips of spaces (each cached, 65 spaces that never
        # change); the shade inside the ring (``inner``) is the view's, drawn with the felt (see
        # table.TelefilmView). One cached image of the whole track blended 1.1 Mpx at every paint of the table, its
        # middle only a shade under the board.
        self.setFlag(self.GraphicsItemFlag.ItemHasNoContents)
        self.setCacheMode(self.CacheMode.NoCache)
        self.setAcceptHoverEvents(False)
        # the inner shade starts on the spaces' inner lines (under them: their opaque middle hides the seam);
        # the strips reach 5 units further in, where the lines' antialiased edge and the round cap of the red
        # line after the last space still draw, and 2 beyond the shade outside (its antialiased edge)
        self.inner = QRectF(cell, cell, width - 2 * cell, height - 2 * cell)
        c, m = cell + 5, self.SHADOW + 2
        self.strips = [TrackStrip(self, QRectF(-m, -m, width + 2 * m, c + m)),
                       TrackStrip(self, QRectF(-m, height - c, width + 2 * m, c + m)),
                       TrackStrip(self, QRectF(-m, c, c + m, height - 2 * c)),
                       TrackStrip(self, QRectF(width - c, c, c + m, height - 2 * c))]

    def cell_of(self, score: int) -> int:
        """The space a score stands on: 0 (Start) for 0, then 1-64, 65 -> 1 again (the view's position)."""
        return 0 if score <= 0 else (score - 1) % self.LAST + 1

    def point_at(self, t: float) -> QPointF:
        """A point on the track's centre line for a score ``t`` (fractions walk between spaces; after
        64 the walk goes on from space 1, past Start)."""
        i = math.floor(t)
        frac = t - i
        a = self.space_centre(self.cell_of(i))
        b = self.space_centre(self.cell_of(i + 1))
        return a + (b - a) * frac

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Nothing: the strips draw the track (:meth:`paint_area`), the shade fills the middle."""

    def paint_area(self, painter: QPainter, option: QStyleOptionGraphicsItem, area: QRectF) -> None:
        """The track as one image would show it, clipped to ``area`` (a strip)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outside = QPainterPath()
        outside.addRect(area)
        inner = QPainterPath()
        inner.addRect(self.inner)
        painter.setClipPath(outside.subtracted(inner))  # the shade inside the ring is the view's (TelefilmView)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADE)
        painter.drawRoundedRect(QRectF(-6, -6, self.w + 12, self.h + 12), 14, 14)
        painter.setClipRect(area)
        super().paint(painter, option, None)
        for i, rect in enumerate(self._rects):
            if i and i % 10 == 0:
                painter.setPen(QPen(QColor("#8a6d1f"), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect.adjusted(3, 3, -3, -3))
        last = self._rects[self.LAST]  # the last space is numbered too: passing it earns a lap token
        painter.setPen(theme.INK)
        painter.setFont(shared_font(max(12, min(last.width(), last.height()) * 0.42), Weight.DemiBold))
        painter.drawText(last, Qt.AlignmentFlag.AlignCenter, str(self.LAST))


SHADE = QColor(0, 0, 0, 70)  # under the track and the board inside it


class TrackStrip(KitItem):
    """One side of the TF track (a row or column of spaces and the shade around it), cached on its own."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    area = Geometry()

    def __init__(self, track_item: TelefilmTrack, area: QRectF) -> None:
        super().__init__(None, track_item)
        self.track_item = track_item
        self.area = area
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def bounds(self) -> QRectF:
        return self.area

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.track_item.paint_area(painter, option, self.area)


class FigureItem(KeptPiece, KitItem):
    """A player's character figure on the track; it walks space by space to a new score."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    fig_h = Geometry()

    def __init__(self, seat: int, track_item: TelefilmTrack, colour: QColor | str, shape: str,
                 height: float = 50) -> None:
        super().__init__(f"figure:{seat}", track_item)
        self.track_item = track_item
        self.colour = QColor(colour)
        self.token_shape = shape
        self.fig_h = height
        self._progress = 0.0
        self.offset = QPointF(0, 0)
        self.lap = ""
        self.walking: QVariantAnimation | None = None
        self.pictures = {}  # the looks drawn at each place (KeptPiece)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(30)
        self._place()

    def bounds(self) -> QRectF:
        h = self.fig_h  # the head (the player's shape) reaches h * 1.01 above the base
        return QRectF(-h * 0.45, -h * 1.08, h * 0.9 + 14, h * 1.28)

    def _get_progress(self) -> float:
        return self._progress

    def _set_progress(self, value: float) -> None:
        self._progress = float(value)
        self._place()

    progress = Property(float, _get_progress, _set_progress)

    def _place(self) -> None:
        self.setPos(self.place_at(self._progress, self.offset))

    def place_at(self, progress: float, offset: QPointF) -> QPointF:
        """Where the figure stands (in the track's units) at ``progress`` with ``offset``."""
        return self.track_item.point_at(progress) + offset + QPointF(0, self.fig_h * 0.36)

    def set_offset(self, offset: QPointF) -> None:
        if offset != self.offset:
            self.offset = QPointF(offset)
            if self.walking is None:
                self._place()

    def set_lap(self, text: str) -> None:
        if text != self.lap:
            self.lap = text
            self.update()

    def walk_to(self, score: float, *, animate: bool = True) -> None:
        """Move to ``score`` (spaces from Start, laps included), walking through every space."""
        if self.walking is not None:
            walking, self.walking = self.walking, None
            walking.stop()  # deleted: it was started with DeleteWhenStopped
        steps = abs(score - self._progress)
        if not animate or reduce_motion() or steps == 0 or self.scene() is None:
            self._set_progress(score)
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(float(self._progress))
        anim.setEndValue(float(score))
        anim.setDuration(int(min(1600, max(320, steps * 70))))
        anim.valueChanged.connect(self._set_progress)
        anim.finished.connect(self._walked)
        self.walking = anim
        track(anim)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _walked(self) -> None:
        walking, self.walking = self.walking, None
        if walking is not None:
            self._set_progress(float(walking.endValue()))

    def finish_animations(self) -> None:
        super().finish_animations()
        if self.walking is not None:
            self.walking.setCurrentTime(self.walking.duration())  # ends it: _walked places the figure

    def look(self, lap: str | None = None) -> tuple[Hashable, ...]:
        """The look the paint draws (with ``lap`` for another lap badge)."""
        return ("figure", self.colour.name(QColor.NameFormat.HexArgb), self.token_shape, self.fig_h,
                self.lap if lap is None else lap)

    def draw_look(self, painter: QPainter, look: tuple[Hashable, ...]) -> None:
        _, _, token_shape, fig_h, lap = look
        art.paint_figure(painter, self.colour, token_shape, 0, 0, fig_h)  # type: ignore[arg-type]
        if lap:
            art.lap_badge(painter, QPointF(fig_h * 0.36, -fig_h * 0.18), 12, lap)  # type: ignore[operator, arg-type]


# ------------------------------------------------------------------------------ players
def paint_seat_disc(painter: QPainter, centre: QPointF, r: float, colour: QColor, shape: str, state: str) -> None:
    """A small disc in a player's colour with their shape; ``state``: waiting, answering (ring) or wrong."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(centre)
    if state == "answering":
        painter.setPen(QPen(theme.HIGHLIGHT, 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r + 4, r + 4)
    painter.setPen(QPen(colour.darker(170), 2))
    painter.setBrush(colour)
    painter.drawEllipse(QPointF(0, 0), r, r)
    ink = theme.text_colour_on(colour)
    painter.setPen(QPen(ink, 1.5))
    painter.setBrush(ink)
    painter.drawPath(shape_path(shape, 0, 0, r * 0.45))
    if state == "wrong":
        _cross(painter, QRectF(-r, -r, 2 * r, 2 * r), art.WRONG)
    painter.restore()


class SeatDiscItem(KeptPiece, KitItem):
    """Whose move it is, beside the focal line: ``apply((colour name, shape))``."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    radius = Geometry()

    def __init__(self, radius: float = 22) -> None:
        super().__init__("focal-disc")
        self.radius = radius
        self.pictures = {}  # a new turn's disc (~0.15 ms: antialiased rings, the shape's path) is kept per seat
        self.setAcceptHoverEvents(False)
        self.setZValue(6)

    def bounds(self) -> QRectF:
        r = self.radius + 8
        return QRectF(-r, -r, 2 * r, 2 * r)

    def look(self, model: tuple[str, str] | None = None) -> tuple[Hashable, ...]:
        """The look the paint draws (for ``model``: another seat's)."""
        colour, shape = model or self.model
        return (colour, shape, self.radius)

    def draw_look(self, painter: QPainter, look: tuple[Hashable, ...]) -> None:
        colour, shape, radius = look
        paint_seat_disc(painter, QPointF(0, 0), radius, QColor(colour), shape, "answering")  # type: ignore[arg-type]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.model is not None:
            super().paint(painter, option, widget)


class RowFace(KitItem):
    """A player's row face: colour strip, figure and name (cached apart: a new score repaints only the rest)."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()  # the row's sizes, set by the row
    h = Geometry()

    def __init__(self, row: PlayerRowItem) -> None:
        super().__init__(None, row)
        self.row = row
        self.w, self.h = row.w, row.h
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def bounds(self) -> QRectF:
        return QRectF(0, 0, self.row.name_rect().right() + 4, self.row.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        row = self.row
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(row.colour)
        painter.drawRoundedRect(QRectF(2, 2, 14, row.h - 4), 7, 7)
        fh = row.figure_h()
        art.paint_figure(painter, row.colour, row.token_shape, 22 + fh * 0.36, row.h * 0.5 + fh * 0.46, fh)
        draw_text(painter, row.name_rect(), row.name, row.name_size(), weight=Weight.Bold, minimum=NAME_MIN)


class PlayerRowItem(KitItem):
    """One player on one line: figure, name (>= 28 units), then a slot for the role (Director, answering),
    the tokens still to place or the *Play a card* button, then the special cards held, the lap token and
    the TF score. Unplaced character tokens sit in the slot, see :meth:`tray_pos`.
    """

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()

    def __init__(self, seat: int, name: str, colour: QColor | str, shape: str, width: float, height: float) -> None:
        super().__init__(f"row:{seat}")
        self.seat = seat
        self.name = name
        self.colour = QColor(colour)
        self.token_shape = shape
        self.w, self.h = width, height
        self.title = name
        self.text = ""
        self.setAcceptHoverEvents(False)
        self.face = RowFace(self)
        self.hand_button = ButtonItem(translate("telefilm", "Play a card"), ROW_SLOT_W, self.pill_h(),
                                      colour="#c9b8e8", size=26,
                                      key=f"button:hand:{seat}")
        self.hand_button.setParentItem(self)
        self.hand_button.setVisible(False)
        self._place_button()
        self.ahead = DrawnAhead()  # the rows the next move may show, and the one shown (draw_ahead)
        self.apply(RowModel("0", "", "", False, False, 0))

    @property
    def lap(self) -> str:
        return str(self.model.lap)

    @property
    def role(self) -> str:
        return str(self.model.role)

    def bounds(self) -> QRectF:
        return QRectF(-6, -6, self.w + 12, self.h + 12)

    def model_did_change(self, old: RowModel | None, new: RowModel) -> None:
        self.text = " ".join(t for t in (new.role, new.note, new.score, new.unit) if t)
        self.hand_button.setVisible(new.play_card)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.face.prepareGeometryChange()
            self.w, self.h = width, height
            self.face.w, self.face.h = width, height  # its rectangle follows the row's
            self._place_button()
            self.update()
            self.face.update()

    # -- geometry (one line; see layout.ROW_*) --------------------------------------------------------------
    def figure_h(self) -> float:
        return min(self.h * 0.82, 64.0)

    def name_size(self) -> float:
        return max(float(NAME_MIN), min(float(NAME_SIZE), self.h * 0.62))

    def _text_x(self) -> float:
        return 30 + self.figure_h() * 0.72

    def _score_x(self) -> float:
        return self.w - ROW_SCORE_W

    def _hand_x(self) -> float:
        return self._score_x() - ROW_HAND_W

    def slot_rect(self) -> QRectF:
        """The slot after the name: role text, tokens still to place, or the *Play a card* button."""
        right = self._hand_x() - 8
        return QRectF(right - ROW_SLOT_W, 0, ROW_SLOT_W, self.h)

    def name_rect(self) -> QRectF:
        x = self._text_x()
        return QRectF(x, 0, min(ROW_NAME_W, self.slot_rect().left() - 10 - x), self.h)

    def pill_h(self) -> float:
        return min(self.h - 8, 56.0)

    def _place_button(self) -> None:
        slot = self.slot_rect()
        self.hand_button.set_size(slot.width(), self.pill_h())
        self.hand_button.setPos(slot.left(), (self.h - self.pill_h()) / 2)

    def tray_pos(self, i: int, n: int) -> QPointF:
        """Scene position of the i-th of n tokens waiting in this row's slot."""
        slot = self.slot_rect()
        return self.scenePos() + QPointF(slot.left() + 26 + i * 50, self.h / 2)

    def _paint_hand(self, painter: QPainter, x: float, cy: float, size: float, hand: int) -> None:
        """The number of special cards held (never which): small card backs and "×n"."""
        cw, ch = size * 0.70, size
        shown = min(hand, 3)
        for k in range(shown):
            r = QRectF(x + k * 6, cy - ch / 2 - k * 2 + 2, cw, ch)
            painter.setPen(QPen(QColor(PAPER), 1.5))
            painter.setBrush(QColor("#6b2d3c"))
            painter.drawRoundedRect(r, 4, 4)
        tx = x + (cw + (shown - 1) * 6 + 4 if shown else 0)
        draw_text(painter, QRectF(tx, cy - 18, 38, 36), f"×{hand}", 24, weight=Weight.DemiBold)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        m: RowModel = self.model
        if not self.ahead.copy(painter, self.bounds(), (m, self.w, self.h), partial(self._draw, model=m)):
            self._draw(painter, model=m)

    def draw_ahead(self, models: list[RowModel], device: QTransform, hints: QPainter.RenderHint) -> Iterator[None]:
        """Draw the row's picture for each of ``models`` (rows the next move may show: ``GameController.preview``)
        as Qt's item cache will draw it (``device``: the row's transform to the viewport; ``hints``: the view's),
        one a piece, and keep them: the paint that shows one copies it (the kit's :class:`DrawnAhead`: the pixels
        of drawing it; the row draws first into its transparent cache). Pictures of other rows than these and the
        one shown go."""
        keys: set[tuple[Hashable, ...]] = {(m, self.w, self.h) for m in (*models, self.model)}
        self.ahead.keep_only(keys)
        yield from self.ahead.draw(self.bounds(), [((m, self.w, self.h), partial(self._draw, model=m))
                                                   for m in dict.fromkeys(models) if m != self.model], device, hints)

    def _draw(self, painter: QPainter, model: RowModel) -> None:
        m = model
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(theme.HIGHLIGHT, 6) if m.active else QPen(QColor("#0b1f19"), 2))
        painter.setBrush(QColor(PAPER) if m.active else QColor("#e6dfcc"))
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 14, 14)
        # the colour strip, the figure and the name are the face's (a child item, cached apart)
        if m.lap:  # the lap token sits on the figure's base
            fh = self.figure_h()
            r = min(16.0, self.h * 0.22)
            art.lap_badge(painter, QPointF(22 + fh * 0.36 + fh * 0.32, self.h - r - 2), r, m.lap)
        slot = self.slot_rect()
        if m.director:
            icon = min(34.0, self.h * 0.6)
            art.paint_clapper(painter, QRectF(slot.left(), (self.h - icon * 0.8) / 2, icon, icon * 0.8),
                              QColor("#3b3a36"))
            draw_text(painter, slot.adjusted(icon + 8, 0, 0, 0), translate("telefilm", "Director"), 26,
                      weight=Weight.DemiBold, minimum=18)
        elif (m.role or m.note) and not m.play_card:
            draw_text(painter, slot, " · ".join(t for t in (m.role, m.note) if t), 26, weight=Weight.DemiBold,
                      colour=MUTED_INK, minimum=16, wrap=True)
        if m.hand >= 0 and m.unit == "TF" and m.hand:
            self._paint_hand(painter, self._hand_x() + 2, self.h / 2, min(self.h * 0.6, 40.0), m.hand)
        score = QRectF(self._score_x(), 0, ROW_SCORE_W - 12, self.h)
        if m.unit != "TF":  # cards only: the score counts cards' difficulties, say so
            draw_text(painter, QRectF(self._hand_x(), 0, ROW_HAND_W, self.h), m.unit, 22, weight=Weight.DemiBold,
                      colour=MUTED_INK, align=RIGHT)
        draw_text(painter, score, m.score, min(44.0, max(32.0, self.h * 0.7)), weight=Weight.Bold, align=RIGHT,
                  minimum=28)


# ------------------------------------------------------------------------------ the question card
class OptionItem(KitItem):
    """One answer option: letter disc and text. Clickable for the answering Star; a wrong letter is
    struck through; the correct one is shown (green AND a check mark) only once it is revealed."""

    DRAWN_FLAGS = frozenset({"clickable", "hovered"})  # its border and its fill
    w = Geometry()
    h = Geometry()

    def __init__(self, letter: str, width: float, height: float) -> None:
        super().__init__(f"option:{letter}")
        self.w, self.h = width, height
        self.ahead = DrawnAhead()  # the looks the next move may show, and the one shown (draw_ahead)
        self.apply(OptionModel(letter, "", "normal"))

    @property
    def letter(self) -> str:
        return str(self.key).split(":")[1]

    @property
    def text(self) -> str:
        return str(self.model.text)

    @property
    def state(self) -> str:
        return str(self.model.state)

    def bounds(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self.update()

    def hoverEnterEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        self.hovered = True
        if self.clickable:
            self.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        self.hovered = False
        if self.clickable:
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = (self.model, self.clickable, self.hovered, self.w, self.h)
        if not self.ahead.copy(painter, self._drawn_area(self.w, self.h), look, partial(self._draw, look=look)):
            self._draw(painter, look=look)

    def draw_ahead(self, looks: list[tuple[OptionModel, float, float, QTransform]],
                   hints: QPainter.RenderHint) -> Iterator[None]:
        """Draw the option's picture for each of ``looks`` (what the next move may show: a new state, a size and
        the transform to the viewport of the place the card lays it out at, ``QuestionCard.body_places``),
        clickable or not, as Qt's item cache will draw it (see :meth:`PlayerRowItem.draw_ahead`), one a piece;
        the paint that shows one copies it. Pictures of other looks than these and the one shown go."""
        shown = (self.model, self.clickable, self.hovered, self.w, self.h)
        pictures = [((m, clickable, False, w, h), device) for m, w, h, device in looks for clickable in (False, True)]
        self.ahead.keep_only({shown, *(look for look, _ in pictures)})
        for look, device in pictures:
            if look != shown:
                yield from self.ahead.draw(self._drawn_area(look[3], look[4]),
                                           [(look, partial(self._draw, look=look))], device, hints)

    @staticmethod
    def _drawn_area(w: float, h: float) -> QRectF:
        """Where the drawing reaches: the clickable border (4 units wide at 1 unit in) goes a unit past the
        bounds, which Qt's cache keeps (a picture cut at the bounds lost a column of pixels at 1280 x 800)."""
        return QRectF(-3, -3, w + 6, h + 6)

    def _draw(self, painter: QPainter, look: tuple[OptionModel, bool, bool, float, float]) -> None:
        m, clickable, hovered, w, h = look
        rect = QRectF(0, 0, w, h).adjusted(1, 2, -1, -2)
        fill, ink = QColor("#ffffff"), theme.INK
        if m.state == "correct":
            fill, ink = art.CORRECT, QColor("#ffffff")
        elif m.state == "tried":
            fill, ink = QColor("#eadcd8"), QColor("#6d5a55")
        elif m.state == "faded":
            fill, ink = QColor("#ece7da"), QColor("#6e6a60")
        elif clickable and hovered:
            fill = QColor("#fff2c2")
        painter.setPen(QPen(QColor("#b58a00"), 4) if clickable else QPen(QColor("#3b3a36"), 2))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 12, 12)
        d = rect.height() * 0.74
        disc = QRectF(rect.left() + 10, rect.center().y() - d / 2, d, d)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#3b3a36") if m.state != "correct" else QColor("#ffffff"))
        painter.drawEllipse(disc)
        draw_text(painter, disc, m.letter, d * 0.62, weight=Weight.Bold,
                  colour=QColor("#ffffff") if m.state != "correct" else art.CORRECT, align=CENTRE)
        text_rect = QRectF(disc.right() + 14, rect.top(), rect.right() - disc.right() - 24 - d * 0.8, rect.height())
        size = min(34, rect.height() * 0.62)
        draw_text(painter, text_rect, m.text, size, weight=Weight.DemiBold, colour=ink)
        mark_rect = QRectF(rect.right() - d * 0.9 - 6, rect.center().y() - d / 2, d * 0.9, d)
        if m.state == "correct":
            _check(painter, mark_rect, QColor("#ffffff"))
        elif m.state == "tried":
            _cross(painter, mark_rect, art.WRONG)
            painter.setPen(QPen(QColor(109, 90, 85, 200), 3))
            fm = QFontMetricsF(fit_font(m.text, text_rect.width(), size))
            tw = min(text_rect.width(), fm.horizontalAdvance(m.text))
            painter.drawLine(QPointF(text_rect.left(), rect.center().y()),
                             QPointF(text_rect.left() + tw, rect.center().y()))


def _check(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    painter.save()
    pen = QPen(colour, max(4.0, rect.height() * 0.16), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
               Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    path = QPainterPath()
    path.moveTo(rect.left() + rect.width() * 0.15, rect.top() + rect.height() * 0.55)
    path.lineTo(rect.left() + rect.width() * 0.42, rect.top() + rect.height() * 0.80)
    path.lineTo(rect.left() + rect.width() * 0.88, rect.top() + rect.height() * 0.22)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.restore()


def _cross(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    painter.save()
    pen = QPen(colour, max(4.0, rect.height() * 0.15), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    m = rect.height() * 0.22
    painter.drawLine(QPointF(rect.left() + m, rect.top() + m), QPointF(rect.right() - m, rect.bottom() - m))
    painter.drawLine(QPointF(rect.right() - m, rect.top() + m), QPointF(rect.left() + m, rect.bottom() - m))
    painter.restore()


class MarkItem(KitItem):
    """A big check mark or cross (right / wrong) in the question card's header: ``apply(True | False | None)``;
    :meth:`pop` makes it spring up when a judgement has just been made."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    s = Geometry()

    def __init__(self, size: float = 90) -> None:
        super().__init__("mark")
        self.s = size
        self.ahead = DrawnAhead()  # right and wrong where the next move's header puts it (draw_ahead)
        self.setAcceptHoverEvents(False)
        self.setZValue(60)
        self.setVisible(False)

    @property
    def ok(self) -> bool:
        return bool(self.model)

    def bounds(self) -> QRectF:
        return QRectF(-self.s / 2 - 4, -self.s / 2 - 4, self.s + 8, self.s + 8)

    def model_did_change(self, old: bool | None, new: bool | None) -> None:
        self.setVisible(new is not None)

    def pop(self) -> None:
        if reduce_motion():
            return
        self.setScale(0.4)
        self.animate(b"scale", 1.0, 260)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ok = self.ok
        # while it springs up (another scale each frame) it is drawn, as before
        if self.scale() != 1 or not self.ahead.copy(painter, self.drawn_area(), (ok, self.s),
                                                    partial(self._draw, ok=ok)):
            self._draw(painter, ok)

    def drawn_area(self) -> QRectF:
        return self.boundingRect().adjusted(-3, -3, 3, 3)

    def draw_ahead(self, looks: list[bool], device: QTransform, hints: QPainter.RenderHint) -> Iterator[None]:
        """Draw the mark right or wrong (``looks``: what the next move's judgement may show) as Qt's item cache will
        draw it at rest (``device``: its transform to the viewport where the next header puts it), one a piece: the
        move's paint copies it (a judge drew it, ~0.3-0.6 ms)."""
        wanted: set[tuple[Hashable, ...]] = {(ok, self.s) for ok in looks}
        self.ahead.keep_only(wanted)
        pictures: list[tuple[tuple[Hashable, ...], Callable[[QPainter], None]]] = [
            (look, partial(self._draw, ok=bool(look[0]))) for look in wanted]
        yield from self.ahead.draw(self.drawn_area(), pictures, device, hints)

    def _draw(self, painter: QPainter, ok: bool) -> None:
        painter.setPen(QPen(QColor("#ffffff"), 5))
        painter.setBrush(art.CORRECT if ok else art.WRONG)
        r = self.s / 2
        painter.drawEllipse(QPointF(0, 0), r, r)
        inner = QRectF(-r * 0.62, -r * 0.62, r * 1.24, r * 1.24)
        (_check if ok else _cross)(painter, inner, QColor("#ffffff"))


HeaderLayout = tuple[QRectF, QRectF, list[tuple[QPointF, DiscModel]], QPointF | None]  # title, badges, discs, mark


class TextPlace(NamedTuple):
    """What a text block of the question card shows, at which size and place (:meth:`QuestionCard.text_places`)."""

    text: str
    size: float
    w: float
    h: float
    colour: str  # "#aarrggbb" (a QColor is not hashable)
    background: str | None
    x: float
    y: float


def _argb(colour: QColor | str) -> str:
    return QColor(colour).name(QColor.NameFormat.HexArgb)


def band_of(card: CardModel) -> str:
    """The colour of ``card``'s header band: its genre's (the info card's own without one)."""
    return (QuestionCard.INFO_BAND if card.genre is None
            else theme.blend(theme.BOARD, art.GENRE_COLOURS[card.genre], 0.55).name())


class CardText(KeptLabel):
    """A text block of the question card: :meth:`show` changes only what differs (nothing: no repaint). Its looks
    are kept (the kit's :class:`KeptLabel`): the question, note or series the next move shows is drawn ahead
    (``TelefilmTable.rows_ahead``) at the size and place the card will lay it out at (:meth:`QuestionCard.text_places`).
    """

    DRAWN_FLAGS = LabelItem.DRAWN_FLAGS  # a label's paint
    KEEP = 12  # the one shown and the next move's (up to AHEAD_CARDS: an answer's outcomes)

    def __init__(self, key: str, size: float, weight: Weight, align: Qt.AlignmentFlag, wrap: bool) -> None:
        super().__init__("", 100, 40, size=size, weight=weight, colour=theme.INK, align=align, wrap=wrap, key=key)

    def show_text(self, text: str, size: float, width: float, height: float, colour: QColor | str = theme.INK,
                  background: QColor | str | None = None) -> None:
        self.set_size(width, height)
        if size != self.size:
            self.size = size
            self.update()
        self.set_colours(colour, background)
        self.set_text(text)


class CardHeader(KitItem):
    """What the question card's header band shows: the genre icon, the title, the badges and who answers (the
    card lays them out). Cached on its own over the card: a new answering order, badge or mark repaints this strip,
    not the whole card (a 808 x 450 paper panel, ~0.5 ms, on most moves of a question).

    It fills its box with the band's colour first, only the device pixels wholly inside its box (so its image is
    opaque where it covers the card: the same pixels as the card's band under it), and draws its contents on that,
    as the card drew them on its band. Its box keeps clear of the band's rounded corners and of the card's border.
    """

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()  # the card's width, set by the card

    BOX = QRectF(7, 4, 0, 58)  # x, y and height inside the card (the width follows the card): inside the band
    # (0 to 64) below the card's border, clear of its rounded corners (radius 18: at y = 4 the band starts at x = 6.7)

    def __init__(self, card: QuestionCard) -> None:
        super().__init__(None, card)
        self.card = card
        self.w = card.w
        self._bands: dict[tuple[Hashable, ...], Kept] = {}  # see paint
        self.ahead = DrawnAhead()  # the headers the next move may show, and the one shown (draw_ahead)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def box(self) -> QRectF:
        b = self.BOX
        return QRectF(b.x(), b.y(), self.card.w - 2 * b.x(), b.height())

    def bounds(self) -> QRectF:
        return self.box()

    @staticmethod
    def look(card: CardModel, width: float) -> tuple[Hashable, ...]:
        """Everything the header's paint reads of ``card`` on a card ``width`` wide."""
        return (band_of(card), card.info, card.genre, card.title, card.badges, card.discs, card.mark, width)

    def drawn_area(self) -> QRectF:
        return self.box().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        card = self.card.card
        if card is None:
            return
        if painter.transform().isRotating():
            return
        look = self.look(card, self.w)
        if not self.ahead.copy(painter, self.drawn_area(), look, partial(self._draw, card=card, layout=None)):
            self._draw(painter, card, None)

    def draw_ahead(self, cards: list[CardModel], device: QTransform, hints: QPainter.RenderHint) -> Iterator[None]:
        """Draw the header for each of ``cards`` (what the next move may show: a judgement's mark, the next Star's
        disc, a new question's title) as Qt's item cache will draw it (``device``: the card's transform to the
        viewport), one a piece: the paint that shows one copies it. Pictures of other headers go."""
        shown = self.look(self.card.card, self.w) if self.card.card is not None else None
        wanted = {self.look(c, self.w): c for c in cards}
        self.ahead.keep_only({*wanted, *([shown] if shown is not None else [])})
        yield from self.ahead.draw(self.drawn_area(), [
            (look, partial(self._draw, card=c, layout=self.card.header_layout(c)))
            for look, c in wanted.items() if look != shown], device, hints)

    def _draw(self, painter: QPainter, card: CardModel, layout: HeaderLayout | None) -> None:
        # the band and the genre's disc and icon (antialiased paths, ~0.1 ms) are a picture kept per genre and
        # colour: a new answering order or mark draws only the text and the discs again
        accent = band_of(card)
        paint_kept(painter, self.box(), (accent, card.genre, card.info, self.w),
                   lambda p: self._paint_band(p, accent, card), self._bands)
        self.card.paint_header(painter, card, layout)

    def _paint_band(self, painter: QPainter, accent: str, card: CardModel) -> None:
        t = painter.transform()
        back, ok = t.inverted()
        if not ok:
            return
        dev = t.mapRect(self.box())
        inner = QRectF(QPointF(math.ceil(dev.left()), math.ceil(dev.top())),
                       QPointF(math.floor(dev.right()), math.floor(dev.bottom())))
        painter.fillRect(back.mapRect(inner), QColor(accent))
        self.card.paint_header_icon(painter, card)


class QuestionCard(PanelItem):
    """The question card on the right of the table: a paper panel with a header band in the genre's colour
    (icon, title, badges, who answers in which order, the right/wrong mark), the question text, up to five
    options and a note. :meth:`show` lays out and repaints only what changed."""

    DRAWN_FLAGS = PanelItem.DRAWN_FLAGS  # a panel's paint

    INFO_BAND = "#d9cfb6"

    def __init__(self, width: float, height: float, seats: Seats) -> None:
        super().__init__(width, height, PanelStyle(fill=PAPER, border="#0b1f19", radius=18, accent=self.INFO_BAND,
                                                   accent_height=CARD_HEADER_H), key="question")
        self.seats = seats
        self.setAcceptHoverEvents(False)
        self.setZValue(2)
        self.card: CardModel | None = None
        self.title = ""  # what the header shows (leak tests read it)
        self.badges = ""
        self._title_rect = QRectF()
        self._badge_rect = QRectF()
        self._discs: list[tuple[QPointF, DiscModel]] = []
        self.text_item = CardText("question:text", 36, Weight.DemiBold,
                                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, True)
        self.note_item = CardText("question:note", 26, Weight.DemiBold, LEFT, True)  # two lines when long
        self.series_item = CardText("question:series", 30, Weight.Bold, LEFT, False)
        self.options = [OptionItem(x, width - 2 * CARD_MARGIN, 52) for x in "ABCDE"]
        self.mark = MarkItem(MARK_SIZE)
        for child in (self.text_item, self.note_item, self.series_item, *self.options, self.mark):
            child.setParentItem(self)
            child.setVisible(False)
        self.header = CardHeader(self)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.header.prepareGeometryChange()  # its box follows the card's width
            self.header.w = width
            super().set_size(width, height)
            card, self.card = self.card, None
            if card is not None:
                self.show_card(card)

    def show_card(self, card: CardModel) -> bool:
        """Show ``card``; False (and nothing repainted) when it is what is shown already."""
        if card == self.card:
            return False
        old, self.card = self.card, card
        band = band_of(card)
        self.apply(PanelStyle(fill=PAPER, border="#0b1f19", radius=18, accent=band, accent_height=CARD_HEADER_H))
        header = (card.info, card.genre, card.title, card.badges, card.discs, card.mark)
        if old is None or header != (old.info, old.genre, old.title, old.badges, old.discs, old.mark):
            self._layout_header(card)
            self.header.update()  # the band's colour is the card's (apply above): the rest of the card stays
        self.mark.apply(card.mark)
        self._layout_body(card)
        return True

    def _layout_header(self, card: CardModel) -> None:
        self.title, self.badges = card.title, card.badges
        self._title_rect, self._badge_rect, self._discs, mark_at = self.header_layout(card)
        if mark_at is not None:
            self.mark.setPos(mark_at)

    def header_layout(self, card: CardModel) -> HeaderLayout:
        """Where ``card``'s header puts its title, badges, answerers' discs and mark (asked also to draw a header
        ahead: :meth:`CardHeader.draw_ahead`)."""
        if card.info:
            return QRectF(CARD_MARGIN, 4, self.w - 2 * CARD_MARGIN, 56), QRectF(), [], None
        x = self.w - 14.0
        mark_at = None
        if card.mark is not None:
            mark_at = QPointF(x - 30, 32)
            x -= 70
        n = len(card.discs)
        discs = [(QPointF(x - 22 - (n - 1 - i) * SEAT_DISC_PITCH, 32), disc) for i, disc in enumerate(card.discs)]
        if n:
            x -= n * SEAT_DISC_PITCH + 6
        bw = min(380.0, text_width(card.badges, 26, Weight.DemiBold) + 8)
        return QRectF(70, 4, max(160.0, x - bw - 70 - 16), 56), QRectF(x - bw, 4, bw, 56), discs, mark_at

    def body_places(self, card: CardModel) -> tuple[float, float, dict[str, tuple[OptionModel, QRectF]]]:
        """Where the question's text goes (its top and height) and each option shown (its model and place on the
        card) for ``card`` (not ``info``): what :meth:`show_card` lays out, asked also to draw ahead the options a
        move will show (``OptionItem.draw_ahead``)."""
        inner = self.w - 2 * CARD_MARGIN
        n = len(card.options)
        top = CARD_TEXT_TOP + (42 if card.series else 0)
        note_h = 46 if card.note else 0
        avail = self.h - top - 12 - note_h
        opt_h = min(58.0, max(44.0, (avail - 100) / max(1, n))) if n else 0
        text_h = avail - n * opt_h - (8 if n else 0)
        if n and text_h < CARD_TEXT_MIN_H:
            # a crowded card (the series line, five options, a note, on a short card): the options give up the
            # height the question needs. Avoid keeping the text box at its minimum over the options instead: its
            # second line's descenders ran into option A's border.
            opt_h = (avail - CARD_TEXT_MIN_H - 8) / n
            text_h = CARD_TEXT_MIN_H
        y = top + text_h + 4
        # 50% leaves two: they close up
        places = {m.letter: (m, QRectF(CARD_MARGIN, y + i * opt_h, inner, opt_h)) for i, m in enumerate(card.options)}
        return top, text_h, places

    def text_places(self, card: CardModel) -> list[tuple[CardText, TextPlace | None, bool]]:
        """Each text block of ``card`` (the series, the question, the note): what it shows, at which size and place
        (None: left as it is), and whether it shows. What :meth:`show_card` lays out, asked also to draw the texts
        a move will show ahead (``TelefilmTable.rows_ahead``)."""
        inner = self.w - 2 * CARD_MARGIN
        if card.info:
            return [(self.series_item, None, False),
                    (self.text_item, TextPlace(card.text, card.text_size, inner, self.h - 88, _argb(theme.INK), None,
                                               CARD_MARGIN, 76), True),
                    (self.note_item, None, False)]
        top, text_h, _ = self.body_places(card)
        note_h = 46 if card.note else 0
        series = (TextPlace(card.series, 30, inner, 40, _argb(SERIES_INK), None, CARD_MARGIN, CARD_TEXT_TOP)
                  if card.series else None)  # the series the question is about, over the question
        text_box = max(CARD_TEXT_MIN_H, text_h)
        text = TextPlace(card.text, card.text_size, inner, text_box, _argb(theme.INK), None, CARD_MARGIN, top)
        if card.note_under_text:
            # no options to list: the note (straight answer, the result) sits under the question, large
            # the height the wrapped question takes (the question's own fitted font)
            item = self.text_item
            font = fit_font(card.text, inner, card.text_size, item.weight, height=text_box - 4, wrap=item.wrap)
            used = text_height(card.text, inner, font.pixelSize(), item.weight)
            note = TextPlace(card.note, 30, inner, 60, _argb(theme.INK), _argb("#fff2c2"), CARD_MARGIN,
                             min(self.h - 72, top + used + 28))
        else:
            note = TextPlace(card.note, 26, inner, 44, _argb(MUTED_INK), None, CARD_MARGIN, self.h - 12 - note_h)
        return [(self.series_item, series, bool(card.series)), (self.text_item, text, bool(card.text)),
                (self.note_item, note, bool(card.note))]

    def _layout_body(self, card: CardModel) -> None:
        for item, at, shown in self.text_places(card):
            if at is not None:
                item.show_text(at.text, at.size, at.w, at.h, at.colour, at.background)
                item.setPos(at.x, at.y)
            item.setVisible(shown)
        if card.info:
            for o in self.options:
                o.setVisible(False)
            return
        _, _, places = self.body_places(card)
        for o in self.options:
            if o.letter in places:
                m, place = places[o.letter]
                o.apply(m)
                o.set_size(place.width(), place.height())
                o.setPos(place.topLeft())
                o.setVisible(True)
            else:
                o.apply(OptionModel(o.letter, "", "normal"))  # no stale text left in a hidden item
                o.setVisible(False)

    def paint_header_icon(self, painter: QPainter, card: CardModel | None) -> None:
        """The genre's disc and icon at the left of the header band."""
        if card is not None and card.genre is not None and not card.info:
            colour = art.GENRE_COLOURS[card.genre]
            painter.setPen(QPen(QColor("#ffffff"), 3))
            painter.setBrush(colour)
            painter.drawEllipse(QRectF(10, 8, 48, 48))
            art.paint_genre_icon(painter, card.genre, QRectF(18.4, 16.4, 31.2, 31.2), theme.text_colour_on(colour))

    def paint_header(self, painter: QPainter, card: CardModel, layout: HeaderLayout | None = None) -> None:
        """The header band's text and discs of ``card`` laid out as ``layout`` says (None: as shown) (drawn by
        :class:`CardHeader` over its band and the genre's icon)."""
        title_rect, badge_rect, discs, _ = layout or (self._title_rect, self._badge_rect, self._discs, None)
        draw_text(painter, title_rect, card.title, 36, weight=Weight.Bold, wrap=True, minimum=18)
        if card.badges:
            draw_text(painter, badge_rect, card.badges, 26, weight=Weight.DemiBold, align=RIGHT)
        for centre, disc in discs:
            colour, shape = self.seats[disc.seat]
            paint_seat_disc(painter, centre, SEAT_DISC_R, colour, shape, disc.state)


class TimerItem(KitItem):
    """The 30-second countdown of a CALL or WEB card: a ring that empties, and the seconds left.
    ``apply((left, total, label))``."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    s = Geometry()

    def __init__(self, size: float = 120) -> None:
        super().__init__("timer")
        self.s = size
        self.setAcceptHoverEvents(False)
        self.setZValue(50)
        self.apply((30, 30, ""))

    @property
    def left(self) -> int:
        return int(self.model[0])

    @property
    def label(self) -> str:
        return str(self.model[2])

    def bounds(self) -> QRectF:
        return QRectF(-240, -4, self.s + 244, self.s + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        left, total, label = self.model
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(8, 8, self.s - 16, self.s - 16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#1d1c1a"))
        painter.drawEllipse(QRectF(0, 0, self.s, self.s))
        painter.setPen(QPen(QColor("#4a463d"), 10))
        painter.drawEllipse(rect)
        painter.setPen(QPen(art.WRONG if left <= 10 else theme.HIGHLIGHT, 10, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        painter.drawArc(rect, 90 * 16, int(360 * 16 * left / max(1, total)))
        draw_text(painter, QRectF(0, 0, self.s, self.s), str(left), self.s * 0.42, weight=Weight.Bold,
                  colour="#ffffff", align=CENTRE)
        if left == 0 and label:
            pill = QRectF(-232, self.s / 2 - 26, 220, 52)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(art.WRONG)
            painter.drawRoundedRect(pill, 26, 26)
            draw_text(painter, pill.adjusted(12, 0, -12, 0), label, 30, weight=Weight.Bold, colour="#ffffff",
                      align=CENTRE)


# ------------------------------------------------------------------------------ cards only
class OfferCardItem(CardItem):
    """A question card offered face up by genre and period only (never its difficulty): ``apply(OfferCard)``."""

    def __init__(self, index: int, width: float) -> None:
        super().__init__(width, face_up=True, key=f"offer:{index}")
        self.face_painter = self._paint_face
        self.title = ""
        self.setVisible(False)

    def model_did_change(self, old: OfferCard | None, new: OfferCard | None) -> None:
        self.setVisible(new is not None)
        self.title = "" if new is None else f"{art.genre_name(new.genre)} {art.period_name(new.period)}".strip()

    def _paint_face(self, painter: QPainter, rect: QRectF) -> None:
        info: OfferCard | None = self.model
        if info is None:
            return
        colour = art.GENRE_COLOURS[info.genre]
        band = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.55)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(band, 10, 10)
        painter.drawRect(band.adjusted(0, 20, 0, 0))
        s = band.height() * 0.7
        art.paint_genre_icon(painter, info.genre, QRectF(rect.center().x() - s / 2, band.top() + band.height() * 0.15,
                                                         s, s), theme.text_colour_on(colour))
        name = art.genre_name(info.genre)
        period = art.period_name(info.period)
        draw_text(painter, QRectF(rect.left() + 10, band.bottom() + 12, rect.width() - 20, 56), name, 44,
                  weight=Weight.Bold, align=CENTRE)
        draw_text(painter, QRectF(rect.left() + 10, band.bottom() + 72, rect.width() - 20, 46), period, 34,
                  weight=Weight.DemiBold, colour=MUTED_INK, align=CENTRE)
        if info.difficulty is not None:
            draw_text(painter, QRectF(rect.left() + 10, rect.bottom() - 52, rect.width() - 20, 44),
                      translate("telefilm", "Difficulty {number}").format(number=info.difficulty), 30,
                      weight=Weight.Bold, align=CENTRE)


class WonCardsItem(KitItem):
    """Cards only: each player's won cards as small cards (genre colour and icon, difficulty).
    ``apply(((seat, ((genre, difficulty), ...)), ...))``."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()

    def __init__(self, width: float, height: float, names: Sequence[str], seats: Seats) -> None:
        super().__init__("won")
        self.w, self.h = width, height
        self.names = list(names)
        self.seats = seats
        self.text = ""
        self.setAcceptHoverEvents(False)
        self.apply(())

    @property
    def rows(self) -> tuple[tuple[int, tuple[tuple[str, int], ...]], ...]:
        return tuple(self.model)

    def bounds(self) -> QRectF:
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def model_did_change(self, old: object, new: tuple[tuple[int, tuple[tuple[str, int], ...]], ...]) -> None:
        self.text = " ".join(self.names[seat] for seat, _cards in new)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_text(painter, QRectF(0, 0, self.w, 44), translate("telefilm", "Cards won"), 32, weight=Weight.Bold,
                  colour=theme.INK_ON_FELT)
        rows = self.rows
        if not rows:
            return
        row_h = min(96.0, (self.h - 52) / len(rows))
        for i, (seat, cards) in enumerate(rows):
            colour, shape = self.seats[seat]
            y = 52 + i * row_h
            art.paint_figure(painter, colour, shape, 22, y + row_h * 0.85, row_h * 0.8)
            draw_text(painter, QRectF(48, y, WON_NAME_W, row_h), self.names[seat], 28, weight=Weight.Bold,
                      colour=theme.INK_ON_FELT, minimum=22)
            ch = row_h * 0.86
            cw = ch * 63 / 88
            left = 48 + WON_NAME_W + 12
            room = self.w - left
            step = min(cw + 8, (room - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else cw
            for k, (genre, diff) in enumerate(cards):
                rect = QRectF(left + k * step, y + (row_h - ch) / 2, cw, ch)
                colour_g = art.GENRE_COLOURS.get(genre, art.GENRE_COLOURS["mix"])
                painter.setPen(QPen(QColor(PAPER), 2))
                painter.setBrush(colour_g)
                painter.drawRoundedRect(rect, 6, 6)
                ink = theme.text_colour_on(colour_g)
                art.paint_genre_icon(painter, genre, QRectF(rect.left() + cw * 0.2, rect.top() + 4, cw * 0.6,
                                                            cw * 0.6), ink)
                draw_text(painter, QRectF(rect.left(), rect.bottom() - ch * 0.5, cw, ch * 0.46), str(diff), ch * 0.4,
                          weight=Weight.Bold, colour=ink, align=CENTRE)
            if not cards:
                draw_text(painter, QRectF(left, y, room, row_h), "no cards yet", 24, colour=theme.MUTED_ON_FELT)

