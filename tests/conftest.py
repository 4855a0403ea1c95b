"""Test set-up: Qt offscreen with two screens (table + Director), and a throw-away data folder."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
TWO_SCREENS = HERE / "ui" / "two_screens.json"

# Must be set before any QApplication exists (pytest-qt creates it lazily).
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={TWO_SCREENS}"
os.environ.setdefault("GAMESUITE_DATA_DIR", tempfile.mkdtemp(prefix="gamesuite-tests-"))
os.environ.setdefault("QT_QUICK_BACKEND", "software")


import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

# No time limits in tests (speed is measured in bench/): hypothesis' per-example deadline and its "too slow"
# health check fail on a busy shared machine, not on a bug.
settings.register_profile("gamesuite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("gamesuite")


@pytest.fixture(autouse=True)
def _english_again():  # noqa: ANN202 - pytest fixture
    """A test that changed the language (Italian, the pseudo-locale) leaves English behind it."""
    yield
    from gamesuite import i18n

    if i18n.current_language() != "en":
        from gamesuite.ui.language import apply

        apply("en")


@pytest.fixture
def italian() -> None:
    """The app in Italian for one test (``_english_again`` brings English back after it). A file that needs more
    (a window retranslated, a plug-in imported first) overrides it and asks for this one by the same name."""
    from gamesuite.ui.language import apply

    apply("it")


# ---------------------------------------------------------------------------------------------- main windows freed
_WINDOWS = pytest.StashKey[list]()  # weak references to the MainWindows alive when a test's call ended
_CALL_FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item):  # noqa: ANN201 - a pytest hook wrapper
    """Note the MainWindows that exist when the test's call ends (its fixture's and those it made itself), for
    :func:`_main_windows_freed`; nothing when no window module was imported."""
    outcome = yield
    item.stash[_CALL_FAILED] = outcome.excinfo is not None
    if "gamesuite.ui.main_window" in sys.modules:
        import weakref

        from PySide6.QtWidgets import QApplication

        from gamesuite.ui.main_window import MainWindow

        item.stash[_WINDOWS] = [weakref.ref(w) for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]


@pytest.fixture(autouse=True)
def _main_windows_freed(request: pytest.FixtureRequest):  # noqa: ANN202 - pytest fixture
    """Every MainWindow a test made is closed and freed after it (after its own fixtures' teardown), and the test
    fails when one still lives. Why: pytest-qt only closes a window and deletes it later; its Director window (a
    top-level widget of its own, never deleted) and the Python cycles between them kept each window, its menus,
    idle queue and settings alive until the process ended, and a later ``gc.freeze`` (the warm-up's, a game's
    collection) made them uncollectable: hundreds of windows and live Director widgets, which every later app-wide
    change (style sheet, language) walked. What to avoid: a test that keeps its window in a module global or a
    class attribute (it is reported here)."""
    yield
    refs = request.node.stash.get(_WINDOWS, [])
    if not refs:
        return
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent

    for ref in refs:
        _close_and_delete(ref)
    # pytest keeps the test's fixture values (the ``window`` fixture's window, a ``make_window``'s list) until after the
    # last teardown, which is this one (autouse, the root's): dropped now, what still holds a window is the test's or
    # the app's
    request.node.funcargs.clear()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    if any(ref() is not None for ref in refs):  # (always: the windows are in cycles, and maybe frozen)
        gc.unfreeze()  # what a window's warm-up froze goes back to the collector (a frozen cycle is never freed)
        gc.collect()
    alive = sum(ref() is not None for ref in refs)
    if alive and not request.node.stash.get(_CALL_FAILED, False):  # (a failed test's traceback holds its window)
        pytest.fail(f"{alive} MainWindow(s) still alive after the test: something keeps a reference to it")


def _close_and_delete(ref: Any) -> None:
    """Close the window (its game ended) and delete it, with the widgets it keeps without a parent (its Director
    window, a page not in its stack: alive, their signals' connections hold the window's objects)."""
    import shiboken6
    from PySide6.QtWidgets import QWidget

    window = ref()
    if window is None:
        return
    if shiboken6.isValid(window):
        window.end_session()
        if window.warmup is not None:
            window.warmup.stop()
    own = [w for w in vars(window).values() if isinstance(w, QWidget) and shiboken6.isValid(w) and w.parent() is None]
    for widget in (*own, window):
        if shiboken6.isValid(widget):
            widget.close()
            widget.deleteLater()
