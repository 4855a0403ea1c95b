"""Quiz Club's own table items (only what the kit has no piece for), each painting a presenter model.

* :class:`ScoreTrack` — the kit's :class:`TrackItem` with a Start space two cells tall (every disc waits
  there beside the label) and discs that walk space by space when they score;
* :class:`RoundTrack` — the six round spaces, cooperative (linked rings) and competitive (arrows);
* :class:`HandCount` — a small stack of card backs with the number of cards in a hand;
* :class:`SeatItem` — a player's place, built from kit items (card, token, labels, button);
* :class:`FocusBoard` — the light board in the middle: whose turn, the question, the last result.

Every item takes a frozen model through :meth:`KitItem.apply` (nothing repaints when it is unchanged).
All text goes through :mod:`gamesuite.ui.scene.text` (plain text; fitted, then elided or wrapped).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator
from dataclasses import replace
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QPropertyAnimation, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gamesuite.i18n import translate
from gamesuite.ui import theme
from gamesuite.ui.quizclub import art
from gamesuite.ui.quizclub import layout as L
from gamesuite.ui.quizclub.presenter import (
    BoardModel,
    ResultModel,
    SeatModel,
    difficulty_word,
    object_key,
    object_label,
)
from gamesuite.ui.scene import ButtonItem, CardItem, KitItem, LabelItem, TokenItem, TrackItem, show_button
from gamesuite.ui.scene.animation import AnimatedObject, reduce_motion, track
from gamesuite.ui.scene.exact import DrawnAhead, KeptLooks
from gamesuite.ui.scene.item import Geometry
from gamesuite.ui.scene.label import KeptLabel  # noqa: F401 - the kit's (Quiz Club's table imports it from here)
from gamesuite.ui.scene.shapes import shape_path, star
from gamesuite.ui.scene.text import CENTRE, LEFT_TOP, RIGHT, draw_text, fit_font, text_height

MUTED_INK = QColor("#4a4741")

# ---------------------------------------------------------------------------------- score track


def transparent_inside(pixmap: QPixmap, rect: QRect) -> bool:
    """Whether every pixel of ``pixmap`` inside ``rect`` is fully transparent (so blitting it changes nothing)."""
    if rect.isEmpty() or not pixmap.rect().contains(rect):
        return False
    # read in place, a row at a time compared in C with a row of zeros (~1 ms on a 1080p track, its first paint;
    # a Python comparison per pixel cost ~30 ms, the middle copied out and stripped of zeros ~11 ms)
    image = pixmap.toImage()  # (a raster pixmap's own pixels, not a copy)
    if image.format() != QImage.Format.Format_ARGB32_Premultiplied:
        image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    data = memoryview(image.constBits()).cast("B")
    stride = image.bytesPerLine()
    x0, width = 4 * rect.left(), 4 * rect.width()
    zeros = bytes(width)
    return all(data[y * stride + x0:y * stride + x0 + width].tobytes() == zeros
               for y in range(rect.top(), rect.bottom() + 1))


def ring_around(outer: QRect, hole: QRect) -> list[QRect]:
    """``outer`` without ``hole`` (inside it) as four rectangles: the bands above and below, then the sides."""
    return [QRect(outer.left(), outer.top(), outer.width(), hole.top() - outer.top()),
            QRect(outer.left(), hole.bottom() + 1, outer.width(), outer.bottom() - hole.bottom()),
            QRect(outer.left(), hole.top(), hole.left() - outer.left(), hole.height()),
            QRect(hole.right() + 1, hole.top(), outer.right() - hole.right(), hole.height())]



class ScoreTrack(TrackItem):
    """The score track with the players' discs: a disc walks space by space when it scores.

    Space 0 (Start) takes the top-left corner two cells tall, so that every disc fits on it beside its
    label; discs sharing any other space spread out and shrink only as far as they must not to overlap.
    """

    def __init__(self, final_space: int, markers: tuple[int, ...]) -> None:
        super().__init__(final_space + 1, L.TRACK_RECT.width(), L.TRACK_RECT.height(), cell=L.TRACK_CELL,
                         number_every=5, markers=markers, final=final_space, start_label="")
        self.final_space = final_space
        self._walks: dict[object, int] = {}
        self._static: tuple[float, QPixmap, QRect | None] | None = None  # scale, pixmap, its transparent middle

    def _layout(self) -> list[QRectF]:
        """The kit's layout, with the left column shortened under a taller Start space."""
        rects = super()._layout()
        n, c = self.spaces, self.cell
        start = rects[0]
        start_h = c * L.START_CELLS_TALL
        rects[0] = QRectF(start.left(), start.top(), start.width(), start_h)
        left = [i for i, r in enumerate(rects) if r.left() == 0 and r.width() == c and i > 0
                and r.top() >= c - 0.5 and r.bottom() <= self.h - c + 0.5]
        if left:
            top, bottom = start_h, self.h - c
            step = (bottom - top) / len(left)
            for k, i in enumerate(left):  # the left column runs upwards towards Start
                rects[i] = QRectF(0, bottom - (k + 1) * step, c, step)
        return rects[:n]

    def start_label_rect(self) -> QRectF:
        start = self.space_rect(0)
        return QRectF(start.left() + 8, start.top() + 2, start.width() - 16, L.START_LABEL_H - 4)

    def disc_area(self, index: int) -> QRectF:
        rect = self.space_rect(index).adjusted(4, 4, -4, -4)
        if index == 0:
            rect.setTop(self.space_rect(0).top() + L.START_LABEL_H)  # below the START label
        return rect

    def set_scores(self, discs: dict[object, QGraphicsObject], scores: tuple[int, ...], *, animate: bool) -> None:
        """Put each disc on its score's space (capped at the final space); walks the ones that moved."""
        changed = False
        for key, score in zip(discs, scores, strict=True):
            piece = discs[key]
            index = max(0, min(int(score), self.final_space))
            if piece.parentItem() is not self:
                piece.setParentItem(self)
            old = self._pieces.get(key)
            if old is not None and old[1] == index:
                continue
            if old is not None and animate:
                self._walks[key] = old[1]
            self._pieces[key] = (piece, index)
            changed = True
        if changed:
            self._arrange(animate)

    def disc_index(self, key: object) -> int | None:
        entry = self._pieces.get(key)
        return entry[1] if entry else None

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The track never changes during a game: drawn once per screen scale into a pixmap, then blitted
        (it spans the whole table, so any change anywhere used to repaint its 31 spaces and their numbers).
        The track's own pixmap, not Qt's item cache: that one also re-rendered the discs above it.
        Only the ring of spaces is blitted: the middle, three quarters of the table, is transparent (checked
        when the pixmap is drawn), and blending it cost ~1.4 ms per full repaint of the table."""
        scale = round(QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform()), 3)
        if self._static is None or self._static[0] != scale:
            rect = self.boundingRect()
            pixmap = QPixmap(math.ceil(rect.width() * scale), math.ceil(rect.height() * scale))
            pixmap.fill(Qt.GlobalColor.transparent)
            p = QPainter(pixmap)
            p.scale(scale, scale)
            p.translate(-rect.topLeft())
            super().paint(p, option, widget)
            draw_text(p, self.start_label_rect(), translate("quizclub", "START"), 24, weight=QFont.Weight.Bold,
                      colour="#2c5a4c")
            p.end()
            top = self.space_rect(0).bottom()  # the Start space is taller than the top row
            middle = QRectF(self.cell, top, self.w - 2 * self.cell, self.h - self.cell - top)
            middle = middle.adjusted(12, 12, -12, -12).translated(-rect.topLeft())  # markers reach ~4 units in
            inside = QRect(math.ceil(middle.left() * scale), math.ceil(middle.top() * scale),
                           math.floor(middle.width() * scale), math.floor(middle.height() * scale))
            self._static = (scale, pixmap, inside if transparent_inside(pixmap, inside) else None)
        origin = painter.worldTransform().map(self.boundingRect().topLeft())
        x, y = round(origin.x()), round(origin.y())
        _, blit, hole = self._static
        painter.save()
        painter.resetTransform()  # a 1:1 blit (a scaled drawPixmap resamples the whole table)
        if hole is None:
            painter.drawPixmap(x, y, blit)
        else:
            for part in ring_around(blit.rect(), hole):
                painter.drawPixmap(part.translated(x, y), blit, part)
        painter.restore()

    def slot_positions(self, index: int, n: int, radius: float) -> tuple[list[QPointF], float]:
        """Centres for ``n`` discs sharing a space (the grid with the widest spacing) and the scale that
        keeps discs of ``radius`` from overlapping there (1 when they fit)."""
        rect = self.disc_area(index)
        best = (1, n, 0.0)
        for cols in range(1, n + 1):
            rows = math.ceil(n / cols)
            spacing = min(rect.width() / cols, rect.height() / rows)
            if spacing > best[2]:
                best = (cols, rows, spacing)
        cols, rows, spacing = best
        out = []
        for i in range(n):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            x = rect.left() + rect.width() * (c + 0.5 + (cols - in_row) / 2) / cols
            y = rect.top() + rect.height() * (r + 0.5) / rows
            out.append(QPointF(x, y))
        scale = 1.0 if n == 1 else min(1.0, (spacing - L.DISC_GAP) / (2 * radius))
        return out, scale

    def _arrange(self, animate: bool) -> None:
        by_space: dict[int, list[tuple[object, QGraphicsObject]]] = {}
        for key, (piece, idx) in sorted(self._pieces.items(), key=lambda kv: str(kv[0])):
            by_space.setdefault(idx, []).append((key, piece))
        for idx, group in by_space.items():
            radius = getattr(group[0][1], "radius", L.DISC_RADIUS)
            positions, scale = self.slot_positions(idx, len(group), radius)
            for i, ((key, piece), pos) in enumerate(zip(group, positions, strict=True)):
                piece.setZValue(10 + i)
                if piece.scale() != scale:
                    piece.setScale(scale)
                start = self._walks.pop(key, None)
                if start is not None and animate:
                    self._walk(piece, start, idx, pos)
                elif isinstance(piece, AnimatedObject):
                    piece.move_to(pos, 300 if animate else 0)
                else:
                    piece.setPos(pos)
        self._walks.clear()

    def _walk(self, piece: QGraphicsObject, start: int, end: int, final: QPointF) -> None:
        """Slide through every space between ``start`` and ``end`` (a figure walking the track)."""
        if isinstance(piece, AnimatedObject):
            old = piece._anims.pop(b"pos", None)
            if old is not None:
                old.stop()
        if reduce_motion() or self.scene() is None:
            piece.setPos(final)
            return
        step = 1 if end > start else -1
        points = [self.space_centre(i) for i in range(start + step, end, step)] + [final]
        n = len(points)
        anim = QPropertyAnimation(piece, b"pos", piece)
        anim.setDuration(min(1100, 150 + 120 * n))
        anim.setStartValue(piece.pos())
        for k, point in enumerate(points[:-1]):
            anim.setKeyValueAt((k + 1) / n, point)
        anim.setEndValue(final)
        if isinstance(piece, AnimatedObject):
            piece._anims[b"pos"] = anim
        track(anim)
        anim.start()


# ---------------------------------------------------------------------------------- round indicator


class RoundTrack(KitItem):
    """Six round spaces, cooperative (linked rings, green) and competitive (arrows, orange).

    Model: the current round (the marker slides to it)."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    SPACE_W = 84
    GAP = 8

    def __init__(self, rounds: int = 6) -> None:
        super().__init__("rounds")
        self.rounds = rounds
        self.setAcceptHoverEvents(False)
        self.marker = TokenItem(13, "#c8975a", key="round-marker")
        self.marker.setParentItem(self)
        self.marker.setZValue(5)
        self.marker.setPos(self._marker_pos(1))
        self.model = 1
        self.ahead = DrawnAhead()  # the next round's picture (draw_ahead)

    @property
    def width(self) -> float:
        return self.rounds * (self.SPACE_W + self.GAP) - self.GAP

    @property
    def current(self) -> int:
        return int(self.model)

    def bounds(self) -> QRectF:
        return QRectF(-8, -8, self.width + 16, L.TOP_H + 16)

    def _space(self, r: int) -> QRectF:
        return QRectF((r - 1) * (self.SPACE_W + self.GAP), 0, self.SPACE_W, L.TOP_H)

    def _marker_pos(self, r: int) -> QPointF:
        rect = self._space(r)
        return QPointF(rect.right() - 6, rect.top() + 6)

    def set_round(self, r: int, *, animate: bool = True) -> None:
        if self.apply(r):
            self.marker.move_to(self._marker_pos(r), 320 if animate else 0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw = partial(self._draw, current=self.current)
        if not self.ahead.copy(painter, self.bounds(), (self.current, self.rounds), draw):
            draw(painter)

    def draw_ahead(self, device: QTransform, hints: QPainter.RenderHint) -> Iterator[None]:
        """Draw the next round's picture ahead (see :class:`DrawnAhead`; ``device``: the track's transform to the
        viewport, ``hints``: the view's): the move that ends a round copies it. The older ones go."""
        keys = [(r, self.rounds) for r in (self.current, self.current + 1)]
        self.ahead.keep_only(set(keys))
        if self.current < self.rounds:
            yield from self.ahead.draw(self.bounds(), [(keys[1], partial(self._draw, current=self.current + 1))],
                                       device, hints)

    def _draw(self, painter: QPainter, current: int) -> None:
        for r in range(1, self.rounds + 1):
            rect = self._space(r)
            coop = r % 2 == 1
            colour = art.COOPERATIVE if coop else art.COMPETITIVE
            past = r < current
            painter.setPen(QPen(colour.darker(130), 2))
            painter.setBrush(theme.blend(colour, "#ffffff", 0.9 if past else 0.78))
            painter.drawRoundedRect(rect, 12, 12)
            draw_text(painter, QRectF(rect.left() + 6, rect.top() + 2, rect.width() * 0.5, 40), str(r), 32,
                      weight=QFont.Weight.Bold, colour=MUTED_INK if past else theme.INK)
            art.paint_round_icon(painter, QRectF(rect.left() + 10, rect.bottom() - 36, rect.width() - 20, 32), coop,
                                 colour.darker(115))
            if r == current:
                painter.setPen(QPen(theme.HIGHLIGHT, 6))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 15, 15)


# ---------------------------------------------------------------------------------- seats


class HandCount(KitItem):
    """A small stack of card backs with the number of cards in a hand (model: the number)."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag

    def __init__(self, key: object = None) -> None:
        super().__init__(key)
        self.setAcceptHoverEvents(False)
        self.model = 0

    def bounds(self) -> QRectF:
        return QRectF(0, 0, 64, 40)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k in range(2):
            painter.setPen(QPen(QColor("#f4eedf"), 1.5))
            painter.setBrush(QColor("#5a3d6b"))
            painter.drawRoundedRect(QRectF(2 + k * 5, 4 - k * 3, 22, 31), 4, 4)
        draw_text(painter, QRectF(32, 0, 32, 40), str(self.model), 28, weight=QFont.Weight.Bold,
                  colour=theme.INK_ON_FELT)


def _drawn_as(item: Any, base: type[KitItem], state: dict[str, Any], p: QPainter) -> None:  # noqa: ANN401
    """``base``'s paint of ``item`` onto ``p`` with ``state`` (attributes its paint reads) set for this drawing only:
    no update, nothing else reads them meanwhile."""
    was = {name: getattr(item, name) for name in state}
    for name, value in state.items():
        setattr(item, name, value)
    try:
        base.paint(item, p, QStyleOptionGraphicsItem(), None)
    finally:
        for name, value in was.items():
            setattr(item, name, value)


class KeptToken(KeptLooks, TokenItem):
    """A disc whose highlight ring comes and goes with the turn (the score track's discs, a seat's disc): each look
    kept at the disc's place, and both looks drawn ahead in idle time (:meth:`draw_looks_ahead`), so the move that
    starts the next turn copies the ring's coming and going instead of drawing the discs again."""

    def look(self) -> tuple[Hashable, ...]:
        return self._look(self.highlighted)

    def _look(self, highlighted: bool) -> tuple[Hashable, ...]:
        return (self.radius, self.colour.rgba(), self.label, self.mark, highlighted, self.order)

    def draw_looks_ahead(self, device: QTransform, hints: QPainter.RenderHint) -> None:
        """Both looks (ring or none) at the disc's present place (a disc that then moves is drawn in the paint)."""
        for on in (False, True):
            self.look_ahead(self._look(on), device, hints, partial(_drawn_as, self, TokenItem, {"highlighted": on}))


class KeptCard(KeptLooks, CardItem):
    """A seat's character card: highlighted while its player asks, face down while asked, face up again in a new
    round. Each look kept at the card's place, and its four looks drawn ahead in idle time
    (:meth:`draw_looks_ahead`): the move that passes the turn (or starts a round) copies them. While it flips (a
    squeezed drawing, one per frame) it is drawn as before."""

    def look(self) -> tuple[Hashable, ...]:
        return self._look(self.face_up, self.highlighted)

    def _look(self, face_up: bool, highlighted: bool) -> tuple[Hashable, ...]:
        return (self.width, face_up, highlighted, self.hovered and self.clickable, self.dimmed, self.title,
                self.back_colour.rgba(), self.back_label)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._flip_phase != 1.0:
            CardItem.paint(self, painter, option, widget)
        else:
            super().paint(painter, option, widget)

    def draw_looks_ahead(self, device: QTransform, hints: QPainter.RenderHint) -> None:
        """Face up or down, ringed or not, at the card's present place."""
        for face_up in (True, False):
            for on in (False, True):
                self.look_ahead(self._look(face_up, on), device, hints,
                                partial(_drawn_as, self, CardItem, {"face_up": face_up, "highlighted": on}))


PILL_TONES: dict[str, tuple[QColor | None, QColor]] = {
    "asker": (theme.HIGHLIGHT, theme.INK),
    "asked": (QColor("#ffffff"), theme.INK),
    "open": (QColor("#2f6b59"), theme.INK_ON_FELT),
    "done": (None, theme.MUTED_ON_FELT),
    "alert": (theme.DANGER, QColor("#ffffff")),
    "winner": (theme.HIGHLIGHT, theme.INK),
}


class SeatItem(KitItem):
    """One player's place: status pill, character card, disc, score, starting card, hand size, name, and
    the "I object!" button (shown while an intuition answer may be challenged)."""

    DRAWN_FLAGS = frozenset[str]()  # it draws nothing (its children do)
    w = Geometry()
    h = Geometry()

    def __init__(self, model: SeatModel, width: float) -> None:
        super().__init__(f"seat:{model.seat}", cache=False)
        self.setFlag(self.GraphicsItemFlag.ItemHasNoContents)  # only its children draw: Qt skips it at every paint
        self.setAcceptHoverEvents(False)
        self.w = width
        self.h = L.SEATS_RECT.height()
        colour = QColor(model.colour)
        card_colour = QColor(model.character_colour)
        seat, character, character_name = model.seat, model.character, model.character_name

        def face(p: QPainter, r: QRectF) -> None:
            art.paint_character_face(p, r, character, character_name, card_colour, seat, colour)

        self.card = KeptCard(150, face_painter=FixedFace(face), back_colour="#4a4d52",
                             back_label=translate("quizclub", "asked"), face_up=True,
                             key=f"character:{seat}")
        self.card.setParentItem(self)
        self.disc = KeptToken(22, colour, mark=model.shape, key=f"seat-disc:{seat}")
        self.disc.setParentItem(self)
        self.score = KeptLabel("0", L.SEAT_SIDE_W, 44, size=36, weight=QFont.Weight.Bold)
        self.score.setParentItem(self)
        self.points_word = LabelItem(translate("quizclub", "points"), L.SEAT_SIDE_W, 24, size=18,
                                     colour=theme.MUTED_ON_FELT)
        self.points_word.setParentItem(self)
        self.start_card = CardItem(42, face_painter=art.paint_starting_card, face_up=True)
        self.start_card.setParentItem(self)
        self.hand = HandCount(f"hand:{seat}")
        self.hand.setParentItem(self)
        self.pill = KeptLabel("", 150, L.PILL_H, size=24, weight=QFont.Weight.Bold)
        self.pill.setParentItem(self)
        self.name = LabelItem(model.name, 200, L.NAME_H, size=30, weight=QFont.Weight.Bold)
        self.name.setParentItem(self)
        self.object_button = ButtonItem(object_label(), 160, L.OBJECT_H, colour=model.colour, size=28,
                                        key=object_key(seat))
        self.object_button.setParentItem(self)
        self.object_button.setZValue(20)
        self.show_objection(False)
        self._lay_out(width)

    def bounds(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass

    def _lay_out(self, width: float) -> None:
        card_h_max = self.h - L.PILL_H - L.NAME_H - 14
        cw = max(90.0, min(card_h_max * 63 / 88, width - L.SEAT_SIDE_W - 22))
        self.card.set_size(cw)
        group_w = cw + 10 + L.SEAT_SIDE_W
        x0 = (width - group_w) / 2
        self.pill.set_size(min(width - 8, max(cw + 40, 150)), L.PILL_H)
        self.pill.setPos(x0 + cw / 2 - self.pill.w / 2, 0)
        card_y = L.PILL_H + 6
        self.card.setPos(x0, card_y)
        side_x = x0 + cw + 10
        self.disc.setPos(side_x + L.SEAT_SIDE_W / 2, card_y + 24)
        self.score.setPos(side_x, card_y + 48)
        self.points_word.setPos(side_x, card_y + 88)
        self.start_card.setPos(side_x + (L.SEAT_SIDE_W - self.start_card.width) / 2, card_y + 114)
        name_y = card_y + self.card.height + 6
        if self.card.height >= 114 + self.start_card.height + 42:  # room for all in the side column
            self.hand.setPos(side_x, card_y + self.card.height - 40)
            self.name.set_size(width - 8, L.NAME_H)
        else:  # narrow places (many players): the hand size goes beside the name
            hand_w = self.hand.boundingRect().width()
            self.name.set_size(width - hand_w - 12, L.NAME_H)
            self.hand.setPos(width - hand_w - 4, name_y)
        self.name.setPos(4, name_y)
        bw = min(width - 8, cw + 48)
        self.object_button.set_size(bw, L.OBJECT_H)
        self.object_button.setPos(x0 + cw / 2 - bw / 2, card_y + self.card.height - L.OBJECT_H - 8)

    def model_did_change(self, old: SeatModel | None, new: SeatModel) -> None:
        self.card.flip(new.face_up)
        self.card.set_state(highlighted=new.highlighted)
        self.disc.set_state(highlighted=new.highlighted)
        self.score.set_text(str(new.score))
        self.points_word.set_text(new.points_word)
        self.start_card.setVisible(new.starting)
        self.hand.apply(new.hand_size)
        self.name.set_text(new.name)
        self.pill.set_text(new.status)
        bg, ink = PILL_TONES[new.tone]
        self.pill.set_colours(ink, bg)

    def show_objection(self, on: bool) -> None:
        show_button(self.object_button, on)


class FixedFace:
    """A card face that never changes, drawn once per screen scale into a pixmap and then blitted 1:1 (the
    character's portrait is ~2 ms of vector art, drawn again whenever its card repainted: a highlight, the
    "asked" turn). While the card flips (a squeezed transform) the face is drawn as vector art."""

    PAD = 3.0  # logical units round the face (its border's antialiasing)

    def __init__(self, paint: Callable[[QPainter, QRectF], None]) -> None:
        self.paint = paint
        self._pixmap: tuple[tuple[float, float, float, float, float, float], QPixmap] | None = None

    def __call__(self, painter: QPainter, rect: QRectF) -> None:
        t = painter.worldTransform()
        scale = t.m11()
        if t.type().value > QTransform.TransformationType.TxScale.value or scale <= 0 or abs(t.m22() - scale) > 1e-6:
            self.paint(painter, rect)
            return
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        key = (round(scale, 4), dpr, rect.x(), rect.y(), rect.width(), rect.height())
        if self._pixmap is None or self._pixmap[0] != key:
            area = rect.adjusted(-self.PAD, -self.PAD, self.PAD, self.PAD)
            pixmap = QPixmap(math.ceil(area.width() * scale * dpr), math.ceil(area.height() * scale * dpr))
            pixmap.setDevicePixelRatio(dpr)
            pixmap.fill(Qt.GlobalColor.transparent)
            p = QPainter(pixmap)
            p.setRenderHints(painter.renderHints())
            p.scale(scale, scale)
            p.translate(-area.topLeft())
            self.paint(p, rect)
            p.end()
            self._pixmap = (key, pixmap)
        origin = t.map(rect.topLeft() - QPointF(self.PAD, self.PAD))
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(round(origin.x()), round(origin.y())), self._pixmap[1])
        painter.restore()


# ---------------------------------------------------------------------------------- the focus board


class FocusBoard(KitItem):
    """The light board in the middle: whose turn, the question being asked, the last result."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()

    def __init__(self) -> None:
        super().__init__("board")
        self.setAcceptHoverEvents(False)
        self.w = L.BOARD_RECT.width()
        self.h = L.BOARD_RECT.height()
        self.model = BoardModel("welcome", "")
        self.ahead = DrawnAhead()  # the boards the next move may show, and the one shown (draw_ahead)
        self._texts: dict[BoardModel, list[str]] = {}  # what each board drawn shows (text)
        self._drawing: list[str] | None = None

    def bounds(self) -> QRectF:
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    @property
    def text(self) -> str:
        """The strings the board shows, as drawn (for the leak checks, which read items' ``text``: a board copied
        from a picture drawn ahead paints no text when a window is grabbed)."""
        drawn = self._texts.get(self.model)
        if drawn is None:
            base, said = self._kept_part(self.model)
            drawn = [*self._texts.get(base, []), *([self.model.said] if said else [])]
        return "\n".join(drawn)

    def _text(self, p: QPainter, rect: QRectF, text: str, size: float, **kwargs: Any) -> float:  # noqa: ANN401
        """``draw_text``, the string noted for :attr:`text`."""
        if self._drawing is not None and text:
            self._drawing.append(text)
        return draw_text(p, rect, text, size, **kwargs)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base, said = self._kept_part(self.model)
        if self.ahead.copy(painter, self.bounds(), (base, self.w, self.h), partial(self._draw, model=base)):
            if said:
                self._paint_footer(painter, replace(self.model, footer=""))  # what was said, alone
            return
        self._draw(painter, self.model)

    def _draw(self, painter: QPainter, model: BoardModel) -> None:
        self._drawing = self._texts[model] = []
        try:
            self._draw_board(painter, model)
        finally:
            self._drawing = None

    def _draw_board(self, painter: QPainter, model: BoardModel) -> None:
        painter.setPen(QPen(QColor("#c9bfa6"), 2))
        painter.setBrush(theme.BOARD)
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 24, 24)
        mode = model.mode
        if mode == "question":
            self._paint_question(painter, model)
        elif mode == "over":
            self._paint_over(painter, model)
        else:
            self._paint_turn(painter, model)

    # -- pictures drawn ahead ----------------------------------------------------------------------
    def draw_ahead(self, models: list[BoardModel], device: QTransform, hints: QPainter.RenderHint) -> Iterator[None]:
        """Draw the board's picture for each of ``models`` (boards the next move may show) as Qt's item cache will
        draw it (``device``: the board's transform to the viewport; ``hints``: the view's), one a piece, and keep
        them: a paint that shows one of them copies it (:func:`paint_exact`: the pixels of drawing it). Pictures of
        other boards than these and the one shown go."""
        bases = list(dict.fromkeys(self._kept_part(m)[0] for m in models))
        self.ahead.keep_only({(m, self.w, self.h) for m in (*bases, self._kept_part(self.model)[0])})
        shown = {*bases, self.model, self._kept_part(self.model)[0]}
        self._texts = {m: t for m, t in self._texts.items() if m in shown}
        yield from self.ahead.draw(self.bounds(), [((m, self.w, self.h), partial(self._draw, model=m)) for m in bases],
                                   device, hints)

    @staticmethod
    def _kept_part(model: BoardModel) -> tuple[BoardModel, bool]:
        """The board whose picture is kept for ``model``, and whether what was said is drawn over the copy: a
        question open to objections keeps its picture without that line (one picture for every answer the table
        may object to: they differ in it only), the rest the whole board."""
        if model.mode == "question" and model.phase == "objection":
            return replace(model, said=""), True
        return model, False

    # -- turn: whose turn, and the last result ---------------------------------------------------
    def _paint_turn(self, p: QPainter, m: BoardModel) -> None:
        space = L.CONTINUE_W + 24 if m.continue_shown else 0.0
        text_w = self.w - 2 * L.BOARD_PAD - space
        self._text(p, QRectF(L.BOARD_PAD, 16, text_w, 60), m.title, 46, weight=QFont.Weight.Bold)
        self._text(p, QRectF(L.BOARD_PAD, 78, text_w, 44), m.subtitle, 30, colour=MUTED_INK)
        box = QRectF(24, 134, self.w - 48, self.h - 134 - 22)
        if m.result is None:
            self._paint_welcome(p, box)
        else:
            self._paint_result(p, box, m.result)

    def _paint_welcome(self, p: QPainter, box: QRectF) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ebe3cf"))
        p.drawRoundedRect(box, 18, 18)
        steps = [("1", translate("quizclub", "Choose a fellow player who has not been asked this round")),
                 ("2", translate("quizclub", "Ask one question from a card in your hand: \u2022 easy, \u2022\u2022 "
                                 "medium, \u2022\u2022\u2022 hard")),
                 ("3", translate("quizclub", "Move the discs up the track; the player asked turns her character card"))]
        row_h = (box.height() - 24) / 3
        for i, (num, text) in enumerate(steps):
            y = box.top() + 12 + i * row_h
            centre = QPointF(box.left() + 46, y + row_h / 2)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#173b32"))
            p.drawEllipse(centre, 24, 24)
            self._text(p, QRectF(centre.x() - 24, centre.y() - 24, 48, 48), num, 30, weight=QFont.Weight.Bold,
                      colour=theme.INK_ON_FELT, align=CENTRE)
            self._text(p, QRectF(box.left() + 90, y, box.width() - 110, row_h), text, 32)

    def _paint_result(self, p: QPainter, box: QRectF, r: ResultModel) -> None:
        correct = r.correct
        colour = art.CORRECT if correct else art.WRONG if correct is False else QColor("#3d7dd8")
        p.setPen(QPen(colour, 3))
        p.setBrush(QColor("#fffdf7"))
        p.drawRoundedRect(box, 18, 18)
        icon = QRectF(box.left() + 22, box.top() + 20, 96, 96)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawEllipse(icon)
        if correct is None:
            p.setBrush(QColor("#ffffff"))
            p.drawPath(star(icon.center().x(), icon.center().y(), 34))
        else:
            art.paint_check(p, icon.adjusted(16, 16, -16, -16), bool(correct))
        x = icon.right() + 26
        w = box.right() - x - 24
        y = box.top() + 14
        self._text(p, QRectF(x, y, w * 0.45, 58), r.headline, 46, weight=QFont.Weight.Bold, colour=colour.darker(115))
        self._text(p, QRectF(x + w * 0.45, y, w * 0.55, 58), r.points, 36, weight=QFont.Weight.Bold, align=RIGHT)
        y += 60
        if r.meta:
            self._text(p, QRectF(x, y, w, 34), r.meta, 26, colour=MUTED_INK)
            y += 38
        lines: list[tuple[str, float, QFont.Weight, QColor, bool]] = [
            (r.text, 28, QFont.Weight.Normal, theme.INK, True)]
        if r.answer:
            lines.append((translate("quizclub", "Answer: {answer}").format(answer=r.answer), 32, QFont.Weight.Bold,
                          theme.INK, True))
        if r.said:
            lines.append((r.said, 28, QFont.Weight.DemiBold, MUTED_INK, False))
        if r.reason:
            lines.append((r.reason, 26, QFont.Weight.DemiBold, art.WRONG.darker(120), True))
        self._stack(p, QRectF(x, y, w, box.bottom() - 12 - y), lines)

    def _stack(self, p: QPainter, area: QRectF, lines: list[tuple[str, float, QFont.Weight, QColor, bool]]) -> None:
        """Draw lines top to bottom, shrinking all of them together until they fit ``area``."""
        lines = [line for line in lines if line[0]]
        if not lines:
            return
        # as large as the box allows (1.5, 1.46, ... the first that fits), never below ~60%: found by halving
        # the steps (each try lays out every line; trying them all one by one cost ~7 ms per new result)
        steps = [1.5]
        while steps[-1] > 0.62:
            steps.append(steps[-1] - 0.04)

        def fit(k: int) -> bool:
            total = sum(text_height(t, area.width(), s * steps[k], wt) + 6 for t, s, wt, _, _ in lines)
            return total <= area.height()

        lo, hi = 0, len(steps) - 1  # steps[-1] (<= 0.62) is what is left when nothing larger fits
        while lo < hi:
            mid = (lo + hi) // 2
            if fit(mid):
                hi = mid
            else:
                lo = mid + 1
        scale = steps[lo]
        y = area.top()
        for text, size, weight, colour, wrap in lines:
            h = text_height(text, area.width(), size * scale, weight) if wrap else \
                QFontMetricsF(theme.font(size * scale, weight)).height()
            h = min(h, area.bottom() - y)
            if h <= 4:
                break
            self._text(p, QRectF(area.left(), y, area.width(), h), text, size * scale, weight=weight, colour=colour,
                      align=LEFT_TOP, wrap=wrap, minimum=size * scale * 0.8)
            y += h + 6

    # -- the question being asked ---------------------------------------------------------------
    def _paint_question(self, p: QPainter, m: BoardModel) -> None:
        q = m.question
        assert q is not None
        band_h = 68.0
        colour = art.category_colour(q.category)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.save()
        p.setClipRect(QRectF(0, 0, self.w, band_h))
        p.drawRoundedRect(QRectF(0, 0, self.w, band_h + 30), 24, 24)
        p.restore()
        ink = theme.text_colour_on(colour)
        self._text(p, QRectF(30, 0, self.w * 0.55, band_h), translate("quizclub", "{category}  ·  {type}").format(
                      category=q.category_title, type=q.type_title), 34,
                  weight=QFont.Weight.Bold, colour=ink)
        self._text(p, QRectF(self.w - 200, 0, 170, band_h), difficulty_word(q.difficulty), 32,
                  weight=QFont.Weight.Bold, colour=ink, align=RIGHT)
        art.paint_dots(p, QPointF(self.w - 320, band_h / 2), q.difficulty, 12, ink)
        self._text(p, QRectF(self.w * 0.55 + 20, 0, self.w * 0.45 - 360, band_h), m.title, 28,
                  weight=QFont.Weight.DemiBold, colour=ink, align=RIGHT)
        top = band_h + 16
        bottom = self.h - 16 - (L.OBJECTION_BAR if m.objection else 0)
        footer_lines = self._footer_lines(m)
        footer_top = bottom - sum(h for _, h, *_ in footer_lines)
        area = QRectF(L.BOARD_PAD, top, self.w - 2 * L.BOARD_PAD, footer_top - top - 10)
        if q.choices:
            grid_h = min(128.0, area.height() * 0.5)
            text_area = QRectF(area.left(), area.top(), area.width(), area.height() - grid_h - 8)
            self._paint_choices(p, QRectF(area.left(), area.bottom() - grid_h, area.width(), grid_h), q.choices, m)
        else:
            hint_h = 40.0 if m.hint else 0.0
            text_area = QRectF(area.left(), area.top(), area.width(), area.height() - hint_h)
            if hint_h:
                self._text(p, QRectF(area.left(), area.bottom() - hint_h, area.width(), hint_h), m.hint, 28,
                          colour=MUTED_INK, weight=QFont.Weight.DemiBold)
        self._paint_question_text(p, text_area, q.text or translate("quizclub", "The question is read out loud."))
        self._paint_footer(p, m)

    def _paint_footer(self, p: QPainter, m: BoardModel) -> None:
        """A question's footer lines (what the answerer said, who acts now) at the bottom of the board (an empty
        one draws nothing: its place is kept)."""
        lines = self._footer_lines(m)
        y = self.h - 16 - (L.OBJECTION_BAR if m.objection else 0) - sum(h for _, h, *_ in lines)
        for text, h, size, weight, ink_colour, icon in lines:
            x = float(L.BOARD_PAD)
            if icon is not None:
                c = art.CORRECT if icon else art.WRONG
                centre = QPointF(x + h * 0.42, y + h / 2)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(c)
                p.drawEllipse(centre, h * 0.42, h * 0.42)
                art.paint_check(p, QRectF(centre.x() - h * 0.28, centre.y() - h * 0.28, h * 0.56, h * 0.56), icon)
                x += h + 8
            self._text(p, QRectF(x, y, self.w - x - L.BOARD_PAD, h), text, size, weight=weight, colour=ink_colour)
            y += h

    def _paint_question_text(self, p: QPainter, area: QRectF, text: str) -> None:
        """The question as large as it fits (52 down to 24), centred in the height it has."""
        weight = QFont.Weight.DemiBold
        font = fit_font(text, area.width(), 52, weight, minimum=24, height=area.height(), wrap=True)
        h = min(area.height(), text_height(text, area.width(), font.pixelSize(), weight))
        rect = QRectF(area.left(), area.top() + (area.height() - h) / 2, area.width(), h)
        self._text(p, rect, text, font.pixelSize(), weight=weight, align=LEFT_TOP, wrap=True, minimum=22)

    def _footer_lines(self, m: BoardModel) -> list[tuple[str, float, float, QFont.Weight, QColor, bool | None]]:
        lines: list[tuple[str, float, float, QFont.Weight, QColor, bool | None]] = []
        if m.phase == "answer":
            lines.append((m.footer, 56, 40, QFont.Weight.Bold, theme.INK, None))
        elif m.phase == "objection":
            lines.append((m.said, 48, 34, QFont.Weight.Bold, theme.INK, None))
            lines.append((m.footer, 44, 30, QFont.Weight.DemiBold, MUTED_INK, None))
        elif m.phase == "verdict":
            verdict = bool(m.app_verdict)
            judged = translate("quizclub", "the app says: correct") if verdict else translate("quizclub",
                                                                                              "the app says: wrong")
            lines.append((translate("quizclub", "{said}  →  {judged}").format(said=m.said, judged=judged), 50, 34,
                          QFont.Weight.Bold,
                          art.CORRECT.darker(120) if verdict else art.WRONG.darker(115), verdict))
            if m.answer and m.correct_letter is None:
                lines.append((translate("quizclub", "Answer: {answer}").format(answer=m.answer), 44, 30,
                              QFont.Weight.DemiBold, theme.INK, None))
            lines.append((m.footer, 38, 26, QFont.Weight.Normal, MUTED_INK, None))
        return lines

    def _paint_choices(self, p: QPainter, area: QRectF, choices: tuple[str, ...], m: BoardModel) -> None:
        cell_w = (area.width() - 16) / 2
        cell_h = (area.height() - 8) / 2
        for i, text in enumerate(choices[:4]):
            letter = "ABCD"[i]
            r, c = divmod(i, 2)
            cell = QRectF(area.left() + c * (cell_w + 16), area.top() + r * (cell_h + 8), cell_w, cell_h)
            is_correct = m.correct_letter == letter
            p.setPen(QPen(art.CORRECT if is_correct else QColor("#cfc6b0"), 4 if is_correct else 2))
            p.setBrush(QColor("#dff2e5") if is_correct else QColor("#ffffff"))
            p.drawRoundedRect(cell, 14, 14)
            if m.said_letter == letter and not is_correct:
                p.setPen(QPen(art.WRONG, 4, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(cell.adjusted(2, 2, -2, -2), 12, 12)
            badge = QRectF(cell.left() + 10, cell.center().y() - 22, 44, 44)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(art.CORRECT if is_correct else QColor("#173b32"))
            p.drawEllipse(badge)
            self._text(p, badge, letter, 28, weight=QFont.Weight.Bold, colour="#ffffff", align=CENTRE)
            right_pad = 16
            if is_correct:
                art.paint_check(p, QRectF(cell.right() - 52, cell.center().y() - 20, 40, 40), True, art.CORRECT)
                right_pad = 60
            if m.order and letter in m.order:
                self._text(p, QRectF(cell.right() - 96, cell.top(), 84, cell.height()),
                          f"#{m.order.index(letter) + 1}", 30, weight=QFont.Weight.Bold,
                          colour=art.CORRECT.darker(120), align=RIGHT)
                right_pad = 100
            self._text(p, QRectF(badge.right() + 14, cell.top() + 2, cell.width() - 68 - right_pad, cell.height() - 4),
                      text, 30, weight=QFont.Weight.DemiBold, wrap=True, minimum=18)

    # -- the end of the game ---------------------------------------------------------------------
    def _paint_over(self, p: QPainter, m: BoardModel) -> None:
        self._text(p, QRectF(L.BOARD_PAD, 16, self.w - 2 * L.BOARD_PAD, 64), m.title, 48, weight=QFont.Weight.Bold)
        self._text(p, QRectF(L.BOARD_PAD, 82, self.w - 2 * L.BOARD_PAD, 40), m.subtitle, 28, colour=MUTED_INK)
        rows = m.standings
        if not rows:
            return
        box = QRectF(24, 134, self.w - 48, self.h - 134 - 22)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ebe3cf"))
        p.drawRoundedRect(box, 18, 18)
        cols = 1 if len(rows) <= 4 else 2
        per_col = math.ceil(len(rows) / cols)
        row_h = min(64.0, (box.height() - 20) / per_col)
        col_w = (box.width() - 40) / cols
        score_w = 280.0  # "21 points ★ winner"
        for i, row in enumerate(rows):
            c, r = divmod(i, per_col)
            y = box.top() + 10 + r * row_h
            x = box.left() + 20 + c * col_w
            colour = QColor(row.colour)
            centre = QPointF(x + 28, y + row_h / 2)
            p.setPen(QPen(colour.darker(150), 2))
            p.setBrush(colour)
            p.drawEllipse(centre, 22, 22)
            ink = theme.text_colour_on(colour)
            p.setPen(QPen(ink, 1))
            p.setBrush(ink)
            p.drawPath(shape_path(row.shape, centre.x(), centre.y(), 9))
            name_w = col_w - 64 - score_w - 24
            self._text(p, QRectF(x + 64, y, name_w, row_h), f"{i + 1}. {row.name}", 34, weight=QFont.Weight.Bold)
            label = translate("quizclub", "%n point(s)", n=row.score)
            if row.winner:
                label = translate("quizclub", "{points}  ★ winner").format(points=label)
            self._text(p, QRectF(x + col_w - score_w - 24, y, score_w, row_h), label, 32,
                      weight=QFont.Weight.DemiBold if row.winner else QFont.Weight.Normal, align=RIGHT, minimum=16,
                      wrap=True)

