"""QPainter drawings of the Ciak! table's own pieces: cards (table and full size), backs, companies, item
tabs, the d20 — original shapes only, drawn from the frozen faces of :mod:`gamesuite.ui.ciak.faces`.

The card-art branch (``art.py``) supersedes the card and company faces here; the table asks
:func:`face_painter` / :func:`company_painter`, which use that module when it is present.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from gamesuite.ui import theme
from gamesuite.ui.ciak.faces import CardFace, CompanyFace
from gamesuite.ui.scene.shapes import polygon, star
from gamesuite.ui.scene.text import CENTRE, LEFT, LEFT_TOP, RIGHT, draw_text

Weight = QFont.Weight
INK = QColor("#1d1c1a")
MUTED = QColor("#55524a")
UP = QColor("#1f8a4c")
DOWN = QColor("#c0392b")
PAPER = QColor("#f6f1e3")

TYPE_COLOURS = {
    "character": "#b5523b",
    "myth": "#c79a2e",
    "staff": "#3f6fb5",
    "ciak": "#2b2b2b",
    "event": "#7b4bb0",
    "item": "#2f8a6b",
}
TYPE_SHORT = {"character": "CHARACTER", "myth": "MYTH", "staff": "STAFF", "ciak": "CIAK!", "event": "EVENT",
              "item": "ITEM"}


def type_colour(kind: str) -> QColor:
    return QColor(TYPE_COLOURS.get(kind, "#6b6b6b"))


# ---------------------------------------------------------------------------------- icons


def type_icon(p: QPainter, kind: str, c: QPointF, r: float, colour: QColor) -> None:
    """A small original symbol per card type (a person, a star, a megaphone, a clapper, a bolt, a prop)."""
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    if kind == "character":
        p.drawEllipse(QPointF(c.x(), c.y() - r * 0.38), r * 0.34, r * 0.34)
        body = QPainterPath()
        body.moveTo(c.x() - r * 0.7, c.y() + r * 0.8)
        body.cubicTo(c.x() - r * 0.7, c.y() - r * 0.05, c.x() + r * 0.7, c.y() - r * 0.05, c.x() + r * 0.7,
                     c.y() + r * 0.8)
        body.closeSubpath()
        p.drawPath(body)
    elif kind == "myth":
        p.drawPath(star(c.x(), c.y(), r * 0.9))
    elif kind == "staff":  # a megaphone
        path = QPainterPath()
        path.moveTo(c.x() - r * 0.75, c.y() - r * 0.22)
        path.lineTo(c.x() + r * 0.6, c.y() - r * 0.7)
        path.lineTo(c.x() + r * 0.6, c.y() + r * 0.7)
        path.lineTo(c.x() - r * 0.75, c.y() + r * 0.22)
        path.closeSubpath()
        p.drawPath(path)
        p.drawRect(QRectF(c.x() - r * 0.55, c.y() + r * 0.2, r * 0.22, r * 0.55))
    elif kind == "ciak":  # a clapperboard
        p.drawRect(QRectF(c.x() - r * 0.8, c.y() - r * 0.2, r * 1.6, r * 0.95))
        top = QPolygonF([QPointF(c.x() - r * 0.8, c.y() - r * 0.32), QPointF(c.x() + r * 0.75, c.y() - r * 0.75),
                         QPointF(c.x() + r * 0.85, c.y() - r * 0.45), QPointF(c.x() - r * 0.7, c.y() - r * 0.02)])
        p.drawPolygon(top)
        p.setBrush(QColor("#f6f1e3"))
        for i in range(3):
            x = c.x() - r * 0.55 + i * r * 0.5
            p.drawPolygon(QPolygonF([QPointF(x, c.y() - r * 0.2), QPointF(x + r * 0.22, c.y() - r * 0.2),
                                     QPointF(x + r * 0.05, c.y() + r * 0.12), QPointF(x - r * 0.17, c.y() + r * 0.12)]))
    elif kind == "event":  # a lightning bolt
        pts = ((0.15, -0.9), (-0.55, 0.1), (-0.02, 0.1), (-0.2, 0.9), (0.55, -0.15), (0.02, -0.15))
        p.drawPolygon(QPolygonF([QPointF(c.x() + r * dx, c.y() + r * dy) for dx, dy in pts]))
    elif kind == "item":  # a gear
        p.drawPath(polygon(c.x(), c.y(), r * 0.85, 8))
        p.setBrush(QColor("#f6f1e3"))
        p.drawEllipse(c, r * 0.32, r * 0.32)
    else:
        p.drawEllipse(c, r * 0.6, r * 0.6)
    p.restore()


def paint_stars(p: QPainter, left: float, cy: float, n: int, r: float, colour: str = "#e0a526") -> float:
    """``n`` small stars from ``left``; returns the right edge."""
    p.save()
    p.setPen(QPen(QColor("#5b4513"), max(1.0, r * 0.12)))
    p.setBrush(QColor(colour))
    x = left + r
    for _ in range(n):
        p.drawPath(star(x, cy, r))
        x += r * 2.1
    p.restore()
    return x - r


def paint_coin(p: QPainter, c: QPointF, r: float, text: str) -> None:
    p.save()
    p.setPen(QPen(QColor("#7a5a10"), max(1.0, r * 0.12)))
    grad = QLinearGradient(c.x(), c.y() - r, c.x(), c.y() + r)
    grad.setColorAt(0, QColor("#ffe28a"))
    grad.setColorAt(1, QColor("#d9a520"))
    p.setBrush(QBrush(grad))
    p.drawEllipse(c, r, r)
    draw_text(p, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), text, r * 1.15, weight=Weight.Bold, colour="#3a2a05",
              align=CENTRE)
    p.restore()


def paint_die_badge(p: QPainter, c: QPointF, r: float, tokens: int) -> None:
    """The dice icon with the token count on a character that takes tokens."""
    p.save()
    rect = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
    p.setPen(QPen(QColor("#1d1c1a"), max(1.0, r * 0.12)))
    p.setBrush(QColor("#ffffff"))
    p.drawRoundedRect(rect, r * 0.3, r * 0.3)
    if tokens:
        draw_text(p, rect, str(tokens), r * 1.35, weight=Weight.Bold, colour="#1d1c1a", align=CENTRE)
    else:
        p.setBrush(QColor("#1d1c1a"))
        p.setPen(Qt.PenStyle.NoPen)
        for dx, dy in ((-0.45, -0.45), (0.45, 0.45), (0, 0)):
            p.drawEllipse(QPointF(c.x() + dx * r, c.y() + dy * r), r * 0.16, r * 0.16)
    p.restore()


# ---------------------------------------------------------------------------------- cards


def _stat_colour(value: int | None, base: int | None) -> QColor:
    if value is None or base is None or value == base:
        return INK
    return UP if value > base else DOWN


def _stat_box(p: QPainter, rect: QRectF, label: str, value: int | None, base: int | None, size: float,
              item_bonus: bool = False) -> None:
    p.save()
    p.setPen(QPen(QColor("#8d8677"), 1))
    p.setBrush(QColor("#ffffff"))
    p.drawRoundedRect(rect, 5, 5)
    lab = QRectF(rect.left(), rect.top() + 1, rect.width(), rect.height() * 0.38)
    draw_text(p, lab, label, size * 0.52, weight=Weight.Bold, colour=MUTED, align=CENTRE)
    num = QRectF(rect.left(), rect.top() + rect.height() * 0.34, rect.width(), rect.height() * 0.66)
    text = "—" if value is None else (f"+{value}" if item_bonus and value > 0 else str(value))
    draw_text(p, num, text, size, weight=Weight.Bold, colour=_stat_colour(value, base), align=CENTRE)
    p.restore()


def paint_card_face(p: QPainter, rect: QRectF, face: CardFace, detail: str = "table") -> None:
    """A card face: ``detail`` "table" (small, the numbers that matter) or "full" (everything, readable)."""
    full = detail == "full"
    w, h = rect.width(), rect.height()
    u = w / 100.0  # one hundredth of the card's width
    colour = type_colour(face.type)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath()
    radius = 10 if not full else 16
    path.addRoundedRect(rect, radius, radius)
    p.setClipPath(path)
    p.fillRect(rect, PAPER)
    band_h = h * (0.26 if not full else 0.14)
    band = QRectF(rect.left(), rect.top(), w, band_h)
    p.fillRect(band, colour)
    ink = theme.text_colour_on(colour)
    pad = 6 * u
    cost_r = 11 * u if not full else 8 * u
    name_rect = band.adjusted(pad, 3 * u, -(2 * cost_r + pad) if face.cost is not None else -pad, -2 * u)
    draw_text(p, name_rect, face.name, (17 if not full else 7.6) * u, weight=Weight.Bold, colour=ink,
              align=LEFT if full else Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, wrap=not full,
              minimum=(10 if not full else 5) * u)
    if face.cost is not None:
        paint_coin(p, QPointF(band.right() - cost_r - 3 * u, band.top() + band_h / 2), cost_r, str(face.cost))
    y = band.bottom()
    # the strip under the band: type and stars
    strip_h = (15 if not full else 6.5) * u
    strip = QRectF(rect.left() + pad, y + 1.5 * u, w - 2 * pad, strip_h)
    right = strip.left()
    if face.stars:
        right = paint_stars(p, strip.left(), strip.center().y(), int(face.stars), strip_h * 0.42)
    draw_text(p, QRectF(right + 3 * u, strip.top(), strip.right() - right - 3 * u, strip_h),
              face.type_title.upper() if full else TYPE_SHORT.get(face.type, face.type.upper()),
              strip_h * 0.62, weight=Weight.Bold, colour=colour.darker(130), align=RIGHT if face.stars else LEFT)
    y = strip.bottom() + 2 * u
    stats_h = (30 if not full else 16) * u if face.fighter or face.type == "item" else 0
    body = QRectF(rect.left() + pad, y, w - 2 * pad, rect.bottom() - y - stats_h - (5 if not full else 4) * u)
    if full:
        art = QRectF(body.left(), body.top(), body.width(), body.height() * 0.34)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.blend(colour, PAPER, 0.78))
        p.drawRoundedRect(art, 8, 8)
        type_icon(p, face.type, art.center(), art.height() * 0.36, theme.blend(colour, PAPER, 0.25))
        text_rect = QRectF(body.left() + 2 * u, art.bottom() + 3 * u, body.width() - 4 * u,
                           body.bottom() - art.bottom() - 3 * u)
        used = draw_text(p, text_rect, face.text or "No ability.", 5.6 * u, weight=Weight.Normal, colour=INK,
                         align=LEFT_TOP, wrap=True, minimum=4.2 * u)
        extra = []
        if face.item:
            extra.append(f"Equipped: {face.item}")
        if face.dice:
            extra.append(f"Dice icon: {face.tokens} token{'s' if face.tokens != 1 else ''} (at most 6)")
        if face.rotated:
            extra.append("Turned this turn")
        rest = QRectF(text_rect.left(), text_rect.top() + used + 3 * u, text_rect.width(),
                      text_rect.bottom() - text_rect.top() - used - 3 * u)
        if extra and rest.height() > 5 * u:
            used2 = draw_text(p, rest, "\n".join(extra), 4.6 * u, weight=Weight.DemiBold, colour=colour.darker(140),
                              align=LEFT_TOP, wrap=True)
            rest.setTop(rest.top() + used2 + 2 * u)
        if face.flavor and rest.height() > 9 * u:
            fh = min(rest.height(), 14 * u)
            f = QRectF(rest.left(), rest.bottom() - fh, rest.width(), fh)
            draw_text(p, f, face.flavor, 4.2 * u, weight=Weight.Normal, colour=MUTED,
                      align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, wrap=True, minimum=3.4 * u)
    else:
        type_icon(p, face.type, QPointF(body.center().x(), body.center().y()), min(body.width(), body.height()) * 0.32,
                  theme.blend(colour, PAPER, 0.55))
        if face.item:
            draw_text(p, QRectF(body.left(), body.bottom() - 14 * u, body.width(), 14 * u), face.item, 10 * u,
                      weight=Weight.DemiBold, colour=QColor("#2f8a6b").darker(130), align=CENTRE)
    if stats_h:
        sy = rect.bottom() - stats_h - (3 if not full else 3) * u
        gap = 3 * u
        bw = (w - 2 * pad - gap) / 2
        size = (19 if not full else 9.5) * u
        if face.type == "item":
            _stat_box(p, QRectF(rect.left() + pad, sy, bw, stats_h), "ATT", face.att or 0, face.att or 0, size, True)
            _stat_box(p, QRectF(rect.left() + pad + bw + gap, sy, bw, stats_h), "DIF", face.dif or 0, face.dif or 0,
                      size, True)
        else:
            _stat_box(p, QRectF(rect.left() + pad, sy, bw, stats_h), "ATT", face.att, face.base_att, size)
            _stat_box(p, QRectF(rect.left() + pad + bw + gap, sy, bw, stats_h), "DIF", face.dif, face.base_dif, size)
    if face.dice:
        r = (12 if not full else 6) * u
        paint_die_badge(p, QPointF(rect.right() - r - 4 * u, band.bottom() + strip_h + r + 5 * u), r, face.tokens)
    p.restore()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(colour.darker(150), max(1.5, 1.6 * u if full else 2)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    p.restore()


def paint_card_back(p: QPainter, rect: QRectF) -> None:
    """The Ciak! back: a deep red with a clapperboard and stripes (face-down is unmistakable)."""
    w = rect.width()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = max(4.0, w * 0.09)
    p.setPen(QPen(QColor("#f4eedf"), max(1.5, w * 0.03)))
    p.setBrush(QColor("#7a1f2b"))
    p.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(w * 0.09, w * 0.09, -w * 0.09, -w * 0.09)
    p.setPen(QPen(QColor("#c0505e"), max(1.0, w * 0.02)))
    p.setBrush(QColor("#5e1620"))
    p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    type_icon(p, "ciak", inner.center(), inner.width() * 0.34, QColor("#f4d35e"))
    p.restore()


# ---------------------------------------------------------------------------------- companies


def paint_pips(p: QPainter, rect: QRectF, left: int, printed: int, colour: QColor) -> None:
    """Dominion points as pips: filled for those left, hollow for those lost (two rows past 8)."""
    printed = max(printed, left)
    if printed <= 0:
        return
    rows = 1 if printed <= 8 else 2
    per_row = math.ceil(printed / rows)
    r = min(rect.height() / (2.5 * rows), rect.width() / (per_row * 2.5))
    p.save()
    for i in range(printed):
        row, col = divmod(i, per_row)
        c = QPointF(rect.left() + r * 1.25 + col * r * 2.5, rect.top() + r * 1.25 + row * r * 2.5)
        if i < left:
            p.setPen(QPen(colour.darker(160), max(1.0, r * 0.25)))
            p.setBrush(colour)
        else:
            p.setPen(QPen(QColor("#8d8677"), max(1.0, r * 0.2)))
            p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r, r)
    p.restore()


def paint_company(p: QPainter, rect: QRectF, face: CompanyFace, colour: str | QColor = "#6b6b6b", *,
                  detail: str = "table") -> None:
    """A company card: the owner's colour band with the name, the dominion points as a number and pips,
    this turn's damage, and the ability text (``detail`` "table", "chip" or "full")."""
    col = QColor(colour)
    w, h = rect.width(), rect.height()
    full = detail == "full"
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = 12 if detail != "chip" else 8
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    p.setClipPath(path)
    p.fillRect(rect, PAPER)
    ink = theme.text_colour_on(col)
    if detail == "chip":
        p.fillRect(QRectF(rect.left(), rect.top(), h * 1.1, h), col)
        draw_text(p, QRectF(rect.left(), rect.top(), h * 1.1, h), str(face.dominion), h * 0.62, weight=Weight.Bold,
                  colour=ink, align=CENTRE)
        draw_text(p, QRectF(rect.left() + h * 1.1 + 6, rect.top(), w - h * 1.1 - 10, h), face.name, h * 0.5,
                  weight=Weight.DemiBold, colour=INK, align=LEFT)
    else:
        band_h = h * (0.24 if not full else 0.13)
        p.fillRect(QRectF(rect.left(), rect.top(), w, band_h), col)
        s = w / 190.0 if not full else w / 380.0
        draw_text(p, QRectF(rect.left() + 8 * s, rect.top() + 2, w - 16 * s, band_h - 4), face.name,
                  (20 if not full else 30) * s, weight=Weight.Bold, colour=ink, align=LEFT, wrap=True,
                  minimum=(12 if not full else 18) * s)
        y = rect.top() + band_h + 4 * s
        num_w = (46 if not full else 80) * s
        num_h = (40 if not full else 70) * s
        draw_text(p, QRectF(rect.left() + 6 * s, y, num_w, num_h), str(face.dominion), (38 if not full else 64) * s,
                  weight=Weight.Bold, colour=INK, align=CENTRE)
        printed = face.printed or face.dominion
        paint_pips(p, QRectF(rect.left() + num_w + 10 * s, y + 4 * s, w - num_w - 18 * s, num_h - 8 * s),
                   face.dominion, printed, col if col.lightness() < 200 else QColor("#3b3a36"))
        y += num_h + 2 * s
        if face.damage:
            draw_text(p, QRectF(rect.left() + 8 * s, y, w - 16 * s, (20 if not full else 30) * s),
                      f"{face.damage} damage this turn", (16 if not full else 24) * s, weight=Weight.Bold,
                      colour=DOWN, align=LEFT)
            y += (20 if not full else 30) * s
        if face.boss:
            draw_text(p, QRectF(rect.left() + 8 * s, y, w - 16 * s, 18 * s), "THE BOSS", 14 * s, weight=Weight.Bold,
                      colour=DOWN.darker(120), align=LEFT)
            y += 18 * s
        text_rect = QRectF(rect.left() + 8 * s, y + 2 * s, w - 16 * s, rect.bottom() - y - 8 * s)
        used = draw_text(p, text_rect, face.text, (14.5 if not full else 24) * s, weight=Weight.Normal, colour=INK,
                         align=LEFT_TOP, wrap=True, minimum=(10 if not full else 16) * s)
        if full and face.flavor:
            rest = QRectF(text_rect.left(), text_rect.top() + used + 14, text_rect.width(),
                          text_rect.height() - used - 14)
            draw_text(p, rest, face.flavor, 19 * s, colour=MUTED, align=LEFT_TOP, wrap=True)
    p.restore()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(col.darker(140), 2.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    p.restore()


def paint_item_tab(p: QPainter, rect: QRectF, face: CardFace) -> None:
    """An item as the tab under its character: its name and bonus (the card itself is in the preview)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    col = type_colour("item")
    p.setPen(QPen(col.darker(150), 1.5))
    p.setBrush(theme.blend(col, PAPER, 0.7))
    p.drawRoundedRect(rect, 6, 6)
    h = rect.height()
    type_icon(p, "item", QPointF(rect.left() + h * 0.5, rect.center().y()), h * 0.36, col.darker(120))
    bonus = " ".join(x for x in (f"+{face.att}" if face.att else "", f"+{face.dif}D" if face.dif else "") if x)
    draw_text(p, QRectF(rect.left() + h, rect.top(), rect.width() - h - 4, h * 0.55), face.name, h * 0.4,
              weight=Weight.DemiBold, colour=INK, align=LEFT)
    draw_text(p, QRectF(rect.left() + h, rect.top() + h * 0.48, rect.width() - h - 4, h * 0.5), bonus, h * 0.36,
              weight=Weight.Bold, colour=col.darker(150), align=LEFT)
    p.restore()


def paint_d20(p: QPainter, rect: QRectF, value: int | None, colour: QColor | str = "#f4eedf") -> None:
    """A twenty-sided die seen from above (a hexagon with its facets) showing ``value``."""
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    col = QColor(colour)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#1d1c1a"), max(1.5, r * 0.06)))
    p.setBrush(col)
    p.drawPath(polygon(c.x(), c.y(), r, 6, start=-math.pi / 2))
    tri = polygon(c.x(), c.y() + r * 0.08, r * 0.62, 3)
    p.setBrush(theme.blend(col, "#ffffff", 0.4))
    p.drawPath(tri)
    if value is not None:
        draw_text(p, QRectF(c.x() - r * 0.5, c.y() - r * 0.22, r, r * 0.55), str(value), r * 0.5, weight=Weight.Bold,
                  colour="#1d1c1a", align=CENTRE)
    p.restore()


# ---------------------------------------------------------------------------------- to the table


Painter = Callable[[QPainter, QRectF], None]


def face_painter(face: CardFace, detail: str = "full") -> Painter:
    """A ``(painter, rect)`` function drawing ``face`` (the preview's painter)."""

    def paint(p: QPainter, rect: QRectF) -> None:
        paint_card_face(p, rect, face, detail)

    return paint


def company_painter(face: CompanyFace, colour: str) -> Painter:
    def paint(p: QPainter, rect: QRectF) -> None:
        paint_company(p, rect, face, colour, detail="full")

    return paint
