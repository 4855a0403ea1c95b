"""The hand-off gate: a full-window cover shown before any private view on the shared screen.

Why: on one screen, private information (a hand, the Director's answers) must reach only the
player who should see it. The gate fills the whole window in that player's colour, names them
large, says what comes next ("Carla answers aloud · Anna judges"), and has one big button.
Nothing private shows behind it: the private panel is shown only after ``confirmed`` is emitted. It may be
built ahead while the gate waits (:mod:`gamesuite.ui.privacy`), explicitly hidden: never shown, never painted,
in no visible widget; the window title never changes to anything private.

What to avoid: opening on a stray key. Whoever sits at the keyboard may press Enter or Space by
habit; the gate opens only on a deliberate click on the named player's button, or when Enter or
Space is *held* for :data:`HOLD_MS` (a short press does nothing). Every other key is swallowed so
nothing reaches the table behind the cover.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from gamesuite.i18n import translate
from gamesuite.ui import theme

HOLD_MS = 700  # how long Enter/Space must be held to open the gate from the keyboard
_HOLD_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def button_text(text: str) -> str:
    """``text`` for a button label, shown literally ("&" is not a keyboard mnemonic)."""
    return text.replace("&", "&&")


class HandoffGate(QWidget):
    """Cover: "Pass to <name> — only <name> looks now", what comes next, and a confirm button."""

    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoffGate")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        self.name = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 40, 40, 40)
        layout.addStretch(2)
        self.title = QLabel()
        self.subtitle = QLabel()
        self.purpose = QLabel()
        self.hint = QLabel()
        for label in (self.title, self.subtitle, self.purpose, self.hint):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("handoffButton")
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setMinimumHeight(90)
        self.button.setMinimumWidth(420)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a stray Space must not "click" it
        self.button.clicked.connect(self._clicked)
        self.by_keys = False  # the last confirmation was a held key (not the mouse): the panel shows the focus ring
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.subtitle)
        layout.addSpacing(8)
        layout.addWidget(self.purpose)
        layout.addSpacing(36)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(10)
        layout.addWidget(self.hint)
        layout.addStretch(3)
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.setInterval(HOLD_MS)
        self._hold.timeout.connect(self._held)
        self._held_key: int | None = None
        self.shown_for = QElapsedTimer()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.hide()

    def show_for(self, name: str, colour: str, purpose: str = "") -> None:
        """Cover the parent window for ``name``; ``purpose`` says what comes next."""
        self.name = name
        bg = QColor(colour)
        ink = theme.text_colour_on(bg)
        self.setStyleSheet(
            f"#handoffGate {{ background: {bg.name()}; }}"
            f"QLabel {{ color: {ink.name()}; background: transparent; }}"
            f"#handoffButton {{ font-size: 30px; font-weight: 700; border-radius: 18px; padding: 18px 40px;"
            f" background: {ink.name()}; color: {bg.name()}; border: none; }}"
        )
        self.title.setFont(theme.font(64, theme.QFont.Weight.Bold))
        self.subtitle.setFont(theme.font(30))
        self.purpose.setFont(theme.font(30, theme.QFont.Weight.DemiBold))
        self.hint.setFont(theme.font(18))
        self.title.setText(translate("shell", "Pass to {name}").format(name=name))
        self.subtitle.setText(translate("shell", "Only {name} looks now.").format(name=name))
        self.purpose.setText(purpose)
        self.purpose.setVisible(bool(purpose))
        self.hint.setText(translate("shell", "Click the button, or hold Space for a moment."))
        self.button.setText(button_text(translate("shell", "I am {name} — show me").format(name=name)))
        if self.parentWidget() is not None:
            self.setGeometry(self.parentWidget().rect())
        self._cancel_hold()
        self.raise_()
        self.show()
        # the new texts, fonts and style are laid out now, before the first paint: left to later turns of the
        # event loop, each level's layout repainted the whole window-sized gate a second time (~2 Mpx at 1080p)
        from gamesuite.ui.panelslot import settle_layouts

        settle_layouts()
        self.setFocus()
        self.shown_for.start()

    def _cancel_hold(self) -> None:
        self._hold.stop()
        self._held_key = None

    def _held(self) -> None:
        self._held_key = None
        if self.isVisible():
            self.by_keys = True
            self.confirmed.emit()

    def _clicked(self) -> None:
        self.by_keys = False
        self.confirmed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        # Only a held Enter/Space confirms; every key is swallowed so none reaches the table.
        if event.key() in _HOLD_KEYS and not event.isAutoRepeat() and self._held_key is None:
            self._held_key = event.key()
            self._hold.start()
        event.accept()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() == self._held_key and not event.isAutoRepeat():
            self._cancel_hold()  # released too soon: nothing happens
        event.accept()

    def hideEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        self._cancel_hold()
        super().hideEvent(event)
