"""Seats that play by themselves: computer players and players on "no responses until my turn".

A :class:`BotPlayer` asks the bots module (``decide(strength, view, legal, config, seed)``) with only its
seat's view and legal actions, on a worker thread so the table never freezes. A :class:`SeatRunner` plays
whichever of these seats the engine waits for, at the table's pace: every automatic decision — a pass or
a card, a computer's or an auto-pass — is shown after the same delay, so neither the timing nor the prompt
says anything about a hand. The pace is the "Computer speed" setting (View menu).

What to avoid: submitting a decision computed for an older state (the runner checks the state it asked
about is still the current one), and touching the UI from the worker (the worker only computes).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from gamesuite.rules.core import QT_TRANSLATE_NOOP, Action, Viewer

if TYPE_CHECKING:
    from gamesuite.ui.controller import GameController

log = logging.getLogger(__name__)

SPEEDS: dict[str, tuple[str, int]] = {  # id -> (menu label, marked; ms each automatic decision stays on show)
    "slow": (QT_TRANSLATE_NOOP("ciak", "Computer players: slow"), 1800),
    "normal": (QT_TRANSLATE_NOOP("ciak", "Computer players: normal"), 1000),
    "fast": (QT_TRANSLATE_NOOP("ciak", "Computer players: fast"), 400),
}
DEFAULT_SPEED = "normal"
POLL_MS = 25
_executor: ThreadPoolExecutor | None = None


def executor() -> ThreadPoolExecutor:
    """One worker thread for every computer decision (decisions are short and strictly one at a time)."""
    global _executor
    if _executor is None:
        _executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ciak-bot")
    return _executor


def decide(strength: str, view: Any, legal: list[Action], config: Any, seed: int) -> Action:
    """The bots module's decision (imported on first use: a game without computer seats never loads it)."""
    from gamesuite.rules.ciak import bots

    return bots.decide(strength, view, legal, config, seed)


class BotPlayer:
    """A computer seat: what it would do now, from its own seat's view and legal actions only."""

    def __init__(self, seat: int, strength: str) -> None:
        self.seat = seat
        self.strength = strength

    def inputs(self, controller: GameController) -> tuple[Any, list[Action]]:
        view = dict(controller.view(Viewer.of_seat(self.seat)))
        legal = controller.legal_actions(seat=self.seat)
        return view, legal

    def seed(self, controller: GameController) -> int:
        return (controller.seed * 1_000_003 + len(controller.actions) * 7919 + self.seat) & 0x7FFFFFFF

    def decide_now(self, controller: GameController) -> Action:
        view, legal = self.inputs(controller)
        return decide(self.strength, view, legal, controller.config, self.seed(controller))

    def decide_later(self, controller: GameController) -> Future[Action]:
        view, legal = self.inputs(controller)
        return executor().submit(decide, self.strength, view, legal, controller.config, self.seed(controller))


class SeatRunner(QObject):
    """Plays the automatic seat the engine waits for, one decision at a time, at the table's pace.

    ``automatic(controller)`` (given by the table) answers ``(seat, "bot" | "autopass")`` or None.
    """

    def __init__(self, controller: GameController, bots: dict[int, BotPlayer],
                 automatic: Callable[[], tuple[int, str] | None], pace_ms: Callable[[], int],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.bots = bots
        self.automatic = automatic
        self.pace_ms = pace_ms
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._tick)
        self._state: object = None  # the state the pending decision is for
        self._future: Future[Action] | None = None
        self._pass: Action | None = None
        self.paused = False
        self.decisions = 0

    def waiting(self) -> bool:
        """Whether an automatic decision is on its way."""
        return self._state is not None

    def poke(self) -> None:
        """Start the decision the table needs now (nothing if one is already under way for this state)."""
        c = self.controller
        if self.paused or c.is_over():
            self.cancel()
            return
        job = self.automatic()
        if job is None:
            self.cancel()
            return
        if self._state is c.state:
            return
        self.cancel()
        seat, kind = job
        self._state = c.state
        if kind == "bot" and seat in self.bots:
            self._future = self.bots[seat].decide_later(c)
        else:
            self._pass = Action("pass", seat)
        self.timer.start(max(0, self.pace_ms()))

    def cancel(self) -> None:
        self.timer.stop()
        self._state = None
        self._future = None
        self._pass = None

    def _tick(self) -> None:
        c = self.controller
        if self._state is not c.state:
            self.cancel()
            self.poke()
            return
        if self._future is not None and not self._future.done():
            self.timer.start(POLL_MS)
            return
        action = self._pass
        if self._future is not None:
            try:
                action = self._future.result()
            except Exception:  # noqa: BLE001 - a bot bug must not stop the game
                log.exception("a computer player failed; it passes or takes its first legal move")
                legal = c.legal_actions(seat=self.automatic()[0]) if self.automatic() else []
                action = next((a for a in legal if a.kind in ("pass", "no_attack")), legal[0] if legal else None)
        self.cancel()
        if action is not None:
            self.decisions += 1
            c.submit(action)

    def run_pending(self, limit: int = 100_000) -> int:
        """Play every automatic decision now, synchronously (tests, screenshots, the self-test)."""
        self.cancel()
        n = 0
        c = self.controller
        was_paused, self.paused = self.paused, True  # refreshes during the loop start nothing
        while n < limit and not c.is_over():
            job = self.automatic()
            if job is None:
                break
            seat, kind = job
            action = self.bots[seat].decide_now(c) if kind == "bot" and seat in self.bots else Action("pass", seat)
            self.decisions += 1
            n += 1
            c.submit(action)
        self.paused = was_paused
        self.cancel()
        return n

    def shutdown(self) -> None:
        """Stop for good and let go of the game (its table is being freed)."""
        self.cancel()
        self.paused = True
        self.bots = {}
        self.automatic = lambda: None
