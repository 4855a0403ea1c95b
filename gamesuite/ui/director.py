"""The private window: a second monitor for the Director (or the asker), covered until its player looks.

Placement: when a screen other than the main window's exists, the window goes there
(``setScreen`` plus a move into that screen's available geometry) and shows full-screen. It
follows screens being added and removed: when its monitor disappears it is hidden and the
session falls back to the main window behind the hand-off gate (``availability_did_change``).

Privacy: in a laptop + TV room the "other" screen may be the one everybody watches, so the window
never shows a private panel straight away. It shows a cover in the player's colour ("Private
screen — Anna: click to show") whenever a different player is to use it, and builds the panel only
after that player clicks. While the same player goes on, the panel is refreshed in place. The cover
offers "This is the wrong screen: swap" (the table and the private window change monitors), the
private monitor is remembered by name and geometry, and a newly plugged monitor never takes the
window away from its screen; whenever the window changes screen it is covered again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent, QColor, QGuiApplication, QScreen
from PySide6.QtWidgets import QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from gamesuite.i18n import translate
from gamesuite.rules.core import Event, Viewer
from gamesuite.ui import theme
from gamesuite.ui.idle import IdleQueue
from gamesuite.ui.panelslot import PanelSlot
from gamesuite.ui.privacy import PanelKeys


def available_screens() -> list[QScreen]:
    """The monitors connected now (one function, so tests can unplug one)."""
    return list(QGuiApplication.screens())


def screen_id(screen: QScreen) -> str:
    """A monitor's name and geometry, to recognise it next time."""
    g = screen.geometry()
    return f"{screen.name()}@{g.width()}x{g.height()}+{g.x()}+{g.y()}"


def other_screen(main_screen: QScreen | None, preferred: str | None = None) -> QScreen | None:
    """A screen that is not ``main_screen``: the remembered one if present, else the largest (stable)."""
    screens = [s for s in available_screens() if s is not main_screen]
    if not screens:
        return None
    if preferred:
        for s in screens:
            if screen_id(s) == preferred:
                return s
        for s in screens:  # the same monitor moved in the layout
            if s.name() and preferred.split("@", 1)[0] == s.name():
                return s
    return max(screens, key=lambda s: (s.geometry().width() * s.geometry().height(), -s.geometry().x()))


class ScreenCover(QWidget):
    """The cover of the private window: the player's colour, their name, one button."""

    def __init__(self, on_show: Callable[[], None], on_swap: Callable[[], None]) -> None:
        super().__init__()
        self.setObjectName("screenCover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 40, 40, 40)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setFont(theme.font(48, theme.QFont.Weight.Bold))
        self.subtitle = QLabel()
        self.subtitle.setTextFormat(Qt.TextFormat.PlainText)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.subtitle.setFont(theme.font(26))
        self.button = QPushButton()
        self.button.setObjectName("coverButton")
        self.button.setMinimumHeight(84)
        self.button.setMinimumWidth(420)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(lambda _=False: on_show())
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.subtitle)
        layout.addSpacing(36)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(24)
        self.swap = QPushButton()
        self.swap.setObjectName("swapButton")
        self.swap.setCursor(Qt.CursorShape.PointingHandCursor)
        self.swap.clicked.connect(lambda _=False: on_swap())
        layout.addWidget(self.swap, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.retranslate()

    def retranslate(self) -> None:
        """The words that do not depend on the player (again after a change of language)."""
        self.swap.setText(translate("shell", "This is the wrong screen: swap"))

    def set_player(self, name: str, colour: str) -> None:
        bg = QColor(colour)
        ink = theme.text_colour_on(bg)
        self.setStyleSheet(
            f"#screenCover {{ background: {bg.name()}; }} QLabel {{ color: {ink.name()}; background: transparent; }}"
            f"#coverButton {{ font-size: 28px; font-weight: 700; border-radius: 18px; padding: 16px 36px;"
            f" background: {ink.name()}; color: {bg.name()}; border: none; }}"
            f"#swapButton {{ font-size: 18px; border-radius: 12px; padding: 10px 24px; background: transparent;"
            f" color: {ink.name()}; border: 2px solid {ink.name()}; }}")
        self.retranslate()
        self.title.setText(translate("shell", "Private screen — {name}").format(name=name))
        self.subtitle.setText(translate("shell", "Only {name} looks at this screen now. If everybody can see it, "
                                        "swap the screens.").format(name=name))
        self.button.setText(translate("shell", "I am {name} — show").format(name=name).replace("&", "&&"))


class DirectorWindow(PanelKeys):
    """Top-level window holding one private panel at a time, behind a cover per player (with the main window's
    keyboard rules for a private panel: :class:`PanelKeys`)."""

    availability_did_change = Signal(bool)  # True when a second screen is in use

    closed = Signal()  # the user closed the window (the shell switches to one-screen mode)

    def __init__(self, main_window: QWidget, settings: Any = None, idle: IdleQueue | None = None) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.idle = idle if idle is not None else IdleQueue(self)  # the shell's (a queue of its own without one)
        self.main_window = main_window
        self.settings = settings
        self.setObjectName("directorWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#directorWindow { background: #f6f2e7; }")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.pages = QStackedWidget()
        outer.addWidget(self.pages)
        self._placeholder = QLabel()
        self._placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._placeholder.setFont(theme.font(24))
        self.cover = ScreenCover(self._uncover, self.swap_screens)
        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(24, 24, 24, 24)
        self.slot = PanelSlot(body_layout)
        self._body = body
        for page in (self._placeholder, self.cover, body):
            self.pages.addWidget(page)
        self.enabled = True  # the user can turn the second-screen window off
        self.active = False
        self.uncovered_for: Viewer | None = None  # the viewer who last uncovered the screen
        # and who that was (see show_viewer): a role such as "the Director" passes from player to player
        self.uncovered_person: object = None
        self._person: object = None  # who the router last placed here (with _want)
        self._want: tuple[Viewer, Callable[[Viewer], QWidget]] | None = None
        self._key: object = None  # the game's state when the router last placed a viewer here
        self.retranslate()
        app = QGuiApplication.instance()
        app.screenAdded.connect(self._screens_changed)
        app.screenRemoved.connect(self._screens_changed)

    def retranslate(self) -> None:
        """The window's own words, in the current language (the cover's come with each player)."""
        self.setWindowTitle(translate("shell", "GameSuite — private screen"))  # never anything private in a title
        self._placeholder.setText(translate("shell", "Private screen — waiting for the game."))
        self.cover.retranslate()

    # ------------------------------------------------------------------ placement
    def _remembered(self) -> str | None:
        value = self.settings.get_json("private_screen", None) if self.settings is not None else None
        return value if isinstance(value, str) else None

    def target_screen(self) -> QScreen | None:
        main_screen = self.main_window.screen() if self.main_window is not None else None
        current = self.screen() if self.active else None
        if current is not None and current is not main_screen and current in available_screens():
            return current  # stay where we are: a newly plugged monitor never takes the window away
        return other_screen(main_screen, self._remembered())

    def place(self) -> bool:
        """Show on the second screen if there is one; returns whether it is active."""
        screen = self.target_screen() if self.enabled else None
        was = self.active
        before = self.screen() if was else None
        if screen is None:
            if self.isVisible():
                self.hide()
            self.active = False
        else:
            self._move_to(screen)
            self.active = True
        if was != self.active or (self.active and screen is not before):
            self._cover_again()  # a screen that comes (back), or a different one, starts covered
        if was != self.active:
            self.availability_did_change.emit(self.active)
        return self.active

    def _move_to(self, screen: QScreen) -> None:
        geo = screen.availableGeometry()
        self.setScreen(screen)
        if self.windowHandle() is not None:
            self.windowHandle().setScreen(screen)
        self.move(geo.topLeft())
        self.resize(geo.size())
        self.showFullScreen()

    def _cover_again(self) -> None:
        self.uncovered_for = None
        if self._want is not None:
            self.slot.clear()
            self.pages.setCurrentWidget(self.cover)
            self._build_ahead(*self._want, self._key)

    def swap_screens(self) -> None:
        """The private window came up on the screen everybody watches: exchange the two windows' monitors."""
        if not self.active or self.main_window is None:
            return
        mine, theirs = self.screen(), self.main_window.screen()
        if mine is None or theirs is None or mine is theirs:
            return
        main = self.main_window
        full = main.isFullScreen()
        main.showNormal()
        main.setScreen(mine)
        if main.windowHandle() is not None:
            main.windowHandle().setScreen(mine)
        geo = mine.availableGeometry()
        main.move(geo.topLeft())
        main.resize(min(main.width(), geo.width()), min(main.height(), geo.height()))
        if full:
            main.showFullScreen()
        self._move_to(theirs)
        if self.settings is not None:
            self.settings.set_json("private_screen", screen_id(theirs))
        self._cover_again()

    @Slot(QScreen)
    def _screens_changed(self, _screen: QScreen) -> None:
        self.place()

    # ------------------------------------------------------------------ content
    def show_viewer(self, viewer: Viewer, name: str, colour: str, build: Callable[[Viewer], QWidget],
                    events: list[Event], key: object = None, person: object = None) -> None:
        """Show ``viewer``'s panel; behind the cover until ``viewer`` uncovers (again after someone else). ``key``
        (the game's state): behind the cover the panel is built ahead for it, hidden (see :mod:`panelslot`).

        ``person``: who plays ``viewer`` now (the Director's seat). The screen stays uncovered only for the same
        viewer AND the same person: Telefilm's Director window shows ``Viewer.DIRECTOR`` all game long, and when the
        role passed to the next player the new Director's cards and answers showed at once to whoever sat there
        (the previous Director, now a Star). Avoid keying the cover on the viewer's label: it changes with the
        language, and a language switch must not cover the screen again."""
        self._want = (viewer, build)
        self._key = key
        self._person = person
        if self.uncovered_for == viewer and self.uncovered_person == person:
            self.pages.setCurrentWidget(self._body)  # first: the slot's show settles what showing it posts
            self.show_in_slot(viewer, build, events, key)
            return
        self.slot.clear()
        self.cover.set_player(name, colour)
        self.pages.setCurrentWidget(self.cover)
        self._build_ahead(viewer, build, key)

    def _build_ahead(self, viewer: Viewer, build: Callable[[Viewer], QWidget], key: object) -> None:
        """The cover waits for ``viewer``: build their panel in the coming idle turns, hidden in the body page."""
        self.slot.build_ahead(
            self.idle, self, viewer, key, lambda: self.slot.prepare(viewer, build, key),
            lambda: self._want is not None and self._want[0] == viewer and self._key is key and self.covered())

    def _uncover(self) -> None:
        if self._want is None:
            return
        viewer, build = self._want
        self.uncovered_for = viewer
        self.uncovered_person = self._person
        screen = self.screen()
        if self.settings is not None and screen is not None:
            self.settings.set_json("private_screen", screen_id(screen))  # this one is private: remember it
        with self.no_focus_moves():  # the cover's button held the keyboard: Qt would hand it on when the cover goes;
            self.pages.setCurrentWidget(self._body)  # it goes to the panel's first control on the way forward below
        self.show_in_slot(viewer, build, [], self._key)

    def release_panel(self) -> None:
        """Drop the panel (its game UI is being built again) but stay uncovered for the same viewer."""
        self.idle.cancel(self)  # a panel being built ahead for the UI that goes
        self.slot.clear()
        self.slot.drop_ready()

    def clear_viewer(self, *, forget: bool = False) -> None:
        """Nothing private to show: a neutral waiting page (the next player meets the cover). ``forget`` (the game
        closed): whoever uncovered the screen is forgotten, so the next game's first player meets the cover too
        (a new game may seat somebody else in the same seat)."""
        self.idle.cancel(self)  # a panel being built ahead for a viewer who is gone
        if forget:
            self.uncovered_for = None
        self._want = None
        self._key = None
        self.slot.clear()
        self.slot.drop_ready()
        self.pages.setCurrentWidget(self._placeholder)

    def covered(self) -> bool:
        return self.pages.currentWidget() is self.cover

    def panel(self) -> QWidget | None:
        return self.slot.panel

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        # Closing the private window switches to one-screen mode rather than losing content.
        self.enabled = False
        self.active = False
        self.uncovered_for = None
        self.availability_did_change.emit(False)
        self.closed.emit()
        super().closeEvent(event)
