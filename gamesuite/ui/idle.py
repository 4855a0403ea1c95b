"""The shell's one idle queue: work done ahead while the player reads, in short turns of the event loop.

Why: the app does some work before it is needed, while nobody is clicking: the launcher loads the likeliest
game's modules and makes its setup page (gamesuite/ui/warmup.py), Quiz Club's panel builds the next steps of
a turn and its table draws itself once out of sight behind the gate. Each used to run that work its own way
(a zero-delay timer each, one with a time budget, one with none: a single 86 ms turn at the start of a game,
which a click arriving then waited for). One queue runs all of it the same way:

* work is posted with an **owner** (:meth:`IdleQueue.post`): a QObject (its work goes when it is destroyed),
  an :class:`IdleToken` (its work goes when it is stopped; an :class:`IdleScope` is a token that posts: a
  running game gets one through ``GameContext.idle``, closed by the shell when the game ends, so a finished
  game is freed even if it forgot to cancel), or any object (``cancel(owner)``);
* work is a **step** (a callable; if it returns an iterator, that iterator's items follow as pieces) or an
  **iterator of pieces** (a generator: each ``yield`` ends a piece). A piece that yields :data:`NEXT_TURN`
  ends the turn there (let a paint come first);
* the queue runs pieces in zero-delay **turns** of the event loop, in the order posted (``first=True``: before
  what is queued, for work the next click needs), for a **budget** of UI-thread CPU time per turn
  (:data:`BUDGET_MS`): a piece starts only while the turn has room for one as long as the longest piece run
  in it so far and the longest of its own work lately (its longest piece, halved at each shorter piece after it:
  one long piece, a first import or a garbage collection that fell in it, no longer makes every later piece of
  its work run alone in a turn), and every turn runs at least one (a piece known to be long can end the turn
  before it: yield :data:`NEXT_TURN`). A click that arrives meanwhile waits for one turn at most;
* a piece that raises is logged and its work dropped; the next work runs;
* while a modal dialog is open, or a mouse button is held (a click's release is coming), the queue waits (it
  looks again after :data:`PAUSE_RETRY_MS`).

What to avoid: a game's own zero-delay QTimer for idle work (tests/ui/test_idle.py fails on one in a game's
package): post it here. A piece longer than about :data:`BUDGET_MS` (split it: no idle turn should keep a
click waiting more than ~4 ms; ``bench/responsiveness.py --cpu`` reports ``idle_turn_max_ms``). Work that
writes the player's data or shows anything (idle work prepares; the click shows). Closures in posted work
that hold an object which must be freed, without that object (or a scope it lives in) as the owner.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable, Iterator

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication

log = logging.getLogger(__name__)

BUDGET_MS = 4.0  # UI-thread CPU time per turn of the event loop (a click arriving during a turn waits for it)
PAUSE_RETRY_MS = 50  # while a modal dialog is open or a mouse button is held: look again after this long
NEXT_TURN = object()  # a piece that yields this ends the turn (the next piece runs in the next turn)

Work = Callable[[], object] | Iterator[object]


class IdleToken:
    """An owner that is not a QObject: the work posted for it is dropped once it is stopped."""

    def __init__(self, name: str = "") -> None:
        self.name = name
        self.stopped = False

    def stop(self) -> None:
        self.stopped = True


class _Job:
    __slots__ = ("owner", "scope", "name", "call", "pieces", "longest")

    def __init__(self, owner: object, scope: IdleScope | None, name: str, work: Work) -> None:
        self.owner = owner
        self.scope = scope
        self.name = name
        self.call: Callable[[], object] | None = None if isinstance(work, Iterator) else work
        self.pieces: Iterator[object] | None = work if isinstance(work, Iterator) else None
        self.longest = 0.0  # its longest piece lately (seconds; halved at each shorter one): the next may be as long

    def dead(self) -> bool:
        owner = self.owner
        if isinstance(owner, QObject):
            if not shiboken6.isValid(owner):
                return True
        elif isinstance(owner, IdleToken) and owner.stopped:
            return True
        return self.scope is not None and self.scope.stopped

    def run(self) -> tuple[bool, object]:
        """One piece: (whether the work is finished, what the piece gave)."""
        if self.call is not None:
            call, self.call = self.call, None
            result = call()
            if isinstance(result, Iterator):
                self.pieces = result
                return False, None
            return True, result
        assert self.pieces is not None
        for value in self.pieces:
            return False, value
        return True, None

    def close(self) -> None:
        pieces, self.pieces, self.call = self.pieces, None, None
        close = getattr(pieces, "close", None)
        if close is not None:
            with contextlib.suppress(Exception):  # its own clean-up failing is no reason to stop the app
                close()


class IdleQueue(QObject):
    """Runs posted work in zero-delay turns of the event loop, a budget of UI-thread CPU time per turn."""

    def __init__(self, parent: QObject | None = None, *, budget_ms: float = BUDGET_MS,
                 clock: Callable[[], float] = time.thread_time,
                 paused: Callable[[], bool] | None = None) -> None:
        super().__init__(parent)
        self.budget_ms = budget_ms
        self._clock = clock  # seconds
        self._paused = paused if paused is not None else _paused
        self._jobs: list[_Job] = []
        self._running: _Job | None = None
        self._stopped = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.run_turn)
        self.turns = 0  # turns that ran work (tests and benches read them)
        self.pieces = 0

    # -- posting ---------------------------------------------------------------------------------
    def post(self, owner: object, work: Work, *, name: str = "", first: bool = False,
             scope: IdleScope | None = None) -> None:
        """Run ``work`` for ``owner`` in idle turns (``first``: before the work already queued)."""
        if self._stopped or (scope is not None and scope.stopped):
            _Job(owner, scope, name, work).close()
            return
        job = _Job(owner, scope, name or getattr(work, "__qualname__", type(work).__name__), work)
        if first:
            self._jobs.insert(0, job)
        else:
            self._jobs.append(job)
        if not self._timer.isActive():
            self._timer.start(0)

    def scope(self, name: str = "") -> IdleScope:
        """A token that posts here; :meth:`IdleScope.close` drops everything posted through it."""
        return IdleScope(self, name)

    def cancel(self, owner: object) -> int:
        """Drop ``owner``'s work (what it posted through any scope too); returns how many were dropped."""
        return self._drop(lambda job: job.owner is owner or job.scope is owner)

    def pending(self, owner: object = None) -> int:
        """Work waiting (``owner``'s only, when given; the piece running now counts while it runs)."""
        return sum(1 for job in self._jobs if owner is None or job.owner is owner or job.scope is owner)

    def stop(self) -> None:
        """Everything dropped, and work posted later is ignored (the window closes)."""
        self._stopped = True
        self._timer.stop()
        self._drop(lambda _job: True)

    def _drop(self, which: Callable[[_Job], bool]) -> int:
        gone = [job for job in self._jobs if which(job)]
        if gone:
            self._jobs = [job for job in self._jobs if not which(job)]
            for job in gone:
                if job is not self._running:  # (the running one is closed once its piece returns)
                    job.close()
        return len(gone)

    # -- running ---------------------------------------------------------------------------------
    def run_turn(self) -> None:
        """One turn: pieces of the queued work, in order, for about the budget (the timer's slot)."""
        if not self._jobs:
            return
        if self._paused():
            self._timer.start(PAUSE_RETRY_MS)
            return
        budget = self.budget_ms / 1000
        start = self._clock()
        longest = 0.0
        ran = False
        while self._jobs:
            job = self._jobs[0]
            if job.dead():
                self._jobs.pop(0)
                job.close()
                continue
            if ran and (self._clock() - start) + max(longest, job.longest) > budget:
                break
            t0 = self._clock()
            self._running = job
            try:
                finished, value = job.run()
            except Exception:  # noqa: BLE001 - idle work never stops the app; what needed it does it again
                log.exception("idle work %s failed (dropped)", job.name)
                finished, value = True, None
            finally:
                self._running = None
            ran = True
            self.pieces += 1
            cost = self._clock() - t0
            longest = max(longest, cost)
            job.longest = max(job.longest / 2, cost)
            if finished or job not in self._jobs:
                self._jobs = [j for j in self._jobs if j is not job]
                job.close()
            if value is NEXT_TURN:
                break
        if ran:
            self.turns += 1
        if self._jobs and not self._timer.isActive():
            self._timer.start(0)


class IdleScope(IdleToken):
    """A token that posts to its queue: what a running game gets (``GameContext.idle``). Closed, its work is
    dropped at once and what is posted later is ignored."""

    def __init__(self, queue: IdleQueue, name: str = "") -> None:
        super().__init__(name)
        self.queue = queue

    def post(self, owner: object, work: Work, *, name: str = "", first: bool = False) -> None:
        """As :meth:`IdleQueue.post`, the work dropped also when this scope closes."""
        self.queue.post(owner, work, name=name, first=first, scope=self)

    def cancel(self, owner: object) -> int:
        return self.queue.cancel(owner)

    def pending(self, owner: object = None) -> int:
        return self.queue.pending(self if owner is None else owner)

    def close(self) -> None:
        self.stop()
        if shiboken6.isValid(self.queue):
            self.queue.cancel(self)


def _paused() -> bool:
    """A modal dialog is open, or a mouse button is held (the click it starts ends on its release)."""
    return QApplication.activeModalWidget() is not None or QApplication.mouseButtons() != Qt.MouseButton.NoButton
