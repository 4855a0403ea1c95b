"""The launcher starts without loading what only a running game needs (bench/startup.py measures the
time; this keeps the reason for it from regressing)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import json, sys
from gamesuite.ui.app import make_app
app = make_app([sys.argv[0]])
from gamesuite.ui.main_window import MainWindow
w = MainWindow(); w.interactive = False; w.resize(1280, 800); w.show(); w.launcher.grab()
titles = sorted(t.spec.title for t in w.launcher.tiles.values())
import PySide6.QtWidgets as W  # a PySide6 class is made (with its Python enums) when first touched
import PySide6.QtGui as G
print(json.dumps({"modules": sorted(sys.modules), "titles": titles, "widget_classes": sorted(W.__dict__),
                  "gui_classes": sorted(G.__dict__)}))
"""


def test_the_launcher_lists_every_game_without_loading_an_engine(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path), HOME=str(tmp_path))
    env.pop("GAMESUITE_DATA_DIR", None)  # the data folder found as the app finds it (gamesuite.paths)
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    data = json.loads(out.stdout.strip().splitlines()[-1])
    loaded = set(data["modules"])
    heavy = {
        "gamesuite.rules.telefilm.engine",
        "gamesuite.rules.quizclub.engine",
        "gamesuite.rules.telma.engine",
        "gamesuite.rules.ciak.rules",
        "gamesuite.rules.ciak.engine",
        "gamesuite.rules.demo.engine",  # the hidden test game is skipped by its spec alone
        "gamesuite.rules.codec",
        "gamesuite.ui.controller",
        "gamesuite.ui.scene.card",
        "gamesuite.ui.scene.view",
        "gamesuite.content",
        "pydantic",
        "gamesuite.ui.phones.hub",  # phone play starts only when asked (Game ▸ Play with phones…)
        "websockets",
        "segno",
    }
    if sys.platform.startswith("linux"):
        heavy.add("platformdirs")  # the data folder's usual place is known without it (~10-15 ms)
    assert not heavy & loaded, sorted(heavy & loaded)
    assert len(data["titles"]) == 4, data["titles"]
    # dialogs' classes are made when a dialog opens: each costs its enums (~11 ms for these at start-up)
    dialogs = {"QMessageBox", "QFileDialog", "QListWidget", "QTextBrowser", "QDialogButtonBox"}
    assert not dialogs & set(data["widget_classes"]), sorted(dialogs & set(data["widget_classes"]))
    # the menus' items are made after the first frame (MainWindow._fill_menus), with the classes they need
    menu_items = {"QAction", "QActionGroup", "QKeySequence"}
    assert not menu_items & set(data["gui_classes"]), sorted(menu_items & set(data["gui_classes"]))


TABLE_PROBE = r"""
import json, sys
from gamesuite.ui.app import make_app
app = make_app([sys.argv[0]])
from gamesuite.ui.main_window import MainWindow
w = MainWindow(); w.interactive = False; w.resize(1280, 800); w.show(); w.launcher.grab()
w.launcher.tiles[sys.argv[1]].activated.emit(sys.argv[1])  # the player clicks the game's tile
w.setup_page.grab()  # the setup page painted
setup_loaded = sorted(sys.modules)
w.setup_page.start_button.click()
assert w.controller is not None, w.messages
w.grab()  # the first painted table
loaded = sorted(sys.modules)
w.controller.flush()  # the first autosave runs once the table is on screen
print(json.dumps({"modules": loaded, "setup_modules": setup_loaded}))
"""


@pytest.mark.parametrize("game", ["telefilm", "quizclub"])
def test_the_first_table_is_painted_without_loading_what_it_does_not_use(tmp_path: Path, game: str) -> None:
    """Start-up to a playable table, as the player gets there (the game's tile, its setup page, Start): once
    the packs were validated (the first start), the setup page and the game read them from the validation
    cache (no pydantic), the game saves only after its first paint, and loads no other game's UI or
    engine and no phone play."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GAMESUITE_DATA_DIR=str(tmp_path))
    for _ in range(2):  # the first run fills the packs' validation cache
        out = subprocess.run([sys.executable, "-c", TABLE_PROBE, game], capture_output=True, text=True, env=env,
                             cwd=ROOT, timeout=120)
        assert out.returncode == 0, out.stderr[-2000:]
    data = json.loads(out.stdout.strip().splitlines()[-1])
    loaded = set(data["modules"])
    assert f"gamesuite.ui.{game}.table" in loaded  # the probe did paint the game's table
    # the setup page (a Quiz Club one lists every pack's characters and their descriptions) reads them
    # from the validation cache too
    assert "pydantic" not in data["setup_modules"]
    others = {g for g in ("telefilm", "quizclub", "telma", "ciak") if g != game}
    heavy = {
        "pydantic",
        "gamesuite.content.schemas",
        "gamesuite.storage.saves",  # the save format: on the writer's thread, after the first paint
        "gamesuite.ui.phones.hub",
        "websockets",
        "segno",
        f"gamesuite.ui.{game}.panels",  # the private panels: once a player passes the gate, not before
        *(f"gamesuite.ui.{g}" for g in others),
        *(f"gamesuite.rules.{g}.engine" for g in others),
    }
    assert not heavy & loaded, sorted(heavy & loaded)


def test_the_collector_is_paused_through_start_up_and_resumed_by_the_event_loop(monkeypatch, qtbot) -> None:  # noqa: ANN001
    """``python -m gamesuite`` pauses the cyclic collector before importing the app (start-up makes objects
    that live as long as the app, and no garbage); the first turn of the event loop ends the pause."""
    import gc

    import gamesuite.__main__ as entry
    from gamesuite.ui import app as app_module
    from gamesuite.ui import gcpause

    seen: list[bool] = []

    def fake_app_main(argv: list[str]) -> int:
        seen.append(gc.isenabled())
        app_module.make_app([argv[0]])  # ends the pause on the event loop's next turn
        seen.append(gc.isenabled())
        return 0

    monkeypatch.setattr(app_module, "main", fake_app_main)
    assert gc.isenabled()
    try:
        assert entry.main() == 0
        assert seen == [False, False]
        qtbot.waitUntil(gc.isenabled, timeout=2000)
        assert not gcpause.paused()
    finally:
        gcpause.resume()
        gc.enable()
        gc.unfreeze()  # what entry.main froze goes back to the collector: the rest of the suite runs as before


def test_a_pause_ends_only_what_it_started() -> None:
    import gc

    from gamesuite.ui import gcpause

    try:
        gc.disable()  # turned off by someone else: a pause and its end leave it off
        gcpause.pause()
        gcpause.resume()
        assert not gc.isenabled()
        gc.enable()
        gcpause.pause()
        gcpause.pause()  # nested: one end
        assert not gc.isenabled() and gcpause.paused()
        gcpause.resume()
        assert gc.isenabled() and not gcpause.paused()
        frozen = gc.get_freeze_count()
        gcpause.pause(freeze=True)
        keep: list[list[int]] = [[] for _ in range(100)]  # made during the pause: out of the collector's sight after it
        gcpause.resume()
        assert gc.get_freeze_count() >= frozen + len(keep)
    finally:
        gc.unfreeze()  # the test process's objects go back to the collector
        gcpause.resume()
        gc.enable()


def test_a_crash_s_leftovers_are_removed_after_the_launcher_s_first_frame(
        tmp_path: Path, monkeypatch, qtbot, settings) -> None:  # noqa: ANN001
    """The saves folder's housekeeping (temporary files of an interrupted write, lock files of gone saves) is the
    warm-up's first step: not before the launcher's first frame, and done soon after it."""
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow

    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(tmp_path / "data"))
    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    temp = saves / ".telma-1.gsave.json.999999999.abc.tmp"  # a writer that is gone (no such pid)
    lock = saves / ".gone.gsave.json.lock"  # the lock of a save that is gone, held by nobody
    temp.write_text("{")
    lock.write_text("")
    make_app()
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.interactive = False
    assert temp.exists() and lock.exists()  # nothing of it before the first frame
    w.resize(1280, 800)
    w.show()
    qtbot.waitUntil(lambda: not temp.exists() and not lock.exists(), timeout=5000)
    w.warmup.stop()


def test_the_menus_items_are_made_after_the_first_frame_or_when_first_needed(qtbot, settings, store) -> None:  # noqa: ANN001
    """Only the menu bar's titles are in the launcher's first frame; the items (and their shortcuts) come with the
    warm-up's first step, or at once when a menu opens or code reads one of them."""
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow

    make_app()
    made = []
    for _ in range(3):
        w = MainWindow(settings, store)
        qtbot.addWidget(w)
        w.interactive = False
        titles = [a.text() for a in w.menuBar().actions()]
        assert titles == ["&Game", "&Edit", "&View", "&Settings", "&Help"]
        assert not w._menus_filled and not any(m.actions() for m in w._bar_menus)  # noqa: SLF001
        made.append(w)
    first, second, third = made
    # the first frame, then the warm-up's first step
    first.resize(1280, 800)
    first.show()
    qtbot.waitUntil(lambda: first._menus_filled, timeout=5000)  # noqa: SLF001
    assert first.act_undo.shortcut().toString() == "Ctrl+Z"
    assert first.act_undo in first.menuBar().actions()[1].menu().actions()
    first.warmup.stop()
    # read by code (a game's own menu item, the shell's undo state): made at once, in their order
    assert [a.text() for a in second.menu_game.actions() if not a.isSeparator()][:2] == ["&New game…",
                                                                                     "&Continue last game"]
    assert not second.act_continue.isEnabled()  # no save: the state the launcher's Continue has
    # a menu opened before the warm-up ran
    third._bar_menus[3].aboutToShow.emit()  # noqa: SLF001
    assert [a.text() for a in third.menu_language.actions()] == ["English", "Italiano"]
    assert third.menu_language.menuAction() in third._bar_menus[3].actions()  # noqa: SLF001


def test_what_start_up_imports_before_pyside6_uses_no_pyside6() -> None:
    """``gamesuite.__main__.before_qt`` imports what the launcher needs that does not use PySide6 before PySide6's
    import hook is installed (it reads the source of every module imported after it): none of it may import Qt."""
    probe = ("import sys; from gamesuite.__main__ import BEFORE_QT, before_qt; before_qt(); "
             "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))); "
             "print(all(m in sys.modules for m in BEFORE_QT))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["[]", "True"], out.stdout


SOURCE_PROBE = r"""
import inspect, json, sys
from gamesuite.__main__ import before_qt
before_qt()
read = []
original = inspect.getsource
def counted(obj):
    read.append(getattr(obj, "__name__", "?"))
    return original(obj)
inspect.getsource = counted
from gamesuite.ui.app import make_app
app = make_app([sys.argv[0]])
from gamesuite.ui.main_window import MainWindow
w = MainWindow(); w.interactive = False; w.resize(1280, 800); w.show(); w.launcher.grab()
print(json.dumps(read))
"""


def test_pyside6_s_import_hook_reads_no_stdlib_or_gamesuite_source_at_start_up(tmp_path: Path) -> None:
    """PySide6's import hook read the whole source of each of ~42 modules before the launcher's first frame (~5 ms
    of CPU) to find the word "PySide6" in it; ``gamesuite.ui.app._spare_source_reads`` answers for the standard
    library and GameSuite without reading."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path), HOME=str(tmp_path))
    env.pop("GAMESUITE_DATA_DIR", None)
    out = subprocess.run([sys.executable, "-c", SOURCE_PROBE], capture_output=True, text=True, env=env, cwd=ROOT,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    read = json.loads(out.stdout.strip().splitlines()[-1])
    ours = [name for name in read if name.partition(".")[0] in sys.stdlib_module_names | {"gamesuite"}]
    assert ours == ["enum"], ours  # enum's is read while shiboken6 itself is imported, before anything can answer
