"""Per-game presentation plug-ins.

A game's UI lives in ``gamesuite/ui/<game>/`` and exposes ``create_ui(controller, settings)``
returning a :class:`GameUI`. The shell (main window, gate, Director window) is the same for
every game: it asks the GameUI for the table widget, for whose private input is needed, and
for a freshly built private panel once that viewer has confirmed at the hand-off gate.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Literal

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QColor, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gamesuite.i18n import translate, translate_marked
from gamesuite.rules.core import Event, Viewer
from gamesuite.ui import theme
from gamesuite.ui.controller import GameController
from gamesuite.ui.idle import IdleQueue, IdleScope
from gamesuite.ui.scene import ButtonItem, LabelItem, TableScene, TableView, TokenItem
from gamesuite.ui.settings import Settings


def cards_on_phone(name: str) -> str:
    """What the table says when a hand asked for on it is on its player's phone (phone play)."""
    return translate("phones", "{name}'s cards are on their phone.").format(name=name)


class GameContext:
    """What the shell offers a running game, handed to ``create_ui`` (games never reach into the window).

    * :meth:`private_screen_active` — whether a private window on a second monitor is in use;
    * :meth:`private_changed` — the game's ``private_viewer()`` changed without a new state (a player
      asked to look at their hand, or is done): the shell places the private view again;
    * :meth:`on_phone` — whether a viewer's private view is on their phone (phone play): a view asked for
      from the table is then not opened on this computer, the table says where it is;
    * :meth:`toast` / :meth:`set_status` — a short message over the table / the status line;
    * :meth:`menu_action` — a game-specific menu item, added to the window's menu while the game runs;
    * :attr:`idle` — the shell's idle queue for this game (gamesuite/ui/idle.py): work done ahead in short turns
      of the event loop, dropped when the game ends (never a game's own zero-delay timer);
    * :meth:`take_ahead` — the game's first table built (and drawn) ahead while the setup page showed
      (:class:`KeptTable`, :func:`table_ahead`), when it was built for the very state the game starts from.
    """

    def __init__(self, *, private_screen_active: Callable[[], bool] = lambda: False,
                 private_changed: Callable[[], None] = lambda: None,
                 on_phone: Callable[[Viewer], bool] = lambda _viewer: False,
                 toast: Callable[[str], None] = lambda _text: None,
                 set_status: Callable[[str], None] = lambda _text: None,
                 add_menu_action: Callable[[str, QAction], None] | None = None,
                 idle: IdleScope | None = None, ahead: KeptTable | None = None) -> None:
        self._ahead = ahead
        self._private_screen_active = private_screen_active
        self._private_changed = private_changed
        self._on_phone = on_phone
        self._toast = toast
        self._set_status = set_status
        self._add_menu_action = add_menu_action
        self.menu_actions: list[tuple[str, QAction]] = []
        self.idle = idle if idle is not None else IdleQueue().scope("game")  # (a queue of its own without a shell)

    def private_screen_active(self) -> bool:
        return self._private_screen_active()

    def take_ahead(self, state: Any) -> Any:
        """The table built ahead for ``state`` (the same object: the controller's first state), once; else None."""
        ahead, self._ahead = self._ahead, None
        return ahead.take(state) if ahead is not None else None

    def private_changed(self) -> None:
        self._private_changed()

    def on_phone(self, viewer: Viewer) -> bool:
        return self._on_phone(viewer)

    def toast(self, text: str) -> None:
        self._toast(text)

    def set_status(self, text: str) -> None:
        self._set_status(text)

    def menu_action(self, menu: str, text: str, slot: Callable[[], None], shortcut: str | None = None) -> QAction:
        """Add ``text`` to the window's ``menu`` ("Game", "View" or "Help") for this game's lifetime."""
        action = QAction(text)
        if shortcut:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _=False: slot())
        self.menu_actions.append((menu, action))
        if self._add_menu_action is not None:
            self._add_menu_action(menu, action)
        return action


class GameUI(QObject):
    """Base class of a game's presentation. Subclasses build the table and private panels.

    The shell calls, in this order: ``table_widget()`` once; ``refresh(events)`` after every change;
    then it places the private view (gamesuite/ui/privacy.py) from ``private_viewer()``,
    ``uses_private_screen(viewer)``, ``private_placement(viewer)``, ``private_panel(viewer)`` (built only
    after the gate, refreshed in place when it implements ``refresh(events)``) or
    ``show_private_on_table(viewer)``, ``viewer_label(viewer)`` and ``gate_purpose(viewer)``.
    """

    status_did_change = Signal(str)  # a short public status line for the window

    def __init__(self, controller: GameController, settings: Settings, context: GameContext | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.settings = settings
        self.context = context or GameContext()

    # -- what the shell calls ------------------------------------------------------------
    def table_widget(self) -> QWidget:
        """The shared table screen (usually a TableView over a TableScene). Built once."""
        raise NotImplementedError

    def phone_view(self, view: Any) -> Any:
        """A view as a phone shows it (phone play): the game's content words in the app's language where the
        table translates them itself (Ciak's built-in cards); the view as it is by default."""
        return view

    def refresh(self, events: list[Event]) -> None:
        """Redraw from ``controller.view(Viewer.TABLE)`` after a change."""

    def private_viewer(self) -> Viewer | None:
        """The viewer whose private view is needed now, or None if the table can go on."""
        for viewer in self.controller.waiting_for():
            if viewer.kind != "table":
                return viewer
        return None

    def uses_private_screen(self, viewer: Viewer) -> bool:
        """Whether ``viewer``'s private view may go to the private window on a second monitor."""
        return viewer.kind == "director"

    def private_placement(self, viewer: Viewer) -> Literal["panel", "table"]:
        """On the main window after the gate: a panel over the table, or the game's own table in
        ``viewer``'s view (``show_private_on_table``)."""
        return "panel"

    def private_panel(self, viewer: Viewer) -> QWidget:
        """A new widget with ``viewer``'s private view and choices. The shell may ask for it while the gate (or the
        private screen's cover) still waits, and keeps it hidden until the confirm: it must not show itself."""
        return GenericPrivatePanel(self.controller, viewer)

    def show_private_on_table(self, viewer: Viewer | None) -> None:
        """Draw the table in ``viewer``'s private view (None: back to the public view)."""

    def viewer_label(self, viewer: Viewer) -> tuple[str, str]:
        """(name, colour) for the hand-off gate."""
        players = self.controller.config.players
        if viewer.kind == "seat" and viewer.seat is not None and viewer.seat < len(players):
            p = players[viewer.seat]
            return p.name, p.colour
        seat = self.director_seat()
        if seat is not None and seat < len(players):
            p = players[seat]
            return translate("shell", "{name} (Director)").format(name=p.name), p.colour
        return translate("shell", "the Director"), "#34495e"

    def gate_purpose(self, viewer: Viewer) -> str:
        """One line for the gate: what the named player is about to do ("Choose the cards and bets")."""
        return ""

    def director_seat(self) -> int | None:
        """The seat playing the Director role, if the game has one (from the table view)."""
        view = self.controller.view(Viewer.TABLE)
        seat = view.get("director")
        return seat if isinstance(seat, int) else None

    def finish_animations(self) -> None:
        widget = self.table_widget()
        if isinstance(widget, TableView):
            widget.scene().finish_animations()

    def key_pressed(self, key: int, timestamp_ms: int) -> bool:
        """A key pressed on the table screen; return True if handled (Telma's buzzers)."""
        return False

    def shutdown(self) -> None:
        """Stop timers and sounds, and let go of the table (a finished game is freed)."""


def create_ui(controller: GameController, settings: Settings, context: GameContext | None = None) -> GameUI:
    """The game's own UI if its package exists, else the generic one (only the demo uses it)."""
    game = controller.config.game
    try:
        module = importlib.import_module(f"gamesuite.ui.{game}")
    except ModuleNotFoundError as exc:
        if exc.name != f"gamesuite.ui.{game}":
            raise
        return GenericUI(controller, settings, context)
    factory = getattr(module, "create_ui", None)
    if factory is None:  # a folder of parts without its plug-in yet
        return GenericUI(controller, settings, context)
    return factory(controller, settings, context)


def table_transform(size: QSize) -> QTransform:
    """The scene-to-viewport transform a game's table view (``TableView``: the 1920x1080 scene fitted, kept in
    proportion, centred) will have at ``size``: worked out by a hidden view of that size, as the table's fits."""
    from PySide6.QtCore import QRectF

    from gamesuite.ui.scene.view import SCENE_H, SCENE_W

    scene = QGraphicsScene(0, 0, SCENE_W, SCENE_H)
    view = QGraphicsView(scene)
    view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.resize(size)
    view.show()  # (off screen) the viewport laid out at that size
    view.fitInView(QRectF(0, 0, SCENE_W, SCENE_H), Qt.AspectRatioMode.KeepAspectRatio)
    transform = view.viewportTransform()
    view.hide()
    view.setScene(None)
    view.deleteLater()
    scene.deleteLater()
    return transform


def paint_items_ahead(scene: QGraphicsScene, view: QTransform,
                      which: Callable[[QGraphicsItem], bool] = lambda _item: True) -> Iterator[None]:
    """Paint each visible item of ``scene`` as a table view with transform ``view`` would (its device transform),
    into a scratch pixmap, a few items a piece: what the items keep in the game's art caches (keyed by the scale
    and the part of a pixel), the fonts and glyphs Qt makes for their text, are made; the pixels are dropped."""
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from gamesuite.ui.scene.exact import scratch_painter

    option = QStyleOptionGraphicsItem()
    for i, item in enumerate(reversed(scene.items())):  # bottom first, as a paint
        if not item.isVisible() or item.effectiveOpacity() <= 0 or not which(item):
            continue
        with scratch_painter(item.deviceTransform(view),
                             QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing) as p:
            option.exposedRect = item.boundingRect()
            item.paint(p, option, None)
        if i % 4 == 3:
            yield


def render_ahead(view: QGraphicsView, size: QSize, bands: int = 10) -> Iterator[None]:
    """Paint ``view`` (a table's own view, not shown yet) at ``size`` into a scratch pixmap, a horizontal band of it a
    piece: each item's DeviceCoordinateCache picture is made for that view (Qt keeps them per view, with the transform
    they were drawn at), so the view's first paint on screen at that size only copies them (~4 ms instead of ~17 at
    1280x800 for Telma's table). Shown at another size, the items draw again, as without this."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPixmap, QRegion

    from gamesuite.ui.scene.unseen import UnseenCanvas, tiles

    view.resize(size)
    QWidget.render(view, QPixmap(1, 1), QPoint(), QRegion(0, 0, 1, 1))  # laid out and polished, next to nothing drawn
    yield
    canvas = UnseenCanvas(view)
    for band in tiles(view.viewport().rect(), 1, bands):
        canvas.draw(QRegion(band))
        yield


class KeptTable:
    """A game's first table built ahead (:func:`table_ahead`) from the state Start will take (``StartPrep``'s first
    game), kept for the game's ``create_ui`` (:meth:`GameContext.take_ahead`); ``let_go`` frees it when nobody takes it
    (a changed choice, Back, another game)."""

    def __init__(self, state: Any, table: Any, let_go: Callable[[], None]) -> None:
        self.state = state
        self._table: Any = table
        self._let_go: Callable[[], None] | None = let_go

    def take(self, state: Any) -> Any:
        """The table, once, when it was built for ``state`` (the same object); else None (it is let go)."""
        table, self._table = self._table, None
        if table is None or state is not self.state:
            self.let_go()
            return None
        self._let_go = None
        return table

    def let_go(self) -> None:
        """Free the table unless a game took it."""
        let_go, self._let_go = self._let_go, None
        self._table = None
        if let_go is not None:
            let_go()


# A game that draws its first table ahead: its module's ``table_ahead(players, content, view, first, size=, keep=)``
# (pieces; ``keep(KeptTable)``: a table built for Start to take)
_TABLE_AHEAD: dict[str, str] = {"ciak": "gamesuite.ui.ciak.ahead", "telma": "gamesuite.ui.telma.ahead"}
# The games whose ``create_ui`` takes that table (``GameContext.take_ahead``): only they are given ``keep`` (a table
# kept and drawn for nobody would be idle work wasted). Ciak's ahead.py keeps one (``CiakAhead``) once CiakUI takes it.
_TAKES_TABLE: frozenset[str] = frozenset({"telma", "ciak"})


def table_ahead(game: str, players: int, content: Mapping[str, Any], size: QSize,
                first: Callable[[], tuple[Any, Any, tuple[Any, ...]] | None] = lambda: None,
                keep: Callable[[KeptTable], None] | None = None) -> Iterator[None] | None:
    """What ``game``'s first table (``players`` seats, ``content``) will draw, drawn ahead in pieces of idle work
    (an iterator: one piece a step) for a table view of ``size``; None when the game has nothing to draw ahead.
    ``first()``: (the rules, a first state of the same set-up with another seed, the seats' PlayerConfigs), or None.
    What is drawn goes to the game's art cache under keys that include the scale and the part of a pixel: a
    table shown at another size does not find it and draws as before. ``keep``: a game may build its real first table
    ahead (for ``first()``'s state) and hand it over (:class:`KeptTable`): its ``create_ui`` takes it when the game
    starts from that very state."""
    module = _TABLE_AHEAD.get(game)
    if module is None or size.width() <= 0 or size.height() <= 0:
        return None
    ahead = importlib.import_module(module).table_ahead

    def pieces() -> Iterator[None]:
        view = table_transform(size)
        yield
        yield from ahead(players, content, view, first, size=size, keep=keep if game in _TAKES_TABLE else None)

    return pieces()


# ------------------------------------------------------------------------------------------
# Generic presentation: players, scores, public table actions as buttons.
# ------------------------------------------------------------------------------------------


def _short(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(_short(v) for v in value if v is not None) or "—"
    return "—" if value is None else str(value)


class GenericUI(GameUI):
    """A plain table for games without a dedicated layout (used by the test-only demo game)."""

    def __init__(self, controller: GameController, settings: Settings, context: GameContext | None = None) -> None:
        super().__init__(controller, settings, context)
        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.title = LabelItem(translate_marked(controller.spec.id, controller.spec.title), 1600, 90,
                               size=theme.SIZE_TITLE)
        self.title.setPos(160, 40)
        self.scene.addItem(self.title)
        self.status = LabelItem("", 1600, 70, size=theme.SIZE_FOCUS)
        self.status.setPos(160, 150)
        self.scene.addItem(self.status)
        self.rows: list[tuple[TokenItem, LabelItem]] = []
        for i, p in enumerate(controller.config.players):
            token = TokenItem(34, p.colour, mark=theme.PLAYER_SHAPES[i % 8])
            token.setPos(420, 300 + i * 95)
            label = LabelItem(p.name, 1000, 70, size=theme.SIZE_NAME, align=Qt.AlignmentFlag.AlignLeft
                              | Qt.AlignmentFlag.AlignVCenter)
            label.setPos(480, 265 + i * 95)
            self.scene.addItem(token)
            self.scene.addItem(label)
            self.rows.append((token, label))
        self.buttons: list[ButtonItem] = []
        self.refresh([])

    def table_widget(self) -> QWidget:
        return self.view

    def shutdown(self) -> None:
        """The table's items go with the game: the buttons' slots hold this UI (and, through its context, the
        window), and a scene kept by nothing but this UI was never freed while they lived."""
        self.buttons = []
        self.scene.clear()

    def refresh(self, events: list[Event]) -> None:
        view = self.controller.view(Viewer.TABLE)
        scores = self.controller.rules.scores(self.controller.state)
        waiting = self.controller.waiting_for()
        for i, (token, label) in enumerate(self.rows):
            extra = " ".join(f"{k}: {_short(v[i])}" for k, v in view.items()
                             if isinstance(v, list) and len(v) == len(self.rows) and k not in ("players", "scores"))
            points = translate("shell", "%n point(s)", n=int(scores.get(i, 0)))
            label.set_text(translate("shell", "{name} — {points}").format(
                name=self.controller.config.players[i].name, points=points) + (f"   {extra}" if extra else ""))
            token.set_highlighted(Viewer.of_seat(i) in waiting)
        result = self.controller.result()
        if result is not None:
            self.status.set_text(self.controller.words(result.text))
        elif waiting:
            name, _ = (self.viewer_label(waiting[0]) if waiting[0].kind != "table"
                       else (translate("shell", "The table"), ""))
            self.status.set_text(translate("shell", "{name} to play").format(name=name))
        for b in self.buttons:
            self.scene.removeItem(b)
        self.buttons = []
        for j, action in enumerate(self.controller.legal_actions(seat=None)):
            button = ButtonItem(self.controller.describe(action).capitalize(), 360, 72)
            button.setPos(160 + (j % 4) * 390, 900)
            button.clicked.connect(lambda a=action: self.controller.submit(a))
            self.scene.addItem(button)
            self.buttons.append(button)


class GenericPrivatePanel(QWidget):
    """A seat's or the Director's private view as text, and that viewer's legal actions as buttons."""

    def __init__(self, controller: GameController, viewer: Viewer) -> None:
        super().__init__()
        self.setObjectName("privatePanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        view = controller.view(viewer)
        public = controller.view(Viewer.TABLE)
        title = QLabel(translate("shell", "Your private view"))
        title.setFont(theme.font(26, theme.QFont.Weight.Bold))
        layout.addWidget(title)
        body = QLabel()
        body.setWordWrap(True)
        body.setFont(theme.font(20))
        lines = [f"{k}: {_short(v)}" for k, v in view.items() if k not in public or public[k] != v]
        body.setText("\n".join(lines) or translate("shell", "Nothing private to show."))
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)
        grid = QGridLayout()
        seat = viewer.seat if viewer.kind == "seat" else None
        actions = [a for a in controller.legal_actions() if (a.seat == seat if seat is not None else True)]
        for j, action in enumerate(actions):
            label = " ".join([action.kind.replace("_", " ")] + [f"{k}={_short(v)}" for k, v in action.args])
            button = QPushButton(label)
            button.setMinimumHeight(56)
            button.setFont(theme.font(20, theme.QFont.Weight.DemiBold))
            button.clicked.connect(lambda _=False, a=action: controller.submit(a))
            grid.addWidget(button, j // 3, j % 3)
        layout.addLayout(grid)
        self.setStyleSheet(f"#privatePanel {{ background: {QColor('#f6f2e7').name()}; }}")
