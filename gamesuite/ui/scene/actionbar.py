"""ActionBar: a row of big buttons for the choices that are not an item on the table (pass, end phase).

Each button is keyed (``"button:pass"``), so its clicks reach the scene's ``item_clicked`` like any
other item and the table's :class:`~gamesuite.ui.picker.ActionPicker` routes them.

Why the bar keeps its buttons: the same few keys come and go move after move (Telefilm's "Roll the die",
"Reveal the answer", the four question numbers). A button made anew costs its construction, a place in the
scene and a first paint into its cache (1.1 new buttons and 1.2 button paints per Telefilm move before the
bar kept them; 0.05 and 0.19 after). A button whose key leaves the bar is made fully transparent and kept as
a spare (at most :attr:`ActionBar.SPARES`): Qt neither paints nor hit-tests it and keeps its cached pixmap
(``setVisible(False)`` throws that away, so showing it again would paint it again). When its key comes back
it is shown again and updated in place: a label, colour and state that did not change repaint nothing (a
spare back in another place paints once: Qt would move its old pixmap to the nearest device pixel). A
spare is not on the table: its key leaves the scene's registry (:meth:`~gamesuite.ui.scene.view.TableScene.
forget`), so ``scene.keyed``, tests and a table's later ``scene.drop`` of the key do not find it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.item import Geometry, KitItem
from gamesuite.ui.scene.label import ButtonItem
from gamesuite.ui.scene.text import fit_font, text_width


@dataclass(frozen=True)
class ButtonSpec:
    key: str
    label: str
    colour: str = "#ffd45a"
    enabled: bool = True


class ActionBar(KitItem):
    """Buttons laid out in a ``width`` x ``height`` strip (``align``: "left", "centre" or "right")."""

    w = Geometry()
    h = Geometry()
    SPARES = 24  # hidden buttons kept for keys that may come back (the oldest go first)

    def __init__(self, key: object, width: float, height: float = 72, *, align: str = "centre", gap: float = 16,
                 size: float = theme.SIZE_NAME, max_button: float = 420, min_button: float = 150) -> None:
        super().__init__(key, cache=False)
        self.w, self.h = width, height
        self.align = align
        self.gap = gap
        self.size = size
        self.max_button, self.min_button = max_button, min_button
        self.buttons: list[ButtonItem] = []  # shown, in order
        self._spares: dict[str, ButtonItem] = {}  # hidden, by key, the oldest first
        self.setAcceptHoverEvents(False)
        self.setFlag(self.GraphicsItemFlag.ItemHasNoContents)  # only its buttons draw: Qt skips the strip

    def bounds(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass

    def set_buttons(self, specs: Sequence[ButtonSpec]) -> None:
        """Show exactly these buttons (one kept per key across calls: nothing flickers or repaints that did
        not change)."""
        if tuple(specs) == self.model:
            return
        self.model = tuple(specs)
        shown = {b.key: b for b in self.buttons}
        keep: list[ButtonItem] = []
        back: dict[ButtonItem, QPointF] = {}  # spares shown again, and where they were
        for spec in specs:
            button = shown.pop(spec.key, None)
            if button is None:
                button = self._spares.pop(spec.key, None)
                if button is not None:
                    back[button] = button.pos()
            if button is None:
                button = ButtonItem(spec.label, self.min_button, self.h, colour=spec.colour, size=self.size,
                                    key=spec.key)
                button.setParentItem(self)
            else:
                if button.parentItem() is not self:  # a table dropped its key from the scene meanwhile
                    button.setParentItem(self)
                button.set_text(spec.label)
                button.set_colour(spec.colour)
                button.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)  # set_enabled gives back its opacity
                button.setAcceptHoverEvents(True)
            button.set_enabled(spec.enabled)
            keep.append(button)
        for gone in shown.values():
            self._hide(gone)
        self.buttons = keep
        self._layout()
        for button, was in back.items():
            if button.pos() != was:  # Qt would place its old pixmap to the nearest pixel: draw it where it is
                button.update()

    def _hide(self, button: ButtonItem) -> None:
        """Take ``button`` off the table, kept as a spare for when its key comes back.

        Fully transparent rather than hidden: Qt throws away a hidden item's cached pixmap (so showing it
        again paints it again), keeps a transparent one's, and neither paints nor hit-tests a fully
        transparent item. It also takes no clicks or hover, in case an item under it wants them."""
        button.setOpacity(0.0)
        button.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        button.setAcceptHoverEvents(False)
        if button.hovered:  # shown again later, it must not look pointed at
            button.hovered = False
            button.update()
        forget = getattr(self.scene(), "forget", None)
        if forget is not None:
            forget(button)
        self._spares[str(button.key)] = button
        while len(self._spares) > self.SPARES:
            oldest = self._spares.pop(next(iter(self._spares)))
            oldest.setParentItem(None)  # type: ignore[arg-type]  # None is allowed: the stubs miss it
            if oldest.scene() is not None:
                oldest.scene().removeItem(oldest)

    def set_width(self, width: float) -> None:
        """Lay the buttons out in a strip ``width`` wide (something else needs the end of the row)."""
        self.set_size(width, self.h)

    def set_size(self, width: float, height: float) -> None:
        """Lay the buttons out in a strip ``width`` x ``height`` (buttons as tall as the strip: lower ones when the
        table has less room)."""
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self._layout()

    def _layout(self) -> None:
        """Each button as wide as its label (between ``min_button`` and ``max_button``); when they do not
        fit, all shrink in proportion (a short "1" stays narrow, a long label keeps its share)."""
        n = len(self.buttons)
        if not n:
            return
        widths = []
        for b in self.buttons:
            natural = text_width(b.text, fit_font(b.text, self.max_button, self.size, b.weight).pixelSize(),
                                 b.weight) + 56
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
