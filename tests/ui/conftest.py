"""Fixtures for UI tests: a MainWindow with its own saves folder and settings file."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from gamesuite.storage.store import SaveStore
from gamesuite.ui.scene.animation import set_reduce_motion
from gamesuite.ui.settings import Settings


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    s = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    s.language = "en"  # the tests read English words, whatever the machine's language
    return s


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "saves")


@pytest.fixture
def window(qtbot, settings: Settings, store: SaveStore):  # noqa: ANN001, ANN201 - pytest fixtures
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow

    make_app()
    settings.reduce_motion = True  # animations finish at once in tests (the window applies the setting)
    set_reduce_motion(True)
    w = MainWindow(settings, store)
    w.interactive = False  # no modal message box can block a test
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    yield w
    w.end_session()
    w.director.close()
    set_reduce_motion(False)
    from gamesuite.ui import gcpause

    seats = sys.modules.get("gamesuite.ui.ciak.seats")
    if seats is not None and seats._executor is not None:  # no computer player's decision still runs on its thread
        seats._executor.submit(int).result(timeout=60)  # when CPython's own collections (in any thread) come back
    gcpause.collector.uninstall()  # (CPython's own full collections again: a window kept alive after its test must not
    # run later tests' collections in its idle queue)


@pytest.fixture
def one_screen(window):  # noqa: ANN001, ANN201 - pytest fixture
    """The same window with the Director window off: everything private goes through the gate."""
    window.act_director.setChecked(False)
    return window


@pytest.fixture
def free_setup_pages() -> Iterator[None]:
    """Delete a test's setup pages at its end (a file's ``pytestmark = pytest.mark.usefixtures(...)``), each after
    letting go of its application-wide focus connection (``SetupPage.shutdown``): pages a test made without a window
    too, which the windows' own freeing (tests/conftest.py) does not reach. Left alive, the app style sheet set for
    the next window would polish every widget of every old page again."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from gamesuite.ui.setup_page import SetupPage

    yield
    for widget in QApplication.allWidgets():
        if isinstance(widget, SetupPage):
            widget.shutdown()
            widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
