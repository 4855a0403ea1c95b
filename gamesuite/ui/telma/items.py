"""Telma's own table items (everything else is the kit's): cards with Telma's back, the round buzzer, a
player's station, a flying card, and a row of the "whose nickname?" picker.

A station is one player's corner of the table: their colour and shape, name, score, buzzer key (also a
big round button to tap), the face-down pile with its size, and the face-up pile whose top card is drawn
large. Stations on the bottom row are flipped (the header at the table's edge). Every item takes its look
from a frozen model through ``apply`` (a no-op when nothing changed) and reports clicks to the scene by key.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPicture, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from gamesuite.i18n import translate
from gamesuite.ui import theme
from gamesuite.ui.scene import (
    ActionBar,
    ButtonItem,
    ButtonSpec,
    CardItem,
    KitItem,
    LabelItem,
    PanelItem,
    PanelStyle,
    TokenItem,
    set_shown,
    shown,
)
from gamesuite.ui.scene import text as text_module
from gamesuite.ui.scene.exact import Kept, paint_exact
from gamesuite.ui.scene.item import Geometry
from gamesuite.ui.scene.text import CENTRE, LEFT, RIGHT, draw_text
from gamesuite.ui.telma import art
from gamesuite.ui.telma import layout as L
from gamesuite.ui.telma.presenter import CardFace, PickRow, StationModel

Bold = QFont.Weight.Bold
PICK_LABEL_SIZE = 34  # "Carla said:"
HINT_SIZE, HINT_H = 22, 60  # the key hint: two lines of 22
FLASH_HEADER_X = 8  # a message over a station's header: from its left edge (inside the border) to as far from the right
FLASH_SIZE = 34  # its text: more than a name (28-36), one line of 420 units ("Called! Whose nickname?": 431 → 0.97)
CENTRE_TOP = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
EMPTY_SLOT = PanelStyle(fill="#12ffffff", border="#3cffffff", border_width=2, radius=14)
STATION_CALM = "#46000000"
# over the calm panel: as dark as "#6e000000", a thick yellow edge over the player's colour, the kit's glow around
GLOW = PanelStyle(fill="#37000000", border=theme.HIGHLIGHT.name(), border_width=7, radius=22, glow=True)


class KeptFace:
    """A card's face painter that keeps the face it drew last: drawn once into a transparent pixmap at the
    painter's scale and at the exact part of a pixel the card falls on (its fill and art: the rim is drawn over it),
    then copied 1:1 at a whole pixel.

    Why: a card lit as one of a contest's pair (``highlighted``: a ring drawn under the face) or put out again
    is drawn again whole by the kit (its cached picture goes), and the face's symbols are most of that
    (0.3-0.9 ms a face, more under load); the ring and the shadow are cheap. The copy and the rim drawn over it
    are the pixels of drawing the face straight onto the card (:func:`art.paint_face_inside`: in the pixmap every
    soft edge but the fill's own lies on the opaque fill, and the fill's edge gets one blend either way). Drawn
    directly (nothing kept) while the card moves, turns or grows (a reveal's slide, a flying card: a new place
    every frame), when the painter is not a plain scale of a raster device at full opacity (a recording painter),
    when the card's own cache is off or while the i18n scan listens for cut texts (tests that read every string
    painted see the face drawn). A single symbol comes from the symbols kept for the table's places
    (:func:`art._copy_symbol`)."""

    def __init__(self, card: CardFace) -> None:
        self.card = card
        self.direct = False  # set by the card before each paint: its own cache is off
        self.kept: tuple[tuple[Hashable, ...], Kept] | None = None  # (the key it was drawn for, the picture)

    def __call__(self, p: QPainter, rect: QRectF) -> None:
        if self.direct or not self._copy(p, rect):
            art.paint_face(p, rect, self.card)
            return
        art.paint_face_rim(p, rect)

    def _copy(self, p: QPainter, rect: QRectF) -> bool:
        if isinstance(p.device(), QPicture) or p.opacity() != 1.0 or text_module.cut_texts is not None:
            return False

        def kept(full: tuple[Hashable, ...]) -> Kept | None:
            return self.kept[1] if self.kept is not None and self.kept[0] == full else None

        def keep(full: tuple[Hashable, ...], found: Kept) -> None:
            self.kept = (full, found)

        return paint_exact(p, rect.adjusted(-2, -2, 2, 2), (rect.x(), rect.y(), rect.width(), rect.height()), kept,
                           keep, lambda lp: art.paint_face_inside(lp, rect, self.card, kept_symbols=True))


class TelmaCard(CardItem):
    """A Telma card: the face from a :class:`CardFace` (``apply``; None: a blank face), Telma's own back. The
    face is kept in a pixmap (:class:`KeptFace`): lit, put out again or shown again, the card copies it."""

    def __init__(self, width: float, face: CardFace | None = None, *, face_up: bool = True, key: object = None) -> None:
        super().__init__(width, face_up=face_up, key=key)
        self.setAcceptHoverEvents(False)
        self.apply(face)

    @property
    def face(self) -> CardFace | None:
        return self.model if isinstance(self.model, CardFace) else None

    def model_did_change(self, old: object, new: object) -> None:
        self.face_painter = KeptFace(new) if isinstance(new, CardFace) else None

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if isinstance(self.face_painter, KeptFace):  # drawn (nothing kept) while it moves, turns or grows
            moving = bool(self._anims) or self._flip_anim is not None or self.scale() != 1.0
            self.face_painter.direct = moving or self.cacheMode() == QGraphicsItem.CacheMode.NoCache
        super().paint(painter, option, widget)

    def _paint_back(self, painter: QPainter, rect: QRectF) -> None:
        art.paint_back(painter, rect)


class FlyingCard(TelmaCard):
    """A card sliding (and flipping, and shrinking) from one place to another; it leaves the table when it
    lands (or at once under reduce motion)."""

    def fly(self, end: QPointF, end_width: float, *, face_up: bool) -> None:
        self.setZValue(90)
        self.flip(face_up, L.FLY_MS)
        if end_width != self.width:
            self.setTransformOriginPoint(0, 0)
            self.animate(b"scale", end_width / self.width, L.FLY_MS)
        anim = self.animate(b"pos", end, L.FLY_MS)
        if anim is None:
            self.land()
        else:
            anim.finished.connect(self.land)

    def land(self) -> None:
        if self.scene() is not None:
            self.scene().removeItem(self)
        self.deleteLater()


class RingItem(KitItem):
    """The highlight ring around a lit buzzer: its own cached picture, shown or hidden (the buzzer under it
    is not painted again when it lights up)."""

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    radius = Geometry()

    def __init__(self, radius: float) -> None:
        super().__init__()
        self.radius = radius
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def bounds(self) -> QRectF:
        r = self.radius + 14
        return QRectF(-r, -r + 3, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.HIGHLIGHT, 7))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 3), self.radius + 8, self.radius + 8)


class BuzzerItem(KitItem):
    """A big round button in the player's colour with their key on it; tapping it is pressing the key.

    The click reaches the scene on the *press* (the moment that counts), with the event's timestamp kept
    in ``pressed_at`` for the contest clock. ``apply(key_text)``; ``set_lit`` shows the ring around it.
    """

    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    radius = Geometry()

    clickable: bool  # KitItem's flags, set again by set_state below
    highlighted: bool
    dimmed: bool

    def __init__(self, seat: int, radius: float, colour: str) -> None:
        super().__init__(f"buzzer:{seat}")
        self.radius = radius
        self.colour = QColor(colour)
        self.down = False
        self.pressed_at = 0
        self.setAcceptHoverEvents(False)
        self.ring = RingItem(radius)
        self.ring.setParentItem(self)
        self.ring.setFlag(self.GraphicsItemFlag.ItemStacksBehindParent)
        set_shown(self.ring, False)
        self.apply("")

    def set_lit(self, on: bool) -> None:
        """Light up (the ring only: the button under it is not painted again)."""
        set_shown(self.ring, on)

    def set_state(self, *, clickable: bool | None = None, highlighted: bool | None = None,
                  dimmed: bool | None = None) -> None:
        """The flags change what a click does (and the cursor), never the button's picture (its look is the
        colour, the key and the press): no repaint. At a round's start and end the four buzzers turned clickable
        or not and each drew its picture again (~0.5 ms) for the same pixels."""
        if clickable is not None and clickable != self.clickable:
            self.clickable = clickable
            self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
        if highlighted is not None:
            self.highlighted = highlighted
        if dimmed is not None:
            self.dimmed = dimmed

    def bounds(self) -> QRectF:
        r = self.radius + 2
        return QRectF(-r, -r, 2 * r, 2 * r + 10)

    def footprint(self) -> QSizeF:
        return QSizeF(2 * self.radius, 2 * self.radius)

    def centred(self) -> bool:
        return True

    @property
    def key_text(self) -> str:
        return str(self.model)

    @property
    def lit(self) -> bool:
        return shown(self.ring)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        if not self.clickable or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        self.down = True
        self.pressed_at = int(event.timestamp())
        self.update()
        self.was_clicked()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        self.down = False  # the press was the click
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        dy = 4 if self.down else 0
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour.darker(170))
        painter.drawEllipse(QPointF(0, 8), r, r)
        grad = QRadialGradient(QPointF(-r * 0.3, -r * 0.4 + dy), r * 1.5)
        grad.setColorAt(0, self.colour.lighter(140))
        grad.setColorAt(1, self.colour)
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(self.colour.darker(180), 3))
        painter.drawEllipse(QPointF(0, dy), r, r)
        cap = QRectF(-r * 0.56, -r * 0.56 + dy, r * 1.12, r * 1.12)  # the keycap: the key letter on white
        painter.setPen(QPen(QColor("#1d1c1a"), 2.5))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(cap, r * 0.16, r * 0.16)
        draw_text(painter, cap, self.key_text, r * 0.8, weight=Bold, colour="#1d1c1a", align=CENTRE)


class StationItem(KitItem):
    """One player's place at the table (see the module docstring); ``apply(StationModel)``."""

    DRAWN_FLAGS = frozenset[str]()  # it draws nothing (its children do)
    w = Geometry()
    h = Geometry()

    def __init__(self, seat: int, colour: str, mark: str, *, flipped: bool) -> None:
        super().__init__(f"station:{seat}", cache=False)
        # draws nothing itself (its children do): Qt skips it, and a change of its model repaints only the
        # children that changed, not its whole area
        self.setFlag(self.GraphicsItemFlag.ItemHasNoContents)
        self.seat = seat
        self.colour = colour
        self.flipped = flipped
        self.w, self.h = L.STATION_W, L.STATION_H
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.bg = PanelItem(self.w, self.h, PanelStyle(fill=STATION_CALM, border=colour, border_width=4, radius=22))
        self.glow = PanelItem(self.w, self.h, GLOW)  # shown when lit: the panel under it is not painted again
        self.token = TokenItem(25, colour, mark=mark)
        self.name_label = LabelItem("", 250, 52, size=36, weight=Bold, align=LEFT)
        self.score_label = LabelItem("", 112, 46, size=28, weight=Bold, colour=theme.INK, background=theme.BOARD)
        # the face-down pile: an edge card under the top back, and the size on it
        self.pile_edge = TelmaCard(L.PILE_W, face_up=False)
        self.pile = TelmaCard(L.PILE_W, face_up=False)
        self.pile_count = LabelItem("", 92, 60, size=44, weight=Bold, colour="#ffffff",
                                    background=QColor(20, 8, 24, 235))
        self.pile_empty = LabelItem(translate("telma", "no cards"), L.PILE_W, L.PILE_W * L.CARD_RATIO, size=24,
                                    colour=theme.MUTED_ON_FELT)
        # the face-up pile: a blank edge card and the visible top card
        self.top_slot = PanelItem(L.TOP_W, L.TOP_W * L.CARD_RATIO, EMPTY_SLOT)
        self.under = TelmaCard(L.TOP_W, None)
        self.top = TelmaCard(L.TOP_W, None, key=f"top:{seat}")
        self.top_count = LabelItem("", 66, 42, size=26, weight=Bold, colour=theme.INK, background=theme.HIGHLIGHT)
        self.buzzer = BuzzerItem(seat, L.BUZZER_R, colour)
        # under the key, as wide as the room between the top card (its highlight too) and the station's edge, two
        # lines high: "tasto / tocco" takes two lines at full size rather than one shrunk line touching the card
        self.buzzer_hint = LabelItem(translate("telma", "key / tap"), 110, HINT_H, size=HINT_SIZE,
                                     colour=theme.MUTED_ON_FELT, wrap=True, align=CENTRE_TOP)
        self.nickname = LabelItem("", self.w - 24, 52, size=32, weight=Bold, colour=theme.INK, background=theme.BOARD,
                                  wrap=True)  # a long nickname (a longer language) takes two smaller lines
        # the header's band less 2 units each side: the top card's bounding rect (its highlight) starts 8 units above
        # the card, which starts 8 under the header
        self.flash = LabelItem("", self.w - 2 * FLASH_HEADER_X, L.HEADER_H - 4, size=FLASH_SIZE, weight=Bold,
                               colour=theme.INK, background=theme.HIGHLIGHT)
        self.flash.setFlag(self.GraphicsItemFlag.ItemIgnoresParentOpacity)  # readable over a dimmed station
        for z, item in enumerate((self.bg, self.glow, self.token, self.name_label, self.score_label, self.pile_edge,
                                  self.pile, self.pile_count, self.pile_empty, self.top_slot, self.under, self.top,
                                  self.top_count, self.buzzer, self.buzzer_hint, self.nickname, self.flash)):
            item.setParentItem(self)
            item.setZValue(z)
        self.nickname.setZValue(40)
        self.flash.setZValue(50)
        self.flash.hide()
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self.flash.hide)
        self._layout()

    # -- geometry ---------------------------------------------------------------------------
    def _layout(self) -> None:
        card_h = L.TOP_W * L.CARD_RATIO
        if self.flipped:
            cards_y = 12
            header_y = self.h - L.HEADER_H - 6
        else:
            header_y = 6
            cards_y = header_y + L.HEADER_H + 8
        self.header_y = header_y
        self.token.setPos(36, header_y + L.HEADER_H / 2)
        self.name_label.setPos(72, header_y + 3)
        self.score_label.setPos(self.w - 126, header_y + 6)
        pile_h = L.PILE_W * L.CARD_RATIO
        pile_y = cards_y + (card_h - pile_h) / 2
        self.pile_edge.setPos(20, pile_y + 5)
        self.pile.setPos(14, pile_y)
        self.pile_count.setPos(14 + (L.PILE_W - 92) / 2, pile_y + (pile_h - 60) / 2)
        self.pile_empty.setPos(14, pile_y)
        top_x = 14 + L.PILE_W + 16
        self.top_anchor = QPointF(top_x, cards_y)
        self.under_anchor = QPointF(top_x + 6, cards_y + 5)
        self.pile_anchor = QPointF(14, pile_y)
        self.under.setPos(self.under_anchor)
        self.top.setPos(self.top_anchor)
        self.top_slot.setPos(self.top_anchor)
        self.top_count.setPos(top_x + L.TOP_W - 50, cards_y + card_h - 30)
        bx = self.w - 14 - L.BUZZER_R - 4
        self.buzzer.setPos(bx, cards_y + card_h / 2 - 16)
        hint_x = self.top.mapRectToParent(self.top.boundingRect()).right() + 4  # clear of the card's highlight
        self.buzzer_hint.set_size(self.w - 10 - hint_x, HINT_H)
        self.buzzer_hint.setPos(hint_x, cards_y + card_h / 2 + L.BUZZER_R - 4)
        self.nickname.setPos(12, cards_y + card_h - 52)
        self.flash.setPos(FLASH_HEADER_X, header_y + 2)

    def bounds(self) -> QRectF:
        return QRectF(-12, -12, self.w + 24, self.h + 24)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        return

    def pile_scene_pos(self) -> QPointF:
        return self.mapToScene(self.pile_anchor)

    def top_scene_pos(self) -> QPointF:
        return self.mapToScene(self.top_anchor)

    # -- content ----------------------------------------------------------------------------
    def model_did_change(self, old: object, new: object) -> None:
        m = new
        assert isinstance(m, StationModel)
        self.name_label.set_text(m.name)
        self.score_label.set_text(m.score)
        set_shown(self.pile, m.pile > 0)
        set_shown(self.pile_edge, m.pile > 1)
        set_shown(self.pile_count, m.pile > 0)
        self.pile_count.set_text(str(m.pile))
        set_shown(self.pile_empty, m.pile == 0)
        set_shown(self.top, m.top is not None)
        if m.top is not None and not self._revealing():
            self.top.apply(m.top)
        set_shown(self.top_slot, m.top is None)
        if not self._revealing():
            set_shown(self.under, m.face_up > 1)
        set_shown(self.top_count, m.face_up > 1)
        self.top_count.set_text(f"×{m.face_up}")
        self.nickname.setVisible(bool(m.nickname))
        set_shown(self.buzzer_hint, not m.nickname)  # the nickname's pill would cover its second line
        self.nickname.set_text(m.nickname)
        lit = m.mode in ("active", "contest")
        set_shown(self.glow, lit)
        self.buzzer.apply(m.key)
        self.buzzer.set_lit(lit)
        self.buzzer.set_state(clickable=m.buzzer_clickable)
        self.top.set_state(highlighted=m.top_highlighted)
        self.setOpacity(0.5 if m.mode == "dimmed" else 1.0)

    @property
    def glowing(self) -> bool:
        return shown(self.glow)

    def _revealing(self) -> bool:
        return self.top.scale() != 1.0 or self.top.pos() != self.top_anchor

    def show_flash(self, text: str, ms: int = L.FLASH_MS, *, colour: QColor | str = theme.HIGHLIGHT) -> None:
        """A short message about this player's press ("Called! Whose nickname?", "Too late!", why a press did
        nothing), on one line over the station's header (name and score), clear of the cards and the key hint that
        everybody is watching: it covered the middle of the station (the top card, the covered card, the pile and
        the hint) for a second. At every table size the station is as wide, so the line fits there for 3 to 8
        players at full size; the table words a refusal short for it (a longer text is drawn smaller, then
        elided). It stays opaque on a dimmed station (a player outside the contest)."""
        bg = QColor(colour)
        self.flash.set_colours(theme.text_colour_on(bg), bg)
        self.flash.set_text(text)
        self.flash.show()
        self._flash_timer.start(ms)

    def hide_flash(self) -> None:
        self._flash_timer.stop()
        self.flash.hide()

    def reveal(self, card: CardFace, covered: CardFace | None, duration: int = L.FLY_MS) -> None:
        """The revealed card flips over from the pile onto the face-up pile; the covered one stays put."""
        if covered is not None:
            self.under.apply(covered)
            self.under.setPos(self.top_anchor)
            set_shown(self.under, True)
        self.top.apply(card)
        self.top.setPos(self.pile_anchor)
        self.top.setTransformOriginPoint(0, 0)
        self.top.setScale(L.PILE_W / L.TOP_W)
        self.top.face_up = False
        self.top.flip(True, duration)
        self.top.animate(b"scale", 1.0, duration)
        anim = self.top.animate(b"pos", self.top_anchor, duration)
        if anim is None:
            self._landed()
        else:
            anim.finished.connect(self._landed)

    def _landed(self) -> None:
        self.top.setScale(1.0)
        self.top.setPos(self.top_anchor)
        self.under.apply(None)
        self.under.setPos(self.under_anchor)
        m = self.model
        set_shown(self.under, isinstance(m, StationModel) and m.face_up > 1)


class ButtonLines(KitItem):
    """Buttons of one width, on one line or, when they would be narrower than ``PICK_BUTTON_MIN_W`` in ``room``,
    on two (seven names: 4 + 3): the names of a "whose nickname?" row, and the tie picker's names and its two
    actions (one line beside one line of names, else a column beside two). ``w``, ``h`` and ``lines`` after
    :meth:`lay_out`; the buttons' keys are their specs' (the bars' keys ``<key>``, ``<key>:1``, for the table's
    registry).

    One piece serves both pickers so they size alike: avoid a bar of fixed width (its empty part covered the
    round's info and the centre pile) and one long line of narrow buttons (long names drawn tiny)."""

    DRAWN_FLAGS = frozenset[str]()  # it draws nothing (its buttons do)
    w = Geometry()
    h = Geometry()

    def __init__(self, key: str, *, size: float) -> None:
        super().__init__(None, cache=False)
        self.setFlag(self.GraphicsItemFlag.ItemHasNoContents)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.w, self.h = 0.0, float(L.BUTTON_H)
        self.lines = 1
        self.bars = [ActionBar(key + (f":{line}" if line else ""), L.PICK_BUTTON_W, L.BUTTON_H, align="left",
                               gap=L.PICK_LINE_GAP, size=size, min_button=L.PICK_BUTTON_W,
                               max_button=L.PICK_BUTTON_W) for line in range(L.PICK_LINES)]
        for bar in self.bars:
            bar.setParentItem(self)

    def buttons(self) -> list[ButtonItem]:
        """The buttons shown, in order (over both lines)."""
        return [b for bar in self.bars for b in bar.buttons]

    def bounds(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        return

    @staticmethod
    def line_count(count: int, room: float) -> int:
        """The lines ``count`` buttons take in ``room`` (each at least ``PICK_BUTTON_MIN_W`` wide; two at most)."""
        gap = L.PICK_LINE_GAP
        fit = max(1, int((room + gap) // (L.PICK_BUTTON_MIN_W + gap)))  # buttons of the least width on a line
        return min(L.PICK_LINES, math.ceil(max(1, count) / fit))

    def lay_out(self, specs: list[ButtonSpec], room: float, height: float,
                widest: float = L.PICK_BUTTON_W, *, min_lines: int = 1) -> None:
        """``specs`` in at most ``room`` wide, buttons ``height`` tall and at most ``widest`` wide, on ``min_lines``
        lines at least (never more lines than buttons)."""
        gap = L.PICK_LINE_GAP
        k = max(1, len(specs))
        lines = min(k, max(min_lines, self.line_count(k, room)))
        per_line = math.ceil(k / lines)
        button_w = min(float(widest), (room - gap * (per_line - 1)) / per_line)
        bar_w = per_line * button_w + gap * (per_line - 1)
        for line, bar in enumerate(self.bars):
            bar.min_button = bar.max_button = button_w
            bar.set_buttons(specs[line * per_line:(line + 1) * per_line])
            bar.set_size(bar_w, height)  # (lays the buttons out again when their size changed)
            bar.setPos(0, line * (height + gap))
        self.prepareGeometryChange()
        self.lines = lines
        self.w, self.h = bar_w, lines * height + (lines - 1) * gap


class PickRowItem(KitItem):
    """One press waiting for "whose nickname?": "Carla said:", a button per player she may have named
    (``named:<seat>:<target>``) and a "✗" for a press made by mistake (``cancel:<seat>``).

    The row is as wide as it needs (``w``, ``h`` after :meth:`apply`): the label as wide as its words, the names
    on one or two lines (:class:`ButtonLines`). The table sizes its panel to the rows, so the panel covers no
    word of the table beside it. Avoid a row of fixed width: its empty right part covered the round's info and
    the centre pile for nothing."""

    DRAWN_FLAGS = frozenset[str]()  # it draws nothing (its children do)
    w = Geometry()
    h = Geometry()

    def __init__(self, seat: int, colours: list[str]) -> None:
        super().__init__(f"pickrow:{seat}", cache=False)
        # draws nothing itself (its children do): Qt skips it, and a change of its model repaints only the
        # children that changed, not its whole area
        self.setFlag(self.GraphicsItemFlag.ItemHasNoContents)
        self.seat = seat
        self.colours = colours
        self.w, self.h = float(L.PICK_MAX_W - 2 * L.PICK_PAD), float(L.BUTTON_H)
        self.button_h = float(L.BUTTON_H)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.label = LabelItem("", L.PICK_LABEL_W, L.BUTTON_H, size=PICK_LABEL_SIZE, weight=Bold, align=RIGHT)
        self.label.setParentItem(self)
        self.names = ButtonLines(f"pickbar:{seat}", size=32)
        self.names.setParentItem(self)
        self.cancel = ButtonItem("✗", L.PICK_CANCEL_W, L.BUTTON_H, colour="#dcd5c3", size=32, key=f"cancel:{seat}")
        self.cancel.setParentItem(self)

    @property
    def bars(self) -> list[ActionBar]:
        return self.names.bars

    @property
    def bar(self) -> ActionBar:
        """The first line of buttons."""
        return self.names.bars[0]

    @property
    def lines(self) -> int:
        return self.names.lines

    def buttons(self) -> list[ButtonItem]:
        """The name buttons shown, in order (over both lines)."""
        return self.names.buttons()

    def bounds(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        return

    def model_did_change(self, old: object, new: object) -> None:
        self._lay_out()

    def set_button_height(self, height: float) -> None:
        """Lower buttons (the table has several presses waiting and little room): as wide, on as many lines."""
        if height != self.button_h:
            self.button_h = height
            if self.model is not None:
                self._lay_out()

    def _lay_out(self) -> None:
        row = self.model
        assert isinstance(row, PickRow)
        h = self.button_h
        self.label.set_text(row.label)
        label_w = min(float(L.PICK_LABEL_W), text_module.text_width(row.label, PICK_LABEL_SIZE, Bold) + 8)
        self.label.set_size(label_w, h)
        room = L.PICK_MAX_W - 2 * L.PICK_PAD - label_w - 2 * L.PICK_GAP - L.PICK_CANCEL_W
        self.names.lay_out([ButtonSpec(key, name, self.colours[seat]) for key, name, seat in row.targets], room, h)
        self.names.setPos(label_w + L.PICK_GAP, 0)
        self.prepareGeometryChange()
        self.w = label_w + L.PICK_GAP + self.names.w + L.PICK_GAP + L.PICK_CANCEL_W
        self.h = self.names.h
        self.cancel.set_size(L.PICK_CANCEL_W, h)
        self.cancel.setPos(self.w - L.PICK_CANCEL_W, 0)
