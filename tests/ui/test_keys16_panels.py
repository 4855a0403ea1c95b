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


def _in_sight(widget: QWidget, top: QWidget) -> bool:
    """``widget`` lies wholly inside the viewport of the scroll area holding it (below ``top``), if any."""
    w = widget.parentWidget()
    while w is not None and w is not top:
        if isinstance(w, QScrollArea):
            viewport = w.viewport()
            return viewport.rect().contains(QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size()))
        w = w.parentWidget()
    return True


def test_the_directors_bets_by_space_keep_the_ring_in_sight(one_screen, qtbot) -> None:  # noqa: ANN001
    """After a bet the keyboard went to the next card's bet button; at 1280x800 that one was below the scroll
    area's edge: no ring to see, and the next Space bet on a card out of sight. Now a bet in sight takes it, or
    nothing does until a Tab scrolls to the next one (the cards a mouse player reads do not jump)."""
    from gamesuite.rules.sim import default_players

    window = one_screen
    window.activateWindow()
    c = window.start_game("telefilm", default_players(3), options={"director_rounds": 1}, seed=3)
    c.autosave = lambda: None
    qtbot.waitUntil(lambda: window.page.gate.isVisible(), timeout=10000)
    _hold_enter(qtbot, window)
    qtbot.waitUntil(lambda: window.page.private.isVisible(), timeout=5000)
    host = window.page.private
    bets = tabs = 0
    while host.isVisible() and c.view(Viewer.TABLE)["phase"] == "bets":
        w = _focus()
        assert w is not None and host.isAncestorOf(w), w
        if w is host.panel:  # no bet in sight: the keyboard waits on the panel (no ring), and Tab brings one in
            _press(qtbot, window, Qt.Key.Key_Tab)
            tabs += 1
            w = _focus()
        assert w is not None and w.objectName().startswith("bet:"), w
        assert _in_sight(w, host), f"the focused {w.objectName()} is out of sight"
        before = len(c.actions)
        _press(qtbot, window, Qt.Key.Key_Space)
        assert len(c.actions) == before + 1 and c.actions[-1].kind == "bet"
        bets += 1
    assert bets >= 3  # the Mix card and two Period cards
    assert tabs >= 1  # (the case above was met)


def test_the_director_window_by_space_never_lands_on_undo(window, qtbot) -> None:  # noqa: ANN001
    """The Director's window on the second screen had none of the main window's keyboard rules: uncovered by Space,
    the keyboard sat on no control (the first Tab went to the scroll area, no ring), and after the turn's last bet
    it fell to "Undo last bet", so the next Space took that bet back."""
    from PySide6.QtWidgets import QApplication

    from gamesuite.rules.sim import default_players

    c = window.start_game("telefilm", default_players(3), options={"director_rounds": 1}, seed=3)
    c.autosave = lambda: None
    director = window.director
    qtbot.waitUntil(director.covered, timeout=5000)
    director.raise_()
    director.activateWindow()  # the Director sits at the second screen
    qtbot.waitUntil(lambda: QApplication.activeWindow() is director, timeout=5000)
    director.cover.button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(director.cover.button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not director.covered(), timeout=5000)
    bets = 0
    while c.view(Viewer.TABLE)["phase"] == "bets":
        w = QApplication.focusWidget()
        assert w is not None and director.isAncestorOf(w), w
        if w is director.slot.panel:  # no bet in sight: Tab brings the next one in (as on the main window)
            qtbot.keyClick(w, Qt.Key.Key_Tab)
            w = QApplication.focusWidget()
        assert w is not None and w.objectName().startswith("bet:"), w  # not the scroll area, nor "Undo last bet"
        qtbot.keyClick(w, Qt.Key.Key_Space)
        qtbot.wait(10)
        bets += 1
    assert bets == 3 and len(c.actions) == 3
    w = QApplication.focusWidget()
    assert w is None or not w.property(ASIDE), w.objectName()  # the turn goes on at the table: Space undoes nothing
    if w is not None:
        qtbot.keyClick(w, Qt.Key.Key_Space)
    assert len(c.actions) >= 3 and [a.kind for a in c.actions[:3]] == ["bet"] * 3
