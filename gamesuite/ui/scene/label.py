"""LabelItem and ButtonItem: big, readable text on the table, optionally clickable."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPicture, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.exact import Kept, KeptLooks, draw_ahead, paint_exact
from gamesuite.ui.scene.item import Geometry, KitItem, set_shown
from gamesuite.ui.scene.text import draw_text, fit_font


class LabelItem(KitItem):
    """Plain text in a fixed box (``width`` x ``height``), shrunk (to 60 %) then elided to fit; optional pill."""

    DRAWN_FLAGS = frozenset()  # the text and its pill look the same clickable, highlighted, dimmed or pointed at
    w = Geometry()
    h = Geometry()

    def __init__(self, text: str = "", width: float = 400, height: float = 50, *, size: float = theme.SIZE_NAME,
                 weight: QFont.Weight = QFont.Weight.DemiBold, colour: QColor | str = theme.INK_ON_FELT,
                 background: QColor | str | None = None, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
                 wrap: bool = False, key: object = None) -> None:
        super().__init__(key)
        self.text = text
        self.w, self.h = width, height
        self.size = size
        self.weight = weight
        self.colour = QColor(colour)
        self.background = QColor(background) if background is not None else None
        self.align = align
        self.wrap = wrap
        self.setAcceptHoverEvents(False)

    def bounds(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height
            self.update()

    def set_colours(self, colour: QColor | str, background: QColor | str | None = None) -> None:
        new_bg = QColor(background) if background is not None else None
        if QColor(colour) != self.colour or new_bg != self.background:
            self.colour = QColor(colour)
            self.background = new_bg
            self.update()

    def _pad(self) -> float:
        return 14 if self.background is not None else 0

    def fitted_font(self) -> QFont:
        """The font, shrunk (down to 60%) until the text fits the box."""
        pad = self._pad()
        return fit_font(self.text, self.w - 2 * pad, self.size, self.weight, height=self.h - 4 if self.wrap else 0,
                        wrap=self.wrap)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self._draw_label(painter)

    def look(self) -> tuple[object, ...]:
        """Everything the label's paint reads (its kept picture's key: :meth:`paint_look`)."""
        return (type(self).__name__, self.text, self.w, self.h, self.size, self.weight, self.colour.rgba(),
                self.background.rgba() if self.background is not None else None, self.align, self.wrap)

    def paint_look(self, painter: QPainter, draw: Callable[[QPainter], None]) -> None:
        """Copy the picture kept for :meth:`look` (drawn once by ``draw`` at the painter's scale and exact part of a
        pixel: :func:`~gamesuite.ui.scene.exact.paint_exact`, the same pixels as drawing it), or draw it when the
        item is not cached or the painter records (a QPicture). The pictures are shared by every label and button
        of the table (up to KEPT_LOOKS; when full, all go and are drawn again as they come)."""
        if self.cacheMode() == QGraphicsItem.CacheMode.NoCache or isinstance(painter.device(), QPicture) \
                or not paint_exact(painter, self.boundingRect(), self.look(), _kept_looks.get, _keep_look, draw):
            draw(painter)

    def _draw_label(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        pad = self._pad()
        if self.background is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.background)
            painter.drawRoundedRect(rect, min(22, self.h / 2), min(22, self.h / 2))
        draw_text(painter, rect.adjusted(pad, 0, -pad, 0), self.text, self.size, weight=self.weight,
                  colour=self.colour, align=self.align, wrap=self.wrap)



class KeptLabel(KeptLooks, LabelItem):
    """A label whose few looks come back, each kept as the picture drawn at the label's place (the kit's
    :class:`KeptLooks`): Quiz Club's status pills, the round's rule and pile count; Telefilm's turn, focal and hint
    lines and the question card's texts. :meth:`draw_text_ahead` draws a look the next move will show in idle time
    (a text, in other colours, at another size or font size, at another place), so that move copies it."""

    def look(self) -> tuple[Hashable, ...]:
        return self._look(self.text, self.colour, self.background, self.w, self.h, self.size)

    def _look(self, text: str, colour: QColor, background: QColor | None, w: float, h: float,
              size: float) -> tuple[Hashable, ...]:
        return (text, colour.rgba(), None if background is None else background.rgba(), w, h, size, self.weight,
                self.align, self.wrap)

    def draw_text_ahead(self, text: str, device: QTransform, hints: QPainter.RenderHint, colour: QColor | None = None,
                        background: QColor | None | bool = False, *, width: float | None = None,
                        height: float | None = None, size: float | None = None) -> None:
        """The look with ``text`` (and ``colour``/``background``, box ``width`` x ``height`` and font ``size`` when
        given; ``False``/None: the present ones), drawn ahead as Qt's item cache will draw it with ``device`` (the
        label's transform to the viewport where it will stand: its present place, or where the move puts it) and the
        view's ``hints``: the paint that shows it copies it (the kit's ``draw_ahead``; nothing if kept already)."""
        ink = self.colour if colour is None else QColor(colour)
        bg = self.background if background is False else (None if background is None else QColor(background))
        w = self.w if width is None else width
        h = self.h if height is None else height
        pt = self.size if size is None else size
        state = {"text": text, "colour": ink, "background": bg, "w": w, "h": h, "size": pt}
        looks: dict[tuple[Hashable, ...], Kept] = self.__dict__.setdefault("_looks", {})

        def found(key: tuple[Hashable, ...]) -> Kept | None:  # kept already: it goes last (the newest)
            kept = looks.pop(key, None)
            if kept is not None:
                looks[key] = kept
            return kept

        draw_ahead(device, hints, QRectF(0, 0, w, h), self._look(text, ink, bg, w, h, pt), found, self._keep_look,
                   lambda p: self._drawn_as(state, p))

    def look_of(self, text: str, colour: QColor | None = None, background: QColor | None | bool = False, *,
                width: float | None = None, height: float | None = None,
                size: float | None = None) -> tuple[Hashable, ...]:
        """The look :meth:`draw_text_ahead` draws for these arguments (for :meth:`keep_only`)."""
        return self._look(text, self.colour if colour is None else QColor(colour),
                          self.background if background is False else (None if background is None
                                                                       else QColor(background)),
                          self.w if width is None else width, self.h if height is None else height,
                          self.size if size is None else size)

    def keep_only(self, looks: set[tuple[Hashable, ...]]) -> None:
        """Let the kept pictures of other looks than ``looks`` and the one shown go (a large label's old texts)."""
        kept: dict[tuple[Hashable, ...], Kept] = self.__dict__.setdefault("_looks", {})
        keep = {*looks, self.look()}
        for full in [k for k in kept if k[:-4] not in keep]:  # (scale, part of a pixel, hints follow the look)
            del kept[full]

    def _drawn_as(self, state: dict[str, object], p: QPainter) -> None:
        """The label's own paint onto ``p`` with ``state`` (attributes its paint reads) set for this drawing only:
        no update, nothing else reads them meanwhile (the kept bounds are left as they were)."""
        d = self.__dict__
        was = {name: d[name] for name in (*state, "_kept_bounds") if name in d}
        d.update(state)
        try:
            LabelItem.paint(self, p, QStyleOptionGraphicsItem(), None)
        finally:
            d.update(was)

_kept_looks: dict[tuple[object, ...], Kept] = {}
KEPT_LOOKS = 96  # a button's picture per look: a table's prompt swaps a few labels, sizes and colours


def _keep_look(key: tuple[object, ...], kept: Kept) -> None:
    if len(_kept_looks) >= KEPT_LOOKS:
        _kept_looks.clear()
    _kept_looks[key] = kept


class ButtonItem(LabelItem):
    """A big rounded button on the table; clicks reach the scene (``item_clicked(key)``) and ``clicked``.

    Its paint copies a picture kept per look (label, size, colours, font, pointed at, highlighted) drawn once at the
    painter's scale and exact part of a pixel (:func:`~gamesuite.ui.scene.exact.paint_exact`: the same pixels as
    drawing it): a prompt that swaps between a few looks (Ciak's active player and the others: "Pass" and "No
    response", a row that shrinks and grows) drew each again at 0.2-0.5 ms a button; a copy costs a few
    microseconds. Only into its own device cache (a plain scale), never into a recording painter."""

    clicked = Signal()
    DRAWN_FLAGS = frozenset({"hovered", "highlighted"})  # clickable follows ``enabled``, shown by the opacity

    def __init__(self, text: str, width: float = 300, height: float = 72, *,
                 colour: QColor | str = "#ffd45a", size: float = theme.SIZE_NAME, key: object = None) -> None:
        super().__init__(text, width, height, size=size, weight=QFont.Weight.Bold,
                         colour=theme.text_colour_on(QColor(colour)), background=colour, key=key)
        self.enabled = True
        self.setAcceptHoverEvents(True)
        self.set_state(clickable=True)
        self.kept_at: tuple[QPointF, QPointF] | None = None  # show_button: (shown at, hidden at) while hidden
        self.shown_at: QPointF | None = None  # show_button: where it was last shown

    def set_enabled(self, on: bool) -> None:
        if on != self.enabled and self.hovered:  # the pointer's ring shows only on an enabled button
            self.update()
        self.enabled = on
        self.set_state(clickable=on)
        self.setOpacity(1.0 if on else 0.45)

    def set_colour(self, colour: QColor | str) -> None:
        self.set_colours(theme.text_colour_on(QColor(colour)), colour)

    def was_clicked(self) -> None:
        self.clicked.emit()
        super().was_clicked()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_look(painter, self._draw)

    def look(self) -> tuple[object, ...]:
        return (*super().look(), self.hovered and self.enabled, self.highlighted)

    def _draw(self, painter: QPainter) -> None:
        self._draw_label(painter)
        radius = min(22, self.h / 2)
        painter.setPen(QPen(QColor(0, 0, 0, 80), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(1, 1, self.w - 2, self.h - 2), radius, radius)
        if self.hovered and self.enabled:
            painter.setPen(QPen(QColor(255, 255, 255, 160), 3))
            painter.drawRoundedRect(QRectF(3, 3, self.w - 6, self.h - 6), radius - 2, radius - 2)
        if self.highlighted:
            painter.setPen(QPen(theme.HIGHLIGHT, 4))
            painter.drawRoundedRect(QRectF(-2, -2, self.w + 4, self.h + 4), radius + 2, radius + 2)

    def bounds(self) -> QRectF:
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def footprint(self) -> QSizeF:
        return QSizeF(self.w, self.h)


def show_button(button: ButtonItem, on: bool, pos: QPointF | None = None) -> None:
    """Show or hide a button whose picture does not change (its label and colour stay: Telma's "It was a tie",
    Quiz Club's "I object!") by its opacity (:func:`set_shown`), so its cached picture is kept for the next time
    (with ``setVisible`` it was drawn again every time: 0.25-0.6 ms a button). Hidden, it takes no clicks and is
    neither enabled nor clickable (flags its picture does not show: no repaint); shown, it is both.

    ``pos``: where it stands now. Qt copies a moved item's cached picture to the nearest whole pixel, while a
    button shown again with ``setVisible`` was drawn anew where it stands: so a button shown again anywhere but
    where it was shown last and hidden (it did not move meanwhile) is drawn again, as before."""
    if pos is not None and pos != button.pos():
        button.setPos(pos)
    was = button.opacity() > 0
    if on and not was:
        if button.kept_at != (button.pos(), button.pos()):
            button.update()  # drawn anew where it stands
        button.kept_at = None
        button.shown_at = QPointF(button.pos())
    elif was and not on:
        here = QPointF(button.pos())
        button.kept_at = (button.shown_at if button.shown_at is not None else here, here)
    set_shown(button, on)
    button.enabled = on
    if button.clickable != on:
        button.clickable = on
        button.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
