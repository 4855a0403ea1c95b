"""The window's status line: a new text repaints the line only (no layout pass of the status bar, no paint of its own
after the table's; docs/performance.md "What every move pays")."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

from gamesuite.rules.sim import default_players


class _Events(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.kinds: list[QEvent.Type] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        self.kinds.append(event.type())
        return False


def _start(window) -> None:  # noqa: ANN001
    assert window.start_game("telma", default_players(4), "standard", seed=3) is not None


def test_a_new_status_text_asks_the_status_bar_for_no_layout(window, qtbot) -> None:  # noqa: ANN001
    _start(window)
    qtbot.wait(10)
    bar = window.statusBar()
    before = window.status.geometry(), bar.height()
    watch = _Events()
    bar.installEventFilter(watch)
    for text in ("Round 1: Anna reveals (key Q).", "Round 1: Bruno reveals (key P).", "Bruno and Carla: a duel!"):
        window.status.setText(text)
        qtbot.wait(1)
        assert window.status.text() == text
    bar.removeEventFilter(watch)
    assert QEvent.Type.LayoutRequest not in watch.kinds, "the status bar was laid out again for a new text"
    assert (window.status.geometry(), bar.height()) == before
    # the line spans the bar as the label did (stretched), whatever its text
    assert window.status.width() > bar.width() // 2


def test_a_second_line_makes_the_status_bar_taller_and_one_line_gives_it_back(window, qtbot) -> None:  # noqa: ANN001
    _start(window)
    qtbot.wait(10)
    one = window.statusBar().height()
    window.status.setText("The game could not be saved:\nthe disk is full")
    qtbot.waitUntil(lambda: window.statusBar().height() > one)
    assert window.status.height() >= 2 * window.status.fontMetrics().height()
    assert window.status_line._measure.text() == ""  # the label that measured the lines keeps no copy of them
    window.status.setText("Anna to play")
    qtbot.waitUntil(lambda: window.statusBar().height() == one)

