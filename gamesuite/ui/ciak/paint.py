"""Small QPainter drawings the Ciak! table needs besides the card art (``art.py``): the coin of the
millions counter, an item's tab under its character, and a conquered company's chip. Original shapes only.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen

from gamesuite.ui import theme
from gamesuite.ui.ciak.art import paint_type_icon, type_colour
from gamesuite.ui.ciak.faces import CardFace, CompanyFace
from gamesuite.ui.scene.shapes import shape_path
from gamesuite.ui.scene.text import CENTRE, LEFT, draw_text, fits

Weight = QFont.Weight
INK = QColor("#1d1c1a")
MUTED = QColor("#55524a")
UP = QColor("#1f7a45")
DOWN = QColor("#b3261e")
PAPER = QColor("#fbf6e9")
Painter = Callable[[QPainter, QRectF], None]


def paint_coin(p: QPainter, c: QPointF, r: float, text: str) -> None:
    """A gold coin with ``text`` on it (the millions)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#7a5a10"), max(1.0, r * 0.12)))
    grad = QLinearGradient(c.x(), c.y() - r, c.x(), c.y() + r)
    grad.setColorAt(0, QColor("#ffe28a"))
    grad.setColorAt(1, QColor("#d9a520"))
    p.setBrush(QBrush(grad))
    p.drawEllipse(c, r, r)
    draw_text(p, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), text, r * 1.15, weight=Weight.Bold, colour="#3a2a05",
              align=CENTRE)
    p.restore()


def _signed(v: int) -> str:
    return f"+{v}" if v > 0 else str(v)


def paint_item_tab(p: QPainter, rect: QRectF, face: CardFace) -> None:
    """An item as the tab under the character it is equipped to: its icon, name and bonus."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    col = type_colour("item")
    p.setPen(QPen(col.darker(140), 1.5))
    p.setBrush(theme.blend(col, PAPER, 0.78))
    p.drawRoundedRect(rect, 6, 6)
    h = rect.height()
    paint_type_icon(p, QRectF(rect.left() + 3, rect.top() + 3, h - 6, h - 6), "item", col)
    att, dif = int(face.att or 0), int(face.dif or 0)
    if att and dif:
        text = f"{_signed(att)} / {_signed(dif)}"
    elif att or dif:
        text = f"{_signed(att or dif)} {'ATT' if att else 'DIF'}"  # the cards' own symbols, in every language
    else:
        text = face.name  # the name is on the character's own strip; a bonus-less item shows it here too
    draw_text(p, QRectF(rect.left() + h, rect.top(), rect.width() - h - 4, h), text, h * 0.5,
              weight=Weight.DemiBold, colour=INK, align=LEFT, minimum=h * 0.3)
    p.restore()


CHIP_NAME_SIZES = (22.0, 20.0)  # a captured company's name: one line at the first, else two lines at the second


def chip_name_box(rect: QRectF) -> QRectF:
    """Where a captured company's chip writes its name: right of the flag band."""
    band = chip_band(rect)
    return QRectF(band.right() + 5, rect.top() + 1, rect.right() - band.right() - 8, rect.height() - 2)


def chip_band(rect: QRectF) -> QRectF:
    """A captured company's chip's band in its controller's colour (their mark on it)."""
    return QRectF(rect.left(), rect.top(), min(26.0, rect.height() * 0.5), rect.height())


def paint_chip(p: QPainter, rect: QRectF, face: CompanyFace, colour: str, mark: str = "") -> None:
    """A conquered company held by another player: a band in their colour with their mark on a white flag, then its
    name on plain paper, on one line at 22 units or two at 20 (the names run to "Paramountain Pictures"; stripes under
    the name made it hard to read). Its points show only while it has some left (a defeated company has none)."""
    col = QColor(colour or "#8d8677")
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath()
    path.addRoundedRect(rect, 8, 8)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(PAPER)
    p.drawPath(path)
    p.setClipPath(path)
    band = chip_band(rect)
    p.setBrush(col)
    p.drawRect(band)
    p.setBrush(QBrush(col.darker(130), Qt.BrushStyle.BDiagPattern))  # conquered: the stripes, on the band only
    p.drawRect(band)
    p.setClipping(False)
    c = band.center()
    if face.dominion > 0:
        draw_text(p, band, str(face.dominion), band.width() * 0.6, weight=Weight.Bold,
                  colour=theme.text_colour_on(col), align=CENTRE)
    elif mark:
        r = band.width() * 0.4
        p.setPen(QPen(col.darker(160), 1.2))
        p.setBrush(QColor("#ffffff"))
        p.drawEllipse(c, r, r)
        p.setBrush(col)
        p.drawPath(shape_path(mark, c.x(), c.y(), r * 0.62))
    box = chip_name_box(rect)
    one, two = CHIP_NAME_SIZES
    if fits(face.name, box.width(), one, Weight.Bold, minimum=one):
        draw_text(p, box, face.name, one, weight=Weight.Bold, colour=INK, align=LEFT, minimum=one)
    else:
        draw_text(p, box, face.name, two, weight=Weight.Bold, colour=INK, align=LEFT, wrap=True, minimum=two)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(col.darker(140), 2))
    p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)
    p.restore()
