"""Enter presses the private panel's focused button, as Space does; the Enter held to open the gate presses nothing."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QPushButton

from tests.ui.test_play15_keys import _focus, _start_by_keys
from tests.ui.test_private_host import _host, _named


def _send(kind: QEvent.Type, *, repeat: bool = False) -> None:
    """A Return key event to the widget holding the keyboard (a repeat: as a held key sends them)."""
    target = _focus()
    assert target is not None
    QApplication.sendEvent(target, QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", repeat))


def test_enter_presses_the_focused_button_at_its_release(qtbot) -> None:  # noqa: ANN001
    pressed: list[str] = []
    a, b = _named(QPushButton("A"), "a"), _named(QPushButton("B"), "b")
    a.clicked.connect(lambda: pressed.append("a"))
    b.clicked.connect(lambda: pressed.append("b"))
    _window, _host_ = _host(qtbot, a, b)
    assert _focus() is a
    _send(QEvent.Type.KeyPress)
    assert a.isDown() and pressed == []  # down, as a mouse press shows it
    _send(QEvent.Type.KeyRelease)
    assert pressed == ["a"] and not a.isDown()


def test_repeats_and_a_release_without_a_fresh_press_press_nothing(qtbot) -> None:  # noqa: ANN001
    pressed: list[str] = []
    a = _named(QPushButton("A"), "a")
    a.clicked.connect(lambda: pressed.append("a"))
    _window, _host_ = _host(qtbot, a)
    for _ in range(5):
        _send(QEvent.Type.KeyPress, repeat=True)
    _send(QEvent.Type.KeyRelease)
    assert pressed == [] and not a.isDown()


def test_the_enter_held_for_the_gate_presses_nothing_and_the_next_enter_chooses(one_screen, qtbot) -> None:  # noqa: ANN001
    """Quiz Club: Enter held on the gate opens the asker's panel while the key is still down; its repeats and its
    release then reach the panel's first player button and must not choose that player. A fresh Enter does."""
    window = one_screen
    _start_by_keys(window, qtbot, "quizclub")
    c = window.controller
    assert c is not None
    before = len(c.actions)
    qtbot.keyPress(window.page.gate, Qt.Key.Key_Return)  # held: the gate opens while it is down
    qtbot.waitUntil(lambda: window.page.private.isVisible(), timeout=5000)
    host = window.page.private
    first = _focus()
    assert first is not None and host.isAncestorOf(first) and first.objectName().startswith("ask-player-")
    for _ in range(6):
        _send(QEvent.Type.KeyPress, repeat=True)
        qtbot.wait(5)
    _send(QEvent.Type.KeyRelease)
    qtbot.wait(50)
    assert len(c.actions) == before  # nothing chosen by the held key
    qtbot.keyClick(first, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.actions) == before + 1, timeout=3000)
    assert c.actions[-1].kind == "choose_player"
