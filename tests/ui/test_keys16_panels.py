"""The private panels played by keys like a family (helper keys16): a second Space never does something aside, and
the ring is never on a control out of sight."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QScrollArea, QWidget

from gamesuite.rules.core import Viewer
from gamesuite.ui.privacy import ASIDE
from tests.ui.test_play15_keys import _focus, _hold_enter, _press
from tests.ui.test_quizclub import start

SEED = 7  # the first asker's hand holds a ranking question


def _tab_to(qtbot, window, name: str) -> QWidget:  # noqa: ANN001 - pytest fixtures
    """Press Tab until the control named ``name`` holds the keyboard (as a player walks to it)."""
    for _ in range(80):
        w = _focus()
        if w is not None and w.objectName() == name:
            return w
        _press(qtbot, window, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {name}")


def test_space_through_a_ranking_never_lands_on_nobody_answered(one_screen, qtbot) -> None:  # noqa: ANN001
    """Each term pressed by Space is disabled at once (said already): Qt handed the focus on to the panel's first
    control, "Anna gave no answer", and the next Space recorded that nobody answered. Now the keyboard goes on
    to the next term, and after the fourth to "Enter this order"."""
    window = one_screen
    window.activateWindow()
    c = start(window, 3, seed=SEED)
    qtbot.waitUntil(lambda: window.page.gate.isVisible(), timeout=10000)
    _hold_enter(qtbot, window)
    qtbot.waitUntil(lambda: window.page.private.isVisible(), timeout=5000)
    host = window.page.private
    _press(qtbot, window, Qt.Key.Key_Space)  # asks the first player
    view = c.view(Viewer.of_seat(host.panel.seat))
    ranking = [(card["id"], q["difficulty"]) for card in view["hand"] for q in card["questions"]
               if q["type"] == "ranking"]
    assert ranking, "no ranking question in the first hand: another SEED"
    card_id, difficulty = ranking[0]
    _tab_to(qtbot, window, f"ask-{card_id}-{difficulty}")
    _press(qtbot, window, Qt.Key.Key_Space)
    assert c.view(Viewer.TABLE)["phase"] == "answer"
    before = len(c.actions)
    pressed = []
    for _ in range(4):
        w = _focus()
        assert w is not None and host.isAncestorOf(w) and not w.property(ASIDE), w and w.objectName()
        pressed.append(w.objectName())
        _press(qtbot, window, Qt.Key.Key_Space)
    assert pressed == ["rank-A", "rank-B", "rank-C", "rank-D"]
    assert len(c.actions) == before  # nothing recorded yet ("no answer" was)
    assert _focus() is not None and _focus().objectName() == "rank-enter"
    _press(qtbot, window, Qt.Key.Key_Space)
    assert c.actions[-1].kind == "answer" and list(c.actions[-1]["order"]) == ["A", "B", "C", "D"]
