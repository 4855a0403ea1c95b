"""Pausing Python's cyclic garbage collector through a burst of long-lived allocations.

Start-up makes tens of thousands of objects that live as long as the app (PySide6's enum classes, our
modules, classes and widgets) and almost no garbage: the collector walked them ~50 times before the
launcher's first paint (~11 ms of CPU on the reference machine) and ~100 times before the first painted
table. ``gamesuite.__main__.main`` pauses it before anything is imported and ``make_app`` ends the pause
once the event loop runs (and freezes what start-up made, so later collections skip it). bench/startup.py
measures it. A game's start is not paused: once start-up is frozen, a pause there gained nothing measurable
(to-table CPU ratio 1.91 with it, 1.90 without, one run), and it moved the collection of the previous game's
garbage to a moment where it crashed a Qt test.

A pause only ends what it started: a collector the user (or a test) turned off stays off.

**Full collections in idle turns** (:class:`IdleCollector`, installed by the shell on its idle queue): a full
(generation 2) collection walks every tracked object that is not frozen, ~50 000 once a game runs (its modules,
content and table), and cost 12-37 ms; it ran wherever the allocations that made it due fell, which in the
responsiveness bench was inside a move or a gate click in 5 of 8 games. The collector keeps CPython's own rule for
when a full collection is due (ten generation-1 collections since the last, and the objects that reached the
oldest generation since then more than a quarter of those it held) but runs it in an idle turn of the shell's queue
instead, never inside a click's work; the automatic one is held off (its threshold raised) while installed.

**Every collection on the UI thread** (twelfth session): while installed, CPython collects nothing by itself (the
first threshold is 0, which turns automatic collection off without touching ``gc.isenabled``, so a :func:`pause`
still works); a timer on the shell's queue runs the younger generations' collections by CPython's own thresholds
every :data:`YOUNG_MS` (:meth:`IdleCollector._young`). Why: an automatic collection runs in whichever thread
allocates when it falls due, and the Ciak computer players' worker thread allocates a lot; garbage cycles that hold
Qt objects (a scene's items, a widget's wrapper) were then freed on that thread, which Qt does not allow: a CI run
crashed (segmentation fault in the UI thread) while a computer player decided. A probe showed a Qt object in a cycle
freed on the worker thread. pyqtgraph's ``GarbageCollector`` does the same for the same reason. Only cyclic garbage
waits for the timer (reference counting frees the rest at once), a tick with nothing due costs a ``gc.get_count()``.

**What is frozen, and when** (eleventh session): what the app holds for good is frozen, a running game never is.
Start-up freezes what it made (above); the launcher's warm-up freezes what its imports made (:meth:`settle`, a step
of gamesuite/ui/warmup.py, before any setup page is made ahead); the collection after a game (below) freezes what
lived on. A game's objects (its table, state, content, panels) stay in the collector's sight while it runs, so a
full collection during the game walks them (rare: CPython's rule counts only what reached the oldest generation
since the last one, and the table made at the game's start is not counted, see :meth:`game_opened`), and when the
game goes (:meth:`game_closed`) nothing is unfrozen: the collection in the next idle turn walks the game's objects
and what was made since the last freeze, not the whole heap (the start-up's and the modules': ~40 000 objects
more, 29-56 ms against 9-22 on the reference machine, bench/idle_pieces.py's "after the game"). That collection
freezes what lives on, unless another game opened meanwhile ("New game": its table would be frozen with it). A
freeze happens only at those moments, when nothing short-lived (a setup page made ahead, a game) is alive: a
frozen garbage cycle is never freed.

What to avoid: calling ``gc.collect()`` inside a click's work to "tidy up" (that is the pause this removes); a
``gc.freeze()`` while a game or anything else short-lived is alive (its cycles would never be freed: nothing here
unfreezes); a ``gc.unfreeze()`` (the next full collection would walk the whole heap again).
"""

from __future__ import annotations

import functools
import gc
import inspect
import threading
import weakref
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from PySide6.QtCore import QTimer

    from gamesuite.ui.idle import IdleQueue

_paused = False
_freeze = False


def pause(freeze: bool = False) -> None:
    """Pause the collector (a no-op when it is off already); nested pauses end together.

    ``freeze`` (start-up only): when the pause ends, what exists then is moved out of the collector's
    sight for good (``gc.freeze``) instead of being walked once more in one long collection (~10 ms:
    every object made during the pause is young). Garbage cycles among those objects are never freed,
    so a game's start (whose table and controller are freed by "New game") does not freeze.
    """
    global _paused, _freeze
    if gc.isenabled():
        gc.disable()
        _paused, _freeze = True, freeze


def resume() -> None:
    """End a :func:`pause` at once."""
    global _paused, _freeze
    if _paused:
        if _freeze:
            gc.freeze()
        _paused = _freeze = False
        gc.enable()


def resume_soon() -> None:
    """End the pause on the event loop's next turn: after what was just shown is painted (the paint
    requests were posted before this zero-delay timer)."""
    if _paused:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, resume)


def paused() -> bool:
    return _paused


FULL_AFTER = 10  # CPython's default third threshold: generation-1 collections between two full ones
YOUNG_MS = 100  # how often the UI thread runs the younger generations' collections that fell due
HELD = 1 << 30  # the third threshold while the idle collector is installed: no automatic full collection


class IdleCollector:
    """Runs the full collections CPython would have run, in idle turns of the shell's queue (see the module)."""

    def __init__(self) -> None:
        self.queue: IdleQueue | None = None
        self.thread = threading.get_ident()  # the UI thread: only its collections post work
        self.threshold: tuple[int, int, int] | None = None  # as it was before install
        self.posted = False  # a full collection waits in the queue
        self.forced = False  # the next one runs whatever the rule says (a game went)
        self.total = 0  # long-lived objects after the last full collection (frozen ones included)
        self.held = 0  # of those, the ones in the oldest generation (not frozen): not new since
        self.games = 0  # games open (between game_opened and game_closed)
        self.gone: list[weakref.ref] = []  # finished games' controllers and UIs: no freeze while one is alive
        self.calm: Callable[[], Callable[[], bool] | None] | None = None  # the shell's: nothing short-lived is alive
        self.full = 0  # full collections run (tests and benches read it)
        self.young = 0  # younger generations' collections run by the timer (tests read it)
        self.timer: QTimer | None = None  # runs _young on the UI thread (a child of the queue)

    def install(self, queue: IdleQueue, calm: Callable[[], bool] | None = None) -> None:
        """Full collections from now on in ``queue``'s idle turns (the shell's; a later install replaces it).
        ``calm``: the shell's answer to "is nothing short-lived alive now?" (no game, no setup page, made ahead or
        shown): a freeze waits for it (a frozen garbage cycle is never freed: Quiz Club's setup page has one)."""
        self.queue = queue
        # (weakly: the collector is the process's, the shell a window that may go)
        self.calm = weakref.WeakMethod(calm) if inspect.ismethod(calm) else (lambda: calm) if calm else None
        self.thread = threading.get_ident()
        self.games = 0  # a new shell: no game open
        # nor an earlier shell's finished games to wait for (in the app there is one shell; a window that went, in a
        # test, may leave its game's objects alive for good: waiting for them would never freeze again)
        self.gone = []
        if self.threshold is None:
            self.threshold = gc.get_threshold()
            gc.set_threshold(0, self.threshold[1], HELD)  # 0: no automatic collection at all (see the module)
            gc.callbacks.append(self._after)
            self._counted()
        self._stop_timer()
        from PySide6.QtCore import QTimer

        self.timer = QTimer(queue)
        self.timer.setInterval(YOUNG_MS)
        self.timer.timeout.connect(self._young)
        self.timer.start()
        queue.destroyed.connect(functools.partial(self._queue_gone, id(queue)))

    def _queue_gone(self, queue_id: int, *_: object) -> None:
        """The shell's queue (and its timer) went: CPython's own collections again, unless another shell installed."""
        if self.queue is not None and id(self.queue) == queue_id:
            self.timer = None  # (deleted with the queue)
            self.uninstall()

    def _stop_timer(self) -> None:
        timer, self.timer = self.timer, None
        if timer is not None:
            import shiboken6

            if shiboken6.isValid(timer):
                timer.stop()
                timer.deleteLater()

    def _young(self) -> None:
        """The younger generations' collection CPython would have run by now (``gc_collect_generations``: the
        oldest generation whose count passed its threshold; the full one is the idle turn's, see :meth:`due`).
        Nothing while the collector is off (a :func:`pause`, or the user's ``gc.disable()``)."""
        threshold = self.threshold
        if threshold is None or not gc.isenabled():
            return
        count = gc.get_count()
        if count[0] > threshold[0]:
            gc.collect(1 if count[1] > threshold[1] else 0)
            self.young += 1

    def uninstall(self) -> None:
        """CPython's own collections again, in any thread (what is frozen stays frozen)."""
        if self.threshold is not None:
            gc.set_threshold(*self.threshold)
            self.threshold = None
            if self._after in gc.callbacks:
                gc.callbacks.remove(self._after)
        self._stop_timer()
        self.queue = None
        self.calm = None
        self.posted = False
        self.forced = False  # (a collection the shell that went still owed: CPython's own rule runs from now on)

    def game_opened(self) -> None:
        """A game's table is made. Nothing is frozen (its cycles must be freed when it goes, and nothing unfreezes):
        what it holds is counted as held, not as new, in an idle turn after its first paint (CPython's rule would run
        a full collection soon after every start, walking the table just made: ~10-20 ms in an idle turn for
        nothing)."""
        self.games += 1
        queue = self.queue
        if self.threshold is None or self.forced or queue is None:
            return
        import shiboken6  # (not at import: this module is imported before anything, to pause the collector)

        if shiboken6.isValid(queue):
            queue.post(self, self._count_held(), name="a game's objects counted")  # (not in Start's work: ~1 ms)

    def _count_held(self) -> Iterator[object]:
        from gamesuite.ui.idle import NEXT_TURN

        yield NEXT_TURN  # the table's first paint first
        if not self.forced:
            self._counted(young=True)  # (as if a full collection had just run: CPython counts what reaches the
            # oldest generation after it against all the long-lived objects then)

    def game_closed(self, *gone: object) -> None:
        """The game went: a full collection in an idle turn frees it (it walks what is not frozen: the game's objects
        and what was made since the last freeze), after which what lives on is frozen. ``gone``: its controller and
        UI; nothing is frozen while one of them is still alive (deleted later than the collection ran, held by a
        pending event: frozen, its cycles would never be freed)."""
        self.games = max(0, self.games - 1)
        self.gone += [weakref.ref(obj) for obj in gone]
        if self.threshold is None:
            return
        self.forced = True
        self._post()

    def settle(self) -> bool:
        """What was made since the last freeze is the app's for good (the warm-up's imports): frozen, out of the walk
        of every later full collection, after a full collection of what is not frozen yet (garbage frozen would never
        be freed; right after a game's collection it walks little, at the first launcher the imports since start-up).
        Not while a game runs, a finished one waits for its collection or its controller or UI still lives (their
        objects would be frozen), nor while the shell says something else short-lived is alive (``calm``). Whether it
        froze."""
        if self.threshold is None or self.forced or not self._calm():
            return False
        gc.collect(2)
        gc.freeze()
        self._counted()
        return True

    def _calm(self) -> bool:
        """Nothing short-lived is alive: no game open, and the shell says so."""
        if self.games:
            return False
        self.gone = [ref for ref in self.gone if ref() is not None]
        if self.gone:  # a finished game's controller or UI is still alive
            return False
        calm = self.calm() if self.calm is not None else None
        if calm is None:
            return self.calm is None  # no shell's answer: calm; the shell went: not
        try:
            return bool(calm())
        except RuntimeError:  # the shell's window is deleted
            return False

    def _counted(self, young: bool = False) -> None:
        """The long-lived objects now (the rule's measure): frozen ones and those in the oldest generation; ``young``:
        the younger generations' too, as a full collection now would leave them all in the oldest one (a game's
        table: young collections wait for the timer, so the table a game just made is still young when it is
        counted, and counted as new once a tick promoted it, it made a full collection due soon after the start:
        tests/ui/test_idle_gc.py). Not at install: start-up's objects are all young then (counting would walk them
        all). What a game keeps adding (its states, events and actions: ~20 000 objects in a 283-move bench Telefilm
        game) still makes one due when it passes the quarter, as CPython's rule says: in an idle turn."""
        self.held = len(gc.get_objects(2)) + (len(gc.get_objects(0)) + len(gc.get_objects(1)) if young else 0)
        self.total = gc.get_freeze_count() + self.held

    def due(self) -> bool:
        """CPython's rule for a full collection (``gc_collect_generations`` in gcmodule.c)."""
        if self.forced:
            return True
        if gc.get_count()[2] < FULL_AFTER:
            return False
        # the objects that reached the oldest generation since the last full collection against all the long-lived
        # ones then (the oldest generation held ``held`` then; CPython counts the same with long_lived_pending)
        return len(gc.get_objects(2)) - self.held > self.total / 4

    def _after(self, phase: str, info: dict) -> None:
        if (phase == "stop" and info["generation"] == 1 and not self.posted
                and gc.get_count()[2] >= FULL_AFTER and threading.get_ident() == self.thread):
            self._post()

    def _post(self) -> None:
        queue = self.queue
        if queue is None:
            return
        import shiboken6

        if not shiboken6.isValid(queue):  # the shell went (a test's window): CPython's own rule again
            self.uninstall()
            return
        if not self.posted:
            self.posted = True
            queue.post(self, self._collect(), name="full garbage collection")

    def _collect(self) -> Iterator[object]:
        from gamesuite.ui.idle import NEXT_TURN

        try:
            yield NEXT_TURN  # posted from inside a click's work: its paint comes first
            if self.threshold is None or not self.due():
                return
            if self.forced:  # what the game that went let go (its table, panels) is deleted first, then freed
                from PySide6.QtCore import QCoreApplication, QEvent

                QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
            gc.collect(2)
            self.full += 1
            forced, self.forced = self.forced, False
            if forced and self._calm():  # a game went and nothing short-lived came since: what lives on is the app's
                gc.freeze()
            self._counted()
        finally:
            self.posted = False


collector = IdleCollector()
