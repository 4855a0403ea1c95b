"""The reliability suite: small in CI, full size on demand (docs/reliability.md).

    GAMESUITE_RELIABILITY=full          full size (the figures in docs/reliability.md)
    GAMESUITE_RELIABILITY_SEED=N        another seed (the default is fixed, so CI is repeatable)
    GAMESUITE_RELIABILITY_REPORT=FILE   each test appends one JSON line of figures to FILE

``python tools/reliability.py [--full]`` sets these and prints the figures.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

FULL = os.environ.get("GAMESUITE_RELIABILITY", "").lower() == "full"
SEED = int(os.environ.get("GAMESUITE_RELIABILITY_SEED", "20240611"))

# (small: in .ci/run, full: on demand)
SIZES = {
    "kills": (12, 240),
    "hostile_saves": (40, 2000),
    "monkey_runs": (2, 13),  # full: 13 runs per game, 52 runs x 2,000 events in all
    "monkey_events": (150, 2000),
}


def size(name: str) -> int:
    small, full = SIZES[name]
    override = os.environ.get(f"GAMESUITE_RELIABILITY_{name.upper()}")
    if override:
        return int(override)
    return full if FULL else small


def report(test: str, **figures: Any) -> None:
    """Record a test's figures (printed with ``-s``; appended to GAMESUITE_RELIABILITY_REPORT)."""
    line = json.dumps({"test": test, "full": FULL, "seed": SEED, **figures}, sort_keys=True)
    print(f"\n[reliability] {line}")
    target = os.environ.get("GAMESUITE_RELIABILITY_REPORT")
    if target:
        with open(target, "a", encoding="utf-8") as fh:
            fh.write(line + "\n")


@pytest.fixture
def make_window(qtbot: Any, tmp_path: Path) -> Iterator[Callable[..., Any]]:
    """A real MainWindow (offscreen) on its own saves folder and settings file."""
    from PySide6.QtCore import QSettings

    from gamesuite.storage.store import SaveStore
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow
    from gamesuite.ui.scene.animation import set_reduce_motion
    from gamesuite.ui.settings import Settings

    made: list[Any] = []

    def build(folder: Path | None = None, *, director: bool = True) -> Any:
        make_app()
        settings = Settings(QSettings(str(tmp_path / f"settings{len(made)}.ini"), QSettings.Format.IniFormat))
        settings.reduce_motion = True
        set_reduce_motion(True)
        window = MainWindow(settings, SaveStore(folder or tmp_path / f"saves{len(made)}"))
        window.interactive = False
        if not director:
            window.act_director.setChecked(False)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        made.append(window)
        return window

    yield build
    for window in made:
        window.end_session()
        window.director.close()
        window.close()
    set_reduce_motion(False)


class Timer:
    def __init__(self) -> None:
        self.start = time.perf_counter()

    @property
    def seconds(self) -> float:
        return round(time.perf_counter() - self.start, 2)
