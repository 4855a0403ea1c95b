"""A game night by keyboard (helper play15d): the launcher and the setup page reached and used with real keys."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget


def _focus() -> QWidget | None:
    return QApplication.focusWidget()


def _press(qtbot, window, key: Qt.Key) -> None:  # noqa: ANN001 - pytest fixtures
    qtbot.keyClick(_focus() or window, key)
    qtbot.wait(10)


def test_tab_reaches_every_game_tile_and_enter_opens_its_setup(window, qtbot) -> None:  # noqa: ANN001
    """Without a focusable tile, Tab on a fresh launcher only ever reached "Load a saved game…"."""
    window.activateWindow()
    launcher = window.launcher
    reached: set[str] = set()
    for _ in range(8):
        _press(qtbot, window, Qt.Key.Key_Tab)
        w = _focus()
        if w is not None and w.objectName().startswith("tile_"):
            reached.add(w.objectName()[5:])
    assert reached == {g for g, t in launcher.tiles.items() if t.available}
    launcher.tiles["quizclub"].setFocus(Qt.FocusReason.TabFocusReason)
    _press(qtbot, window, Qt.Key.Key_Right)  # the arrows go from tile to tile
    assert _focus() is launcher.tiles["telma"]
    _press(qtbot, window, Qt.Key.Key_Left)
    _press(qtbot, window, Qt.Key.Key_Left)
    assert _focus() is launcher.tiles["telefilm"]
    _press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is not launcher, timeout=5000)
    assert window.stack.currentWidget().spec.id == "telefilm"


def test_a_focused_tile_draws_a_mark(window, qtbot) -> None:  # noqa: ANN001
    """The focus is visible: the focused tile's picture differs from the same tile unfocused (and not hovered)."""
    tile = window.launcher.tiles["ciak"]
    window.launcher.tiles["telma"].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.wait(10)
    before = tile.grab().toImage()
    tile.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.wait(10)
    assert tile.hasFocus()
    assert tile.grab().toImage() != before


def test_tab_on_the_setup_page_never_lands_on_an_unmarked_widget(window, qtbot) -> None:  # noqa: ANN001
    """The setup page's scroll area took a Tab stop of its own and drew nothing: the focus seemed lost."""
    window.activateWindow()
    window.launcher.tiles["telma"].setFocus(Qt.FocusReason.TabFocusReason)
    _press(qtbot, window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is not window.launcher, timeout=5000)
    page = window.stack.currentWidget()
    seen = []
    for _ in range(24):
        _press(qtbot, window, Qt.Key.Key_Tab)
        seen.append(_focus())
    assert page.scroll not in seen
    assert any(w is not None and w.objectName() == "startButton" for w in seen)


def _start_by_keys(window, qtbot, game: str) -> None:  # noqa: ANN001 - pytest fixtures
    window.activateWindow()  # the keys go to the active window's focus: waited for (one big local run failed
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)  # test_space_twice once, cause not found; not reproduced)
    window.launcher.tiles[game].setFocus(Qt.FocusReason.TabFocusReason)
    _press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is not window.launcher, timeout=5000)
    qtbot.keyClick(_focus() or window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # the page's prompt
    qtbot.waitUntil(lambda: window.page.gate.isVisible(), timeout=10000)


def _hold_enter(qtbot, window) -> None:  # noqa: ANN001 - pytest fixtures
    """The gate opens on a held Enter (a stray press does not)."""
    target = _focus() or window
    qtbot.keyPress(target, Qt.Key.Key_Return)
    qtbot.wait(800)
    qtbot.keyRelease(target, Qt.Key.Key_Return)


def test_after_the_gate_the_keyboard_is_in_the_private_panel_and_stays_there(one_screen, qtbot) -> None:  # noqa: ANN001
    """After the gate the focus stayed on the covered table (Enter and Tab went to a table nobody saw), and Tab
    went from the panel's last control on to that table."""
    window = one_screen
    _start_by_keys(window, qtbot, "quizclub")
    assert _focus() is window.page.gate
    _hold_enter(qtbot, window)
    qtbot.waitUntil(lambda: window.page.private.isVisible(), timeout=5000)
    host = window.page.private
    first = _focus()
    assert first is not None and host.isAncestorOf(first) and first.objectName().startswith("ask-player-")
    for _ in range(5):
        _press(qtbot, window, Qt.Key.Key_Tab)
        w = _focus()
        assert w is not None and host.isAncestorOf(w), w
        assert w.objectName().startswith("ask-player-")  # no stop on a scroll area (no mark), none on the table
    _press(qtbot, window, Qt.Key.Key_Space)  # a focused button is pressed by Space: the question step follows
    qtbot.wait(50)
    w = _focus()
    assert w is not None and host.isAncestorOf(w) and w.isVisible()  # the panel's next step keeps the keyboard
    assert any(b.objectName().startswith("ask-qc-") for b in host._tab_stops())  # the questions, reachable by Tab


def test_a_refresh_of_the_same_panel_leaves_a_focus_held_elsewhere(one_screen, qtbot) -> None:  # noqa: ANN001
    """The panel takes the keyboard when it is newly shown and when the control the player pressed went with a
    refresh, not on every refresh: a move made while the focus is elsewhere (the table, a menu) leaves it there
    (taking it again cost each Quiz Club move 4-6 ms, up to 20, in a restyle of the focused control)."""
    window = one_screen
    _start_by_keys(window, qtbot, "quizclub")
    _hold_enter(qtbot, window)
    qtbot.waitUntil(lambda: window.page.private.isVisible(), timeout=5000)
    host = window.page.private
    panel = host.panel
    elsewhere = window.game_ui.table_widget()  # (covered: as the bench's moves, or a click on a menu, leave it)
    elsewhere.setFocus(Qt.FocusReason.OtherFocusReason)
    QApplication.processEvents()
    holder = _focus()
    assert holder is not None and not host.isAncestorOf(holder)
    button = next(b for b in host._tab_stops() if b.objectName().startswith("ask-player-"))
    button.click()  # a click that does not take the focus (as a scripted or touch press): the same panel refreshes
    qtbot.wait(50)
    assert host.panel is panel
    assert _focus() is holder


def test_space_twice_goes_on_and_never_undoes_the_choice(one_screen, qtbot) -> None:  # noqa: ANN001
    """When the pressed button went with its step the focus fell to the panel's first control, "Ask someone
    else", and a second Space undid the choice just made: the focus starts on the way forward now."""
    window = one_screen
    _start_by_keys(window, qtbot, "quizclub")
    _hold_enter(qtbot, window)
    qtbot.waitUntil(lambda: window.page.private.isVisible(), timeout=5000)
    host = window.page.private
    _press(qtbot, window, Qt.Key.Key_Space)  # asks the first player
    qtbot.wait(50)
    w = _focus()
    assert w is not None and w.objectName().startswith("ask-qc-"), w  # a question to ask, not "Ask someone else"
    assert any(b.objectName() == "cancel-player" for b in host._tab_stops())  # the way back: still a Tab stop
    _press(qtbot, window, Qt.Key.Key_Space)  # asks that question: the choice of player stands
    qtbot.wait(50)
    assert not any(b.objectName().startswith("ask-player-") for b in host._tab_stops())
    w = _focus()  # the answer step: the keyboard starts on the answer, not on "Anna gave no answer"
    assert w is not None and host.isAncestorOf(w) and w.isVisible() and w.objectName() != "no-answer", w
    assert any(b.objectName() == "no-answer" for b in host._tab_stops())


def test_the_directors_keyboard_starts_on_the_way_forward(one_screen, qtbot) -> None:  # noqa: ANN001
    """Telefilm's Director panel has its way back first, in the header ("Undo last bet", "Back to the table"):
    the keyboard starts on the step's own controls."""
    window = one_screen
    _start_by_keys(window, qtbot, "telefilm")
    _hold_enter(qtbot, window)
    qtbot.waitUntil(lambda: window.page.private.isVisible(), timeout=5000)
    host = window.page.private
    for _ in range(3):
        w = _focus()
        assert w is not None and host.isAncestorOf(w) and w.isVisible(), w
        assert w.objectName() not in ("undoButton", "backButton"), w.objectName()
        _press(qtbot, window, Qt.Key.Key_Space)
        qtbot.wait(50)
        if not host.isVisible():
            break


def _ring_pixels(widget) -> int:  # noqa: ANN001 - a QWidget
    from PySide6.QtGui import QColor

    from gamesuite.ui import theme
    ring = QColor(theme.FOCUS_RING).rgb()
    image = widget.grab().toImage()
    return sum(1 for x in range(image.width()) for y in (2, image.height() // 2) if image.pixel(x, y) == ring)


def test_the_button_holding_the_keyboard_is_ringed(one_screen, qtbot) -> None:  # noqa: ANN001
    """The style's own focus mark was a pale fill, invisible on the panels' dark and yellow buttons."""
    window = one_screen
    _start_by_keys(window, qtbot, "telefilm")
    _hold_enter(qtbot, window)
    qtbot.waitUntil(lambda: window.page.private.isVisible(), timeout=5000)
    focused = _focus()
    assert focused is not None and window.page.private.isAncestorOf(focused)
    assert _ring_pixels(focused) > 10
    focused.clearFocus()
    assert _ring_pixels(focused) == 0


def test_the_ring_shows_only_while_the_keys_are_in_use(one_screen, qtbot) -> None:  # noqa: ANN001
    """A family at the mouse saw the blue ring on the first button after each gate, like a default button. The
    ring shows once a key is used (Tab here), and goes with the next mouse click."""
    from PySide6.QtCore import QPoint

    window = one_screen
    _start_by_keys(window, qtbot, "telefilm")
    gate = window.page.gate
    qtbot.mouseClick(gate.button, Qt.MouseButton.LeftButton)  # the gate opened by the mouse
    qtbot.waitUntil(lambda: window.page.private.isVisible(), timeout=5000)
    host = window.page.private
    first = _focus()
    assert first is not None and host.isAncestorOf(first)
    assert _ring_pixels(first) == 0  # it holds the keyboard, unringed
    _press(qtbot, window, Qt.Key.Key_Tab)
    tabbed = _focus()
    assert tabbed is not None and tabbed is not first and host.isAncestorOf(tabbed)
    assert _ring_pixels(tabbed) > 10  # the keys in use: ringed
    _press(qtbot, window, Qt.Key.Key_Backtab)
    assert _focus() is first and _ring_pixels(first) > 10
    other = tabbed
    qtbot.mousePress(other, Qt.MouseButton.LeftButton, pos=QPoint(2, 2))  # the mouse again (pressed, not released:
    qtbot.wait(10)  # a click would be a bet): the button pressed holds the keyboard without a ring
    assert _focus() is other and _ring_pixels(other) == 0
    qtbot.mouseRelease(window, Qt.MouseButton.LeftButton, pos=QPoint(1, 1))
