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
instead, never inside a click's work; the automatic one is held off (its threshold raised) while installed. Younger
generations are collected as before. What a running game holds is frozen once its table is made
(:meth:`IdleCollector.game_opened`), and what survives each full collection after it, so that a full collection
during the game walks only what the game made since (a few ms); when the game goes
(:meth:`IdleCollector.game_closed`) everything is unfrozen at once (its cycles can be freed: a plain
``gc.collect()`` frees the old game, as before) and one full collection of everything (~30-60 ms) follows in an
idle turn, after which what lives on is frozen again.

What to avoid: calling ``gc.collect()`` inside a click's work to "tidy up" (that is the pause this removes), and a
freeze that is never undone (cycles of a frozen game would never be freed: ``game_closed`` undoes it).
"""

from __future__ import annotations

import gc
import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterator

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
        self.full = 0  # full collections run (tests and benches read it)

    def install(self, queue: IdleQueue) -> None:
        """Full collections from now on in ``queue``'s idle turns (the shell's; a later install replaces it)."""
        self.queue = queue
        self.thread = threading.get_ident()
        if self.threshold is None:
            self.threshold = gc.get_threshold()
            gc.set_threshold(self.threshold[0], self.threshold[1], HELD)
            gc.callbacks.append(self._after)
            self.total = gc.get_freeze_count() + len(gc.get_objects(2))

    def uninstall(self) -> None:
        """CPython's own full collections again (what is frozen stays frozen until a game closes)."""
        if self.threshold is not None:
            gc.set_threshold(*self.threshold)
            self.threshold = None
            if self._after in gc.callbacks:
                gc.callbacks.remove(self._after)
        self.queue = None
        self.posted = False

    def game_opened(self) -> None:
        """A game's table is made: what it holds now (its modules, content, table) is frozen, out of the walk of
        every full collection while it runs (``gc.freeze`` only moves a list: no walk). Not while the game that
        went before waits for its collection (its garbage would be frozen with it): that collection freezes."""
        if self.threshold is not None and not self.forced:
            gc.freeze()

    def game_closed(self) -> None:
        """The game went: everything frozen goes back to the collector now (its cycles can be freed), and a full
        collection of it all runs in an idle turn, after which what lives on is frozen again."""
        if self.threshold is None:
            return
        gc.unfreeze()
        self.forced = True
        self._post()

    def due(self) -> bool:
        """CPython's rule for a full collection (``gc_collect_generations`` in gcmodule.c)."""
        if self.forced:
            return True
        if gc.get_count()[2] < FULL_AFTER:
            return False
        # the objects that reached the oldest generation since the last full collection (which froze the rest)
        # against all the long-lived ones then
        return len(gc.get_objects(2)) > self.total / 4

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
            self.forced = False
            self.total = gc.get_freeze_count() + len(gc.get_objects(2))
            gc.freeze()  # survivors of a full collection: long-lived, out of the next one's walk
        finally:
            self.posted = False


collector = IdleCollector()
