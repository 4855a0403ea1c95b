"""Telefilm's own drawings: genre colours and icons, the character figure, the bet chip, the clapper.

Everything is drawn with QPainter paths made for this project (no image files). Every genre has a
colour AND an icon (comedy mask, broken heart with a tear, magnifier, ringed planet; a TV set for
Mix), so colour never carries the meaning alone.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QTransform

from gamesuite.i18n import translate, translate_marked
from gamesuite.rules.core import QT_TRANSLATE_NOOP
from gamesuite.ui import theme
from gamesuite.ui.scene.shapes import shape_path
from gamesuite.ui.scene.text import shared_font

GENRE_COLOURS: dict[str, QColor] = {
    "comedy": QColor("#e3a21a"),
    "drama": QColor("#c23b3b"),
    "crime": QColor("#2f5597"),
    "scifi": QColor("#13917f"),
    "mix": QColor("#4b3f72"),
}
GENRE_NAMES = {"comedy": QT_TRANSLATE_NOOP("telefilm", "Comedy"), "drama": QT_TRANSLATE_NOOP("telefilm", "Drama"),
               "crime": QT_TRANSLATE_NOOP("telefilm", "Crime"), "scifi": QT_TRANSLATE_NOOP("telefilm", "Sci-Fi"),
               "mix": QT_TRANSLATE_NOOP("telefilm", "Mix")}  # marked: show with genre_name()
GENRE_ORDER = ("comedy", "drama", "crime", "scifi")
PERIOD_ORDER = ("vintage", "modern", "new")
PERIOD_NAMES = {"vintage": QT_TRANSLATE_NOOP("telefilm", "Vintage"), "modern": QT_TRANSLATE_NOOP("telefilm", "Modern"),
                "new": QT_TRANSLATE_NOOP("telefilm", "New")}  # marked: show with period_name()


def genre_name(genre: str) -> str:
    """A genre's (or Mix's) name in the current language."""
    return translate_marked("telefilm", GENRE_NAMES.get(genre, GENRE_NAMES["mix"]))


def period_name(period: str | None) -> str:
    """A period's name in the current language ("All periods" for none: a Mix card)."""
    if period in PERIOD_NAMES:
        return translate_marked("telefilm", PERIOD_NAMES[str(period)])
    return translate("telefilm", "All periods")
PERIOD_YEARS = {"vintage": QT_TRANSLATE_NOOP("telefilm", "1960s–90s"), "modern": QT_TRANSLATE_NOOP("telefilm",
                                                                                                   "1990s–2000s"),
                "new": QT_TRANSLATE_NOOP("telefilm", "2000s–today")}  # marked: show with translate_marked
CHIP = QColor("#26262e")  # bet tokens: dark chips, unlike any player colour
CORRECT = QColor("#2e9e5b")
WRONG = QColor("#c8453a")


def genre_of(space: str) -> str:
    """'mix' or the genre part of 'crime/vintage'."""
    return "mix" if space == "mix" else space.split("/")[0]


# ------------------------------------------------------------------------------ genre icons
def _comedy(cx: float, cy: float, r: float) -> QPainterPath:
    """A smiling theatre mask: a shield-like face with two eye holes and a wide grin cut out."""
    face = QPainterPath()
    face.moveTo(cx - r * 0.92, cy - r * 0.78)
    face.quadTo(cx, cy - r * 1.05, cx + r * 0.92, cy - r * 0.78)
    face.cubicTo(cx + r * 1.0, cy + r * 0.1, cx + r * 0.6, cy + r * 0.95, cx, cy + r * 1.0)
    face.cubicTo(cx - r * 0.6, cy + r * 0.95, cx - r * 1.0, cy + r * 0.1, cx - r * 0.92, cy - r * 0.78)
    face.closeSubpath()
    holes = QPainterPath()
    for sx in (-1, 1):  # eyes: upturned crescents
        eye = QPainterPath()
        ex = cx + sx * r * 0.40
        ey = cy - r * 0.28
        eye.moveTo(ex - r * 0.26, ey + r * 0.06)
        eye.quadTo(ex, ey - r * 0.30, ex + r * 0.26, ey + r * 0.06)
        eye.quadTo(ex, ey - r * 0.08, ex - r * 0.26, ey + r * 0.06)
        holes.addPath(eye)
    mouth = QPainterPath()
    mouth.moveTo(cx - r * 0.55, cy + r * 0.22)
    mouth.quadTo(cx, cy + r * 0.95, cx + r * 0.55, cy + r * 0.22)
    mouth.quadTo(cx, cy + r * 0.48, cx - r * 0.55, cy + r * 0.22)
    holes.addPath(mouth)
    return face.subtracted(holes)


def _drama(cx: float, cy: float, r: float) -> QPainterPath:
    """A broken heart with a tear drop beside it."""
    heart = QPainterPath()
    hx, hy, hr = cx - r * 0.12, cy - r * 0.05, r * 0.78
    heart.moveTo(hx, hy + hr)
    heart.cubicTo(hx - hr * 1.6, hy - hr * 0.2, hx - hr * 0.6, hy - hr * 1.35, hx, hy - hr * 0.4)
    heart.cubicTo(hx + hr * 0.6, hy - hr * 1.35, hx + hr * 1.6, hy - hr * 0.2, hx, hy + hr)
    heart.closeSubpath()
    crack = QPainterPath()
    w = r * 0.09
    pts = [(hx, hy - hr * 0.42), (hx - hr * 0.22, hy - hr * 0.05), (hx + hr * 0.18, hy + hr * 0.25),
           (hx - hr * 0.05, hy + hr * 1.05)]
    crack.moveTo(pts[0][0] - w, pts[0][1])
    for x, y in pts[1:]:
        crack.lineTo(x - w, y)
    for x, y in reversed(pts):
        crack.lineTo(x + w, y)
    crack.closeSubpath()
    out = heart.subtracted(crack)
    tear = QPainterPath()
    tx, ty, tr = cx + r * 0.78, cy + r * 0.55, r * 0.24
    tear.moveTo(tx, ty - tr * 2.1)
    tear.cubicTo(tx + tr * 0.2, ty - tr * 1.2, tx + tr * 1.05, ty - tr * 0.4, tx + tr, ty + tr * 0.1)
    tear.arcTo(QRectF(tx - tr, ty - tr * 0.9, 2 * tr, 2 * tr), 0, -180)
    tear.cubicTo(tx - tr * 1.05, ty - tr * 0.4, tx - tr * 0.2, ty - tr * 1.2, tx, ty - tr * 2.1)
    tear.closeSubpath()
    out.addPath(tear)
    return out


def _crime(cx: float, cy: float, r: float) -> QPainterPath:
    """A magnifying glass: a thick ring and a handle at 45 degrees."""
    lx, ly, lr = cx - r * 0.22, cy - r * 0.22, r * 0.62
    ring = QPainterPath()
    ring.addEllipse(QPointF(lx, ly), lr, lr)
    inner = QPainterPath()
    inner.addEllipse(QPointF(lx, ly), lr * 0.68, lr * 0.68)
    out = ring.subtracted(inner)
    handle = QPainterPath()
    a = math.radians(45)
    sx, sy = lx + lr * 0.9 * math.cos(a), ly + lr * 0.9 * math.sin(a)
    ex, ey = cx + r * 0.95, cy + r * 0.95
    hw = r * 0.17
    nx, ny = -math.sin(a) * hw, math.cos(a) * hw
    handle.moveTo(sx + nx, sy + ny)
    handle.lineTo(ex + nx, ey + ny)
    handle.lineTo(ex - nx, ey - ny)
    handle.lineTo(sx - nx, sy - ny)
    handle.closeSubpath()
    out.addPath(handle)
    glint = QPainterPath()
    glint.addEllipse(QPointF(lx - lr * 0.28, ly - lr * 0.28), lr * 0.13, lr * 0.13)
    out.addPath(glint)
    return out.simplified()


def _scifi(cx: float, cy: float, r: float) -> QPainterPath:
    """A ringed planet (the ring passes in front of it) and a four-point star."""
    t = QTransform().translate(cx, cy).rotate(-22).translate(-cx, -cy)
    planet = QPainterPath()
    planet.addEllipse(QPointF(cx, cy), r * 0.52, r * 0.52)

    def band(outer_w: float, outer_h: float, inner_w: float, inner_h: float) -> QPainterPath:
        o = QPainterPath()
        o.addEllipse(QPointF(cx, cy), outer_w, outer_h)
        i = QPainterPath()
        i.addEllipse(QPointF(cx, cy), inner_w, inner_h)
        return t.map(o.subtracted(i))

    ring = band(r * 1.0, r * 0.30, r * 0.80, r * 0.17)
    gap = band(r * 1.1, r * 0.40, r * 0.70, r * 0.08)
    lower = QPainterPath()
    lower.addRect(QRectF(cx - 2 * r, cy, 4 * r, 2 * r))
    lower = t.map(lower)
    front = ring.intersected(lower)
    back = ring.subtracted(lower).subtracted(planet)
    out = planet.subtracted(gap.intersected(lower)).united(back).united(front)
    sparkle = QPainterPath()
    sx, sy, s = cx + r * 0.78, cy - r * 0.78, r * 0.22
    sparkle.moveTo(sx, sy - s)
    sparkle.quadTo(sx, sy, sx + s, sy)
    sparkle.quadTo(sx, sy, sx, sy + s)
    sparkle.quadTo(sx, sy, sx - s, sy)
    sparkle.quadTo(sx, sy, sx, sy - s)
    out.addPath(sparkle)
    return out


def _mix(cx: float, cy: float, r: float) -> QPainterPath:
    """An old TV set with antennae: the Mix cards cover every genre and period."""
    body = QPainterPath()
    body.addRoundedRect(QRectF(cx - r, cy - r * 0.45, 2 * r, r * 1.35), r * 0.18, r * 0.18)
    screen = QPainterPath()
    screen.addRoundedRect(QRectF(cx - r * 0.82, cy - r * 0.30, r * 1.22, r * 1.05), r * 0.14, r * 0.14)
    out = body.subtracted(screen)
    for k in range(2):
        knob = QPainterPath()
        knob.addEllipse(QPointF(cx + r * 0.72, cy - r * 0.05 + k * r * 0.42), r * 0.10, r * 0.10)
        out = out.subtracted(knob)
    for side in (-1, 1):
        ant = QPainterPath()
        bx, by = cx + side * r * 0.06, cy - r * 0.45
        tx, ty = cx + side * r * 0.62, cy - r * 1.05
        w = r * 0.06
        ant.moveTo(bx - w, by)
        ant.lineTo(tx - w, ty)
        ant.lineTo(tx + w, ty)
        ant.lineTo(bx + w, by)
        ant.closeSubpath()
        out.addPath(ant)
        tip = QPainterPath()
        tip.addEllipse(QPointF(tx, ty), r * 0.09, r * 0.09)
        out.addPath(tip)
    star = QPainterPath()
    s = r * 0.26
    sx, sy = cx - r * 0.21, cy + r * 0.22
    star.moveTo(sx, sy - s)
    star.quadTo(sx, sy, sx + s, sy)
    star.quadTo(sx, sy, sx, sy + s)
    star.quadTo(sx, sy, sx - s, sy)
    star.quadTo(sx, sy, sx, sy - s)
    out.addPath(star)
    return out


ICONS = {"comedy": _comedy, "drama": _drama, "crime": _crime, "scifi": _scifi, "mix": _mix}


def genre_icon_path(genre: str, cx: float, cy: float, r: float) -> QPainterPath:
    """The icon of ``genre`` ('comedy', 'drama', 'crime', 'scifi' or 'mix') centred at (cx, cy)."""
    return ICONS.get(genre, _mix)(cx, cy, r)


_UNIT_ICONS: dict[str, QPainterPath] = {}


def unit_icon(genre: str) -> QPainterPath:
    """The icon at radius 100 around (0, 0), built once (path operations are costly to repeat per paint)."""
    if genre not in _UNIT_ICONS:
        _UNIT_ICONS[genre] = genre_icon_path(genre, 0, 0, 100)
    return _UNIT_ICONS[genre]


def paint_genre_icon(painter: QPainter, genre: str, rect: QRectF, colour: QColor, outline: QColor | None = None
                     ) -> None:
    r = min(rect.width(), rect.height()) / 2 * 0.92
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.center())
    painter.scale(r / 100, r / 100)
    painter.setPen(QPen(outline, max(1.0, r * 0.06) * 100 / r) if outline is not None else Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(unit_icon(genre))
    painter.restore()


def _round_badge(size: int, colour: QColor, icon: Callable[[QPainter, QRectF, QColor], None]) -> QPixmap:
    """A round badge in ``colour`` with an icon drawn in the readable ink on it (private widgets)."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(colour.darker(140), 2))
    p.setBrush(colour)
    p.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    icon(p, QRectF(size * 0.2, size * 0.2, size * 0.6, size * 0.6), theme.text_colour_on(colour))
    p.end()
    return pm


def genre_badge_pixmap(genre: str, size: int) -> QPixmap:
    """A round badge in the genre colour with the white icon (for the private widgets)."""
    return _round_badge(size, GENRE_COLOURS.get(genre, GENRE_COLOURS["mix"]),
                        lambda p, rect, ink: paint_genre_icon(p, genre, rect, ink))


def genre_icon(genre: str, size: int = 40) -> QIcon:
    return QIcon(genre_badge_pixmap(genre, size))


# ------------------------------------------------------------------------------ figures, chips
def figure_path(shape: str, cx: float, base_y: float, h: float) -> tuple[QPainterPath, QPainterPath]:
    """A character figure standing on (cx, base_y), ``h`` tall: (body with base, head as the player's shape)."""
    w = h * 0.62
    body = QPainterPath()
    body.addEllipse(QPointF(cx, base_y - h * 0.07), w / 2, h * 0.09)
    torso = QPainterPath()
    torso.moveTo(cx - w * 0.40, base_y - h * 0.08)
    torso.cubicTo(cx - w * 0.36, base_y - h * 0.42, cx - w * 0.16, base_y - h * 0.52, cx - w * 0.13, base_y - h * 0.58)
    torso.lineTo(cx + w * 0.13, base_y - h * 0.58)
    torso.cubicTo(cx + w * 0.16, base_y - h * 0.52, cx + w * 0.36, base_y - h * 0.42, cx + w * 0.40, base_y - h * 0.08)
    torso.closeSubpath()
    body = body.united(torso)
    head_r = h * 0.25
    head = shape_path(shape, cx, base_y - h * 0.76, head_r)
    return body, head


_FIGURES: dict[tuple[str, float], tuple[QPainterPath, QPainterPath]] = {}


def paint_figure(painter: QPainter, colour: QColor, shape: str, cx: float, base_y: float, h: float) -> None:
    key = (shape, round(h, 2))
    if key not in _FIGURES:  # path unions are costly: each figure's shape is built once per height
        _FIGURES[key] = figure_path(shape, 0, 0, key[1])
    body, head = _FIGURES[key]
    painter.save()
    painter.translate(cx, base_y)
    cx, base_y = 0.0, 0.0
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawEllipse(QPointF(cx + h * 0.04, base_y - h * 0.03), h * 0.34, h * 0.09)
    rim = QPen(colour.darker(185), max(1.5, h * 0.045))
    painter.setPen(rim)
    painter.setBrush(colour)
    painter.drawPath(body)
    painter.setBrush(colour.lighter(118))
    painter.drawPath(head)
    painter.restore()


def paint_chip(painter: QPainter, centre: QPointF, r: float, label: str, colour: QColor = CHIP) -> None:
    """A bet token: a dark chip with notches on the rim and its value in the middle."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawEllipse(centre + QPointF(2, 5), r, r)
    painter.setBrush(colour.darker(140))
    painter.drawEllipse(centre + QPointF(0, 3), r, r)
    painter.setBrush(colour)
    painter.setPen(QPen(QColor("#0c0c10"), 2))
    painter.drawEllipse(centre, r, r)
    notch = QColor("#f0e6c8")
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(notch)
    for k in range(8):
        a = 2 * math.pi * k / 8
        p = QPainterPath()
        p.moveTo(centre.x() + r * 0.98 * math.cos(a - 0.16), centre.y() + r * 0.98 * math.sin(a - 0.16))
        p.lineTo(centre.x() + r * 0.98 * math.cos(a + 0.16), centre.y() + r * 0.98 * math.sin(a + 0.16))
        p.lineTo(centre.x() + r * 0.76 * math.cos(a + 0.13), centre.y() + r * 0.76 * math.sin(a + 0.13))
        p.lineTo(centre.x() + r * 0.76 * math.cos(a - 0.13), centre.y() + r * 0.76 * math.sin(a - 0.13))
        p.closeSubpath()
        painter.drawPath(p)
    painter.setPen(QPen(notch, 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, r * 0.68, r * 0.68)
    painter.setPen(QColor("#ffffff"))
    painter.setFont(shared_font(r * (1.0 if len(label) <= 1 else 0.8), theme.QFont.Weight.Bold))
    painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, label)
    painter.restore()


def paint_clapper(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A film clapperboard: the Director's mark."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    board = QRectF(x, y + h * 0.34, w, h * 0.66)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(board, w * 0.06, w * 0.06)
    painter.save()
    painter.translate(x, y + h * 0.30)
    painter.rotate(-14)
    bar = QRectF(0, -h * 0.22, w, h * 0.22)
    painter.drawRoundedRect(bar, w * 0.04, w * 0.04)
    painter.setBrush(QColor(0, 0, 0, 0))
    stripe = QColor(colour)
    stripe.setAlpha(255)
    painter.setPen(QPen(theme.text_colour_on(colour), max(1.5, w * 0.07)))
    for k in range(4):
        sx = w * (0.12 + 0.24 * k)
        painter.drawLine(QPointF(sx, -h * 0.20), QPointF(sx + w * 0.12, -h * 0.02))
    painter.restore()
    painter.setPen(QPen(theme.text_colour_on(colour), max(1.5, w * 0.07)))
    painter.drawLine(QPointF(x + w * 0.1, y + h * 0.52), QPointF(x + w * 0.9, y + h * 0.52))
    painter.restore()


def paint_card_back(painter: QPainter, rect: QRectF, label: str, colour: QColor) -> None:
    """A question card's back (decks on the table): the colour, a TV frame and the deck's name."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#f4eedf"), 3))
    painter.setBrush(QBrush(colour))
    painter.drawRoundedRect(rect, 10, 10)
    inner = rect.adjusted(8, 8, -8, -8)
    painter.setPen(QPen(colour.lighter(160), 2))
    painter.setBrush(colour.darker(125))
    painter.drawRoundedRect(inner, 7, 7)
    painter.restore()


def lap_badge(painter: QPainter, centre: QPointF, r: float, text: str) -> None:
    """A lap token (I, II, III, IV): a gold disc with the Roman numeral."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#6b4e00"), 2))
    painter.setBrush(QColor("#ffd45a"))
    painter.drawEllipse(centre, r, r)
    painter.setPen(QColor("#2b1f00"))
    painter.setFont(shared_font(r * (1.05 if len(text) <= 2 else 0.8), theme.QFont.Weight.Bold))
    painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


# ------------------------------------------------------------------------------ special cards
SPECIAL_COLOURS: dict[str, QColor] = {
    "double": QColor("#b7410e"),
    "two": QColor("#2f6f8f"),
    "fifty": QColor("#6a4c93"),
    "call": QColor("#2e7d32"),
    "web": QColor("#1565c0"),
    "power": QColor("#9e2a2b"),
}


def paint_special_icon(painter: QPainter, kind: str, rect: QRectF, colour: QColor) -> None:
    """A special card's symbol: ×2, two cards, a half disc, a handset, a globe, a lightning bolt."""
    if kind in ICONS:
        paint_genre_icon(painter, kind, rect, colour)
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    pen = QPen(colour, max(2.0, r * 0.16), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    if kind == "double":
        painter.setPen(colour)
        painter.setFont(shared_font(r * 1.15, theme.QFont.Weight.Bold))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "×2")
    elif kind == "two":
        painter.setPen(QPen(colour, max(1.5, r * 0.1)))
        for k, dx in enumerate((-0.28, 0.22)):
            card = QRectF(c.x() + r * dx - r * 0.38, c.y() - r * 0.62 + k * r * 0.18, r * 0.76, r * 1.06)
            painter.setBrush(colour if k else Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card, r * 0.1, r * 0.1)
    elif kind == "fifty":
        painter.setPen(QPen(colour, max(1.5, r * 0.1)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        disc = QRectF(c.x() - r * 0.8, c.y() - r * 0.8, r * 1.6, r * 1.6)
        painter.drawEllipse(disc)
        painter.setBrush(colour)
        painter.drawPie(disc, 90 * 16, 180 * 16)
    elif kind == "call":
        path = QPainterPath()
        path.moveTo(c.x() - r * 0.75, c.y() - r * 0.55)
        path.cubicTo(c.x() - r * 0.9, c.y() + r * 0.2, c.x() - r * 0.2, c.y() + r * 0.9,
                     c.x() + r * 0.55, c.y() + r * 0.75)
        painter.setPen(QPen(colour, r * 0.34, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(c.x() - r * 0.72, c.y() - r * 0.62), r * 0.26, r * 0.26)
        painter.drawEllipse(QPointF(c.x() + r * 0.62, c.y() + r * 0.72), r * 0.26, r * 0.26)
    elif kind == "web":
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, r * 0.82, r * 0.82)
        painter.drawEllipse(c, r * 0.36, r * 0.82)
        painter.drawLine(QPointF(c.x() - r * 0.82, c.y()), QPointF(c.x() + r * 0.82, c.y()))
        painter.drawLine(QPointF(c.x(), c.y() - r * 0.82), QPointF(c.x(), c.y() + r * 0.82))
    elif kind == "power":
        bolt = QPainterPath()
        pts = [(0.15, -0.95), (-0.55, 0.12), (-0.02, 0.12), (-0.18, 0.95), (0.55, -0.18), (0.02, -0.18)]
        bolt.moveTo(c.x() + pts[0][0] * r, c.y() + pts[0][1] * r)
        for x, y in pts[1:]:
            bolt.lineTo(c.x() + x * r, c.y() + y * r)
        bolt.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPath(bolt)
    painter.restore()


def special_badge_pixmap(kind: str, size: int) -> QPixmap:
    """A round badge for a special card: its colour (a genre's for the genre cards) and symbol."""
    return _round_badge(size, GENRE_COLOURS.get(kind) or SPECIAL_COLOURS.get(kind, QColor("#555555")),
                        lambda p, rect, ink: paint_special_icon(p, kind, rect, ink))
