"""Original QPainter art for Ciak!: card faces, the back, company cards, the six type icons and the d20.

Everything is drawn from the Qt-free faces of :mod:`gamesuite.ui.ciak.faces`, in any rectangle, at two
levels of detail:

* ``"table"`` (a card ~150-190 scene units wide, read from two metres): the name, a type band with the
  type's colour AND icon, stars, the cost in millions, ATT and DIF large (full numbers, as the rules text
  and the boosts say them: "ATT 1200", "+600"), boost badges (green plus, red minus), the tokens of a
  dice-icon character as the pips of a die, the equipped item on a strip, a turned staff member's ribbon.
  Fighters show no rules text at this size (the preview does); other cards show it when it fits.
* ``"full"`` (the preview, ~380 wide, and the gallery): the same, plus the type's name, the whole rules
  text and the flavour line, fitted without clipping (:func:`card_layout` is what the tests measure).

Text goes through :mod:`gamesuite.ui.scene.text` only (plain text, one fitter). Colours mix with
``theme.blend``. No image files: every shape here was drawn for this project.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from gamesuite.i18n import translate
from gamesuite.ui import theme
from gamesuite.ui.ciak.faces import CardFace, CompanyFace
from gamesuite.ui.scene.shapes import shape_path, star
from gamesuite.ui.scene.text import CENTRE, LEFT, LEFT_TOP, RIGHT, Weight, draw_text, fits, text_height

Detail = Literal["table", "full"]
CARD_RATIO = 88 / 63
TYPES = ("character", "myth", "staff", "ciak", "event", "item")

OUTLINE = QColor("#1d1c1a")
PAPER = QColor("#fbf6e9")
MUTED_INK = QColor("#5b5347")
BOOST_UP = QColor("#1f7a45")
BOOST_DOWN = QColor("#b3261e")
ATT_TINT = QColor("#c2412d")
DIF_TINT = QColor("#2f62b0")
GOLD = QColor("#e2b53c")
BACK_INK = QColor("#1b1a21")

# One colour per type (the icon carries the meaning too: colour is never alone).
TYPE_COLOURS: dict[str, str] = {
    "character": "#c0392b",  # red: the cast
    "myth": "#9c7a12",  # old gold: legends
    "staff": "#1f7a68",  # teal: the crew
    "ciak": "#5b3d9e",  # violet: the clapper, any turn
    "event": "#2563b0",  # blue: the news of the day
    "item": "#b03f86",  # magenta: the props
}

# Text sizes as fractions of the card width (u = width / 100).
NAME_TABLE = (15.5, 10.0)  # (size, minimum) in u
NAME_FULL = (8.6, 5.6)
TEXT_TABLE = (8.0, 5.8)
TEXT_FULL = (6.2, 3.6)
FLAVOR_FULL = (4.3, 3.2)


def type_colour(kind: str) -> QColor:
    """The colour of a card type (grey for an unknown one)."""
    return QColor(TYPE_COLOURS.get(kind, "#6b6b6b"))


def _pen(width: float, colour: QColor | str = OUTLINE) -> QPen:
    pen = QPen(QColor(colour), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _poly(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _square(rect: QRectF) -> QRectF:
    s = min(rect.width(), rect.height())
    return QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s)


# ---------------------------------------------------------------------------------------------
# The six type icons, each in a 100x100 box
# ---------------------------------------------------------------------------------------------


def _icon_character(p: QPainter, c: QColor) -> None:
    """An actor's bust with a little star on the shoulder: the cast."""
    p.setPen(_pen(4))
    p.setBrush(c)
    body = QPainterPath()
    body.moveTo(14, 94)
    body.cubicTo(14, 64, 30, 56, 48, 56)
    body.cubicTo(66, 56, 82, 64, 82, 94)
    body.closeSubpath()
    p.drawPath(body)
    p.drawEllipse(QPointF(48, 33), 18, 19)
    p.setBrush(GOLD)
    p.setPen(_pen(3.5))
    p.drawPath(star(78, 24, 15))


def _icon_myth(p: QPainter, c: QColor) -> None:
    """A four-pointed sparkle with two small ones: a legend of the screen."""
    def sparkle(cx: float, cy: float, r: float) -> QPainterPath:
        k = r * 0.18
        path = QPainterPath()
        path.moveTo(cx, cy - r)
        path.quadTo(cx + k, cy - k, cx + r, cy)
        path.quadTo(cx + k, cy + k, cx, cy + r)
        path.quadTo(cx - k, cy + k, cx - r, cy)
        path.quadTo(cx - k, cy - k, cx, cy - r)
        path.closeSubpath()
        return path

    p.setPen(_pen(4))
    p.setBrush(c)
    p.drawPath(sparkle(46, 54, 40))
    p.setBrush(GOLD)
    p.setPen(_pen(3))
    p.drawPath(sparkle(82, 18, 14))
    p.drawPath(sparkle(84, 84, 10))


def _icon_staff(p: QPainter, c: QColor) -> None:
    """A director's chair seen from the front-side: the crew."""
    p.setPen(_pen(4))
    # crossed legs first, behind the seat
    p.setPen(_pen(9, OUTLINE))
    p.drawLine(QPointF(26, 62), QPointF(74, 94))
    p.drawLine(QPointF(74, 62), QPointF(26, 94))
    p.setPen(_pen(5, c.lighter(125)))
    p.drawLine(QPointF(26, 62), QPointF(74, 94))
    p.drawLine(QPointF(74, 62), QPointF(26, 94))
    # uprights
    p.setPen(_pen(4))
    p.setBrush(c.darker(120))
    p.drawRect(QRectF(20, 10, 8, 56))
    p.drawRect(QRectF(72, 10, 8, 56))
    # back canvas and seat
    p.setBrush(c)
    p.drawRect(QRectF(16, 14, 68, 22))
    p.drawRect(QRectF(12, 54, 76, 10))
    p.setPen(_pen(3, "#ffffff"))
    p.drawLine(QPointF(30, 25), QPointF(70, 25))


def _icon_ciak(p: QPainter, c: QColor) -> None:
    """A clapperboard with its striped stick lifted: a scene is being shot."""
    p.setPen(_pen(4))
    p.setBrush(c)
    p.drawRoundedRect(QRectF(12, 44, 76, 46), 4, 4)
    p.setPen(_pen(3, "#ffffff"))
    p.drawLine(QPointF(22, 64), QPointF(78, 64))
    p.drawLine(QPointF(22, 76), QPointF(60, 76))
    # the fixed striped strip on top of the board
    strip = QRectF(12, 34, 76, 12)
    p.setPen(_pen(4))
    p.setBrush(QColor("#ffffff"))
    p.drawRect(strip)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(OUTLINE)
    for i in range(4):
        x = 16 + i * 19
        p.drawPath(_poly([(x, 35.5), (x + 9, 35.5), (x + 3, 44.5), (x - 6 if i else x, 44.5)]))
    # the hinged stick, lifted
    p.save()
    p.translate(12, 34)
    p.rotate(-22)
    p.setPen(_pen(4))
    p.setBrush(QColor("#ffffff"))
    p.drawRect(QRectF(0, -12, 78, 12))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(OUTLINE)
    for i in range(4):
        x = 6 + i * 19
        p.drawPath(_poly([(x, -10.5), (x + 9, -10.5), (x + 3, -1.5), (x - 6, -1.5)]))
    p.restore()
    p.setBrush(GOLD)
    p.setPen(_pen(3))
    p.drawEllipse(QPointF(12, 34), 5, 5)


def _icon_event(p: QPainter, c: QColor) -> None:
    """A calendar page with an exclamation mark: something happens today."""
    p.setPen(_pen(4))
    p.setBrush(QColor("#ffffff"))
    p.drawRoundedRect(QRectF(14, 18, 72, 74), 8, 8)
    top = QPainterPath()
    top.addRoundedRect(QRectF(14, 18, 72, 22), 8, 8)
    top.addRect(QRectF(14, 30, 72, 10))
    p.setBrush(c)
    p.drawPath(top.simplified())
    p.setBrush(QColor("#ffffff"))
    for x in (34, 66):
        p.drawRoundedRect(QRectF(x - 4, 8, 8, 20), 4, 4)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(c)
    p.drawRoundedRect(QRectF(44, 46, 12, 28), 5, 5)
    p.drawEllipse(QPointF(50, 83), 6, 6)


def _icon_item(p: QPainter, c: QColor) -> None:
    """A top hat from the props department."""
    p.setPen(_pen(4))
    p.setBrush(c)
    p.drawPath(_poly([(30, 14), (70, 14), (74, 72), (26, 72)]))
    p.drawEllipse(QRectF(8, 64, 84, 22))
    p.setBrush(c)
    p.setPen(Qt.PenStyle.NoPen)
    p.drawPath(_poly([(28.2, 62), (71.8, 62), (72.4, 73), (27.6, 73)]))
    p.setBrush(QColor("#ffffff"))
    p.setPen(_pen(3))
    p.drawPath(_poly([(28.6, 52), (71.4, 52), (72, 62), (28, 62)]))
    p.setPen(_pen(3, c.lighter(150)))
    p.drawLine(QPointF(38, 22), QPointF(36, 44))


_ICONS: dict[str, Callable[[QPainter, QColor], None]] = {
    "character": _icon_character,
    "myth": _icon_myth,
    "staff": _icon_staff,
    "ciak": _icon_ciak,
    "event": _icon_event,
    "item": _icon_item,
}


def paint_type_icon(p: QPainter, rect: QRectF, kind: str, colour: QColor | str | None = None) -> None:
    """The icon of card type ``kind`` in the largest square of ``rect``, filled with ``colour``
    (default: the type's colour). An unknown type draws a plain disc."""
    box = _square(rect)
    c = QColor(colour) if colour is not None else type_colour(kind)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(box.topLeft())
    p.scale(box.width() / 100, box.height() / 100)
    painter = _ICONS.get(kind)
    if painter is None:
        p.setPen(_pen(4))
        p.setBrush(c)
        p.drawEllipse(QPointF(50, 50), 40, 40)
    else:
        painter(p, c)
    p.restore()


_faded_layers: dict[tuple[str, int | None, int], QImage] = {}  # (type, colour, side) -> its icon drawn once


def clear_kept() -> None:
    """Forget the icon layers kept for faded icons (a game's end)."""
    _faded_layers.clear()


def paint_faded_icon(p: QPainter, rect: QRectF, kind: str, colour: QColor | str | None, opacity: float) -> None:
    """A type icon as a watermark: drawn whole on a layer at the device's resolution, then faded as one
    (fading each stroke would show the overlaps)."""
    box = _square(rect)
    t = p.deviceTransform()
    scale = max(1.0, math.hypot(t.m11(), t.m12()), math.hypot(t.m21(), t.m22()))
    side = max(1, math.ceil(box.width() * scale))
    key = (kind, QColor(colour).rgba() if colour is not None else None, side)
    layer = _faded_layers.get(key)
    if layer is None:  # the same icon at the same size is the same layer: kept (every face of a type has one)
        layer = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
        layer.fill(Qt.GlobalColor.transparent)
        lp = QPainter(layer)
        paint_type_icon(lp, QRectF(0, 0, side, side), kind, colour)
        lp.end()
        if len(_faded_layers) >= 32:
            _faded_layers.clear()
        _faded_layers[key] = layer
    p.save()
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.setOpacity(p.opacity() * opacity)
    p.drawImage(box, layer)
    p.restore()


# ---------------------------------------------------------------------------------------------
# Small pieces
# ---------------------------------------------------------------------------------------------


def paint_die_face(p: QPainter, rect: QRectF, pips: int, *, faded: bool = False) -> None:
    """A six-sided die seen from above showing ``pips`` (0-6): the dice icon and its tokens."""
    box = _square(rect)
    s = box.width()
    p.save()
    p.setPen(_pen(max(1.2, s * 0.06), OUTLINE if not faded else QColor("#8b857a")))
    p.setBrush(QColor("#ffffff") if not faded else QColor("#f1ede3"))
    p.drawRoundedRect(box, s * 0.2, s * 0.2)
    spots = {
        1: [(0.5, 0.5)],
        2: [(0.27, 0.27), (0.73, 0.73)],
        3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
        4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
        5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
        6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
    }.get(max(0, min(6, pips)), [])
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(OUTLINE)
    for fx, fy in spots:
        p.drawEllipse(QPointF(box.left() + fx * s, box.top() + fy * s), s * 0.095, s * 0.095)
    p.restore()


def _pill(p: QPainter, rect: QRectF, text: str, fill: QColor, *, size: float, ink: QColor | None = None) -> None:
    p.save()
    p.setPen(_pen(max(1.0, rect.height() * 0.07), fill.darker(160)))
    p.setBrush(fill)
    p.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    draw_text(p, rect.adjusted(rect.height() * 0.25, 0, -rect.height() * 0.25, 0), text, size, weight=Weight.Bold,
              colour=ink or theme.text_colour_on(fill), align=CENTRE, minimum=size * 0.55)
    p.restore()


def _signed(v: int) -> str:
    return f"+{v}" if v > 0 else f"\u2212{abs(v)}"  # a real minus sign


def boost_text(v: int) -> str:
    """How a boost reads on a badge: "+600", "−300"."""
    return _signed(v)


def _stars(p: QPainter, centre: QPointF, count: int, r: float, *, outline: QColor = OUTLINE) -> None:
    gap = r * 2.15
    x0 = centre.x() - gap * (count - 1) / 2
    p.save()
    p.setPen(_pen(max(1.0, r * 0.22), outline))
    p.setBrush(GOLD)
    for i in range(count):
        p.drawPath(star(x0 + i * gap, centre.y() + r * 0.08, r))
    p.restore()


def _card_path(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def card_radius(rect: QRectF) -> float:
    return max(5.0, rect.width() * 0.045)


# ---------------------------------------------------------------------------------------------
# Card face layout (the tests measure the same boxes)
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardLayout:
    """Where each part of a card face goes, and the text sizes used (size, minimum) in pixels."""

    band: QRectF
    name: QRectF
    art: QRectF
    text: QRectF  # empty when the rules text is not shown
    flavor: QRectF  # empty when the flavour is not shown
    stats: QRectF  # empty for cards without ATT/DIF
    name_size: tuple[float, float]
    text_size: tuple[float, float]
    flavor_size: tuple[float, float]


def _has_stats(face: CardFace) -> bool:
    return face.fighter or (face.type == "item" and (face.att is not None or face.dif is not None))


def card_layout(rect: QRectF, face: CardFace, detail: Detail = "table") -> CardLayout:
    """The boxes of ``face`` drawn in ``rect`` at ``detail``."""
    u = rect.width() / 100
    m = 4 * u
    x, w = rect.left() + m, rect.width() - 2 * m
    bottom = rect.bottom() - m
    empty = QRectF()
    stats = empty
    if detail == "table":
        band = QRectF(rect.left(), rect.top(), rect.width(), 19 * u)
        name = QRectF(x, band.bottom() + 1 * u, w, 37 * u)
        if _has_stats(face):
            stats = QRectF(x, bottom - 32 * u, w, 32 * u)
            art_bottom = stats.top() - 2.5 * u
        else:
            art_bottom = bottom
        art = QRectF(x, name.bottom() + 1 * u, w, max(4 * u, art_bottom - name.bottom() - 1 * u))
        text = empty
        if not face.fighter and face.text:
            text = art.adjusted(3 * u, 3 * u, -3 * u, -3 * u)
        ts = (TEXT_TABLE[0] * u, TEXT_TABLE[1] * u)
        return CardLayout(band, name, art, text, empty, stats, (NAME_TABLE[0] * u, NAME_TABLE[1] * u), ts,
                          (0.0, 0.0))
    # full
    band = QRectF(rect.left(), rect.top(), rect.width(), 13 * u)
    name_h = 19 * u
    name = QRectF(x, band.bottom() + 2 * u, w, name_h)
    if _has_stats(face):
        stats = QRectF(x, bottom - 17 * u, w, 17 * u)
        low = stats.top() - 2.5 * u
    else:
        low = bottom
    flavor = empty
    fs = (FLAVOR_FULL[0] * u, FLAVOR_FULL[1] * u)
    if face.flavor:
        fh = 11 * u
        flavor = QRectF(x + 2 * u, low - fh, w - 4 * u, fh)
        low = flavor.top() - 1.5 * u
    top = name.bottom() + 2 * u
    avail = low - top
    text = empty
    ts = (TEXT_FULL[0] * u, TEXT_FULL[1] * u)
    if face.text:
        need = text_height(face.text, w - 4 * u, ts[0]) + 2 * u
        min_art = 14 * u
        th = min(need, max(avail - min_art, avail * 0.55))
        text = QRectF(x + 2 * u, low - th, w - 4 * u, th)
        low = text.top() - 2 * u
    art = QRectF(x, top, w, max(4 * u, low - top))
    return CardLayout(band, name, art, text, flavor, stats, (NAME_FULL[0] * u, NAME_FULL[1] * u), ts, fs)


# ---------------------------------------------------------------------------------------------
# Card face
# ---------------------------------------------------------------------------------------------


def paint_card_face(p: QPainter, rect: QRectF, face: CardFace, *, detail: Detail = "table") -> None:
    """Draw ``face`` filling ``rect`` (a 63:88 card) at ``detail`` ("table" or "full")."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    u = rect.width() / 100
    radius = card_radius(rect)
    colour = type_colour(face.type)
    lay = card_layout(rect, face, detail)
    path = _card_path(rect, radius)
    # paper
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, PAPER)
    grad.setColorAt(1, theme.blend(PAPER, colour, 0.10))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawPath(path)
    p.save()
    p.setClipPath(path)
    _paint_band(p, lay.band, face, colour, detail, u)
    p.restore()
    # name
    ns, nmin = lay.name_size
    draw_text(p, lay.name, face.name, ns, weight=Weight.Bold, colour=theme.INK, align=CENTRE, wrap=True,
              minimum=nmin)
    _paint_art(p, lay, face, colour, detail, u)
    if not lay.stats.isEmpty():
        _paint_stats(p, lay.stats, face, detail, u)
    if not lay.flavor.isEmpty():
        p.setPen(_pen(max(1.0, 0.3 * u), theme.blend(colour, PAPER, 0.5)))
        y = lay.flavor.top() - 0.2 * u
        p.drawLine(QPointF(lay.flavor.left() + 12 * u, y), QPointF(lay.flavor.right() - 12 * u, y))
        draw_text(p, lay.flavor, face.flavor, lay.flavor_size[0], weight=Weight.Normal, colour=MUTED_INK,
                  align=CENTRE, wrap=True, minimum=lay.flavor_size[1])
    # border
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(max(1.5, 0.9 * u), theme.blend(colour, OUTLINE, 0.45)))
    p.drawPath(_card_path(rect.adjusted(0.45 * u, 0.45 * u, -0.45 * u, -0.45 * u), radius))
    if face.rotated:
        _paint_turned(p, rect, u, radius)
    p.restore()


def _paint_band(p: QPainter, band: QRectF, face: CardFace, colour: QColor, detail: Detail, u: float) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    grad = QLinearGradient(band.topLeft(), band.bottomLeft())
    grad.setColorAt(0, colour.lighter(115))
    grad.setColorAt(1, colour)
    p.setBrush(QBrush(grad))
    p.drawRect(band)
    p.setPen(_pen(max(1.0, 0.5 * u), colour.darker(150)))
    p.drawLine(band.bottomLeft(), band.bottomRight())
    h = band.height()
    # the icon in a white disc
    d = h * 0.86
    disc = QRectF(band.left() + h * 0.14, band.top() + (h - d) / 2, d, d)
    p.setPen(_pen(max(1.0, 0.5 * u), colour.darker(160)))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(disc)
    paint_type_icon(p, disc.adjusted(d * 0.14, d * 0.14, -d * 0.14, -d * 0.14), face.type, colour)
    right = band.right() - h * 0.18
    ink = theme.text_colour_on(colour)
    # cost in millions (a gold pill)
    if face.cost is not None:
        pw = h * (1.35 if detail == "table" else 1.45)
        pill = QRectF(right - pw, band.top() + h * 0.16, pw, h * 0.68)
        _pill(p, pill, f"{face.cost}M", GOLD, size=pill.height() * 0.72, ink=OUTLINE)
        right = pill.left() - h * 0.15
    left = disc.right() + h * 0.18
    if face.stars:
        r = h * (0.27 if detail == "table" else 0.26)
        n = max(1, min(3, face.stars))
        width = r * 2.15 * (n - 1) + 2 * r
        if detail == "table":
            cx = (left + right) / 2
        else:
            cx = right - width / 2
            right = cx - width / 2 - h * 0.15
        _stars(p, QPointF(cx, band.center().y()), n, r)
    if detail == "full":
        draw_text(p, QRectF(left, band.top(), max(1.0, right - left), h), face.type_title, h * 0.48,
                  weight=Weight.Bold, colour=ink, align=LEFT, minimum=h * 0.3)


def _paint_art(p: QPainter, lay: CardLayout, face: CardFace, colour: QColor, detail: Detail, u: float) -> None:
    art = lay.art
    if art.height() < 2 * u:
        return
    p.save()
    r = 2.5 * u
    text_inside = detail == "table" and not lay.text.isEmpty()
    # a lit stage: a spotlight falling on the type's icon
    p.setPen(_pen(max(1.0, 0.45 * u), theme.blend(colour, PAPER, 0.35)))
    glow = QRadialGradient(QPointF(art.center().x(), art.top() + art.height() * 0.2), art.width() * 0.75)
    glow.setColorAt(0, theme.blend(colour, "#ffffff", 0.93))
    glow.setColorAt(1, theme.blend(colour, PAPER, 0.72))
    p.setBrush(QBrush(glow))
    p.drawRoundedRect(art, r, r)
    p.save()
    p.setClipPath(_card_path(art, r))
    if text_inside:
        icon = art.adjusted(art.width() * 0.15, art.height() * 0.08, -art.width() * 0.15, -art.height() * 0.08)
    else:
        side = min(art.width() * 0.6, art.height() * 0.86)
        cx = art.center().x() + (art.width() * 0.22 if face.dice and detail == "full" else 0)
        icon = QRectF(cx - side / 2, art.bottom() - side - art.height() * 0.04, side, side)
    paint_faded_icon(p, icon, face.type, colour, 0.1 if text_inside else 0.42)
    p.restore()
    strip_h = (11 if detail == "table" else 8) * u
    inner = art.adjusted(1.6 * u, 1.6 * u, -1.6 * u, -1.6 * u)
    if face.item:  # the equipped item, on a strip across the top of the picture
        strip = QRectF(inner.left(), inner.top(), inner.width(), strip_h)
        inner.setTop(strip.bottom() + 1.2 * u)
        ic = type_colour("item")
        fill = theme.blend(ic, "#ffffff", 0.78)
        p.setPen(_pen(max(1.0, 0.4 * u), ic.darker(130)))
        p.setBrush(fill)
        p.drawRoundedRect(strip, strip_h / 2, strip_h / 2)
        icon = QRectF(strip.left() + strip_h * 0.12, strip.top() + strip_h * 0.1, strip_h * 0.8, strip_h * 0.8)
        paint_type_icon(p, icon, "item", ic)
        draw_text(p, QRectF(icon.right() + 1 * u, strip.top(), strip.right() - icon.right() - 2.5 * u, strip_h),
                  face.item if detail == "table" else translate("ciak", "Equipped: {item}").format(item=face.item),
                  strip_h * 0.66,
                  weight=Weight.Bold, colour=OUTLINE, align=LEFT, minimum=strip_h * 0.42)
    if not lay.text.isEmpty():
        ts, tmin = lay.text_size
        box = lay.text
        if detail == "full":
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 255, 255, 170))
            p.drawRoundedRect(box.adjusted(-1.5 * u, -1 * u, 1.5 * u, 1 * u), 1.5 * u, 1.5 * u)
            draw_text(p, box, face.text, ts, weight=Weight.Normal, colour=theme.INK, align=LEFT_TOP, wrap=True,
                      minimum=tmin)
        elif _text_fits(face.text, box, ts, tmin):
            draw_text(p, box, face.text, ts, weight=Weight.DemiBold, colour=theme.INK, align=CENTRE, wrap=True,
                      minimum=tmin)
        else:
            _paint_type_title(p, inner, face, colour, u)
    elif detail == "full" and not face.dice:
        _paint_type_title(p, inner, face, colour, u)
    # tokens: a die showing as many pips as the character has tokens (0-6), and the count
    if face.dice:
        ds = min((18 if detail == "table" else 12) * u, inner.height())
        # table: bottom left (big, under the name's eye line); full: top left, beside its caption
        die = QRectF(inner.left(), inner.bottom() - ds if detail == "table" else inner.top(), ds, ds)
        paint_die_face(p, die, face.tokens, faded=face.tokens == 0)
        if face.uid is not None or detail == "full":
            label = f"\u00d7{face.tokens}" if detail == "table" else (
                translate("ciak", "%n token(s)", n=face.tokens) if face.uid is not None
                else translate("ciak", "Dice icon: takes tokens"))
            draw_text(p, QRectF(die.right() + 1.2 * u, die.top(), inner.width() * 0.6, die.height()), label,
                      die.height() * 0.7 if detail == "table" else 5 * u, weight=Weight.Bold, colour=OUTLINE,
                      align=LEFT, minimum=die.height() * 0.35 if detail == "table" else 3.6 * u)
    p.restore()


def _text_fits(text: str, box: QRectF, size: float, minimum: float) -> bool:
    return fits(text, box.width(), size, Weight.DemiBold, minimum=minimum, height=box.height(), wrap=True)


def _paint_type_title(p: QPainter, inner: QRectF, face: CardFace, colour: QColor, u: float) -> None:
    """The type's name, small, at the bottom right of the picture (the die takes the left)."""
    h = 8 * u
    box = QRectF(inner.left() + inner.width() * 0.4, inner.bottom() - h, inner.width() * 0.6, h)
    draw_text(p, box, face.type_title, 7 * u, weight=Weight.Bold, colour=colour.darker(135), align=RIGHT,
              minimum=5 * u)


def _paint_stats(p: QPainter, rect: QRectF, face: CardFace, detail: Detail, u: float) -> None:
    """ATT and DIF cells: the value large (green when boosted, red when lowered) and the boost on a badge."""
    item = face.type == "item"
    cells: list[tuple[str, int | None, int, QColor]] = []
    if face.att is not None or not item:
        cells.append(("ATT", face.att, 0 if item else face.att_boost, ATT_TINT))  # symbols, in every language
    if face.dif is not None or not item:
        cells.append(("DIF", face.dif, 0 if item else face.dif_boost, DIF_TINT))
    gap = 3 * u
    cw = (rect.width() - gap * (len(cells) - 1)) / max(1, len(cells))
    for i, (label, value, boost, tint) in enumerate(cells):
        cell = QRectF(rect.left() + i * (cw + gap), rect.top(), cw, rect.height())
        p.setPen(_pen(max(1.2, 0.7 * u), tint.darker(115)))
        p.setBrush(theme.blend(tint, "#ffffff", 0.86))
        p.drawRoundedRect(cell, 2.5 * u, 2.5 * u)
        h = cell.height()
        pad = 1.8 * u
        if detail == "table":
            row = 11 * u
            lab = QRectF(cell.left() + pad, cell.top() + 0.8 * u, cell.width() * 0.45, row)
            badge = QRectF(cell.right() - pad - cell.width() * 0.55, cell.top() + 1.2 * u, cell.width() * 0.55,
                           row - 0.8 * u)
            num = QRectF(cell.left() + pad, cell.top() + row, cell.width() - 2 * pad, h - row - 0.6 * u)
            lab_size, num_size = 8.2 * u, 18.5 * u
        else:
            half = (h - 2 * pad) / 2
            lab = QRectF(cell.left() + pad, cell.top() + pad, cell.width() * 0.4, half)
            badge = QRectF(cell.left() + pad, lab.bottom(), cell.width() * 0.42, half)
            num = QRectF(cell.left() + cell.width() * 0.4, cell.top(), cell.width() * 0.6 - pad, h)
            lab_size, num_size = 5.4 * u, 10.5 * u
        draw_text(p, lab, label, lab_size, weight=Weight.Bold, colour=tint.darker(140), align=LEFT,
                  minimum=lab_size * 0.7)
        if value is None:
            text = "\u2014"
        elif item:
            text = _signed(value) if value else "0"
        else:
            text = str(value)
        ink = OUTLINE if boost == 0 else (BOOST_UP if boost > 0 else BOOST_DOWN)
        draw_text(p, num, text, num_size, weight=Weight.Bold, colour=ink,
                  align=CENTRE if detail == "table" else RIGHT, minimum=num_size * 0.6)
        if boost:
            bw = min(badge.width(), badge.height() * 3.2)
            pill = QRectF(badge.right() - bw if detail == "table" else badge.left(), badge.top(), bw, badge.height())
            _pill(p, pill, _signed(boost), BOOST_UP if boost > 0 else BOOST_DOWN, size=pill.height() * 0.78,
                  ink=QColor("#ffffff"))


def _paint_turned(p: QPainter, rect: QRectF, u: float, radius: float) -> None:
    """A staff member turned this turn: greyed, with a diagonal "Turned" ribbon."""
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(40, 36, 30, 95))
    p.drawPath(_card_path(rect, radius))
    p.setClipPath(_card_path(rect, radius))
    c = rect.center()
    p.translate(c)
    p.rotate(-32)
    band = QRectF(-rect.width(), -9 * u, rect.width() * 2, 18 * u)
    p.setBrush(QColor("#2b2a27"))
    p.setPen(_pen(max(1.0, 0.6 * u), GOLD))
    p.drawRect(band)
    draw_text(p, band, translate("ciak", "TURNED"), 11 * u, weight=Weight.Bold, colour=GOLD, align=CENTRE,
              minimum=7 * u)
    p.restore()


# ---------------------------------------------------------------------------------------------
# Card back
# ---------------------------------------------------------------------------------------------


def paint_card_back(p: QPainter, rect: QRectF) -> None:
    """The one Ciak! back: a film strip border, a golden reel and a clapperboard, "CIAK!" below."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    u = rect.width() / 100
    radius = card_radius(rect)
    path = _card_path(rect, radius)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor("#2b2833"))
    grad.setColorAt(1, BACK_INK)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawPath(path)
    p.setClipPath(path)
    # film-strip edges with sprocket holes
    edge = 12 * u
    p.setBrush(QColor("#0d0c10"))
    p.drawRect(QRectF(rect.left(), rect.top(), edge, rect.height()))
    p.drawRect(QRectF(rect.right() - edge, rect.top(), edge, rect.height()))
    p.setBrush(QColor("#efe6cf"))
    hole_h, step = 5 * u, 10 * u
    n = int(rect.height() // step)
    y0 = rect.top() + (rect.height() - n * step) / 2 + (step - hole_h) / 2
    for i in range(n):
        y = y0 + i * step
        for x in (rect.left() + 3 * u, rect.right() - 9 * u):
            p.drawRoundedRect(QRectF(x, y, 6 * u, hole_h), 1.2 * u, 1.2 * u)
    # a golden reel behind a clapperboard
    cx, cy = rect.center().x(), rect.top() + rect.height() * 0.42
    rr = 30 * u
    p.setBrush(GOLD)
    p.setPen(_pen(1.2 * u, QColor("#8a6a16")))
    p.drawEllipse(QPointF(cx, cy), rr, rr)
    p.setBrush(QColor("#2b2833"))
    p.setPen(Qt.PenStyle.NoPen)
    for k in range(6):
        a = k * math.pi / 3 + math.pi / 6
        p.drawEllipse(QPointF(cx + rr * 0.58 * math.cos(a), cy + rr * 0.58 * math.sin(a)), rr * 0.22, rr * 0.22)
    p.drawEllipse(QPointF(cx, cy), rr * 0.12, rr * 0.12)
    board = QRectF(cx - 21 * u, cy + 4 * u, 42 * u, 30 * u)
    p.save()
    p.translate(board.topLeft())
    p.scale(board.width() / 76, board.height() / 56)
    p.translate(-12, -34)
    _icon_ciak(p, QColor("#2b2833"))
    p.restore()
    # the word
    word = QRectF(rect.left() + edge + 2 * u, rect.top() + rect.height() * 0.74, rect.width() - 2 * edge - 4 * u,
                  17 * u)
    draw_text(p, word, "CIAK!", 16 * u, weight=Weight.Bold, colour=GOLD, align=CENTRE, minimum=8 * u)
    p.restore()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(max(1.5, 1.0 * u), GOLD))
    p.drawPath(_card_path(rect.adjusted(0.5 * u, 0.5 * u, -0.5 * u, -0.5 * u), radius))
    p.restore()


# ---------------------------------------------------------------------------------------------
# Company cards
# ---------------------------------------------------------------------------------------------

BOSS_INK = QColor("#15121c")
BOSS_RED = QColor("#7d1626")
NEUTRAL_SEAT = "#3e5266"  # a company nobody holds (the gallery): slate blue, gold pips


def paint_studio_emblem(p: QPainter, rect: QRectF, colour: QColor, boss: bool = False) -> None:
    """A sound stage with an arched roof (a studio); the boss has a globe with a crown."""
    box = _square(rect)
    p.save()
    p.translate(box.topLeft())
    p.scale(box.width() / 100, box.height() / 100)
    if boss:
        p.setPen(_pen(4))
        p.setBrush(QColor("#2f5f8a"))
        p.drawEllipse(QPointF(50, 58), 36, 36)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(_pen(3, GOLD))
        p.drawEllipse(QRectF(30, 22, 40, 72))
        p.drawLine(QPointF(14, 58), QPointF(86, 58))
        p.drawLine(QPointF(20, 40), QPointF(80, 40))
        p.drawLine(QPointF(20, 76), QPointF(80, 76))
        p.setPen(_pen(3.5))
        p.setBrush(GOLD)
        p.drawPath(_poly([(26, 24), (26, 4), (38, 14), (50, 2), (62, 14), (74, 4), (74, 24)]))
    else:
        p.setPen(_pen(4))
        p.setBrush(colour)
        roof = QPainterPath()
        roof.moveTo(10, 90)
        roof.lineTo(10, 44)
        roof.cubicTo(10, 18, 90, 18, 90, 44)
        roof.lineTo(90, 90)
        roof.closeSubpath()
        p.drawPath(roof)
        p.setBrush(QColor("#ffffff"))
        p.drawRect(QRectF(38, 60, 24, 30))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour.darker(140))
        p.drawRect(QRectF(18, 50, 12, 10))
        p.drawRect(QRectF(70, 50, 12, 10))
        p.setBrush(GOLD)
        p.setPen(_pen(2.5))
        p.drawPath(star(50, 38, 10))
    p.restore()


@dataclass(frozen=True)
class CompanyLayout:
    header: QRectF
    emblem: QRectF
    title: QRectF  # "Company" / "Boss company" in the header (portrait only; else empty)
    name: QRectF
    pips: QRectF
    art: QRectF  # a large emblem (portrait at full size only; else empty)
    text: QRectF  # empty when not shown
    flavor: QRectF  # empty when not shown
    name_size: tuple[float, float]
    text_size: tuple[float, float]
    flavor_size: tuple[float, float]

    @property
    def portrait(self) -> bool:
        return not self.title.isEmpty()


def company_layout(rect: QRectF, face: CompanyFace, detail: Detail = "table") -> CompanyLayout:
    """The boxes of a company card in ``rect``. Portrait (a card): a header with the emblem, then the
    name, the dominion pips and the ability; landscape (a table slot): the name in the header."""
    u = min(rect.width(), rect.height() / CARD_RATIO) / 100  # a card-width unit that works landscape too
    m = 4 * u
    x, w = rect.left() + m, rect.width() - 2 * m
    portrait = rect.height() > rect.width() * 1.1
    empty = QRectF()
    full = detail == "full"
    if portrait:
        hh = (12 if full else 16) * u
    else:
        hh = (16 if full else 30) * u
    header = QRectF(rect.left(), rect.top(), rect.width(), hh)
    emblem = QRectF(header.left() + 2 * u, header.top() + hh * 0.1, hh * 0.8, hh * 0.8)
    mark_w = hh * 0.9
    beside = QRectF(emblem.right() + 2 * u, header.top(), header.right() - emblem.right() - 4 * u - mark_w, hh)
    if portrait:
        title = beside
        name = QRectF(x, header.bottom() + 1.5 * u, w, (17 if full else 25) * u)
        name_size = (8.6 * u, 5.6 * u) if full else (12 * u, 6.5 * u)
        below = name.bottom() + 1.5 * u
    else:
        title = empty
        name = beside
        name_size = (7.8 * u, 5 * u) if full else (17 * u, 8 * u)
        below = header.bottom() + 2.5 * u
    total = max(face.printed or face.dominion, face.dominion, 1)
    rows = 1 if total <= 8 else 2
    ph = (12 if full else (18 if portrait else 21)) * u * (1 if rows == 1 else 1.55)
    pips = QRectF(x, below, w, ph)
    top = pips.bottom() + 3 * u
    bottom = rect.bottom() - m
    flavor = empty
    flavor_size = (4.3 * u, 3.2 * u) if full else (0.0, 0.0)
    if full and face.flavor:
        fh = 11 * u
        flavor = QRectF(x + 2 * u, bottom - fh, w - 4 * u, fh)
        bottom = flavor.top() - 2 * u
    text_size = (5.4 * u, 3.6 * u) if full else ((9 if portrait else 13) * u, 5.2 * u)
    art = empty
    text = QRectF(x + 1.5 * u, top, w - 3 * u, max(0.0, bottom - top)) if face.text else empty
    if portrait and full:
        need = text_height(face.text, w - 3 * u, text_size[0]) + 2 * u if face.text else 0.0
        avail = bottom - top
        th = min(need, max(avail - 20 * u, avail * 0.6))
        text = QRectF(x + 1.5 * u, bottom - th, w - 3 * u, th) if face.text else empty
        art = QRectF(x, top, w, max(4 * u, (text.top() if face.text else bottom) - 2.5 * u - top))
    return CompanyLayout(header, emblem, title, name, pips, art, text, flavor, name_size, text_size, flavor_size)


def paint_company(p: QPainter, rect: QRectF, face: CompanyFace, colour: QColor | str = NEUTRAL_SEAT, *,
                  detail: Detail = "table", mark: str = "", conquered: bool = False) -> None:
    """A company card: its name, ability, dominion points (pips: remaining of printed, and the number),
    residual damage. ``colour`` and ``mark`` (a ``theme.PLAYER_SHAPES`` name) are its controller's;
    ``conquered``: held by a seat that did not start with it (striped header, a flag). The boss company
    is a dark card with gold trim and a crowned globe."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    seat = QColor(colour or NEUTRAL_SEAT)
    lay = company_layout(rect, face, detail)
    u = min(rect.width(), rect.height() / CARD_RATIO) / 100
    radius = max(5.0, 4.5 * u)
    path = _card_path(rect, radius)
    boss = face.boss
    paper = QColor("#22202a") if boss else PAPER
    ink = QColor("#f4ecd6") if boss else theme.INK
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(paper)
    p.drawPath(path)
    p.save()
    p.setClipPath(path)
    head = BOSS_RED if boss else seat
    p.setBrush(head)
    p.drawRect(lay.header)
    if conquered:
        # the conqueror's colour in stripes over the header
        p.setBrush(QBrush(seat.darker(130), Qt.BrushStyle.BDiagPattern))
        p.drawRect(lay.header)
    if boss:
        p.setPen(_pen(1.2 * u, GOLD))
        p.drawLine(lay.header.bottomLeft(), lay.header.bottomRight())
    p.restore()
    # emblem
    p.setPen(_pen(0.5 * u, head.darker(160)))
    p.setBrush(QColor("#ffffff") if not boss else QColor("#efe2b8"))
    p.drawEllipse(lay.emblem)
    paint_studio_emblem(p, lay.emblem.adjusted(lay.emblem.width() * 0.15, lay.emblem.width() * 0.15,
                                          -lay.emblem.width() * 0.15, -lay.emblem.width() * 0.15), head, boss)
    if lay.portrait:
        if conquered:
            title = translate("ciak", "Conquered boss") if boss else translate("ciak", "Conquered company")
        else:
            title = translate("ciak", "Boss company") if boss else translate("ciak", "Company")
        draw_text(p, lay.title, title, lay.header.height() * 0.46,
                  weight=Weight.Bold, colour=theme.text_colour_on(head), align=LEFT, minimum=lay.header.height() * 0.3)
        draw_text(p, lay.name, face.name, lay.name_size[0], weight=Weight.Bold, colour=ink, align=CENTRE, wrap=True,
                  minimum=lay.name_size[1])
    else:
        draw_text(p, lay.name, face.name, lay.name_size[0], weight=Weight.Bold, colour=theme.text_colour_on(head),
                  align=LEFT, wrap=True, minimum=lay.name_size[1])
    if not lay.art.isEmpty():
        art = lay.art
        glow = QRadialGradient(QPointF(art.center().x(), art.top() + art.height() * 0.25), art.width() * 0.7)
        glow.setColorAt(0, QColor("#3a3350") if boss else theme.blend(head, "#ffffff", 0.9))
        glow.setColorAt(1, QColor("#1a1722") if boss else theme.blend(head, PAPER, 0.7))
        p.setPen(_pen(max(1.0, 0.45 * u), GOLD if boss else theme.blend(head, PAPER, 0.35)))
        p.setBrush(QBrush(glow))
        p.drawRoundedRect(art, 2.5 * u, 2.5 * u)
        side = min(art.width(), art.height()) * 0.8
        paint_studio_emblem(p, QRectF(art.center().x() - side / 2, art.center().y() - side / 2, side, side), head,
                            boss)
    # the controller's mark (colour never alone): on a white disc, or on a flag when conquered
    if mark:
        hh = lay.header.height()
        r = hh * 0.36
        cx, cy = lay.header.right() - hh * 0.55, lay.header.center().y()
        if conquered:
            pole = cx - r * 1.2
            p.setPen(_pen(max(1.2, hh * 0.06), "#ffffff"))
            p.drawLine(QPointF(pole, cy + hh * 0.42), QPointF(pole, cy - hh * 0.42))
            flag = QPainterPath(QPointF(pole, cy - hh * 0.42))
            flag.lineTo(pole + r * 2.3, cy - hh * 0.3)
            flag.lineTo(pole + r * 1.9, cy - hh * 0.05)
            flag.lineTo(pole + r * 2.3, cy + hh * 0.2)
            flag.lineTo(pole, cy + hh * 0.2)
            flag.closeSubpath()
            p.setPen(_pen(max(1.0, hh * 0.04), "#ffffff"))
            p.setBrush(seat)
            p.drawPath(flag)
            p.setPen(_pen(max(1.0, hh * 0.03), seat.darker(160)))
            p.setBrush(QColor("#ffffff"))
            p.drawPath(shape_path(mark, pole + r * 0.95, cy - hh * 0.11, r * 0.5))
        else:
            p.setPen(_pen(max(1.0, hh * 0.04), seat.darker(160)))
            p.setBrush(QColor("#ffffff"))
            p.drawEllipse(QPointF(cx, cy), r, r)
            p.setPen(_pen(max(1.0, hh * 0.03), seat.darker(160)))
            p.setBrush(seat)
            p.drawPath(shape_path(mark, cx, cy, r * 0.62))
    neutral = seat == QColor(NEUTRAL_SEAT)
    _paint_pips(p, lay.pips, face, GOLD if boss or neutral else seat, detail, u, ink)
    if not lay.text.isEmpty():
        ts, tmin = lay.text_size
        if detail == "full" or fits_text(face.text, lay.text, ts, tmin, Weight.Normal):
            draw_text(p, lay.text, face.text, ts, weight=Weight.Normal, colour=ink, align=LEFT_TOP, wrap=True,
                      minimum=tmin)
    if not lay.flavor.isEmpty():
        draw_text(p, lay.flavor, face.flavor, lay.flavor_size[0], colour=QColor("#c9bfa6") if boss else MUTED_INK,
                  align=CENTRE, wrap=True, minimum=lay.flavor_size[1])
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(max(1.5, (1.4 if boss else 0.9) * u), GOLD if boss else theme.blend(seat, OUTLINE, 0.45)))
    p.drawPath(_card_path(rect.adjusted(0.5 * u, 0.5 * u, -0.5 * u, -0.5 * u), radius))
    if boss:
        p.setPen(_pen(max(1.0, 0.4 * u), theme.blend(GOLD, paper, 0.4)))
        p.drawPath(_card_path(rect.adjusted(2.2 * u, 2.2 * u, -2.2 * u, -2.2 * u), radius * 0.7))
    p.restore()


def fits_text(text: str, box: QRectF, size: float, minimum: float, weight: Weight = Weight.Normal) -> bool:
    return fits(text, box.width(), size, weight, minimum=minimum, height=box.height(), wrap=True)


def _paint_pips(p: QPainter, rect: QRectF, face: CompanyFace, fill: QColor, detail: Detail, u: float,
                ink: QColor) -> None:
    total = max(face.printed or face.dominion, face.dominion, 0)
    left = max(0, face.dominion)
    # the number, big: the d20 must reach it to attack this company
    nw = rect.height() * (1.35 if total > 8 else 1.7)
    num = QRectF(rect.left(), rect.top(), nw, rect.height())
    p.setPen(_pen(max(1.0, 0.6 * u), theme.blend(fill, OUTLINE, 0.4)))
    p.setBrush(theme.blend(fill, "#ffffff", 0.75))
    p.drawRoundedRect(num, 2.5 * u, 2.5 * u)
    draw_text(p, num, str(left), num.height() * (0.7 if total <= 8 else 0.5), weight=Weight.Bold, colour=OUTLINE,
              align=CENTRE, minimum=num.height() * 0.3)
    area = QRectF(num.right() + 2.5 * u, rect.top(), rect.right() - num.right() - 2.5 * u, rect.height())
    dmg_w = 0.0
    if face.damage > 0:
        dmg_w = min(area.width() * 0.38, (24 if detail == "table" else 20) * u)
        badge = QRectF(area.right() - dmg_w, area.top() + area.height() * 0.15, dmg_w, area.height() * 0.7)
        _burst(p, badge, BOOST_DOWN)
        draw_text(p, badge.adjusted(dmg_w * 0.12, 0, -dmg_w * 0.12, 0), f"\u2212{face.damage}",
                  badge.height() * 0.5, weight=Weight.Bold, colour="#ffffff", align=CENTRE,
                  minimum=badge.height() * 0.3)
        area.setRight(badge.left() - 2 * u)
    rows = 1 if total <= 8 else 2
    per_row = math.ceil(total / rows) if total else 1
    cell = min(area.width() / per_row, area.height() / rows)
    r = cell * 0.38
    for i in range(total):
        row, col = divmod(i, per_row)
        cx = area.left() + cell * (col + 0.5)
        cy = area.top() + (area.height() - cell * rows) / 2 + cell * (row + 0.5)
        if i < left:
            p.setPen(_pen(max(1.0, r * 0.2), theme.blend(fill, OUTLINE, 0.5)))
            p.setBrush(fill)
            p.drawEllipse(QPointF(cx, cy), r, r)
        else:
            p.setPen(_pen(max(1.0, r * 0.16), theme.blend(ink, "#888888", 0.4)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(cx, cy), r * 0.8, r * 0.8)
            k = r * 0.45
            p.drawLine(QPointF(cx - k, cy - k), QPointF(cx + k, cy + k))
            p.drawLine(QPointF(cx - k, cy + k), QPointF(cx + k, cy - k))


def _burst(p: QPainter, rect: QRectF, colour: QColor) -> None:
    """A jagged damage badge."""
    p.save()
    p.setPen(_pen(max(1.0, rect.height() * 0.06), colour.darker(150)))
    p.setBrush(colour)
    path = QPainterPath()
    n = 14
    cx, cy = rect.center().x(), rect.center().y()
    for i in range(n * 2):
        a = 2 * math.pi * i / (n * 2)
        k = 1.0 if i % 2 == 0 else 0.84
        pt = QPointF(cx + rect.width() / 2 * k * math.cos(a), cy + rect.height() / 2 * k * math.sin(a))
        if i == 0:
            path.moveTo(pt)
        else:
            path.lineTo(pt)
    path.closeSubpath()
    p.drawPath(path)
    p.restore()


# ---------------------------------------------------------------------------------------------
# The d20
# ---------------------------------------------------------------------------------------------


def paint_d20(p: QPainter, rect: QRectF, value: int | None, *, colour: QColor | str = "#c0392b",
              spin: float = 0.0) -> None:
    """A twenty-sided die seen face-on (a hexagon of facets round a front triangle) showing ``value``
    (None: blank). ``spin`` (degrees) turns the die while it tumbles."""
    box = _square(rect)
    s = box.width()
    c = QColor(colour)
    cx, cy = box.center().x(), box.center().y()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(cx, cy)
    if spin:
        p.rotate(spin)
    ro, ri = s * 0.48, s * 0.3
    hexa = [QPointF(ro * math.cos(math.radians(-90 + 60 * k)), ro * math.sin(math.radians(-90 + 60 * k)))
            for k in range(6)]
    tri = [QPointF(ri * math.cos(math.radians(-90 + 120 * k)), ri * math.sin(math.radians(-90 + 120 * k)))
           for k in range(3)]
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 80))
    p.drawPolygon(QPolygonF([pt + QPointF(s * 0.02, s * 0.04) for pt in hexa]))
    outline = _pen(max(1.0, s * 0.025), c.darker(190))
    # facets round the front triangle, shaded by direction
    shades = [1.18, 0.92, 0.78, 0.7, 0.86, 1.05]
    for k in range(6):
        a, b = hexa[k], hexa[(k + 1) % 6]
        t = tri[((k + 1) // 2) % 3]
        shade = shades[k]
        p.setPen(outline)
        p.setBrush(c.lighter(int(100 * shade)) if shade >= 1 else c.darker(int(100 / shade)))
        p.drawPolygon(QPolygonF([a, b, t]))
    for j in range(3):  # the three facets that share an edge with the front face
        p.setBrush(c.darker(112) if j else c.lighter(108))
        p.drawPolygon(QPolygonF([tri[j], tri[(j + 1) % 3], hexa[2 * j + 1]]))
    p.setBrush(c.lighter(125))
    p.drawPolygon(QPolygonF(tri))
    if value is not None:
        box_t = QRectF(-ri * 0.8, -ri * 0.36, ri * 1.6, ri * 0.92)
        draw_text(p, box_t, str(value), ri * 0.86, weight=Weight.Bold, colour=theme.text_colour_on(c.lighter(125)),
                  align=CENTRE, minimum=ri * 0.4)
    p.restore()


# ---------------------------------------------------------------------------------------------
# Preview
# ---------------------------------------------------------------------------------------------


def preview_painter(face: CardFace | CompanyFace | None, *, colour: QColor | str = NEUTRAL_SEAT, mark: str = "",
                    conquered: bool = False) -> Callable[[QPainter, QRectF], None]:
    """A painter for the kit's ``PreviewItem``: the card at full detail (None: the back)."""

    def paint(p: QPainter, rect: QRectF) -> None:
        if face is None:
            paint_card_back(p, rect)
        elif isinstance(face, CompanyFace):
            paint_company(p, rect, face, colour, detail="full", mark=mark, conquered=conquered)
        else:
            paint_card_face(p, rect, face, detail="full")

    return paint


__all__ = [
    "CARD_RATIO",
    "TYPES",
    "TYPE_COLOURS",
    "CardLayout",
    "CompanyLayout",
    "boost_text",
    "card_layout",
    "company_layout",
    "paint_card_back",
    "paint_card_face",
    "paint_company",
    "paint_d20",
    "paint_die_face",
    "paint_studio_emblem",
    "paint_type_icon",
    "preview_painter",
    "type_colour",
]
