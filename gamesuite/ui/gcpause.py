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
"""

from __future__ import annotations

import gc

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
