"""BoardGridItem: a grid of labelled cells (e.g. Telefilm's genre x period board)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.animation import AnimatedObject


class BoardGridItem(AnimatedObject):
    """``rows`` x ``cols`` cells with row and column headers; emits ``cell_clicked(row, col)``.

    Each cell can get a fill colour, a highlight and an enabled flag; other items (tokens,
    stacks) are placed on cells by the game layout using :meth:`cell_rect`.
    """

    cell_clicked = Signal(int, int)

    def __init__(self, rows: int, cols: int, cell_w: float, cell_h: float, *,
                 row_headers: list[str] | None = None, col_headers: list[str] | None = None,
                 header_w: float = 170, header_h: float = 56) -> None:
        super().__init__()
        self.rows, self.cols = rows, cols
        self.cell_w, self.cell_h = cell_w, cell_h
        self.row_headers = row_headers or []
        self.col_headers = col_headers or []
        self.header_w = header_w if self.row_headers else 0
        self.header_h = header_h if self.col_headers else 0
        self.fills: dict[tuple[int, int], QColor] = {}
        self.highlights: set[tuple[int, int]] = set()
        self.clickable: set[tuple[int, int]] = set()
        self.row_colours: list[QColor] = []
        self.col_colours: list[QColor] = []
        self._hover: tuple[int, int] | None = None
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        w = self.header_w + self.cols * self.cell_w
        h = self.header_h + self.rows * self.cell_h
        return QRectF(-6, -6, w + 12, h + 12)

    def cell_rect(self, row: int, col: int) -> QRectF:
        return QRectF(self.header_w + col * self.cell_w, self.header_h + row * self.cell_h, self.cell_w, self.cell_h)

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        col = int((x - self.header_w) // self.cell_w)
        row = int((y - self.header_h) // self.cell_h)
        if 0 <= row < self.rows and 0 <= col < self.cols and x >= self.header_w and y >= self.header_h:
            return row, col
        return None

    def set_highlights(self, cells: set[tuple[int, int]]) -> None:
        self.highlights = set(cells)
        self.update()

    def set_clickable(self, cells: set[tuple[int, int]]) -> None:
        self.clickable = set(cells)
        self.update()

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt API
        cell = self.cell_at(event.pos().x(), event.pos().y())
        if cell != self._hover:
            self._hover = cell
            self.setCursor(Qt.CursorShape.PointingHandCursor if cell in self.clickable else Qt.CursorShape.ArrowCursor)
            self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt API
        self._hover = None
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        if self.cell_at(event.pos().x(), event.pos().y()) is not None:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        cell = self.cell_at(event.pos().x(), event.pos().y())
        if cell is not None:
            self.cell_clicked.emit(*cell)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for c, text in enumerate(self.col_headers):
            rect = QRectF(self.header_w + c * self.cell_w, 0, self.cell_w, self.header_h - 6)
            colour = self.col_colours[c] if c < len(self.col_colours) else QColor("#2c5a4c")
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(rect.adjusted(3, 0, -3, 0), 10, 10)
            painter.setPen(theme.text_colour_on(colour))
            painter.setFont(theme.font(theme.SIZE_SMALL + 2, theme.QFont.Weight.Bold))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        for r, text in enumerate(self.row_headers):
            rect = QRectF(0, self.header_h + r * self.cell_h, self.header_w - 8, self.cell_h)
            colour = self.row_colours[r] if r < len(self.row_colours) else QColor("#2c5a4c")
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(rect.adjusted(0, 3, 0, -3), 10, 10)
            painter.setPen(theme.text_colour_on(colour))
            painter.setFont(theme.font(theme.SIZE_SMALL + 2, theme.QFont.Weight.Bold))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
        for r in range(self.rows):
            for c in range(self.cols):
                rect = self.cell_rect(r, c).adjusted(3, 3, -3, -3)
                fill = self.fills.get((r, c), theme.BOARD)
                if (r, c) == self._hover and (r, c) in self.clickable:
                    fill = fill.lighter(108)
                painter.setBrush(fill)
                painter.setPen(QPen(theme.BOARD_LINE, 2))
                painter.drawRoundedRect(rect, 12, 12)
                if (r, c) in self.highlights:
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.setPen(QPen(theme.HIGHLIGHT, 7))
                    painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 14, 14)
