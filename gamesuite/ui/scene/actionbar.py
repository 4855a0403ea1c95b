"""ActionBar: a row of big buttons for the choices that are not an item on the table (pass, end phase).

Each button is keyed (``"button:pass"``), so its clicks reach the scene's ``item_clicked`` like any
other item and the table's :class:`~gamesuite.ui.picker.ActionPicker` routes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.item import KitItem
from gamesuite.ui.scene.label import ButtonItem
from gamesuite.ui.scene.text import fit_font


@dataclass(frozen=True)
class ButtonSpec:
    key: str
    label: str
    colour: str = "#ffd45a"
    enabled: bool = True


class ActionBar(KitItem):
    """Buttons laid out in a ``width`` x ``height`` strip (``align``: "left", "centre" or "right")."""

    def __init__(self, key: object, width: float, height: float = 72, *, align: str = "centre", gap: float = 16,
                 size: float = theme.SIZE_NAME, max_button: float = 420, min_button: float = 150) -> None:
        super().__init__(key, cache=False)
        self.w, self.h = width, height
        self.align = align
        self.gap = gap
        self.size = size
        self.max_button, self.min_button = max_button, min_button
        self.buttons: list[ButtonItem] = []
        self.setAcceptHoverEvents(False)
        self.setFlag(self.GraphicsItemFlag.ItemHasNoContents)  # only its buttons draw: Qt skips the strip

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass

    def set_buttons(self, specs: Sequence[ButtonSpec]) -> None:
        """Show exactly these buttons (kept by key across calls, so nothing flickers)."""
        if tuple(specs) == self.model:
            return
        self.model = tuple(specs)
        by_key = {b.key: b for b in self.buttons}
        keep: list[ButtonItem] = []
        for spec in specs:
            button = by_key.pop(spec.key, None)
            if button is None:
                button = ButtonItem(spec.label, self.min_button, self.h, colour=spec.colour, size=self.size,
                                    key=spec.key)
                button.setParentItem(self)
            else:
                button.set_text(spec.label)
                button.set_colour(spec.colour)
            button.set_enabled(spec.enabled)
            keep.append(button)
        for gone in by_key.values():
            gone.setParentItem(None)
            if gone.scene() is not None:
                gone.scene().removeItem(gone)
        self.buttons = keep
        self._layout()

    def set_width(self, width: float) -> None:
        """Lay the buttons out in a strip ``width`` wide (something else needs the end of the row)."""
        if width != self.w:
            self.prepareGeometryChange()
            self.w = width
            self._layout()

    def _layout(self) -> None:
        """Each button as wide as its label (between ``min_button`` and ``max_button``); when they do not
        fit, all shrink in proportion (a short "1" stays narrow, a long label keeps its share)."""
        n = len(self.buttons)
        if not n:
            return
        widths = []
        for b in self.buttons:
            f = fit_font(b.text, self.max_button, self.size, b.weight)
            natural = QFontMetricsF(f).horizontalAdvance(b.text) + 56
            widths.append(max(self.min_button, min(self.max_button, natural)))
        room = self.w - self.gap * (n - 1)
        if sum(widths) > room > 0:
            widths = [w * room / sum(widths) for w in widths]
        total = sum(widths) + self.gap * (n - 1)
        x = {"left": 0.0, "right": self.w - total}.get(self.align, (self.w - total) / 2)
        for b, w in zip(self.buttons, widths, strict=True):
            b.set_size(w, self.h)
            b.setPos(x, 0)
            x += w + self.gap

    def button(self, key: str) -> ButtonItem | None:
        return next((b for b in self.buttons if b.key == key), None)
