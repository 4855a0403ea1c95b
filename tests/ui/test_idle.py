"""The shell's idle queue (gamesuite/ui/idle.py) and the idle work that goes through it."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject

from gamesuite.ui.idle import NEXT_TURN, IdleQueue, IdleToken

ROOT = Path(__file__).resolve().parents[2]


class FakeClock:
    """Seconds that pass only when a piece says so (``spend``)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def spend(self, ms: float) -> None:
        self.now += ms / 1000


def queue_with(clock: FakeClock, **kwargs: object) -> IdleQueue:
    return IdleQueue(clock=clock, paused=lambda: False, **kwargs)  # type: ignore[arg-type]


def test_a_turn_runs_pieces_for_its_budget_and_at_least_one(qtbot) -> None:  # noqa: ANN001, ARG001
    clock = FakeClock()
    queue = queue_with(clock, budget_ms=8.0)
    ran: list[tuple[int, str]] = []

    def work(name: str, costs: list[float]) -> Iterator[None]:
        for cost in costs:
            ran.append((queue.turns, name))
            clock.spend(cost)
            yield

    queue.post("a", work("a", [2, 2, 2, 2, 2]))
    queue.post("b", work("b", [20, 1]))  # longer than the budget: alone in its turn
    queue.run_turn()
    # 2 ms pieces: one starts only while the turn has room for another as long as the longest (2+2+2 +2 = 8)
    assert ran == [(0, "a")] * 4
    queue.run_turn()
    assert ran[4:] == [(1, "a"), (1, "b")]  # a's last piece, then b's first (2 + 20 is past the budget)
    queue.run_turn()
    assert ran[6:] == [(2, "b")]
    queue.run_turn()  # b finishes (its generator ends) and nothing is left
    assert queue.pending() == 0


def test_work_whose_pieces_were_long_runs_a_piece_a_turn(qtbot) -> None:  # noqa: ANN001, ARG001
    clock = FakeClock()
    queue = queue_with(clock, budget_ms=8.0)
    ran: list[int] = []

    def work(costs: list[float]) -> Iterator[None]:
        for cost in costs:
            ran.append(queue.turns)
            clock.spend(cost)
            yield

    queue.post("w", work([1, 9, 1, 1, 1, 1, 1, 1, 1, 1]))
    queue.run_turn()
    assert ran == [0, 0]  # 1 ms, then room for 1 ms more: the 9 ms piece came
    while queue.pending():
        queue.run_turn()
    # after a 9 ms piece of its own, the next may be as long: alone in its turn; after it, the estimate halves at
    # each shorter piece (4.5: 1 + 4.5 fits, 2.25, ...): the turn fills up again (one long piece, a first import or a
    # garbage collection that fell in it, ran every later piece alone in a turn: 9 turns for this work's 1 ms pieces)
    assert ran == [0, 0, 1, 1, 1, 1, 1, 1, 1, 2]


def test_work_runs_in_the_order_posted_first_goes_before_and_steps_pieces_follow_their_step(qtbot) -> None:  # noqa: ANN001, ARG001
    queue = queue_with(FakeClock())
    ran: list[str] = []

    def step_with_pieces() -> Iterator[None]:
        ran.append("s1")
        yield
        ran.append("s2")

    queue.post(1, lambda: ran.append("a"))
    queue.post(2, lambda: step_with_pieces())  # a step that returns an iterator: its pieces come next
    queue.post(3, lambda: ran.append("c"))
    queue.post(4, lambda: ran.append("urgent"), first=True)
    queue.run_turn()
    assert ran == ["urgent", "a", "s1", "s2", "c"]


def test_next_turn_ends_the_turn_and_the_event_loop_runs_the_turns(qtbot) -> None:  # noqa: ANN001
    queue = queue_with(FakeClock())
    ran: list[str] = []

    def work() -> Iterator[object]:
        ran.append("before the paint")
        yield NEXT_TURN
        ran.append("after")

    queue.post("w", work())
    queue.post("x", lambda: ran.append("next"))
    queue.run_turn()
    assert ran == ["before the paint"]
    qtbot.waitUntil(lambda: queue.pending() == 0, timeout=3000)  # the queue's own zero-delay turns
    assert ran == ["before the paint", "after", "next"]


def test_work_goes_with_its_owner_destroyed_stopped_cancelled_or_its_scope_closed(qtbot) -> None:  # noqa: ANN001, ARG001
    queue = queue_with(FakeClock())
    ran: list[str] = []

    def work(name: str) -> Iterator[None]:
        ran.append(name)
        yield

    widget_owner = QObject()
    token = IdleToken()
    scope = queue.scope("game")
    queue.post(widget_owner, lambda: ran.append("destroyed owner"))
    queue.post(token, lambda: ran.append("stopped token"))
    cancelled = work("cancelled")
    queue.post("mine", cancelled)
    scope.post("panel", lambda: ran.append("closed scope"))
    queue.post("kept", lambda: ran.append("kept"))
    widget_owner.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    token.stop()
    assert queue.cancel("mine") == 1 and cancelled.gi_frame is None  # a generator is closed at once
    assert scope.pending() == 1
    scope.close()
    scope.post("panel", lambda: ran.append("posted after the close"))  # ignored
    assert scope.pending() == 0
    queue.run_turn()
    assert ran == ["kept"] and queue.pending() == 0


def test_a_failing_piece_is_logged_and_skipped(qtbot, caplog) -> None:  # noqa: ANN001, ARG001
    queue = queue_with(FakeClock())
    ran: list[str] = []

    def broken() -> Iterator[None]:
        ran.append("b1")
        yield
        raise RuntimeError("broken piece")

    queue.post("a", broken(), name="the broken one")
    queue.post("b", lambda: ran.append("next"))
    with caplog.at_level(logging.ERROR):
        queue.run_turn()
    assert ran == ["b1", "next"] and queue.pending() == 0
    assert "the broken one" in caplog.text and "broken piece" in caplog.text


def test_nothing_runs_while_paused(qtbot) -> None:  # noqa: ANN001, ARG001
    modal = [True]
    queue = IdleQueue(clock=FakeClock(), paused=lambda: modal[0])
    ran: list[str] = []
    queue.post("a", lambda: ran.append("a"))
    queue.run_turn()
    assert ran == [] and queue.pending() == 1
    modal[0] = False
    queue.run_turn()
    assert ran == ["a"]


def test_a_modal_dialog_or_a_held_mouse_button_pauses_the_queue(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtWidgets import QDialog, QWidget

    from gamesuite.ui import idle

    assert not idle._paused()  # noqa: SLF001
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.setModal(True)
    dialog.show()
    qtbot.waitUntil(lambda: idle._paused(), timeout=3000)  # noqa: SLF001
    dialog.close()
    qtbot.waitUntil(lambda: not idle._paused(), timeout=3000)  # noqa: SLF001
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.mousePress(widget, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert idle._paused()  # noqa: SLF001
    qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert not idle._paused()  # noqa: SLF001


def test_stop_drops_everything_and_ignores_later_work(qtbot) -> None:  # noqa: ANN001, ARG001
    queue = queue_with(FakeClock())
    ran: list[str] = []
    queue.post("a", lambda: ran.append("a"))
    queue.stop()
    queue.post("b", lambda: ran.append("b"))
    queue.run_turn()
    assert ran == [] and queue.pending() == 0


# -- the idle work of the shell and the games goes through the queue ------------------------------------------

ZERO_DELAY_TIMER = re.compile(r"singleShot\(\s*0\s*,|setInterval\(\s*0\s*\)|\.start\(\s*0\s*\)")


def test_no_game_makes_its_own_zero_delay_timer() -> None:
    """Idle work in a game's package goes through ``context.idle`` (one queue, one budget), never a timer of its
    own (Quiz Club's panel and table each had one; a whole-table draw in one turn kept a click waiting 86 ms)."""
    # the pattern catches what the games used to do
    assert ZERO_DELAY_TIMER.search("self._prepare.setInterval(0)")
    assert ZERO_DELAY_TIMER.search("QTimer.singleShot(0, self._next)")
    assert ZERO_DELAY_TIMER.search("self._warm.start(0)")
    assert not ZERO_DELAY_TIMER.search("self._timer.start(250)")
    offenders = []
    for game in ("telefilm", "quizclub", "telma", "ciak"):
        for path in sorted((ROOT / "gamesuite" / "ui" / game).glob("*.py")):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if ZERO_DELAY_TIMER.search(line.split("#", 1)[0]):
                    offenders.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert offenders == []


def test_the_window_warm_up_and_a_games_idle_work_share_the_one_queue(one_screen, qtbot) -> None:  # noqa: ANN001
    from gamesuite.rules.sim import default_players

    window = one_screen
    assert window.warmup is not None and window.warmup._idle is window.idle  # noqa: SLF001
    controller = window.start_game("quizclub", default_players(3), seed=3)
    assert controller is not None
    controller.autosave = lambda: None
    ui = window.game_ui
    assert ui.context.idle.queue is window.idle
    table = ui.table
    assert window.idle.pending(table.view) == 1  # the covered table drawn ahead, in pieces
    assert window.page.covered() and table.track._static is None
    pieces = window.idle.pieces
    while window.idle.pending(table.view):
        window.idle.run_turn()
    assert table.track._static is not None
    assert window.idle.pieces - pieces > len(table.seats) + 2  # not one piece: the track, each item, the view
    window.show_launcher()  # the game's scope closes with its UI: nothing of it is left in the queue
    assert ui.context.idle.stopped and window.idle.pending(ui.context.idle) == 0


def test_quiz_clubs_next_steps_are_prepared_through_the_queue_and_dropped_with_the_panel(one_screen, qtbot) -> None:  # noqa: ANN001
    from tests.ui.test_quizclub import open_panel, start

    window = one_screen
    start(window, 3, seed=11)
    panel = open_panel(window, qtbot)
    assert panel._prepare is window.game_ui.context.idle  # noqa: SLF001
    assert window.idle.pending(panel) == 1
    panel.let_go()
    assert window.idle.pending(panel) == 0


def test_the_covered_table_drawn_in_pieces_looks_as_drawn_at_once(one_screen, qtbot) -> None:  # noqa: ANN001
    """Quiz Club's covered table drawn ahead a piece at a time (each item's part of the view) fills the caches the
    first real paint uses: that paint shows what a paint of the whole table at once shows, pixel for pixel."""
    from gamesuite.rules.sim import default_players

    window = one_screen
    images = []
    for ahead in (True, False):
        controller = window.start_game("quizclub", default_players(3), seed=3)
        assert controller is not None
        controller.autosave = lambda: None
        table = window.game_ui.table
        if ahead:
            while window.idle.pending(table.view):
                window.idle.run_turn()
        else:
            window.idle.cancel(table.view)
        assert window.page.covered()
        images.append(table.view.viewport().grab().toImage())
        window.show_launcher()
    assert images[0].size() == images[1].size() and images[0] == images[1]
