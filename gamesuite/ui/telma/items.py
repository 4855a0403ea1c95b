"""Telma's table items: cards with Telma's back, the round buzzer, and a player's station.

A station is one player's corner of the table: their colour and shape, name, score, buzzer key
(also a big round button to tap), face-down pile with its size, and the face-up pile whose top
card is drawn large. Stations on the bottom row are mirrored (name towards the screen edge).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene import CardItem, LabelItem, TokenItem
from gamesuite.ui.scene.animation import AnimatedObject
from gamesuite.ui.telma import art

STATION_W = 464
STATION_H = 352
PILE_W = 112
TOP_W = 190
BUZZER_R = 52


CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache


def cached(item: QGraphicsItem) -> QGraphicsItem:
    """Paint ``item`` once into a pixmap and blit it after that (software rendering of a full table
    frame takes ~100 ms; with caches a frame is mostly copies)."""
    item.setCacheMode(CACHE)
    return item


class TelmaCard(CardItem):
    """A Telma card: the face from the view's card JSON, Telma's own back.

    The kit's blurred drop shadow is replaced by a flat offset shadow painted with the card: a
    blur effect re-renders the card off-screen on every frame and cannot be cached.
    """

    def __init__(self, width: float, card: Mapping[str, Any] | None = None, *, face_up: bool = True) -> None:
        super().__init__(width, face_up=face_up)
        self.setGraphicsEffect(None)
        self.shadow = True
        self.card: dict[str, Any] | None = None
        self._shown: object = object()  # what set_card last drew (a sentinel before the first call)
        self.set_card(card)
        cached(self)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.shadow:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            cx = self.width / 2
            painter.translate(cx, 0)
            painter.scale(max(0.02, self._flip_phase), 1.0)
            painter.translate(-cx, 0)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.drawRoundedRect(QRectF(3, 5, self.width, self.height), 10, 10)
            painter.restore()
        super().paint(painter, option, widget)

    def set_card(self, card: Mapping[str, Any] | None) -> None:
        """Show ``card`` (None: a blank face, used for the edge of a pile)."""
        data = dict(card) if card is not None else None
        if data == self._shown:
            return  # unchanged: keep the cached picture
        self._shown = data
        self.card = data
        if data is None:
            self.face_painter = None
            self.title = ""
        else:
            self.face_painter = art.face_painter(data)
        self.update()

    def _paint_back(self, painter: QPainter, rect: QRectF) -> None:
        art.paint_back(painter, rect)


class BuzzerItem(AnimatedObject):
    """A big round button in the player's colour with their key on it; tapping it is pressing the key.

    Emits ``pressed(timestamp_ms)`` on the press (not the release): the press is the moment that counts.
    """

    pressed = Signal(int)

    def __init__(self, radius: float, colour: str, key_text: str) -> None:
        super().__init__()
        self.radius = radius
        self.colour = QColor(colour)
        self.key_text = key_text
        self.lit = False
        self.down = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        r = self.radius + 12
        return QRectF(-r, -r, 2 * r, 2 * r + 8)

    def set_key_text(self, text: str) -> None:
        if text != self.key_text:
            self.key_text = text
            self.update()

    def set_lit(self, on: bool) -> None:
        if on != self.lit:
            self.lit = on
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        self.down = True
        self.update()
        self.pressed.emit(int(event.timestamp()))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        self.down = False
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        dy = 4 if self.down else 0
        if self.lit:
            painter.setPen(QPen(theme.HIGHLIGHT, 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 3), r + 8, r + 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour.darker(170))
        painter.drawEllipse(QPointF(0, 8), r, r)
        grad = QRadialGradient(QPointF(-r * 0.3, -r * 0.4 + dy), r * 1.5)
        grad.setColorAt(0, self.colour.lighter(140))
        grad.setColorAt(1, self.colour)
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(self.colour.darker(180), 3))
        painter.drawEllipse(QPointF(0, dy), r, r)
        # the keycap in the middle: a white rounded square with the key letter
        cap = QRectF(-r * 0.56, -r * 0.56 + dy, r * 1.12, r * 1.12)
        painter.setPen(QPen(QColor("#1d1c1a"), 2.5))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(cap, r * 0.16, r * 0.16)
        painter.setPen(QColor("#1d1c1a"))
        painter.setFont(theme.font(r * 0.8, QFont.Weight.Bold))
        painter.drawText(cap, Qt.AlignmentFlag.AlignCenter, self.key_text)


class PanelItem(AnimatedObject):
    """A rounded panel (background for a station or an overlay)."""

    def __init__(self, width: float, height: float, *, fill: QColor | str = "#46000000",
                 border: QColor | str | None = None, border_width: float = 3, radius: float = 22) -> None:
        super().__init__()
        self.w, self.h = width, height
        self.fill = QColor(fill)
        self.border = QColor(border) if border is not None else None
        self.border_width = border_width
        self.radius = radius
        self.glow = False
        cached(self)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-10, -10, self.w + 20, self.h + 20)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) == (self.w, self.h):
            return
        self.prepareGeometryChange()
        self.w, self.h = width, height
        self.update()

    def set_style(self, fill: QColor | str | None = None, border: QColor | str | None = None,
                  glow: bool | None = None) -> None:
        before = (self.fill.rgba(), self.border.rgba() if self.border else None, self.glow)
        if fill is not None:
            self.fill = QColor(fill)
        if border is not None:
            self.border = QColor(border)
        if glow is not None:
            self.glow = glow
        if before != (self.fill.rgba(), self.border.rgba() if self.border else None, self.glow):
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        if self.glow:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for k, alpha in ((9, 70), (5, 255)):
                c = QColor(theme.HIGHLIGHT)
                c.setAlpha(alpha)
                painter.setPen(QPen(c, 2 * k if alpha < 255 else 7))
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), self.radius + 2, self.radius + 2)
        painter.setBrush(self.fill)
        if self.border is not None and not self.glow:
            painter.setPen(QPen(self.border, self.border_width))
        else:
            painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(rect, self.radius, self.radius)


class Station(AnimatedObject):
    """One player's place at the table (see the module docstring)."""

    buzzed = Signal(int, int)  # seat, event timestamp (ms, 0 when unknown)

    def __init__(self, seat: int, name: str, colour: str, shape: str, key_text: str, *, flipped: bool) -> None:
        super().__init__()
        self.seat = seat
        self.colour = colour
        self.flipped = flipped
        self.w, self.h = STATION_W, STATION_H
        self.panel = PanelItem(self.w, self.h, border=QColor(colour), border_width=4)
        self.panel.setParentItem(self)
        self.token = TokenItem(25, colour, mark=shape)
        self.token.setParentItem(self)
        self.name = LabelItem(name, 250, 52, size=36, weight=QFont.Weight.Bold,
                              align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.name.setParentItem(self)
        self.score = LabelItem("0 pts", 112, 46, size=28, weight=QFont.Weight.Bold, colour=theme.INK,
                               background=theme.BOARD)
        self.score.setParentItem(self)
        # face-down pile: an edge card under the top back, and the size on it
        self.pile_edge = TelmaCard(PILE_W, face_up=False)
        self.pile_edge.shadow = False
        self.pile_edge.setParentItem(self)
        self.pile = TelmaCard(PILE_W, face_up=False)
        self.pile.setParentItem(self)
        self.pile_count = LabelItem("0", 92, 60, size=44, weight=QFont.Weight.Bold, colour="#ffffff",
                                    background=QColor(20, 8, 24, 235))
        self.pile_count.setParentItem(self)
        self.pile_empty = LabelItem("no cards", PILE_W, PILE_W * 88 / 63, size=24, colour=theme.MUTED_ON_FELT)
        self.pile_empty.setParentItem(self)
        # face-up pile: a blank edge card and the visible top card
        self.under = TelmaCard(TOP_W, None)
        self.under.shadow = False
        self.under.setParentItem(self)
        self.top = TelmaCard(TOP_W, None)
        self.top.setParentItem(self)
        self.top_count = LabelItem("", 66, 42, size=26, weight=QFont.Weight.Bold, colour=theme.INK,
                                   background=theme.HIGHLIGHT)
        self.top_count.setParentItem(self)
        self.top_empty = PanelItem(TOP_W, TOP_W * 88 / 63, fill=QColor(255, 255, 255, 18),
                                   border=QColor(255, 255, 255, 60), border_width=2, radius=14)
        self.top_empty.setParentItem(self)
        self.pile_empty.setZValue(1)
        self.buzzer = BuzzerItem(BUZZER_R, colour, key_text)
        self.buzzer.setParentItem(self)
        self.buzzer.pressed.connect(lambda ts: self.buzzed.emit(self.seat, ts))
        self.buzzer_hint = LabelItem("key / tap", 120, 30, size=22, colour=theme.MUTED_ON_FELT)
        self.buzzer_hint.setParentItem(self)
        self.nickname = LabelItem("", self.w - 24, 52, size=32, weight=QFont.Weight.Bold, colour=theme.INK,
                                  background=theme.BOARD)
        self.nickname.setParentItem(self)
        self.nickname.setZValue(40)
        self.flash = LabelItem("", self.w - 60, 64, size=34, weight=QFont.Weight.Bold, colour=theme.INK,
                               background=theme.HIGHLIGHT)
        self.flash.setParentItem(self)
        self.flash.setZValue(50)
        self.flash.hide()
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self.flash.hide)
        self.face_up_count = 0
        for item in (self.token, self.name, self.score, self.pile_count, self.pile_empty, self.top_count,
                     self.buzzer, self.buzzer_hint, self.nickname, self.flash):
            cached(item)
        self._layout()

    # -- geometry ---------------------------------------------------------------------------
    def _layout(self) -> None:
        header_h = 58
        card_h = TOP_W * 88 / 63
        if self.flipped:
            cards_y = 12
            header_y = self.h - header_h - 6
            nick_y = cards_y + card_h - 52
        else:
            header_y = 6
            cards_y = header_y + header_h + 8
            nick_y = cards_y + card_h - 52
        self.token.setPos(36, header_y + header_h / 2)
        self.name.setPos(72, header_y + 3)
        self.score.setPos(self.w - 126, header_y + 6)
        pile_h = PILE_W * 88 / 63
        pile_y = cards_y + (card_h - pile_h) / 2
        self.pile_edge.setPos(20, pile_y + 5)
        self.pile.setPos(14, pile_y)
        self.pile_count.setPos(14 + (PILE_W - 92) / 2, pile_y + (pile_h - 60) / 2)
        self.pile_empty.setPos(14, pile_y)
        top_x = 14 + PILE_W + 16
        self.under.setPos(top_x + 6, cards_y + 5)
        self.top.setPos(top_x, cards_y)
        self.top_empty.setPos(top_x, cards_y)
        self.top_count.setPos(top_x + TOP_W - 50, cards_y + card_h - 30)
        bx = self.w - 14 - BUZZER_R - 4
        self.buzzer.setPos(bx, cards_y + card_h / 2 - 16)
        self.buzzer_hint.setPos(bx - 60, cards_y + card_h / 2 + BUZZER_R - 4)
        self.nickname.setPos(12, nick_y)
        self.flash.setPos(30, cards_y + card_h / 2 - 32)
        self.top_anchor = QPointF(top_x, cards_y)
        self.pile_anchor = QPointF(14, pile_y)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-12, -12, self.w + 24, self.h + 24)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        return

    def pile_scene_pos(self) -> QPointF:
        return self.mapToScene(self.pile_anchor)

    def top_scene_pos(self) -> QPointF:
        return self.mapToScene(self.top_anchor)

    # -- content ----------------------------------------------------------------------------
    def update_from(self, player: Mapping[str, Any], *, show_nickname: bool, nickname_text: str) -> None:
        """Redraw from the view's player entry."""
        self.name.set_text(str(player["name"]))
        pts = int(player["score"])
        self.score.set_text(f"{pts} pt" if pts == 1 else f"{pts} pts")
        pile = int(player["pile"])
        self.pile.setVisible(pile > 0)
        self.pile_edge.setVisible(pile > 1)
        self.pile_count.setVisible(pile > 0)
        self.pile_count.set_text(str(pile))
        self.pile_empty.setVisible(pile == 0)
        self.pile_empty.set_text("no cards" if pile == 0 else "")
        face_up = int(player["face_up"])
        self.face_up_count = face_up
        top = player.get("top")
        self.top.setVisible(top is not None)
        if top is not None:
            self.top.set_card(top)
        self.under.setVisible(face_up > 1)
        self.top_count.setVisible(face_up > 1)
        self.top_count.set_text(f"×{face_up}")
        self.top_empty.setVisible(top is None)
        self.nickname.setVisible(show_nickname)
        self.nickname.set_text(nickname_text if show_nickname else "")  # hidden means not kept either

    def set_key_text(self, text: str) -> None:
        self.buzzer.set_key_text(text)

    def set_mode(self, *, active: bool = False, in_contest: bool = False, dimmed: bool = False) -> None:
        """Active reveal turn or contest participant: glow; others in a contest: dimmed."""
        self.panel.set_style(glow=active or in_contest,
                             fill=QColor(0, 0, 0, 110) if (active or in_contest) else QColor(0, 0, 0, 70))
        self.buzzer.set_lit(active or in_contest)
        self.setOpacity(0.5 if dimmed else 1.0)

    def show_flash(self, text: str, ms: int = 1100, *, colour: QColor | str = theme.HIGHLIGHT) -> None:
        bg = QColor(colour)
        self.flash.set_colours(theme.text_colour_on(bg), bg)
        self.flash.set_text(text)
        self.flash.show()
        self._flash_timer.start(ms)
