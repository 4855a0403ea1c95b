"""A table drawn where nobody sees it, so that its next real paint only copies pictures.

Why: an item cached with ``DeviceCoordinateCache`` (and the kit's kept pictures) draws its picture the first time a
view paints it at a transform, and Qt keeps that picture per viewport. A table nobody sees yet — the covered table
behind the hand-off gate or a private panel (Telefilm, Quiz Club), the first table built while the setup page shows
(``games.render_ahead``) — can have those pictures made in idle time, a region of the view a piece, by drawing the view
into a throw-away image exactly as the view would draw it (the same device transform: the caches are the real
paint's, and the pixels the same). The move (or the Start) that shows the table then finds them made.

What to avoid: drawing a region while the table shows (it paints itself); keeping the image (it is the viewport's
size: a few MB; it goes with the drawing); drawing ahead an item that will then only *move* before it shows (Qt keeps
a moved item's picture at the part of a pixel it was drawn at, so its pixels would differ from a fresh paint: Telefilm
leaves its gliding pieces out of the regions).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from gamesuite.ui.idle import NEXT_TURN


class UnseenCanvas:
    """A throw-away image of ``view``'s viewport's size (at its pixel ratio), into which regions of the view are
    drawn as the view would draw them (:meth:`draw`)."""

    def __init__(self, view: QGraphicsView) -> None:
        self.view = view
        self._image: QImage | None = None
        self._kept_size: QSize | None = None  # drawn into the view's kept picture, at this size

    def stale(self) -> bool:
        """True when no image of the viewport's present size is made yet (regions drawn before were for another size:
        a caller that remembers what it drew forgets it)."""
        size = self.view.viewport().size()
        if self._kept_size is not None:
            return self._kept_size != size
        image = self._image
        return image is None or image.deviceIndependentSize().toSize() != size

    def draw(self, region: QRegion) -> None:
        """Draw ``region`` (viewport coordinates) of the view into the image, where the view draws it; a view that
        keeps a picture of itself (:meth:`TableView.keep_picture`) draws it into that picture instead (no image
        made: the paint that shows the table then copies what was drawn)."""
        draw_unseen = getattr(self.view, "draw_unseen", None)
        if draw_unseen is not None and draw_unseen(region):
            self._kept_size = self.view.viewport().size()
            return
        viewport = self.view.viewport()
        if self.stale():
            ratio = viewport.devicePixelRatioF()
            self._image = QImage(round(viewport.width() * ratio), round(viewport.height() * ratio),
                                 QImage.Format.Format_ARGB32_Premultiplied)
            self._image.setDevicePixelRatio(ratio)
        if not region.isEmpty():
            assert self._image is not None
            viewport.render(self._image, region.boundingRect().topLeft(), region)


def tiles(rect: QRect, columns: int, rows: int) -> list[QRect]:
    """``rect`` cut into ``columns`` x ``rows`` tiles (row by row, edges on whole pixels, no gaps): the pieces a view
    is drawn ahead in."""
    w, h = rect.width(), rect.height()
    out: list[QRect] = []
    for row in range(rows):
        top, bottom = row * h // rows, (row + 1) * h // rows
        for col in range(columns):
            left, right = col * w // columns, (col + 1) * w // columns
            if right > left and bottom > top:
                out.append(QRect(rect.left() + left, rect.top() + top, right - left, bottom - top))
    return out


def covered(view: QGraphicsView) -> bool:
    """The shell covers ``view``'s table (the gate or a private panel): it is shown but paints nothing (updates off)."""
    return view.isVisible() and not view.updatesEnabled()


def draw_covered(view: QGraphicsView, n: int, leave_out: Callable[[], Iterable[QGraphicsItem]],
                 per_turn: int = 4) -> Generator[object, None, bool]:
    """Idle-time pieces: draw the covered table (``view``) a tile of an ``n`` x ``n`` grid a piece, ``per_turn``
    tiles an idle turn, leaving out the items ``leave_out()`` names (the pieces that glide from place to place: see
    the module's "what to avoid"), while the table stays covered. Returns True when every tile was drawn (False:
    the table showed first). Telefilm's and Quiz Club's covered tables after each change behind the cover."""
    canvas = UnseenCanvas(view)
    for i, tile in enumerate(tiles(view.viewport().rect(), n, n)):
        if not covered(view):
            return False
        region = QRegion(tile)
        for piece in leave_out():
            rect = view.mapFromScene(piece.sceneBoundingRect()).boundingRect()
            region -= QRegion(rect.adjusted(-4, -4, 4, 4))
        canvas.draw(region)
        yield NEXT_TURN if i % per_turn == per_turn - 1 else None
    return True
