"""The hand-off gate: a full-window cover shown before any private view on the shared screen.

Why: on one screen, private information (a hand, the Director's answers) must reach only the
player who should see it. The gate fills the whole window in that player's colour, names them
large, and has one big button. Nothing private exists behind it — the private panel is built
only after ``confirmed`` is emitted (not blurred, not hidden: not created), and the window
title never changes to anything private.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from gamesuite.ui import theme


class HandoffGate(QWidget):
    """Cover: "Pass to <name> — only <name> looks now" and a confirm button."""

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
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("handoffButton")
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setMinimumHeight(90)
        self.button.setMinimumWidth(420)
        self.button.clicked.connect(self.confirmed)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.subtitle)
        layout.addSpacing(40)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.hide()

    def show_for(self, name: str, colour: str, purpose: str = "") -> None:
        """Cover the parent window for ``name``; ``purpose`` says what they are about to see."""
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
        self.title.setText(f"Pass to {name}")
        self.subtitle.setText(f"Only {name} looks now." + (f"\n{purpose}" if purpose else ""))
        self.button.setText(f"I am {name} — show me")
        if self.parentWidget() is not None:
            self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        # Space/Enter must be deliberate on the button; swallow everything else so no key
        # reaches the table behind the cover.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.confirmed.emit()
        event.accept()
