"""The Ciak! table's own kit items: cards (face or back, a staff member turned when used), item tabs,
company cards and chips, the seat frame, the phase bar, the fight banner with its d20, the arrows from
the stack to the targets, the studio map, the log and the open-hand tray.

Every item draws a frozen model from :mod:`gamesuite.ui.ciak.presenter` (``apply(model)`` is a no-op when
the model did not change) and never holds anything from a hand but the open tray's own cards.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.ciak import paint
from gamesuite.ui.ciak.faces import CardFace, CompanyFace
from gamesuite.ui.ciak.presenter import PHASE_STEPS, CombatModel, PhaseModel, SeatModel, StudioModel
from gamesuite.ui.scene.animation import reduce_motion, track
from gamesuite.ui.scene.card import CARD_RATIO
from gamesuite.ui.scene.item import KitItem, paint_soft_shadow
from gamesuite.ui.scene.shapes import shape_path
from gamesuite.ui.scene.text import CENTRE, LEFT, RIGHT, draw_text
from gamesuite.ui.scene.token import paint_disc
from gamesuite.ui.scene.zone import ZoneItem

Weight = QFont.Weight
FELT_PANEL = QColor("#1d4a3e")
LIGHT = theme.INK_ON_FELT
MUTED = theme.MUTED_ON_FELT


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


# ---------------------------------------------------------------------------------- cards


class TableCard(KitItem):
    """A card of ``width`` (63:88): its face (``model``: a :class:`CardFace`) or its back (``model`` None).

    A staff member that was turned this turn is drawn turned a quarter (``face.rotated``).
    """

    def __init__(self, key: object, width: float) -> None:
        super().__init__(key)
        self.width = width
        self.height = width * CARD_RATIO

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        side = max(self.width, self.height)
        return QRectF((self.width - side) / 2 - 10, (self.height - side) / 2 - 10, side + 20, side + 20)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        rect = QRectF(0, 0, self.width, self.height)
        if self.turned:
            c = rect.center()
            rect = QRectF(c.x() - self.height / 2, c.y() - self.width / 2, self.height, self.width)
        path.addRoundedRect(rect, 8, 8)
        return path

    def footprint(self) -> QSizeF:
        return QSizeF(self.width, self.height)

    @property
    def turned(self) -> bool:
        return isinstance(self.model, CardFace) and self.model.rotated

    @property
    def face(self) -> CardFace | None:
        return self.model if isinstance(self.model, CardFace) else None

    def model_did_change(self, old: object, new: object) -> None:
        if (isinstance(old, CardFace) and old.rotated) != (isinstance(new, CardFace) and new.rotated):
            self.prepareGeometryChange()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height)
        if self.turned:
            c = rect.center()
            painter.translate(c)
            painter.rotate(90)
            painter.translate(-c)
        paint_soft_shadow(painter, rect, 9, offset=3, strength=60)
        if self.highlighted:
            painter.setPen(QPen(theme.HIGHLIGHT, 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 12, 12)
        face = self.face
        if face is None:
            paint.paint_card_back(painter, rect)
        else:
            paint.paint_card_face(painter, rect, face, "table")
        if self.hovered:
            painter.setPen(QPen(QColor(255, 255, 255, 220), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 9, 9)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(10, 20, 16, 140))
            painter.drawRoundedRect(rect, 10, 10)


class ItemTab(KitItem):
    """An item under the character it is equipped to (a tab with its name and bonus)."""

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key)
        self.w, self.h = width, height

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
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


@dataclass(frozen=True)
class CompanyLook:
    face: CompanyFace
    colour: str  # the controller's colour
    chip: bool  # a conquered company under its new controller


class CompanyItem(KitItem):
    """A company card (``chip``: the small strip of a conquered company)."""

    GEOMETRY_FROM_MODEL = True

    def __init__(self, key: object, width: float, height: float, chip_height: float = 32) -> None:
        super().__init__(key)
        self.w, self.h = width, height
        self.chip_h = chip_height

    def _size(self) -> QSizeF:
        look = self.model
        if isinstance(look, CompanyLook) and look.chip:
            return QSizeF(self.w, self.chip_h)
        return QSizeF(self.w, self.h)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        s = self._size()
        return QRectF(-8, -8, s.width() + 16, s.height() + 16)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        s = self._size()
        path.addRoundedRect(QRectF(0, 0, s.width(), s.height()), 10, 10)
        return path

    def footprint(self) -> QSizeF:
        return self._size()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.model
        if not isinstance(look, CompanyLook):
            return
        s = self._size()
        rect = QRectF(0, 0, s.width(), s.height())
        if not look.chip:
            paint_soft_shadow(painter, rect, 12)
        if self.highlighted:
            painter.setPen(QPen(theme.HIGHLIGHT, 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 14, 14)
        paint.paint_company(painter, rect, look.face, look.colour, detail="chip" if look.chip else "table")
        if look.face.dominion == 0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 20, 90))
            painter.drawRoundedRect(rect, 10, 10)
        if self.hovered:
            painter.setPen(QPen(QColor(255, 255, 255, 220), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 10, 10)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(10, 20, 16, 140))
            painter.drawRoundedRect(rect, 10, 10)


class AttachZone(ZoneItem):
    """A zone whose items sit at given x positions (item tabs under their characters)."""

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key, width, height, "row", outline=False)
        self.xs: list[float] = []

    def positions(self, n: int) -> list[tuple[QPointF, float]]:
        xs = self.xs + [0.0] * max(0, n - len(self.xs))
        return [(QPointF(xs[i], 0), 0.0) for i in range(n)]


# ---------------------------------------------------------------------------------- the seat


class SeatFrame(KitItem):
    """A player's corner: the frame in their colour (glowing on their turn), the header with their name,
    disc and badges, their millions as a counter, their totals and star spaces, and the hand count."""

    def __init__(self, key: object, width: float, height: float, layout: object) -> None:
        super().__init__(key)
        self.w, self.h = width, height
        self.lay = layout
        self.setAcceptHoverEvents(False)
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-12, -12, self.w + 24, self.h + 24)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        m: SeatModel | None = self.model
        if m is None:
            return
        L = self.lay  # noqa: N806 - the layout module
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        col = QColor(m.colour)
        if m.active:
            for grow, alpha in ((10, 60), (6, 255)):
                c = QColor(theme.HIGHLIGHT)
                c.setAlpha(alpha)
                painter.setPen(QPen(c, 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), 18 + grow, 18 + grow)
        painter.setPen(QPen(col, 4))
        painter.setBrush(FELT_PANEL if m.alive else QColor("#2a3431"))
        painter.drawRoundedRect(rect, 18, 18)
        head = QPainterPath()
        head.addRoundedRect(rect, 18, 18)
        band = QPainterPath()
        band.addRect(QRectF(0, 0, self.w, L.HEADER_H))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.blend(col, "#0b1f19", 0.45))
        painter.drawPath(head.intersected(band))
        paint_player_disc(painter, QPointF(30, L.HEADER_H / 2), 19, m.colour, m.shape)
        draw_text(painter, QRectF(58, 2, 300, L.HEADER_H - 4), m.name, theme.SIZE_NAME + 2, weight=Weight.Bold,
                  colour=LIGHT, align=LEFT)
        x = 58 + min(300.0, _text_w(m.name, theme.SIZE_NAME + 2)) + 14
        badges = []
        if not m.alive:
            badges.append(("OUT", "#e05a4f"))
        if m.active:
            badges.append(("TURN", "#ffd45a"))
        if m.bot:
            badges.append((f"Computer · {m.bot}", "#9fd3ff"))
        if m.team:
            badges.append((m.team, "#e8e2d2"))
        for text, fill in badges:
            w = _text_w(text, 19, Weight.Bold) + 24
            if x + w > self.w - 330:
                break
            paint_pill(painter, QRectF(x, 11, w, 30), text, fill, 19)
            x += w + 8
        # millions: a coin and "4 of 10" as ten small bars
        right = self.w - 14
        bars_w = 10 * 9
        bx = right - bars_w
        for i in range(10):
            r = QRectF(bx + i * 9, 16, 6, 22)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#f2c14e") if i < m.millions else QColor(255, 255, 255, 45))
            painter.drawRoundedRect(r, 2, 2)
        draw_text(painter, QRectF(bx - 130, 4, 80, L.HEADER_H - 8), f"{m.millions}", theme.SIZE_NAME + 2,
                  weight=Weight.Bold, colour=LIGHT, align=RIGHT)
        draw_text(painter, QRectF(bx - 48, 4, 44, L.HEADER_H - 8), "mil.", 18, weight=Weight.DemiBold,
                  colour=MUTED, align=LEFT)
        paint.paint_coin(painter, QPointF(bx - 150, L.HEADER_H / 2), 15, "M")
        # totals and star spaces
        t = L.TOTALS
        draw_text(painter, QRectF(t.left(), t.top() + 2, t.width(), 38), f"ATT {m.total_att}", 28,
                  weight=Weight.Bold, colour=LIGHT, align=LEFT)
        draw_text(painter, QRectF(t.left(), t.top() + 40, t.width() * 0.55, 38), f"DIF {m.total_dif}", 28,
                  weight=Weight.Bold, colour=LIGHT, align=LEFT)
        over = m.cast_used > m.cast_limit
        draw_text(painter, QRectF(t.left() + t.width() * 0.55, t.top() + 40, t.width() * 0.45, 38),
                  f"★ {m.cast_used}/{m.cast_limit}", 26, weight=Weight.Bold,
                  colour=theme.DANGER if over else QColor("#f2c14e"), align=RIGHT)
        # staff slots
        for i, slot in enumerate(L.STAFF):
            painter.setPen(QPen(QColor(255, 255, 255, 60), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 35))
            painter.drawRoundedRect(slot, 8, 8)
            draw_text(painter, QRectF(slot.left() + 2, slot.bottom() - 22, slot.width() - 4, 20), f"{i + 1}★ staff",
                      15, weight=Weight.DemiBold, colour=MUTED, align=CENTRE)
        # hand count
        hr = L.HAND
        draw_text(painter, QRectF(hr.right() - 70, hr.top(), 66, hr.height()), "" if m.hand_open else str(m.hand_size),
                  40, weight=Weight.Bold, colour=LIGHT, align=RIGHT)
        if m.hand_open:
            draw_text(painter, QRectF(hr.left(), hr.top(), hr.width(), hr.height()), "hand open", 20,
                      weight=Weight.DemiBold, colour=theme.HIGHLIGHT, align=CENTRE)
        if not m.cast:
            c = L.CAST
            draw_text(painter, c.adjusted(20, 20, -20, -20), "No characters in play", 22, weight=Weight.DemiBold,
                      colour=MUTED, align=CENTRE)


def _text_w(text: str, size: float, weight: QFont.Weight = Weight.Bold) -> float:
    from PySide6.QtGui import QFontMetricsF

    return QFontMetricsF(theme.font(size, weight)).horizontalAdvance(text)


# ---------------------------------------------------------------------------------- the middle


class PhaseBar(KitItem):
    """Whose turn it is (big), the five steps of the turn with the current one lit, and who holds priority."""

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key)
        self.w, self.h = width, height
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
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
        col = QColor(m.active_colour)
        painter.setBrush(col)
        painter.drawRoundedRect(QRectF(0, 0, 12, self.h), 6, 6)
        draw_text(painter, QRectF(24, 0, 560, self.h), f"Turn {m.turn} · {m.active_name}", theme.SIZE_FOCUS - 6,
                  weight=Weight.Bold, colour=LIGHT, align=LEFT)
        steps_w = 820
        x0 = (self.w - steps_w) / 2 + 40
        step_w = steps_w / len(PHASE_STEPS)
        for i, (phase, num, word) in enumerate(PHASE_STEPS):
            r = QRectF(x0 + i * step_w + 4, 7, step_w - 8, self.h - 14)
            on = phase == m.phase
            painter.setPen(QPen(theme.HIGHLIGHT, 3) if on else Qt.PenStyle.NoPen)
            painter.setBrush(theme.blend(col, "#ffffff", 0.15) if on else QColor(255, 255, 255, 30))
            painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
            label = f"{num} {word}" if num else word
            ink = theme.text_colour_on(theme.blend(col, "#ffffff", 0.15)) if on else MUTED
            draw_text(painter, r, label, 26 if on else 22, weight=Weight.Bold if on else Weight.DemiBold,
                      colour=ink, align=CENTRE)
            if i < len(PHASE_STEPS) - 1:
                draw_text(painter, QRectF(r.right() - 2, 0, 12, self.h), "·", 22, colour=MUTED, align=CENTRE)
        right = f"Priority: {m.priority_name}" if m.priority_name else m.mode_title
        draw_text(painter, QRectF(self.w - 420, 0, 404, self.h), right, 30, weight=Weight.Bold,
                  colour=theme.HIGHLIGHT if m.priority_name else MUTED, align=RIGHT)


class CombatBanner(KitItem):
    """The fight: attacker against defender, the d20 (rolled with a short tumble) against the points it
    needs, total ATT against total DIF updating as answers land, then the outcome."""

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key)
        self.w, self.h = width, height
        self.shown_roll: int | None = None
        self._anim: QVariantAnimation | None = None
        self.setAcceptHoverEvents(False)
        self.setZValue(5)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-8, -8, self.w + 16, self.h + 16)

    def model_did_change(self, old: object, new: object) -> None:
        if not isinstance(new, CombatModel):
            self.hide()
            return
        self.show()
        fresh = not isinstance(old, CombatModel) or (old.attacker, old.defender, old.roll) != (
            new.attacker, new.defender, new.roll)
        if fresh:
            self.roll_to(new.roll)

    def roll_to(self, value: int) -> None:
        """Tumble the d20 for a moment, then land on ``value`` (at once under reduce motion)."""
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        if reduce_motion() or self.scene() is None:
            self.shown_roll = value
            self.update()
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(650)

        def step(t: float) -> None:
            self.shown_roll = value if t >= 1.0 else (int(t * 97 + value * 7) % 20) + 1
            self.update()

        def done() -> None:
            self.shown_roll = value
            self._anim = None
            self.update()

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._anim = anim
        track(anim)
        anim.start()

    def finish_animations(self) -> None:
        super().finish_animations()
        if self._anim is not None:
            self._anim.setCurrentTime(self._anim.duration())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        m: CombatModel | None = self.model
        if m is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        paint_soft_shadow(painter, rect, 14)
        painter.setPen(QPen(QColor("#0b1f19"), 2))
        painter.setBrush(QColor("#f4eedf"))
        painter.drawRoundedRect(rect, 14, 14)
        a, d = QColor(m.attacker_colour), QColor(m.defender_colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(a)
        painter.drawRoundedRect(QRectF(0, 0, 14, self.h), 7, 7)
        painter.setBrush(d)
        painter.drawRoundedRect(QRectF(self.w - 14, 0, 14, self.h), 7, 7)
        top = QRectF(24, 4, self.w * 0.42, self.h * 0.5)
        draw_text(painter, top, m.headline, 28, weight=Weight.Bold, colour=paint.INK, align=LEFT)
        draw_text(painter, QRectF(24, self.h * 0.5, self.w - 48, self.h * 0.46), m.detail, 20,
                  weight=Weight.DemiBold, colour=paint.MUTED, align=LEFT)
        dx = self.w * 0.47
        roll = self.shown_roll if self.shown_roll is not None else m.roll
        paint.paint_d20(painter, QRectF(dx, 4, self.h * 0.56, self.h * 0.56), roll,
                        "#f6d27a" if m.stage != "failed" else "#e9a29b")
        if m.needs is not None:
            draw_text(painter, QRectF(dx + self.h * 0.6, 4, 120, self.h * 0.5), f"needs {m.needs}", 22,
                      weight=Weight.Bold, colour=paint.MUTED, align=LEFT)
        if m.stage != "failed":
            att = QRectF(self.w * 0.66, 4, self.w * 0.15, self.h * 0.5)
            dif = QRectF(self.w * 0.82, 4, self.w * 0.16, self.h * 0.5)
            win_a = m.att > m.dif
            draw_text(painter, att, f"ATT {m.att}", 28, weight=Weight.Bold,
                      colour=paint.UP if win_a else paint.INK, align=RIGHT)
            draw_text(painter, QRectF(att.right(), 4, dif.left() - att.right(), self.h * 0.5), "vs", 20,
                      colour=paint.MUTED, align=CENTRE)
            draw_text(painter, dif, f"DIF {m.dif}", 28, weight=Weight.Bold,
                      colour=paint.UP if m.dif > m.att else paint.INK, align=LEFT)


@dataclass(frozen=True)
class Arrow:
    x1: float
    y1: float
    x2: float
    y2: float
    colour: str


class StackArrows(KitItem):
    """Curved arrows from each card or ability on the stack to its target (the stack's owner's colour)."""

    def __init__(self, key: object) -> None:
        super().__init__(key, cache=False)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(60)
        self._bounds = QRectF()

    GEOMETRY_FROM_MODEL = True

    def model_did_change(self, old: object, new: object) -> None:
        arrows: Sequence[Arrow] = new or ()
        r = QRectF()
        for a in arrows:
            r = r.united(QRectF(QPointF(min(a.x1, a.x2), min(a.y1, a.y2)),
                                QPointF(max(a.x1, a.x2), max(a.y1, a.y2))).adjusted(-80, -80, 80, 80))
        self._bounds = r

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self._bounds

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for a in self.model or ():
            p1, p2 = QPointF(a.x1, a.y1), QPointF(a.x2, a.y2)
            mid = (p1 + p2) / 2
            length = math.hypot(a.x2 - a.x1, a.y2 - a.y1)
            if length < 1:
                continue
            nx, ny = -(a.y2 - a.y1) / length, (a.x2 - a.x1) / length
            bend = min(120.0, length * 0.25)
            ctrl = QPointF(mid.x() + nx * bend, mid.y() + ny * bend)
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

    def __init__(self, key: object, width: float) -> None:
        super().__init__(key)
        self.width = width
        self.height = width * CARD_RATIO

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-10, -10, self.width + 20, self.height + 20)

    def footprint(self) -> QSizeF:
        return QSizeF(self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        m = self.model
        if m is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height)
        paint_soft_shadow(painter, rect, 10)
        if self.highlighted:
            painter.setPen(QPen(theme.HIGHLIGHT, 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 12, 12)
        col = QColor(m.colour)
        painter.setPen(QPen(col.darker(140), 3))
        painter.setBrush(theme.blend(col, "#f4eedf", 0.72))
        painter.drawRoundedRect(rect, 10, 10)
        title = {"lynch": "LYNCHING", "trigger": "DEATH ABILITY"}.get(m.kind, "ABILITY")
        draw_text(painter, QRectF(6, 6, self.width - 12, 24), title, 16, weight=Weight.Bold, colour=col.darker(170),
                  align=CENTRE)
        draw_text(painter, QRectF(8, 32, self.width - 16, self.height - 70), m.label, 17, weight=Weight.DemiBold,
                  colour=paint.INK, align=CENTRE, wrap=True, minimum=11)
        draw_text(painter, QRectF(6, self.height - 34, self.width - 12, 28), m.owner_name, 18, weight=Weight.Bold,
                  colour=col.darker(160), align=CENTRE)
        if self.hovered:
            painter.setPen(QPen(QColor(255, 255, 255, 220), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 9, 9)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(10, 20, 16, 140))
            painter.drawRoundedRect(rect, 10, 10)


class StudioItem(KitItem):
    """One studio on the Lollywood map: a lot in its controller's colour, its points, its name."""

    def __init__(self, key: object, radius: float) -> None:
        super().__init__(key)
        self.r = radius

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        r = self.r + 8
        return QRectF(-r * 1.6, -r, r * 3.2, r * 2 + 26)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.r, self.r)
        return path

    def centred(self) -> bool:
        return True

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        m: StudioModel | None = self.model
        if m is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.r
        if m.in_play and m.colour:
            fill = QColor(m.colour)
        elif m.in_play:
            fill = QColor("#8d8677")
        else:
            fill = QColor("#3f5a51")
        if self.highlighted:
            painter.setPen(QPen(theme.HIGHLIGHT, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 6, r + 6)
        # a studio lot: a round plot with a sound-stage roof
        painter.setPen(QPen(QColor("#0b1f19"), 2))
        painter.setBrush(fill)
        painter.drawEllipse(QPointF(0, 0), r, r)
        roof = QPainterPath()
        roof.moveTo(-r * 0.55, r * 0.05)
        roof.lineTo(0, -r * 0.5)
        roof.lineTo(r * 0.55, r * 0.05)
        roof.closeSubpath()
        ink = theme.text_colour_on(fill)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(ink.red(), ink.green(), ink.blue(), 70))
        painter.drawPath(roof)
        if m.in_play:
            draw_text(painter, QRectF(-r, -r * 0.2, 2 * r, r * 1.1), str(m.dominion), r * 0.9, weight=Weight.Bold,
                      colour=ink, align=CENTRE)
        if m.conquered:  # a flag of the conqueror on the lot
            painter.setPen(QPen(QColor("#0b1f19"), 2))
            painter.drawLine(QPointF(r * 0.6, -r * 0.6), QPointF(r * 0.6, -r * 1.25))
            painter.setBrush(QColor(m.colour))
            painter.drawPolygon(QPolygonF([QPointF(r * 0.6, -r * 1.25), QPointF(r * 1.25, -r * 1.05),
                                           QPointF(r * 0.6, -r * 0.85)]))
        name = m.name if len(m.name) <= 16 else m.name.split()[0]
        draw_text(painter, QRectF(-r * 1.6, r + 1, r * 3.2, 22), name, 16, weight=Weight.Bold,
                  colour=LIGHT if m.in_play else MUTED, align=CENTRE)
        if self.hovered:
            painter.setPen(QPen(QColor(255, 255, 255, 220), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 2, r + 2)


# The eleven lots on a stylised Lollywood: (x, y) as fractions of the map (original layout).
STUDIO_SPOTS = ((0.10, 0.30), (0.27, 0.18), (0.45, 0.30), (0.63, 0.16), (0.84, 0.26), (0.17, 0.68),
                (0.36, 0.58), (0.54, 0.72), (0.72, 0.55), (0.90, 0.70), (0.50, 0.45))


class MapBoard(KitItem):
    """The Lollywood map's ground: hills, a sign, boulevards between the lots (the lots are StudioItems)."""

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key)
        self.w, self.h = width, height
        self.setAcceptHoverEvents(False)
        self.setZValue(-2)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def spot(self, i: int) -> QPointF:
        inner = QRectF(30, 46, self.w - 60, self.h - 84)
        fx, fy = STUDIO_SPOTS[i % len(STUDIO_SPOTS)]
        return QPointF(inner.left() + fx * inner.width(), inner.top() + fy * inner.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(QColor("#0b1f19"), 2))
        painter.setBrush(QColor("#2c5a4c"))
        painter.drawRoundedRect(rect, 16, 16)
        hills = QPainterPath()
        hills.moveTo(0, self.h * 0.28)
        hills.cubicTo(self.w * 0.2, self.h * 0.05, self.w * 0.35, self.h * 0.2, self.w * 0.5, self.h * 0.1)
        hills.cubicTo(self.w * 0.7, 0, self.w * 0.85, self.h * 0.16, self.w, self.h * 0.08)
        hills.lineTo(self.w, 0)
        hills.lineTo(0, 0)
        hills.closeSubpath()
        clip = QPainterPath()
        clip.addRoundedRect(rect, 16, 16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#3a6e5c"))
        painter.drawPath(hills.intersected(clip))
        draw_text(painter, QRectF(16, 4, self.w - 32, 34), "LOLLYWOOD", 26, weight=Weight.Bold,
                  colour=QColor("#f4eedf"), align=LEFT)
        painter.setPen(QPen(QColor("#5f8f7d"), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        centre = self.spot(10)
        for i in range(10):
            painter.drawLine(centre, self.spot(i))
        painter.setPen(QPen(QColor(255, 255, 255, 60), 2, Qt.PenStyle.DashLine))
        for i in range(10):
            painter.drawLine(centre, self.spot(i))


class LogItem(KitItem):
    """The last lines of the game log on a calm panel (public sentences only)."""

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key)
        self.w, self.h = width, height
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(rect, 14, 14)
        draw_text(painter, QRectF(14, 4, self.w - 28, 28), "What happened", 20, weight=Weight.Bold, colour=MUTED,
                  align=LEFT)
        lines: Sequence[str] = self.model or ()
        from gamesuite.ui.scene.text import text_height

        y = self.h - 8
        size = 20 if self.w < 500 else 22
        for i, line in enumerate(reversed(lines)):
            h = min(text_height(line, self.w - 28, size), size * 3.2)
            if y - h < 34:
                break
            colour = LIGHT if i == 0 else theme.blend(LIGHT, "#1d4a3e", min(0.5, 0.12 * i))
            draw_text(painter, QRectF(14, y - h, self.w - 28, h), line, size,
                      weight=Weight.DemiBold if i == 0 else Weight.Normal, colour=colour,
                      align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, wrap=True)
            y -= h + 4


class TrayFrame(KitItem):
    """The open hand's tray, in its player's colour, saying whose hand it is (only they look now)."""

    def __init__(self, key: object, width: float, height: float) -> None:
        super().__init__(key)
        self.w, self.h = width, height
        self.setAcceptHoverEvents(False)
        self.setZValue(20)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-12, -12, self.w + 24, self.h + 24)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        m = self.model
        if m is None:
            return
        name, colour = m
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        paint_soft_shadow(painter, rect, 16, offset=6, strength=110)
        col = QColor(colour)
        painter.setPen(QPen(col, 5))
        painter.setBrush(QBrush(QColor("#173b32")))
        painter.drawRoundedRect(rect, 16, 16)
        draw_text(painter, QRectF(16, 2, self.w - 32, 30), f"{name}'s hand — only {name} looks", 22,
                  weight=Weight.Bold, colour=theme.HIGHLIGHT, align=LEFT)
