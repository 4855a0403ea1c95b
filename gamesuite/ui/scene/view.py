"""TableScene and TableView: one logical 1920x1080 table, its keyed items, fitted to any window.

The scene is the kit's centre (libkcardgame's KCardScene): it keeps every :class:`KitItem` by its key,
re-uses items across refreshes (:meth:`TableScene.sync` creates what is new, updates what changed,
moves what changed zone and removes what left), and is the one place a table listens to for input
(``item_clicked(key)``, ``item_hovered(key | None)``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QMetaObject, QObject, QPoint, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QImage,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPixmap,
    QPixmapCache,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from gamesuite.ui import theme
from gamesuite.ui.scene.item import KitItem

SCENE_W, SCENE_H = 1920, 1080
# Every kit item paints once into a pixmap kept in QPixmapCache (DeviceCoordinateCache); with Qt's default 10 MB
# the items pushed each other out and every repaint drew everything twice (into the cache, then from it). What a
# mid-game table's item caches hold, as a multiple of its view's pixels at 4 bytes (1920x1032, 1280x752 and
# 3840x2112 alike): Quiz Club 0.6x, Telma 1.4x, Telefilm 1.8x, Ciak 2.9x (22.5 MB at 1080p, 94 MB at 4K). The
# limit follows the view (:func:`pixmap_cache_kb`): 3.5 times its pixels plus PIXMAP_CACHE_SPARE_KB for the kit's
# discs and shadows and Qt's own (style, icons): 34 MB for a 1080p window, 21 MB at 1280x800, 116 MB at 4K.
# A fixed 80 MB let what no table shows any more (a finished game's token discs, style pixmaps) pile up to
# 80 MB at 1080p, and was too small for Ciak at 4K.
PIXMAP_CACHE_PER_PIXEL = 3.5
PIXMAP_CACHE_SPARE_KB = 8 * 1024
PIXMAP_CACHE_MIN_KB = 10 * 1024  # Qt's default


def pixmap_cache_kb(width: int, height: int, ratio: float = 1.0) -> int:
    """Qt's pixmap cache limit (KB) for a table view of ``width`` x ``height`` (device-independent pixels) at the
    device pixel ratio ``ratio``."""
    pixels = width * height * ratio * ratio
    return max(PIXMAP_CACHE_MIN_KB, round(pixels * 4 * PIXMAP_CACHE_PER_PIXEL / 1024) + PIXMAP_CACHE_SPARE_KB)


Factory = Callable[[object, Any], KitItem]


def free_pictures() -> None:
    """A table view went (its game ended): Qt's pixmap cache lets go of what it kept for that table and its
    panels (token discs, shadows, style pixmaps; the items' own pictures went with them), and the text memos of
    what it measured. The next table draws and measures its own again; kept to the limit, they stayed as long as
    nothing pushed them out (issue #13)."""
    from gamesuite.ui.scene.text import forget_measures
    from gamesuite.ui.scene.token import forget_discs

    QPixmapCache.clear()
    forget_discs()
    forget_measures()


def let_go_table(scene: TableScene, view: QGraphicsView | None = None) -> None:
    """A table built ahead that no game took (a changed choice, Back, another game, a build stopped half-way) goes
    now, the same way for every game: its animations finished (a running one holds its item), its items taken off
    the scene, its view (if it has one yet) deleted in the event loop's next turn. The game stops what is its own
    first (Telma's clock and timers). What to avoid: freeing the pictures here: such a view does not free them when
    it goes (:meth:`TableView.free_pictures_when_gone`), as what it drew is for the next table."""
    scene.finish_animations()
    scene.clear()
    if view is not None:
        view.deleteLater()


class TableScene(QGraphicsScene):
    """The table: a felt background, a fixed logical size, and the registry of keyed items."""

    item_clicked = Signal(object)  # the key of a clickable kit item that was clicked
    item_hovered = Signal(object)  # the key of the kit item under the pointer, or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, SCENE_W, SCENE_H, parent)
        grad = QLinearGradient(0, 0, 0, SCENE_H)
        grad.setColorAt(0, theme.FELT)
        grad.setColorAt(1, theme.FELT_DARK)
        self.setBackgroundBrush(QBrush(grad))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # items move a lot; few of them
        self._keyed: dict[object, KitItem] = {}

    # ------------------------------------------------------------------ the registry
    def keyed(self, key: object) -> KitItem | None:
        """The item with ``key``, if it is on the table."""
        return self._keyed.get(key)

    def keys(self) -> list[object]:
        return list(self._keyed)

    def put(self, item: KitItem, parent: KitItem | None = None) -> KitItem:
        """Add ``item`` (replacing another with the same key) and remember it by its key."""
        old = self._keyed.get(item.key)
        if old is not None and old is not item:
            self.drop(item.key)
        if parent is not None:
            item.setParentItem(parent)
        elif item.scene() is not self:
            self.addItem(item)
        if item.key is not None:
            self._keyed[item.key] = item
        return item

    def drop(self, key: object) -> None:
        """Take the item with ``key`` off the table."""
        item = self._keyed.pop(key, None)
        if item is not None:
            item.finish_animations()
            if item.scene() is self:
                self.removeItem(item)

    def forget(self, item: KitItem) -> None:
        """Forget ``item``'s key (when it names this item) and leave the item where it is: a hidden spare
        (:class:`~gamesuite.ui.scene.actionbar.ActionBar`) is not on the table, and a later :meth:`drop` of
        its key must not take it away from its owner."""
        if self._keyed.get(item.key) is item:
            del self._keyed[item.key]

    def sync(self, contents: Mapping[object, Sequence[tuple[object, Any]]], make: Factory, *,
             animate: bool = True) -> None:
        """Make the zones hold exactly these ``(key, model)`` entries.

        ``contents`` maps a zone key (a :class:`ZoneItem` already :meth:`put` on the table) to its
        entries in order. Items are created with ``make(key, model)`` the first time a key appears,
        get ``apply(model)`` every time (a no-op when unchanged), slide when they change zone, and leave
        the table when no zone holds them any more. Keys are unique across the zones synced together.
        """
        from gamesuite.ui.scene.zone import ZoneItem

        zones: list[tuple[ZoneItem, Sequence[tuple[object, Any]]]] = []
        wanted: set[object] = set()
        for zone_key, entries in contents.items():
            zone = self._keyed.get(zone_key)
            if not isinstance(zone, ZoneItem):
                raise KeyError(f"no zone {zone_key!r} on the table")
            zones.append((zone, entries))
            wanted.update(key for key, _ in entries)
        for zone, _ in zones:
            for item in list(zone.items):
                if item.key not in wanted:
                    zone.remove(item, animate=animate)
                    self.drop(item.key)
        for zone, entries in zones:
            items: list[KitItem] = []
            for key, model in entries:
                kept = self._keyed.get(key)
                item = kept if kept is not None else self.put(make(key, model), parent=zone)
                item.apply(model)
                items.append(item)
            zone.set_items(items, animate=animate)

    def set_states(self, items: Iterable[KitItem], *, clickable: set[object] | None = None,
                   highlighted: set[object] | None = None, dimmed: set[object] | None = None) -> None:
        """Set the interaction flags of ``items`` from key sets (None leaves that flag alone)."""
        for item in items:
            item.set_state(
                clickable=None if clickable is None else item.key in clickable,
                highlighted=None if highlighted is None else item.key in highlighted,
                dimmed=None if dimmed is None else item.key in dimmed,
            )

    def finish_animations(self) -> None:
        from gamesuite.ui.scene.animation import finish_animations

        finish_animations(self)



class TableView(QGraphicsView):
    """Shows a TableScene scaled to fit (``fitInView(..., KeepAspectRatio)``) on every resize.

    The kept picture (:meth:`keep_picture`, off by default; the app's window turns it on): the view keeps what it
    last drew in one viewport-sized pixmap (at the device pixel ratio) and a paint only draws the scene again where
    it may have changed, then copies the painted rectangle from the picture. Why: a table that shows again (the gate
    or a dialog went, the bench's forced repaint after every move) repainted every item of the 1920x1080 table
    (1.4-5 ms) although nothing on it had changed.

    Where the scene changed comes from Qt itself: a change on the scene (an item updated, moved, added, removed,
    hovered, animated; ``scene.update()``) always reaches the view through one of the scene's queued calls
    (``_q_processDirtyItems``, ``_q_emitUpdated``: ``QEvent.MetaCall`` events, watched here), and those calls ask the
    viewport to repaint exactly the changed parts, which the next paint's region therefore holds. So a paint that
    follows such a call draws its whole region again (no more than Qt's own paint), and a paint with no scene call
    since the last one (an exposure) draws nothing again: it copies. While the table cannot paint (covered: updates
    off), the changed parts are unknown and the whole picture is stale, except what :class:`~gamesuite.ui.scene.
    unseen.UnseenCanvas` draws into it behind the cover (:meth:`draw_unseen`). A resize, a device-pixel-ratio
    change, a new fit or a scroll drops the picture.

    What to avoid: listening to the scene's ``changed`` signal for dirty regions (connected, it turns off Qt's
    direct per-view updates: whole item rectangles, one more queued turn); changing what the view draws outside the
    scene (its background, a ``drawBackground`` override's data) without :meth:`drop_picture`; a fractional device
    pixel ratio (copies would not be 1:1: the view paints as Qt does).
    """

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._scene = scene  # QGraphicsView does not own its scene; keep it alive
        # No SmoothPixmapTransform by default: every cached item is blitted 1:1 (DeviceCoordinateCache), yet the
        # hint made each repaint ~20 % slower (bench/responsiveness.py, Telefilm: 8.5 -> 6.7 ms for a whole
        # table). Art that scales a pixmap sets the hint on its own painter; a view showing a turned item
        # (its item-cache pixmap is drawn turned) switches it on (KitItem.refresh_cache_mode).
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # The felt is one solid colour, filled straight into each painted region: a view brush set here is
        # all QGraphicsView draws (the scene's own background shows only where the scene is rendered by
        # itself: scene.render). Cheaper than blitting a cached background pixmap (CacheBackground), and
        # the viewport skips Qt's fill of its palette colour under it (WA_OpaquePaintEvent: the felt covers
        # every pixel anyway). Together ~1.5 ms less per paint of a 1920x1080 table, ~20 % of a full repaint
        # (bench/responsiveness.py; docs/performance.md "Action").
        self.setBackgroundBrush(theme.FELT_DARK)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._watched: QWidget | None = None  # the window whose paints first run the scene's queued work
        self._flushing = False
        self._keeps = False  # keep_picture()
        self._picture: QPixmap | None = None
        self._valid = QRegion()  # where the picture shows the scene as it is (viewport coordinates)
        self._touched = True  # the scene changed since the last paint, inside the next paint's region
        self._drawing = False  # the view draws into its picture (its paint then is Qt's own)
        self._frees_pictures = True  # free_pictures_when_gone()
        self.destroyed.connect(free_pictures)

    def free_pictures_when_gone(self, on: bool) -> None:
        """Whether this view's going frees Qt's pixmap cache and the text memos (:func:`free_pictures`): on for a
        game's table (the default), off for a table's view built ahead until a game takes it (its going, when no game
        took it, must not free what was just drawn for the next table). Kept as a flag: a second disconnect would
        make Qt warn, a second connect free twice."""
        if on == self._frees_pictures:
            return
        self._frees_pictures = on
        if on:
            self.destroyed.connect(free_pictures)
        else:
            self.destroyed.disconnect(free_pictures)

    # ------------------------------------------------------------------ the kept picture
    def keep_picture(self, on: bool = True) -> None:
        """Keep a picture of the table and copy exposures from it (see the class's docstring)."""
        if on == self._keeps:
            return
        self._keeps = on
        scene = self.scene()
        if scene is not None:
            if on:
                scene.installEventFilter(self)
            else:
                scene.removeEventFilter(self)
        self.drop_picture()
        if not on:
            self._picture = None
        elif self.isVisible():
            self._watch_window()

    def keeps_picture(self) -> bool:
        return self._keeps

    def picture_bytes(self) -> int:
        """What the kept picture holds (bytes; 0 without one)."""
        pic = self._picture
        return 0 if pic is None else pic.width() * pic.height() * max(1, pic.depth() // 8)

    def drop_picture(self) -> None:
        """Nothing of the picture is kept any more: the next paint draws what it shows."""
        self._valid = QRegion()
        self._touched = True

    def _scene_touched(self) -> None:
        viewport = self.viewport()
        if viewport.isVisible() and viewport.updatesEnabled():
            self._touched = True  # the changed parts will be in the next paint's region
        else:
            self._valid = QRegion()  # asked of a viewport that cannot paint: where is unknown

    def _ready_picture(self) -> QPixmap | None:
        """The picture, made anew (nothing valid) for the viewport's present size and pixel ratio; None for a
        fractional ratio."""
        viewport = self.viewport()
        ratio = viewport.devicePixelRatioF()
        if ratio != int(ratio):
            return None
        pic = self._picture
        if pic is None or pic.devicePixelRatio() != ratio or pic.deviceIndependentSize().toSize() != viewport.size():
            pic = QPixmap(viewport.size() * int(ratio))
            pic.setDevicePixelRatio(ratio)
            self._picture = pic
            self._valid = QRegion()
        return pic

    def _draw_picture(self, pic: QPixmap, region: QRegion) -> None:
        """Draw ``region`` of the view into the picture, as the view paints it."""
        self._drawing = True
        try:
            self.viewport().render(pic, region.boundingRect().topLeft(), region, QWidget.RenderFlag(0))
        finally:
            self._drawing = False
        self._valid |= region

    def draw_unseen(self, region: QRegion) -> bool:
        """Draw ``region`` into the picture while the table does not paint (covered), so that the paint that shows it
        copies; False (nothing drawn) without a kept picture."""
        if not self._keeps:
            return False
        pic = self._ready_picture()
        if pic is None:
            return False
        scene = self.scene()
        if scene is not None:  # changes made before now are marked before the drawing (not after it)
            QCoreApplication.sendPostedEvents(scene, QEvent.Type.MetaCall.value)
        if self._touched:  # a change waited for a paint that did not come: where is unknown
            self._touched = False
            self._valid = QRegion()
        if not region.isEmpty():
            self._draw_picture(pic, region)
        return True

    def _screen(self) -> tuple[QImage, QPoint] | None:
        """The window's backing store (what the screen shows) and the viewport's place in it (device pixels), when
        this paint goes there (None: the view is rendered elsewhere, a grab)."""
        viewport = self.viewport()
        store = viewport.backingStore()
        device = store.paintDevice() if store is not None else None
        if not isinstance(device, QImage):
            return None
        probe = QPainter(viewport)
        engine = probe.paintEngine()
        target = engine.paintDevice() if engine is not None else None
        probe.end()
        if target is None or shiboken6.getCppPointer(target)[0] != shiboken6.getCppPointer(device)[0]:
            return None
        ratio = viewport.devicePixelRatioF()
        return device, viewport.mapTo(viewport.window(), QPoint(0, 0)) * ratio

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        """Qt's own paint where the picture is not valid (or the scene changed: see the class's docstring), kept
        from what the screen then shows; a copy from the picture for the rest."""
        if not self._keeps or self._drawing:
            super().paintEvent(event)
            return
        pic = self._ready_picture()
        if pic is None:
            super().paintEvent(event)
            return
        screen = self._screen()
        if screen is None:  # a grab or a render: Qt's own paint (the screen's paint comes later)
            super().paintEvent(event)
            return
        region = event.region()
        if self._touched:
            self._valid -= region
            self._touched = False
        todo = region - self._valid
        if not todo.isEmpty():
            super().paintEvent(event if todo == region else QPaintEvent(todo))
            image, at = screen  # what Qt painted, kept: copied back from the screen's image
            ratio = pic.devicePixelRatio()
            rect = todo.boundingRect()
            keep = QPainter(pic)
            keep.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            keep.setClipRegion(todo)
            keep.drawImage(QRectF(rect), image, QRectF(at.x() + rect.x() * ratio, at.y() + rect.y() * ratio,
                                                       rect.width() * ratio, rect.height() * ratio))
            keep.end()
            self._valid |= todo
        rest = region - todo
        if not rest.isEmpty():
            painter = QPainter(self.viewport())
            painter.setClipRegion(rest)
            rect = rest.boundingRect()
            ratio = pic.devicePixelRatio()
            painter.drawPixmap(QRectF(rect), pic, QRectF(rect.x() * ratio, rect.y() * ratio, rect.width() * ratio,
                                                         rect.height() * ratio))
            painter.end()

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802 - Qt API
        self.drop_picture()
        super().scrollContentsBy(dx, dy)

    def _watch_window(self) -> None:
        window = self.window()  # (a view that is its own window watches itself when it keeps a picture)
        if window is not self._watched and (window is not self or self._keeps):
            if self._watched is not None:
                self._watched.removeEventFilter(self)
            window.installEventFilter(self)
            self._watched = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """Before the window paints, the scene's queued work runs (see :meth:`flush_scene`)."""
        kind = event.type()
        if kind == QEvent.Type.MetaCall:
            if self._keeps and watched is self.scene():
                self._scene_touched()
        elif kind == QEvent.Type.UpdateRequest and watched is self._watched:
            self.flush_scene()
        return False

    def flush_scene(self) -> None:
        """Run the scene's queued processing of changed items now, while the table shows.

        Why: a changed item is marked at once, but the scene works out what to repaint later, in a queued call.
        When the window paints first (a status line changed, or the table shows again after the gate or a
        private panel), that paint already draws the changed items, and the queued call then painted the same
        items a second time: a second paint of most of the 1920x1080 table (~9 ms) on every move that closed a
        private panel. Run before each paint of the window, the queued call finds nothing left to do. While
        the table is covered (updates off) nothing runs: it would prepare a paint nobody sees.
        """
        scene = self.scene()
        if self._flushing or scene is None or not self.isVisible() or not self.updatesEnabled():
            return
        self._flushing = True
        try:
            if self._keeps:  # the scene's queued calls, seen by eventFilter (a direct call would not be)
                QCoreApplication.sendPostedEvents(scene, QEvent.Type.MetaCall.value)
            else:
                QMetaObject.invokeMethod(scene, "_q_processDirtyItems", Qt.ConnectionType.DirectConnection)
        finally:
            self._flushing = False

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        super().showEvent(event)
        self._watch_window()
        self.fit()

    def fit(self) -> None:
        self.drop_picture()
        self.resetCachedContent()
        viewport = self.viewport()
        QPixmapCache.setCacheLimit(pixmap_cache_kb(viewport.width(), viewport.height(), viewport.devicePixelRatioF()))
        self.fitInView(QRectF(0, 0, SCENE_W, SCENE_H), Qt.AspectRatioMode.KeepAspectRatio)
        scene = self.scene()
        if scene is not None:  # turned items keep pixmaps as fine as the new scale needs
            for item in scene.items():
                if isinstance(item, KitItem) and item.rotation() % 90 != 0:
                    item.refresh_cache_mode()
