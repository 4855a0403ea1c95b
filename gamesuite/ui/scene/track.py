"""TrackItem: a score track of N spaces around a rectangle, with numbers, marker lines and laps."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.animation import DEFAULT_MS, AnimatedObject


class TrackItem(AnimatedObject):
    """``spaces`` squares laid clockwise around a ``width`` x ``height`` frame from the top-left.

    Space 0 is Start. Every ``number_every``-th space shows its number; ``markers`` are spaces
    after which a thick line is drawn (Quiz Club's marker lines); ``final`` marks a finish space.
    Pieces (tokens) are placed with :meth:`place`, sharing a space side by side.
    """

    def __init__(self, spaces: int, width: float, height: float, *, cell: float = 56,
                 number_every: int = 5, markers: tuple[int, ...] = (), final: int | None = None,
                 start_label: str = "Start") -> None:
        super().__init__()
        self.spaces = spaces
        self.w = width
        self.h = height
        self.cell = cell
        self.number_every = number_every
        self.markers = markers
        self.final = final
        self.start_label = start_label
        self._rects = self._layout()
        self._pieces: dict[object, tuple[QGraphicsObject, int]] = {}

    def _layout(self) -> list[QRectF]:
        """Split the frame into ``spaces`` cells: top row left to right (corners included), the
        right column downwards, the bottom row right to left, the left column upwards."""
        n, c = self.spaces, self.cell
        inner_h = max(c, self.h - 2 * c)
        top = max(2, round(n * self.w / (2 * (self.w + inner_h))))
        right = max(1, (n - 2 * top) // 2)
        left = n - 2 * top - right
        rects: list[QRectF] = []
        cw = self.w / top
        rects += [QRectF(i * cw, 0, cw, c) for i in range(top)]
        rh = inner_h / right
        rects += [QRectF(self.w - c, c + i * rh, c, rh) for i in range(right)]
        rects += [QRectF(self.w - (i + 1) * cw, self.h - c, cw, c) for i in range(top)]
        lh = inner_h / max(1, left)
        rects += [QRectF(0, self.h - c - (i + 1) * lh, c, lh) for i in range(left)]
        return rects

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-6, -6, self.w + 12, self.h + 12)

    def space_rect(self, index: int) -> QRectF:
        return self._rects[index % self.spaces]

    def space_centre(self, index: int) -> QPointF:
        return self.space_rect(index).center()

    def place(self, key: object, piece: QGraphicsObject, index: int, *, animate: bool = True) -> None:
        """Put ``piece`` on space ``index`` (mod spaces); pieces sharing a space spread out."""
        if piece.parentItem() is not self:
            piece.setParentItem(self)
        self._pieces[key] = (piece, index % self.spaces)
        self._arrange(animate)

    def _arrange(self, animate: bool) -> None:
        by_space: dict[int, list[QGraphicsObject]] = {}
        for piece, idx in self._pieces.values():
            by_space.setdefault(idx, []).append(piece)
        for idx, pieces in by_space.items():
            rect = self.space_rect(idx)
            n = len(pieces)
            for i, piece in enumerate(pieces):
                if n == 1:
                    pos = rect.center()
                else:
                    cols = 2 if n <= 4 else 3
                    r, c = divmod(i, cols)
                    rows = (n + cols - 1) // cols
                    pos = QPointF(rect.left() + rect.width() * (c + 0.5) / cols,
                                  rect.top() + rect.height() * (r + 0.5) / rows)
                piece.setZValue(10 + i)
                if isinstance(piece, AnimatedObject):
                    piece.move_to(pos, DEFAULT_MS * 2 if animate else 0)
                else:
                    piece.setPos(pos)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # only the spaces the clip shows (a strip of a track cached in parts paints its own side only)
        shown = painter.clipBoundingRect().adjusted(-4, -4, 4, 4) if painter.hasClipping() else None
        for i, rect in enumerate(self._rects):
            if shown is not None and not shown.intersects(rect):
                continue
            fill = theme.BOARD if i % 2 == 0 else QColor("#e8dfc9")
            if i == 0:
                fill = QColor("#cfe6d6")
            if self.final is not None and i == self.final:
                fill = QColor("#f5d77a")
            painter.setPen(QPen(theme.BOARD_LINE, 1.5))
            painter.setBrush(fill)
            painter.drawRect(rect)
            label = ""
            if i == 0:
                label = self.start_label
            elif self.number_every and i % self.number_every == 0:
                label = str(i)
            if label:
                painter.setPen(theme.INK)
                size = max(12, min(rect.width(), rect.height()) * (0.42 if len(label) <= 2 else 0.3))
                font = theme.font(size, theme.QFont.Weight.DemiBold)
                while size > 9 and QFontMetricsF(font).horizontalAdvance(label) > rect.width() - 4:
                    size -= 1  # a longer word (another language) shrinks to fit its space
                    font = theme.font(size, theme.QFont.Weight.DemiBold)
                painter.setFont(font)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
        for m in self.markers:
            if 0 <= m < self.spaces:
                rect = self._rects[m]
                nxt = self._rects[(m + 1) % self.spaces]
                painter.setPen(QPen(theme.DANGER, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                a, b = _shared_edge(rect, nxt)
                painter.drawLine(a, b)


def _shared_edge(r1: QRectF, r2: QRectF) -> tuple[QPointF, QPointF]:
    """The edge between two neighbouring cells (approximately, for drawing a marker line)."""
    if abs(r1.right() - r2.left()) < 1:
        return QPointF(r1.right(), r1.top()), QPointF(r1.right(), r1.bottom())
    if abs(r1.left() - r2.right()) < 1:
        return QPointF(r1.left(), r1.top()), QPointF(r1.left(), r1.bottom())
    if abs(r1.bottom() - r2.top()) < 1:
        return QPointF(r1.left(), r1.bottom()), QPointF(r1.right(), r1.bottom())
    if abs(r1.top() - r2.bottom()) < 1:
        return QPointF(r1.left(), r1.top()), QPointF(r1.right(), r1.top())
    c1, c2 = r1.center(), r2.center()
    mid = (c1 + c2) / 2
    return QPointF(mid.x() - 20, mid.y()), QPointF(mid.x() + 20, mid.y())
