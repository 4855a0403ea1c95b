"""SaveWriter: autosaves are built and written on a background thread, the newest one wins.

Why: an autosave after every move serialised the whole game, validated it and fsynced it on the UI thread
(5-40 ms per move, the largest part of what a player waited for after a click). The game states are
immutable values, so the UI thread only hands the writer what to save (the state object, the action list
copied, the config) and goes on; the writer builds and writes the file. When moves come faster than the
disk, only the newest pending save is written: each save holds the whole game, so nothing is lost.

What to avoid: handing the writer anything that is mutated later (copy the action list); reporting an error
from the writer thread to Qt widgets directly (the callback must only emit a signal, which Qt queues to
the UI thread); forgetting :meth:`SaveWriter.wait` before reading the file back, loading another game or
quitting (the last move would be missing).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

log = logging.getLogger(__name__)

Job = Callable[[], None]


class SaveWriter:
    """One background thread that runs the newest submitted save job."""

    def __init__(self, on_error: Callable[[BaseException], None] | None = None) -> None:
        self._on_error = on_error
        self._cond = threading.Condition()
        self._pending: Job | None = None
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None
        self.written = 0  # jobs run (tests and the bench read it)

    def submit(self, job: Job) -> None:
        """Run ``job`` soon on the writer thread (replacing a job not started yet)."""
        with self._cond:
            if self._closed:
                raise RuntimeError("the save writer is closed")
            self._pending = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="gamesuite-save-writer", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def wait(self, timeout: float | None = 10.0) -> bool:
        """Block until every submitted job has run; False if ``timeout`` seconds passed first."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self) -> None:
        """Write what is pending, then stop the thread."""
        self.wait()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout=10)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None:
                    return  # closed and nothing left
                job, self._pending = self._pending, None
                self._busy = True
            try:
                job()
            except BaseException as exc:  # noqa: BLE001 - reported to the UI, never lost silently
                log.warning("saving failed: %s", exc)
                if self._on_error is not None:
                    try:
                        self._on_error(exc)
                    except Exception:  # noqa: BLE001 - the writer must keep running
                        log.exception("the save error callback failed")
            finally:
                with self._cond:
                    self._busy = False
                    self.written += 1
                    self._cond.notify_all()
