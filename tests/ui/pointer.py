"""The pointer moved onto a point of a view, for tests that assert what a hover did.

``qtbot.mouseMove`` alone once left a Ciak card not hovered in a CI run on a loaded machine (the test passed alone
and in every other whole-suite run). Two things a bare move leaves to chance are ruled out here: the pointer
is moved from a far corner first, so Qt always sees a move onto the point (a move to where the pointer already is
may be no move at all), and the check waits for the hover to arrive instead of expecting it before the move
returns (what the hover starts may wait for the event queue).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QGraphicsView


def hover(qtbot, view: QGraphicsView, at: QPoint, until: Callable[[], bool], timeout: int = 2000) -> None:  # noqa: ANN001
    """Move the pointer onto ``at`` (viewport coordinates) of ``view`` and wait until ``until()`` holds (fails the
    test with pytest-qt's timeout message if it never does)."""
    viewport = view.viewport()
    qtbot.mouseMove(viewport, QPoint(1, 1))
    qtbot.mouseMove(viewport, at)
    qtbot.waitUntil(until, timeout=timeout)
