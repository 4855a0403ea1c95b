"""TableScene and TableView: one logical 1920x1080 table, its keyed items, fitted to any window.

The scene is the kit's centre (libkcardgame's KCardScene): it keeps every :class:`KitItem` by its key,
re-uses items across refreshes (:meth:`TableScene.sync` creates what is new, updates what changed,
moves what changed zone and removes what left), and is the one place a table listens to for input
(``item_clicked(key)``, ``item_hovered(key | None)``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QMetaObject, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QLinearGradient, QPainter, QPixmapCache, QResizeEvent
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
    """Shows a TableScene scaled to fit (``fitInView(..., KeepAspectRatio)``) on every resize."""

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
        self.destroyed.connect(free_pictures)

    def _watch_window(self) -> None:
        window = self.window()
        if window is not self._watched and window is not self:
            if self._watched is not None:
                self._watched.removeEventFilter(self)
            window.installEventFilter(self)
            self._watched = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """Before the window paints, the scene's queued work runs (see :meth:`flush_scene`)."""
        if event.type() == QEvent.Type.UpdateRequest and watched is self._watched:
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
        self.resetCachedContent()
        viewport = self.viewport()
        QPixmapCache.setCacheLimit(pixmap_cache_kb(viewport.width(), viewport.height(), viewport.devicePixelRatioF()))
        self.fitInView(QRectF(0, 0, SCENE_W, SCENE_H), Qt.AspectRatioMode.KeepAspectRatio)
        scene = self.scene()
        if scene is not None:  # turned items keep pixmaps as fine as the new scale needs
            for item in scene.items():
                if isinstance(item, KitItem) and item.rotation() % 90 != 0:
                    item.refresh_cache_mode()
