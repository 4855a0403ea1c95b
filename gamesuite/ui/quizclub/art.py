"""Quiz Club's original QPainter art: the eight character portraits and their emblems, the portraits of the
characters packs bring (drawn from a few parameters, or the pack's checked PNG), the starting player card,
the round-type icons and the category colours.

Everything is drawn in a 100 x 100 unit box and scaled, so the same drawing serves a 40 px
badge in the asker's panel and a 200 px character card on the table.

A pack's character (an expansion's) is looked up by id in the installed packs
(``gamesuite.content.pack_characters``, read again by :func:`refresh_pack_characters` when a game or the
setup page opens): ``portrait`` parameters are drawn by :func:`parametric_look`, a PNG is decoded once with
the size checks of ``gamesuite.content.images`` and drawn scaled. A character no installed pack knows (a
saved game whose pack was removed) gets a plain drawn portrait in her card colour.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap

from gamesuite.i18n import translate
from gamesuite.ui import theme
from gamesuite.ui.quizclub.presenter import player_shape
from gamesuite.ui.scene.shapes import shape_path, star
from gamesuite.ui.scene.text import fit_font

# ---------------------------------------------------------------------------------- colours

CATEGORY_COLOURS: dict[str, str] = {
    "sports": "#2e7d4f",
    "games": "#7a4fb0",
    "flora_fauna": "#4f8f2f",
    "mathematics": "#2f5fa8",
    "politics_history": "#8a5a2b",
    "biology_medicine": "#b2434f",
    "society": "#c0582f",
    "economics": "#2f7f86",
    "art_music_media": "#a8407f",
    "science_technology": "#3d5a80",
    "language": "#8c6d1f",
    "food_drink": "#b5651d",
    "geography_travel": "#1f7fa8",
    "literature": "#6a4c93",
}
COOPERATIVE = QColor("#3f9a63")
COMPETITIVE = QColor("#d9742b")
CORRECT = QColor("#2f8f57")
WRONG = QColor("#c8453b")

CHARACTER_BLURBS: dict[str, str] = {
    "lisa": "the agile activist",
    "bernd": "the rough rock 'n' roller",
    "esther": "the clever artist",
    "torben": "the worldly wellness expert",
    "marike": "the inquisitive astronaut",
    "emma": "the cheerful gamer",
    "gregori": "the eloquent scientist",
    "arnold": "the sharp-witted craftsman",
}


def category_colour(category: str) -> QColor:
    return QColor(CATEGORY_COLOURS.get(category, "#4b5a55"))


# ---------------------------------------------------------------------------------- helpers


def _ellipse(p: QPainter, cx: float, cy: float, rx: float, ry: float, fill: QColor | str,
             pen: QPen | None = None) -> None:
    p.setPen(pen if pen is not None else Qt.PenStyle.NoPen)
    p.setBrush(QColor(fill))
    p.drawEllipse(QPointF(cx, cy), rx, ry)


def _rect(p: QPainter, x: float, y: float, w: float, h: float, fill: QColor | str, radius: float = 0) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(fill))
    p.drawRoundedRect(QRectF(x, y, w, h), radius, radius)


def _outline(colour: QColor | str = "#2a211b", width: float = 1.6) -> QPen:
    pen = QPen(QColor(colour), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _triangle(x1: float, y1: float, x2: float, y2: float, x3: float, y3: float) -> QPainterPath:
    # (QPainter.drawPolygon with a Python list mishandles a reference in PySide6 6.12: use a path.)
    path = QPainterPath()
    path.moveTo(x1, y1)
    path.lineTo(x2, y2)
    path.lineTo(x3, y3)
    path.closeSubpath()
    return path


def _shoulders(p: QPainter, colour: QColor | str) -> None:
    path = QPainterPath()
    path.moveTo(8, 104)
    path.cubicTo(10, 80, 28, 72, 50, 72)
    path.cubicTo(72, 72, 90, 80, 92, 104)
    path.closeSubpath()
    p.setPen(_outline(QColor(colour).darker(160), 1.4))
    p.setBrush(QColor(colour))
    p.drawPath(path)


def _neck(p: QPainter, skin: str) -> None:
    _rect(p, 43, 58, 14, 18, QColor(skin).darker(112), 4)


def _head(p: QPainter, skin: str, *, ears: bool = True) -> None:
    if ears:
        _ellipse(p, 32.5, 47, 3.5, 5, QColor(skin).darker(108))
        _ellipse(p, 67.5, 47, 3.5, 5, QColor(skin).darker(108))
    _ellipse(p, 50, 45, 17, 20, skin, _outline(QColor(skin).darker(150), 1.2))


def _face(p: QPainter, *, eyes: bool = True, smile: bool = True, cheeks: str | None = None) -> None:
    if eyes:
        _ellipse(p, 43.5, 45, 2.1, 2.4, "#2a211b")
        _ellipse(p, 56.5, 45, 2.1, 2.4, "#2a211b")
    if cheeks:
        c = QColor(cheeks)
        c.setAlpha(110)
        _ellipse(p, 40, 52, 3.2, 2, c)
        _ellipse(p, 60, 52, 3.2, 2, c)
    if smile:
        p.setPen(_outline("#5a2e22", 1.8))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawArc(QRectF(44, 48, 12, 9), 200 * 16, 140 * 16)


def _chord_top(p: QPainter, colour: str, rect: QRectF, start: float = 0, span: float = 180) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(colour))
    p.drawChord(rect, int(start * 16), int(span * 16))


# ---------------------------------------------------------------------------------- the eight characters


def _lisa(p: QPainter) -> None:
    hair = "#9a4a24"
    _rect(p, 30, 26, 40, 50, hair, 18)  # long hair behind
    _shoulders(p, "#3f8f4e")
    _neck(p, "#f1c7a2")
    _head(p, "#f1c7a2")
    _chord_top(p, hair, QRectF(32, 24, 36, 30), 0, 180)
    _chord_top(p, hair, QRectF(30, 28, 22, 26), 60, 150)
    p.setPen(QPen(QColor("#62c46f"), 4.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(32, 25, 36, 26), 15 * 16, 150 * 16)  # headband
    _face(p, cheeks="#e0736a")
    # a small leaf pin on the shirt
    p.save()
    p.translate(60, 86)
    p.scale(0.14, 0.14)
    p.translate(-50, -50)
    _leaf(p)
    p.restore()


def _bernd(p: QPainter) -> None:
    _shoulders(p, "#232323")
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#f4f4f4"))
    p.drawPath(_triangle(42, 73, 58, 73, 50, 92))
    p.setPen(_outline("#555555", 1.4))
    p.drawLine(QPointF(42, 73), QPointF(36, 96))
    p.drawLine(QPointF(58, 73), QPointF(64, 96))
    _neck(p, "#f0c19c")
    _head(p, "#f0c19c")
    _rect(p, 32.5, 38, 4, 16, "#1b1b1b", 2)  # sideburns
    _rect(p, 63.5, 38, 4, 16, "#1b1b1b", 2)
    _ellipse(p, 48, 28, 20, 9, "#1b1b1b")  # quiff
    _ellipse(p, 58, 23, 14, 9, "#262626")
    p.setPen(QPen(QColor("#4a4a4a"), 1.2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(46, 17, 22, 12), 20 * 16, 140 * 16)
    _rect(p, 36.5, 41, 12, 8, "#111111", 3)  # sunglasses
    _rect(p, 51.5, 41, 12, 8, "#111111", 3)
    p.setPen(_outline("#111111", 1.6))
    p.drawLine(QPointF(48.5, 44), QPointF(51.5, 44))
    _face(p, eyes=False)


def _esther(p: QPainter) -> None:
    hair = "#1f1a1c"
    _rect(p, 29, 30, 42, 36, hair, 12)  # bob
    # striped top
    p.save()
    clip = QPainterPath()
    clip.moveTo(8, 104)
    clip.cubicTo(10, 80, 28, 72, 50, 72)
    clip.cubicTo(72, 72, 90, 80, 92, 104)
    clip.closeSubpath()
    _shoulders(p, "#23325e")
    p.setClipPath(clip)
    for y in range(78, 104, 7):
        _rect(p, 0, y, 100, 3, "#f2efe6")
    p.restore()
    _neck(p, "#b57a52")
    _head(p, "#b57a52", ears=False)
    _chord_top(p, hair, QRectF(32, 26, 36, 28), 0, 180)
    p.save()  # beret
    p.translate(50, 27)
    p.rotate(-12)
    _ellipse(p, 0, 0, 23, 8, "#c2312f", _outline("#7d1f1e", 1.2))
    _ellipse(p, 2, -8, 2.5, 2.5, "#c2312f")
    p.restore()
    _face(p, cheeks="#d2624f")
    _ellipse(p, 36, 55, 1.8, 1.8, "#e8c04a")  # earring


def _torben(p: QPainter) -> None:
    _shoulders(p, "#f3efe4")
    p.setPen(_outline("#b8b0a0", 1.3))
    p.drawLine(QPointF(50, 74), QPointF(44, 90))
    p.drawLine(QPointF(50, 74), QPointF(56, 90))
    _neck(p, "#c98e5a")
    _head(p, "#c98e5a")
    beard = "#d8b25a"
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(beard))
    p.drawChord(QRectF(33, 32, 34, 34), 195 * 16, 150 * 16)  # full beard
    _chord_top(p, beard, QRectF(33, 25, 34, 22), 0, 180)  # short hair
    _face(p, smile=False)
    _ellipse(p, 50, 55, 6, 3.2, "#7a3b22")  # open smile in the beard
    _ellipse(p, 50, 54, 5, 1.5, "#f4efe6")
    # a sweatband, for the niche sports
    _rect(p, 33, 32, 34, 4.5, "#e0593a", 2)


def _marike(p: QPainter) -> None:
    _shoulders(p, "#e9eef2")
    _ellipse(p, 50, 74, 16, 5, "#9aa7b1")  # suit collar ring
    _rect(p, 60, 82, 10, 7, "#3d7dd8", 1.5)  # mission patch
    _neck(p, "#f2cfae")
    _head(p, "#f2cfae")
    _chord_top(p, "#6b4630", QRectF(33, 25, 34, 24), 0, 180)
    _face(p)
    # helmet glass
    glass = QColor("#bfe3ff")
    glass.setAlpha(70)
    p.setPen(QPen(QColor("#d9dee3"), 3.2))
    p.setBrush(glass)
    p.drawEllipse(QPointF(50, 46), 29, 30)
    p.setPen(QPen(QColor(255, 255, 255, 200), 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(27, 22, 46, 46), 105 * 16, 50 * 16)


def _emma(p: QPainter) -> None:
    hair = "#8a46b8"
    _shoulders(p, "#2a9d8f")
    p.setPen(_outline("#f2efe6", 1.4))
    p.drawLine(QPointF(45, 76), QPointF(44, 90))
    p.drawLine(QPointF(55, 76), QPointF(56, 90))
    _neck(p, "#d9a066")
    _ellipse(p, 34, 27, 8, 8, hair)  # buns
    _ellipse(p, 66, 27, 8, 8, hair)
    _head(p, "#d9a066", ears=False)
    _chord_top(p, hair, QRectF(33, 25, 34, 26), 0, 180)
    _face(p, cheeks="#d96a6a")
    p.setPen(QPen(QColor("#2c2c2c"), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))  # headphones
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(30, 21, 40, 40), 10 * 16, 160 * 16)
    _rect(p, 27, 39, 9, 16, "#f2b134", 4)
    _rect(p, 64, 39, 9, 16, "#f2b134", 4)


def _gregori(p: QPainter) -> None:
    _shoulders(p, "#f7f7f5")
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#4f7fbf"))
    p.drawPath(_triangle(43, 73, 57, 73, 50, 88))
    p.setPen(_outline("#a9a9a4", 1.4))
    p.drawLine(QPointF(43, 73), QPointF(38, 100))
    p.drawLine(QPointF(57, 73), QPointF(62, 100))
    _rect(p, 63, 82, 3, 10, "#c8453b", 1)  # pen in the pocket
    _neck(p, "#f0c8a0")
    _head(p, "#f0c8a0")
    for cx, sign in ((32, -1), (68, 1)):  # wild grey hair at the sides
        for k in range(3):
            _ellipse(p, cx + sign * 2, 30 + k * 7, 7, 5, "#cfcfcf")
    _face(p)
    p.setPen(_outline("#333333", 1.6))  # round glasses
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(43.5, 45), 5.8, 5.8)
    p.drawEllipse(QPointF(56.5, 45), 5.8, 5.8)
    p.drawLine(QPointF(49.3, 45), QPointF(50.7, 45))


def _arnold(p: QPainter) -> None:
    _shoulders(p, "#b23a3a")
    p.setPen(QPen(QColor("#8e2b2b"), 1))
    for x in range(14, 90, 8):
        p.drawLine(QPointF(x, 80), QPointF(x, 104))
    _rect(p, 36, 84, 28, 20, "#3a5fa0", 3)  # overall bib
    _rect(p, 38, 74, 4, 12, "#3a5fa0", 1)
    _rect(p, 58, 74, 4, 12, "#3a5fa0", 1)
    _ellipse(p, 40, 86, 1.8, 1.8, "#e8c04a")
    _ellipse(p, 60, 86, 1.8, 1.8, "#e8c04a")
    _neck(p, "#7a4a2a")
    _head(p, "#7a4a2a")
    _ellipse(p, 49, 30, 19, 9, "#6b4f2a", _outline("#3e2c15", 1.2))  # flat cap
    _ellipse(p, 58, 34, 14, 4, "#54391c")
    _face(p, smile=False)
    _ellipse(p, 46, 53, 5, 2.6, "#241810")  # moustache
    _ellipse(p, 54, 53, 5, 2.6, "#241810")


LOOKS: dict[str, Callable[[QPainter], None]] = {
    "lisa": _lisa,
    "bernd": _bernd,
    "esther": _esther,
    "torben": _torben,
    "marike": _marike,
    "emma": _emma,
    "gregori": _gregori,
    "arnold": _arnold,
}


# ---------------------------------------------------------------------------------- pack characters, drawn

HAIR_STYLES: tuple[str, ...] = ("short", "long", "bun", "bald", "curly", "ponytail")
ACCESSORIES: tuple[str, ...] = ("none", "glasses", "hat", "earrings", "headband", "beard")
#: A character with no portrait the app can use (her pack is gone): the shirt takes her card colour.
PLAIN_PORTRAIT: dict[str, str] = {"skin": "#e2b48c", "hair": "#5a3d2b", "hair_style": "short", "accessory": "none",
                                  "shirt": "#8a8f94"}


def _hair_back(p: QPainter, style: str, hair: QColor, hat: bool = False) -> None:
    """What of the hair is behind the head and shoulders (a bun hides under a hat)."""
    if style == "long":
        _rect(p, 30, 27, 40, 52, hair, 16)
    elif style == "ponytail":
        path = QPainterPath()
        path.moveTo(62, 30)
        path.cubicTo(82, 32, 80, 58, 72, 74)
        path.cubicTo(70, 60, 68, 46, 58, 36)
        path.closeSubpath()
        p.setPen(_outline(hair.darker(140), 1.1))
        p.setBrush(hair)
        p.drawPath(path)
    elif style == "bun":  # on top of the head; under a hat, low at the back (it shows beside the crown)
        if hat:
            _ellipse(p, 66, 33, 7, 6.5, hair, _outline(hair.darker(140), 1.1))
        else:
            _ellipse(p, 50, 21, 10, 8.5, hair, _outline(hair.darker(140), 1.1))
    elif style == "curly":
        for cx, cy in ((33, 36), (67, 36), (31, 46), (69, 46), (34, 55), (66, 55)):
            _ellipse(p, cx, cy, 6.5, 6.5, hair)


def _hair_front(p: QPainter, style: str, hair: QColor, hat: bool) -> None:
    """The hair over the head (under a hat only what shows below its brim)."""
    if style == "bald":
        _ellipse(p, 33.5, 42, 2.8, 6, hair)
        _ellipse(p, 66.5, 42, 2.8, 6, hair)
        return
    if style == "curly":
        if not hat:
            for cx, cy in ((38, 28), (46, 25), (54, 25), (62, 28), (34, 33), (66, 33)):
                _ellipse(p, cx, cy, 6, 6, hair)
        return
    if hat:  # what shows below the brim: the hair at the temples
        _rect(p, 32.5, 33, 5, 11, hair, 2.5)
        _rect(p, 62.5, 33, 5, 11, hair, 2.5)
        return
    _chord_top(p, hair.name(), QRectF(32.5, 24.5, 35, 28), 0, 180)
    if style in ("long", "ponytail", "bun"):
        _chord_top(p, hair.name(), QRectF(31, 27, 20, 24), 70, 140)  # a parting: the fringe sweeps to one side
    else:
        _chord_top(p, hair.name(), QRectF(34, 27, 32, 14), 0, 180)


def _accessory(p: QPainter, kind: str, hair: QColor, shirt: QColor) -> None:
    if kind == "glasses":
        p.setPen(_outline("#2b2b2b", 1.7))
        p.setBrush(QColor(255, 255, 255, 50))
        p.drawRoundedRect(QRectF(37.5, 40.5, 12, 9), 3, 3)
        p.drawRoundedRect(QRectF(50.5, 40.5, 12, 9), 3, 3)
        p.drawLine(QPointF(49.5, 44), QPointF(50.5, 44))
    elif kind == "hat":
        band = shirt.darker(135)
        crown = theme.blend(shirt, "#6b5236", 0.55)
        _rect(p, 34, 18, 32, 14, crown, 5)
        _rect(p, 34, 27, 32, 4, band, 1)
        _ellipse(p, 50, 31.5, 25, 4.6, crown.darker(112), _outline(crown.darker(160), 1.0))
    elif kind == "earrings":
        _ellipse(p, 32.5, 55, 2.2, 2.2, "#e8c04a", _outline("#9a7a1c", 0.8))
        _ellipse(p, 67.5, 55, 2.2, 2.2, "#e8c04a", _outline("#9a7a1c", 0.8))
    elif kind == "headband":
        p.setPen(QPen(theme.blend(shirt, "#ffffff", 0.25), 4.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawArc(QRectF(32, 25, 36, 26), 15 * 16, 150 * 16)
    elif kind == "beard":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(hair)
        p.drawChord(QRectF(33, 33, 34, 33), 195 * 16, 150 * 16)
        _ellipse(p, 50, 55, 5.5, 2.6, "#7a3b22")  # the smile shows in the beard


def parametric_look(params: Mapping[str, str]) -> Callable[[QPainter], None]:
    """A head-and-shoulders portrait drawn from a pack's parameters (``skin``, ``hair``, ``shirt``: colours;
    ``hair_style``: one of :data:`HAIR_STYLES`; ``accessory``: one of :data:`ACCESSORIES`), in the style of
    the eight built-in portraits. Unknown values fall back to the plain ones (packs are checked on import)."""
    skin = QColor(params.get("skin", PLAIN_PORTRAIT["skin"]))
    hair = QColor(params.get("hair", PLAIN_PORTRAIT["hair"]))
    shirt = QColor(params.get("shirt", PLAIN_PORTRAIT["shirt"]))
    skin = skin if skin.isValid() else QColor(PLAIN_PORTRAIT["skin"])
    hair = hair if hair.isValid() else QColor(PLAIN_PORTRAIT["hair"])
    shirt = shirt if shirt.isValid() else QColor(PLAIN_PORTRAIT["shirt"])
    style = params.get("hair_style", "short")
    style = style if style in HAIR_STYLES else "short"
    kind = params.get("accessory", "none")
    kind = kind if kind in ACCESSORIES else "none"

    def draw(p: QPainter) -> None:
        _hair_back(p, style, hair, kind == "hat")
        _shoulders(p, shirt)
        p.setPen(_outline(shirt.darker(150), 1.3))  # a collar
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawArc(QRectF(41, 66, 18, 14), 200 * 16, 140 * 16)
        _neck(p, skin.name())
        _head(p, skin.name())
        _hair_front(p, style, hair, kind == "hat")
        beard = kind == "beard"
        _face(p, smile=not beard, cheeks=None if beard else skin.darker(125).name())
        _accessory(p, kind, hair, shirt)

    return draw


def image_look(image: QImage) -> Callable[[QPainter], None]:
    """A pack's PNG portrait, scaled to cover the unit box (centred; the caller clips)."""
    w, h = max(1, image.width()), max(1, image.height())

    def draw(p: QPainter) -> None:
        scale = 100 / min(w, h)
        dw, dh = w * scale, h * scale
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawImage(QRectF((100 - dw) / 2, (100 - dh) / 2, dw, dh), image)

    return draw


_PACK_CHARACTERS: dict[str, Any] | None = None  # id -> gamesuite.content.PackCharacter
_PACK_LOOKS: dict[str, Callable[[QPainter], None]] = {}
_PACK_FILES: tuple[Any, ...] | None = None  # the packs' files (content.pack_files_key) the looks were read from


def refresh_pack_characters() -> tuple[Any, ...]:
    """Read the installed packs' characters again, and draw their portraits and emblems again, when a pack changed
    since they were read (imported, removed, a file written again: ``content.pack_files_key``); else keep them, as
    the built-in characters' drawings always are (a Quiz Club setup page asked at each build, and read the packs and
    drew the eight portraits again: ~9 ms). Returns that key, for the caller's own readings of the packs right after
    (the setup page's characters and expansions: each made it again). What to avoid: dropping the drawings without
    that key changing."""
    global _PACK_CHARACTERS, _PACK_FILES
    from gamesuite.content import pack_files_key

    key = pack_files_key("quizclub")
    if key == _PACK_FILES:
        return key
    _PACK_FILES = key
    _PACK_CHARACTERS = None
    _PACK_LOOKS.clear()
    for k in [k for k in _PIXMAPS if k[0] in ("portrait", "emblem") and k[1] not in LOOKS]:
        del _PIXMAPS[k]
    return key


def pack_character(character: str) -> Any:
    """The installed packs' character ``character`` (``gamesuite.content.PackCharacter``), or None."""
    global _PACK_CHARACTERS
    if character in LOOKS:
        return None
    if _PACK_CHARACTERS is None:
        from gamesuite.content import pack_characters

        try:
            # read with the key of the last refresh, which dropped them (a page's paint-ahead drawing a portrait made
            # the key again: a stat of every pack file); a pack changed since then is read at the next refresh
            _PACK_CHARACTERS = dict(pack_characters("quizclub", files_key=_PACK_FILES))
        except (OSError, ValueError):
            _PACK_CHARACTERS = {}
    return _PACK_CHARACTERS.get(character)


def _image_of(path: Any, where: str) -> QImage | None:
    """A pack's portrait file, read (bounded) and decoded with the pack checks; None if it is unusable."""
    from gamesuite.content import PackError
    from gamesuite.content.images import MAX_PORTRAIT_BYTES, decode_portrait

    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_PORTRAIT_BYTES + 1)
        return decode_portrait(data, where)
    except (OSError, PackError):
        return None


def look_of(character: str, colour: QColor | str | None = None) -> Callable[[QPainter], None]:
    """How ``character`` is drawn: a built-in portrait, a pack's (parameters or PNG), or a plain drawing
    with the shirt in ``colour`` (her card colour) when no installed pack knows her."""
    if character in LOOKS:
        return LOOKS[character]
    if character in _PACK_LOOKS:
        return _PACK_LOOKS[character]
    found = pack_character(character)
    look: Callable[[QPainter], None] | None = None
    if found is not None and found.portrait is not None:
        look = parametric_look(found.portrait)
    elif found is not None and found.image is not None:
        image = _image_of(found.image, f"{found.pack}/{found.image.name}")
        look = image_look(image) if image is not None else None
    if look is None:
        shirt = QColor(colour if colour is not None else (found.colour if found is not None else "#8a8f94"))
        return parametric_look({**PLAIN_PORTRAIT, "shirt": shirt.name()})  # not kept: the colour may differ
    _PACK_LOOKS[character] = look
    return look


# ---------------------------------------------------------------------------------- emblems


def _leaf(p: QPainter) -> None:
    path = QPainterPath()
    path.moveTo(50, 10)
    path.cubicTo(88, 26, 82, 72, 50, 90)
    path.cubicTo(18, 72, 12, 26, 50, 10)
    p.setPen(_outline("#1f5e2c", 3))
    p.setBrush(QColor("#4caf5a"))
    p.drawPath(path)
    p.setPen(_outline("#1f5e2c", 3))
    p.drawLine(QPointF(50, 22), QPointF(50, 94))
    for y in (40, 56, 70):
        p.drawLine(QPointF(50, y), QPointF(36, y - 10))
        p.drawLine(QPointF(50, y), QPointF(64, y - 10))


def _note(p: QPainter) -> None:
    p.setPen(_outline("#1b1b1b", 6))
    p.drawLine(QPointF(40, 72), QPointF(40, 20))
    p.drawLine(QPointF(74, 64), QPointF(74, 14))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#1b1b1b"))
    beam = QPainterPath()
    beam.moveTo(37, 18)
    beam.lineTo(77, 8)
    beam.lineTo(77, 20)
    beam.lineTo(37, 30)
    beam.closeSubpath()
    p.drawPath(beam)
    for cx, cy in ((31, 74), (65, 66)):
        p.save()
        p.translate(cx, cy)
        p.rotate(-22)
        p.drawEllipse(QPointF(0, 0), 11, 8)
        p.restore()


def _palette(p: QPainter) -> None:
    path = QPainterPath()
    path.addEllipse(QPointF(50, 52), 42, 33)
    hole = QPainterPath()
    hole.addEllipse(QPointF(64, 68), 8, 6)
    p.setPen(_outline("#7b5429", 2.5))
    p.setBrush(QColor("#e2b878"))
    p.drawPath(path.subtracted(hole))
    for (cx, cy), col in zip(((30, 42), (46, 32), (64, 36), (30, 62)),
                             ("#d63b3b", "#3a6fd6", "#f2c029", "#3fa66b"), strict=True):
        _ellipse(p, cx, cy, 7, 6, col)


def _palm(p: QPainter) -> None:
    p.setPen(QPen(QColor("#8a5a2b"), 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    trunk = QPainterPath()
    trunk.moveTo(44, 94)
    trunk.cubicTo(50, 70, 58, 50, 54, 34)
    p.drawPath(trunk)
    p.setPen(_outline("#1f6e3a", 2))
    p.setBrush(QColor("#3fa65a"))
    for angle in (-160, -120, -60, -20, 200):
        p.save()
        p.translate(54, 32)
        p.rotate(angle)
        leaf = QPainterPath()
        leaf.moveTo(0, 0)
        leaf.cubicTo(14, -12, 30, -10, 40, 4)
        leaf.cubicTo(28, 0, 14, 2, 0, 0)
        p.drawPath(leaf)
        p.restore()
    _ellipse(p, 50, 40, 5, 5, "#7a4a1f")
    _ellipse(p, 59, 41, 5, 5, "#7a4a1f")


def _planet(p: QPainter) -> None:
    p.save()
    p.translate(50, 52)
    p.rotate(-20)
    ring = QPen(QColor("#f2d27a"), 6)
    p.setPen(ring)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(-44, -13, 88, 26), 0, 180 * 16)  # back half
    p.restore()
    _ellipse(p, 50, 52, 24, 24, "#e0803a", _outline("#9a4f1c", 2.5))
    p.setPen(QPen(QColor("#c96a2a"), 4))
    p.drawLine(QPointF(32, 46), QPointF(66, 40))
    p.save()
    p.translate(50, 52)
    p.rotate(-20)
    p.setPen(ring)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(-44, -13, 88, 26), 180 * 16, 180 * 16)  # front half
    p.restore()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#fff6c8"))
    p.drawPath(star(18, 20, 7))
    p.drawPath(star(84, 78, 5))


def _controller(p: QPainter) -> None:
    body = QPainterPath()
    body.addRoundedRect(QRectF(10, 30, 80, 40), 20, 20)
    grips = QPainterPath()
    grips.addEllipse(QPointF(24, 68), 13, 16)
    grips.addEllipse(QPointF(76, 68), 13, 16)
    p.setPen(_outline("#1f2a36", 2.5))
    p.setBrush(QColor("#48556a"))
    p.drawPath(body.united(grips))
    _rect(p, 20, 45, 18, 6, "#e9edf2", 1.5)
    _rect(p, 26, 39, 6, 18, "#e9edf2", 1.5)
    for (cx, cy), col in zip(((68, 42), (78, 50), (58, 50), (68, 58)),
                             ("#f2c029", "#d63b3b", "#3a6fd6", "#3fa66b"), strict=True):
        _ellipse(p, cx, cy, 5, 5, col)


def _atom(p: QPainter) -> None:
    p.setPen(QPen(QColor("#2f6fc0"), 4))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for angle in (0, 60, 120):
        p.save()
        p.translate(50, 50)
        p.rotate(angle)
        p.drawEllipse(QPointF(0, 0), 42, 15)
        p.restore()
    _ellipse(p, 50, 50, 9, 9, "#d63b3b", _outline("#8e2020", 1.5))


def _gear(p: QPainter) -> None:
    path = QPainterPath()
    teeth = 8
    for i in range(teeth * 2):
        a0 = 2 * math.pi * i / (teeth * 2)
        a1 = 2 * math.pi * (i + 1) / (teeth * 2)
        r = 44 if i % 2 == 0 else 34
        p0 = QPointF(50 + r * math.cos(a0), 50 + r * math.sin(a0))
        p1 = QPointF(50 + r * math.cos(a1), 50 + r * math.sin(a1))
        if i == 0:
            path.moveTo(p0)
        else:
            path.lineTo(p0)
        path.lineTo(p1)
    path.closeSubpath()
    hole = QPainterPath()
    hole.addEllipse(QPointF(50, 50), 13, 13)
    p.setPen(_outline("#3d434a", 2.5))
    p.setBrush(QColor("#9aa3ad"))
    p.drawPath(path.subtracted(hole))


EMBLEMS: dict[str, Callable[[QPainter], None]] = {
    "lisa": _leaf,
    "bernd": _note,
    "esther": _palette,
    "torben": _palm,
    "marike": _planet,
    "emma": _controller,
    "gregori": _atom,
    "arnold": _gear,
}


def _die(p: QPainter) -> None:
    p.setPen(_outline("#3b2a6b", 2.5))
    p.setBrush(QColor("#fbf7ee"))
    p.drawRoundedRect(QRectF(16, 16, 68, 68), 14, 14)
    for cx, cy in ((32, 32), (68, 32), (50, 50), (32, 68), (68, 68)):
        _ellipse(p, cx, cy, 6.5, 6.5, "#3b2a6b")


def _compass(p: QPainter) -> None:
    _ellipse(p, 50, 50, 40, 40, "#f4efe2", _outline("#7a5a2a", 3))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#c8453b"))
    p.drawPath(_triangle(50, 14, 58, 50, 42, 50))
    p.setBrush(QColor("#3d5a80"))
    p.drawPath(_triangle(50, 86, 58, 50, 42, 50))
    _ellipse(p, 50, 50, 5, 5, "#7a5a2a")


def _book(p: QPainter) -> None:
    p.setPen(_outline("#4a3520", 2.2))
    for x0, sign in ((50, -1), (50, 1)):
        page = QPainterPath()
        page.moveTo(x0, 30)
        page.cubicTo(x0 + sign * 14, 22, x0 + sign * 28, 24, x0 + sign * 38, 28)
        page.lineTo(x0 + sign * 38, 76)
        page.cubicTo(x0 + sign * 28, 72, x0 + sign * 14, 70, x0, 78)
        page.closeSubpath()
        p.setBrush(QColor("#fbf7ee"))
        p.drawPath(page)
    p.setPen(_outline("#a08a6a", 1.5))
    for y in (40, 50, 60):
        p.drawLine(QPointF(20, y), QPointF(42, y + 2))
        p.drawLine(QPointF(58, y + 2), QPointF(80, y))


CATEGORY_EMBLEMS: dict[str, Callable[[QPainter], None]] = {
    "games": _die,
    "geography_travel": _compass,
    "literature": _book,
    "language": _book,
    "flora_fauna": _leaf,
    "art_music_media": _note,
    "science_technology": _atom,
    "biology_medicine": _atom,
    "economics": _gear,
    "mathematics": _gear,
}


def _star_emblem(colour: QColor | str) -> Callable[[QPainter], None]:
    def draw(p: QPainter) -> None:
        p.setPen(_outline(QColor(colour).darker(150), 2.5))
        p.setBrush(QColor(colour))
        p.drawPath(star(50, 52, 40))

    return draw


def emblem_of(character: str) -> Callable[[QPainter], None]:
    """A built-in character's emblem, or for a pack's character the emblem of her first interest."""
    if character in EMBLEMS:
        return EMBLEMS[character]
    found = pack_character(character)
    first = found.interests[0] if found is not None and found.interests else ""
    if first in CATEGORY_EMBLEMS:
        return CATEGORY_EMBLEMS[first]
    return _star_emblem(CATEGORY_COLOURS.get(first, found.colour if found is not None else "#9aa3ad"))


# ---------------------------------------------------------------------------------- public painters


def _unit_box(p: QPainter, rect: QRectF, *, anchor_bottom: bool = False) -> None:
    side = min(rect.width(), rect.height())
    y = rect.bottom() - side if anchor_bottom else rect.center().y() - side / 2
    p.translate(rect.center().x() - side / 2, y)
    p.scale(side / 100, side / 100)


def paint_portrait(p: QPainter, rect: QRectF, character: str, background: QColor | str, radius: float = 8,
                   colour: QColor | str | None = None) -> None:
    """A head-and-shoulders portrait of ``character`` filling ``rect`` (clipped, rounded); ``colour``: her
    card colour, used only when no portrait of hers can be found (:func:`look_of`)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    clip = QPainterPath()
    clip.addRoundedRect(rect, radius, radius)
    p.setClipPath(clip)
    p.fillRect(rect, QColor(background))
    _unit_box(p, rect, anchor_bottom=True)
    look_of(character, colour)(p)
    p.restore()


def paint_emblem(p: QPainter, rect: QRectF, character: str) -> None:
    """The character's emblem (her interests) inside ``rect``."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _unit_box(p, rect)
    emblem_of(character)(p)
    p.restore()


def paint_character_face(p: QPainter, rect: QRectF, character: str, name: str, colour: QColor | str,
                         seat: int, seat_colour: QColor | str | None = None) -> None:
    """The coloured (face-up) side of a character card: portrait, emblem, name, and the seat's disc.

    ``colour`` is the card's own colour (a character's; with expansions two cards may share one); the disc
    on the name strip has the seat's colour and shape (``seat_colour``, every seat its own): the two are
    kept apart, so a player is told apart by her disc whatever card she holds."""
    colour = QColor(colour)
    disc = QColor(seat_colour) if seat_colour is not None else colour
    w = rect.width()
    pad = w * 0.06
    p.setPen(QPen(colour.darker(150), 2))
    p.setBrush(colour)
    p.drawRoundedRect(rect, 10, 10)
    name_h = w * 0.26
    portrait = QRectF(rect.left() + pad, rect.top() + pad, w - 2 * pad, rect.height() - 2 * pad - name_h)
    paint_portrait(p, portrait, character, theme.blend(colour, "#ffffff", 0.62), 8, colour)
    badge = w * 0.30
    centre = QPointF(portrait.right() - badge * 0.42, portrait.top() + badge * 0.42)
    p.setPen(QPen(colour.darker(140), 2))
    p.setBrush(QColor("#fffaf0"))
    p.drawEllipse(centre, badge / 2, badge / 2)
    paint_emblem(p, QRectF(centre.x() - badge * 0.34, centre.y() - badge * 0.34, badge * 0.68, badge * 0.68),
                 character)
    strip = QRectF(rect.left() + pad, portrait.bottom() + pad * 0.6, w - 2 * pad, name_h - pad * 0.2)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.BOARD)
    p.drawRoundedRect(strip, 6, 6)
    mark = strip.height() * 0.3
    ink = theme.text_colour_on(disc)
    p.setPen(QPen(disc.darker(160), 1.5))
    p.setBrush(disc)
    p.drawEllipse(QPointF(strip.left() + mark * 1.5, strip.center().y()), mark * 1.15, mark * 1.15)
    p.setPen(QPen(ink, 1.2))
    p.setBrush(ink)
    p.drawPath(shape_path(player_shape(seat), strip.left() + mark * 1.5, strip.center().y(), mark * 0.55))
    text_rect = strip.adjusted(mark * 3, 0, -4, 0)
    p.setPen(theme.INK)
    p.setFont(fit_font(name, text_rect.width(), strip.height() * 0.62, QFont.Weight.Bold))
    p.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, name)


def paint_starting_card(p: QPainter, rect: QRectF) -> None:
    """The starting player card: a gold star on cream, with "1st"."""
    p.setPen(QPen(QColor("#8a6a12"), 2))
    p.setBrush(QColor("#fbe7a1"))
    p.drawRoundedRect(rect, 8, 8)
    r = rect.width() * 0.34
    centre = QPointF(rect.center().x(), rect.top() + rect.height() * 0.38)
    p.setPen(QPen(QColor("#8a6a12"), 2))
    p.setBrush(QColor("#f2b705"))
    p.drawPath(star(centre.x(), centre.y(), r))
    p.setPen(theme.INK)
    label = QRectF(rect.left(), rect.top() + rect.height() * 0.62, rect.width(), rect.height() * 0.34)
    first = translate("quizclub", "1st")
    p.setFont(fit_font(first, label.width() * 0.9, label.height() * 0.85, QFont.Weight.Bold))
    p.drawText(label, Qt.AlignmentFlag.AlignCenter, first)


def paint_round_icon(p: QPainter, rect: QRectF, cooperative: bool, colour: QColor | str) -> None:
    """Cooperative: two linked rings. Competitive: two arrows pointing at each other."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _unit_box(p, rect)
    pen = QPen(QColor(colour), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if cooperative:
        p.drawEllipse(QPointF(36, 50), 22, 22)
        p.drawEllipse(QPointF(64, 50), 22, 22)
    else:
        p.drawLine(QPointF(8, 50), QPointF(40, 50))
        p.drawLine(QPointF(26, 34), QPointF(42, 50))
        p.drawLine(QPointF(26, 66), QPointF(42, 50))
        p.drawLine(QPointF(92, 50), QPointF(60, 50))
        p.drawLine(QPointF(74, 34), QPointF(58, 50))
        p.drawLine(QPointF(74, 66), QPointF(58, 50))
    p.restore()


def paint_check(p: QPainter, rect: QRectF, correct: bool, colour: QColor | str = "#ffffff") -> None:
    """A tick (correct) or a cross (wrong), drawn, so it never depends on a font's glyphs."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _unit_box(p, rect)
    p.setPen(QPen(QColor(colour), 14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    p.setBrush(Qt.BrushStyle.NoBrush)
    if correct:
        path = QPainterPath()
        path.moveTo(18, 52)
        path.lineTo(42, 76)
        path.lineTo(84, 26)
        p.drawPath(path)
    else:
        p.drawLine(QPointF(24, 24), QPointF(76, 76))
        p.drawLine(QPointF(76, 24), QPointF(24, 76))
    p.restore()


def paint_dots(p: QPainter, centre_left: QPointF, difficulty: int, radius: float, colour: QColor | str) -> float:
    """Three difficulty dots, ``difficulty`` of them filled; returns the width used."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    gap = radius * 2.7
    for i in range(3):
        c = QPointF(centre_left.x() + radius + i * gap, centre_left.y())
        p.setPen(QPen(QColor(colour), max(1.5, radius * 0.3)))
        p.setBrush(QColor(colour) if i < difficulty else Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, radius, radius)
    p.restore()
    return 2 * radius + 2 * gap


_PIXMAPS: dict[tuple[str, str, str, int], QPixmap] = {}


def _cached(kind: str, key: str, colour: QColor | str, size: int, draw: Callable[[], QPixmap]) -> QPixmap:
    k = (kind, key, QColor(colour).name(), size)
    if k not in _PIXMAPS:
        _PIXMAPS[k] = draw()
    return _PIXMAPS[k]


def portrait_pixmap(character: str, colour: QColor | str, size: int = 64) -> QPixmap:
    """A round portrait badge for widgets (the asker's hand shows whose card it is)."""
    return _cached("portrait", character, colour, size, lambda: _portrait_pixmap(character, colour, size))


def _portrait_pixmap(character: str, colour: QColor | str, size: int) -> QPixmap:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_portrait(p, QRectF(1, 1, size - 2, size - 2), character, theme.blend(colour, "#ffffff", 0.55), size / 2,
                   colour)
    p.setPen(QPen(QColor(colour).darker(140), 2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    p.end()
    return pm


def emblem_pixmap(character: str, size: int = 40) -> QPixmap:
    return _cached("emblem", character, "#000000", size, lambda: _emblem_pixmap(character, size))


def _emblem_pixmap(character: str, size: int) -> QPixmap:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    paint_emblem(p, QRectF(0, 0, size, size), character)
    p.end()
    return pm


def disc_pixmap(colour: QColor | str, seat: int, size: int = 36) -> QPixmap:
    """A player's disc (colour and shape) for widgets."""
    return _cached("disc", player_shape(seat), colour, size, lambda: _disc_pixmap(colour, seat, size))


def _disc_pixmap(colour: QColor | str, seat: int, size: int) -> QPixmap:
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = QColor(colour)
    r = size / 2 - 2
    centre = QPointF(size / 2, size / 2)
    p.setPen(QPen(c.darker(160), 2))
    p.setBrush(QBrush(c))
    p.drawEllipse(centre, r, r)
    ink = theme.text_colour_on(c)
    p.setPen(QPen(ink, 1.2))
    p.setBrush(ink)
    p.drawPath(shape_path(player_shape(seat), centre.x(), centre.y(), r * 0.45))
    p.end()
    return pm
