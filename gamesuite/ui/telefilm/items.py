"""Telefilm's scene items: board spaces, bet chips, character figures on the TF track, player rows,
answer options, the Call/Web timer and floating score labels.

Items only draw what the table layout gives them (public data from the table view); they never
read the game state.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.animation import AnimatedObject, reduce_motion, track
from gamesuite.ui.scene.track import TrackItem
from gamesuite.ui.telefilm import art

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter


def fit_font(text: str, width: float, size: float, weight: theme.QFont.Weight = theme.QFont.Weight.DemiBold,
             minimum: float = 0.6) -> theme.QFont:
    """The font at ``size``, shrunk (down to ``minimum`` of it) until ``text`` fits ``width``."""
    s = size
    while s > size * minimum:
        f = theme.font(s, weight)
        if QFontMetricsF(f).horizontalAdvance(text) <= width:
            return f
        s -= 1
    return theme.font(s, weight)


def draw_fitted(painter: QPainter, rect: QRectF, text: str, size: float, colour: QColor,
                weight: theme.QFont.Weight = theme.QFont.Weight.DemiBold, align: Qt.AlignmentFlag = LEFT) -> None:
    f = fit_font(text, rect.width(), size, weight)
    painter.setFont(f)
    painter.setPen(colour)
    text = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, align, text)


class Clickable(AnimatedObject):
    """An item with a ``clicked`` signal, a hover state and an on/off ``clickable`` flag."""

    clicked = Signal(object)

    def __init__(self, key: object = None) -> None:
        super().__init__()
        self.key = key
        self.clickable = False
        self.hover = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_clickable(self, on: bool) -> None:
        if on != self.clickable:
            self.clickable = on
            self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
            self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt API
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt API
        self.hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.key)


# ------------------------------------------------------------------------------ the board
class GenreHeaderItem(AnimatedObject):
    """A column header: the genre's colour, its icon and its name."""

    def __init__(self, genre: str, width: float, height: float) -> None:
        super().__init__()
        self.setCacheMode(self.CacheMode.DeviceCoordinateCache)  # never changes: paint once per size
        self.genre = genre
        self.w, self.h = width, height

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = art.GENRE_COLOURS[self.genre]
        ink = theme.text_colour_on(colour)
        painter.setPen(QPen(colour.darker(150), 2))
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(2, 2, self.w - 4, self.h - 4), 14, 14)
        s = self.h * 0.66
        art.paint_genre_icon(painter, self.genre, QRectF(12, (self.h - s) / 2, s, s), ink)
        draw_fitted(painter, QRectF(20 + s, 0, self.w - s - 28, self.h), art.GENRE_NAMES[self.genre], 32, ink,
                    theme.QFont.Weight.Bold)


class PeriodHeaderItem(AnimatedObject):
    """A row header: the period's name and its years."""

    def __init__(self, period: str, width: float, height: float) -> None:
        super().__init__()
        self.setCacheMode(self.CacheMode.DeviceCoordinateCache)  # never changes: paint once per size
        self.period = period
        self.w, self.h = width, height

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#0b1f19"), 2))
        painter.setBrush(QColor("#24493f"))
        painter.drawRoundedRect(QRectF(2, 2, self.w - 4, self.h - 4), 14, 14)
        draw_fitted(painter, QRectF(8, self.h / 2 - 40, self.w - 16, 44), art.PERIOD_NAMES[self.period], 28,
                    theme.INK_ON_FELT, theme.QFont.Weight.Bold, CENTRE)
        years = art.PERIOD_YEARS[self.period]
        painter.setFont(fit_font(years, self.w - 16, 20, theme.QFont.Weight.Normal))
        painter.setPen(theme.MUTED_ON_FELT)
        painter.drawText(QRectF(8, self.h / 2 + 6, self.w - 16, 30), CENTRE, years)


class SpaceItem(Clickable):
    """A question space of the board (a genre/period crossing, or the wide Mix space).

    Shows its genre (tint and icon), whether it is active, can be clicked now, is done, its
    difficulty once scored, and the result. Bet chips and character tokens are separate items
    placed by the layout at :meth:`chip_pos` and :meth:`stack_pos`.
    """

    def __init__(self, space: str, width: float, height: float) -> None:
        super().__init__(space)
        self.space = space
        self.genre = art.genre_of(space)
        self.w, self.h = width, height
        self.status = "idle"
        self.dim = False
        self.active = False
        self.click_colour = theme.HIGHLIGHT
        self.difficulty: int | None = None
        self.result_text = ""
        self.result_ok: bool | None = None
        self.title = "Mix" if space == "mix" else ""
        self.setZValue(1)

    @property
    def wide(self) -> bool:
        return self.space == "mix"

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-8, -8, self.w + 16, self.h + 16)

    def set_state(self, *, status: str, dim: bool, active: bool, difficulty: int | None, result_text: str,
                  result_ok: bool | None) -> None:
        self.status, self.dim, self.active = status, dim, active
        self.difficulty, self.result_text, self.result_ok = difficulty, result_text, result_ok
        self.update()

    def set_click_colour(self, colour: QColor) -> None:
        self.click_colour = QColor(colour)
        self.update()

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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        colour = art.GENRE_COLOURS[self.genre]
        if self.wide:
            grad = QLinearGradient(0, 0, self.w, 0)
            for k, g in enumerate(art.GENRE_ORDER):
                c = art.tint(art.GENRE_COLOURS[g], 0.30)
                grad.setColorAt(k / 3, c)
            fill = QBrush(grad)
        else:
            fill = QBrush(art.tint(colour, 0.24 if not (self.hover and self.clickable) else 0.40))
        painter.setPen(QPen(theme.BOARD_LINE, 2))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 14, 14)
        # watermark icon
        if self.wide:
            art.paint_genre_icon(painter, "mix", QRectF(18, 18, 124, 124), colour)
            draw_fitted(painter, QRectF(10, 148, 140, 48), "MIX", 36, theme.INK, theme.QFont.Weight.Bold, CENTRE)
            info_x, info_w = 160.0, self.w - 160 - 110
        else:
            ic = QColor(colour)
            ic.setAlpha(70)
            s = min(self.w, self.h) * 0.5
            art.paint_genre_icon(painter, self.genre, QRectF(self.w * 0.40 - s / 2, self.h * 0.50 - s / 2, s, s), ic)
            info_x, info_w = 8.0, self.w - 92
        # difficulty (the result goes on top of the "done" shade, below)
        if self.difficulty is not None:
            pill = QRectF(info_x + 2, self.h - 46, 104, 36)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#3b3a36"))
            painter.drawRoundedRect(pill, 18, 18)
            draw_fitted(painter, pill.adjusted(8, 0, -8, 0), f"Diff. {self.difficulty}", 24, QColor("#ffffff"),
                        theme.QFont.Weight.Bold, CENTRE)
        if self.dim or self.status == "done":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 26, 95 if self.dim else 50))
            painter.drawRoundedRect(rect, 14, 14)
        if self.result_text:
            self._paint_result(painter, info_x, info_w)
        if self.clickable:
            pen = QPen(self.click_colour, 6 if not self.hover else 9)
            pen.setStyle(Qt.PenStyle.DashLine if not self.hover else Qt.PenStyle.SolidLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 16, 16)
        if self.active:
            painter.setPen(QPen(theme.HIGHLIGHT, 9))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 17, 17)


    def _paint_result(self, painter: QPainter, info_x: float, info_w: float) -> None:
        """The space's result on a light pill, readable on every genre colour and the Mix gradient."""
        res = QRectF(info_x, self.h - 92, info_w, 40) if self.wide else QRectF(10, 6, self.w - 20, 44)
        f = fit_font(self.result_text, res.width() - 20, 28, theme.QFont.Weight.Bold)
        width = min(res.width(), QFontMetricsF(f).horizontalAdvance(self.result_text) + 20)
        pill = QRectF(res.left(), res.center().y() - 19, width, 38)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(251, 248, 239, 235))
        painter.drawRoundedRect(pill, 19, 19)
        ink = art.CORRECT.darker(150) if self.result_ok else (art.WRONG.darker(130) if self.result_ok is False
                                                              else theme.INK)
        draw_fitted(painter, pill.adjusted(10, 0, -10, 0), self.result_text, 28, ink, theme.QFont.Weight.Bold,
                    LEFT)


class ChipItem(AnimatedObject):
    """A bet token on the table."""

    def __init__(self, value: int, radius: float = 30) -> None:
        super().__init__()
        self.value = value
        self.radius = radius
        self.label = str(value)
        self.setZValue(20)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        r = self.radius + 8
        return QRectF(-r, -r, 2 * r, 2 * r + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        art.paint_chip(painter, QPointF(0, 0), self.radius, self.label)


class DeckItem(AnimatedObject):
    """A face-down deck with its name and how many cards are left."""

    def __init__(self, name: str, colour: QColor, width: float = 96) -> None:
        super().__init__()
        self.name = name
        self.colour = QColor(colour)
        self.w = width
        self.h = width * 88 / 63
        self.count = 0

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-6, -6, self.w + 12, self.h + 60)

    def set_count(self, n: int) -> None:
        if n != self.count:
            self.count = n
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        layers = min(4, max(1, self.count // 10 + 1)) if self.count else 0
        for k in range(layers - 1, -1, -1):
            art.paint_card_back(painter, QRectF(k * 2, -k * 3, self.w, self.h), self.name, self.colour)
        if not self.count:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 10, 10)
        genre = "mix" if self.name.lower() == "mix" else None
        if genre:
            art.paint_genre_icon(painter, "mix", QRectF(self.w * 0.2, self.h * 0.18, self.w * 0.6, self.w * 0.6),
                                 QColor("#f4eedf"))
        else:
            for k, g in enumerate(art.GENRE_ORDER):
                s = self.w * 0.32
                x = self.w * 0.14 + (k % 2) * self.w * 0.40
                y = self.h * 0.12 + (k // 2) * self.w * 0.40
                art.paint_genre_icon(painter, g, QRectF(x, y, s, s), QColor("#f4eedf"))
        draw_fitted(painter, QRectF(0, self.h * 0.66, self.w, 32), self.name.upper(), 22, QColor("#f4eedf"),
                    theme.QFont.Weight.Bold, CENTRE)
        draw_fitted(painter, QRectF(-10, self.h + 6, self.w + 20, 40), f"{self.count} left", 24, theme.INK_ON_FELT,
                    theme.QFont.Weight.DemiBold, CENTRE)


# ------------------------------------------------------------------------------ the TF track
class TelefilmTrack(TrackItem):
    """The TF track around the board: Start, then spaces 1 to 64 (exactly 64 TF is the last space; a
    player who passes it goes on from space 1 with a lap token). Figures walk along the centres."""

    LAST = 64

    def __init__(self, width: float, height: float, cell: float = 62) -> None:
        super().__init__(self.LAST + 1, width, height, cell=cell, number_every=5, markers=(self.LAST,),
                         start_label="Start")
        self.setZValue(0)
        self.setCacheMode(self.CacheMode.DeviceCoordinateCache)  # 65 spaces that never change

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
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(QRectF(-6, -6, self.w + 12, self.h + 12), 14, 14)
        super().paint(painter, option, widget)
        for i, rect in enumerate(self._rects):
            if i and i % 10 == 0:
                painter.setPen(QPen(QColor("#8a6d1f"), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect.adjusted(3, 3, -3, -3))
        last = self._rects[self.LAST]  # the last space is numbered too: passing it earns a lap token
        painter.setPen(theme.INK)
        painter.setFont(theme.font(max(12, min(last.width(), last.height()) * 0.42), theme.QFont.Weight.DemiBold))
        painter.drawText(last, Qt.AlignmentFlag.AlignCenter, str(self.LAST))


class FigureItem(AnimatedObject):
    """A player's character figure on the track; it walks space by space to a new score."""

    def __init__(self, track_item: TelefilmTrack, colour: QColor | str, shape: str, height: float = 50) -> None:
        super().__init__(track_item)
        self.track_item = track_item
        self.colour = QColor(colour)
        self.token_shape = shape
        self.fig_h = height
        self._progress = 0.0
        self.offset = QPointF(0, 0)
        self.lap = ""
        self.walking: QVariantAnimation | None = None
        self.setZValue(30)
        self._place()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        h = self.fig_h
        return QRectF(-h * 0.45, -h * 0.85, h * 0.9 + 14, h * 1.05)

    def _get_progress(self) -> float:
        return self._progress

    def _set_progress(self, value: float) -> None:
        self._progress = float(value)
        self._place()

    progress = Property(float, _get_progress, _set_progress)

    def _place(self) -> None:
        self.setPos(self.track_item.point_at(self._progress) + self.offset + QPointF(0, self.fig_h * 0.36))

    def set_offset(self, offset: QPointF) -> None:
        self.offset = offset
        if self.walking is None:
            self._place()

    def set_lap(self, text: str) -> None:
        if text != self.lap:
            self.lap = text
            self.update()

    def walk_to(self, score: float, *, animate: bool = True) -> None:
        """Move to ``score`` (spaces from Start, laps included), walking through every space."""
        if self.walking is not None:
            self.walking.stop()
            self.walking = None
        steps = abs(score - self._progress)
        if not animate or reduce_motion() or steps == 0 or self.scene() is None:
            self._set_progress(score)
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(float(self._progress))
        anim.setEndValue(float(score))
        anim.setDuration(int(min(1600, max(320, steps * 70))))
        anim.valueChanged.connect(self._set_progress)

        def done() -> None:
            self._set_progress(score)
            self.walking = None

        anim.finished.connect(done)
        self.walking = anim
        track(anim)
        anim.start()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        art.paint_figure(painter, self.colour, self.token_shape, 0, 0, self.fig_h)
        if self.lap:
            art.lap_badge(painter, QPointF(self.fig_h * 0.36, -self.fig_h * 0.18), 12, self.lap)


# ------------------------------------------------------------------------------ players
class PlayerRowItem(AnimatedObject):
    """One player: figure, name, role (Director / answering), special cards, lap token and TF score.

    Unplaced character tokens (or the Director's bet chips) sit in the row's tray, see :meth:`tray_pos`.
    """

    def __init__(self, seat: int, name: str, colour: QColor | str, shape: str, width: float, height: float) -> None:
        super().__init__()
        self.seat = seat
        self.name = name
        self.colour = QColor(colour)
        self.token_shape = shape
        self.w, self.h = width, height
        self.score_text = "0"
        self.unit = "TF"
        self.lap = ""
        self.role = ""
        self.director = False
        self.active = False
        self.hand = 0
        self.note = ""
        self.title = name

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-6, -6, self.w + 12, self.h + 12)

    def set_size(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self.w, self.h = width, height
        self.update()

    def set_state(self, *, score: str, lap: str, role: str, director: bool, active: bool, hand: int,
                  note: str = "", unit: str = "TF") -> None:
        self.score_text, self.lap, self.role, self.director = score, lap, role, director
        self.active, self.hand, self.note, self.unit = active, hand, note, unit
        self.update()

    @property
    def compact(self) -> bool:
        return self.w < 600

    def tray_pos(self, i: int, n: int) -> QPointF:
        """Scene position of the i-th of n tokens waiting in this row's tray."""
        if self.compact:
            x = self.w - 178 - (n - 1 - i) * 44
        else:
            x = self.w * 0.47 + i * min(self.h * 0.8, 62)
        return self.scenePos() + QPointF(x, self.h / 2)

    def _paint_hand(self, painter: QPainter, x: float, cy: float, size: float) -> float:
        """The number of special cards held (never which): small card backs and "×n"; returns the width."""
        cw, ch = size * 0.70, size
        shown = min(self.hand, 3)
        for k in range(shown):
            r = QRectF(x + k * 6, cy - ch / 2 - k * 2 + 2, cw, ch)
            painter.setPen(QPen(QColor("#f4eedf"), 1.5))
            painter.setBrush(QColor("#6b2d3c"))
            painter.drawRoundedRect(r, 4, 4)
        tx = x + (cw + (shown - 1) * 6 + 6 if shown else 0)
        draw_fitted(painter, QRectF(tx, cy - 18, 44, 36), f"×{self.hand}", 24, theme.INK, theme.QFont.Weight.DemiBold)
        return tx + 44 - x

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        bg = QColor("#f4eedf") if self.active else QColor("#e6dfcc")
        painter.setPen(QPen(theme.HIGHLIGHT, 6) if self.active else QPen(QColor("#0b1f19"), 2))
        painter.setBrush(bg)
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 14, 14)
        strip = QRectF(2, 2, 14, self.h - 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        path = QPainterPath()
        path.addRoundedRect(strip, 7, 7)
        painter.drawPath(path)
        fh = self.h * 0.82
        art.paint_figure(painter, self.colour, self.token_shape, 22 + fh * 0.36, self.h * 0.5 + fh * 0.46, fh)
        x = 30 + fh * 0.72
        compact = self.compact
        name_right = self.w - 204 if compact else self.w * 0.45
        name_w = name_right - x
        cards = self.hand >= 0 and self.unit == "TF"
        draw_fitted(painter, QRectF(x, self.h * 0.06, name_w, self.h * 0.50), self.name, 32, theme.INK,
                    theme.QFont.Weight.Bold)
        sub = QRectF(x, self.h * 0.54, name_w, self.h * 0.40)
        if self.director:
            art.paint_clapper(painter, QRectF(sub.left(), sub.top() + 4, sub.height() * 1.1, sub.height() - 8),
                              QColor("#3b3a36"))
            draw_fitted(painter, sub.adjusted(sub.height() * 1.25, 0, 0, 0), "Director", 24, theme.INK,
                        theme.QFont.Weight.DemiBold)
        elif self.role or self.note:
            draw_fitted(painter, sub, " · ".join(t for t in (self.role, self.note) if t), 24, QColor("#4a463d"),
                        theme.QFont.Weight.DemiBold)
        if compact:
            # a narrow column: special cards held (top) and the lap token (bottom), then the score
            if cards and self.hand:
                self._paint_hand(painter, self.w - 150, self.h * 0.30, self.h * 0.34)
            if self.lap:
                art.lap_badge(painter, QPointF(self.w - 128, self.h * 0.72), min(15, self.h * 0.2), self.lap)
            draw_fitted(painter, QRectF(self.w - 100, 0, 88, self.h), self.score_text, 40, theme.INK,
                        theme.QFont.Weight.Bold, RIGHT)
            return
        if cards and self.hand:
            self._paint_hand(painter, self.w - 262, self.h / 2, self.h * 0.48)
        if self.lap:
            art.lap_badge(painter, QPointF(self.w - 162, self.h / 2), min(22, self.h * 0.3), self.lap)
        score_rect = QRectF(self.w - 140, 0, 80, self.h)
        draw_fitted(painter, score_rect, self.score_text, 44 if self.h >= 64 else 38, theme.INK,
                    theme.QFont.Weight.Bold, RIGHT)
        draw_fitted(painter, QRectF(self.w - 56, 0, 50, self.h), self.unit, 22, QColor("#4a463d"),
                    theme.QFont.Weight.DemiBold, LEFT)


class OptionItem(Clickable):
    """One answer option: letter disc and text. Clickable for the answering Star; a wrong letter is
    struck through; the correct one is shown (green AND a check mark) only once it is revealed."""

    def __init__(self, letter: str, width: float, height: float) -> None:
        super().__init__(letter)
        self.letter = letter
        self.w, self.h = width, height
        self.text = ""
        self.state = "normal"  # normal | tried | correct | faded

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, self.w, self.h)

    def set_size(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self.w, self.h = width, height
        self.update()

    def set_option(self, text: str, state: str) -> None:
        self.text, self.state = text, state
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h).adjusted(1, 2, -1, -2)
        fill = QColor("#ffffff")
        ink = theme.INK
        if self.state == "correct":
            fill = art.CORRECT
            ink = QColor("#ffffff")
        elif self.state == "tried":
            fill = QColor("#eadcd8")
            ink = QColor("#6d5a55")
        elif self.state == "faded":
            fill = QColor("#ece7da")
            ink = QColor("#6e6a60")
        elif self.clickable and self.hover:
            fill = QColor("#fff2c2")
        pen = QPen(QColor("#3b3a36"), 2)
        if self.clickable:
            pen = QPen(QColor("#b58a00"), 4)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 12, 12)
        d = rect.height() * 0.74
        disc = QRectF(rect.left() + 10, rect.center().y() - d / 2, d, d)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#3b3a36") if self.state != "correct" else QColor("#ffffff"))
        painter.drawEllipse(disc)
        draw_fitted(painter, disc, self.letter, d * 0.62, QColor("#ffffff") if self.state != "correct" else art.CORRECT,
                    theme.QFont.Weight.Bold, CENTRE)
        text_rect = QRectF(disc.right() + 14, rect.top(), rect.right() - disc.right() - 24 - d * 0.8, rect.height())
        draw_fitted(painter, text_rect, self.text, min(34, rect.height() * 0.62), ink, theme.QFont.Weight.DemiBold)
        mark_rect = QRectF(rect.right() - d * 0.9 - 6, rect.center().y() - d / 2, d * 0.9, d)
        if self.state == "correct":
            _check(painter, mark_rect, QColor("#ffffff"))
        elif self.state == "tried":
            _cross(painter, mark_rect, art.WRONG)
            painter.setPen(QPen(QColor(109, 90, 85, 200), 3))
            fm = QFontMetricsF(fit_font(self.text, text_rect.width(), min(34, rect.height() * 0.62)))
            tw = min(text_rect.width(), fm.horizontalAdvance(self.text))
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


class MarkItem(AnimatedObject):
    """A big check mark or cross (right / wrong) that pops in over the question."""

    def __init__(self, size: float = 90) -> None:
        super().__init__()
        self.s = size
        self.ok = True
        self.setZValue(60)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-self.s / 2 - 4, -self.s / 2 - 4, self.s + 8, self.s + 8)

    def pop(self, ok: bool) -> None:
        self.ok = ok
        self.setVisible(True)
        self.setScale(0.4)
        self.setOpacity(1.0)
        self.animate(b"scale", 1.0, 260)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = art.CORRECT if self.ok else art.WRONG
        painter.setPen(QPen(QColor("#ffffff"), 5))
        painter.setBrush(colour)
        r = self.s / 2
        painter.drawEllipse(QPointF(0, 0), r, r)
        inner = QRectF(-r * 0.62, -r * 0.62, r * 1.24, r * 1.24)
        (_check if self.ok else _cross)(painter, inner, QColor("#ffffff"))


class TimerItem(AnimatedObject):
    """The 30-second countdown of a CALL or WEB card: a ring that empties, and the seconds left."""

    def __init__(self, size: float = 120) -> None:
        super().__init__()
        self.s = size
        self.total = 30
        self.left = 30
        self.label = ""
        self.setZValue(50)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-240, -4, self.s + 244, self.s + 8)

    def set_time(self, left: int, total: int, label: str) -> None:
        self.left, self.total, self.label = left, total, label
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(8, 8, self.s - 16, self.s - 16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#1d1c1a"))
        painter.drawEllipse(QRectF(0, 0, self.s, self.s))
        urgent = self.left <= 10
        colour = art.WRONG if urgent else theme.HIGHLIGHT
        painter.setPen(QPen(QColor("#4a463d"), 10))
        painter.drawEllipse(rect)
        painter.setPen(QPen(colour, 10, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        span = int(360 * 16 * self.left / max(1, self.total))
        painter.drawArc(rect, 90 * 16, span)
        draw_fitted(painter, QRectF(0, 0, self.s, self.s), str(self.left), self.s * 0.42, QColor("#ffffff"),
                    theme.QFont.Weight.Bold, CENTRE)
        if self.left == 0 and self.label:
            pill = QRectF(-232, self.s / 2 - 26, 220, 52)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(art.WRONG)
            painter.drawRoundedRect(pill, 26, 26)
            draw_fitted(painter, pill.adjusted(12, 0, -12, 0), self.label, 30, QColor("#ffffff"),
                        theme.QFont.Weight.Bold, CENTRE)


class FloatingText(AnimatedObject):
    """A score change ("+15") that rises and fades where it happened."""

    def __init__(self, text: str, colour: QColor, size: float = 40) -> None:
        super().__init__()
        self.text = text
        self.colour = QColor(colour)
        self.size = size
        self.setZValue(80)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-90, -self.size, 180, self.size * 1.5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = theme.font(self.size, theme.QFont.Weight.Bold)
        path = QPainterPath()
        fm = QFontMetricsF(f)
        w = fm.horizontalAdvance(self.text)
        path.addText(-w / 2, self.size * 0.35, f, self.text)
        painter.setPen(QPen(QColor("#111111"), 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawPath(path)


class PanelItem(AnimatedObject):
    """A light rounded panel (the question card) that other items sit on."""

    def __init__(self, width: float, height: float, colour: QColor | str = "#f4eedf") -> None:
        super().__init__()
        self.w, self.h = width, height
        self.colour = QColor(colour)
        self.accent: QColor | None = None
        self.setZValue(2)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def set_size(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self.w, self.h = width, height
        self.update()

    def set_accent(self, colour: QColor | None) -> None:
        self.accent = colour
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(QColor("#0b1f19"), 2))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, 18, 18)
        if self.accent is not None:
            path = QPainterPath()
            path.addRoundedRect(rect, 18, 18)
            band = QPainterPath()
            band.addRect(QRectF(0, 0, self.w, 64))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.accent)
            painter.drawPath(path.intersected(band))


class IconItem(AnimatedObject):
    """A genre icon in a round badge (the question's space)."""

    def __init__(self, size: float) -> None:
        super().__init__()
        self.s = size
        self.genre = "mix"
        self.setZValue(5)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, self.s, self.s)

    def set_genre(self, genre: str) -> None:
        if genre != self.genre:
            self.genre = genre
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = art.GENRE_COLOURS[self.genre]
        painter.setPen(QPen(QColor("#ffffff"), 3))
        painter.setBrush(colour)
        painter.drawEllipse(QRectF(2, 2, self.s - 4, self.s - 4))
        m = self.s * 0.2
        art.paint_genre_icon(painter, self.genre, QRectF(m, m, self.s - 2 * m, self.s - 2 * m),
                             theme.text_colour_on(colour))


class SeatDiscItem(AnimatedObject):
    """A small disc in a player's colour with their shape (who answers, in order)."""

    def __init__(self, radius: float = 20) -> None:
        super().__init__()
        self.radius = radius
        self.colour = QColor("#888888")
        self.token_shape = "circle"
        self.state = "waiting"  # waiting | answering | wrong
        self.order = 0
        self.setZValue(6)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        r = self.radius + 8
        return QRectF(-r, -r, 2 * r, 2 * r)

    def set_seat(self, colour: QColor | str, shape: str, state: str, order: int) -> None:
        self.colour, self.token_shape, self.state, self.order = QColor(colour), shape, state, order
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        from gamesuite.ui.scene.shapes import shape_path

        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        if self.state == "answering":
            painter.setPen(QPen(theme.HIGHLIGHT, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 4, r + 4)
        painter.setPen(QPen(self.colour.darker(170), 2))
        painter.setBrush(self.colour)
        painter.drawEllipse(QPointF(0, 0), r, r)
        ink = theme.text_colour_on(self.colour)
        painter.setPen(QPen(ink, 1.5))
        painter.setBrush(ink)
        painter.drawPath(shape_path(self.token_shape, 0, 0, r * 0.45))
        if self.state == "wrong":
            _cross(painter, QRectF(-r, -r, 2 * r, 2 * r), art.WRONG)


class WonCardsItem(AnimatedObject):
    """Cards only: each player's won cards as small cards (genre colour and icon, difficulty)."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.w, self.h = width, height
        self.rows: list[tuple[str, QColor, str, list[tuple[str, int]]]] = []
        self.text = ""

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def set_rows(self, rows: list[tuple[str, QColor, str, list[tuple[str, int]]]]) -> None:
        """(name, colour, shape, [(genre, difficulty), ...]) per player."""
        self.rows = rows
        self.text = " ".join(name for name, *_rest in rows)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_fitted(painter, QRectF(0, 0, self.w, 44), "Cards won", 32, theme.INK_ON_FELT, theme.QFont.Weight.Bold)
        if not self.rows:
            return
        row_h = min(96.0, (self.h - 52) / len(self.rows))
        for i, (name, colour, shape, cards) in enumerate(self.rows):
            y = 52 + i * row_h
            art.paint_figure(painter, colour, shape, 22, y + row_h * 0.85, row_h * 0.8)
            draw_fitted(painter, QRectF(48, y, 170, row_h), name, 28, theme.INK_ON_FELT, theme.QFont.Weight.Bold)
            ch = row_h * 0.86
            cw = ch * 63 / 88
            room = self.w - 230
            step = min(cw + 8, (room - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else cw
            for k, (genre, diff) in enumerate(cards):
                rect = QRectF(230 + k * step, y + (row_h - ch) / 2, cw, ch)
                colour_g = art.GENRE_COLOURS.get(genre, art.GENRE_COLOURS["mix"])
                painter.setPen(QPen(QColor("#f4eedf"), 2))
                painter.setBrush(colour_g)
                painter.drawRoundedRect(rect, 6, 6)
                ink = theme.text_colour_on(colour_g)
                art.paint_genre_icon(painter, genre, QRectF(rect.left() + cw * 0.2, rect.top() + 4, cw * 0.6,
                                                            cw * 0.6), ink)
                draw_fitted(painter, QRectF(rect.left(), rect.bottom() - ch * 0.5, cw, ch * 0.46), str(diff),
                            ch * 0.4, ink, theme.QFont.Weight.Bold, CENTRE)
            if not cards:
                draw_fitted(painter, QRectF(230, y, room, row_h), "no cards yet", 24, theme.MUTED_ON_FELT,
                            theme.QFont.Weight.Normal)


class SpecialPileItem(AnimatedObject):
    """The special cards played (public): the last one face up, and how many so far."""

    NAMES = {"comedy": "COMEDY", "drama": "DRAMA", "crime": "CRIME", "scifi": "SCI-FI", "double": "DOUBLE",
             "two": "TWO", "fifty": "50%", "call": "CALL", "web": "WEB", "power": "POWER"}

    def __init__(self, width: float = 88) -> None:
        super().__init__()
        self.w = width
        self.h = width * 88 / 63
        self.kind = ""
        self.count = 0
        self.title = ""

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-40, -6, self.w + 80, self.h + 60)

    def set_pile(self, kinds: list[str]) -> None:
        self.kind = kinds[-1] if kinds else ""
        self.count = len(kinds)
        self.title = self.NAMES.get(self.kind, self.kind.upper())
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.kind:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k in range(min(3, self.count) - 1, -1, -1):
            rect = QRectF(k * 2, -k * 3, self.w, self.h)
            painter.setPen(QPen(QColor("#2b2a27"), 2))
            painter.setBrush(theme.BOARD)
            painter.drawRoundedRect(rect, 8, 8)
        colour = art.GENRE_COLOURS.get(self.kind) or art.SPECIAL_COLOURS.get(self.kind, QColor("#555555"))
        d = self.w * 0.66
        disc = QRectF((self.w - d) / 2, 12, d, d)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(disc)
        art.paint_special_icon(painter, self.kind, disc.adjusted(d * 0.2, d * 0.2, -d * 0.2, -d * 0.2),
                               theme.text_colour_on(colour))
        draw_fitted(painter, QRectF(4, self.h - 40, self.w - 8, 32), self.title, 22, theme.INK,
                    theme.QFont.Weight.Bold, CENTRE)
        draw_fitted(painter, QRectF(-40, self.h + 6, self.w + 80, 40), f"{self.count} played", 24, theme.INK_ON_FELT,
                    theme.QFont.Weight.DemiBold, CENTRE)
