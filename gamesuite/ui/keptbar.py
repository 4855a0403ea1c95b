"""A scroll bar whose look at rest is drawn ahead and copied: Qt's styled scroll bar costs 0.7-1 ms a paint.

Telefilm's Director panel (built first there) and Quiz Club's hand use it, each on its own paper colour."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap, QRegion
from PySide6.QtWidgets import QScrollBar, QWidget

_BARS: dict[tuple[object, ...], QPixmap] = {}  # scroll bars drawn, by look (a few: the panels' bars at rest)
BARS_KEPT = 8


class KeptScrollBar(QScrollBar):
    """A panel's scroll bar at rest (no pointer over it, not dragged), copied from a picture of its look (size,
    range, position) that Qt's own paint drew ahead (:meth:`draw_ahead`) onto ``paper``, the panel's colour under it
    (onto a transparent picture the copy differed by one in the blends of its edges). The style drew it at every
    paint, 0.7-1 ms (the panel's style sheet over Fusion), the most of any widget at the gate's click. Hovered or
    dragged it paints as Qt's does (its hovered part is Qt's own to know), and so does a look not drawn ahead. (Drawn
    through ``render`` and Qt's paint, not the style's calls: importing QStyle made PySide build its enums, ~14 ms.)"""

    _drawing = False

    def __init__(self, paper: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._paper = paper

    def _key(self) -> tuple[object, ...] | None:
        if self.underMouse() or self.isSliderDown():
            return None
        return (self._paper, self.width(), self.height(), self.orientation().value, self.minimum(), self.maximum(),
                self.pageStep(), self.value(), self.isEnabled(), self.isActiveWindow(), self.devicePixelRatioF(),
                self.palette().cacheKey(), self.layoutDirection().value, id(self.style()))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        pix = None if self._drawing else _BARS.get(self._key())  # type: ignore[arg-type]
        if pix is None:
            super().paintEvent(event)
            return
        p = QPainter(self)
        p.drawPixmap(0, 0, pix)
        p.end()

    def draw_ahead(self) -> None:
        """Draw its picture now, outside any paint (Qt's render cannot run inside one): idle time, the panel built
        ahead and laid out (the shell's PanelSlot); the click's paint copies it."""
        key = self._key()
        if key is None or key in _BARS or self.width() <= 0 or self.height() <= 0:
            return
        ratio = self.devicePixelRatioF()
        pix = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
        pix.setDevicePixelRatio(ratio)
        pix.fill(QColor(self._paper))
        self._drawing = True
        try:
            self.render(pix, QPoint(), QRegion(), QWidget.RenderFlag(0))
        finally:
            self._drawing = False
        if len(_BARS) >= BARS_KEPT:
            del _BARS[next(iter(_BARS))]
        _BARS[key] = pix
