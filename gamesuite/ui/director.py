"""The Director window: the private host screen on a second monitor.

Placement: when a screen other than the main window's exists, the window goes there
(``setScreen`` plus a move into that screen's available geometry) and shows full-screen. It
follows screens being added and removed: when its monitor disappears it is hidden and the
session falls back to the main window behind the hand-off gate (``availability_did_change``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent, QGuiApplication, QScreen
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


def other_screen(main_screen: QScreen | None) -> QScreen | None:
    """A screen that is not ``main_screen`` (the largest one, for stability), if any."""
    screens = [s for s in QGuiApplication.screens() if s is not main_screen]
    if not screens:
        return None
    return max(screens, key=lambda s: (s.geometry().width() * s.geometry().height(), -s.geometry().x()))


class DirectorWindow(QWidget):
    """Top-level window holding one private panel at a time."""

    availability_did_change = Signal(bool)  # True when a second screen is in use

    def __init__(self, main_window: QWidget) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.main_window = main_window
        self.setWindowTitle("GameSuite — Director")  # never anything private in a title
        self.setObjectName("directorWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#directorWindow { background: #f6f2e7; }")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(24, 24, 24, 24)
        self._placeholder = QLabel("Director window — waiting for the game.")
        self._placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self._placeholder)
        self._panel: QWidget | None = None
        self.enabled = True  # the user can turn the second-screen window off
        self.active = False
        app = QGuiApplication.instance()
        app.screenAdded.connect(self._screens_changed)
        app.screenRemoved.connect(self._screens_changed)

    def target_screen(self) -> QScreen | None:
        main_screen = self.main_window.screen() if self.main_window is not None else None
        return other_screen(main_screen)

    def place(self) -> bool:
        """Show on the second screen if there is one; returns whether it is active."""
        screen = self.target_screen() if self.enabled else None
        was = self.active
        if screen is None:
            if self.isVisible():
                self.hide()
            self.active = False
        else:
            geo = screen.availableGeometry()
            self.setScreen(screen)
            if self.windowHandle() is not None:
                self.windowHandle().setScreen(screen)
            self.move(geo.topLeft())
            self.resize(geo.size())
            self.showFullScreen()
            self.active = True
        if was != self.active:
            self.availability_did_change.emit(self.active)
        return self.active

    @Slot(QScreen)
    def _screens_changed(self, _screen: QScreen) -> None:
        self.place()

    def set_panel(self, panel: QWidget | None) -> None:
        """Replace the private content (None shows a neutral waiting message)."""
        if self._panel is not None:
            self._layout.removeWidget(self._panel)
            self._panel.deleteLater()
            self._panel = None
        if panel is None:
            self._placeholder.show()
        else:
            self._placeholder.hide()
            self._panel = panel
            self._layout.addWidget(panel)
            panel.show()

    def panel(self) -> QWidget | None:
        return self._panel

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        # Closing the Director window switches to one-screen mode rather than losing content.
        self.enabled = False
        self.active = False
        self.availability_did_change.emit(False)
        super().closeEvent(event)
