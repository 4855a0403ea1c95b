"""FloatingText: a short message ("+15", "Sacking!") that rises and fades where something happened.

Messages shown close together in time never overlap: :func:`float_text` looks at the messages still shown in the
scene and where each will be while both are readable, and puts the new one in the first free lane under its
place (the older ones keep rising above it, so the lines read oldest first). When every lane is taken, the older
messages in the way are ended at once: the newest says what is happening now. What to avoid: judging by the items'
bounding rectangles (they leave room above the letters for any script; two messages a line apart would count as
overlapping) or by where the messages are now only (a younger message rises faster, it can catch up an older one).
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem, QWidget
from shiboken6 import isValid

from gamesuite.ui import theme
from gamesuite.ui.scene.animation import AnimatedObject, reduce_motion

FAINT = 0.1  # below this opacity a message no longer counts as shown: its last glimmer may cross a newer one
LANES = 4  # the new message's place and up to three lines under it
LANE_GAP = 6.0  # scene units between the letters of two lanes
SAMPLE_MS = 25  # how finely two messages' paths are compared (they move under 7 units in that time)
RISE_SHARE = 0.85  # the message rises during this share of its life, and fades during all of it
_shown: weakref.WeakSet[FloatingText] = weakref.WeakSet()


class FloatingText(AnimatedObject):
    """Outlined bold text centred on its position; :func:`float_text` makes one rise, fade and go."""

    def __init__(self, text: str, colour: QColor | str, size: float = 40) -> None:
        super().__init__()
        self.text = text
        self.colour = QColor(colour)
        self.size = size
        f = theme.font(size, theme.QFont.Weight.Bold)
        self._w = QFontMetricsF(f).horizontalAdvance(text)
        self._path = QPainterPath()
        self._path.addText(-self._w / 2, size * 0.35, f, text)
        self._ink = self._path.boundingRect().adjusted(-3, -3, 3, 3)  # the letters and their outline (pen 5)
        self.start = QPointF()  # where it started rising (set by float_text)
        self.rise = 0.0  # how far it rises (scene units, upwards)
        self.ms = 0  # its life
        self.setZValue(90)
        # drawn once: rising and fading move and blend the cached pixmap, they do not paint the outline again
        self.setCacheMode(self.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-self._w / 2 - 8, -self.size, self._w + 16, self.size * 1.6)

    def ink(self) -> QRectF:
        """The rectangle the letters and their outline cover (item coordinates), tighter than the bounding one."""
        return QRectF(self._ink)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#111111"), 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawPath(self._path)

    def elapsed(self) -> int | None:
        """Milliseconds since the message started rising, or None once it is gone (or was never launched)."""
        fade = self._anims.get(b"opacity")
        if fade is None or not isValid(fade) or fade.state() != QAbstractAnimation.State.Running:
            return None
        return fade.currentTime()

    def ink_at(self, elapsed: float) -> QRectF | None:
        """Where the letters are ``elapsed`` ms after the message started rising (scene coordinates), or None when
        by then it is fainter than :data:`FAINT` (or gone)."""
        span = _span(self._ink.top(), self._ink.bottom(), self.start.y(), self.rise, self.ms, elapsed)
        if span is None:
            return None
        return QRectF(self.start.x() + self._ink.left(), span[0], self._ink.width(), span[1] - span[0])


def _eased(progress: float) -> float:
    """AnimatedObject.animate's curve (OutCubic), in plain Python: a placement evaluates it hundreds of times."""
    if progress >= 1.0:
        return 1.0
    left = 1.0 - progress if progress > 0.0 else 1.0
    return 1.0 - left * left * left


def _span(top: float, bottom: float, start_y: float, rise: float, ms: int, elapsed: float
          ) -> tuple[float, float] | None:
    """From where to where (scene y) letters spanning ``top``..``bottom`` (item y) reach, ``elapsed`` ms after
    they started rising by ``rise`` from ``start_y`` in a life of ``ms``; None when they are fainter than
    :data:`FAINT` by then (the fade runs the same curve over the whole life)."""
    if ms <= 0 or elapsed >= ms or 1.0 - _eased(elapsed / ms) < FAINT:
        return None
    y = start_y - rise * _eased(elapsed / (ms * RISE_SHARE))
    return top + y, bottom + y


def _fits(ink: QRectF, pos: QPointF, rise: float, area: QRectF) -> QPointF:
    """``pos`` moved so ``ink`` (item coordinates) stays inside ``area``: from side to side, and from where it starts
    to where it ends rising (the top wins when the area is too short: a seat keeps its badges clear)."""
    x, y = pos.x(), pos.y()
    if area.width() >= ink.width():
        x = min(max(x, area.left() - ink.left()), area.right() - ink.right())
    low = area.bottom() - ink.bottom()  # the lowest start: its letters end at the area's foot
    high = area.top() - ink.top() + rise  # the highest start: at the end of the rise they touch the top
    return QPointF(x, max(min(y, low), high))


def _live(scene: QGraphicsScene) -> list[tuple[FloatingText, int]]:
    """The messages ``scene`` still shows, each with how long ago it started."""
    out = []
    for item in list(_shown):
        if not isValid(item) or item.scene() is not scene:
            continue
        elapsed = item.elapsed()
        if elapsed is not None:
            out.append((item, elapsed))
    return out


def _in_the_way(ink: QRectF, pos: QPointF, rise: float, ms: int,
                live: list[tuple[FloatingText, int]]) -> list[FloatingText]:
    """The shown messages a new one (letters ``ink``, starting at ``pos``) would touch while both are readable."""
    left, right = pos.x() + ink.left(), pos.x() + ink.right()
    hit = []
    for item, elapsed in live:
        other = item.ink()
        x = item.start.x()
        if x + other.right() < left or x + other.left() > right:  # they only move up: never side by side
            continue
        t = 0
        while True:
            mine = _span(ink.top(), ink.bottom(), pos.y(), rise, ms, t)
            theirs = _span(other.top(), other.bottom(), item.start.y(), item.rise, item.ms, elapsed + t)
            if mine is None or theirs is None:
                break
            if mine[0] <= theirs[1] and theirs[0] <= mine[1]:
                hit.append(item)
                break
            t += SAMPLE_MS
    return hit


def float_text(scene: QGraphicsScene, text: str, pos: QPointF, colour: QColor | str, size: float = 40, *,
               rise: float = 60, ms: int = 1000, within: QRectF | None = None) -> FloatingText | None:
    """Show ``text`` centred at ``pos``, rising and fading out, then removed (nothing under reduce motion).

    The letters are kept inside ``within`` (scene coordinates; the scene's rectangle when not given) for the whole
    rise: a message placed near an edge is moved in, never cut off (Ciak's "Sacking of 1!" by a player's frame ran off
    the table's left edge), and one given the part of a seat under its header never rises over the seat's badges.
    A message that would touch one still shown goes a line lower, or ends it (see the module). What to avoid:
    placing a message by its left end (it is centred on ``pos``)."""
    if reduce_motion():
        return None
    item = FloatingText(text, colour, size)
    item.rise, item.ms = rise, ms
    area = within if within is not None else scene.sceneRect()
    ink = item.ink()
    bound = item.boundingRect()  # from side to side, the painted width is kept in (as it always was)
    kept = QRectF(bound.left(), ink.top(), bound.width(), ink.height())
    live = _live(scene)
    first = _fits(kept, pos, item.rise, area)
    start, in_the_way, down = first, _in_the_way(ink, first, item.rise, ms, live), 0.0
    for _lane in range(1, LANES):
        if not in_the_way:
            break
        down += max(ink.height(), *(old.ink().height() for old in in_the_way)) + LANE_GAP  # a line of the taller
        lower = _fits(kept, first + QPointF(0, down), item.rise, area)
        if lower == start:
            break  # the area's foot: no lower lane
        start, in_the_way = lower, _in_the_way(ink, lower, item.rise, ms, live)
    if in_the_way:
        start = first
        for old in _in_the_way(ink, first, item.rise, ms, live):
            old.finish_animations()  # ended now: it frees the place (see gone below)
    item.start = start
    item.setPos(start)
    scene.addItem(item)
    item.animate(b"pos", start - QPointF(0, rise), int(ms * RISE_SHARE))
    anim = item.animate(b"opacity", 0.0, ms)
    _shown.add(item)

    def gone() -> None:
        _shown.discard(item)
        if item.scene() is not None:
            item.scene().removeItem(item)
        item.deleteLater()  # also drops the connection that refers to it (no cycle through Qt)

    if anim is None:
        gone()
    else:
        anim.finished.connect(gone)
    return item
