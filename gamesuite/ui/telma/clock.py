"""The contest clock: input-event timestamps mapped onto one monotonic game clock.

Why: a contest is decided by who finished saying a nickname first, often by tens of
milliseconds. If the app used the moment it *handled* a key press, a press that waits in the
event queue behind another player's (while the table redraws) would look later than it was.
So every key press and tap is timed with the timestamp the window system put on the event
(``QKeyEvent.timestamp()``, ``QGraphicsSceneMouseEvent.timestamp()``), and only mapped onto
the game clock the rules see.

How: the game clock is ``base + QElapsedTimer`` in milliseconds (``base`` continues the saved
game's clock, so times never go backwards after loading a save). Event timestamps live on
another clock (X server time, Windows tick count, macOS uptime); the offset between the two is
estimated the way NTP does with a minimum filter: ``game_now - event_ts`` is the true offset
plus that event's queueing delay, so the smallest value seen is the best estimate. The offset
only moves *between* contests (reveal presses keep it calibrated), so the calls inside one
contest keep their exact relative times. A jump of more than ``RESYNC_MS`` (a wrapped or reset
event clock, a suspended laptop) re-anchors it. Events without a timestamp (0) are timed when
handled. Mouse/touch and keys get separate estimates (some platforms stamp them differently).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer

RESYNC_MS = 10_000


class ContestClock:
    """Maps event timestamps to game-clock milliseconds (see the module docstring)."""

    def __init__(self, base_ms: int = 0, now: Callable[[], int] | None = None) -> None:
        self._timer = QElapsedTimer()
        self._timer.start()
        self.base = int(base_ms)
        self._now = now
        self.offsets: dict[str, int] = {}  # source -> game_ms - event_ms
        self.frozen = False  # True during a contest: offsets keep still so relative times stay exact

    def now(self) -> int:
        """The game clock now, in whole milliseconds."""
        if self._now is not None:
            return int(self._now())
        return self.base + int(self._timer.elapsed())

    def advance_base(self, at_least_ms: int) -> None:
        """Make sure the clock reads at least ``at_least_ms`` (after loading a save)."""
        behind = int(at_least_ms) - self.now()
        if behind > 0:
            self.base += behind

    def event_time(self, timestamp_ms: int | None, source: str = "key") -> int:
        """The game-clock time of an input event stamped ``timestamp_ms`` by the window system."""
        now = self.now()
        if not timestamp_ms or timestamp_ms <= 0:
            return now
        ts = int(timestamp_ms)
        candidate = now - ts
        offset = self.offsets.get(source)
        if offset is None or abs(candidate - offset) > RESYNC_MS or (candidate < offset and not self.frozen):
            offset = candidate
            self.offsets[source] = offset
        return max(0, ts + offset)

    def latency(self, timestamp_ms: int | None, source: str = "key") -> int | None:
        """How long ago (ms) an event stamped ``timestamp_ms`` happened, by the current estimate."""
        if not timestamp_ms or source not in self.offsets:
            return None
        return self.now() - (int(timestamp_ms) + self.offsets[source])
