"""The Lollywood map: a hill-side backlot town at sunset with the eleven studios of the rulebook's key.

Original art: a sky, two hills with the LOLLYWOOD sign on the left one, the boss's glass towers on the
right hilltop (Malvagie Compagnie Straniere, key 5), a boulevard and a winding road, and ten studio
lots (sound stages with arched roofs) in two rows, numbered and named as the key prints them.

A studio in play is painted in its controller's colour AND marked with the controller's shape
(``theme.PLAYER_SHAPES``): its own company wears the mark on a round badge; a conquered one flies the
conqueror's flag and its lot is striped. Studios not in play are pale and dashed. Each lot in play shows
its dominion points left. :meth:`LollywoodMap.show_conquest` animates the moment a studio falls (the flag
rises, a ring pulses; ~600 ms, instant under reduce motion). The model is Qt-free
(:class:`gamesuite.ui.ciak.faces.MapModel`, built by ``map_model(view)``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator

from PySide6.QtCore import QEasingCurve, QMarginsF, QPointF, QRectF, QSizeF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.ciak.artcache import art_transform, draw_art, draw_layer
from gamesuite.ui.ciak.faces import MapModel, Studio, empty_map
from gamesuite.ui.scene.animation import reduce_motion, track
from gamesuite.ui.scene.exact import scratch_painter
from gamesuite.ui.scene.item import Geometry, KitItem, paint_soft_shadow
from gamesuite.ui.scene.shapes import shape_path, star
from gamesuite.ui.scene.text import CENTRE, Weight, draw_text

OUTLINE = QColor("#1d1c1a")
GOLD = QColor("#e2b53c")
IDLE = QColor("#b9b2a3")
GROUND = QColor("#eadfbd")
ROAD = QColor("#c9b68a")

# Lots as fractions of the map (x, y, w, h), by key number. Row one 1-4 and 6, row two 7-11, the boss on
# the hilltop.
_ROW_A, _ROW_B, _H = 0.395, 0.69, 0.285
_XS = (0.012, 0.21, 0.408, 0.606, 0.804)
_W = 0.184
LOTS: dict[int, tuple[float, float, float, float]] = {
    1: (_XS[0], _ROW_A, _W, _H), 2: (_XS[1], _ROW_A, _W, _H), 3: (_XS[2], _ROW_A, _W, _H),
    4: (_XS[3], _ROW_A, _W, _H), 6: (_XS[4], _ROW_A, _W, _H),
    7: (_XS[0], _ROW_B, _W, _H), 8: (_XS[1], _ROW_B, _W, _H), 9: (_XS[2], _ROW_B, _W, _H),
    10: (_XS[3], _ROW_B, _W, _H), 11: (_XS[4], _ROW_B, _W, _H),
    5: (0.60, 0.025, 0.25, 0.345),
}


def seat_mark(seat: int | None) -> str:
    """The shape that marks ``seat`` (colour never alone)."""
    return theme.PLAYER_SHAPES[seat % len(theme.PLAYER_SHAPES)] if seat is not None and seat >= 0 else ""


def lot_rect(rect: QRectF, number: int) -> QRectF:
    """Where studio ``number`` of the key lies in a map drawn in ``rect``."""
    x, y, w, h = LOTS[number]
    return QRectF(rect.left() + x * rect.width(), rect.top() + y * rect.height(), w * rect.width(),
                  h * rect.height())


def _pen(width: float, colour: QColor | str = OUTLINE) -> QPen:
    pen = QPen(QColor(colour), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


# ---------------------------------------------------------------------------------------------
# Scenery
# ---------------------------------------------------------------------------------------------


def _scenery(p: QPainter, rect: QRectF) -> None:
    x0, y0, w, h = rect.left(), rect.top(), rect.width(), rect.height()

    def pt(fx: float, fy: float) -> QPointF:
        return QPointF(x0 + fx * w, y0 + fy * h)

    sky = QLinearGradient(pt(0, 0), pt(0, 0.4))
    sky.setColorAt(0, QColor("#1f2f63"))
    sky.setColorAt(0.6, QColor("#8a4f7d"))
    sky.setColorAt(1, QColor("#f0a35e"))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(sky))
    p.drawRect(QRectF(x0, y0, w, h * 0.42))
    # a setting sun and a few early stars
    sun = QRadialGradient(pt(0.5, 0.33), h * 0.16)
    sun.setColorAt(0, QColor(255, 226, 150, 255))
    sun.setColorAt(0.55, QColor(255, 190, 110, 200))
    sun.setColorAt(1, QColor(255, 170, 90, 0))
    p.setBrush(QBrush(sun))
    p.drawEllipse(pt(0.5, 0.33), h * 0.16, h * 0.16)
    p.setBrush(QColor(255, 248, 220, 190))
    for fx, fy in ((0.08, 0.05), (0.2, 0.12), (0.36, 0.04), (0.47, 0.1), (0.93, 0.06), (0.55, 0.03)):
        p.drawPath(star(x0 + fx * w, y0 + fy * h, h * 0.009 + 1.2, 4, 0.35))
    # far hill (left, with the sign) and the boss's hill (right)
    far = QPainterPath(pt(0, 0.42))
    far.lineTo(pt(0, 0.2))
    far.cubicTo(pt(0.12, 0.1), pt(0.3, 0.12), pt(0.42, 0.26))
    far.cubicTo(pt(0.5, 0.34), pt(0.56, 0.3), pt(0.62, 0.18))
    far.cubicTo(pt(0.7, 0.04), pt(0.86, 0.04), pt(0.94, 0.16))
    far.cubicTo(pt(0.97, 0.2), pt(1, 0.22), pt(1, 0.24))
    far.lineTo(pt(1, 0.42))
    far.closeSubpath()
    p.setBrush(QColor("#5d7b4f"))
    p.drawPath(far)
    near = QPainterPath(pt(0, 0.44))
    near.lineTo(pt(0, 0.3))
    near.cubicTo(pt(0.15, 0.26), pt(0.3, 0.3), pt(0.45, 0.36))
    near.cubicTo(pt(0.6, 0.4), pt(0.8, 0.33), pt(1, 0.36))
    near.lineTo(pt(1, 0.44))
    near.closeSubpath()
    p.setBrush(QColor("#7f9f5c"))
    p.drawPath(near)
    # the backlot ground
    ground = QLinearGradient(pt(0, 0.38), pt(0, 1))
    ground.setColorAt(0, GROUND.darker(104))
    ground.setColorAt(1, GROUND)
    p.setBrush(QBrush(ground))
    p.drawRect(QRectF(x0, y0 + h * 0.385, w, h * 0.615))
    # roads: the boulevard between the rows and the road up the hill to the towers
    road_w = max(4.0, h * 0.03)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(road_w, ROAD))
    blvd_y = (_ROW_A + _H + _ROW_B) / 2
    p.drawLine(pt(0, blvd_y), pt(1, blvd_y))
    up = QPainterPath(pt(0.5, blvd_y))
    up.cubicTo(pt(0.51, 0.5), pt(0.58, 0.44), pt(0.6, 0.4))
    up.cubicTo(pt(0.64, 0.34), pt(0.68, 0.36), pt(0.7, 0.33))
    p.drawPath(up)
    dash = _pen(max(1.0, road_w * 0.18), QColor(255, 255, 255, 200))
    dash.setStyle(Qt.PenStyle.DashLine)
    p.setPen(dash)
    p.drawLine(pt(0, blvd_y), pt(1, blvd_y))
    # the LOLLYWOOD sign on the left hill, each letter on its own post
    word = "LOLLYWOOD"
    lx, ly, lw = 0.05, 0.13, 0.4
    step = lw / len(word)
    size = h * 0.085
    for i, ch in enumerate(word):
        fx = lx + i * step
        t = i / (len(word) - 1)
        fy = ly - 0.025 * math.sin(t * math.pi * 0.8) + 0.05 * t * t
        box = QRectF(x0 + fx * w, y0 + fy * h, step * w, size * 1.1)
        p.setPen(_pen(max(1.0, h * 0.004), QColor("#d8d2c0")))
        p.drawLine(QPointF(box.center().x() - box.width() * 0.2, box.bottom() - 1),
                   QPointF(box.center().x() - box.width() * 0.2, box.bottom() + h * 0.03))
        p.drawLine(QPointF(box.center().x() + box.width() * 0.2, box.bottom() - 1),
                   QPointF(box.center().x() + box.width() * 0.2, box.bottom() + h * 0.03))
        draw_text(p, box.translated(h * 0.004, h * 0.005), ch, size, weight=Weight.Bold, colour="#3b4a35",
                  align=CENTRE, minimum=size * 0.5)
        draw_text(p, box, ch, size, weight=Weight.Bold, colour="#fbf8ef", align=CENTRE, minimum=size * 0.5)
    # a few palms on the near hill
    for fx, fy in ((0.455, 0.375), (0.49, 0.385), (0.97, 0.37)):
        _palm(p, pt(fx, fy), h * 0.1)


def _palm(p: QPainter, base: QPointF, size: float) -> None:
    p.save()
    p.setPen(_pen(max(1.0, size * 0.08), QColor("#7a5a36")))
    top = QPointF(base.x() + size * 0.12, base.y() - size)
    trunk = QPainterPath(base)
    trunk.quadTo(QPointF(base.x() - size * 0.05, base.y() - size * 0.5), top)
    p.drawPath(trunk)
    p.setPen(_pen(max(1.0, size * 0.09), QColor("#2f6b3a")))
    for a in (-160, -120, -60, -20, 20, 200):
        rad = math.radians(a)
        end = QPointF(top.x() + size * 0.42 * math.cos(rad), top.y() + size * 0.3 * math.sin(rad) + size * 0.12)
        leaf = QPainterPath(top)
        leaf.quadTo(QPointF((top.x() + end.x()) / 2, top.y() - size * 0.12), end)
        p.drawPath(leaf)
    p.restore()


# ---------------------------------------------------------------------------------------------
# Lots
# ---------------------------------------------------------------------------------------------


def _stage(p: QPainter, r: QRectF, fill: QColor) -> QRectF:
    """A sound stage with an arched roof filling ``r``; returns the roof's top-centre box for a mark."""
    path = QPainterPath()
    path.moveTo(r.left(), r.bottom())
    path.lineTo(r.left(), r.top() + r.height() * 0.42)
    path.cubicTo(QPointF(r.left(), r.top() - r.height() * 0.02), QPointF(r.right(), r.top() - r.height() * 0.02),
                 QPointF(r.right(), r.top() + r.height() * 0.42))
    path.lineTo(r.right(), r.bottom())
    path.closeSubpath()
    p.setPen(_pen(max(1.0, r.height() * 0.04), fill.darker(170)))
    p.setBrush(fill)
    p.drawPath(path)
    # roof ribs and a big door
    p.setPen(_pen(max(0.8, r.height() * 0.025), fill.darker(125)))
    for k in (0.3, 0.5, 0.7):
        p.drawLine(QPointF(r.left() + r.width() * k, r.top() + r.height() * 0.12),
                   QPointF(r.left() + r.width() * k, r.top() + r.height() * 0.4))
    door = QRectF(r.center().x() - r.width() * 0.14, r.top() + r.height() * 0.56, r.width() * 0.28, r.height() * 0.44)
    p.setPen(_pen(max(0.8, r.height() * 0.03), fill.darker(170)))
    p.setBrush(theme.blend(fill, "#ffffff", 0.55))
    p.drawRect(door)
    side = r.height() * 0.62
    return QRectF(r.center().x() - side / 2, r.top() - side * 0.2, side, side)


def _towers(p: QPainter, r: QRectF, trim: QColor) -> QRectF:
    """The boss's glass towers (three, the middle one crowned); returns the crown box for a mark."""
    dark = QColor("#221d2e")
    widths = (0.26, 0.32, 0.26)
    heights = (0.62, 0.92, 0.72)
    x = r.left() + r.width() * 0.04
    crown = QRectF()
    for i, (fw, fh) in enumerate(zip(widths, heights, strict=True)):
        tw, th = r.width() * fw, r.height() * fh
        tower = QRectF(x, r.bottom() - th, tw, th)
        p.setPen(_pen(max(1.0, r.height() * 0.025), trim))
        p.setBrush(dark)
        p.drawRect(tower)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(226, 181, 60, 150))
        rows = max(2, int(th / (r.height() * 0.12)))
        for j in range(rows):
            for k in range(2):
                p.drawRect(QRectF(tower.left() + tw * (0.18 + k * 0.42), tower.top() + th * (0.1 + j * 0.8 / rows),
                                  tw * 0.22, th * 0.4 / rows))
        if i == 1:
            side = r.height() * 0.34
            crown = QRectF(tower.center().x() - side / 2, tower.top() - side * 0.75, side, side)
        x += tw + r.width() * 0.04
    return crown


def _lot(p: QPainter, r: QRectF, s: Studio, model: MapModel, *, raise_flag: float = 1.0) -> None:
    h = r.height()
    live = s.in_play
    colour = QColor(model.colour_of(s.controller) or "#777777") if live else IDLE
    p.save()
    if not live:
        p.setOpacity(0.72)
    # the ground plate
    plate = QPainterPath()
    plate.addRoundedRect(r, h * 0.08, h * 0.08)
    pen = _pen(max(1.0, h * 0.02), QColor("#8f7e57") if live else QColor("#9d9684"))
    if not live:
        pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(QColor("#f6eed6") if live else QColor("#e2dccb"))
    p.drawPath(plate)
    if s.conquered:
        p.save()
        p.setClipPath(plate)
        p.setPen(Qt.PenStyle.NoPen)
        stripe = QColor(colour)
        stripe.setAlpha(70)
        p.setBrush(QBrush(stripe, Qt.BrushStyle.BDiagPattern))
        p.drawRect(r)
        p.restore()
    name_h = h * (0.36 if not s.boss else 0.26)
    body = QRectF(r.left() + r.width() * 0.1, r.top() + h * 0.22, r.width() * 0.8, h - name_h - h * 0.24)
    if s.boss:
        body = QRectF(r.left() + r.width() * 0.26, r.top() + h * 0.12, r.width() * 0.48, h - name_h - h * 0.14)
        mark_box = _towers(p, body, GOLD if not live else theme.blend(colour, GOLD, 0.35))
    else:
        mark_box = _stage(p, body, colour)
    # key number
    d = h * (0.22 if not s.boss else 0.17)
    plaque = QRectF(r.left() + h * 0.04, r.top() + h * 0.04, d, d)
    p.setPen(_pen(max(1.0, h * 0.018)))
    p.setBrush(QColor("#ffffff"))
    p.drawEllipse(plaque)
    draw_text(p, plaque, str(s.number), d * 0.62, weight=Weight.Bold, colour=OUTLINE, align=CENTRE,
              minimum=d * 0.4)
    # name
    name = QRectF(r.left() + r.width() * 0.04, r.bottom() - name_h, r.width() * 0.92, name_h * 0.96)
    draw_text(p, name, s.name, name_h * 0.42, weight=Weight.Bold, colour=OUTLINE if live else QColor("#4b463c"),
              align=CENTRE, wrap=True, minimum=max(7.0, name_h * 0.26))
    if live:
        # dominion points left (of printed)
        bw, bh = h * 0.36, h * 0.2
        badge = QRectF(r.right() - bw - h * 0.04, r.top() + h * 0.05, bw, bh)
        p.setPen(_pen(max(1.0, h * 0.015), QColor("#8a6a16")))
        p.setBrush(GOLD if s.dominion > 0 else QColor("#9b9b9b"))
        p.drawRoundedRect(badge, bh / 2, bh / 2)
        draw_text(p, badge, str(s.dominion), bh * 0.78, weight=Weight.Bold, colour=OUTLINE, align=CENTRE,
                  minimum=bh * 0.45)
        mark = seat_mark(s.controller)
        if s.conquered:
            _flag(p, mark_box, colour, mark, raise_flag)
        elif mark:
            c = mark_box.center()
            rr = mark_box.height() * 0.42
            p.setPen(_pen(max(1.0, rr * 0.14)))
            p.setBrush(QColor("#ffffff"))
            p.drawEllipse(c, rr, rr)
            p.setPen(_pen(max(1.0, rr * 0.08)))
            p.setBrush(colour)
            p.drawPath(shape_path(mark, c.x(), c.y(), rr * 0.6))
    p.restore()


def _flag(p: QPainter, box: QRectF, colour: QColor, mark: str, rise: float) -> None:
    """The conqueror's flag planted on the roof: a pole and a pennant with their shape."""
    base = QPointF(box.center().x() - box.width() * 0.5, box.bottom())
    pole_h = box.height() * 1.5
    top = QPointF(base.x(), base.y() - pole_h)
    p.setPen(_pen(max(1.2, box.height() * 0.08), QColor("#3b342a")))
    p.drawLine(base, top)
    fh = box.height() * 0.8
    fw = box.height() * 1.0
    y = top.y() + (pole_h - fh) * (1 - max(0.0, min(1.0, rise)))
    flag = QPainterPath(QPointF(top.x(), y))
    flag.lineTo(top.x() + fw, y + fh * 0.12)
    flag.lineTo(top.x() + fw * 0.86, y + fh * 0.5)
    flag.lineTo(top.x() + fw, y + fh * 0.88)
    flag.lineTo(top.x(), y + fh)
    flag.closeSubpath()
    p.setPen(_pen(max(1.0, box.height() * 0.05), "#ffffff"))
    p.setBrush(colour)
    p.drawPath(flag)
    if mark:
        p.setPen(_pen(max(0.8, box.height() * 0.04), colour.darker(160)))
        p.setBrush(QColor("#ffffff"))
        p.drawPath(shape_path(mark, top.x() + fw * 0.42, y + fh / 2, fh * 0.28))


def _layers(rect: QRectF, frame: QPainterPath, model: MapModel, conquest: str | None = None,
            progress: float = 1.0) -> Iterator[tuple[Hashable, QRectF, Callable[[QPainter], None], bool]]:
    """The map's layers in paint order: (key, area, draw, drawn directly). The scenery, then each lot; a flag rising
    (every frame differs) and a conquered lot (its stripes are a pattern brush) are drawn directly."""

    def scenery(lp: QPainter) -> None:
        lp.setClipPath(frame)
        _scenery(lp, rect)

    yield ("scenery", rect.width(), rect.height()), rect.adjusted(-2, -2, 2, 2), scenery, False
    for s in model.studios:
        if s.number not in LOTS:
            continue
        r = lot_rect(rect, s.number)
        flag = progress if s.id == conquest else 1.0

        def lot(lp: QPainter, r: QRectF = r, s: Studio = s, flag: float = flag) -> None:
            _lot(lp, r, s, model, raise_flag=flag)

        key = ("lot", s, model.colour_of(s.controller), r.x(), r.y(), r.width(), r.height())
        # what a lot draws outside its plate: the plate's outline, and the conqueror's flag on the boss's crown
        area = r.adjusted(-3, -3 - r.height() * 0.15, 3, 3)
        yield key, area, lot, flag < 1.0 or s.conquered


def paint_map(p: QPainter, rect: QRectF, model: MapModel, *, conquest: str | None = None,
              progress: float = 1.0) -> None:
    """The whole map in ``rect``; ``conquest``/``progress`` (0-1) draw the moment a studio falls."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = min(rect.width(), rect.height()) * 0.04
    frame = QPainterPath()
    frame.addRoundedRect(rect, radius, radius)

    # The scenery and each lot are layers kept apart (artcache.draw_layer): the map is drawn again when a studio
    # loses a point or changes hands, and that redrew all of it (~10 ms at 1080p, in the move that did it); now
    # only the lot that changed is drawn. The lots lie well inside the rounded corners, so they need no clip.
    for layer, area, draw, direct in _layers(rect, frame, model, conquest, progress):
        if direct or not draw_layer(p, layer, area, draw):
            p.save()
            draw(p)
            p.restore()
    p.setClipPath(frame)
    for s in model.studios:  # the pulse goes over the neighbouring lots
        if s.id == conquest and progress < 1.0 and s.number in LOTS:
            r = lot_rect(rect, s.number)
            c = QColor(model.colour_of(s.controller) or theme.HIGHLIGHT)
            for k in (0.0, 0.35):
                t = max(0.0, min(1.0, (progress - k) / 0.65))
                if 0 < t < 1:
                    c.setAlpha(int(230 * (1 - t)))
                    p.setPen(_pen(max(2.0, r.height() * 0.06), c))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    grow = r.height() * 0.45 * t
                    p.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), r.height() * 0.1 + grow,
                                      r.height() * 0.1 + grow)
    p.setClipping(False)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(max(2.0, rect.height() * 0.008), QColor("#2b2a27")))
    p.drawPath(frame)
    p.restore()


MARGINS = QMarginsF(6, 6, 6, 8)  # how far the map item's art reaches outside its rect (the soft shadow)


def map_ahead(width: float, height: float, device: QTransform, model: MapModel | None = None, *,
              whole: bool = True) -> Iterator[None]:
    """Draw ahead, one piece of idle work at a time (a layer each, ~1-4 ms), the art a map item of ``width`` x
    ``height`` will copy from the art cache when it is painted with the device transform ``device`` (its scene
    position times the view's transform, as the table's view will be): the scenery, each lot of ``model`` (every
    studio as not in play: which are in play depends on the game's seed), and the whole map of ``model`` (unless
    not ``whole``: a model that is only one seed's, whose lots in play are wanted, not its whole map). The
    pieces draw exactly what the item's first paint would (the same keys: scale and part of a pixel), so that
    paint copies them; a paint at another scale or offset does not find them and draws as before."""
    model = model if model is not None else empty_map()
    item = LollywoodMap("ahead", width, height, model)
    rect = QRectF(0, 0, width, height)
    area = rect.marginsAdded(MARGINS)
    if device.type().value > QTransform.TransformationType.TxScale.value or device.m11() <= 0 \
            or device.m11() != device.m22():
        return
    inner = art_transform(device, area)  # the painter draw_art gives the map's art
    radius = min(rect.width(), rect.height()) * 0.04
    frame = QPainterPath()
    frame.addRoundedRect(rect, radius, radius)
    for layer, layer_area, draw, direct in _layers(rect, frame, model):  # (their copies dropped: the art cache kept)
        if direct:
            continue
        with scratch_painter(inner, QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing) as p:
            draw_layer(p, layer, layer_area, draw)
        yield
    if not whole:
        return
    with scratch_painter(device) as p:
        item.paint(p, QStyleOptionGraphicsItem(), None)  # the whole map from its layers, kept as its paint keeps it


class LollywoodMap(KitItem):
    """The map as a table item (origin: top-left). Model: :class:`MapModel`; the table sizes it."""

    CONQUEST_MS = 600
    DRAWN_FLAGS = frozenset[str]()  # its paint reads no state flag
    w = Geometry()
    h = Geometry()

    def __init__(self, key: object = "map", width: float = 700.0, height: float = 400.0,
                 model: MapModel | None = None) -> None:
        super().__init__(key)
        self.w = width
        self.h = height
        self._conquest: str | None = None
        self._progress = 1.0
        self._anim: QVariantAnimation | None = None
        self.apply(model if model is not None else empty_map())

    def bounds(self) -> QRectF:
        return QRectF(-6, -6, self.w + 12, self.h + 14)

    def footprint(self) -> QSizeF:
        return QSizeF(self.w, self.h)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self.update()

    def studio_rect(self, company_id: str) -> QRectF | None:
        """The lot of a studio, in item coordinates (for a floating text or an arrow)."""
        s = self.model.studio(company_id) if isinstance(self.model, MapModel) else None
        return lot_rect(QRectF(0, 0, self.w, self.h), s.number) if s is not None else None

    def studio_at(self, point: QPointF) -> str | None:
        """The company id of the lot under ``point`` (item coordinates), e.g. to preview its company."""
        if not isinstance(self.model, MapModel):
            return None
        rect = QRectF(0, 0, self.w, self.h)
        return next((s.id for s in self.model.studios if s.number in LOTS and lot_rect(rect, s.number).contains(point)),
                    None)

    @property
    def animating(self) -> bool:
        return self._anim is not None

    def show_conquest(self, company_id: str) -> None:
        """Animate the fall of ``company_id`` (its flag rises, rings pulse): ~600 ms, instant under reduce
        motion or off the table. Call it after applying the model in which the studio is conquered."""
        self._stop()
        if reduce_motion() or self.scene() is None:
            self._conquest, self._progress = None, 1.0
            self.update()
            return
        self._conquest, self._progress = company_id, 0.0
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self.CONQUEST_MS)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(v: float) -> None:
            self._progress = float(v)
            self.update()

        def done() -> None:
            self._conquest, self._progress, self._anim = None, 1.0, None
            self.update()

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._anim = anim
        track(anim)
        anim.start()

    def _stop(self) -> None:
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()
            self._conquest, self._progress = None, 1.0

    def finish_animations(self) -> None:
        super().finish_animations()
        if self._anim is not None:
            self._anim.setCurrentTime(self._anim.duration())
            self._anim.stop()
            self._anim.finished.emit()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not isinstance(self.model, MapModel):
            return
        rect = QRectF(0, 0, self.w, self.h)
        model = self.model
        if self._conquest is not None:  # a studio falling: every frame differs
            paint_soft_shadow(painter, rect, min(self.w, self.h) * 0.04)
            paint_map(painter, rect, model, conquest=self._conquest, progress=self._progress)
            return

        def art(p: QPainter, box: QRectF) -> None:
            paint_soft_shadow(p, box, min(box.width(), box.height()) * 0.04)
            paint_map(p, box, model)

        draw_art(painter, self, rect, ("map", model, self.w, self.h), art, margins=MARGINS)
