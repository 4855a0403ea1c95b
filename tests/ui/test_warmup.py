"""The idle-time warm-up after the launcher's first paint (gamesuite/ui/warmup.py)."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QWidget

from gamesuite.ui.warmup import Warmup, game_modules, launcher_steps

ROOT = Path(__file__).resolve().parents[2]


def test_steps_run_after_the_first_paint_one_per_turn_of_the_event_loop(qtbot) -> None:  # noqa: ANN001
    ran: list[str] = []
    widget = QWidget()
    qtbot.addWidget(widget)
    warmup = Warmup(widget, [(None, lambda n=n: ran.append(n)) for n in "abc"])
    qtbot.wait(20)
    assert ran == []  # nothing before the widget painted
    widget.show()
    qtbot.waitUntil(lambda: warmup.pending() == 0, timeout=3000)
    assert ran == ["a", "b", "c"] and warmup.done == 3


def test_one_step_per_turn(qtbot) -> None:  # noqa: ANN001
    """A click that arrives meanwhile waits for one step at most: the steps do not run back to back."""
    from PySide6.QtCore import QTimer

    ran: list[str] = []
    widget = QWidget()
    qtbot.addWidget(widget)
    warmup = Warmup(widget, [(None, lambda n=n: ran.append(n)) for n in "abcd"])

    def first() -> None:  # queued while the first step runs: it runs before the second step
        QTimer.singleShot(0, lambda: ran.append("click"))

    warmup._steps.insert(0, (None, first))
    widget.show()
    qtbot.waitUntil(lambda: warmup.pending() == 0, timeout=3000)
    assert ran.index("click") < ran.index("b")


def test_a_chosen_game_drops_the_other_games_steps_and_stop_ends_it(qtbot, caplog) -> None:  # noqa: ANN001
    ran: list[str] = []
    widget = QWidget()
    qtbot.addWidget(widget)

    def fail() -> None:
        raise RuntimeError("broken step")

    steps = [(None, lambda: ran.append("shared")), ("ciak", lambda: ran.append("ciak")), ("telma", fail),
             ("telma", lambda: ran.append("telma")), (None, lambda: ran.append("codec"))]
    warmup = Warmup(widget, steps)
    warmup.focus("telma")
    with caplog.at_level(logging.ERROR):
        widget.show()
        qtbot.waitUntil(lambda: warmup.pending() == 0, timeout=3000)
    assert ran == ["shared", "telma", "codec"]  # the failing step was logged, the rest ran
    assert "broken step" in caplog.text
    stopped = Warmup(widget, [(None, lambda: ran.append("late"))])
    stopped.stop()
    widget.update()
    qtbot.wait(50)
    assert "late" not in ran


def test_launcher_steps_cover_each_game_in_the_given_order() -> None:
    steps = launcher_steps(["quizclub", "telefilm"])
    games = [g for g, _step in steps if g is not None]
    assert games == ["quizclub"] * 4 + ["telefilm"] * 4
    assert game_modules("telefilm") == ["gamesuite.ui.telefilm", "gamesuite.ui.telefilm.setup",
                                        "gamesuite.rules.telefilm"]


def test_a_hovered_game_goes_first_once_and_a_chosen_one_is_queued(qtbot) -> None:  # noqa: ANN001
    widget = QWidget()
    qtbot.addWidget(widget)
    warmup = Warmup(widget, launcher_steps(["telefilm"]))
    warmup.add_game("ciak")
    warmup.add_game("telefilm")  # queued already: keeps its place
    games = [g for g, _step in warmup._steps]
    assert games[:4] == ["ciak"] * 4 and games.count("telefilm") == 4
    warmup.focus("telma")  # chosen without a hover: its steps are queued, the others dropped
    games = [g for g, _step in warmup._steps]
    assert games[:4] == ["telma"] * 4 and {"ciak", "telefilm"}.isdisjoint(games)
    warmup.stop()
    warmup.add_game("quizclub")  # stopped: nothing more
    assert warmup.pending() == 0


PROBE = r"""
import json, sys
from gamesuite.ui.app import make_app
app = make_app([sys.argv[0]])
from gamesuite.ui.main_window import MainWindow
w = MainWindow(); w.interactive = False; w.resize(1280, 800); w.show()
deadline = __import__("time").monotonic() + 60
def settle():
    while w.warmup.pending() and __import__("time").monotonic() < deadline:
        app.processEvents()
settle()
before_hover = set(sys.modules)
from PySide6.QtCore import QPointF
from PySide6.QtGui import QEnterEvent
tile = w.launcher.tiles[sys.argv[1]]
app.sendEvent(tile, QEnterEvent(QPointF(20, 20), QPointF(20, 20), QPointF(tile.mapToGlobal(tile.rect().center()))))
settle()
before = set(sys.modules)
w.launcher.tiles[sys.argv[1]].activated.emit(sys.argv[1])
w.setup_page.grab()
w.setup_page.start_button.click()
assert w.controller is not None, w.messages
w.grab()
print(json.dumps({"pending": w.warmup.pending(), "new": sorted(set(sys.modules) - before),
                  "hover": sorted(before - before_hover)}))
"""


def test_after_the_warm_up_the_clicks_to_a_table_import_no_game_module(tmp_path: Path) -> None:
    """The player's clicks (the tile, Start) find the game's UI, setup hook and engine loaded while they
    looked at the launcher (no save yet: only what every game needs) and had the pointer on the tile."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GAMESUITE_DATA_DIR=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", PROBE, "telefilm"], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    data = json.loads(out.stdout.strip().splitlines()[-1])
    assert data["pending"] == 0
    assert "gamesuite.ui.telefilm.table" in data["hover"] and "gamesuite.ui.ciak" not in data["hover"]
    loaded_late = [m for m in data["new"] if m.startswith(("gamesuite.ui.telefilm", "gamesuite.rules.telefilm",
                                                           "gamesuite.ui.setup_page", "gamesuite.ui.games",
                                                           "gamesuite.ui.scene", "gamesuite.ui.controller"))]
    assert loaded_late == [], loaded_late


def test_the_window_warms_a_hovered_game_also_after_a_change_of_language(window, qtbot) -> None:  # noqa: ANN001
    """The launcher is rebuilt in the new language: its tiles still tell the warm-up where the pointer is."""
    window.set_language("it")
    try:
        warmup = window.warmup
        assert warmup is not None and "ciak" not in warmup._games
        window.launcher.tiles["ciak"].hovered.emit("ciak")
        assert "ciak" in warmup._games
        window.launcher.tiles["telma"].activated.emit("telma")  # the click: the setup page opens
        assert "ciak" not in {g for g, _step in warmup._steps}
    finally:
        window.set_language("en")
