"""Original QPainter art for Telma: the 12 symbols, single and double faces, the Surto, the back.

Every symbol has its own silhouette AND its own main colour, drawn with a dark outline so it
reads on the cream card from across a table and without relying on colour. Symbols are drawn in
a 100x100 box; :func:`paint_symbol` scales them into any rectangle.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPicture,
    QPixmap,
    QPixmapCache,
    QPolygonF,
)

from gamesuite.i18n import translate
from gamesuite.ui import theme
from gamesuite.ui.scene.exact import Kept, paint_exact
from gamesuite.ui.scene.shapes import star
from gamesuite.ui.scene.text import draw_text
from gamesuite.ui.telma.presenter import CardFace

OUTLINE = QColor("#1d1c1a")
CARD_FACE = QColor("#fbf7ec")
BACK_COLOUR = QColor("#4a1d52")
SURTO_RED = QColor("#d62839")

# Main colour of every symbol (the silhouette carries the meaning; colour helps at a glance).
SYMBOL_COLOURS: dict[str, str] = {
    "anchor": "#1d3557",
    "kite": "#7b2cbf",
    "cactus": "#2d9a3a",
    "snail": "#8d5524",
    "teapot": "#0f9b8e",
    "lighthouse": "#e63946",
    "umbrella": "#3a86ff",
    "pineapple": "#fb8500",
    "feather": "#a8dadc",
    "bicycle": "#2b2d42",
    "crown": "#ffc300",
    "octopus": "#ff4d8d",
}


def _pen(width: float = 3.0, colour: QColor | str = OUTLINE) -> QPen:
    pen = QPen(QColor(colour), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _fill(p: QPainter, path: QPainterPath, colour: QColor | str, outline: float = 3.0) -> None:
    p.setBrush(QBrush(QColor(colour)))
    p.setPen(_pen(outline) if outline > 0 else Qt.PenStyle.NoPen)
    p.drawPath(path)


def _poly(points: Sequence[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


# ---------------------------------------------------------------------------------------------
# The 12 symbols, each in a 100x100 box
# ---------------------------------------------------------------------------------------------


def _anchor(p: QPainter) -> None:
    c = QColor(SYMBOL_COLOURS["anchor"])
    # shank and arms as a thick stroke, outlined by drawing twice
    body = QPainterPath()
    body.moveTo(50, 24)
    body.lineTo(50, 86)
    arc = QPainterPath()
    arc.moveTo(18, 58)
    arc.cubicTo(20, 84, 40, 90, 50, 90)
    arc.cubicTo(60, 90, 80, 84, 82, 58)
    stock = QPainterPath()
    stock.moveTo(32, 34)
    stock.lineTo(68, 34)
    for path in (body, arc, stock):
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(_pen(14, OUTLINE))
        p.drawPath(path)
    for path in (body, arc, stock):
        p.setPen(_pen(8, c))
        p.drawPath(path)
    # flukes (arrow tips) on both arms
    _fill(p, _poly([(9, 62), (20, 47), (28, 63)]), c)
    _fill(p, _poly([(91, 62), (80, 47), (72, 63)]), c)
    # ring
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(13, OUTLINE))
    p.drawEllipse(QPointF(50, 16), 8, 8)
    p.setPen(_pen(7, c))
    p.drawEllipse(QPointF(50, 16), 8, 8)


def _kite(p: QPainter) -> None:
    c = QColor(SYMBOL_COLOURS["kite"])
    # tail first (behind)
    tail = QPainterPath()
    tail.moveTo(56, 66)
    tail.cubicTo(66, 78, 48, 84, 60, 96)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(3))
    p.drawPath(tail)
    for x, y in ((60, 76), (54, 88)):
        _fill(p, _poly([(x - 8, y - 5), (x + 8, y + 5), (x + 8, y - 5), (x - 8, y + 5)]), "#ffd166", 2)
    top, right, bottom, left = (38, 4), (82, 28), (56, 66), (14, 36)
    centre = (47, 33)
    _fill(p, _poly([top, right, bottom, left]), c)
    # two-tone quarters
    _fill(p, _poly([top, right, centre]), c.lighter(150), 0)
    _fill(p, _poly([bottom, left, centre]), c.lighter(150), 0)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(3))
    p.drawPath(_poly([top, right, bottom, left]))
    p.setPen(_pen(2.5))
    p.drawLine(QPointF(*top), QPointF(*bottom))
    p.drawLine(QPointF(*left), QPointF(*right))


def _cactus(p: QPainter) -> None:
    c = QColor(SYMBOL_COLOURS["cactus"])
    path = QPainterPath()
    path.addRoundedRect(QRectF(40, 8, 22, 78), 11, 11)
    left = QPainterPath()
    left.addRoundedRect(QRectF(18, 26, 14, 34), 7, 7)
    left_join = QPainterPath()
    left_join.addRoundedRect(QRectF(18, 48, 30, 13), 6.5, 6.5)
    right = QPainterPath()
    right.addRoundedRect(QRectF(70, 18, 14, 32), 7, 7)
    right_join = QPainterPath()
    right_join.addRoundedRect(QRectF(54, 38, 30, 13), 6.5, 6.5)
    shape = path.united(left).united(left_join).united(right).united(right_join)
    _fill(p, shape, c)
    p.setPen(_pen(2, c.lighter(160)))
    for x in (47, 55):
        p.drawLine(QPointF(x, 18), QPointF(x, 80))
    # pot
    _fill(p, _poly([(28, 80), (74, 80), (68, 97), (34, 97)]), "#c8553d")
    _fill(p, _poly([(25, 76), (77, 76), (77, 84), (25, 84)]), "#e07a5f")


def _snail(p: QPainter) -> None:
    shell = QColor(SYMBOL_COLOURS["snail"])
    body = QPainterPath()
    body.moveTo(8, 84)
    body.cubicTo(10, 74, 60, 74, 78, 72)
    body.cubicTo(86, 60, 84, 44, 90, 40)
    body.cubicTo(98, 44, 96, 70, 94, 84)
    body.closeSubpath()
    _fill(p, body, "#e9c46a")
    # eye stalks
    p.setPen(_pen(3))
    p.drawLine(QPointF(88, 44), QPointF(82, 24))
    p.drawLine(QPointF(92, 44), QPointF(96, 26))
    p.setBrush(OUTLINE)
    p.drawEllipse(QPointF(82, 23), 3.5, 3.5)
    p.drawEllipse(QPointF(96, 25), 3.5, 3.5)
    # shell with a spiral
    _fill(p, _circle(44, 48, 30), shell)
    spiral = QPainterPath()
    cx, cy = 44.0, 48.0
    for i in range(0, 220):
        a = i / 18.0
        r = 2 + a * 2.2
        pt = QPointF(cx + r * math.cos(a), cy + r * math.sin(a))
        if i == 0:
            spiral.moveTo(pt)
        else:
            spiral.lineTo(pt)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(4, shell.lighter(175)))
    p.drawPath(spiral)


def _circle(cx: float, cy: float, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), r, r)
    return path


def _teapot(p: QPainter) -> None:
    c = QColor(SYMBOL_COLOURS["teapot"])
    # handle (a ring on the left)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(12))
    p.drawEllipse(QRectF(8, 38, 26, 32))
    p.setPen(_pen(6, c))
    p.drawEllipse(QRectF(8, 38, 26, 32))
    # spout
    spout = QPainterPath()
    spout.moveTo(66, 62)
    spout.cubicTo(78, 60, 82, 44, 94, 34)
    spout.lineTo(97, 40)
    spout.cubicTo(88, 52, 84, 72, 68, 78)
    spout.closeSubpath()
    _fill(p, spout, c)
    # body
    body = QPainterPath()
    body.addEllipse(QRectF(20, 34, 54, 52))
    _fill(p, body, c)
    _fill(p, _poly([(26, 84), (68, 84), (64, 92), (30, 92)]), c.darker(130))
    # lid and knob
    lid = QPainterPath()
    lid.addRoundedRect(QRectF(30, 26, 34, 11), 5, 5)
    _fill(p, lid, c.lighter(130))
    _fill(p, _circle(47, 21, 6), c.lighter(130))
    # a band
    p.setPen(_pen(3, "#ffffff"))
    p.drawArc(QRectF(24, 40, 46, 44), 200 * 16, 140 * 16)


def _lighthouse(p: QPainter) -> None:
    red = QColor(SYMBOL_COLOURS["lighthouse"])
    # light rays
    _fill(p, _poly([(50, 18), (6, 8), (6, 26)]), "#ffd166", 0)
    _fill(p, _poly([(50, 18), (94, 8), (94, 26)]), "#ffd166", 0)
    tower = _poly([(36, 34), (64, 34), (72, 92), (28, 92)])
    _fill(p, tower, "#ffffff")
    p.save()
    p.setClipPath(tower)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(red)
    p.drawRect(QRectF(20, 44, 60, 12))
    p.drawRect(QRectF(20, 68, 60, 12))
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(3))
    p.drawPath(tower)
    # lantern room and roof
    _fill(p, _poly([(38, 14), (62, 14), (62, 34), (38, 34)]), "#ffd166")
    _fill(p, _poly([(34, 14), (66, 14), (50, 2)]), red)
    _fill(p, _poly([(32, 32), (68, 32), (68, 37), (32, 37)]), "#3b3a36")
    # door
    door = QPainterPath()
    door.addRoundedRect(QRectF(45, 80, 10, 12), 4, 4)
    _fill(p, door, "#3b3a36", 0)


def _umbrella(p: QPainter) -> None:
    c = QColor(SYMBOL_COLOURS["umbrella"])
    # handle
    handle = QPainterPath()
    handle.moveTo(50, 50)
    handle.lineTo(50, 84)
    handle.cubicTo(50, 96, 32, 96, 32, 84)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(10))
    p.drawPath(handle)
    p.setPen(_pen(5, "#6b4f3a"))
    p.drawPath(handle)
    # canopy with a scalloped edge
    canopy = QPainterPath()
    canopy.moveTo(6, 52)
    canopy.cubicTo(8, 20, 30, 8, 50, 8)
    canopy.cubicTo(70, 8, 92, 20, 94, 52)
    xs = [94, 72, 50, 28, 6]
    for i in range(4):
        a, b = xs[i], xs[i + 1]
        canopy.quadTo((a + b) / 2, 40, b, 52)
    canopy.closeSubpath()
    _fill(p, canopy, c)
    p.setPen(_pen(2.5, c.lighter(160)))
    for x in (28, 50, 72):
        p.drawLine(QPointF(50, 12), QPointF(x, 46))
    _fill(p, _circle(50, 7, 3.5), OUTLINE, 0)


def _pineapple(p: QPainter) -> None:
    c = QColor(SYMBOL_COLOURS["pineapple"])
    green = QColor("#2d9a3a")
    for pts in (
        [(50, 2), (42, 32), (58, 32)],
        [(30, 10), (40, 34), (50, 30)],
        [(70, 10), (60, 34), (50, 30)],
        [(22, 24), (38, 36), (44, 32)],
        [(78, 24), (62, 36), (56, 32)],
    ):
        _fill(p, _poly(pts), green, 2.5)
    body = QPainterPath()
    body.addEllipse(QRectF(24, 30, 52, 66))
    _fill(p, body, c)
    p.save()
    p.setClipPath(body)
    p.setPen(_pen(2.5, c.darker(150)))
    for k in range(-4, 6):
        p.drawLine(QPointF(14 + k * 12, 30), QPointF(74 + k * 12, 100))
        p.drawLine(QPointF(86 - k * 12, 30), QPointF(26 - k * 12, 100))
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(3))
    p.drawPath(body)


def _feather(p: QPainter) -> None:
    c = QColor(SYMBOL_COLOURS["feather"])
    vane = QPainterPath()
    vane.moveTo(84, 6)
    vane.cubicTo(98, 30, 74, 64, 30, 80)
    vane.cubicTo(22, 70, 20, 60, 24, 54)
    vane.cubicTo(40, 30, 60, 12, 84, 6)
    vane.closeSubpath()
    _fill(p, vane, c)
    # notches in the vane
    p.setPen(_pen(3, CARD_FACE))
    p.drawLine(QPointF(62, 40), QPointF(80, 38))
    p.drawLine(QPointF(46, 56), QPointF(38, 44))
    # barbs
    p.setPen(_pen(1.8, c.darker(160)))
    for t in (0.2, 0.35, 0.5, 0.65, 0.8):
        x = 84 - t * 60
        y = 6 + t * 78
        p.drawLine(QPointF(x, y), QPointF(x + 10, y - 2))
        p.drawLine(QPointF(x, y), QPointF(x - 6, y - 10))
    # quill
    quill = QPainterPath()
    quill.moveTo(84, 6)
    quill.cubicTo(64, 40, 40, 70, 12, 96)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(4.5))
    p.drawPath(quill)


def _bicycle(p: QPainter) -> None:
    c = QColor(SYMBOL_COLOURS["bicycle"])
    red = QColor("#e63946")
    for cx in (24, 76):
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(_pen(7, c))
        p.drawEllipse(QPointF(cx, 66), 20, 20)
        p.setPen(_pen(1.5, c))
        for k in range(6):
            a = k * math.pi / 3
            p.drawLine(QPointF(cx, 66), QPointF(cx + 18 * math.cos(a), 66 + 18 * math.sin(a)))
    frame = QPainterPath()
    frame.moveTo(24, 66)
    frame.lineTo(44, 40)
    frame.lineTo(70, 40)
    frame.lineTo(50, 66)
    frame.closeSubpath()
    frame.moveTo(44, 40)
    frame.lineTo(40, 30)
    frame.moveTo(70, 40)
    frame.lineTo(76, 66)
    frame.moveTo(70, 40)
    frame.lineTo(66, 26)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(9))
    p.drawPath(frame)
    p.setPen(_pen(5, red))
    p.drawPath(frame)
    # saddle and handlebar
    _fill(p, _poly([(32, 26), (48, 26), (46, 32), (34, 31)]), c, 2)
    p.setPen(_pen(5, c))
    p.drawLine(QPointF(60, 24), QPointF(74, 24))


def _crown(p: QPainter) -> None:
    c = QColor(SYMBOL_COLOURS["crown"])
    body = _poly([(10, 30), (30, 56), (50, 18), (70, 56), (90, 30), (82, 80), (18, 80)])
    _fill(p, body, c)
    band = QPainterPath()
    band.addRoundedRect(QRectF(16, 74, 68, 16), 4, 4)
    _fill(p, band, c.darker(120))
    for x, y in ((10, 28), (50, 16), (90, 28)):
        _fill(p, _circle(x, y, 6), c, 2.5)
    for x, colour in ((32, "#e63946"), (50, "#3a86ff"), (68, "#e63946")):
        _fill(p, _circle(x, 82, 4.5), colour, 2)


def _octopus(p: QPainter) -> None:
    c = QColor(SYMBOL_COLOURS["octopus"])
    # tentacles
    p.setBrush(Qt.BrushStyle.NoBrush)
    tentacles = []
    for k, (x0, dx) in enumerate(((30, -20), (42, -10), (58, 10), (70, 20))):
        t = QPainterPath()
        t.moveTo(x0, 56)
        sway = 10 if k % 2 == 0 else -10
        t.cubicTo(x0 + dx * 0.3 + sway, 72, x0 + dx - sway, 80, x0 + dx, 94)
        tentacles.append(t)
    for t in tentacles:
        p.setPen(_pen(14))
        p.drawPath(t)
    for t in tentacles:
        p.setPen(_pen(8, c))
        p.drawPath(t)
    head = QPainterPath()
    head.moveTo(22, 60)
    head.cubicTo(14, 20, 34, 6, 50, 6)
    head.cubicTo(66, 6, 86, 20, 78, 60)
    head.cubicTo(66, 68, 34, 68, 22, 60)
    head.closeSubpath()
    _fill(p, head, c)
    # eyes
    for x in (38, 62):
        _fill(p, _circle(x, 38, 7), "#ffffff", 2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(OUTLINE)
        p.drawEllipse(QPointF(x + 1.5, 39), 3.5, 3.5)
    _fill(p, _circle(34, 18, 3), c.lighter(140), 0)


SYMBOL_PAINTERS: Mapping[str, Callable[[QPainter], None]] = {
    "anchor": _anchor,
    "kite": _kite,
    "cactus": _cactus,
    "snail": _snail,
    "teapot": _teapot,
    "lighthouse": _lighthouse,
    "umbrella": _umbrella,
    "pineapple": _pineapple,
    "feather": _feather,
    "bicycle": _bicycle,
    "crown": _crown,
    "octopus": _octopus,
}


def paint_symbol(p: QPainter, symbol: str, rect: QRectF) -> None:
    """Draw ``symbol`` scaled into the square centred in ``rect``."""
    side = min(rect.width(), rect.height())
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    p.scale(side / 100.0, side / 100.0)
    painter = SYMBOL_PAINTERS.get(symbol)
    if painter is None:
        p.setPen(_pen(4))
        p.setBrush(QColor("#cccccc"))
        p.drawEllipse(QRectF(20, 20, 60, 60))
    else:
        painter(p)
    p.restore()


# ---------------------------------------------------------------------------------------------
# Marks, faces and the back
# ---------------------------------------------------------------------------------------------


def paint_cross_mark(p: QPainter, centre: QPointF, r: float) -> None:
    """The circled cross: the cards taken out for a faster game with 4 or 5 players."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor("#ffffff"))
    p.setPen(_pen(max(1.5, r * 0.2)))
    p.drawEllipse(centre, r, r)
    arm = r * 0.6
    p.setPen(_pen(max(1.5, r * 0.26)))
    p.drawLine(QPointF(centre.x() - arm, centre.y()), QPointF(centre.x() + arm, centre.y()))
    p.drawLine(QPointF(centre.x(), centre.y() - arm), QPointF(centre.x(), centre.y() + arm))
    p.restore()


def paint_surto(p: QPainter, rect: QRectF) -> None:
    """Telma in full outbreak: a burst, a wide-open shout and wild hair (original drawing)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = rect.width(), rect.height()
    inner = rect.adjusted(w * 0.05, w * 0.05, -w * 0.05, -w * 0.05)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#ffd166"))
    p.drawRoundedRect(inner, w * 0.06, w * 0.06)
    cx, cy = rect.center().x(), rect.top() + h * 0.44
    # burst
    burst = QPainterPath()
    spikes = 14
    for i in range(spikes * 2):
        rr = (w * 0.46) if i % 2 == 0 else (w * 0.3)
        a = -math.pi / 2 + math.pi * i / spikes
        pt = QPointF(cx + rr * math.cos(a), cy + rr * math.sin(a))
        if i == 0:
            burst.moveTo(pt)
        else:
            burst.lineTo(pt)
    burst.closeSubpath()
    p.setBrush(SURTO_RED)
    p.setPen(_pen(w * 0.015))
    p.drawPath(burst)
    s = w * 0.0085  # one unit of the face drawing
    p.translate(cx, cy)
    p.scale(s, s)
    # hair: purple curls around the head
    p.setPen(_pen(3))
    p.setBrush(QColor("#5a189a"))
    for k in range(11):
        a = math.pi * (0.95 + 1.1 * k / 10)
        p.drawEllipse(QPointF(26 * math.cos(a), 26 * math.sin(a) - 4), 11, 11)
    # face
    p.setBrush(QColor("#f4c9a0"))
    p.drawEllipse(QPointF(0, 2), 24, 27)
    # eyes screwed shut (two chevrons) and brows
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(3))
    p.drawPolyline(QPolygonF([QPointF(-15, -6), QPointF(-8, -2), QPointF(-15, 2)]))
    p.drawPolyline(QPolygonF([QPointF(15, -6), QPointF(8, -2), QPointF(15, 2)]))
    # shouting mouth
    p.setBrush(QColor("#7a1020"))
    p.drawEllipse(QPointF(0, 15), 9, 11)
    p.setBrush(QColor("#ff8fa3"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(QPointF(0, 21), 5, 3)
    # shout lines
    p.setPen(_pen(3.5))
    for a in (-0.5, 0.0, 0.5):
        x0, y0 = 30 * math.cos(a), 30 * math.sin(a) + 8
        p.drawLine(QPointF(x0 + 10, y0), QPointF(x0 + 20, y0 + 8 * math.sin(a)))
        p.drawLine(QPointF(-x0 - 10, y0), QPointF(-x0 - 20, y0 + 8 * math.sin(a)))
    p.restore()
    # the word
    p.save()
    p.setPen(OUTLINE)
    word = translate("telma", "SURTO!")
    font = theme.font(w * 0.2, theme.QFont.Weight.Bold)
    wide = QFontMetricsF(font).horizontalAdvance(word)
    if wide > w * 0.94:  # a longer word in another language: smaller, never cut
        font = theme.font(w * 0.2 * w * 0.94 / wide, theme.QFont.Weight.Bold)
    p.setFont(font)
    p.drawText(QRectF(rect.left(), rect.top() + h * 0.76, w, h * 0.18), Qt.AlignmentFlag.AlignCenter, word)
    p.restore()


def paint_face(p: QPainter, rect: QRectF, card: CardFace, *, caption: bool = True) -> None:
    """A card's face: one symbol, two symbols, or the Surto; the name under the symbols."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.width()
    p.setPen(_pen(max(1.5, w * 0.012)))
    p.setBrush(CARD_FACE)
    p.drawRoundedRect(rect, w * 0.08, w * 0.08)
    _paint_face_art(p, rect, card, caption)
    p.restore()


def paint_face_inside(p: QPainter, rect: QRectF, card: CardFace, *, caption: bool = True,
                      kept_symbols: bool = False) -> None:
    """:func:`paint_face` without its rim (:func:`paint_face_rim`): the fill and everything on it. The art keeps
    off the rim, so this and then the rim are the pixels of :func:`paint_face`, also when this part is drawn
    into a pixmap of its own and copied (every soft edge in it lies on the opaque fill, but the fill's own).
    ``kept_symbols``: a single symbol is copied from :func:`_copy_symbol` (for a card lying still)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.width()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(CARD_FACE)
    p.drawRoundedRect(rect, w * 0.08, w * 0.08)
    _paint_face_art(p, rect, card, caption, kept_symbols)
    p.restore()


def paint_face_rim(p: QPainter, rect: QRectF) -> None:
    """The face's outline (see :func:`paint_face_inside`)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.width()
    p.setPen(_pen(max(1.5, w * 0.012)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect, w * 0.08, w * 0.08)
    p.restore()


SYMBOL_REACH = 0.03  # of a symbol's side: its art reaches 0.8 % past its box (snail, octopus), its soft edge 1 px


def _copy_symbol(p: QPainter, symbol: str, area: QRectF) -> bool:
    """:func:`paint_symbol` onto a face's opaque fill, copied: the symbol drawn once onto the fill's colour (its
    box and reach, rounded out to whole pixels) at the painter's scale and the exact part of a pixel the box falls
    on, kept in Qt's pixmap cache, then copied 1:1. The pixels of drawing it: every one of them lies on the opaque
    fill either way (the box with its reach keeps clear of the rim and of anything drawn before it), so the copy
    is the fill plus the symbol's strokes, blended in the same order at the same places. False, and nothing
    drawn, unless the painter is a plain scale of a raster device at full opacity.

    Why: a revealed card's face is new to its card item, but its symbol is one of twelve at one of the table's
    few places (a station's top card, the centre): a single card's face costs 0.3-0.9 ms, mostly its symbol."""
    if isinstance(p.device(), QPicture) or p.opacity() != 1.0:
        return False
    reach = area.width() * SYMBOL_REACH
    return paint_exact(p, area.adjusted(-reach, -reach, reach, reach),
                       ("telma-symbol", symbol, area.x(), area.y(), area.width()), _kept_symbol, _keep_symbol,
                       lambda lp: paint_symbol(lp, symbol, area), fill=CARD_FACE, pad=0)


_symbol_offsets: dict[str, tuple[int, int]] = {}  # a kept symbol's offset from its whole pixel (its pixmap: Qt's cache)


def _kept_symbol(full: tuple[Hashable, ...]) -> Kept | None:
    key = repr(full)
    pix = QPixmap()
    offset = _symbol_offsets.get(key)
    if offset is None or not QPixmapCache.find(key, pix):
        return None
    return pix, offset[0], offset[1]


def _keep_symbol(full: tuple[Hashable, ...], found: Kept) -> None:
    key = repr(full)
    QPixmapCache.insert(key, found[0])
    _symbol_offsets[key] = found[1], found[2]


def _paint_face_art(p: QPainter, rect: QRectF, card: CardFace, caption: bool, kept_symbols: bool = False) -> None:
    w, h = rect.width(), rect.height()
    symbols = card.symbols
    if card.surto:
        paint_surto(p, rect)
    elif len(symbols) == 1:
        side = w * 0.84
        area = QRectF(rect.center().x() - side / 2, rect.top() + (h * (0.86 if caption else 1.0) - side) / 2,
                      side, side)
        if not (kept_symbols and _copy_symbol(p, symbols[0], area)):
            paint_symbol(p, symbols[0], area)
    elif len(symbols) == 2:
        side = min(w * 0.62, h * (0.42 if caption else 0.47))
        top = QRectF(rect.center().x() - side / 2, rect.top() + h * 0.05, side, side)
        bottom = QRectF(rect.center().x() - side / 2, rect.top() + h * (0.48 if caption else 0.51), side, side)
        paint_symbol(p, symbols[0], top)
        paint_symbol(p, symbols[1], bottom)
        p.setPen(QPen(QColor(0, 0, 0, 60), max(1.0, w * 0.01), Qt.PenStyle.DashLine))
        y = (top.bottom() + bottom.top()) / 2
        p.drawLine(QPointF(rect.left() + w * 0.12, y), QPointF(rect.right() - w * 0.12, y))
    if caption and symbols:
        draw_text(p, QRectF(rect.left() + 4, rect.bottom() - h * 0.13, w - 8, h * 0.11), card.name,
                  w * (0.11 if len(symbols) == 1 else 0.085), weight=theme.QFont.Weight.DemiBold, colour="#3b3a36",
                  align=Qt.AlignmentFlag.AlignCenter)
    if card.cross:
        r = w * 0.075
        paint_cross_mark(p, QPointF(rect.right() - r * 1.6, rect.top() + r * 1.6), r)


def face_painter(card: CardFace, *, caption: bool = True) -> Callable[[QPainter, QRectF], None]:
    """A CardItem face painter for ``card``."""
    return partial(paint_face, card=card, caption=caption)


def paint_back(p: QPainter, rect: QRectF) -> None:
    """Telma's card back: plum with a ring of small stars and a big T."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.width()
    p.setPen(_pen(max(2.0, w * 0.02), "#f4eedf"))
    p.setBrush(BACK_COLOUR)
    p.drawRoundedRect(rect, w * 0.08, w * 0.08)
    inner = rect.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08)
    p.setPen(_pen(max(1.0, w * 0.012), BACK_COLOUR.lighter(170)))
    p.setBrush(BACK_COLOUR.darker(115))
    p.drawRoundedRect(inner, w * 0.05, w * 0.05)
    c = inner.center()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#ffd166"))
    for k in range(10):
        a = 2 * math.pi * k / 10
        r = w * 0.3
        p.drawPath(star(c.x() + r * math.cos(a), c.y() + r * 1.25 * math.sin(a), w * 0.04))
    p.setPen(QColor("#f4eedf"))
    p.setFont(theme.font(w * 0.34, theme.QFont.Weight.Bold))
    p.drawText(inner, Qt.AlignmentFlag.AlignCenter, "T")
    p.restore()
