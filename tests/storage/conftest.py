"""A main window built on a saves folder the test filled first (start-up sees those files)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest


@pytest.fixture
def make_window(qtbot: Any, tmp_path: Path) -> Iterator[Callable[[Path], Any]]:
    from PySide6.QtCore import QSettings

    from gamesuite.storage.store import SaveStore
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow
    from gamesuite.ui.scene.animation import set_reduce_motion
    from gamesuite.ui.settings import Settings

    made: list[Any] = []

    def build(folder: Path) -> Any:
        make_app()
        settings = Settings(QSettings(str(tmp_path / f"settings{len(made)}.ini"), QSettings.Format.IniFormat))
        settings.reduce_motion = True
        set_reduce_motion(True)
        window = MainWindow(settings, SaveStore(folder))
        window.interactive = False
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        made.append(window)
        return window

    yield build
    for window in made:
        window.end_session()
        window.director.close()
    set_reduce_motion(False)
