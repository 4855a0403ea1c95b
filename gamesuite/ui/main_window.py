"""The main window: launcher, the table of the running game, menus, gate and Director window.

Words: every text goes through ``gamesuite.i18n.translate`` (context "shell"; spec metadata in the game's
context). Settings ▸ Language changes the language while the app runs (:meth:`MainWindow.set_language`):
the menus take their new words, the launcher and the setup page are built again (the setup page keeps what
was typed), and the running game's UI is built again for the same controller, its private view where it was.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent, QKeyEvent, QResizeEvent

# Dialog-only classes (QMessageBox, QFileDialog, QListWidget, QTextBrowser, QDialogButtonBox) are imported
# where they are used: PySide6 builds a class's Python enums when the class is first touched (~11 ms of
# start-up for these). tests/ui/test_startup_imports.py keeps them out of the launcher's start-up.
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from gamesuite.i18n import (
    QT_TRANSLATE_NOOP,
    Msg,
    current_language,
    render,
    rules_reference,
    translate,
    translate_marked,
)
from gamesuite.i18n import words as and_words
from gamesuite.rules import registry
from gamesuite.rules.core import Event, GameConfig
from gamesuite.storage.store import SaveStore
from gamesuite.ui import gcpause, language
from gamesuite.ui.director import DirectorWindow
from gamesuite.ui.handoff import HandoffGate
from gamesuite.ui.idle import NEXT_TURN, IdleQueue
from gamesuite.ui.launcher import Launcher
from gamesuite.ui.panelslot import lay_out_hidden
from gamesuite.ui.privacy import PrivateHost, PrivateRouter
from gamesuite.ui.scene.motion import set_reduce_motion
from gamesuite.ui.settings import Settings

if TYPE_CHECKING:  # imported when a game starts, not at start-up (see bench/startup.py)
    # QAction, QActionGroup, QKeySequence: made with the menus' items, after the first frame
    from PySide6.QtGui import QAction, QActionGroup, QColor, QIcon, QKeySequence

    from gamesuite.ui.controller import GameController
    from gamesuite.ui.games import GameUI
    from gamesuite.ui.phones.dialog import PhoneStrip
    from gamesuite.ui.phones.hub import PhoneHub
    from gamesuite.ui.setup_page import SetupPage, StartRequest
    from gamesuite.ui.warmup import StartPrep, Warmup

log = logging.getLogger(__name__)


def _delete_widget(widget: QWidget) -> Iterator[object]:
    """Idle work that deletes ``widget``, from the turn after the next (the paint that is coming first)."""
    yield NEXT_TURN
    if shiboken6.isValid(widget):
        shiboken6.delete(widget)


T = TypeVar("T")


class MenuItem(Generic[T]):
    """A menu item of the main window (``window.act_undo``), made with all the others by ``_fill_menus`` after the
    launcher's first frame, or at once by the first read that comes before (a menu opened, a test, Start)."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.key = f"_menu_item_{name}"

    @overload
    def __get__(self, window: None, owner: type) -> MenuItem[T]: ...

    @overload
    def __get__(self, window: MainWindow, owner: type) -> T: ...

    def __get__(self, window: MainWindow | None, owner: type) -> MenuItem[T] | T:
        if window is None:
            return self
        items = window.__dict__
        if self.key not in items:
            window._fill_menus()  # noqa: SLF001 - the window's own items
        item: T = items[self.key]
        return item

    def __set__(self, window: MainWindow, item: T) -> None:
        window.__dict__[self.key] = item


def has_table_screen(game_id: str) -> bool:
    """Whether the game has its own screens (``gamesuite/ui/<game>/``); others are not offered yet."""
    import importlib.util

    spec = importlib.util.find_spec(f"gamesuite.ui.{game_id}")
    return spec is not None and spec.origin is not None  # a folder without __init__.py is not a game UI yet


class StatusText(QLabel):
    """The status line's text (plain text): a new text repaints the line and nothing else (see :class:`StatusLine`)."""

    def setText(self, text: str) -> None:  # noqa: N802 - Qt API
        if text == self.text():
            return
        relayout = text.count("\n") != self.text().count("\n")  # a line more or less: the bar's height changes
        super().setText(text)
        holder = self.parentWidget()
        if relayout and isinstance(holder, StatusLine):
            holder.fit_height()


class StatusLine(QWidget):
    """The window's status line: a holder the status bar stretches, with the text filling it at a fixed size.

    Why: a QLabel asks its parent's layout to run again at every new text (its size hint follows the text), and
    in the status bar that meant a layout pass and a second paint of the whole bar after most moves (the game's
    line says who acts next: a new text almost every move), after the paint of the table. A widget of fixed size
    asks for nothing, so the text's repaint joins the table's. The holder's size hint is the text's own height
    (one line; :class:`StatusText` sets it again when the number of lines changes).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = StatusText("", self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # a game's status line names players: shown as typed
        self._measure = QLabel()  # never shown
        self._measure.setTextFormat(Qt.TextFormat.PlainText)
        self.fit_height()

    def fit_height(self) -> None:
        """As tall as the text's lines (the status bar lays itself out again when that changes), measured by a
        label without a fixed size (one with a fixed size answers that size as its size hint)."""
        self._measure.setFont(self.label.font())
        self._measure.setText(self.label.text())
        height = self._measure.sizeHint().height()
        self._measure.setText("")  # it keeps no copy of the line (a refusal may name a private card)
        self.setFixedHeight(height)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(0, self.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(0, self.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        self.label.setFixedSize(event.size())


class GamePage(QWidget):
    """The running game: the table widget, with the gate and private host as overlays."""

    gate_raised = Signal()  # the hand-off gate just covered the table

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("gamePage")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.table: QWidget | None = None
        self.gate = HandoffGate(self)
        self.private = PrivateHost(self)
        self.toast_label = QLabel(self)
        self.toast_label.setObjectName("toast")
        self.toast_label.setWordWrap(True)
        self.toast_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.toast_label.setStyleSheet("#toast { background: rgba(20,20,20,225); color: #ffffff; font-size: 22px;"
                                       " font-weight: 600; border-radius: 14px; padding: 14px 22px; }")
        self.toast_label.hide()
        self._phone_strip: PhoneStrip | None = None  # made when phone play first shows a seat (phone_strip)
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast_label.hide)
        # The gate and the private host cover the whole table: while one does, the table does not paint (its
        # paints were a third of a move's time behind a private panel nobody could see through)
        self.gate.installEventFilter(self)
        self.private.installEventFilter(self)

    @property
    def phone_strip(self) -> PhoneStrip:
        """The phone icons over the table; made on first use (its module imports dialogs' classes, whose
        Python enums PySide6 builds when they are first touched: start-up does without)."""
        if self._phone_strip is None:
            from gamesuite.ui.phones.dialog import PhoneStrip

            self._phone_strip = PhoneStrip(self)
            self._phone_strip.place()
        return self._phone_strip

    def toast(self, message: str, ms: int = 4000) -> None:
        """A short, non-blocking message over the table (an illegal move explained)."""
        self.toast_label.setText(message)
        width = min(self.width() - 40, 900)
        self.toast_label.setFixedWidth(max(200, width))
        self.toast_label.adjustSize()
        self.toast_label.move((self.width() - self.toast_label.width()) // 2, self.height() - self.toast_label.height()
                              - 30)
        self.toast_label.raise_()
        self.toast_label.show()
        self._toast_timer.start(ms)

    def set_table(self, widget: QWidget | None) -> None:
        if self.table is not None:
            self._layout.removeWidget(self.table)
            self.table.setParent(None)
        self.table = widget
        if widget is not None:
            self._layout.addWidget(widget)
            widget.setFocus()
        self.gate.raise_()
        self.private.raise_()
        if self._phone_strip is not None:
            self._phone_strip.place()
        self._cover_changed()

    def covered(self) -> bool:
        """True while the gate or the private host covers the table."""
        return not self.gate.isHidden() or not self.private.isHidden()

    def _cover_changed(self) -> None:
        if self.table is not None and self.table.updatesEnabled() == self.covered():
            self.table.setUpdatesEnabled(not self.covered())  # enabled again: the table repaints whole

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide) and (obj is self.gate or obj is self.private):
            self._cover_changed()
            if obj is self.gate and event.type() == QEvent.Type.Show:
                # a refusal may name a private card ("Rocket Jetpack costs 3 million"): it was said to the
                # player who held the device, never to whoever it is handed to
                self._toast_timer.stop()
                self.toast_label.hide()
                self.gate_raised.emit()
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self.gate.setGeometry(self.rect())
        self.private.setGeometry(self.rect())
        if self._phone_strip is not None:
            self._phone_strip.place()


class MainWindow(QMainWindow):
    """The shared table screen and the shell around every game."""

    def __init__(self, settings: Settings | None = None, store: SaveStore | None = None) -> None:
        super().__init__()
        from gamesuite.paths import user_data_dir

        self.settings = settings or Settings()
        # the leftovers of a crash (temporary files, lock files of gone saves) are removed by the warm-up, after the
        # launcher's first frame: they hide no save from the listing and hold no lock (flock) a claim would meet
        self._clean_saves = store is None
        self.store = store or SaveStore(user_data_dir() / "saves", clean=False)
        # the chosen language, else the system's when GameSuite speaks it, else English
        language.apply(self.settings.language or language.system_default())
        self.setWindowTitle("GameSuite")
        self.setMinimumSize(960, 600)
        set_reduce_motion(self.settings.reduce_motion)
        from gamesuite.ui import sound

        sound.set_enabled(self.settings.sound)
        self.interactive = True  # False in --selftest: messages are collected, never modal
        self.messages: list[str] = []
        self.controller: GameController | None = None
        self.game_ui: GameUI | None = None
        self.phones: PhoneHub | None = None  # phone play (Game ▸ Play with phones…), off by default
        self.phone_host: str | None = None  # where phone play listens (None: this computer's home-network address)
        self.phone_port = 8765  # tried first (a busy port: any free one)

        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        # the one idle queue (gamesuite/ui/idle.py): the launcher's warm-up and the running game's idle work
        self.idle = IdleQueue(self)
        # full garbage collections in its idle turns, never in a click's work; a freeze only while nothing short-lived
        # is alive
        gcpause.collector.install(self.idle, self._nothing_short_lived)
        self.warmup: Warmup | None = None  # made below, once the launcher is
        self.launcher = self._make_launcher()
        self.page = GamePage()
        self.setup_page: SetupPage | None = None  # launcher → setup page → game page
        # setup pages made ahead in idle time (the last saved game's, a hovered tile's): the click shows one
        self.ready_pages: dict[str, SetupPage] = {}
        self.start_prep: StartPrep | None = None  # what the setup page's Start will need, made while it shows
        self.stack.addWidget(self.launcher)  # the game page joins the stack when the first game opens (_open_session):
        # added here, Qt polished its gate, private host and toast for the launcher's first frame (~4 ms)
        self.director = DirectorWindow(self, self.settings, self.idle)
        self.director.enabled = self.settings.private_window  # View ▸ Show Director window, as last left
        self.director.closed.connect(self._private_screen_closed)
        self.router = PrivateRouter(self.page.gate, self.page.private, self.director, self.idle)
        self.router.phones = lambda viewer: self.phones is not None and self.phones.holds(viewer)
        self.director.availability_did_change.connect(self._private_screen_changed)
        self._build_menus()
        # on the table widget only (keys pressed inside it reach it): on the application, every event of every
        # widget (paints, timers, layouts: hundreds a move) went through Python first
        self.key_filter = KeyFilter(self)
        self.status_line = StatusLine()
        self.status = self.status_line.label  # the game's line, a refusal, the result (plain text)
        self._game_status = ""  # the game's own status line (a refusal replaces it for a while)
        self._refusal = ""
        self.page.gate_raised.connect(self._forget_refusal)
        self.statusBar().addWidget(self.status_line, 1)
        self._warm_up(self._refresh_continue())
        geometry = self.settings.window_geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 800)

    # ------------------------------------------------------------------ menus
    # The menus' items (about thirty actions with their shortcuts, the language menu) are not in the launcher's first
    # frame: only the menu bar's titles are. The items are made just after it (:meth:`_fill_menus`: the warm-up's
    # first step), or at once when a menu opens or when code reads one of them (each is a :class:`MenuItem`).
    menu_game: MenuItem[QMenu] = MenuItem()
    menu_view: MenuItem[QMenu] = MenuItem()
    menu_settings: MenuItem[QMenu] = MenuItem()
    menu_language: MenuItem[QMenu] = MenuItem()
    menu_help: MenuItem[QMenu] = MenuItem()
    language_group: MenuItem[QActionGroup] = MenuItem()
    language_actions: MenuItem[dict[str, QAction]] = MenuItem()
    act_new: MenuItem[QAction] = MenuItem()
    act_continue: MenuItem[QAction] = MenuItem()
    act_load: MenuItem[QAction] = MenuItem()
    act_save: MenuItem[QAction] = MenuItem()
    act_import: MenuItem[QAction] = MenuItem()
    act_phones: MenuItem[QAction] = MenuItem()
    act_quit: MenuItem[QAction] = MenuItem()
    act_undo: MenuItem[QAction] = MenuItem()
    act_redo: MenuItem[QAction] = MenuItem()
    act_undo_all: MenuItem[QAction] = MenuItem()
    act_fullscreen: MenuItem[QAction] = MenuItem()
    act_director: MenuItem[QAction] = MenuItem()
    act_log: MenuItem[QAction] = MenuItem()
    act_motion: MenuItem[QAction] = MenuItem()
    act_sound: MenuItem[QAction] = MenuItem()
    act_question: MenuItem[QAction] = MenuItem()
    act_rules: MenuItem[QAction] = MenuItem()
    act_about: MenuItem[QAction] = MenuItem()

    def _build_menus(self) -> None:
        """The menu bar's titles (what the first frame shows); their items come with :meth:`_fill_menus`."""
        bar = self.menuBar()
        self._menu_words: list[tuple[QAction | QMenu, str]] = []  # each menu and item with its English text
        self._game_actions: list[tuple[Any, QAction]] = []
        self._menus_filled = False
        self._continue_enabled = False  # the Continue item's state, kept by _refresh_continue until it exists
        self._bar_menus: list[QMenu] = []
        for text in (QT_TRANSLATE_NOOP("shell", "&Game"), QT_TRANSLATE_NOOP("shell", "&Edit"),
                     QT_TRANSLATE_NOOP("shell", "&View"), QT_TRANSLATE_NOOP("shell", "&Settings"),
                     QT_TRANSLATE_NOOP("shell", "&Help")):
            m = bar.addMenu(translate("shell", text))
            m.aboutToShow.connect(self._fill_menus)  # opened before the items were made: made now
            self._menu_words.append((m, text))
            self._bar_menus.append(m)

    def _fill_menus(self) -> None:
        """The menus' items, once (see ``_MENU_ITEMS``)."""
        if self._menus_filled:
            return
        self._menus_filled = True
        from PySide6.QtGui import QAction, QActionGroup, QKeySequence  # PySide6 makes their enums when first touched

        game, edit, view, settings_menu, help_menu = self._bar_menus
        self.menu_game, self.menu_view, self.menu_settings, self.menu_help = game, view, settings_menu, help_menu

        def menu(parent: Any, text: str) -> QMenu:
            m = parent.addMenu(text)
            self._menu_words.append((m, text))
            return m

        def act(menu: Any, text: str, slot: Any, shortcut: QKeySequence | str | None = None,
                checkable: bool = False, checked: bool = False) -> QAction:
            a = QAction(text, self)
            self._menu_words.append((a, text))
            if shortcut is not None:
                a.setShortcut(QKeySequence(shortcut))
            a.setCheckable(checkable)
            if checkable:
                a.setChecked(checked)
                a.toggled.connect(slot)
            else:
                a.triggered.connect(slot)
            menu.addAction(a)
            return a

        self.act_new = act(game, QT_TRANSLATE_NOOP("shell", "&New game…"), self.show_launcher,
                           QKeySequence.StandardKey.New)
        self.act_continue = act(game, QT_TRANSLATE_NOOP("shell", "&Continue last game"), self.continue_last)
        self.act_continue.setEnabled(self._continue_enabled)
        self.act_load = act(game, QT_TRANSLATE_NOOP("shell", "&Load…"), self.load_dialog, QKeySequence.StandardKey.Open)
        self.act_save = act(game, QT_TRANSLATE_NOOP("shell", "&Save as…"), self.save_dialog,
                            QKeySequence.StandardKey.Save)
        self.act_import = act(game, QT_TRANSLATE_NOOP("shell", "&Import a question pack…"), self.import_pack_dialog)
        self.act_phones = act(game, QT_TRANSLATE_NOOP("shell", "Play with &phones…"), self.phone_dialog)
        game.addSeparator()
        self.act_quit = act(game, QT_TRANSLATE_NOOP("shell", "&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.act_undo = act(edit, QT_TRANSLATE_NOOP("shell", "&Undo"), self.undo, QKeySequence("Ctrl+Z"))
        self.act_redo = act(edit, QT_TRANSLATE_NOOP("shell", "&Redo"), self.redo, QKeySequence("Ctrl+Shift+Z"))
        edit.addSeparator()
        self.act_undo_all = act(edit, QT_TRANSLATE_NOOP("shell", "Undo for &everyone…"), self.undo_for_everyone)
        self.act_fullscreen = act(view, QT_TRANSLATE_NOOP("shell", "&Full screen"), self.toggle_fullscreen,
                                  QKeySequence("F11"))
        self.act_director = act(view, QT_TRANSLATE_NOOP("shell", "Show &Director window"), self.toggle_director,
                                QKeySequence("Ctrl+D"), checkable=True, checked=self.settings.private_window)
        self.act_log = act(view, QT_TRANSLATE_NOOP("shell", "Game &log…"), self.show_log, QKeySequence("Ctrl+L"))
        view.addSeparator()
        self.act_motion = act(view, QT_TRANSLATE_NOOP("shell", "&Reduce motion"), self.set_reduce_motion,
                              checkable=True, checked=self.settings.reduce_motion)
        self.act_sound = act(view, QT_TRANSLATE_NOOP("shell", "&Sound"), self.set_sound, checkable=True,
                             checked=self.settings.sound)
        self.act_question = act(view, QT_TRANSLATE_NOOP("shell", "Show the &question on the table"),
                                self.set_show_question, checkable=True, checked=self.settings.show_question_on_table)
        self.menu_language = menu(settings_menu, QT_TRANSLATE_NOOP("shell", "&Language"))
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions = {}
        for code in language.available():
            a = QAction(language.name(code), self)  # each language by its own name, in every language
            a.setCheckable(True)
            a.setChecked(code == language.current())
            a.setData(code)
            a.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.language_group.addAction(a)
            self.menu_language.addAction(a)
            self.language_actions[code] = a
        self.act_rules = act(help_menu, QT_TRANSLATE_NOOP("shell", "&Rules reference…"), self.show_rules,
                             QKeySequence("F1"))
        self.act_about = act(help_menu, QT_TRANSLATE_NOOP("shell", "&About GameSuite"), self.show_about)
        self._retranslate_menus()
        # The Director window has no menu bar: the same shortcuts work there when it has the focus
        # (undo a mistaken judgement right where it was made).
        self.director.addActions([self.act_undo, self.act_redo, self.act_log, self.act_rules, self.act_undo_all])
        self._update_actions()

    def _retranslate_menus(self) -> None:
        for target, text in self._menu_words:
            said = translate("shell", text)
            if isinstance(target, QMenu):
                target.setTitle(said)
            else:
                target.setText(said)
        if not self._menus_filled:
            return
        for code, action in self.language_actions.items():
            action.setChecked(code == language.current())

    # ------------------------------------------------------------------ language
    def set_language(self, code: str) -> str:
        """Settings ▸ Language: use ``code`` from now on (remembered) and put every word again in it,
        without losing anything: the game in progress, its history, log and private view stay as they are."""
        code = language.apply(code)
        self.settings.language = code
        self.retranslate()
        return code

    def retranslate(self) -> None:
        """Every word of the window again, in the current language (see the module docstring)."""
        self._retranslate_menus()
        self._drop_ready_pages()  # made in the earlier language
        old = self.launcher
        self.launcher = self._make_launcher()
        self.stack.insertWidget(self.stack.indexOf(old), self.launcher)
        if self.stack.currentWidget() is old:
            self.stack.setCurrentWidget(self.launcher)
        self.stack.removeWidget(old)
        old.deleteLater()
        self._refresh_continue()
        page = self.setup_page
        if page is not None:
            self._show_setup_page(page.spec.id, page.snapshot())
        if self.controller is not None:
            self._detach_ui(keep_placement=True)
            self._attach_ui(keep_placement=True)
            self._state_changed([])
        self.director.retranslate()
        self._update_title()

    def _make_launcher(self) -> Launcher:
        specs = [registry.get_spec(g) for g in registry.game_ids()]
        launcher = Launcher(specs, {s.id for s in specs if not has_table_screen(s.id)})
        launcher.game_chosen.connect(self.open_setup)
        launcher.game_hovered.connect(self._game_hovered)
        launcher.continue_requested.connect(self.continue_last)
        launcher.load_requested.connect(self.load_dialog)
        return launcher

    READY_PAGES = 2  # setup pages kept made ahead (the oldest made goes first)

    def _page_ahead(self, game_id: str) -> Callable[[], object]:
        """The warm-up's step that makes ``game_id``'s setup page ahead, a piece per turn of the event loop."""
        return lambda: self._make_page_ahead(game_id)

    def _make_page_ahead(self, game_id: str) -> Iterator[None]:
        if game_id in self.ready_pages or self.controller is not None or (
                self.setup_page is not None and self.setup_page.spec.id == game_id):
            return
        from gamesuite.content import pack_choices
        from gamesuite.ui.setup_page import SetupPage

        packs = pack_choices(game_id)
        # made inside the stack (not in it): hidden until the click adds it and shows it
        page = SetupPage(registry.get_spec(game_id), self.settings, packs if len(packs) > 1 else None, self.stack,
                         deferred=True)
        self.ready_pages[game_id] = page
        while len(self.ready_pages) > self.READY_PAGES:
            self._discard_page(self.ready_pages.pop(next(iter(self.ready_pages))))
        yield
        while self.ready_pages.get(game_id) is page and page.build_step():
            yield
        if self.ready_pages.get(game_id) is not page:
            return
        self.stack.addWidget(page)
        size = self.stack.size()
        yield
        # its scale for the window's size, its layout, its paint: pieces (a page.grab() was one of 40-100 ms)
        for _piece in page.rescale_ahead(size):
            if self.ready_pages.get(game_id) is not page:
                return
            yield
        if self.ready_pages.get(game_id) is not page:
            return
        page.resize(size)
        lay_out_hidden(page)
        yield
        for _piece in page.paint_ahead():
            if self.ready_pages.get(game_id) is not page:
                return
            yield

    def _discard_page(self, page: SetupPage) -> None:
        """A setup page let go: hidden now, deleted in a turn of the idle queue. Deleting its ~300 widgets (5-9 ms)
        ran, with ``deleteLater``, in the event loop's turn after Start, before the table's first paint."""
        page.shutdown()
        page.hide()
        self.idle.post(page, _delete_widget(page), name="setup page deleted")

    def _nothing_short_lived(self) -> bool:
        """No game, no setup page (shown, made ahead or waiting for its deletion) and no start prep: what is alive now
        is the app's for good (gcpause freezes it only then: Quiz Club's setup page holds a cycle)."""
        if self.controller is not None or self.start_prep is not None or self.setup_page is not None \
                or self.ready_pages:
            return False
        pages = sys.modules.get("gamesuite.ui.setup_page")  # (never imported: no page was ever made)
        return pages is None or not self.stack.findChildren(pages.SetupPage, "",
                                                            Qt.FindChildOption.FindDirectChildrenOnly)

    def _drop_ready_pages(self) -> None:
        """The pages made ahead go (a game started: the remembered set-up changes; the language changed)."""
        pages, self.ready_pages = self.ready_pages, {}
        for page in pages.values():
            self._discard_page(page)

    @Slot(str)
    def _game_hovered(self, game_id: str) -> None:
        """The pointer is on a game's tile: its modules load now (a click may follow)."""
        if self.warmup is not None:
            self.warmup.add_game(game_id)

    def _update_title(self) -> None:
        """The window title for what is on show (never anything private)."""
        current = self.stack.currentWidget()
        if self.setup_page is not None and current is self.setup_page:
            game = translate_marked(self.setup_page.spec.id, self.setup_page.spec.title)
            self.setWindowTitle(translate("shell", "GameSuite — New game of {game}").format(game=game))
        elif self.controller is not None and current is self.page:
            game = translate_marked(self.controller.spec.id, self.controller.spec.title)
            self.setWindowTitle(translate("shell", "GameSuite — {game}").format(game=game))
        else:
            self.setWindowTitle("GameSuite")

    def _update_actions(self) -> None:
        c = self.controller
        # Undo stays enabled during a game: a refused undo says why instead of doing nothing.
        self.act_undo.setEnabled(c is not None)
        self.act_undo_all.setEnabled(bool(c and c.can_undo(everyone=True)))
        self.act_redo.setEnabled(bool(c and c.can_redo()))
        self.act_save.setEnabled(c is not None)
        self.act_log.setEnabled(c is not None)
        self.act_phones.setEnabled(c is not None)

    # ------------------------------------------------------------------ game sessions
    def show_launcher(self) -> None:
        self.end_session()
        self.status.setText("")  # the last game's line does not follow us to the launcher
        self._drop_setup_page()
        latest = self._refresh_continue()
        self.stack.setCurrentWidget(self.launcher)
        self._update_title()
        self._warm_up(latest)  # back from a page or a game: the next click's page is made ahead again

    def _warm_up(self, latest: str | None) -> None:
        """While the player looks at the launcher (from its next paint): what their clicks on a tile and on Start
        need, the last saved game's (``latest``) modules and setup page, another game's once the pointer is on its
        tile. Not every game's: Telma's and Ciak's tables import in ~0.3 s each and hold ~20 MB and ~6 MB more."""
        from gamesuite.ui.warmup import Warmup, launcher_steps

        if self.warmup is not None:
            self.warmup.stop()
            self.warmup.deleteLater()
        available = {g for g, tile in self.launcher.tiles.items() if tile.available}
        steps = launcher_steps([latest] if latest in available else [], self._page_ahead)
        if self._clean_saves:  # once, first (a game started before it ran: the next start of the app cleans)
            self._clean_saves = False
            steps.insert(0, (None, self.store.clean_stale))
        if not self._menus_filled:  # the shortcuts work from the first turn after the launcher's first frame
            steps.insert(0, (None, self._fill_menus))
        self.warmup = Warmup(self.launcher, steps, self, page=self._page_ahead, idle=self.idle)

    def _refresh_continue(self) -> str | None:
        """The Continue button for the newest save; returns that save's game (None: no save)."""
        try:
            latest = self.store.latest()  # never raises for a file; this guards the launcher all the same
        except Exception:  # noqa: BLE001 - nothing in the saves folder may stop the app from starting
            log.exception("the saves folder could not be listed")
            latest = None
        if latest is None:
            self.launcher.set_continue(None)
            self._continue_enabled = False
            if self._menus_filled:
                self.act_continue.setEnabled(False)
            return None
        else:
            _path, save = latest
            self.launcher.set_continue(translate("shell", "{title} — saved {when} UTC").format(
                title=save.title, when=save.saved_at.replace("T", " ")[:16]))
            self._continue_enabled = True
            if self._menus_filled:
                self.act_continue.setEnabled(True)
            return save.game

    @Slot(str)
    def open_setup(self, game_id: str) -> None:
        """The setup page of ``game_id`` (players, variant, house rules, packs); its Start starts the game."""
        if self.warmup is not None:
            self.warmup.focus(game_id)
        self._show_setup_page(game_id)
        if self.setup_page is not None:
            self.setup_page.focus_first()

    def _show_setup_page(self, game_id: str, state: Any = None) -> None:
        """A new setup page for ``game_id`` (with ``state``: what an earlier page had, after a change of language)."""
        from gamesuite.content import pack_choices
        from gamesuite.ui.setup_page import SetupPage

        spec = registry.get_spec(game_id)
        packs = pack_choices(game_id)
        offered = packs if len(packs) > 1 else None
        self._drop_setup_page()
        page = self.ready_pages.pop(game_id, None) if state is None else None
        if page is not None and (page.packs_offered != offered or page.language != current_language()
                                 or page.settings_writes != self.settings.writes):
            self._discard_page(page)  # made before a pack came, the language or the remembered set-up changed
            page = None
        if page is not None:
            page.finish_building()  # made ahead (or partly: the rest now)
        else:
            # made inside the stack: added there afterwards, Qt re-polished every one of its ~300 widgets for
            # the new parent's style (~90 ms of the click on a tile, a fifth of the page's cost)
            page = SetupPage(spec, self.settings, offered, self.stack, state=state)
        page.back_requested.connect(self.show_launcher)
        page.start_requested.connect(self._start_requested)
        page.remember_soon = self._remember_soon
        self.setup_page = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self.statusBar().hide()  # the page has its own footer; the game's status line comes back with the game
        self._update_title()
        from gamesuite.ui.warmup import StartPrep

        if self.stack.indexOf(self.page) < 0:
            self.idle.post(self, self._game_page_ahead(), name="game page")
        self.start_prep = StartPrep(self.idle, page.request, current_language(), page)

    def _game_page_ahead(self) -> Iterator[object]:
        """The game page joins the stack while the setup page shows (hidden), its gate, private host and toast polished:
        Start only shows it (the first game's Start did both, ~1-2 ms)."""
        yield NEXT_TURN  # the setup page's paint first
        if self.stack.indexOf(self.page) < 0:
            self.stack.addWidget(self.page)
        self.page.ensurePolished()

    def _drop_start_prep(self) -> None:
        prep, self.start_prep = self.start_prep, None
        if prep is not None:
            prep.stop()

    def _drop_setup_page(self) -> None:
        self._drop_start_prep()
        page, self.setup_page = self.setup_page, None
        self.statusBar().show()
        if page is not None:
            self.stack.removeWidget(page)
            self._discard_page(page)

    def _start_requested(self, request: StartRequest) -> None:
        """The setup page's Start: the game opens (and the page goes), or the page stays and says why."""
        self._drop_ready_pages()  # the page remembered its set-up (the players' names are every game's)
        if self.start_game(request.game, request.players, request.variant, request.options,
                           request.packs) is not None:
            self._drop_setup_page()

    def _remember_soon(self, save: Callable[[], None]) -> None:
        """The setup page's Start remembered its set-up in the settings (in memory): saved to disk in a turn of the
        idle queue once the table is on screen (closing the window saves the settings too)."""
        def after_the_paint() -> Iterator[object]:
            yield NEXT_TURN
            save()

        self.idle.post(self, after_the_paint(), name="set-up saved")

    def start_game(self, game_id: str, players: Any, variant: str | None = None, options: dict | None = None,
                   packs: list[str] | None = None, seed: int | None = None) -> GameController | None:
        """Start a new game; returns its controller (None if the content could not be loaded)."""
        from gamesuite.content import PackError, load_content

        prep, self.start_prep = self.start_prep, None
        content = prep.content(game_id, packs, current_language()) if prep is not None else None
        first: tuple[Any, Any] | None = None  # (config, state) of this very choice, made while the page showed
        ahead: Any = None  # its first table, built ahead (games.KeptTable), for the game's create_ui to take
        if prep is not None:
            if seed is None:  # the prep's seed (random, as here), its first game when the choice is unchanged
                seed = prep.seed
                first = prep.first_state(game_id, players, variant, options, packs, current_language())
                ahead = prep.table() if first is not None else None
            prep.stop()
        try:
            if content is None:
                content = load_content(game_id, packs, language=current_language())
        except PackError as exc:
            self.tell(translate("shell", "Cannot start"),
                      translate("shell", "The game's content could not be loaded:\n{problem}").format(problem=exc))
            return None
        config = first[0] if first is not None else GameConfig(game_id, tuple(players), variant, options or {},
                                                               content)
        from gamesuite.ui.controller import GameController

        seed = seed if seed is not None else int.from_bytes(os.urandom(4), "little")
        rules = registry.get_rules(game_id)
        try:
            controller = GameController(rules, config, seed, store=self.store,
                                        first=first[1] if first is not None else None)
        except ValueError as exc:  # a ConfigError says why in the players' language; other errors in English
            if ahead is not None:
                ahead.let_go()
            msg = getattr(exc, "msg", None)
            self.tell(translate("shell", "Cannot start"), render(msg) if isinstance(msg, Msg) else str(exc))
            return None
        self._open_session(controller, ahead)
        if controller.save_path is not None:  # held from the start, on this thread (the writer writes later)
            self.store.claim(controller.save_path)
        controller.autosave_soon()  # saved from the start, once the table is on screen
        return controller

    def _open_session(self, controller: GameController, ahead: Any = None) -> None:
        """``controller``'s game on the table; ``ahead``: its first table built ahead (``games.KeptTable``), or None."""
        if self.warmup is not None:
            self.warmup.stop()  # a game runs: what it needed is loaded, the other games' modules can wait for theirs
        self._drop_ready_pages()
        self.end_session()
        if self.stack.indexOf(self.page) < 0:
            self.stack.addWidget(self.page)
        self.controller = controller
        self._attach_ui(ahead=ahead)
        self.stack.setCurrentWidget(self.page)
        self._update_title()
        if controller.spec.uses_director and self.act_director.isChecked():
            self.director.enabled = True
            self.director.place()
        self._state_changed([])
        gcpause.collector.game_opened()  # what the game holds, frozen once its table is up

    def _attach_ui(self, keep_placement: bool = False, ahead: Any = None) -> None:
        """The running controller's game UI: built, connected, on the table (``keep_placement``: its private
        view goes where the previous UI's was, see :meth:`PrivateRouter.attach`; ``ahead``: the first table built
        ahead, ``games.KeptTable``, which the game's ``create_ui`` may take; let go if it does not)."""
        from gamesuite.ui.games import GameContext, create_ui
        from gamesuite.ui.scene.view import TableView

        controller = self.controller
        assert controller is not None
        context = GameContext(
            private_screen_active=lambda: bool(self.director.active and self.director.enabled),
            private_changed=self._sync_private,
            on_phone=lambda viewer: self.phones is not None and self.phones.holds(viewer),
            toast=self.page.toast,
            set_status=self._set_game_status,
            add_menu_action=self._add_game_menu_action,
            idle=self.idle.scope(controller.spec.id),  # closed with the game's UI (_detach_ui)
            ahead=ahead,
        )
        try:
            self.game_ui = create_ui(controller, self.settings, context)
        finally:
            if ahead is not None:
                ahead.let_go()  # (nothing when the game took it)
        controller.state_did_change.connect(self._state_changed)
        controller.action_was_refused.connect(self._refused)
        controller.history_did_change.connect(self._update_actions)
        controller.game_did_end.connect(self._game_ended)
        controller.autosave_did_fail.connect(self.status.setText)
        self.page.set_table(self.game_ui.table_widget())
        self.game_ui.table_widget().installEventFilter(self.key_filter)
        if isinstance(table := self.game_ui.table_widget(), TableView):
            table.keep_picture()  # exposures copy the table's kept picture (gamesuite/ui/scene/view.py)
        self.game_ui.status_did_change.connect(self._set_game_status)
        self.router.attach(self.game_ui, keep_placement=keep_placement)

    def _add_game_menu_action(self, menu: str, action: QAction) -> None:
        """A game's own menu item, in the window's menu while that game runs."""
        target = {"Game": self.menu_game, "View": self.menu_view, "Help": self.menu_help}.get(menu, self.menu_game)
        target.addAction(action)
        self._game_actions.append((target, action))

    def end_session(self) -> None:
        """Close the running game and let go of everything it held (a finished game is freed)."""
        if self.controller is None:
            return
        controller, ui = self.controller, self.game_ui
        controller.close()  # saved, and the last move is on disk before anything else opens
        self._detach_ui()
        controller.deleteLater()
        self.controller = None
        # a full collection in an idle turn frees its objects; nothing is frozen while these two live
        gcpause.collector.game_closed(controller, *([ui] if ui is not None else []))
        self.store.release_all()  # another copy of the app may open this save now
        self._update_title()
        self._update_actions()

    def _detach_ui(self, keep_placement: bool = False) -> None:
        """Let go of the game's UI (its table, panels, menu items and every connection to the controller);
        the controller stays. ``keep_placement``: the router remembers who was looking at a private view."""
        controller, ui = self.controller, self.game_ui
        assert controller is not None
        if keep_placement:
            self.router.release()
        else:
            self.router.detach()
            self.stop_phones()
        if ui is not None:
            ui.shutdown()
            ui.context.idle.close()  # what the game left in the idle queue goes with it
            with contextlib.suppress(RuntimeError, TypeError):
                ui.status_did_change.disconnect()
        from PySide6.QtCore import QMetaMethod  # only when a game ends (its enums: ~0.5 ms at start-up)

        for menu, action in self._game_actions:
            menu.removeAction(action)
            if action.isSignalConnected(QMetaMethod.fromSignal(action.triggered)):  # else Qt warns on disconnect
                with contextlib.suppress(RuntimeError, TypeError):
                    action.triggered.disconnect()  # the game's slots go with the game
            action.deleteLater()
        self._game_actions.clear()
        for signal in (controller.state_did_change, controller.action_was_refused, controller.history_did_change,
                       controller.game_did_end, controller.autosave_did_fail):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect()
        table = self.page.table
        self.page.set_table(None)
        if table is not None:
            table.removeEventFilter(self.key_filter)
            table.deleteLater()
        if ui is not None:
            ui.deleteLater()
        self.game_ui = None

    def continue_last(self) -> None:
        latest = self.store.latest()
        if latest is None:
            self.tell(translate("shell", "Continue"), translate("shell", "There is no saved game to continue."))
            return
        self.open_save(latest[0])

    def load_dialog(self) -> None:
        dialog = LoadDialog(self.store, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.chosen is not None:
            self.open_save(dialog.chosen)

    locked_save_choice = "copy"  # what a non-interactive window answers for a save open elsewhere

    def open_save(self, path: Path) -> bool:
        """Open a save; a damaged one is explained and nothing changes. A save another running copy
        of the app has open can be opened as a copy, or read-only (moves are not saved)."""
        from gamesuite.storage.saves import SaveError, read_save, restore

        path = Path(path)
        self._drop_start_prep()  # its worker (the rules' memos) done before the rules read the save
        try:
            save = read_save(path)
            loaded = restore(save, path)
        except SaveError as exc:
            self.store.note_unreadable(path)
            self._refresh_continue()
            self.tell(translate("shell", "Cannot open the save"), str(exc))
            return False
        store: SaveStore | None = self.store
        save_path: Path | None = path
        if not self.store.claim(path):
            choice = self.ask_locked_save(path.name)
            if choice == "copy":
                try:
                    save_path = self.store.copy_for_this_copy(save, loaded.config.game)
                except OSError as exc:
                    self.tell(translate("shell", "Cannot open the save"),
                              translate("shell", "A copy could not be written: {problem}").format(problem=exc))
                    return False
            elif choice == "readonly":
                store = save_path = None
            else:
                return False
        from gamesuite.ui.controller import GameController

        try:
            rules = registry.get_rules(loaded.config.game)
            controller = GameController(rules, loaded.config, loaded.seed, actions=loaded.actions,
                                        base=loaded.base, store=store, save_path=save_path)
        except Exception as exc:  # noqa: BLE001 - checked by restore(); a sentence all the same
            log.exception("a checked save could not be opened")
            if save_path is not None and (self.controller is None or self.controller.save_path != save_path):
                self.store.release(save_path)
            self.tell(translate("shell", "Cannot open the save"),
                      translate("shell", "{file}: the game could not be rebuilt ({problem}).").format(
                          file=path.name, problem=exc))
            return False
        self._open_session(controller)
        if save_path is not None:
            self.store.claim(save_path)  # again: closing the previous session let go of every save
        else:
            self.setWindowTitle(translate("shell", "{title} (read-only: moves are not saved)").format(
                title=self.windowTitle()))
        if loaded.notice:
            # the notice is an English text marked in "storage": shown in the player's language
            self.tell(translate("shell", "Save repaired"), translate("storage", loaded.notice))
        return True

    def open_path(self, path: Path) -> bool:
        """A file given on the command line or double-clicked: a save opens, a pack is imported after asking."""
        from PySide6.QtWidgets import QMessageBox  # not at start-up (its enums)

        name = path.name.lower()
        if name.endswith(".zip") or path.is_dir():
            if self.interactive:
                answer = QMessageBox.question(
                    self, translate("shell", "Import a question pack"),
                    translate("shell", "Import the question pack “{name}” into GameSuite?").format(name=path.name))
                if answer != QMessageBox.StandardButton.Yes:
                    return False
            return self.import_pack(path)
        return self.open_save(path)

    def ask_locked_save(self, name: str) -> str:
        """A save is open in another copy of the app: 'copy', 'readonly' or '' (cancel)."""
        from PySide6.QtWidgets import QMessageBox  # not at start-up (its enums)

        text = translate("shell", "{file} is open in another GameSuite window. Playing it here too would "
                                  "overwrite one window's moves with the other's.").format(file=name)
        self.messages.append(f"Save in use: {text}")
        if not self.interactive:
            return self.locked_save_choice
        box = QMessageBox(self)
        box.setWindowTitle(translate("shell", "Save in use"))
        box.setText(text)
        copy = box.addButton(translate("shell", "Open a copy"), QMessageBox.ButtonRole.AcceptRole)
        read_only = box.addButton(translate("shell", "Open read-only"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return {copy: "copy", read_only: "readonly"}.get(box.clickedButton(), "")

    def import_pack_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # not at start-up (its enums)

        name, _ = QFileDialog.getOpenFileName(self, translate("shell", "Import a question pack"), "",
                                              file_filter(translate("shell", "Question packs ({patterns})"),
                                                          "*.zip manifest.json", all_files=True))
        if name:
            self.import_pack(Path(name))

    def import_pack(self, path: Path) -> bool:
        """Import a pack zip or folder (a manifest.json path means its folder); says what happened."""
        from gamesuite.content import PackError
        from gamesuite.content.packs import import_pack

        if path.name == "manifest.json":
            path = path.parent
        self._drop_start_prep()  # a new pack may belong to the content it loaded
        try:
            pack = import_pack(path)
        except PackError as exc:
            self.tell(translate("shell", "Pack not imported"),
                      translate("shell", "{problem}\n\nNothing was changed; your other packs still work.").format(
                          problem=exc))
            return False
        cards = pack.counts.get("cards")
        if isinstance(cards, int):
            text = translate("shell", "“{name}” (%n card(s)) is ready; choose it on a game's setup page.", n=cards)
        else:
            text = translate("shell", "“{name}” is ready; choose it on a game's setup page.")
        self.tell(translate("shell", "Pack imported"), text.format(name=pack.name))
        return True

    def save_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # not at start-up (its enums)

        if self.controller is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, translate("shell", "Save game"),
                                              str(self.store.new_path(self.controller.config.game)),
                                              file_filter(translate("shell", "GameSuite saves ({patterns})"),
                                                          "*.gsave.json"))
        if name:
            try:
                self.controller.save_as(Path(name))
            except OSError as exc:
                self.tell(translate("shell", "Save failed"),
                          translate("shell", "The game could not be saved:\n{problem}").format(problem=exc))

    # ------------------------------------------------------------------ state changes
    @Slot(list)
    def _state_changed(self, events: list[Event]) -> None:
        if self.game_ui is None:
            return
        self.game_ui.refresh(events)
        self._sync_private(events)
        self._update_actions()
        if self.phones is not None:
            self.phones.push()

    @Slot(str)
    def _refused(self, message: str) -> None:
        """An illegal move: say why, without a modal box, and change nothing."""
        self.status.setText(message)
        self._refusal = message
        self.messages.append(f"Not allowed: {message}")
        self.page.toast(message)

    @Slot(str)
    def _set_game_status(self, text: str) -> None:
        self._game_status = text
        self.status.setText(text)

    @Slot()
    def _forget_refusal(self) -> None:
        """The gate rose: a refusal on the status line goes (it may name a private card), the game's line returns."""
        if self._refusal and self.status.text() == self._refusal:
            self.status.setText(self._game_status)
        self._refusal = ""

    @Slot(object)
    def _game_ended(self, result: Any) -> None:
        if result is not None and self.controller is not None:
            self.status.setText(self.controller.words(result.text))

    def _sync_private(self, events: list[Event] | None = None) -> None:
        """Place the running game's private view (the private screen, the gate, or nothing)."""
        self.router.sync(events)

    # ------------------------------------------------------------------ phone play
    def phone_dialog(self) -> None:
        """Game ▸ Play with phones…: the seats' codes, who is connected, releasing a seat."""
        if self.controller is None:
            return
        from gamesuite.ui.phones.dialog import PhoneDialog

        dialog = PhoneDialog(lambda: self.phones, self.set_phone_play, self)
        self._phone_dialog = dialog
        if self.interactive:
            dialog.exec()
            self._phone_dialog = None
        else:
            dialog.show()

    def set_phone_play(self, on: bool) -> str | None:
        """Start or stop phone play for the running game; a sentence if it could not start."""
        if not on:
            self.stop_phones()
            return None
        if self.phones is not None or self.controller is None:
            return None
        from gamesuite.ui.phones.hub import PhoneHub

        def buzz(seat: int, ms: int) -> bool:
            press = getattr(self.game_ui, "phone_press", None)
            return bool(press(seat, ms)) if press is not None else False

        problem = ""
        for port in (self.phone_port, 0):
            hub = PhoneHub(self.controller, lambda: self.game_ui, host=self.phone_host, port=port, buzz_press=buzz)
            try:
                hub.start()
            except OSError as exc:
                problem = str(exc)
                hub.deleteLater()
                continue
            self.phones = hub
            hub.seats_changed.connect(self._phones_changed)
            self._phones_changed()
            return None
        return translate("shell", "Phone play could not start: {problem}").format(problem=problem)

    def stop_phones(self) -> None:
        hub, self.phones = self.phones, None
        if hub is None:
            return
        hub.stop()
        hub.deleteLater()
        self._phones_changed()

    def _phones_changed(self) -> None:
        """A phone joined, left or was released: the strip over the table, the gate, the dialog."""
        hub = self.phones
        seats: list[tuple[str, str, bool]] = []
        if hub is not None:
            players = hub.controller.config.players
            seats = [(players[s].name, players[s].colour, hub.connected(s)) for s in sorted(hub.held)]
        self.page.phone_strip.show_seats(seats)
        self._sync_private()
        dialog = getattr(self, "_phone_dialog", None)
        if dialog is not None:
            with contextlib.suppress(RuntimeError):
                dialog.refresh()

    def _private_screen_closed(self) -> None:
        """Closing the private window is the same as View ▸ Show Director window off (the menu says so)."""
        self.act_director.blockSignals(True)
        self.act_director.setChecked(False)
        self.act_director.blockSignals(False)

    def _private_screen_changed(self, _on: bool) -> None:
        if self.game_ui is not None:
            self.game_ui.refresh([])
        self._sync_private()

    def tell(self, title: str, text: str) -> None:
        """Show a message to the players (collected instead in non-interactive runs)."""
        from PySide6.QtWidgets import QMessageBox  # not at start-up (its enums)

        self.messages.append(f"{title}: {text}")
        if self.interactive:
            QMessageBox.information(self, title, text)

    # ------------------------------------------------------------------ commands
    def undo(self) -> None:
        """Take back the last public move, or say why not (a private move needs "Undo for everyone")."""
        c = self.controller
        if c is None:
            return
        # From a private view in front (the private screen, or a panel after the gate) its player may
        # take back their own private move; from the table only public moves.
        in_private = self.page.private.isVisible() or (self.director.active and self.director.isActiveWindow())
        reason = c.why_no_undo(everyone=in_private)
        if reason is not None:
            self.messages.append(f"Undo: {reason}")
            self.page.toast(reason, 3500)
            return
        c.undo(everyone=in_private)
        self.page.toast(translate("shell", "Undone."), 1500)  # the status line keeps saying who acts next

    def undo_for_everyone(self) -> None:
        """Take back the last move even if it was made in private, after the table agrees."""
        from PySide6.QtWidgets import QMessageBox  # not at start-up (its enums)

        c = self.controller
        if c is None:
            return
        reason = c.why_no_undo(everyone=True)
        if reason is not None:
            self.page.toast(reason, 3500)
            return
        if self.interactive:
            answer = QMessageBox.question(
                self, translate("shell", "Undo for everyone"),
                translate("shell", "Take back the last move, even though it was made in private?\n"
                          "The player who made it will choose again, behind the hand-off screen."))
            if answer != QMessageBox.StandardButton.Yes:
                return
        c.undo(everyone=True)
        self.page.toast(translate("shell", "Undone for everyone."), 1500)

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def toggle_fullscreen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def toggle_director(self, on: bool) -> None:
        self.settings.private_window = on  # remembered (closing the private window itself is not: it is for now)
        self.director.enabled = on
        if self.controller is not None and self.controller.spec.uses_director or not on:
            self.director.place()
        self._sync_private()

    def set_reduce_motion(self, on: bool) -> None:
        self.settings.reduce_motion = on
        set_reduce_motion(on)

    def set_sound(self, on: bool) -> None:
        from gamesuite.ui import sound

        self.settings.sound = on
        sound.set_enabled(on)

    def set_show_question(self, on: bool) -> None:
        self.settings.show_question_on_table = on
        if self.game_ui is not None:
            self.game_ui.refresh([])

    def show_rules(self) -> None:
        game = self.controller.config.game if self.controller else None
        RulesDialog(game, self).exec()

    def show_log(self) -> None:
        if self.controller is None:
            return
        LogDialog(self.controller.game_log(), self).exec()

    def show_about(self) -> None:
        dialog = AboutDialog(self)
        self.messages.append(f"About: {dialog.heading.text()}")
        if self.interactive:
            dialog.exec()

    # ------------------------------------------------------------------ Qt events
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        self._drop_start_prep()  # its worker done (the rules' memos are never used from two threads)
        self.settings.set_window_geometry(self.saveGeometry())
        self.end_session()
        self.director.close()
        super().closeEvent(event)


def bundled_licences() -> list[dict[str, Any]]:
    """What the app ships and under which licence (``resources/licenses/index.json``), each with the
    text of its licence files joined (a missing file is named, not skipped)."""
    import json

    from gamesuite.paths import resources_dir

    base = resources_dir()
    index = json.loads((base / "licenses" / "index.json").read_text(encoding="utf-8"))
    components = []
    for entry in index["components"]:
        texts = []
        for rel in entry["files"]:
            path = base / rel
            try:
                texts.append(path.read_text(encoding="utf-8"))
            except OSError:
                texts.append(translate("shell", "(missing from this build: {file})").format(file=rel))
        components.append({**entry, "text": ("\n\n" + "-" * 72 + "\n\n").join(texts)})
    return components


class AboutDialog(QDialog):
    """Help > About: the version, what the app is, and every bundled component with its licence text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QDialogButtonBox  # not at start-up (its enums)

        super().__init__(parent)
        import platform

        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import qVersion
        from PySide6.QtGui import QFontDatabase
        from PySide6.QtWidgets import QHBoxLayout, QPlainTextEdit, QSplitter, QTreeWidget, QTreeWidgetItem

        from gamesuite import __version__
        from gamesuite.ui.app import app_icon

        self.setWindowTitle(translate("shell", "About GameSuite"))
        self.resize(1080, 680)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        logo = QLabel()
        logo.setPixmap(app_icon().pixmap(72, 72))
        top.addWidget(logo, 0, Qt.AlignmentFlag.AlignTop)
        words = QVBoxLayout()
        self.heading = QLabel(f"GameSuite {__version__}")
        self.heading.setObjectName("aboutHeading")
        self.heading.setStyleSheet("#aboutHeading { font-size: 26px; font-weight: 700; }")
        words.addWidget(self.heading)
        titles = [translate_marked(g, registry.get_spec(g).title) for g in registry.game_ids()]
        for line in (translate("shell", "Four tabletop games for a family around one screen: {games}.").format(
                         games=and_words(titles)),
                     translate("shell", "Python {python}, Qt {qt}, PySide6 {pyside}").format(
                         python=platform.python_version(), qt=qVersion(), pyside=pyside_version)):
            label = QLabel(line)
            label.setWordWrap(True)
            words.addWidget(label)
        top.addLayout(words, 1)
        layout.addLayout(top)
        intro = QLabel(translate("shell", "GameSuite includes the software below. Choose a line to read its licence."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        for label in self.findChildren(QLabel):
            label.setTextFormat(Qt.TextFormat.PlainText)
        split = QSplitter()
        self.components = QTreeWidget()
        self.components.setObjectName("licenceList")
        self.components.setColumnCount(2)
        self.components.setHeaderLabels([translate("shell", "Component"), translate("shell", "Licence")])
        self.components.setRootIsDecorated(False)
        self.text = QPlainTextEdit()
        self.text.setObjectName("licenceText")
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)  # licence texts are wrapped already
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        mono.setPixelSize(13)
        self.text.setFont(mono)
        self.entries = bundled_licences()
        for entry in self.entries:
            item = QTreeWidgetItem([entry["name"], entry["license"]])
            item.setToolTip(0, entry["what"])
            self.components.addTopLevelItem(item)
        self.components.resizeColumnToContents(0)
        self.components.currentItemChanged.connect(
            lambda item, _old: self._show(self.components.indexOfTopLevelItem(item)))
        split.addWidget(self.components)
        split.addWidget(self.text)
        split.setSizes([430, 630])
        layout.addWidget(split, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if self.entries:
            self.components.setCurrentItem(self.components.topLevelItem(0))

    def _show(self, row: int) -> None:
        if 0 <= row < len(self.entries):
            entry = self.entries[row]
            head = translate("shell", "{name}: {what}\nLicence: {licence}").format(
                name=entry["name"], what=entry["what"], licence=entry["license"])
            self.text.setPlainText(f"{head}\n\n{entry['text']}")
            self.text.moveCursor(self.text.textCursor().MoveOperation.Start)


class LogDialog(QDialog):
    """View ▸ Game log: every public line of the game so far, oldest first, in the current language."""

    def __init__(self, lines: list[str], parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QDialogButtonBox, QListWidget, QListWidgetItem  # not at start-up (its enums)

        super().__init__(parent)
        self.setWindowTitle(translate("shell", "Game log"))
        self.resize(640, 560)
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setWordWrap(True)  # long lines (a question and its options) wrap instead of scrolling sideways
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setObjectName("gameLog")
        for line in lines:
            self.list.addItem(QListWidgetItem(line))
        self.list.scrollToBottom()
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class LoadDialog(QDialog):
    """Lists saves newest first; damaged ones are shown with their reason and cannot be opened.

    The damaged ones come after every save that opens (a family looks for its game, not for a stray file left in the
    folder: four grey lines above it pushed it down), each reason once (the file name is its heading: the reason
    without it) and wrapped to the list's width (one long line ran off the right edge behind a scroll bar, the reason
    cut); its tooltip holds the whole sentence too."""

    def __init__(self, store: SaveStore, parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QDialogButtonBox, QListWidget, QListWidgetItem  # not at start-up (its enums)

        super().__init__(parent)
        self.setWindowTitle(translate("shell", "Load a saved game"))
        self.resize(720, 480)
        self.chosen: Path | None = None
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)  # wrapped again when the dialog is resized
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setSpacing(3)  # two-line entries ran into each other: a little air tells where one ends
        entries = store.entries()
        damaged, warning = self._damaged_look()
        for path, save, problem in sorted(entries, key=lambda entry: entry[1] is None):  # stable: newest first
            if save is not None:
                moves = translate("shell", "%n move(s)", n=len(save.actions))
                busy = translate("shell", ", open in another GameSuite window") if store.held_elsewhere(path) else ""
                item = QListWidgetItem(translate("shell", "{title}\n    saved {when} UTC, {moves}").format(
                    title=" ".join(save.title.split())[:200], when=save.saved_at.replace("T", " ")[:16],
                    moves=moves) + busy)
                item.setData(Qt.ItemDataRole.UserRole, str(path))
            else:
                reason = problem.removeprefix(f"{path.name}: ")
                item = QListWidgetItem(translate("shell", "{file}\n    cannot be opened: {problem}").format(
                    file=path.name, problem=reason))
                item.setToolTip(problem)
                item.setFlags(Qt.ItemFlag.NoItemFlags)  # never current or selected: Open and a double-click skip it
                # Readable, yet not a save: the style drew it in its disabled grey (2.5:1 on white, a reason nobody
                # could read); a dark muted ink and a warning mark set it apart from the saves that open.
                item.setForeground(damaged)
                item.setIcon(warning)
            self.list.addItem(item)
        if self.list.count() == 0:
            self.list.addItem(QListWidgetItem(translate("shell", "No saved games yet.")))
        layout.addWidget(self.list)
        row = QDialogButtonBox()
        self.open_button = QPushButton(translate("shell", "Open"))
        row.addButton(self.open_button, QDialogButtonBox.ButtonRole.AcceptRole)
        other = QPushButton(translate("shell", "Open a file…"))
        row.addButton(other, QDialogButtonBox.ButtonRole.ActionRole)
        row.addButton(QDialogButtonBox.StandardButton.Cancel)
        row.rejected.connect(self.reject)
        self.open_button.clicked.connect(self._open_selected)
        other.clicked.connect(self._open_file)
        self.list.itemDoubleClicked.connect(lambda _i: self._open_selected())
        layout.addWidget(row)

    def _damaged_look(self) -> tuple[QColor, QIcon]:
        """The ink and mark of a file that cannot be opened: :data:`theme.DAMAGED_INK` where it reads (>= 4.5:1) on
        the list's background, else the list's own text colour (a dark system palette); the style's warning icon,
        also in its disabled mode (the item is disabled: Qt would grey the mark out too)."""
        from PySide6.QtGui import QColor, QIcon, QPalette
        from PySide6.QtWidgets import QStyle

        from gamesuite.ui import theme

        palette = self.list.viewport().palette()
        bases = [palette.color(group, QPalette.ColorRole.Base)  # the item is disabled: either may be behind it
                 for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Disabled)]
        readable = all(theme.contrast(theme.DAMAGED_INK, base) >= 4.5 for base in bases)
        ink = theme.DAMAGED_INK if readable else palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Text)
        source = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        icon = QIcon()
        for size in (16, 24, 32):
            pixmap = source.pixmap(size, size)
            icon.addPixmap(pixmap, QIcon.Mode.Normal)
            icon.addPixmap(pixmap, QIcon.Mode.Disabled)
        return QColor(ink), icon

    def _open_selected(self) -> None:
        item = self.list.currentItem()
        if item is not None and item.data(Qt.ItemDataRole.UserRole):
            self.chosen = Path(item.data(Qt.ItemDataRole.UserRole))
            self.accept()

    def _open_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # not at start-up (its enums)

        name, _ = QFileDialog.getOpenFileName(self, translate("shell", "Open a saved game"), "",
                                              file_filter(translate("shell", "GameSuite saves ({patterns})"),
                                                          "*.gsave.json *.json"))
        if name:
            self.chosen = Path(name)
            self.accept()


class RulesDialog(QDialog):
    """The in-app rules reference: each game's summary and every house-rule option with its default."""

    def __init__(self, game: str | None, parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser  # not at start-up (its enums)

        super().__init__(parent)
        self.setWindowTitle(translate("shell", "Rules reference"))
        self.resize(820, 720)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser)
        ids = [game] if game else registry.game_ids()
        self.browser.setMarkdown("\n\n---\n\n".join(rules_markdown(g) for g in ids))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


def rules_markdown(game_id: str) -> str:
    """A game's rules reference in the current language: its summary (``resources/rules/<game>.<lang>.md``,
    English when that language has none) plus the rule options and their defaults."""
    spec = registry.get_spec(game_id)
    game = spec.id
    body = rules_reference(game_id, inline=spec.rules_reference).lstrip()
    first, _, rest = body.partition("\n")
    if first.startswith("# "):
        body = rest  # the reference's own title: shown once
    lines = [f"# {translate_marked(game, spec.title)}", "", translate_marked(game, spec.tagline), "",
             body.lstrip("\n")]
    if spec.options:
        lines += ["", "## " + translate("shell", "House rules (rule options)"), "",
                  translate("shell", "Where the printed rules are silent or ambiguous, these options decide. "
                            "Defaults in bold."), ""]
        for opt in spec.options:
            if opt.kind == "choice":
                labels = {v: label for v, label in opt.choices}
                default = translate_marked(game, labels[opt.default]) if opt.default in labels else str(opt.default)
            elif opt.kind == "bool":
                default = translate("shell", "on") if opt.default else translate("shell", "off")
            else:
                default = str(opt.default)
            lines.append(translate("shell", "- **{title}** — {description} Default: **{default}**.").format(
                title=translate_marked(game, opt.title), description=translate_marked(game, opt.description),
                default=default))
    return "\n".join(lines)


def file_filter(name: str, patterns: str, all_files: bool = False) -> str:
    """A file dialog's filter: ``name`` is a translated "Something ({patterns})"; the patterns stay as they are."""
    out = name.format(patterns=patterns)
    return out + ";;" + translate("shell", "All files ({patterns})").format(patterns="*") if all_files else out


class KeyFilter(QObject):
    """Forwards key presses on the table to the running game (Telma's buzzers); installed on the table widget.

    Keys reach a game only when they are pressed on its table (the table, or a widget inside it that lets
    the key go on to its parent, has the focus), no gate or private panel covers it, and no dialog is open:
    letters typed into "Save as…" or "Load" are never buzzer presses.
    """

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        w = self.window
        table = w.page.table
        if (w.game_ui is None or table is None or w.stack.currentWidget() is not w.page
                or w.page.gate.isVisible() or w.page.private.isVisible() or event.isAutoRepeat()):
            return False
        if QApplication.activeModalWidget() is not None or QApplication.activePopupWidget() is not None:
            return False
        if not isinstance(obj, QWidget) or not (obj is table or table.isAncestorOf(obj)):
            return False
        return w.game_ui.key_pressed(event.key(), int(event.timestamp()))
